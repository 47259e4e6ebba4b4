// The signed-in user's profile (docs/product.md#calls: GET /users/profile -> user).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { user } from '../../domain/schemas/auth';
import { errorResponse } from '../../domain/schemas/errors';
import { createGuards, currentUser } from '../auth/guard';
import type { AppDeps } from '../deps';

export const usersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { requireSignedIn } = createGuards(deps);
  app.get(
    '/api/users/profile',
    {
      preValidation: requireSignedIn,
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: user, 401: errorResponse } },
    },
    async (request, reply) => {
      const { id, email, role } = currentUser(request);
      reply.header('cache-control', 'no-store');
      return { id, email, role };
    },
  );
};
