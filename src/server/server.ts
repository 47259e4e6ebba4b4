// Start-up sequence shared by main.ts and the e2e harness:
// database (DATABASE_URL or embedded) -> migrate, the mail queue's tables and the seed (role all, or
// MIGRATE_ON_START; otherwise `npm run migrate` did them) -> the schema check -> app -> listen (role
// web or all) and the worker's queued and timed work (role worker or all). docs/deploy.md#roles.
import type { FastifyBaseLogger } from 'fastify';
import { buildApp, type App } from './app';
import type { AppConfig } from './config';
import { createDb, createPool, ensureDatabase, migrateDatabase, withAdvisoryLock, withDatabase, type Pool } from './db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded';
import { createLogger } from './logger';
import { installMailQueue } from './mail/outbox';
import { createReadiness } from './ops/readiness';
import { seedDatabase } from './seed/index';
import { createShutdown } from './shutdown';

/** The app's database inside the embedded cluster. */
export const EMBEDDED_DATABASE = 'boardwalk';

export interface RunningServer {
  app: App;
  /** Base URL the server listens on (null for a worker, which does not listen). */
  url: string;
  database: 'embedded' | 'external';
  /** Graceful shutdown; the embedded database stops last. Idempotent. */
  close(): Promise<void>;
}

export interface StartOptions {
  logger?: FastifyBaseLogger;
  /** Forwarded to the embedded server (the e2e harness keeps postgres in its process group). */
  embeddedDetached?: boolean;
}

/** Opens the configured database: DATABASE_URL's server, or the embedded one in DATA_DIR (started here). */
async function openDatabase(config: AppConfig, log: FastifyBaseLogger, embeddedDetached?: boolean) {
  let embedded: EmbeddedPostgres | null = null;
  let url: string;
  if (config.databaseUrl) {
    url = config.databaseUrl;
    log.info('using the PostgreSQL server of DATABASE_URL');
  } else {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, detached: embeddedDetached, log: (m) => log.info(m) });
    await ensureDatabase(embedded.url, EMBEDDED_DATABASE);
    url = withDatabase(embedded.url, EMBEDDED_DATABASE);
  }
  const pool = createPool(url, { max: config.database.poolSize, poolMode: config.database.poolMode });
  return { embedded, pool };
}

const MAIL_QUEUE_LOCK_KEY = 7_426_190_115;

/** What `npm run migrate` does, and every start in role all: migrations, the mail queue's tables, the seed. */
export async function prepareDatabase(pool: Pool, config: AppConfig, log: FastifyBaseLogger): Promise<void> {
  const applied = await migrateDatabase(pool);
  log.info(`migrations: ${applied} applied`);
  // pg-boss's tables exist before the first request can queue an e-mail. Two processes installing at once
  // both created its schema (duplicate key on pg_namespace), so the install runs under a lock of its own.
  await withAdvisoryLock(pool, MAIL_QUEUE_LOCK_KEY, () => installMailQueue(pool));
  const seeded = await seedDatabase(createDb(pool), pool, config);
  log.info(seeded, 'seed: rows added');
}

export async function startServer(config: AppConfig, options: StartOptions = {}): Promise<RunningServer> {
  const started = Date.now();
  const log = options.logger ?? createLogger(config);
  const { embedded, pool } = await openDatabase(config, log, options.embeddedDetached);
  try {
    if (config.migrateOnStart) await prepareDatabase(pool, config, log);
    // A web process started before `npm run migrate` listens (so its liveness answers) but serves nothing
    // until the schema has caught up: its readiness says why (ops/readiness.ts).
    const readiness = createReadiness(pool, log);
    const schema = await readiness.refreshSchema();
    if (schema.state === 'behind' && config.role === 'worker') {
      throw new Error('the database schema is older than this release: run `npm run migrate` before starting workers');
    }
    const db = createDb(pool);
    const app = await buildApp({ db, pool, config, logger: log, readiness });
    let address = '';
    if (config.role === 'worker') {
      // No HTTP: ready() runs the onReady hooks, which start the outbox's worker (app.ts).
      await app.ready();
      log.info(`Boardwalk worker ready in ${Date.now() - started} ms`);
    } else {
      address = await app.listen({ port: config.port, host: config.host });
      // The CPU pool's threads load the layout and PDF code in the background (workers/cpuPool.ts).
      app.cpuPool.warm();
      log.info(`Boardwalk ready at ${address} in ${Date.now() - started} ms (role ${config.role})`);
    }
    return {
      app,
      url: address,
      database: embedded ? 'embedded' : 'external',
      close: createShutdown({
        app,
        pool,
        database: embedded,
        log,
        readiness,
        drainDelayMs: config.role === 'worker' ? 0 : config.drainDelayMs,
        timeoutMs: config.shutdownTimeoutMs,
      }),
    };
  } catch (err) {
    await pool.end().catch(() => undefined);
    await embedded?.stop();
    throw err;
  }
}
