// Scheduled prices take effect at their time in every process, also with nobody editing
// (docs/product.md#catalogue): each process keeps one timer for the next scheduled price, re-armed on
// every catalogue NOTIFY (a price scheduled through another process) and at least once a minute.
// When it fires, the process applies what is due (rows another process is applying are skipped) and
// reloads its snapshot; the applying process's NOTIFY reloads the others.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { CatalogueCache } from './catalogue';
import { applyDuePrices, nextScheduledAt } from './cataloguePrices';

/** The longest a process waits before looking again (a lost notification costs at most this). */
const RECHECK_MS = 60_000;

export interface PriceScheduler {
  start(): Promise<void>;
  /** Looks up the next scheduled price again (after a catalogue change anywhere). */
  rearm(): void;
  stop(): void;
}

export function createPriceScheduler(
  db: Db,
  catalogue: CatalogueCache,
  log: FastifyBaseLogger,
  clock: () => Date = () => new Date(),
): PriceScheduler {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void tick(), Math.max(0, Math.min(ms, RECHECK_MS)));
    timer.unref();
  };

  async function run(): Promise<void> {
    const applied = await applyDuePrices(db, clock());
    if (applied > 0) await catalogue.refresh();
    const next = await nextScheduledAt(db);
    // A few ms late rather than early: the database's clock decides what is due.
    schedule(next ? next.getTime() - clock().getTime() + 5 : RECHECK_MS);
  }

  function tick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = run()
      .catch((err: unknown) => {
        log.warn({ err }, 'applying scheduled prices failed; trying again shortly');
        schedule(1_000);
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void tick();
        }
      });
    return running;
  }

  return {
    start: () => tick(),
    rearm: () => void tick(),
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
