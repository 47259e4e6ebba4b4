// Reliability, sessions and authentication, beyond what tests/api/auth.test.ts and sessions.test.ts already
// pin (lifetimes live there): cookies and HSTS over HTTPS, token randomness, any number of concurrent
// refreshes, logout ending every session, the stored hash parameters, and login throttling measured
// over a simulated hour with every attempt in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { THROTTLE_POLICY } from '../../src/server/auth/policy';
import { hashPasswordScrypt } from '../../src/server/auth/password';
import { addUser } from '../../src/server/auth/users';
import { hashEmail } from '../../src/server/auth/tokens';
import { authEvents, sessionFamilies, users } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { TEST_PASSWORD_HASH_COST } from '../support/testDatabase';
import { Client, DEMO, DEMO_PASSWORD, signIn } from '../api/helpers';

const MINUTE = 60_000;

/** A clock the app reads through buildApp's `now`. */
function clock(start = Date.parse('2026-11-21T00:00:00Z')) {
  let t = start;
  return {
    now: () => new Date(t),
    advance: (ms: number) => {
      t += ms;
    },
  };
}

type Cookie = {
  name: string;
  value: string;
  httpOnly?: boolean;
  sameSite?: string;
  path?: string;
  secure?: boolean;
  domain?: string;
  maxAge?: number;
};
const cookiesOf = (res: { cookies: unknown }) => res.cookies as Cookie[];

describe('over HTTPS (COOKIE_SECURE)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { cookieSecure: true } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('cookies are __Host- prefixed, Secure, HttpOnly, SameSite, Path=/ and carry no Domain', async () => {
    const client = new Client(t.app);
    const login = await client.post('/api/auth/login', { email: DEMO.client, password: DEMO_PASSWORD });
    expect(login.statusCode).toBe(200);
    const cookies = cookiesOf(login);
    expect(cookies.map((c) => c.name).sort()).toEqual(['__Host-bw_access', '__Host-bw_refresh']);
    for (const c of cookies) {
      expect(c).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(c.domain).toBeUndefined();
    }
    // The session works through the prefixed names, and the unprefixed ones are ignored.
    expect((await client.get('/api/users/profile')).statusCode).toBe(200);
    const plain = new Client(t.app);
    plain.jar.set('bw_access', client.jar.get('__Host-bw_access')!);
    expect((await plain.get('/api/users/profile')).statusCode).toBe(401);
  });

  it('every response that sets a cookie says Cache-Control: no-store; logout sends Clear-Site-Data', async () => {
    const client = new Client(t.app);
    const responses = [
      await client.post('/api/auth/login', { email: DEMO.installer, password: DEMO_PASSWORD }),
      await client.post('/api/auth/refresh'),
      await client.post('/api/auth/logout'),
      await client.post('/api/auth/refresh'), // 401, clears cookies
    ];
    for (const res of responses) {
      expect(res.headers['set-cookie']).toBeDefined();
      expect(res.headers['cache-control']).toBe('no-store');
      for (const c of cookiesOf(res)) expect(c).toMatchObject({ secure: true, httpOnly: true, path: '/' });
    }
    expect(responses[2].headers['clear-site-data']).toBe('"cookies"');
  });

  it('sends HSTS for a year on HTML and API responses', async () => {
    for (const url of ['/', '/api/inventory/brands', '/api/users/profile']) {
      const res = await t.app.inject(url);
      const hsts = String(res.headers['strict-transport-security']);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toContain('includeSubDomains');
    }
  });
});

