// POST /api/telemetry: the default sink of the browser's analytics and error reporting
// (src/web/telemetry.ts). docs/product.md#who-uses-it keeps the third-party services out of scope, so events go to
// the server log at info level. The browser already strips personal values; this route accepts only
// the known, size-capped fields and logs nothing else (no body dump, no cookies).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../domain/schemas/errors';
import { redactTokens } from '../../domain/tokenPaths';
import { THROTTLE_POLICY } from '../auth/policy';
import { hit } from '../auth/throttle';
import type { AppDeps } from '../deps';
import { sendError } from './errors';

const TELEMETRY_BODY_LIMIT = 8 * 1024;

const text = (max: number) => z.string().max(max);

export const telemetryEvent = z.object({
  kind: z.enum(['event', 'error']),
  name: text(100),
  path: text(300),
  props: z.record(text(60), z.union([text(300), z.number(), z.boolean(), z.null()])).refine((p) => Object.keys(p).length <= 30, {
    error: 'At most 30 props',
  }),
  message: text(300).optional(),
  stack: text(2000).optional(),
  at: text(40),
});

export const TOO_MANY_EVENTS = 'Too many telemetry events. Please slow down.';

export const telemetryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/telemetry',
    {
      bodyLimit: TELEMETRY_BODY_LIMIT,
      // Public and unauthenticated like the leads: throttled per address so no one can flood the logs.
      preHandler: async (request, reply) => {
        const state = await hit(deps.db, `telemetry:address:${request.ip}`, THROTTLE_POLICY.telemetryPerAddress, deps.now());
        if (state.blocked) {
          reply.header('retry-after', String(state.retryAfterSeconds));
          return sendError(reply, 429, TOO_MANY_EVENTS);
        }
      },
      schema: { body: telemetryEvent, response: { 204: z.null(), 429: errorResponse } },
    },
    async (request, reply) => {
      const { kind, name, path, props, message, stack, at } = request.body;
      // An older page may still send a link token in its path: the log never holds one.
      request.log.info({ telemetry: { kind, name, path: redactTokens(path), props, message, stack, at } }, `telemetry ${kind}: ${name}`);
      return reply.status(204).send(null);
    },
  );
};
