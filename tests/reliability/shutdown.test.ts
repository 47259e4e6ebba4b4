// Reliability, graceful shutdown of the real process (src/server/shutdown.test.ts covers the in-process
// order of events): an order held in flight by a table lock when SIGTERM arrives still completes
// (201, and it is stored), requests arriving meanwhile get 503 with Retry-After, the embedded
// database stays up until the app is done and stops last, and the process exits 0.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withDatabase } from '../../src/server/db/client';
import { connectionUrl, readEmbeddedConnection, startEmbeddedPostgres } from '../../src/server/db/embedded';
import { EMBEDDED_DATABASE } from '../../src/server/server';
import { DEMO, DEMO_PASSWORD } from '../api/helpers';
import { HttpClient, kill, postmasterPid, startApp, type AppProcess } from './processes';
import { orderPayload } from './support';

let dataDir: string;
let app: AppProcess | null = null;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boardwalk-shutdown-'));
  await fs.chmod(dataDir, 0o755);
});
afterAll(async () => {
  if (app) kill(app);
  const pid = await postmasterPid(dataDir);
  if (pid) process.kill(pid, 'SIGQUIT');
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function connect(): Promise<pg.Client> {
  const conn = await readEmbeddedConnection(dataDir);
  const client = new pg.Client({ connectionString: connectionUrl({ ...conn, database: EMBEDDED_DATABASE }) });
  client.on('error', () => undefined); // the database going down at the end ends this connection
  await client.connect();
  return client;
}

it('SIGTERM: the request in flight completes, new ones get 503, the database stops last, exit 0', async () => {
  app = await startApp({ DATA_DIR: dataDir });
  const browser = new HttpClient(app.url);
  expect((await browser.request('POST', '/api/auth/login', { email: DEMO.client, password: DEMO_PASSWORD })).status).toBe(200);

  // Hold the next order inside its transaction: inserts into orders wait for this lock.
  const locker = await connect();
  await locker.query('begin');
  await locker.query('lock table orders in exclusive mode');
  const inFlight = browser.request('POST', '/api/orders', orderPayload(new Date(), { notes: 'in flight at SIGTERM' }));
  // Wait until the order's insert is actually blocked on the lock.
  const watcher = await connect();
  for (let i = 0; i < 200; i += 1) {
    const { rows } = await watcher.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike 'insert into "orders"%'`,
    );
    if (rows[0].n > 0) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  await watcher.end();

  kill(app, 'SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  // Draining: a new request is refused with 503 while the old one waits; the database is still up.
  const during = await fetch(`${app.url}/api/inventory/brands`).catch(() => null);
  expect(during?.status).toBe(503);
  expect(during?.headers.get('retry-after')).toBeTruthy();
  expect(await postmasterPid(dataDir)).not.toBeNull();
  expect(app.child.exitCode).toBeNull();

  await locker.query('commit');
  await locker.end();
  const res = await inFlight;
  expect(res.status).toBe(201);
  const id = (JSON.parse(res.body) as { id: string }).id;
  expect(await app.exited).toBe(0);
  expect(await postmasterPid(dataDir)).toBeNull();
  expect(app.output()).not.toMatch(/shutdown failed|closing the database pool failed/);

  // What was acknowledged during the drain is in the database when it next starts.
  app = null;
  const database = await startEmbeddedPostgres({ dataDir, detached: false });
  const check = new pg.Client({ connectionString: withDatabase(database.url, EMBEDDED_DATABASE) });
  await check.connect();
  try {
    const { rows } = await check.query('select notes from orders where id = $1', [id]);
    expect(rows).toEqual([{ notes: 'in flight at SIGTERM' }]);
  } finally {
    await check.end();
    await database.stop();
  }
}, 240_000);
