// node-postgres pool + drizzle, and migrations that are safe when several processes start at once.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
export type Pool = pg.Pool;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Arbitrary constant shared by every Boardwalk process: serialises migrations (and seeding).
export const MIGRATION_LOCK_KEY = 7_426_190_113;

// Pools whose server connections are shared per transaction (PgBouncer's transaction mode): a named
// prepared statement made on one server connection is unknown on the next (db/prepared.ts).
const transactionPooled = new WeakSet<pg.Pool>();

interface PoolOptions extends pg.PoolConfig {
  /** `transaction` behind PgBouncer's transaction pooling (docs/deploy.md#pgbouncer). */
  poolMode?: 'session' | 'transaction';
}

export function createPool(url: string, { poolMode = 'session', ...options }: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000, ...options });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => undefined);
  // Nor one checked out between two statements (a transaction waiting on other work when PostgreSQL
  // stops): pg-pool listens only on idle clients, and an 'error' event nobody listens to ends the process.
  // The transaction's next statement then fails as the database being unavailable (503).
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  if (poolMode === 'transaction') transactionPooled.add(pool);
  return pool;
}

/** Whether named prepared statements may be used on this pool's connections. */
export function allowsNamedStatements(pool: pg.Pool): boolean {
  return !transactionPooled.has(pool);
}

export function createDb(pool: pg.Pool): Db {
  return drizzle({ client: pool, schema });
}

/**
 * Runs `fn` holding a transaction-level advisory lock: `fn` runs inside that transaction on `client`,
 * which commits when it resolves and rolls back when it throws. A transaction's lock holds through
 * PgBouncer's transaction pooling, where a session-level lock would stay on a server connection that
 * the next transaction of another process may get (docs/deploy.md#pgbouncer).
 */
export async function withAdvisoryLock<T>(pool: pg.Pool, key: number, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    try {
      await client.query('select pg_advisory_xact_lock($1)', [key]);
      const result = await fn(client);
      await client.query('commit');
      return result;
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    }
  } finally {
    client.release();
  }
}

// drizzle-kit's own bookkeeping table, so `drizzle-kit migrate` and this agree on what was applied.
const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

/** The migrations this code carries, oldest first; each one's `folderMillis` is its journal time. */
function codeMigrations() {
  return readMigrationFiles({ migrationsFolder });
}

/**
 * Applies pending migrations in one transaction under the migration lock: processes starting together
 * (or `npm run migrate` run twice) migrate once; the others wait, then find none. All of them or none
 * are applied. Answers how many were applied. The same rule as drizzle's migrator: a migration is
 * pending when its journal time is later than the last applied one's.
 */
export async function migrateDatabase(pool: pg.Pool): Promise<number> {
  const migrations = codeMigrations();
  return withAdvisoryLock(pool, MIGRATION_LOCK_KEY, async (client) => {
    await client.query('create schema if not exists drizzle');
    await client.query(`create table if not exists ${MIGRATIONS_TABLE} (id serial primary key, hash text not null, created_at bigint)`);
    const { rows } = await client.query<{ at: string | null }>(`select max(created_at)::text as at from ${MIGRATIONS_TABLE}`);
    const last = rows[0]?.at === null || rows[0]?.at === undefined ? -1 : Number(rows[0].at);
    let applied = 0;
    for (const migration of migrations) {
      if (migration.folderMillis <= last) continue;
      for (const statement of migration.sql) if (statement.trim()) await client.query(statement);
      await client.query(`insert into ${MIGRATIONS_TABLE} (hash, created_at) values ($1, $2)`, [migration.hash, migration.folderMillis]);
      applied += 1;
    }
    return applied;
  });
}

export interface SchemaStatus {
  /**
   * `behind`: migrations of this code are not applied yet; `ahead`: the database has a later release's
   * (expand-then-contract keeps this code working).
   */
  state: 'current' | 'behind' | 'ahead';
  /** Journal time of the last migration applied to the database (null: none). */
  database: number | null;
  /** Journal time of this code's last migration. */
  code: number;
}

const expectedSchema = (() => {
  let code: number | undefined;
  return () => (code ??= Math.max(...codeMigrations().map((m) => m.folderMillis)));
})();

/** Compares the database's last applied migration with this code's (docs/deploy.md#npm-run-migrate-and-upgrades). */
export async function schemaStatus(pool: Pick<pg.Pool, 'query'>): Promise<SchemaStatus> {
  const code = expectedSchema();
  const at = await pool.query<{ at: string | null }>(`select max(created_at)::text as at from ${MIGRATIONS_TABLE}`).then(
    ({ rows }) => rows[0]?.at,
    (err: { code?: string }) => {
      // 3F000 no such schema, 42P01 no such table: nothing was ever migrated here.
      if (err.code === '3F000' || err.code === '42P01') return null;
      throw err;
    },
  );
  const database = at === null || at === undefined ? null : Number(at);
  const state = database === null || database < code ? 'behind' : database > code ? 'ahead' : 'current';
  return { state, database, code };
}

/** Creates database `name` on the server of `adminUrl` unless it exists (safe when raced). */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return;
    await client.query(`create database ${client.escapeIdentifier(name)}`).catch((err: { code?: string }) => {
      // 42P04 duplicate_database / 23505: another process created it first.
      if (err.code !== '42P04' && err.code !== '23505') throw err;
    });
  } finally {
    await client.end();
  }
}

/** `url` with its database name replaced. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}
