// Trade accounts (docs/product.md#trade-accounts): admins manage companies and their item prices; a
// company's members see its member list and its owners manage it; everyone signed in reads their own
// account. A company that is not the caller's reads exactly like a missing one (404).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponse } from '../../domain/schemas/errors';
import { idParams } from '../../domain/schemas/projects';
import {
  companyMember,
  companyMemberList,
  itemPrice,
  itemPriceList,
  memberAdd,
  memberUpdate,
  myAccount as myAccountSchema,
  TRADE_MESSAGES,
  tradeAccount,
  tradeAccountInput,
  tradeAccountList,
  tradeAccountListQuery,
} from '../../domain/schemas/trade';
import {
  companyInvitationParams,
  INVITATION_MESSAGES,
  invitationAccepted,
  invitationParams,
  invitationSent,
  myInvitationList,
  pendingInvitationList,
} from '../../domain/schemas/companyInvitations';
import { createGuards, currentUser } from '../auth/guard';
import { THROTTLE_POLICY, type ThrottleRule } from '../auth/policy';
import { hitAll } from '../auth/throttle';
import { hashEmail } from '../auth/tokens';
import type { AppDeps } from '../deps';
import {
  acceptInvitation,
  cancelInvitation,
  declineInvitation,
  invitationsFor,
  inviteToCompany,
  pendingInvitations,
} from '../services/companyInvitations';
import {
  changeMemberRole,
  createAccount,
  deletePrice,
  listAccounts,
  listMembers,
  listPrices,
  loadAccount,
  membershipOf,
  myAccount,
  removeMember,
  setPrice,
  updateAccount,
} from '../services/tradeAccounts';
import { sendError } from './errors';
import { refuseWhenThrottled } from './throttleHook';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 415: errorResponse };
const memberParams = z.object({ id: z.string().max(100), userId: z.string().max(100) });
// An item id is text a person can read: PostgreSQL text cannot hold U+0000 (found by the fuzz suite).
const priceParams = z.object({
  id: z.string().max(100),
  itemId: z
    .string()
    .max(100)
    .regex(/^[^\p{Cc}]*$/u, { error: 'Item id must not contain control characters' }),
});

