// One embedded PostgreSQL per test run (temp folder, free loopback port, fsync off: throwaway data),
// with a migrated and seeded template database that each test file copies in milliseconds.
import fs from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { createDb, createPool, ensureDatabase, migrateDatabase, withDatabase } from '../../src/server/db/client';
import { startEmbeddedPostgres } from '../../src/server/db/embedded';
import { installMailQueue } from '../../src/server/mail/outbox';
import { seedDatabase } from '../../src/server/seed/index';
import { makeOwnedTempDir } from './tempDirs';
import { TEMPLATE_DATABASE, TEST_PASSWORD_HASH_COST } from './testDatabase';
import pg from 'pg';

export default async function setup(project: TestProject) {
  const started = Date.now();
  const dir = await makeOwnedTempDir('boardwalk-test-pg-');
  const server = await startEmbeddedPostgres({ dataDir: dir, fsync: false, detached: false });
  try {
    await ensureDatabase(server.url, TEMPLATE_DATABASE);
    const templateUrl = withDatabase(server.url, TEMPLATE_DATABASE);
    const pool = createPool(templateUrl, { max: 4 });
    try {
      await migrateDatabase(pool);
      await installMailQueue(pool);
      await seedDatabase(createDb(pool), pool, {
        seedDemo: true,
        demoPassword: 'boardwalk-demo',
        passwordHashCost: TEST_PASSWORD_HASH_COST,
      });
    } finally {
      await pool.end();
    }
    // No one may connect to the template afterwards: CREATE DATABASE ... TEMPLATE needs it idle.
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`alter database ${TEMPLATE_DATABASE} with is_template true allow_connections false`);
    await admin.end();
  } catch (err) {
    await server.stop();
    await fs.rm(dir, { recursive: true, force: true });
    throw err;
  }
  project.provide('testDatabaseServer', { adminUrl: server.url, templateDatabase: TEMPLATE_DATABASE });
  if (process.env.BOARDWALK_TEST_TIMINGS) console.log(`test database ready in ${Date.now() - started} ms`);

  return async () => {
    await server.stop();
    await fs.rm(dir, { recursive: true, force: true });
  };
}
