// Start-up sequence shared by main.ts and the e2e harness:
// database (DATABASE_URL or embedded) -> migrate (and the mail queue's tables) -> seed -> app -> listen
// (which starts the mail worker).
import type { FastifyBaseLogger } from 'fastify';
import { buildApp, type App } from './app';
import type { AppConfig } from './config';
import { createDb, createPool, ensureDatabase, migrateDatabase, withDatabase } from './db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded';
import { createLogger } from './logger';
import { installMailQueue } from './mail/outbox';
import { seedDatabase } from './seed/index';
import { createShutdown } from './shutdown';

/** The app's database inside the embedded cluster. */
export const EMBEDDED_DATABASE = 'boardwalk';

export interface RunningServer {
  app: App;
  /** Base URL the server listens on. */
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

export async function startServer(config: AppConfig, options: StartOptions = {}): Promise<RunningServer> {
  const started = Date.now();
  const log = options.logger ?? createLogger(config);
  let embedded: EmbeddedPostgres | null = null;
  let url: string;
  if (config.databaseUrl) {
    url = config.databaseUrl;
    log.info('using the PostgreSQL server of DATABASE_URL');
  } else {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, detached: options.embeddedDetached, log: (m) => log.info(m) });
    await ensureDatabase(embedded.url, EMBEDDED_DATABASE);
    url = withDatabase(embedded.url, EMBEDDED_DATABASE);
  }
  const pool = createPool(url);
  try {
    await migrateDatabase(pool);
    // pg-boss's tables exist before the first request can queue an e-mail (its own migrations, serialised by pg-boss).
    await installMailQueue(pool);
    const db = createDb(pool);
    const seeded = await seedDatabase(db, pool, config);
    log.info(seeded, 'seed: rows added');
    const app = await buildApp({ db, pool, config, logger: log });
    const address = await app.listen({ port: config.port, host: config.host });
    // The CPU pool's threads load the layout and PDF code in the background (workers/cpuPool.ts).
    app.cpuPool.warm();
    log.info(`Boardwalk ready at ${address} in ${Date.now() - started} ms`);
    return {
      app,
      url: address,
      database: embedded ? 'embedded' : 'external',
      close: createShutdown({ app, pool, database: embedded, log }),
    };
  } catch (err) {
    await pool.end().catch(() => undefined);
    await embedded?.stop();
    throw err;
  }
}
