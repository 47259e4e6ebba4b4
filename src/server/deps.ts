// What every route module receives: the database, the app configuration, a clock and the process's
// one in-memory copy of the catalogue, and the e-mail outbox.
import type { AppConfig } from './config';
import type { Db, Pool } from './db/client';
import type { Outbox } from './mail/outbox';
import type { CatalogueCache } from './services/catalogue';

export interface AppDeps {
  db: Db;
  pool: Pool;
  config: AppConfig;
  /** The current time; tests pass a fixed clock. Use this, never `new Date()`, for business time. */
  now: () => Date;
  /** Shared by every reader, so an invalidation (orders: an item removed meanwhile) reaches all. */
  catalogue: CatalogueCache;
  /** Queues e-mail inside a caller's transaction (the transactional outbox); started with the app. */
  outbox: Outbox;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    pool: Pool;
    config: AppConfig;
    now: () => Date;
    outbox: Outbox;
    /** Starts graceful shutdown: new requests get 503; resolves when in-flight ones finished. */
    drain: () => Promise<void>;
    /** Requests counted in and not yet closed (their response sent or their client gone). */
    inFlight: () => number;
  }
}
