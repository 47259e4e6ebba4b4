// Graceful shutdown: in-flight requests finish, requests arriving meanwhile get 503, the pool
// closes after the app, and the database stops last.
import net from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it, onTestFinished, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/db';
import { testConfig } from '../../tests/support/app';
import { buildApp } from './app';
import { createShutdown } from './shutdown';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

it('drains in-flight requests, refuses new ones with 503, and stops the database last', async () => {
  const events: string[] = [];
  let release!: () => void;
  let entered!: () => void;
  const inHandler = new Promise<void>((r) => {
    entered = r;
  });
  const app = await buildApp({ db: database.db, pool: database.pool, config: testConfig() });
  app.get('/api/__test/slow', async () => {
    entered();
    await new Promise<void>((r) => {
      release = r;
    });
    events.push('slow request finished');
    return { done: true };
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const originalEnd = database.pool.end.bind(database.pool);
  database.pool.end = (async () => {
    events.push('pool closed');
    await originalEnd();
  }) as typeof database.pool.end;
  const shutdown = createShutdown({
    app,
    pool: database.pool,
    database: {
      stop: async () => {
        events.push('database stopped');
      },
    },
  });

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

/** Sends one raw request; resolves with every byte the server sent before it closed the connection. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (c: Buffer) => (received += c.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNRESET' ? resolve(received) : reject(err)));
  });
}

it('role web: a request reaching a process past its drain delay has its connection closed unanswered, for HAProxy to resend', async () => {
  const own = await createTestDatabase();
  onTestFinished(() => own.drop());
  const app = await buildApp({ db: own.db, pool: own.pool, config: testConfig({ role: 'web' }) });
  let release!: () => void;
  let entered!: () => void;
  const inHandler = new Promise<void>((r) => {
    entered = r;
  });
  app.get('/api/__test/slow', async () => {
    entered();
    await new Promise<void>((r) => {
      release = r;
    });
    return { done: true };
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const port = Number(new URL(address).port);
  const slow = fetch(`${address}/api/__test/slow`).then((r) => r.status);
  await inHandler;
  const done = createShutdown({ app, pool: own.pool, timeoutMs: 10_000 })();
  // Nothing at all, not a 503: HAProxy resends an empty answer (retry-on empty-response), never a 503.
  const body = JSON.stringify({ name: 'Sam', email: 'sam@example.com', phone: '0400 000 000' });
  expect(await rawRequest(port, 'GET /api/inventory/brands HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')).toBe('');
  const head = 'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json';
  expect(await rawRequest(port, `${head}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`)).toBe('');
  // The request in flight still finishes.
  release();
  expect(await slow).toBe(200);
  await done;
});

it('a client that sends a whole POST and resets at once is counted out: nothing stays in flight, shutdown is quick', async () => {
  const lines: { msg?: string; clientClosed?: boolean }[] = [];
  const stream = {
    write: (line: string) => {
      lines.push(JSON.parse(line) as (typeof lines)[number]);
    },
  };
  const logger = Fastify({ logger: { level: 'info', stream } }).log;
  // A database of its own: shutting down ends the pool.
  const own = await createTestDatabase();
  onTestFinished(() => own.drop());
  const app = await buildApp({ db: own.db, pool: own.pool, config: testConfig(), logger });
  // Answers only once its client is gone, as a slow route does when the reset beats it.
  app.post('/api/__test/after-reset', async (request) => {
    if (!request.raw.socket.destroyed) await new Promise((r) => request.raw.socket.once('close', r));
    return { done: true };
  });
  let release!: () => void;
  let entered!: () => void;
  const inHandler = new Promise<void>((r) => {
    entered = r;
  });
  app.post('/api/__test/held', async () => {
    entered();
    await new Promise<void>((r) => {
      release = r;
    });
    return { done: true };
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = new URL(address);
  const body = JSON.stringify({ name: 'Sam', email: 'sam@example.com', phone: '0400 000 000' });
  const reset = (path: string) =>
    new Promise<void>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        const head = `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json`;
        socket.write(`${head}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
        // Give the server the whole request first, then reset (RST, not a polite FIN).
        setTimeout(() => {
          socket.resetAndDestroy();
          resolve();
        }, 20);
      });
      socket.on('error', reject);
    });
  await Promise.all(Array.from({ length: 20 }, (_, i) => reset(i % 2 ? '/api/__test/after-reset' : '/api/contact')));
  await vi.waitFor(() => expect(app.inFlight()).toBe(0), { timeout: 3_000 });
  // Every request still gets its one completion line.
  await vi.waitFor(() => expect(lines.filter((l) => l.msg === 'request completed')).toHaveLength(20));
  expect(lines.filter((l) => l.clientClosed).length).toBeGreaterThanOrEqual(10);

  // A handler still working when its client resets stays in flight until it answers: the drain waits for it.
  await reset('/api/__test/held');
  await inHandler;
  await new Promise((r) => setTimeout(r, 100));
  expect(app.inFlight()).toBe(1);
  release();
  await vi.waitFor(() => expect(app.inFlight()).toBe(0), { timeout: 3_000 });

  const started = Date.now();
  await createShutdown({ app, pool: own.pool, timeoutMs: 10_000 })();
  expect(Date.now() - started).toBeLessThan(2_000);
});
