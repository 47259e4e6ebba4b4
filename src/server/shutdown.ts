// Graceful shutdown (docs/deploy.md#shutdown-and-deploys): readiness turns off first while the process
// keeps serving for the load balancer's check interval (drainDelayMs), each answer closing its
// keep-alive connection; then new requests get 503 while in-flight ones finish (within timeoutMs), then
// the server closes, then the pool, and the database stops last.
import type { FastifyBaseLogger } from 'fastify';
import type { App } from './app';
import type { Pool } from './db/client';
import type { Readiness } from './ops/readiness';

export interface ShutdownOptions {
  app: App;
  pool: Pool;
  /** The embedded server, stopped after everything else. */
  database?: { stop(): Promise<void> } | null;
  log?: FastifyBaseLogger;
  /** Turned not-ready at once, so the load balancer stops sending before the server refuses anything. */
  readiness?: Readiness;
  /** How long to keep serving while not ready: the load balancer's check interval times its fall count. */
  drainDelayMs?: number;
  /** How long in-flight requests may take before their connections are cut. */
  timeoutMs?: number;
}

export function createShutdown({
  app,
  pool,
  database,
  log,
  readiness,
  drainDelayMs = 0,
  timeoutMs = 10_000,
}: ShutdownOptions): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= (async () => {
      readiness?.startDraining();
      if (drainDelayMs > 0) {
        log?.info(`shutting down: not ready, still serving for ${drainDelayMs} ms`);
        await new Promise((r) => setTimeout(r, drainDelayMs));
      }
      log?.info('shutting down: draining requests');
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        app.drain().then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), timeoutMs);
        }),
      ]);
      clearTimeout(timer);
      if (timedOut) {
        log?.warn(`requests still running after ${timeoutMs} ms: closing their connections`);
        app.server.closeAllConnections();
      }
      // Closing the app also stops the mail worker (its onClose hook, app.ts): sends in flight finish
      // and are recorded while the pool is still open. The CPU pool's threads stop there too. Idle
      // keep-alive connections are closed by the server's close (Fastify's forceCloseConnections: idle).
      await app.close();
      await pool.end().catch((err: unknown) => log?.error({ err }, 'closing the database pool failed'));
      if (database) await database.stop();
      log?.info('shutdown complete');
    })();
    return running;
  };
}