export const tradeAccountsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, outbox } = deps;
  const { requireAdmin, requireUser } = createGuards(deps);
  const adminOnly = requireAdmin(TRADE_MESSAGES.adminOnly);
  const tags = ['accounts'];

  /**
   * The company of the path for an admin or one of its members (reads: any member; writes: its owners).
   * Anyone else gets the 404 of a missing company, so company ids reveal nothing.
   */
  const companyAccess = (manage: boolean) =>
    async function companyAccess(request: FastifyRequest, reply: FastifyReply) {
      await requireUser.call(app, request, reply);
      if (reply.sent) return;
      const user = currentUser(request);
      const { id } = request.params as { id?: string };
      const account = id ? await loadAccount(db, id) : null;
      if (!account) return sendError(reply, 404, TRADE_MESSAGES.accountNotFound);
      if (user.role === 'admin') return;
      const membership = await membershipOf(db, user.id);
      if (membership?.accountId !== account.id) return sendError(reply, 404, TRADE_MESSAGES.accountNotFound);
      if (manage && membership.role !== 'owner') return sendError(reply, 403, TRADE_MESSAGES.ownerOnly);
    };
  const memberReads = companyAccess(false);
  const ownerManages = companyAccess(true);
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.get(
    '/api/accounts',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Trade accounts by company name; q matches part of the name (admins only)',
        querystring: tradeAccountListQuery,
        response: { 200: tradeAccountList, ...errors },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return listAccounts(db, request.query.q);
    },
  );

  app.post(
    '/api/accounts',
    {
      preValidation: adminOnly,
      bodyLimit: 32 * 1024,
      schema: {
        tags,
        summary: 'Create a trade account (admins only)',
        body: tradeAccountInput,
        response: { 201: tradeAccount, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createAccount(db, request.body, deps.now());
      return reply.code(201).header('location', `/api/accounts/${created.id}`).send(created);
    },
  );

  app.get(
    '/api/accounts/:id',
    {
      preValidation: adminOnly,
      schema: { tags, summary: 'One trade account (admins only)', params: idParams, response: { 200: tradeAccount, ...errors } },
    },
    async (request, reply) => {
      const found = await loadAccount(db, request.params.id);
      if (!found) return sendError(reply, 404, TRADE_MESSAGES.accountNotFound);
      noStore(reply);
      return found;
    },
  );

  app.put(
    '/api/accounts/:id',
    {
      preValidation: adminOnly,
      bodyLimit: 32 * 1024,
      schema: {
        tags,
        summary: "Replace a trade account's details, tier, terms, credit limit and saved addresses (admins only)",
        params: idParams,
        body: tradeAccountInput,
        response: { 200: tradeAccount, ...errors },
      },
    },
    async (request, reply) => {
      const updated = await updateAccount(db, request.params.id, request.body, deps.now());
      if (!updated) return sendError(reply, 404, TRADE_MESSAGES.accountNotFound);
      return updated;
    },
  );

  app.get(
    '/api/accounts/:id/members',
    {
      preValidation: memberReads,
      schema: {
        tags,
        summary: "The company's members, Owner or Buyer (admins and the company's own members)",
        params: idParams,
        response: { 200: companyMemberList, ...errors },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return listMembers(db, request.params.id);
    },
  );

  app.post(
    '/api/accounts/:id/members',
    {
      preValidation: ownerManages,
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        summary:
          'Invite an address to join the company: an e-mail naming the company, which the person signed in with that address ' +
          'accepts or declines at /app/invitations (7 days). The same answer for every address, account or not; nobody ' +
          'is a member, and nothing of theirs is shared, until they accept. 20 a day per company, 3 a day per address ' +
          "(admins and the company's owners)",
        params: idParams,
        body: memberAdd,
        response: { 201: invitationSent, 409: errorResponse, 429: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { id: actorId, email: actorEmail } = currentUser(request);
      const accountId = request.params.id;
      const now = deps.now();
      const recipient = hashEmail(request.body.email);
      const company: [string, ThrottleRule][] = [[`invite:company:${accountId}`, THROTTLE_POLICY.invitationsPerCompany]];
      const address: [string, ThrottleRule][] = [
        [`invite:company-address:${accountId}:${recipient}`, THROTTLE_POLICY.invitationsPerCompanyAddress],
      ];
      if (await refuseWhenThrottled(db, reply, company, now, INVITATION_MESSAGES.tooManyForCompany)) return reply;
      if (await refuseWhenThrottled(db, reply, address, now, INVITATION_MESSAGES.tooManyForAddress)) return reply;
      // Over the recipient's own limit (every company together) the invitation is kept but not mailed.
      const mail = !(await hitAll(db, [[`invite:recipient:${recipient}`, THROTTLE_POLICY.invitationMailPerRecipient]], now)).blocked;
      const result = await inviteToCompany(db, outbox, {
        accountId,
        ...request.body,
        actor: { id: actorId, email: actorEmail },
        mail,
        publicUrl: deps.config.publicUrl,
        now,
      });
      if (result.kind === 'alreadyMember') return sendError(reply, 409, INVITATION_MESSAGES.alreadyMember);
      if (mail) outbox.wake();
      noStore(reply);
      return reply.code(201).send({ invitation: result.invitation });
    },
  );

  app.get(
    '/api/accounts/:id/invitations',
    {
      preValidation: memberReads,
      schema: {
        tags,
        summary: "The company's pending invitations (admins and the company's own members)",
        params: idParams,
        response: { 200: pendingInvitationList, ...errors },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return pendingInvitations(db, request.params.id, deps.now());
    },
  );

  app.delete(
    '/api/accounts/:id/invitations/:invitationId',
    {
      preValidation: ownerManages,
      schema: {
        tags,
        summary: "Cancel a pending invitation (admins and the company's owners)",
        params: companyInvitationParams,
        response: { 204: z.null().describe('Cancelled'), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await cancelInvitation(db, request.params.id, request.params.invitationId, deps.now())))
        return sendError(reply, 404, INVITATION_MESSAGES.notFound);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/me/invitations',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "The signed-in person's pending invitations to join a company: those to their own e-mail address",
        response: { 200: myInvitationList, 401: errorResponse },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return invitationsFor(db, currentUser(request).email, deps.now());
    },
  );

  app.post(
    '/api/me/invitations/:id/accept',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Accept an invitation to your own address: you join the company with its role (a user belongs to at most one company)',
        params: invitationParams,
        response: { 200: invitationAccepted, 409: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { id, email, role } = currentUser(request);
      const result = await acceptInvitation(db, { id, email, role }, request.params.id, deps.now());
      if (result.kind === 'notFound') return sendError(reply, 404, INVITATION_MESSAGES.notFound);
      if (result.kind === 'staff') return sendError(reply, 409, INVITATION_MESSAGES.staff);
      if (result.kind === 'inAnotherCompany') return sendError(reply, 409, INVITATION_MESSAGES.inAnotherCompany);
      return result.joined;
    },
  );

  app.post(
    '/api/me/invitations/:id/decline',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Decline an invitation to your own address; the company sees it no longer pending',
        params: invitationParams,
        response: { 204: z.null().describe('Declined'), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await declineInvitation(db, currentUser(request).email, request.params.id, deps.now())))
        return sendError(reply, 404, INVITATION_MESSAGES.notFound);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/api/accounts/:id/members/:userId',
    {
      preValidation: ownerManages,
      bodyLimit: 1024,
      schema: {
        tags,
        summary: "Make a member an Owner or a Buyer; the company keeps at least one owner (admins and the company's owners)",
        params: memberParams,
        body: memberUpdate,
        response: { 200: companyMember, 409: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const result = await changeMemberRole(db, request.params.id, request.params.userId, request.body.role);
      if (result.kind === 'notFound') return sendError(reply, 404, TRADE_MESSAGES.memberNotFound);
      if (result.kind === 'lastOwner') return sendError(reply, 409, TRADE_MESSAGES.lastOwner);
      return result.member!;
    },
  );

  app.delete(
    '/api/accounts/:id/members/:userId',
    {
      preValidation: ownerManages,
      schema: {
        tags,
        summary:
          "Remove a member (the user stays, as a retail customer); the company keeps at least one owner (admins and the company's owners)",
        params: memberParams,
        response: { 204: z.null().describe('Removed'), 409: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const result = await removeMember(db, request.params.id, request.params.userId);
      if (result.kind === 'notFound') return sendError(reply, 404, TRADE_MESSAGES.memberNotFound);
      if (result.kind === 'lastOwner') return sendError(reply, 409, TRADE_MESSAGES.lastOwner);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/accounts/:id/prices',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "The company's own item prices, each replacing its tier price (admins only)",
        params: idParams,
        response: { 200: itemPriceList, ...errors },
      },
    },
    async (request, reply) => {
      if (!(await loadAccount(db, request.params.id))) return sendError(reply, 404, TRADE_MESSAGES.accountNotFound);
      noStore(reply);
      return listPrices(db, request.params.id);
    },
  );

  app.put(
    '/api/accounts/:id/prices',
    {
      preValidation: adminOnly,
      bodyLimit: 1024,
      schema: {
        tags,
        summary: "Set the company's price for one catalogue item in cents, GST inclusive (admins only)",
        params: idParams,
        body: itemPrice,
        response: { 200: itemPriceList, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await loadAccount(db, id))) return sendError(reply, 404, TRADE_MESSAGES.accountNotFound);
      const set = await setPrice(db, id, request.body.item_id, request.body.unitPriceCents, deps.now());
      if (!set)
        return sendError(reply, 400, TRADE_MESSAGES.unknownItem, [{ path: ['body', 'item_id'], message: TRADE_MESSAGES.unknownItem }]);
      return listPrices(db, id);
    },
  );

  app.delete(
    '/api/accounts/:id/prices/:itemId',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "Remove the company's own price for an item: the tier's price applies again (admins only)",
        params: priceParams,
        response: { 204: z.null().describe('Removed'), ...errors },
      },
    },
    async (request, reply) => {
      const { id, itemId } = request.params;
      if (!(await loadAccount(db, id))) return sendError(reply, 404, TRADE_MESSAGES.accountNotFound);
      if (!(await deletePrice(db, id, itemId))) return sendError(reply, 404, TRADE_MESSAGES.unknownItem);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/me/account',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "The signed-in user's details, and for a trade company's member the company, their role and its members; " +
          "the balance owing and overdue on their invoices (a member: the company's)",
        response: { 200: myAccountSchema, 401: errorResponse },
      },
    },
    async (request, reply) => {
      const { id, email, role } = currentUser(request);
      noStore(reply);
      return myAccount(db, { id, email, role }, deps.now());
    },
  );
};
