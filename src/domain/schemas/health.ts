// The liveness and readiness answers a load balancer or orchestrator reads (docs/deploy.md#health-checks).
import { z } from 'zod';

export const healthResponse = z
  .object({ status: z.enum(['ok', 'error']), database: z.enum(['up', 'down']) })
  .describe('Liveness: the process answers; whether its database does too');

/** Why a process is not ready: its database does not answer, its schema is older than its code, or it is shutting down. */
const NOT_READY_REASONS = ['database', 'schema', 'draining'] as const;

export const readyResponse = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    reason: z.enum(NOT_READY_REASONS).optional(),
    message: z.string().optional(),
  })
  .describe('Readiness: 200 when this process should get traffic, else 503 with the reason');
