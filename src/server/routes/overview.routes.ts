// The admin's landing page (GET /api/admin/overview): counts of the leads and orders waiting on staff.
// Anonymous calls answer 401, clients and installers 403.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '../../domain/schemas/errors';
import { adminOverview } from '../../domain/schemas/overview';
import { createGuards } from '../auth/guard';
import type { AppDeps } from '../deps';
import { adminOverview as loadOverview } from '../services/overview';

export const OVERVIEW_ADMIN_ONLY = 'Only an admin can see the overview';

export const overviewRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const adminOnly = createGuards(deps).requireAdmin(OVERVIEW_ADMIN_ONLY);
  app.get(
    '/api/admin/overview',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'What waits on staff: new quote requests and enquiries (and those received today), orders to approve and to dispatch',
        response: { 200: adminOverview, 401: errorResponse, 403: errorResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return loadOverview(deps.db, deps.now());
    },
  );
};
