// Graceful shutdown: in-flight requests finish, requests arriving meanwhile get 503, the pool
// closes after the app, and the database stops last.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/db';
import { testConfig } from '../../tests/support/app';
import { buildApp } from './app';
import { createShutdown } from './shutdown';

let database: TestDatabase;

beforeAll(async () => { database = await createTestDatabase(); });
afterAll(async () => { await database.drop(); });

it('drains in-flight requests, refuses new ones with 503, and stops the database last', async () => {
  const events: string[] = [];
  let release!: () => void;
  let entered!: () => void;
  const inHandler = new Promise<void>((r) => { entered = r; });
  const app = await buildApp({ db: database.db, pool: database.pool, config: testConfig() });
  app.get('/api/__test/slow', async () => {
    entered();
    await new Promise<void>((r) => { release = r; });
    events.push('slow request finished');
    return { done: true };
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const originalEnd = database.pool.end.bind(database.pool);
  database.pool.end = (async () => { events.push('pool closed'); await originalEnd(); }) as typeof database.pool.end;
  const shutdown = createShutdown({ app, pool: database.pool, database: { stop: async () => { events.push('database stopped'); } } });

  const slow = fetch(`${address}/api/__test/slow`).then(async (r) => ({ status: r.status, body: await r.json() }));
  await inHandler;
  const done = shutdown();
  // Arriving while the slow request drains: 503, so a load balancer retries elsewhere.
  const during = await fetch(`${address}/api/health`);
  expect(during.status).toBe(503);
  expect(await during.json()).toEqual({ message: expect.any(String) });
  expect(events).toEqual([]);
  release();
  expect(await slow).toEqual({ status: 200, body: { done: true } });
  await done;
  // Closed: nothing listens any more.
  await expect(fetch(`${address}/api/health`)).rejects.toThrow();
  expect(events).toEqual(['slow request finished', 'pool closed', 'database stopped']);
});
