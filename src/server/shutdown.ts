// Graceful shutdown: new requests get 503 while in-flight ones finish, then the server closes,
// then the pool, and the database stops last.
import type { FastifyBaseLogger } from 'fastify';
import type { App } from './app';
import type { Pool } from './db/client';

export interface ShutdownOptions {
  app: App;
  pool: Pool;
  /** The embedded server, stopped after everything else. */
  database?: { stop(): Promise<void> } | null;
  log?: FastifyBaseLogger;
  /** How long in-flight requests may take before their connections are cut. */
  timeoutMs?: number;
}

export function createShutdown({ app, pool, database, log, timeoutMs = 10_000 }: ShutdownOptions): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= (async () => {
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
      // and are recorded while the pool is still open. The CPU pool's threads stop there too.
      await app.close();
      await pool.end().catch((err: unknown) => log?.error({ err }, 'closing the database pool failed'));
      if (database) await database.stop();
      log?.info('shutdown complete');
    })();
    return running;
  };
}
