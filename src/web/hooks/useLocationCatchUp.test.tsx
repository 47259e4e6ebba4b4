// The router must end at the URL the browser is at, also when the browser moved while it mounted.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import { useLocationCatchUp } from './useLocationCatchUp';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function RouterPath() {
  useLocationCatchUp();
  const { pathname, search, hash } = useLocation();
  return <output aria-label="router path">{`${pathname}${search}${hash}`}</output>;
}

describe('useLocationCatchUp', () => {
  // The router read its URL at its first render; the browser has since followed a link.
  it.each([
    { case: 'a hash navigation', read: '/', browser: '/#gallery' },
    { case: 'a query and a hash', read: '/terms', browser: '/terms?from=footer#contact' },
  ])('brings a router that missed $case to where the browser is', async ({ read, browser }) => {
    window.history.replaceState(null, '', browser);
    render(
      <MemoryRouter initialEntries={[read]}>
        <RouterPath />
      </MemoryRouter>,
    );
    expect(await screen.findByText(browser)).toBeInTheDocument();
  });

  it('leaves alone an entry the router made itself (a redirect on its way, with the state it carries)', async () => {
    // A <Navigate replace state={{ from }}> in a child's mount effect: the browser is already at
    // /login, the router's state update is still pending. Replacing the entry would drop `from`.
    window.history.replaceState({ usr: { from: '/app/orders' }, key: 'abc123', idx: 0 }, '', '/login');
    render(
      <MemoryRouter initialEntries={['/app/orders']}>
        <RouterPath />
      </MemoryRouter>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('router path')).toHaveTextContent('/app/orders');
    expect(window.history.state).toEqual({ usr: { from: '/app/orders' }, key: 'abc123', idx: 0 });
  });
});
