// Sessions end to end over the real database: login, profile, refresh rotation with reuse detection,
// logout, throttling, cookie attributes and the CSRF checks on every state-changing auth route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/app';
import { THROTTLE_POLICY } from '../../src/server/auth/policy';
import { authEvents, users } from '../../src/server/db/schema';
import { Client, DEMO, DEMO_PASSWORD, ORIGIN, signIn } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('login', () => {
  it('answers {user} and sets http-only SameSite cookies on Path=/', async () => {
    const client = new Client(t.app);
    const res = await client.post('/api/auth/login', { email: DEMO.client, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { id: expect.any(String), email: DEMO.client, role: 'client' } });
    expect(res.headers['cache-control']).toBe('no-store');
    const cookies = res.cookies as {
      name: string;
      httpOnly?: boolean;
      sameSite?: string;
      path?: string;
      maxAge?: number;
      secure?: boolean;
    }[];
    expect(cookies.map((c) => c.name).sort()).toEqual(['bw_access', 'bw_refresh']);
    for (const c of cookies) {
      expect(c.httpOnly).toBe(true);
      expect(c.sameSite).toBe('Lax');
      expect(c.path).toBe('/');
      expect(c.secure).toBeFalsy();
    }
    expect(cookies.find((c) => c.name === 'bw_access')!.maxAge).toBe(15 * 60);
    // Tokens carry at least 128 random bits (32 bytes base64url here).
    for (const value of client.jar.values()) expect(value.length).toBeGreaterThanOrEqual(43);
  });

  it('is case-insensitive on the email and answers each role', async () => {
    for (const [email, role] of [
      [DEMO.installer.toUpperCase(), 'installer'],
      [DEMO.admin, 'admin'],
    ] as const) {
      const res = await new Client(t.app).post('/api/auth/login', { email, password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.role).toBe(role);
    }
  });

  it('answers the same 401 for an unknown email and a wrong password', async () => {
    const unknown = await new Client(t.app, '10.0.0.1').post('/api/auth/login', {
      email: 'nobody@boardwalk.example',
      password: DEMO_PASSWORD,
    });
    const wrong = await new Client(t.app, '10.0.0.1').post('/api/auth/login', { email: DEMO.installer, password: 'not the password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.cookies).toHaveLength(0);
  });

  it('refuses a missing email or password with a message', async () => {
    const client = new Client(t.app);
    const noEmail = await client.post('/api/auth/login', { password: 'x' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe('Email is required');
    const blankPassword = await client.post('/api/auth/login', { email: DEMO.client, password: '' });
    expect(blankPassword.statusCode).toBe(400);
    expect(blankPassword.json()).toMatchObject({ message: 'Password is required', issues: [{ path: ['body', 'password'] }] });
  });

  it('never adopts a planted cookie: a login starts a new session', async () => {
    const client = new Client(t.app);
    client.jar.set('bw_access', 'planted-access-value-planted-access-value-xx');
    client.jar.set('bw_refresh', 'planted-refresh-value-planted-refresh-value-x');
    await client.post('/api/auth/login', { email: DEMO.client, password: DEMO_PASSWORD });
    expect(client.jar.get('bw_access')).not.toContain('planted');
    expect(client.jar.get('bw_refresh')).not.toContain('planted');
    expect((await client.get('/api/users/profile')).statusCode).toBe(200);
  });

  it('ends the previous session of the same browser on a new login', async () => {
    const client = await signIn(t.app, DEMO.client);
    const before = new Client(t.app);
    for (const [k, v] of client.jar) before.jar.set(k, v);
    await client.post('/api/auth/login', { email: DEMO.client, password: DEMO_PASSWORD });
    expect((await before.get('/api/users/profile')).statusCode).toBe(401);
    expect((await client.get('/api/users/profile')).statusCode).toBe(200);
  });

  it('logs every attempt without the email address itself', async () => {
    const rows = await t.db.select().from(authEvents);
    expect(rows.some((r) => r.kind === 'login.success')).toBe(true);
    expect(rows.some((r) => r.kind === 'login.failure')).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('@boardwalk.example');
  });
});

describe('profile', () => {
  it('answers the signed-in user', async () => {
    const client = await signIn(t.app, DEMO.admin);
    const res = await client.get('/api/users/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: expect.any(String), email: DEMO.admin, role: 'admin' });
  });

  it('answers 401 {message} without a session or with a forged cookie', async () => {
    const anonymous = await new Client(t.app).get('/api/users/profile');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Not signed in' });
    const forged = new Client(t.app);
    forged.jar.set('bw_access', 'x'.repeat(43));
    expect((await forged.get('/api/users/profile')).statusCode).toBe(401);
  });
});

describe('refresh', () => {
  it('rotates the refresh token and issues a new access cookie', async () => {
    const client = await signIn(t.app, DEMO.client);
    const oldRefresh = client.jar.get('bw_refresh');
    const oldAccess = client.jar.get('bw_access');
    const res = await client.post('/api/auth/refresh');
    expect(res.statusCode).toBe(204);
    expect(client.jar.get('bw_refresh')).not.toBe(oldRefresh);
    expect(client.jar.get('bw_access')).not.toBe(oldAccess);
    expect((await client.get('/api/users/profile')).statusCode).toBe(200);
  });

  it('accepts a bodiless POST that still says application/json', async () => {
    const client = await signIn(t.app, DEMO.client);
    const res = await client.request('POST', '/api/auth/refresh', { headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(204);
  });

  it('revokes the whole family when an old refresh token is used again', async () => {
    const client = await signIn(t.app, DEMO.client);
    const stolen = new Client(t.app);
    stolen.jar.set('bw_refresh', client.jar.get('bw_refresh')!);
    expect((await client.post('/api/auth/refresh')).statusCode).toBe(204);
    // The replay of the first token: refused, and the family is gone.
    const replay = await stolen.post('/api/auth/refresh');
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: 'Session expired. Please sign in again.' });
    // The legitimate holder's new tokens are dead too.
    expect((await client.get('/api/users/profile')).statusCode).toBe(401);
    expect((await client.post('/api/auth/refresh')).statusCode).toBe(401);
    const [reuse] = await t.db.select().from(authEvents).where(eq(authEvents.kind, 'refresh.reuse'));
    expect(reuse).toBeDefined();
  });

  it('two concurrent refreshes with one token: one rotates, the other is reuse, and the family ends', async () => {
    const client = await signIn(t.app, DEMO.installer);
    const twin = new Client(t.app);
    for (const [k, v] of client.jar) twin.jar.set(k, v);
    const results = await Promise.all([client.post('/api/auth/refresh'), twin.post('/api/auth/refresh')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 401]);
    const winner = results[0].statusCode === 204 ? client : twin;
    expect((await winner.get('/api/users/profile')).statusCode).toBe(401);
  });

  it('answers 401 without a refresh cookie or with an unknown one', async () => {
    expect((await new Client(t.app).post('/api/auth/refresh')).statusCode).toBe(401);
    const unknown = new Client(t.app);
    unknown.jar.set('bw_refresh', 'y'.repeat(43));
    expect((await unknown.post('/api/auth/refresh')).statusCode).toBe(401);
  });
});

describe('session check (POST /api/auth/session, for the public pages)', () => {
  it('answers {user: null} to a browser that is not signed in, with no failed status and no cookie', async () => {
    const res = await new Client(t.app).post('/api/auth/session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.cookies).toHaveLength(0);
  });

  it('answers the user of a live access cookie without rotating the refresh token', async () => {
    const client = await signIn(t.app, DEMO.installer);
    const refresh = client.jar.get('bw_refresh');
    const res = await client.post('/api/auth/session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { id: expect.any(String), email: DEMO.installer, role: 'installer' } });
    expect(res.cookies).toHaveLength(0);
    expect(client.jar.get('bw_refresh')).toBe(refresh);
  });

  it.each([
    ['gone', (client: Client) => client.jar.delete('bw_access')],
    ['refused by the server', (client: Client) => client.jar.set('bw_access', 'z'.repeat(43))],
  ])('renews the session when the access cookie is %s and the refresh cookie lives', async (_, lapse) => {
    const client = await signIn(t.app, DEMO.client);
    const oldRefresh = client.jar.get('bw_refresh');
    lapse(client);
    expect((await client.get('/api/users/profile')).statusCode).toBe(401);
    const res = await client.post('/api/auth/session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { id: expect.any(String), email: DEMO.client, role: 'client' } });
    expect(client.jar.get('bw_refresh')).not.toBe(oldRefresh);
    expect((await client.get('/api/users/profile')).statusCode).toBe(200);
  });

  it('answers {user: null} and clears the cookies for an unknown refresh cookie', async () => {
    const unknown = new Client(t.app);
    unknown.jar.set('bw_refresh', 'y'.repeat(43));
    const res = await unknown.post('/api/auth/session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    expect(unknown.jar.size).toBe(0);
  });

  it('treats a used refresh token as reuse, as the refresh call does: null, and the family ends', async () => {
    const client = await signIn(t.app, DEMO.client);
    const stolen = new Client(t.app);
    stolen.jar.set('bw_refresh', client.jar.get('bw_refresh')!);
    expect((await client.post('/api/auth/refresh')).statusCode).toBe(204);
    expect((await stolen.post('/api/auth/session')).json()).toEqual({ user: null });
    expect((await client.get('/api/users/profile')).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the session server-side, clears cookies and sends Clear-Site-Data', async () => {
    const client = await signIn(t.app, DEMO.client);
    const copy = new Client(t.app);
    for (const [k, v] of client.jar) copy.jar.set(k, v);
    const res = await client.post('/api/auth/logout');
    expect(res.statusCode).toBe(204);
    expect(res.headers['clear-site-data']).toBe('"cookies"');
    expect(client.jar.size).toBe(0);
    // The old cookie values no longer work anywhere.
    expect((await copy.get('/api/users/profile')).statusCode).toBe(401);
    expect((await copy.post('/api/auth/refresh')).statusCode).toBe(401);
  });

  it('answers 204 without a session', async () => {
    expect((await new Client(t.app).post('/api/auth/logout')).statusCode).toBe(204);
  });
});

describe('CSRF on state-changing auth routes', () => {
  const routes = ['/api/auth/login', '/api/auth/refresh', '/api/auth/session', '/api/auth/logout'];
  const body = JSON.stringify({ email: DEMO.client, password: DEMO_PASSWORD });

  it.each(routes)('%s refuses a foreign Origin with 403', async (url) => {
    const res = await new Client(t.app).request('POST', url, {
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: body,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-site request refused' });
  });

  it.each(routes)('%s refuses Sec-Fetch-Site: cross-site with 403', async (url) => {
    const res = await new Client(t.app).request('POST', url, {
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      payload: body,
    });
    expect(res.statusCode).toBe(403);
  });

  it.each(routes)('%s refuses a browser request (Fetch Metadata sent) with neither Origin nor Referer', async (url) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'sec-fetch-site': 'same-site', 'content-type': 'application/json' },
      payload: body,
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts a non-browser client (no Origin, Referer or Fetch Metadata) sending JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
  });

  it('accepts a same-origin Referer when Origin is absent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { referer: `${ORIGIN}/login`, 'content-type': 'application/json' },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['text/plain', body],
    ['application/x-www-form-urlencoded', `email=${encodeURIComponent(DEMO.client)}&password=${DEMO_PASSWORD}`],
    ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n${DEMO.client}\r\n--x--\r\n`],
  ])('refuses a %s body with 415 and sets no cookie', async (type, payload) => {
    const res = await new Client(t.app).request('POST', '/api/auth/login', { headers: { 'content-type': type }, payload });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/JSON/);
    expect(res.cookies).toHaveLength(0);
  });
});

describe('login throttling', () => {
  it('answers 429 with Retry-After after 10 failures for one account, even with the right password', async () => {
    const email = DEMO.installer;
    for (let i = 0; i < 10; i += 1) {
      // Different addresses: the account limit alone applies.
      const res = await new Client(t.app, `10.1.0.${i + 1}`).post('/api/auth/login', { email, password: `wrong-${i}` });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await new Client(t.app, '10.1.1.1').post('/api/auth/login', { email, password: DEMO_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many sign-in attempts/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is unaffected.
    expect((await new Client(t.app, '10.1.1.2').post('/api/auth/login', { email: DEMO.admin, password: DEMO_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('answers 429 after 50 failures from one address across accounts', async () => {
    const address = '10.2.0.1';
    for (let i = 0; i < 50; i += 1) {
      const res = await new Client(t.app, address).post('/api/auth/login', { email: `nobody${i}@boardwalk.example`, password: 'wrong' });
      expect(res.statusCode).toBe(401);
    }
    const res = await new Client(t.app, address).post('/api/auth/login', { email: DEMO.admin, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('a parallel burst of guesses cannot slip past the account limit', async () => {
    const email = 'burst-target@boardwalk.example';
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => new Client(t.app, `10.4.0.${i + 1}`).post('/api/auth/login', { email, password: `guess-${i}` })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(20);
  });

  it('successful sign-ins do not use up the address limit', async () => {
    // More successes from one address than its limit of attempts: each one gives its count back.
    const attempts = THROTTLE_POLICY.loginPerAddress.limit + 2;
    const statuses: number[] = [];
    for (let i = 0; i < attempts; i += 1) {
      statuses.push(
        (await new Client(t.app, '10.5.0.1').post('/api/auth/login', { email: DEMO.admin, password: DEMO_PASSWORD })).statusCode,
      );
    }
    expect(statuses).toEqual(Array.from({ length: attempts }, () => 200));
    // And the address may still get a password wrong: refused as wrong, not as throttled.
    const wrong = await new Client(t.app, '10.5.0.1').post('/api/auth/login', { email: DEMO.admin, password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
  });

  it('a disabled user cannot sign in and gets the same 401', async () => {
    await t.db
      .update(users)
      .set({ disabledAt: sql`now()` })
      .where(eq(users.email, DEMO.client));
    try {
      const res = await new Client(t.app, '10.3.0.1').post('/api/auth/login', { email: DEMO.client, password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid email or password' });
    } finally {
      await t.db.update(users).set({ disabledAt: null }).where(eq(users.email, DEMO.client));
    }
  });
});
