// Child process: the production app (NODE_ENV=production, full password-hashing cost) on a fresh
// embedded PostgreSQL in BENCH_DATA_DIR, seeded with the large data set, on a free loopback port.
// The same start-up steps as src/server/server.ts, split so that the database starts and seeds while
// the harness is still building the web app: reports {type:'seeded'}, waits for {type:'serve'} when
// BENCH_WAIT_FOR_DIST=1, then reports {type:'ready', url, databaseUrl}. Stops (drain, then the database) on
// {type:'stop'}, SIGTERM or when the harness goes away. {type:'outbox', on} switches the outbox (answered
// by {type:'outbox-set'}).
import fs from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createDb, createPool, ensureDatabase, migrateDatabase, withDatabase } from '../../src/server/db/client';
import { startEmbeddedPostgres } from '../../src/server/db/embedded';
import { createLogger } from '../../src/server/logger';
import { installMailQueue, type Outbox } from '../../src/server/mail/outbox';
import { seedDatabase } from '../../src/server/seed/index';
import { EMBEDDED_DATABASE } from '../../src/server/server';
import { createShutdown } from '../../src/server/shutdown';
import { seedLargeDataSet } from './seedLarge';

const noOutbox: Outbox = {
  queue: async () => [],
  ctes: async () => ({ ctes: null, ids: [] }),
  wake: () => undefined,
  start: async () => undefined,
  stop: async () => undefined,
};

/**
 * The quotes figure's two sides in one app (outboxFigure.ts): the same process, database and data, the
 * outbox's writes switched off and on between rounds. Off, the app's own outbox object queues nothing,
 * as `noOutbox` does; its worker (start, stop) is left alone.
 */
function switchableOutbox(outbox: Outbox) {
  const { queue, ctes, wake } = outbox;
  let on = true;
  Object.assign(outbox, {
    queue: (...args: Parameters<Outbox['queue']>) => (on ? queue(...args) : noOutbox.queue(...args)),
    ctes: (...args: Parameters<Outbox['ctes']>) => (on ? ctes(...args) : noOutbox.ctes(...args)),
    wake: () => (on ? wake() : undefined),
  } satisfies Partial<Outbox>);
  process.on('message', (m: { type?: string; on?: boolean }) => {
    if (m?.type !== 'outbox') return;
    on = m.on === true;
    send({ type: 'outbox-set', on });
  });
}

function send(message: Record<string, unknown>) {
  if (process.send) process.send(message);
  else console.log(`bench app: ${JSON.stringify(message)}`);
}

// Whatever must stop if the harness goes away, as far as start-up has got.
let shutdown: () => Promise<void> = async () => undefined;
let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  void shutdown()
    .catch((err: unknown) => console.error('bench app: shutdown failed', err))
    .finally(() => process.exit(0));
}
process.on('message', (m: { type?: string }) => {
  if (m?.type === 'stop') stop();
});
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The harness died: do not outlive it.
process.on('disconnect', stop);

// `npm run bench:profile` (profile.ts): V8's CPU profiler (what `node --cpu-prof` runs) on the main thread,
// started and stopped around the load alone, so start-up, migrations and seeding stay out of the profile.
let profiler: Session | null = null;
process.on('message', (m: { type?: string; file?: string }) => {
  if (m?.type === 'cpu-profile-start') {
    void (async () => {
      profiler = new Session();
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
      send({ type: 'cpu-profile-started' });
    })();
  }
  if (m?.type === 'cpu-profile-stop' && profiler && m.file) {
    const session = profiler;
    const file = m.file;
    void (async () => {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      await fs.writeFile(file, JSON.stringify(profile));
      send({ type: 'cpu-profile-written', file });
    })();
  }
});

const serveSignal = new Promise<void>((resolve) => {
  if (process.env.BENCH_WAIT_FOR_DIST !== '1') resolve();
  process.on('message', (m: { type?: string }) => {
    if (m?.type === 'serve') resolve();
  });
});

async function main() {
  const env = { ...process.env };
  delete env.DATABASE_URL; // always a fresh embedded database
  if (!env.BENCH_DATA_DIR || !env.WEB_DIST_DIR) throw new Error('BENCH_DATA_DIR and WEB_DIST_DIR are required');
  const config = loadConfig({
    ...env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: env.BENCH_DATA_DIR,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Plain HTTP on loopback: Secure cookies and upgrade-insecure-requests would break the browser runs.
    COOKIE_SECURE: 'false',
    SEED_DEMO: 'true',
  });
  const log = createLogger(config);
  const started = Date.now();
  const database = await startEmbeddedPostgres({ dataDir: config.dataDir, detached: false });
  shutdown = () => database.stop();
  await ensureDatabase(database.url, EMBEDDED_DATABASE);
  const pool = createPool(withDatabase(database.url, EMBEDDED_DATABASE));
  shutdown = async () => {
    await pool.end().catch(() => undefined);
    await database.stop();
  };
  await migrateDatabase(pool);
  await installMailQueue(pool);
  const db = createDb(pool);
  await seedDatabase(db, pool, config);
  const seeded = await seedLargeDataSet(pool, {
    users: Number(env.BENCH_USERS ?? 500),
    orders: Number(env.BENCH_ORDERS ?? 10_000),
    quotes: Number(env.BENCH_QUOTES ?? 2_000),
    password: env.BENCH_PASSWORD ?? 'bench-password',
    passwordHashCost: config.passwordHashCost,
  });
  const seedMs = Date.now() - started;
  send({ type: 'seeded', seeded, seedMs });

  await serveSignal;
  // BENCH_OUTBOX=off: the quotes figure's baseline, the same app with an outbox that queues nothing.
  const outbox = env.BENCH_OUTBOX === 'off' ? noOutbox : undefined;
  const app = await buildApp({ db, pool, config, logger: log, outbox });
  switchableOutbox(app.outbox);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  shutdown = createShutdown({ app, pool, database, log });
  // The database's address too: the bench runs pgbench against this same server.
  send({ type: 'ready', url, seeded, seedMs, databaseUrl: withDatabase(database.url, EMBEDDED_DATABASE) });
}

main().catch((err: unknown) => {
  console.error('bench app failed to start:', err);
  void shutdown().finally(() => process.exit(1));
});
