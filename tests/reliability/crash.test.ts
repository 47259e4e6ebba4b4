// Reliability, crash test: the real app as a child process on a temporary DATA_DIR takes a stream of
// orders, quote requests and enquiries and records every id it acknowledged. It is SIGKILLed at
// random moments (during the very first start, initdb and migrations included, during later starts,
// and under load; on alternate cycles the postmaster is SIGKILLed too), restarted on the same folder,
// and must start, with every acknowledged record there exactly once. Orders that were in flight are
// retried with their Idempotency-Key afterwards, and must then exist exactly once as well.
// Cycles: RELIABILITY_CRASH_CYCLES, else 3 in `npm test` and 20 under RELIABILITY_FULL=1.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectionUrl, readEmbeddedConnection } from '../../src/server/db/embedded';
import { EMBEDDED_DATABASE } from '../../src/server/server';
import { DEMO, DEMO_PASSWORD } from '../api/helpers';
import { HttpClient, kill, postmasterPid, spawnApp, waitHealthy, type AppProcess } from './processes';
import { contactBody, orderPayload, quoteBody, scale } from './support';

const CYCLES = scale('RELIABILITY_CRASH_CYCLES', 3, 20);
const WORKERS = 6;

type Kind = 'order' | 'quote' | 'contact';
interface Attempt {
  kind: Kind;
  marker: string;
  id?: string;
  body: unknown;
}

