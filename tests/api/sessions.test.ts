// Session lifetimes on an injected clock (README: access 15 minutes, refresh idle 7 days, absolute
// 30 days) and the cookie attributes over HTTPS (Secure, __Host- prefix).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_POLICY } from '../../src/server/auth/policy';
import { createTestApp, type TestApp } from '../support/app';
import { Client, DEMO, DEMO_PASSWORD, signIn } from './helpers';

const MINUTE = 60_000;
const DAY = 86_400_000;
let clock = new Date('2026-11-21T00:00:00Z').getTime();
const advance = (ms: number) => {
  clock += ms;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(async () => {
  await t?.close();
});

describe('lifetimes', () => {
  it('the policy is 15 minutes / 7 days idle / 30 days absolute', () => {
    expect(SESSION_POLICY).toEqual({ accessTtlMs: 15 * MINUTE, refreshIdleMs: 7 * DAY, refreshAbsoluteMs: 30 * DAY });
  });

  it('an access cookie past 15 minutes answers 401; a refresh restores access', async () => {
    const client = await signIn(t.app, DEMO.client);
    advance(14 * MINUTE);
    expect((await client.get('/api/users/profile')).statusCode).toBe(200);
    advance(2 * MINUTE);
    expect((await client.get('/api/users/profile')).statusCode).toBe(401);
    expect((await client.post('/api/auth/refresh')).statusCode).toBe(204);
    expect((await client.get('/api/users/profile')).statusCode).toBe(200);
  });

  it('a refresh token unused for 7 days is dead (idle timeout)', async () => {
    const client = await signIn(t.app, DEMO.client);
    advance(6 * DAY);
    expect((await client.post('/api/auth/refresh')).statusCode).toBe(204);
    advance(7 * DAY + MINUTE);
    expect((await client.post('/api/auth/refresh')).statusCode).toBe(401);
  });

  it('a family ends 30 days after login however often it refreshes (absolute timeout)', async () => {
    const client = await signIn(t.app, DEMO.installer);
    for (let day = 0; day < 29; day += 3) {
      advance(3 * DAY);
      const res = await client.post('/api/auth/refresh');
      if (day + 3 < 30) expect(res.statusCode).toBe(204);
    }
    advance(2 * DAY);
    expect((await client.post('/api/auth/refresh')).statusCode).toBe(401);
    expect((await client.get('/api/users/profile')).statusCode).toBe(401);
  });
});

describe('cookies over HTTPS', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await createTestApp({ config: { cookieSecure: true } });
  });
  afterAll(async () => {
    await secure?.close();
  });

  it('are Secure with the __Host- prefix and still work', async () => {
    const client = new Client(secure.app);
    const res = await client.post('/api/auth/login', { email: DEMO.client, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const cookies = res.cookies as { name: string; secure?: boolean; path?: string; domain?: string }[];
    expect(cookies.map((c) => c.name).sort()).toEqual(['__Host-bw_access', '__Host-bw_refresh']);
    for (const c of cookies) {
      expect(c.secure).toBe(true);
      expect(c.path).toBe('/');
      expect(c.domain).toBeUndefined();
    }
    expect((await client.get('/api/users/profile')).statusCode).toBe(200);
    expect((await client.post('/api/auth/refresh')).statusCode).toBe(204);
    const out = await client.post('/api/auth/logout');
    expect(out.statusCode).toBe(204);
    expect(client.jar.size).toBe(0);
  });
});
