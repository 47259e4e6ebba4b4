// Projects of the signed-in user (docs/product.md#calls). Another user's project reads exactly like a
// missing one (404), so ids never reveal what exists.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../domain/messages';
import { errorResponse } from '../../domain/schemas/errors';
import { isUuid } from '../../domain/schemas/fields';
import { idParams, project, projectCreate, projectList, projectUpdate } from '../../domain/schemas/projects';
import { createGuards, currentUser } from '../auth/guard';
import type { AppDeps } from '../deps';
import { createProject, deleteProject, listProjects, loadProject, renameProject } from '../services/projects';
import { sendError } from './errors';

export const PROJECT_HAS_ORDERS = 'This project has orders and cannot be deleted';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 415: errorResponse };

export const projectsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const { requireUser } = createGuards(deps);

  app.post(
    '/api/projects',
    {
      preValidation: requireUser,
      bodyLimit: 4 * 1024,
      schema: { tags: ['projects'], summary: 'Create a project', body: projectCreate, response: { 201: project, ...errors } },
    },
    async (request, reply) => {
      return reply.code(201).send(await createProject(db, currentUser(request).id, request.body.name));
    },
  );

  app.get(
    '/api/projects',
    {
      preValidation: requireUser,
      schema: { tags: ['projects'], summary: 'My projects, newest first', response: { 200: projectList, 401: errorResponse } },
    },
    async (request) => listProjects(db, currentUser(request)),
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
      const found = await loadProject(db, id, currentUser(request));
      if (!found) return sendError(reply, 404, MESSAGES.projectNotFound);
      return found;
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
      const renamed = await renameProject(db, id, currentUser(request), request.body.name);
      if (!renamed) return sendError(reply, 404, MESSAGES.projectNotFound);
      return renamed;
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
      const deleted = await deleteProject(db, id, currentUser(request));
      if (deleted === 'missing') return sendError(reply, 404, MESSAGES.projectNotFound);
      if (deleted === 'hasOrders') return sendError(reply, 409, PROJECT_HAS_ORDERS);
      return reply.code(204).send(null);
    },
  );
};
