// A fresh database per test file (or per test), copied from the migrated, seeded template.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, createPool, withDatabase, type Db, type Pool } from '../../src/server/db/client';
import './testDatabase';

export interface TestDatabase {
  name: string;
  url: string;
  pool: Pool;
  db: Db;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('testDatabaseServer').adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabaseOptions {
  /** An empty database (no migrations, no seed) instead of a copy of the template. */
  empty?: boolean;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const { adminUrl, templateDatabase } = inject('testDatabaseServer');
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const template = options.empty ? 'template0' : templateDatabase;
  await admin((c) => c.query(`create database ${c.escapeIdentifier(name)} template ${c.escapeIdentifier(template)}`));
  const url = withDatabase(adminUrl, name);
  const pool = createPool(url, { max: 5 });
  let dropped = false;
  return {
    name,
    url,
    pool,
    db: createDb(pool),
    async drop() {
      if (dropped) return;
      dropped = true;
      await pool.end().catch(() => undefined);
      await admin((c) => c.query(`drop database if exists ${c.escapeIdentifier(name)} with (force)`));
    },
  };
}
