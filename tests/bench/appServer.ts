// Child process: the production app (NODE_ENV=production, full password-hashing cost) on a fresh
// embedded PostgreSQL in BENCH_DATA_DIR, seeded with the large data set, listening on a free loopback
// port. Reports {type:'ready', url, seeded} over IPC; stops (drain, then the database) on 'stop' or SIGTERM.
import { loadConfig } from '../../src/server/config';
import { startServer } from '../../src/server/server';
import { seedLargeDataSet } from './seedLarge';

async function main() {
  const env = process.env;
  const dataDir = env.BENCH_DATA_DIR;
  if (!dataDir || !env.WEB_DIST_DIR) throw new Error('BENCH_DATA_DIR and WEB_DIST_DIR are required');
  const env2 = { ...env };
  delete env2.DATABASE_URL; // always a fresh embedded database
  const config = loadConfig({
    ...env2,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Plain HTTP on loopback: Secure cookies and upgrade-insecure-requests would break the browser runs.
    COOKIE_SECURE: 'false',
    SEED_DEMO: 'true',
  });
  const started = Date.now();
  const server = await startServer(config, { embeddedDetached: false });
  const seeded = await seedLargeDataSet(server.app.pool, {
    users: Number(env.BENCH_USERS ?? 500),
    orders: Number(env.BENCH_ORDERS ?? 10_000),
    quotes: Number(env.BENCH_QUOTES ?? 2_000),
    password: env.BENCH_PASSWORD ?? 'bench-password',
    passwordHashCost: config.passwordHashCost,
  });
  if (process.send) process.send({ type: 'ready', url: server.url, seeded, startMs: Date.now() - started });
  else console.log(`bench app ready at ${server.url} in ${Date.now() - started} ms: ${JSON.stringify(seeded)}`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.close().catch((err: unknown) => console.error('bench app: shutdown failed', err));
    process.exit(0);
  };
  process.on('message', (m: { type?: string }) => { if (m?.type === 'stop') void stop(); });
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  // The harness died: do not outlive it.
  process.on('disconnect', () => void stop());
}

main().catch((err: unknown) => {
  console.error('bench app failed to start:', err);
  process.exit(1);
});