describe('sessions on an injected clock', () => {
  const c = clock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: c.now });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('session tokens are distinct, carry >= 128 bits and look uniformly random', async () => {
    const client = await signIn(t.app, DEMO.client);
    const tokens: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      tokens.push(client.jar.get('bw_access')!, client.jar.get('bw_refresh')!);
      expect((await client.post('/api/auth/refresh')).statusCode).toBe(204);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
    let ones = 0;
    let bits = 0;
    for (const token of tokens) {
      const bytes = Buffer.from(token, 'base64url');
      expect(bytes.length * 8).toBeGreaterThanOrEqual(128);
      for (const b of bytes) {
        ones += b.toString(2).replace(/0/g, '').length;
        bits += 8;
      }
    }
    // 30,720 bits: a fair source lands within 0.5 +- 0.02 with overwhelming probability; counters,
    // timestamps or hex-in-base64 do not.
    expect(ones / bits).toBeGreaterThan(0.48);
    expect(ones / bits).toBeLessThan(0.52);
  });

  it('ten concurrent refreshes with one token: exactly one rotates, the rest are reuse, and the family ends', async () => {
    const client = await signIn(t.app, DEMO.admin);
    const twins = Array.from({ length: 10 }, () => {
      const twin = new Client(t.app);
      for (const [k, v] of client.jar) twin.jar.set(k, v);
      return twin;
    });
    const results = await Promise.all(twins.map((tw) => tw.post('/api/auth/refresh')));
    expect(results.filter((r) => r.statusCode === 204)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 401)).toHaveLength(9);
    const winner = twins[results.findIndex((r) => r.statusCode === 204)];
    expect((await winner.get('/api/users/profile')).statusCode).toBe(401);
    expect((await winner.post('/api/auth/refresh')).statusCode).toBe(401);
  });

  it('reuse detection logs the event against the user and records why the family ended', async () => {
    const client = await signIn(t.app, DEMO.client);
    const old = client.jar.get('bw_refresh')!;
    await client.post('/api/auth/refresh');
    const thief = new Client(t.app);
    thief.jar.set('bw_refresh', old);
    const [clientRow] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.client));
    const reuseEvents = () =>
      t.db
        .select()
        .from(authEvents)
        .where(and(eq(authEvents.kind, 'refresh.reuse'), eq(authEvents.userId, clientRow.id)));
    const before = (await reuseEvents()).length;
    expect((await thief.post('/api/auth/refresh')).statusCode).toBe(401);
    expect((await client.get('/api/users/profile')).statusCode).toBe(401);
    expect((await reuseEvents()).length).toBe(before + 1);
    const revoked = await t.db.select().from(sessionFamilies).where(eq(sessionFamilies.revokedReason, 'refresh token reuse'));
    expect(revoked.length).toBeGreaterThan(0);
  });

  it("logout ends this browser's session at once; the user's other browsers stay signed in", async () => {
    const browsers = await Promise.all(['10.9.0.1', '10.9.0.2'].map((ip) => signIn(t.app, DEMO.client, DEMO_PASSWORD, ip)));
    expect((await browsers[0].post('/api/auth/logout')).statusCode).toBe(204);
    expect((await browsers[0].get('/api/users/profile')).statusCode).toBe(401);
    expect((await browsers[0].post('/api/auth/refresh')).statusCode).toBe(401);
    expect((await browsers[1].get('/api/users/profile')).statusCode).toBe(200);
  });

  it("logout with scope=all ends every live session of the user at once, in every browser, and no one else's", async () => {
    const browsers = await Promise.all(['10.9.1.1', '10.9.1.2', '10.9.1.3'].map((ip) => signIn(t.app, DEMO.client, DEMO_PASSWORD, ip)));
    const someoneElse = await signIn(t.app, DEMO.installer);
    expect((await browsers[0].post('/api/auth/logout?scope=all')).statusCode).toBe(204);
    for (const b of browsers) {
      expect((await b.get('/api/users/profile')).statusCode).toBe(401);
      expect((await b.post('/api/auth/refresh')).statusCode).toBe(401);
    }
    expect((await someoneElse.get('/api/users/profile')).statusCode).toBe(200);
  });
});

