// GET /api/health (liveness: the process answers, and says whether its database does) and GET
// /api/ready (readiness: whether a load balancer should send this process traffic,
// docs/deploy.md#health-checks). Both are public, uncached and outside the cookie scope.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../domain/schemas/errors';
import { healthResponse, readyResponse } from '../../domain/schemas/health';
import type { AppDeps } from '../deps';

const HEALTH_TIMEOUT_MS = 2_000;
/** How soon a caller refused by readiness may ask again. */
const NOT_READY_RETRY_SECONDS = '5';

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness: 200 while the process runs and its database answers, 503 when the database does not',
        // 503 {message} once the process drains (app.ts answers before the route runs).
        response: { 200: healthResponse, 503: z.union([healthResponse, errorResponse]) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          deps.pool.query('select 1'),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('database timeout')), HEALTH_TIMEOUT_MS);
          }),
        ]);
        return { status: 'ok' as const, database: 'up' as const };
      } catch (err) {
        request.log.warn({ err }, 'health check: database unavailable');
        return reply.status(503).send({ status: 'error', database: 'down' });
      } finally {
        clearTimeout(timer);
      }
    },
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness: 200 when the database answers, its schema is not older than this code and the process is not shutting down',
        response: { 200: readyResponse, 503: z.union([readyResponse, errorResponse]) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const state = await deps.readiness.check();
      if (state.status === 'ready') return state;
      reply.header('retry-after', NOT_READY_RETRY_SECONDS);
      return reply.status(503).send(state);
    },
  );
};
