// The portal's first profile check follows docs/product.md#session-refresh like every other call on a
// non-public path: a returning user whose access cookie lapsed gets one refresh and the screen, not /login.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { RouteGuard } from './RouteGuard';

const client = { id: 'u1', email: 'client@boardwalk.example', role: 'client' as const };
let renewable: boolean;
let renewed: boolean;
let calls: string[];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  calls = [];
  renewed = false;
  window.history.replaceState(null, '', '/app/dashboard');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      if (url === '/api/auth/refresh') {
        renewed = renewable;
        return renewable ? new Response(null, { status: 204 }) : json(401, { message: 'Session expired. Please sign in again.' });
      }
      if (url === '/api/users/profile') return renewed ? json(200, client) : json(401, { message: 'Not signed in' });
      return json(404, { message: 'Route not found' });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function openDashboard() {
  render(
    <MemoryRouter initialEntries={['/app/dashboard']}>
      <Routes>
        <Route path="/app" element={<RouteGuard />}>
          <Route path="dashboard" element={<h1>Projects Dashboard</h1>} />
        </Route>
        <Route path="/login" element={<h1>Sign in</h1>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

it('an expired access cookie on the first profile check is refreshed once and the check retried', async () => {
  renewable = true;
  openDashboard();
  expect(await screen.findByRole('heading', { name: 'Projects Dashboard' })).toBeTruthy();
  expect(calls).toEqual(['GET /api/users/profile', 'POST /api/auth/refresh', 'GET /api/users/profile']);
});

it('when that refresh fails the user goes to /login', async () => {
  renewable = false;
  openDashboard();
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  expect(screen.getByTestId('where').textContent).toBe('/login');
  expect(calls).toEqual(['GET /api/users/profile', 'POST /api/auth/refresh']);
});
