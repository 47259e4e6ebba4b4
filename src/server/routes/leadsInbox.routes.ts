// The staff inbox (docs/product.md#leads: only admins see and work leads): the three tabs (quote
// requests, enquiries, sample requests) paged by keyset as GET /api/orders, one lead found in any of
// their tables, status changes and notes (quote requests and enquiries only: a sample request is marked
// posted by POST /api/samples/{id}/posted). Anonymous calls answer 401, other roles 403, an unknown or malformed id 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEAD_NOT_FOUND, LEAD_PAGE_DEFAULT } from '../../domain/leads';
import { errorResponse } from '../../domain/schemas/errors';
import { isUuid } from '../../domain/schemas/fields';
import {
  inboxLeadDetail,
  leadDetail,
  leadList,
  leadListQuery,
  leadNote,
  leadNoteCreate,
  leadStatusUpdate,
} from '../../domain/schemas/leadsInbox';
import { idParams } from '../../domain/schemas/projects';
import { createGuards, currentUser } from '../auth/guard';
import type { AppDeps } from '../deps';
import { BAD_CURSOR, decodeCursor, nextPageHeaders } from '../services/keyset';
import { addLeadNote, changeLeadStatus, listLeads, loadInboxLead, loadLead } from '../services/leads';
import { sendError, sendFound } from './errors';

export const LEADS_ADMIN_ONLY = 'Only an admin can see and work leads';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 415: errorResponse };

export const leadsInboxRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, catalogue } = deps;
  const adminOnly = createGuards(deps).requireAdmin(LEADS_ADMIN_ONLY);
  const tags = ['inbox'];
  const lead = async (id: string) => (isUuid(id) ? loadLead(db, id, (await catalogue.get()).byId) : null);

  app.get(
    '/api/leads',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary:
          'Quote requests, enquiries or sample requests (kind=sample: colours, postal address, requested or posted), ' +
          "newest first, by the tab's status and search (name, email, phone, suburb). " +
          'X-Next-Cursor and Link name the next page.',
        querystring: leadListQuery,
        response: { 200: leadList, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      const { kind, status, q, cursor } = request.query;
      const limit = request.query.limit ?? LEAD_PAGE_DEFAULT;
      const position = cursor ? decodeCursor(cursor) : null;
      if (cursor && !position) return sendError(reply, 400, BAD_CURSOR, [{ path: ['querystring', 'cursor'], message: BAD_CURSOR }]);
      const page = await listLeads(db, { kind, status, q: q || undefined, limit, cursor: position });
      if (page.next) reply.headers(nextPageHeaders('/api/leads', { kind, status, q, limit }, page.next));
      reply.header('cache-control', 'no-store');
      return page.leads;
    },
  );

  app.get(
    '/api/leads/:id',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary:
          'One lead: a quote request or enquiry (what the person sent, its status history, notes and e-mails) ' +
          'or a sample request (its colours, postal address, posted or not, and e-mails)',
        params: idParams,
        response: { 200: inboxLeadDetail, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return sendFound(reply, isUuid(id) ? await loadInboxLead(db, id, (await catalogue.get()).byId) : null, LEAD_NOT_FOUND);
    },
  );

  app.patch(
    '/api/leads/:id',
    {
      preValidation: adminOnly,
      bodyLimit: 1024,
      schema: {
        tags,
        summary: 'Set the status (any from any other; the same again records nothing); answers the updated lead',
        params: idParams,
        body: leadStatusUpdate,
        response: { 200: leadDetail, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id) || !(await changeLeadStatus(db, id, request.body.status, currentUser(request).id))) {
        return sendError(reply, 404, LEAD_NOT_FOUND);
      }
      return sendFound(reply, await lead(id), LEAD_NOT_FOUND);
    },
  );

  app.post(
    '/api/leads/:id/notes',
    {
      preValidation: adminOnly,
      bodyLimit: 32 * 1024,
      schema: {
        tags,
        summary: 'Add an internal note (never shown to the customer)',
        params: idParams,
        body: leadNoteCreate,
        response: { 201: leadNote, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const user = currentUser(request);
      const note = isUuid(id) ? await addLeadNote(db, id, user, request.body.text) : null;
      if (!note) return sendError(reply, 404, LEAD_NOT_FOUND);
      return reply.code(201).send(note);
    },
  );
};
