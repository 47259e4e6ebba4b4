// Every app process LISTENs for catalogue changes (docs/architecture.md): a commit that changes an item
// NOTIFYs, and each process reloads its snapshot, so its bodies, ETags and server-rendered pages follow
// within moments, without a restart. A lost connection is made again, and the snapshot reloaded then
// too, since a notification sent while it was down is lost.
import type { FastifyBaseLogger } from 'fastify';
import type { Pool, PoolClient } from 'pg';
import type { CatalogueCache } from './catalogue';

/** The channel every app process LISTENs on for catalogue changes. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

const RECONNECT_MS = 1_000;

export interface CatalogueListener {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createCatalogueListener(
  pool: Pool,
  catalogue: CatalogueCache,
  log: FastifyBaseLogger,
  /** Also called on each change (the price scheduler looks up its next time). */
  onChange: () => void = () => undefined,
): CatalogueListener {
  let client: PoolClient | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  /** Gives the listening connection back to the pool (once). */
  let release: (err?: Error) => void = () => undefined;

  const reload = () => {
    catalogue.refresh().catch((err: unknown) => log.warn({ err }, 'catalogue reload failed'));
    onChange();
  };

  const retry = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void connect(true), RECONNECT_MS);
    timer.unref();
  };

  async function connect(again: boolean): Promise<void> {
    if (stopped) return;
    let held: PoolClient | null = null;
    let released = false;
    // Each connection goes back to the pool once: its error may come after stop() or the failed
    // LISTEN already gave it back (a database shutting down under a draining process), and pg-pool
    // throws on a second release, which would end the process mid-shutdown.
    const giveBack = (conn: PoolClient, err?: Error) => {
      if (released) return;
      released = true;
      conn.removeAllListeners('notification');
      conn.removeListener('error', onError);
      conn.release(err);
    };
    const onError = (err: Error) => {
      log.warn({ err }, 'catalogue listener lost its connection');
      if (held === null) return;
      if (client === held) client = null;
      giveBack(held, err);
      retry();
    };
    try {
      held = await pool.connect();
      const mine = held;
      mine.on('notification', (msg) => {
        if (msg.channel === CATALOGUE_CHANNEL) reload();
      });
      mine.on('error', onError);
      await mine.query(`listen ${CATALOGUE_CHANNEL}`);
      if (stopped) {
        giveBack(mine);
        return;
      }
      client = mine;
      release = (err) => giveBack(mine, err);
      if (again) reload();
    } catch (err) {
      log.warn({ err }, 'catalogue listener could not connect');
      if (held) giveBack(held, err instanceof Error ? err : undefined);
      retry();
    }
  }

  return {
    start: () => connect(false),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const held = client;
      client = null;
      if (held) {
        await held.query(`unlisten ${CATALOGUE_CHANNEL}`).catch(() => undefined);
        release();
      }
    },
  };
}
