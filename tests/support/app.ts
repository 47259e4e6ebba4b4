// The app on a fresh test database, ready for app.inject().
import { buildApp, type App } from '../../src/server/app';
import { loadConfig, type AppConfig } from '../../src/server/config';
import type { Db, Pool } from '../../src/server/db/client';
import type { CpuPool } from '../../src/server/workers/cpuPool';
import { createTestDatabase, type TestDatabase } from './db';
import { TEST_PASSWORD_HASH_COST } from './testDatabase';

/** Test configuration: silent logs, cheap password hashing, plain-HTTP cookies. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
      DATA_DIR: '.tmp/test-data',
      // Mail is queued as always; only the suites about sending it start a worker (with their own SMTP server).
      MAIL_WORKER: 'false',
    }),
    ...overrides,
  };
}

export interface TestAppOptions {
  /** Fixed or controllable clock for the app's business time. */
  now?: () => Date;
  config?: Partial<AppConfig>;
  /** A CPU pool of the test's own (e.g. one whose jobs wait until released); by default the real one. */
  cpuPool?: CpuPool;
  /** Runs after buildApp and before ready(), e.g. to add a route a test needs. */
  beforeReady?: (app: App) => void | Promise<void>;
}

export interface TestApp {
  app: App;
  db: Db;
  pool: Pool;
  config: AppConfig;
  database: TestDatabase;
  /** Closes the app and drops its database. */
  close(): Promise<void>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(options.config);
  try {
    const app = await buildApp({ db: database.db, pool: database.pool, config, now: options.now, cpuPool: options.cpuPool });
    await options.beforeReady?.(app);
    await app.ready();
    return {
      app,
      db: database.db,
      pool: database.pool,
      config,
      database,
      async close() {
        await app.close();
        await database.drop();
      },
    };
  } catch (err) {
    await database.drop();
    throw err;
  }
}
