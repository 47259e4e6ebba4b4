// Error replies in the API's one error shape {message, issues?} (docs/product.md#api-conventions).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ValidationIssue } from '../../domain/schemas/errors';
import type { JobRefusal } from '../workers/jobLimits';

/** The answer of every throttled public route past its limit (429). */
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.';

export function sendError(reply: FastifyReply, status: number, message: string, issues?: ValidationIssue[]) {
  return reply.code(status).send(issues ? { message, issues } : { message });
}

/**
 * The answer of a route that reads one record for its caller: the record, never stored by a cache
 * (`no-store`: it is the caller's), or 404 with `notFound` when the read found none. The payload is
 * typed by the route's response schema, as a handler's return value is.
 */
export function sendFound<R extends FastifyReply>(reply: R, found: Parameters<R['send']>[0] | null | undefined, notFound: string) {
  if (found === null || found === undefined) return sendError(reply, 404, notFound);
  return reply.header('cache-control', 'no-store').send(found);
}

/** A CPU-pool job refused by its user's limits (429) or a full pool (503), with when to try again. */
export function sendJobRefusal(reply: FastifyReply, refusal: JobRefusal) {
  reply.header('retry-after', String(refusal.retryAfterSeconds));
  return sendError(reply, refusal.status, refusal.message);
}

/**
 * Scoped over the API routes: a bad request answers with its first problem as the message (the
 * browser shows the server's message, e.g. "Please fill in all delivery address fields") and every
 * problem in `issues`. Anything else goes on to the app's own error handler.
 */
export function apiErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const part = error.validationContext ?? 'body';
    const issues: ValidationIssue[] = error.validation.map((v) => ({
      path: [
        part,
        ...v.instancePath
          .split('/')
          .filter(Boolean)
          .map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      ],
      message: v.message ?? 'Invalid value',
      code: typeof v.keyword === 'string' ? v.keyword : undefined,
    }));
    return sendError(reply, 400, issues[0]?.message ?? 'Invalid request', issues);
  }
  throw error;
}
