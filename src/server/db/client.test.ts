// The pool survives the database ending its connections (a restart, a failover, an administrator's
// pg_terminate_backend): an idle connection's error and a checked-out one's are both listened to, so
// neither ends the process (an 'error' event nobody listens to throws); the checked-out connection's
// next statement fails as the database being unavailable, which the app answers 503
// (docs/deploy.md#database-outages).
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/db';
import { createPool, type Pool } from './client';
import { isDatabaseUnavailable } from './errors';

let database: TestDatabase;
let pool: Pool;
let admin: pg.Client;
beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, { max: 2, application_name: 'pool-under-test' });
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
  await pool?.end();
  await database?.drop();
});

/** Ends every connection of the pool under test from the server's side, as a restart does. */
async function terminatePoolConnections(): Promise<number> {
  const { rows } = await admin.query<{ ended: boolean }>(
    `select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = 'pool-under-test'`,
  );
  return rows.length;
}

/** Waits until the server has ended them and the pool's side has heard (no listener of the test's own:
 * one would hear the 'error' event that, unheard, ends the process). */
async function settled(): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const { rows } = await admin.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where application_name = 'pool-under-test'`,
    );
    if (rows[0].n === 0) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  await new Promise((r) => setTimeout(r, 200));
}

it('a connection ended while checked out (mid-transaction) fails its next statement as unavailable, and the process lives on', async () => {
  const client = await pool.connect();
  await client.query('begin');
  expect(await terminatePoolConnections()).toBe(1);
  await settled();
  const next = await client.query('select 1').catch((err: unknown) => err);
  expect(isDatabaseUnavailable(next)).toBe(true);
  client.release(true);
  // The pool opens a fresh connection for the next query.
  expect((await pool.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
});

it('an idle connection ended by the server leaves the pool working', async () => {
  await Promise.all([pool.query('select pg_sleep(0.05)'), pool.query('select pg_sleep(0.05)')]);
  expect(pool.idleCount).toBe(2);
  expect(await terminatePoolConnections()).toBe(2);
  await settled();
  expect(pool.totalCount).toBe(0);
  expect((await pool.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
});
