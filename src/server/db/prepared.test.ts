// The hot statements (an order's insert, a lead's) are planned once per connection: the second call of
// the same text reuses the connection's prepared statement; a transaction runs them as drizzle does.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/db';
import { createDb, createPool, type Db, type Pool } from './client';
import { executePrepared } from './prepared';

let database: TestDatabase;
let pool: Pool;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  // One connection, so the session's prepared statements are the ones this test reads.
  pool = createPool(database.url, { max: 1 });
  db = createDb(pool);
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

const prepared = async () =>
  (await pool.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map((r) => r.name);

it('runs a statement prepared under a name of its text, once per connection, with each call its own values', async () => {
  const first = await executePrepared<{ n: number; s: string }>(db, sql`select ${1}::int as n, ${'one'}::text as s`);
  const second = await executePrepared<{ n: number; s: string }>(db, sql`select ${2}::int as n, ${'two'}::text as s`);
  expect(first.rows).toEqual([{ n: 1, s: 'one' }]);
  expect(second.rows).toEqual([{ n: 2, s: 'two' }]);
  const names = await prepared();
  expect(names).toHaveLength(1);
  expect(names[0]).toMatch(/^bw_[0-9a-f]{24}$/);

  await executePrepared(db, sql`select ${3}::int as other`);
  expect(await prepared()).toHaveLength(2);
});

it('inside a transaction runs the statement as drizzle does, in that transaction', async () => {
  const before = await prepared();
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`create temporary table t (n int) on commit drop`);
    await executePrepared(tx, sql`insert into t values (${7})`);
    return (await executePrepared<{ n: number }>(tx, sql`select n from t`)).rows;
  });
  expect(rows).toEqual([{ n: 7 }]);
  expect(await prepared()).toEqual(before);
});