describe('password storage', () => {
  let t: TestApp;
  // Production cost: signing in upgrades the seeded (cheap, test-only) hashes to it.
  beforeAll(async () => {
    t = await createTestApp({ config: { passwordHashCost: 17 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("stored hashes meet OWASP's argon2id floor (m=19 MiB, t=2, p=1) with unique 16-byte salts", async () => {
    for (const email of Object.values(DEMO)) await signIn(t.app, email);
    const rows = await t.db.select({ hash: users.passwordHash }).from(users);
    const salts = new Set<string>();
    for (const { hash } of rows) {
      const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([^$]+)\$([^$]+)$/.exec(hash!);
      expect(m, hash!).not.toBeNull();
      const [memory, time, p] = [Number(m![1]), Number(m![2]), Number(m![3])];
      expect(memory).toBeGreaterThanOrEqual(19 * 1024);
      expect(time).toBeGreaterThanOrEqual(2);
      expect(p).toBeGreaterThanOrEqual(1);
      expect(Buffer.from(m![4], 'base64').length).toBeGreaterThanOrEqual(16);
      expect(Buffer.from(m![5], 'base64').length).toBeGreaterThanOrEqual(32);
      salts.add(m![4]);
    }
    expect(salts.size).toBe(rows.length);
  }, 60_000);

  it('a scrypt hash of before verifies once more and is upgraded to argon2id by that sign-in', async () => {
    const old = await hashPasswordScrypt('an old password', 17);
    await t.db.insert(users).values({ email: 'old.hash@boardwalk.example', role: 'client', passwordHash: old });
    await signIn(t.app, 'old.hash@boardwalk.example', 'an old password', '10.10.0.9');
    const [row] = await t.db.select().from(users).where(eq(users.email, 'old.hash@boardwalk.example'));
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await signIn(t.app, 'old.hash@boardwalk.example', 'an old password', '10.10.0.10');
    const wrong = await new Client(t.app, '10.10.0.11').post('/api/auth/login', {
      email: 'old.hash@boardwalk.example',
      password: 'not it',
    });
    expect(wrong.statusCode).toBe(401);
  }, 60_000);

  it('a 1024-character password is used whole; 1025 is refused with a message', async () => {
    const long = Array.from({ length: 1024 }, (_, i) => String.fromCharCode(33 + ((i * 7) % 90))).join('');
    await addUser(t.db, { email: 'longpass@boardwalk.example', role: 'client', password: long, hashCost: TEST_PASSWORD_HASH_COST });
    await signIn(t.app, 'longpass@boardwalk.example', long, '10.10.0.1');
    // Only the last character differs: a truncating hash would accept it.
    const lastChanged = `${long.slice(0, -1)}${long.at(-1) === 'x' ? 'y' : 'x'}`;
    expect(
      (await new Client(t.app, '10.10.0.2').post('/api/auth/login', { email: 'longpass@boardwalk.example', password: lastChanged }))
        .statusCode,
    ).toBe(401);
    const tooLong = await new Client(t.app, '10.10.0.3').post('/api/auth/login', {
      email: 'longpass@boardwalk.example',
      password: `${long}x`,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Password must be at most 1024 characters');
  }, 60_000);
});

describe('login throttling over a simulated hour', () => {
  const c = clock(Date.parse('2026-12-01T00:00:00Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: c.now });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(
    'an attacker guessing every 10 s from rotating addresses gets at most 100 tries ' +
      'an hour at one account, and every attempt is logged',
    async () => {
      const email = DEMO.client;
      const counts = { 401: 0, 429: 0, other: 0 };
      const attempts = 360;
      for (let i = 0; i < attempts; i += 1) {
        const res = await new Client(t.app, `10.20.${Math.floor(i / 250)}.${(i % 250) + 1}`).post('/api/auth/login', {
          email,
          password: `guess-${i}`,
        });
        if (res.statusCode === 401 || res.statusCode === 429) counts[res.statusCode] += 1;
        else counts.other += 1;
        if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        c.advance(10_000);
      }
      expect(counts.other).toBe(0);
      // The account limit alone applies (each address tried a few times at most).
      const perHour = THROTTLE_POLICY.loginPerAccount.limit * Math.ceil((60 * MINUTE) / THROTTLE_POLICY.loginPerAccount.windowMs);
      expect(counts[401]).toBeLessThanOrEqual(Math.min(100, perHour));
      expect(counts[401]).toBeGreaterThan(0);
      expect(counts[429]).toBe(attempts - counts[401]);
      // Every attempt, refused or throttled, is in the audit log under the email digest, never the address.
      const logged = await t.db
        .select()
        .from(authEvents)
        .where(eq(authEvents.emailHash, hashEmail(email)));
      expect(logged).toHaveLength(attempts);
      expect(logged.filter((e) => e.kind === 'login.failure')).toHaveLength(counts[401]);
      expect(logged.filter((e) => e.kind === 'login.throttled')).toHaveLength(counts[429]);
      expect(logged.every((e) => e.clientAddress?.startsWith('10.20.'))).toBe(true);
    },
    120_000,
  );

  it('one address spraying many accounts is held to its own limit', async () => {
    c.advance(2 * 60 * MINUTE);
    let refused = 0;
    let throttled = 0;
    for (let i = 0; i < THROTTLE_POLICY.loginPerAddress.limit + 20; i += 1) {
      const res = await new Client(t.app, '10.30.0.1').post('/api/auth/login', { email: `spray${i}@example.com`, password: 'Summer2026!' });
      if (res.statusCode === 401) refused += 1;
      if (res.statusCode === 429) throttled += 1;
    }
    expect(refused).toBe(THROTTLE_POLICY.loginPerAddress.limit);
    expect(throttled).toBe(20);
  }, 60_000);

  it('an unknown email and a wrong password answer byte-identical responses with the same headers', async () => {
    c.advance(2 * 60 * MINUTE);
    const unknown = await new Client(t.app, '10.40.0.1').post('/api/auth/login', {
      email: 'nobody-here@boardwalk.example',
      password: 'whatever1',
    });
    const wrong = await new Client(t.app, '10.40.0.2').post('/api/auth/login', { email: DEMO.admin, password: 'whatever1' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    const headers = (h: Record<string, unknown>) => Object.fromEntries(Object.entries(h).filter(([k]) => k !== 'date'));
    expect(headers(unknown.headers)).toEqual(headers(wrong.headers));
    const [{ n }] = (await t.db.execute(sql`select count(*)::int as n from auth_events where client_address in ('10.40.0.1', '10.40.0.2')`))
      .rows as { n: number }[];
    expect(n).toBe(2);
  });
});
