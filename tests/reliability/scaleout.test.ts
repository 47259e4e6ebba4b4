// Reliability, scale-out and load: two app processes (the real entry point) against one PostgreSQL behind
// a tiny round-robin proxy. A session made on one is valid on the other (and reuse detection spans
// both), throttles hold across both, and 200 concurrent clients creating orders and reading lists
// get no 5xx, with no order lost or duplicated. Load: RELIABILITY_LOAD_SECONDS / _CLIENTS, else 5 s in
// `npm test` and 30 s under RELIABILITY_FULL=1, 200 clients either way.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE_POLICY } from '../../src/server/auth/policy';
import { hashPassword } from '../../src/server/auth/password';
import { startSession } from '../../src/server/auth/sessions';
import { orders, users } from '../../src/server/db/schema';
import { createTestDatabase, type TestDatabase } from '../support/db';
import { DEMO, DEMO_PASSWORD } from '../api/helpers';
import { HttpClient, kill, startApp, type AppProcess } from './processes';
import { contactBody, orderPayload, scale } from './support';

const SECONDS = scale('RELIABILITY_LOAD_SECONDS', 5, 30);
const CLIENTS = scale('RELIABILITY_LOAD_CLIENTS', 200, 200);

let database: TestDatabase;
let apps: AppProcess[] = [];
let proxy: http.Server;
let proxyUrl: string;
const forwarded = { count: [0, 0] };

