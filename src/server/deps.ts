// What every route module receives: the database, the app configuration and a clock.
import type { AppConfig } from './config';
import type { Db, Pool } from './db/client';

export interface AppDeps {
  db: Db;
  pool: Pool;
  config: AppConfig;
  /** The current time; tests pass a fixed clock. Use this, never `new Date()`, for business time. */
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    pool: Pool;
    config: AppConfig;
    now: () => Date;
    /** Starts graceful shutdown: new requests get 503; resolves when in-flight ones finished. */
    drain: () => Promise<void>;
  }
}
