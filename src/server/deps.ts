// What every route module receives: the database, the app configuration, a clock and the process's
// one in-memory copy of the catalogue, the e-mail outbox, and the CPU pool with its per-user limits.
import type { AppConfig } from './config';
import type { Db, Pool } from './db/client';
import type { Outbox } from './mail/outbox';
import type { Readiness } from './ops/readiness';
import type { CatalogueCache } from './services/catalogue';
import type { CpuPool } from './workers/cpuPool';
import type { JobLimits } from './workers/jobLimits';

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
  /** Worker threads for a design's board layout and an order's PDF (never on the event loop). */
  cpuPool: CpuPool;
  /** Runs a CPU-pool job within its user's limits (at once and per minute), or says why not. */
  cpuJobs: JobLimits;
  /** Whether this process should get traffic (GET /api/ready); shutdown turns it off first. */
  readiness: Readiness;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    pool: Pool;
    config: AppConfig;
    now: () => Date;
    outbox: Outbox;
    catalogue: CatalogueCache;
    cpuPool: CpuPool;
    readiness: Readiness;
    /** Starts graceful shutdown: new requests get 503; resolves when in-flight ones finished. */
    drain: () => Promise<void>;
    /** Requests counted in and not yet closed (their response sent or their client gone). */
    inFlight: () => number;
  }
}
