// The API client's contract (docs/product.md#calls): base /api, cookies, JSON, error `message`, and the
// refresh-once-and-retry rule driven by the sessionRefresh machine (one refresh for concurrent 401s).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createSessionRefresher } from '../auth/sessionRefresh';
import { messageOr } from '../../../machines/errors';
import { api, ApiError, createApiClient } from './client';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let handler: Handler;
const fetchMock = vi.fn((url: string, init: RequestInit) => handler(url, init));

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', '/app/orders');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requests', () => {
  it('calls /api with cookies and a JSON body, and parses the answer with the schema', async () => {
    handler = () => json(200, { id: 'p1', extra: true });
    const result = await api.post('/projects', { name: 'Deck' }, { schema: z.object({ id: z.string() }) });
    expect(result).toEqual({ id: 'p1' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/projects');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ name: 'Deck' }));
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('throws ApiError with the server message and issues', async () => {
    handler = () => json(400, { message: 'Project name is required', issues: [{ path: 'name', message: 'Project name is required' }] });
    const error = await api.post('/projects', { name: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Project name is required',
      issues: [{ path: 'name', message: 'Project name is required' }],
    });
    expect(messageOr(error, 'Failed to create project')).toBe('Project name is required');
  });

  it('leaves the message empty when the server sent none, so screens use their fallback', async () => {
    handler = () => new Response('oops', { status: 500 });
    const error = await api.get('/orders').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, message: '' });
    expect(messageOr(error, 'Failed to load projects')).toBe('Failed to load projects');
  });

  it('answers undefined for 204 and calls the service root for /quotes', async () => {
    handler = () => new Response(null, { status: 204 });
    await expect(api.post('/quotes', { a: 1 }, { root: true })).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0][0]).toBe('/quotes');
  });
});

describe('session refresh', () => {
  function install() {
    const refresh = vi.fn(() => api.post('/auth/refresh'));
    const onExpired = vi.fn();
    const refresher = createSessionRefresher({ refresh, onExpired });
    const client = createApiClient({ onUnauthorized: refresher.handler });
    return { client, refresh, onExpired, stop: refresher.stop };
  }

  it('refreshes once for concurrent 401s and retries each request once', async () => {
    let renewed = false;
    handler = (url) => {
      if (url === '/api/auth/refresh') {
        renewed = true;
        return new Response(null, { status: 204 });
      }
      return renewed ? json(200, { url }) : json(401, { message: 'Not signed in' });
    };
    const { client, refresh, onExpired, stop } = install();
    const results = await Promise.all([client.get('/orders'), client.get('/projects'), client.get('/users/profile')]);
    expect(results).toEqual([{ url: '/api/orders' }, { url: '/api/projects' }, { url: '/api/users/profile' }]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls.filter(([u]) => u === '/api/auth/refresh')).toHaveLength(1);
    expect(onExpired).not.toHaveBeenCalled();
    stop();
  });

  it('a failed refresh fails the waiting requests and expires the session once', async () => {
    handler = () => json(401, { message: 'Not signed in' });
    const { client, refresh, onExpired, stop } = install();
    const outcomes = await Promise.allSettled([client.get('/orders'), client.get('/projects')]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(outcomes.map((o) => (o as PromiseRejectedResult).reason.status)).toEqual([401, 401]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
    stop();
  });

  it('never refreshes for a request made from a public page', async () => {
    window.history.replaceState(null, '', '/login');
    handler = () => json(401, { message: 'Not signed in' });
    const { client, refresh, stop } = install();
    await expect(client.get('/users/profile')).rejects.toMatchObject({ status: 401 });
    expect(refresh).not.toHaveBeenCalled();
    stop();
  });

  it("the calculator's refresher (onPublicPages) renews once from a public page for concurrent 401s, then retries", async () => {
    window.history.replaceState(null, '', '/deck-calculator');
    let renewed = false;
    handler = (url) => {
      if (url === '/api/auth/session') {
        renewed = true;
        return json(200, { user: { id: 'u1', email: 'client@boardwalk.example', role: 'client' } });
      }
      return renewed ? json(200, { url }) : json(401, { message: 'Not signed in' });
    };
    const refresh = vi.fn(() => api.post('/auth/session'));
    const refresher = createSessionRefresher({ refresh, onExpired: vi.fn(), onPublicPages: true });
    const client = createApiClient({ onUnauthorized: refresher.handler });
    await expect(Promise.all([client.get('/projects'), client.get('/designs')])).resolves.toEqual([
      { url: '/api/projects' },
      { url: '/api/designs' },
    ]);
    expect(refresh).toHaveBeenCalledTimes(1);
    refresher.stop();
  });

  it('the plain api (public pages, the auth actor) never refreshes, even while a refreshing client exists', async () => {
    handler = () => json(401, { message: 'Not signed in' });
    const { refresh, stop } = install();
    await expect(api.get('/orders')).rejects.toMatchObject({ status: 401 });
    expect(refresh).not.toHaveBeenCalled();
    stop();
  });

  it('a retried request that gets 401 again is not refreshed a second time', async () => {
    handler = (url) => (url === '/api/auth/refresh' ? new Response(null, { status: 204 }) : json(401, { message: 'Still not' }));
    const { client, refresh, stop } = install();
    await expect(client.get('/orders')).rejects.toMatchObject({ status: 401, message: 'Still not' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls.filter(([u]) => u === '/api/orders')).toHaveLength(2);
    stop();
  });

  it('a refresher stopped while a request waits (its portal left) fails that request instead of leaving it hanging', async () => {
    handler = (url) => (url === '/api/auth/refresh' ? new Promise<Response>(() => {}) : json(401, { message: 'Not signed in' }));
    const { client, stop } = install();
    const pending = client.get('/orders');
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([u]) => u === '/api/auth/refresh')).toBe(true));
    stop();
    await expect(pending).rejects.toMatchObject({ status: 401 });
  });
});
