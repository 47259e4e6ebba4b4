// Staff's new quote draft on POST /api/quotes (docs/product.md#quotes), the path leads.routes.ts
// registers for the public quote request, and the admin gate every quote route shares.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { QuoteCreate } from '../../domain/schemas/quotes';
import { createGuards, currentUser } from '../auth/guard';
import type { AppDeps } from '../deps';
import { createQuote, loadQuoteDetail } from '../services/quotes';

const QUOTES_ADMIN_ONLY = 'Only an admin can see and work quotes';

/** The quote routes' one access rule: admins only (401 anonymous, 403 other roles). */
export function quotesAdminOnly(deps: AppDeps) {
  return createGuards(deps).requireAdmin(QUOTES_ADMIN_ONLY);
}

/**
 * POST /api/quotes is two calls on one path: the public quote request (the /quotes of docs/product.md#calls, kept
 * at /api/quotes too) and staff's new draft for a customer who never sent a lead. A body naming
 * `customerName` is staff's (no quote request has that field); leads.routes.ts registers the path and
 * hands such bodies here (this module, so neither routes module imports the other), after this guard ran in its preValidation.
 */
export function staffDraftCreation(deps: AppDeps) {
  const guards = createGuards(deps);
  const adminOnly = quotesAdminOnly(deps);
  const isStaffDraft = (body: unknown) => typeof body === 'object' && body !== null && 'customerName' in body && !('fullName' in body);
  return {
    isStaffDraft,
    /** A signed-in admin: staff's drafts are not the public form's to throttle (only a request with a session cookie is looked up). */
    async isAdmin(request: FastifyRequest): Promise<boolean> {
      if (!request.headers.cookie) return false;
      return (await guards.optionalUser(request))?.role === 'admin';
    },
    async guard(request: FastifyRequest, reply: FastifyReply) {
      if (isStaffDraft(request.body)) await adminOnly.call(request.server, request, reply);
    },
    async create(request: FastifyRequest, reply: FastifyReply) {
      const { id, email } = currentUser(request);
      const quoteId = await createQuote(deps.db, request.body as QuoteCreate, { id, email }, deps.now());
      const created = await loadQuoteDetail(deps.db, quoteId, deps.catalogue, deps.now());
      return reply.code(201).header('cache-control', 'no-store').send(created);
    },
  };
}