let dataDir: string;
let current: AppProcess | null = null;
const attempts: Attempt[] = [];
const random = (min: number, max: number) => min + Math.floor(Math.random() * (max - min));
let forwarded = 0;
// Leads are throttled per address: each request comes "through a proxy" from its own address.
const nextAddress = () => `100.64.${Math.floor(forwarded / 250) % 250}.${(forwarded++ % 250) + 1}`;
const env = () => ({ DATA_DIR: dataDir, TRUST_PROXY: 'true' });

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boardwalk-crash-'));
  await fs.chmod(dataDir, 0o755);
});
afterAll(async () => {
  if (current) kill(current);
  // A postmaster left by the last kill is this test's own child's child: stop it by its pid.
  const pid = await postmasterPid(dataDir);
  if (pid) process.kill(pid, 'SIGQUIT');
  await new Promise((r) => setTimeout(r, 500));
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function withDb<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const conn = await readEmbeddedConnection(dataDir);
  const client = new pg.Client({ connectionString: connectionUrl({ ...conn, database: EMBEDDED_DATABASE }) });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Rows per marker for each kind, straight from the database. */
async function stored(): Promise<Map<string, { n: number; ids: string[] }>> {
  return withDb(async (c) => {
    const { rows } = await c.query<{ marker: string; n: number; ids: string[] }>(`
      select marker, count(*)::int as n, array_agg(id::text) as ids from (
        select notes as marker, id from orders where notes like 'crash-%'
        union all select payload->>'calculationDetails', id from quote_requests where payload->>'calculationDetails' like 'crash-%'
        union all select message, id from contact_requests where message like 'crash-%'
      ) x group by marker`);
    return new Map(rows.map((r) => [r.marker, { n: r.n, ids: r.ids }]));
  });
}

async function verify(label: string) {
  const rows = await stored();
  for (const a of attempts) {
    const found = rows.get(a.marker);
    // Nothing is ever stored twice, acknowledged or not.
    expect(found?.n ?? 0, `${label}: ${a.kind} ${a.marker} stored ${found?.n} times`).toBeLessThanOrEqual(1);
    if (a.id) {
      expect(found?.ids, `${label}: acknowledged ${a.kind} ${a.id} lost`).toEqual([a.id]);
    }
  }
  // An acknowledged order has its lines.
  const ackedOrders = attempts.filter((a) => a.kind === 'order' && a.id).map((a) => a.id!);
  if (ackedOrders.length) {
    const bare = await withDb((c) =>
      c.query(
        `select o.id from orders o where o.id = any($1::uuid[]) and not exists (select 1 from order_boards b where b.order_id = o.id)`,
        [ackedOrders],
      ),
    );
    expect(bare.rowCount, `${label}: orders without lines`).toBe(0);
  }
}

async function signIn(base: string): Promise<HttpClient> {
  const client = new HttpClient(base, nextAddress);
  const res = await client.request('POST', '/api/auth/login', { email: DEMO.client, password: DEMO_PASSWORD });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.body}`);
  return client;
}

function bodyFor(kind: Kind, marker: string): unknown {
  if (kind === 'order') return orderPayload(new Date(), { notes: marker });
  if (kind === 'quote') return { ...quoteBody, calculationDetails: marker };
  return { ...contactBody, message: marker };
}
const URLS: Record<Kind, string> = { order: '/api/orders', quote: '/quotes', contact: '/api/contact/' };

async function send(client: HttpClient, a: Attempt): Promise<number> {
  const headers: Record<string, string> = a.kind === 'order' ? { 'idempotency-key': a.marker } : {};
  const res = await client.request('POST', URLS[a.kind], a.body, headers);
  if (res.status === 201) {
    const id = (JSON.parse(res.body) as { id: string }).id;
    if (a.id && a.id !== id) throw new Error(`${a.marker} acknowledged as ${a.id} and then as ${id}`);
    a.id = id;
  }
  return res.status;
}

/** Workers send creates until `stop` resolves; the acknowledged ones get their id recorded. */
async function stream(client: HttpClient, cycle: number, stopped: () => boolean) {
  const kinds: Kind[] = ['order', 'quote', 'contact'];
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, w) => {
      for (let n = 0; !stopped(); n += 1) {
        const kind = kinds[(w + n) % 3];
        const marker = `crash-${cycle}-${w}-${n}-${randomUUID().slice(0, 8)}`;
        const a: Attempt = { kind, marker, body: bodyFor(kind, marker) };
        attempts.push(a);
        const status = await send(client, a).catch(() => 0); // 0: the connection died with the server
        if (status !== 201 && status !== 0 && !stopped()) throw new Error(`${kind} answered ${status}`);
      }
    }),
  );
}

it(
  `survives ${CYCLES} SIGKILLs (first start, later starts, under load) with every acknowledged record there exactly once`,
  async () => {
    const summary = { cycles: 0, killedDuringStart: 0, killedUnderLoad: 0, postmasterKilled: 0, restarts: 0, acknowledged: 0, inFlight: 0 };
    // One browser for the whole run: its session lives in the database, so it survives the crashes too.
    let client: HttpClient | null = null;
    for (let cycle = 0; cycle < CYCLES; cycle += 1) {
      current = await spawnApp(env());
      const app = current;
      // Cycle 1 always runs under load, so even the short CI run acknowledges records before a kill.
      if (cycle === 0 || (cycle > 1 && Math.random() < 0.3)) {
        // The first start spends its time in initdb, migrations and seeding: any moment of it.
        await new Promise((r) => setTimeout(r, cycle === 0 ? random(300, 4000) : random(50, 2000)));
        summary.killedDuringStart += 1;
      } else {
        // Every start after a crash must succeed and find everything acknowledged so far.
        expect(await waitHealthy(app), `cycle ${cycle}: start after a crash\n${app.output()}`).toBe(true);
        summary.restarts += 1;
        await verify(`start of cycle ${cycle}`);
        if (client) client.base = app.url;
        if (!client || (await client.request('GET', '/api/users/profile')).status !== 200) client = await signIn(app.url);
        let stop = false;
        const running = stream(client, cycle, () => stop);
        await new Promise((r) => setTimeout(r, random(500, 3000)));
        stop = true;
        summary.killedUnderLoad += 1;
        kill(app);
        await running;
      }
      kill(app);
      await app.exited;
      if (cycle % 2 === 1) {
        const pid = await postmasterPid(dataDir);
        if (pid) {
          process.kill(pid, 'SIGKILL');
          summary.postmasterKilled += 1;
        }
      }
      summary.cycles += 1;
    }

    // Last start: everything acknowledged is there; retry every order that was in flight with its
    // key; then a graceful stop that takes the database down with it.
    current = await spawnApp(env());
    expect(await waitHealthy(current), current.output()).toBe(true);
    summary.restarts += 1;
    await verify('final start');
    if (client) client.base = current.url;
    if (!client || (await client.request('GET', '/api/users/profile')).status !== 200) client = await signIn(current.url);
    const unacked = attempts.filter((a) => !a.id);
    summary.inFlight = unacked.length;
    for (const a of unacked.filter((x) => x.kind === 'order')) expect(await send(client, a)).toBe(201);
    await verify('after retries');
    const rows = await stored();
    for (const a of attempts.filter((x) => x.kind === 'order')) expect(rows.get(a.marker)?.n).toBe(1);
    summary.acknowledged = attempts.filter((a) => a.id).length;
    expect(summary.acknowledged).toBeGreaterThan(0);

    kill(current, 'SIGTERM');
    expect(await current.exited).toBe(0);
    expect(await postmasterPid(dataDir)).toBeNull();
    console.log(`crash: ${JSON.stringify(summary)} (${attempts.length} creates attempted)`);
  },
  30 * 60_000,
);
