// People (docs/product.md#accounts): the admin's user list, invitations, role and disable
// changes and their audit log. Every change is written with its audit entry in one transaction.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../domain/schemas/errors';
import { isUuid } from '../../domain/schemas/fields';
import { idParams } from '../../domain/schemas/projects';
import {
  ACCOUNT_MESSAGES,
  auditLog as auditLogSchema,
  invitationCreate,
  userList,
  userListQuery,
  userSummary,
  userUpdate,
} from '../../domain/schemas/users';
import { createGuards, currentUser } from '../auth/guard';
import type { AppDeps } from '../deps';
import { BAD_CURSOR, decodeCursor, nextPageHeaders } from '../services/keyset';
import { auditLog, inviteUser, listUsers, resendInvitation, updateUser } from '../services/people';
import { sendError } from './errors';

const DEFAULT_PAGE = 50;
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 415: errorResponse };
const auditQuery = z.object({
  limit: userListQuery.shape.limit,
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, { error: BAD_CURSOR })
    .optional(),
});

export const peopleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, outbox } = deps;
  const { requireAdmin } = createGuards(deps);
  const adminOnly = requireAdmin(ACCOUNT_MESSAGES.adminOnly);
  const tags = ['people'];
  const actorOf = (request: Parameters<typeof currentUser>[0]) => {
    const { id, email } = currentUser(request);
    return { id, email };
  };

  app.get(
    '/api/users',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Users, newest first; q matches the email. X-Next-Cursor and Link name the next page (admins only)',
        querystring: userListQuery,
        response: { 200: userList, ...errors },
      },
    },
    async (request, reply) => {
      const { q, cursor } = request.query;
      const limit = request.query.limit ?? DEFAULT_PAGE;
      const position = cursor ? decodeCursor(cursor) : null;
      if (cursor && !position) return sendError(reply, 400, BAD_CURSOR, [{ path: ['querystring', 'cursor'], message: BAD_CURSOR }]);
      const page = await listUsers(db, { q, limit, position });
      if (page.next) reply.headers(nextPageHeaders('/api/users', { q, limit }, page.next));
      reply.header('cache-control', 'no-store');
      return page.users;
    },
  );

  app.get(
    '/api/users/audit-log',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Every admin action on users (who, what, whom, when), newest first (admins only)',
        querystring: auditQuery,
        response: { 200: auditLogSchema, ...errors },
      },
    },
    async (request, reply) => {
      const limit = request.query.limit ?? DEFAULT_PAGE;
      const page = await auditLog(db, { limit, before: request.query.cursor ? Number(request.query.cursor) : null });
      if (page.next) reply.headers(nextPageHeaders('/api/users/audit-log', { limit }, page.next));
      reply.header('cache-control', 'no-store');
      return page.entries;
    },
  );

  app.post(
    '/api/users/invitations',
    {
      preValidation: adminOnly,
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        summary: 'Invite a user: creates the account (Invited) and e-mails a one-time link valid 7 days (admins only)',
        body: invitationCreate,
        response: { 201: userSummary, 409: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const result = await inviteUser(db, outbox, {
        email: request.body.email,
        role: request.body.role,
        actor: actorOf(request),
        now: deps.now(),
      });
      if (result.kind === 'taken') return sendError(reply, 409, ACCOUNT_MESSAGES.emailTaken);
      outbox.wake();
      return reply.code(201).header('location', `/api/users/${result.user.id}`).send(result.user);
    },
  );

  app.post(
    '/api/users/:id/invitation',
    {
      preValidation: adminOnly,
      bodyLimit: 1024,
      schema: {
        tags,
        summary: 'Send the invitation again with a new link; earlier links stop working (admins only)',
        params: idParams,
        response: { 200: z.object({ success: z.literal(true) }), 404: errorResponse, 409: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) return sendError(reply, 404, ACCOUNT_MESSAGES.userNotFound);
      const result = await resendInvitation(db, outbox, { id, actor: actorOf(request), now: deps.now() });
      if (result === 'notFound') return sendError(reply, 404, ACCOUNT_MESSAGES.userNotFound);
      if (result === 'notInvited') return sendError(reply, 409, ACCOUNT_MESSAGES.notInvited);
      outbox.wake();
      return { success: true as const };
    },
  );

  app.patch(
    '/api/users/:id',
    {
      preValidation: adminOnly,
      bodyLimit: 1024,
      schema: {
        tags,
        summary: "Change a user's role or disable/enable them; disabling ends every live session at once (admins only)",
        params: idParams,
        body: userUpdate,
        response: { 200: userSummary, 404: errorResponse, 409: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) return sendError(reply, 404, ACCOUNT_MESSAGES.userNotFound);
      const result = await updateUser(db, { id, ...request.body, actor: actorOf(request), now: deps.now() });
      if (result.kind === 'refused') {
        return sendError(reply, result.status, result.refusal === 'notAdmin' ? ACCOUNT_MESSAGES.adminOnly : result.message);
      }
      reply.header('cache-control', 'no-store');
      return result.user;
    },
  );
};
