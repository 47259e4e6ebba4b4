// Projects of the signed-in user (spec section 7). Another user's project reads exactly like a
// missing one (404), so ids never reveal what exists.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../domain/messages';
import { errorResponse } from '../../domain/schemas/errors';
import { isUuid } from '../../domain/schemas/fields';
import { idParams, project, projectCreate, projectList, projectUpdate } from '../../domain/schemas/projects';
import { createGuards, currentUser } from '../auth/guard';
import { orders, projects } from '../db/schema';
import type { AppDeps } from '../deps';
import { pgErrorCode } from '../db/errors';
import { sendError } from './errors';

export const PROJECT_HAS_ORDERS = 'This project has orders and cannot be deleted';

type ProjectRow = typeof projects.$inferSelect;

export function projectDto(row: Pick<ProjectRow, 'id' | 'name' | 'createdAt' | 'updatedAt'>) {
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 415: errorResponse };

export const projectsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const { requireUser } = createGuards(deps);

  const ownProject = (id: string, ownerId: string) => and(eq(projects.id, id), eq(projects.ownerId, ownerId));

  app.post(
    '/api/projects',
    {
      preValidation: requireUser,
      bodyLimit: 4 * 1024,
      schema: { tags: ['projects'], summary: 'Create a project', body: projectCreate, response: { 201: project, ...errors } },
    },
    async (request, reply) => {
      const [row] = await db
        .insert(projects)
        .values({ ownerId: currentUser(request).id, name: request.body.name })
        .returning();
      return reply.code(201).send(projectDto(row));
    },
  );

  app.get(
    '/api/projects',
    {
      preValidation: requireUser,
      schema: { tags: ['projects'], summary: 'My projects, newest first', response: { 200: projectList, 401: errorResponse } },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(projects)
        .where(eq(projects.ownerId, currentUser(request).id))
        .orderBy(desc(projects.createdAt), desc(projects.id));
      return rows.map(projectDto);
    },
  );

  app.get(
    '/api/projects/:id',
    {
      preValidation: requireUser,
      schema: { tags: ['projects'], summary: 'One of my projects', params: idParams, response: { 200: project, ...errors } },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) return sendError(reply, 404, MESSAGES.projectNotFound);
      const [row] = await db
        .select()
        .from(projects)
        .where(ownProject(id, currentUser(request).id));
      if (!row) return sendError(reply, 404, MESSAGES.projectNotFound);
      return projectDto(row);
    },
  );

  app.patch(
    '/api/projects/:id',
    {
      preValidation: requireUser,
      bodyLimit: 4 * 1024,
      schema: {
        tags: ['projects'],
        summary: 'Rename one of my projects',
        params: idParams,
        body: projectUpdate,
        response: { 200: project, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) return sendError(reply, 404, MESSAGES.projectNotFound);
      const [row] = await db
        .update(projects)
        .set({ name: request.body.name, updatedAt: sql`now()` })
        .where(ownProject(id, currentUser(request).id))
        .returning();
      if (!row) return sendError(reply, 404, MESSAGES.projectNotFound);
      return projectDto(row);
    },
  );

  app.delete(
    '/api/projects/:id',
    {
      preValidation: requireUser,
      schema: {
        tags: ['projects'],
        summary: 'Delete one of my projects; refused (409) while it has orders',
        params: idParams,
        response: { 204: z.null().describe('Deleted'), 409: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) return sendError(reply, 404, MESSAGES.projectNotFound);
      const ownerId = currentUser(request).id;
      const [existing] = await db.select({ id: projects.id }).from(projects).where(ownProject(id, ownerId));
      if (!existing) return sendError(reply, 404, MESSAGES.projectNotFound);
      const [{ orderCount }] = await db.select({ orderCount: count() }).from(orders).where(eq(orders.projectId, id));
      if (orderCount > 0) return sendError(reply, 409, PROJECT_HAS_ORDERS);
      try {
        await db.delete(projects).where(ownProject(id, ownerId));
      } catch (error) {
        // An order created between the check and the delete: the foreign key refuses, nothing is lost.
        if (pgErrorCode(error) === '23503') return sendError(reply, 409, PROJECT_HAS_ORDERS);
        throw error;
      }
      return reply.code(204).send(null);
    },
  );
};
