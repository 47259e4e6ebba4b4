// Readiness and database outages in process (tests/reliability/production.test.ts runs the real
// processes): GET /api/ready says why a process should get no traffic; a schema older than the code
// refuses every request but the probes; a database that does not answer is 503 with Retry-After, never 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../../../tests/support/app';
import { buildApp } from '../app';
import { createDb, createPool, schemaStatus } from '../db/client';
import { freePort } from '../db/embedded';
import { isDatabaseUnavailable } from '../db/errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/ready', () => {
  it('is 200 while the database answers and the schema is current, and 503 draining once shutdown starts', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(await schemaStatus(t.pool)).toMatchObject({ state: 'current' });

    t.app.readiness.startDraining();
    const draining = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.headers['retry-after']).toBe('5');
    expect(draining.json()).toEqual({ status: 'not_ready', reason: 'draining', message: 'This process is shutting down' });
    // Still serving for the load balancer's check interval, each answer closing its connection.
    const served = await t.app.inject({ method: 'GET', url: '/api/inventory/brands' });
    expect(served.statusCode).toBe(200);
    expect(served.headers.connection).toBe('close');
  });

  it('a schema older than the code: 503 on every route but the probes, until it is migrated', async () => {
    const own = await createTestApp();
    try {
      const last = await own.pool.query<{ hash: string; created_at: string }>(
        'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) ' +
          'returning hash, created_at',
      );
      expect((await own.app.readiness.refreshSchema()).state).toBe('behind');
      const ready = await own.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'not_ready',
        reason: 'schema',
        message: 'The database schema is older than this release: run `npm run migrate`',
      });
      const refused = await own.app.inject({ method: 'GET', url: '/api/inventory/brands' });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toEqual({ message: 'The database schema is older than this release: run `npm run migrate`' });
      expect((await own.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      await own.pool.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
        last.rows[0].hash,
        last.rows[0].created_at,
      ]);
      expect((await own.app.readiness.refreshSchema()).state).toBe('current');
      expect((await own.app.inject({ method: 'GET', url: '/api/inventory/brands' })).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });

  it('is in the API documentation', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/ready']));
  });
});

describe('the database away', () => {
  it('answers 503 with Retry-After, never 500: a read, a sign-in and readiness', async () => {
    // Nothing listens on this port: every connection is refused, as while PostgreSQL restarts.
    const pool = createPool(`postgres://postgres@127.0.0.1:${await freePort()}/none`, { connectionTimeoutMillis: 1_000 });
    const app = await buildApp({ db: createDb(pool), pool, config: testConfig() });
    try {
      await app.ready();
      for (const request of [
        { method: 'GET' as const, url: '/api/orders' },
        { method: 'POST' as const, url: '/api/auth/login', payload: { email: 'client@boardwalk.example', password: 'boardwalk-demo' } },
        { method: 'GET' as const, url: '/api/inventory/board-items' },
      ]) {
        const res = await app.inject({ ...request, headers: { cookie: 'bw_access=x' } });
        expect(res.statusCode, `${request.method} ${request.url}: ${res.body}`).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({ message: 'The database is unavailable; please retry shortly' });
      }
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not_ready', reason: 'database' });
    } finally {
      await app.close();
      await pool.end();
    }
  });

  it('tells an unreachable database from a refused statement', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: Object.assign(new Error('terminating'), { code: '57P01' }) }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('query_wait_timeout'), { code: '08P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Invalid request'))).toBe(false);
  });
});