/** Round-robin over the app processes, one request at a time (what a load balancer does). */
function startProxy(backends: AppProcess[]): Promise<string> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  proxy = http.createServer((req, res) => {
    const i = next++ % backends.length;
    forwarded.count[i] += 1;
    const upstream = http.request(
      { host: '127.0.0.1', port: backends[i].port, method: req.method, path: req.url, headers: req.headers, agent },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  proxy.keepAliveTimeout = 60_000;
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`)));
}

beforeAll(async () => {
  database = await createTestDatabase();
  const env = { DATABASE_URL: database.url };
  apps = await Promise.all([startApp(env), startApp(env)]);
  proxyUrl = await startProxy(apps);
}, 180_000);
afterAll(async () => {
  proxy?.close();
  for (const app of apps) kill(app, 'SIGTERM');
  await Promise.all(apps.map((a) => a.exited));
  await database?.drop();
});

describe('two app processes behind round-robin', () => {
  it('a session made on one is valid on the other; a refresh on one makes the old token reuse on the other', async () => {
    const [a, b] = apps;
    const browser = new HttpClient(a.url);
    expect((await browser.request('POST', '/api/auth/login', { email: DEMO.installer, password: DEMO_PASSWORD })).status).toBe(200);
    const stolenRefresh = browser.jar.get('bw_refresh')!;
    browser.base = b.url;
    expect((await browser.request('GET', '/api/users/profile')).status).toBe(200);
    expect((await browser.request('POST', '/api/auth/refresh')).status).toBe(204);
    browser.base = a.url;
    expect((await browser.request('GET', '/api/users/profile')).status).toBe(200);
    // The old refresh token replayed on the other process: reuse, and the whole family ends everywhere.
    const thief = new HttpClient(a.url);
    thief.jar.set('bw_refresh', stolenRefresh);
    expect((await thief.request('POST', '/api/auth/refresh')).status).toBe(401);
    for (const app of apps) {
      browser.base = app.url;
      expect((await browser.request('GET', '/api/users/profile')).status).toBe(401);
    }
  });

  it('throttles hold across both: public POSTs and failed logins from one address', async () => {
    const visitor = new HttpClient(proxyUrl);
    const statuses: number[] = [];
    // Sent within a second, so the per-minute burst limit is the one that bites (tests/api/leads.test.ts moves
    // the clock to reach the 10-minute window).
    const contactLimit = THROTTLE_POLICY.contactBurstPerAddress;
    for (let i = 0; i < contactLimit.limit + 6; i += 1) statuses.push((await visitor.request('POST', '/api/contact/', contactBody)).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(contactLimit.limit);
    expect(statuses.slice(contactLimit.limit).every((s) => s === 429)).toBe(true);

    const guesser = new HttpClient(proxyUrl);
    const logins: number[] = [];
    for (let i = 0; i < THROTTLE_POLICY.loginPerAccount.limit + 4; i += 1)
      logins.push((await guesser.request('POST', '/api/auth/login', { email: DEMO.admin, password: `guess-${i}` })).status);
    expect(logins.filter((s) => s === 401)).toHaveLength(THROTTLE_POLICY.loginPerAccount.limit);
    expect(logins.slice(THROTTLE_POLICY.loginPerAccount.limit).every((s) => s === 429)).toBe(true);
    // Both processes answered (round-robin), so neither held the counts alone.
    expect(forwarded.count.every((n) => n > 5)).toBe(true);
  });
});

describe('load', () => {
  it(`${CLIENTS} concurrent clients creating orders and reading lists for ${SECONDS} s: no 5xx, no order lost or duplicated`, async () => {
    // Sessions are minted straight in the database: 200 password-hashing logins would measure hashing, not the app.
    const passwordHash = await hashPassword('load-test-password', 10);
    const loadUsers = await database.db
      .insert(users)
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          email: `load-${i}-${randomUUID().slice(0, 6)}@boardwalk.example`,
          role: 'client' as const,
          passwordHash,
        })),
      )
      .returning({ id: users.id });
    const browsers = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => {
        const session = await startSession(database.db, loadUsers[i % loadUsers.length].id, new Date());
        const browser = new HttpClient(proxyUrl);
        browser.jar.set('bw_access', session.accessToken);
        return browser;
      }),
    );

    const acked = new Map<string, string>(); // marker -> order id
    const statuses: Record<string, number> = {};
    const latencies: number[] = [];
    let failures = 0;
    const deadline = Date.now() + SECONDS * 1000;
    const run = `load-${randomUUID().slice(0, 8)}`;
    await Promise.all(
      browsers.map(async (browser, c) => {
        for (let n = 0; Date.now() < deadline; n += 1) {
          const started = Date.now();
          try {
            if (n % 3 === 2) {
              const res = await browser.request('GET', '/api/orders?limit=20');
              statuses[`GET ${res.status}`] = (statuses[`GET ${res.status}`] ?? 0) + 1;
            } else {
              const marker = `${run}-${c}-${n}`;
              const res = await browser.request('POST', '/api/orders', orderPayload(new Date(), { notes: marker, hardwareItems: [] }), {
                'idempotency-key': marker,
              });
              statuses[`POST ${res.status}`] = (statuses[`POST ${res.status}`] ?? 0) + 1;
              if (res.status === 201) acked.set(marker, (JSON.parse(res.body) as { id: string }).id);
            }
          } catch {
            failures += 1;
          }
          latencies.push(Date.now() - started);
        }
      }),
    );

    const total = latencies.length;
    const fiveHundreds = Object.entries(statuses)
      .filter(([k]) => Number(k.split(' ')[1]) >= 500)
      .reduce((n, [, v]) => n + v, 0);
    latencies.sort((x, y) => x - y);
    const p99 = latencies[Math.floor(total * 0.99)] ?? 0;
    console.log(
      `load: ${CLIENTS} clients, ${SECONDS} s, ${total} requests ` +
        `(${Math.round(total / SECONDS)}/s), p99 ${p99} ms, statuses ` +
        `${JSON.stringify(statuses)}, network failures ${failures}, orders acknowledged ` +
        `${acked.size}, via processes ${JSON.stringify(forwarded.count)}`,
    );
    expect(fiveHundreds).toBe(0);
    expect(failures).toBe(0);
    expect(Object.keys(statuses).every((k) => k === 'GET 200' || k === 'POST 201')).toBe(true);
    // Each client's first request is an order, and every request started before the deadline completes.
    expect(acked.size).toBeGreaterThanOrEqual(CLIENTS);

    // Every acknowledged order is stored once, and nothing unacknowledged was stored.
    const stored = await database.db
      .select({ id: orders.id, notes: orders.notes })
      .from(orders)
      .where(sql`${orders.notes} like ${`${run}-%`}`);
    expect(stored).toHaveLength(acked.size);
    expect(new Set(stored.map((o) => o.notes)).size).toBe(stored.length);
    for (const o of stored) expect(acked.get(o.notes)).toBe(o.id);
    const someIds = [...acked.values()].slice(0, 50);
    expect(await database.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, someIds))).toHaveLength(someIds.length);
    expect(await database.db.select().from(users).where(eq(users.id, loadUsers[0].id))).toHaveLength(1);
  }, 300_000);
});
