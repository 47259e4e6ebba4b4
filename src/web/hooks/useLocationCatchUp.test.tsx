// The router must end at the URL the browser is at, also when the browser moved while it mounted.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
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
  it('brings a router that read the URL before a hash navigation to where the browser is', async () => {
    // The router read "/" at its first render; the browser has since followed a link to /#gallery.
    window.history.replaceState(null, '', '/#gallery');
    render(
      <MemoryRouter initialEntries={['/']}>
        <RouterPath />
      </MemoryRouter>,
    );
    expect(await screen.findByText('/#gallery')).toBeInTheDocument();
  });

  it('takes the query along with the hash', async () => {
    window.history.replaceState(null, '', '/terms?from=footer#contact');
    render(
      <MemoryRouter initialEntries={['/terms']}>
        <RouterPath />
      </MemoryRouter>,
    );
    expect(await screen.findByText('/terms?from=footer#contact')).toBeInTheDocument();
  });
});
