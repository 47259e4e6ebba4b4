// Readiness (docs/deploy.md#health-checks): whether this process should get traffic. Not while its
// database does not answer, not while the database's schema is older than this code (`npm run migrate`
// has not run yet), and not once it is shutting down. The schema is looked at once at start and again
// while it is behind, so a web process started before the migration starts serving as soon as it ran.
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { readyResponse } from '../../domain/schemas/health';
import { schemaStatus, type Pool, type SchemaStatus } from '../db/client';

type ReadyState = z.infer<typeof readyResponse>;

export const SCHEMA_BEHIND_MESSAGE = 'The database schema is older than this release: run `npm run migrate`';
const DRAINING_MESSAGE = 'This process is shutting down';
const DATABASE_DOWN_MESSAGE = 'The database does not answer';
const DATABASE_TIMEOUT_MS = 2_000;
const SCHEMA_RECHECK_MS = 2_000;

export interface Readiness {
  /** Looks at the database (and the schema when it was behind): the readiness answer. */
  check(): Promise<ReadyState>;
  /** Called on SIGTERM: every later check answers draining. */
  startDraining(): void;
  isDraining(): boolean;
  /** The schema as last seen is older than this code: the app refuses to serve (app.ts). */
  schemaBehind(): boolean;
  /** Reads the schema's state now (start-up); later calls of check() read it again only while behind. */
  refreshSchema(): Promise<SchemaStatus>;
  stop(): void;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database timeout')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export function createReadiness(pool: Pool, log: FastifyBaseLogger): Readiness {
  let draining = false;
  let schema: SchemaStatus | null = null;
  let schemaCheckedAt = 0;
  let timer: NodeJS.Timeout | undefined;

  async function refreshSchema(): Promise<SchemaStatus> {
    const previous = schema?.state;
    schema = await withTimeout(schemaStatus(pool), DATABASE_TIMEOUT_MS);
    schemaCheckedAt = Date.now();
    if (schema.state === 'behind' && previous !== 'behind') log.error({ schema }, SCHEMA_BEHIND_MESSAGE);
    if (schema.state !== 'behind' && previous === 'behind') log.info({ schema }, 'database schema is now current: serving');
    if (schema.state === 'ahead' && previous !== 'ahead')
      log.info({ schema }, 'database schema is newer than this code (a release rolling out)');
    // While behind, keep looking so the process serves once the migration ran, with or without readiness checks.
    clearTimeout(timer);
    if (schema.state === 'behind' && !draining) {
      timer = setTimeout(() => void refreshSchema().catch(() => undefined), SCHEMA_RECHECK_MS);
      timer.unref();
    }
    return schema;
  }

  return {
    async check() {
      if (draining) return { status: 'not_ready', reason: 'draining', message: DRAINING_MESSAGE };
      try {
        if (schema?.state === 'behind' && Date.now() - schemaCheckedAt >= SCHEMA_RECHECK_MS) await refreshSchema();
        else await withTimeout(pool.query('select 1'), DATABASE_TIMEOUT_MS);
      } catch (err) {
        log.warn({ err }, 'readiness: database unavailable');
        return { status: 'not_ready', reason: 'database', message: DATABASE_DOWN_MESSAGE };
      }
      if (schema?.state === 'behind') return { status: 'not_ready', reason: 'schema', message: SCHEMA_BEHIND_MESSAGE };
      return { status: 'ready' };
    },
    startDraining() {
      draining = true;
      clearTimeout(timer);
    },
    isDraining: () => draining,
    schemaBehind: () => schema?.state === 'behind',
    refreshSchema,
    stop() {
      clearTimeout(timer);
    },
  };
}
