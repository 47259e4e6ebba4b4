// Staff quotes and the customer's quote link (docs/product.md#quotes).
// Staff routes are admin only (401 anonymous, 403 other roles, 404 unknown, 400 bad input, 409 a change
// the quote's state does not allow). The public routes take the link's token, are throttled per client
// address before the body is read, and answer 404 for an unknown link, 410 withdrawn or expired, and 409
// accepted already or revised since.
import { drawingPartsFor, planJobMs } from '../../domain/jobCost';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { QUOTE_MESSAGES } from '../../domain/quotes';
import { errorResponse } from '../../domain/schemas/errors';
import { isUuid } from '../../domain/schemas/fields';
import { idParams } from '../../domain/schemas/projects';
import {
  publicQuote,
  QUOTE_PAGE_DEFAULT,
  quoteAccept,
  quoteAcceptResult,
  quoteChanges,
  quoteDetail,
  quoteDraftPatch,
  quoteList,
  quoteListQuery,
  quoteSend,
  quoteTokenParams,
} from '../../domain/schemas/quotes';
import { THROTTLE_POLICY } from '../auth/policy';
import { currentUser } from '../auth/guard';
import type { AppDeps } from '../deps';
import { BAD_CURSOR, decodeCursor, nextPageHeaders } from '../services/keyset';
import {
  acceptQuote,
  createQuoteFromLead,
  listQuotes,
  loadQuoteDetail,
  quoteDocument,
  requestChanges,
  reviseQuote,
  sendQuote,
  updateDraft,
  viewPublicQuote,
  withdrawQuote,
  type ChangeResult,
  type PlanOf,
  type QuoteServices,
} from '../services/quotes';
import { sendError, sendFound, sendJobRefusal, TOO_MANY_REQUESTS } from './errors';
import { quotesAdminOnly } from './staffQuoteDraft';
import { throttleBeforeBody } from './throttleHook';
import { deliveryDaysQuery, publicDeliveryDayList } from '../../domain/schemas/delivery';
import { deliveryDaysForQuote } from '../services/quoteDays';

const LEAD_NOT_FOUND = 'Lead not found';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 415: errorResponse };
const changeErrors = { ...errors, 409: errorResponse };
const publicErrors = {
  400: errorResponse,
  404: errorResponse,
  409: errorResponse,
  410: errorResponse,
  415: errorResponse,
  429: errorResponse,
};
const QUOTE_BODY_LIMIT = 256 * 1024;
const tags = ['quotes'];

export const quotesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, catalogue, outbox, cpuPool, cpuJobs } = deps;
  const adminOnly = quotesAdminOnly(deps);
  const services: QuoteServices = { db, outbox, catalogue, salesEmail: deps.config.mail.salesEmail, now: () => deps.now() };
  const staffOf = (request: Parameters<typeof currentUser>[0]) => {
    const { id, email } = currentUser(request);
    return { id, email };
  };
  const find = (id: string) => loadQuoteDetail(db, id, catalogue, deps.now());
  /** A quote just written: it exists. */
  const detail = async (id: string) => (await find(id))!;

  /** A change's answer: the quote as it now reads, or why not. */
  async function answer(reply: FastifyReply, id: string, result: ChangeResult) {
    if (result.kind === 'not_found') return sendError(reply, 404, QUOTE_MESSAGES.notFound);
    if (result.kind === 'conflict') return sendError(reply, 409, result.message);
    if (result.kind === 'invalid') return sendError(reply, 400, result.issues[0].message, result.issues);
    outbox.wake();
    reply.header('cache-control', 'no-store');
    return reply.send(await detail(id));
  }

  app.get(
    '/api/quotes',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Every quote, newest first, by status and search (number, name, email). X-Next-Cursor and Link name the next page.',
        querystring: quoteListQuery,
        response: { 200: quoteList, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      const { status, q, cursor } = request.query;
      const limit = request.query.limit ?? QUOTE_PAGE_DEFAULT;
      const position = cursor ? decodeCursor(cursor) : null;
      if (cursor && !position) return sendError(reply, 400, BAD_CURSOR, [{ path: ['querystring', 'cursor'], message: BAD_CURSOR }]);
      const page = await listQuotes(db, { status, q: q || undefined, limit, cursor: position, now: deps.now() });
      if (page.next) reply.headers(nextPageHeaders('/api/quotes', { status, q, limit }, page.next));
      reply.header('cache-control', 'no-store');
      return page.quotes;
    },
  );

  app.get(
    '/api/quotes/:id',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'One quote: its draft lines and totals, every sent version, change requests and its order',
        params: idParams,
        response: { 200: quoteDetail, ...errors },
      },
    },
    async (request, reply) => {
      return sendFound(reply, isUuid(request.params.id) ? await find(request.params.id) : null, QUOTE_MESSAGES.notFound);
    },
  );

  app.patch(
    '/api/quotes/:id',
    {
      preValidation: adminOnly,
      bodyLimit: QUOTE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Save the draft (only the fields sent; lines replace the draft lines); 409 once sent (revise first)',
        params: idParams,
        body: quoteDraftPatch,
        response: { 200: quoteDetail, ...changeErrors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) return sendError(reply, 404, QUOTE_MESSAGES.notFound);
      return answer(reply, id, await updateDraft(services, id, request.body, staffOf(request)));
    },
  );

  app.post(
    '/api/quotes/:id/send',
    {
      preValidation: adminOnly,
      bodyLimit: 1024,
      schema: {
        tags,
        summary:
          'Freeze the draft as its version and e-mail the customer the PDF and link; the lead reads Quoted. ' +
          'Valid 30 days unless a date 1 to 90 days ahead is set',
        params: idParams,
        body: quoteSend,
        response: { 200: quoteDetail, ...changeErrors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) return sendError(reply, 404, QUOTE_MESSAGES.notFound);
      return answer(reply, id, await sendQuote(services, id, request.body ?? {}, staffOf(request)));
    },
  );

  app.post(
    '/api/quotes/:id/revise',
    {
      preValidation: adminOnly,
      bodyLimit: 1024,
      schema: {
        tags,
        summary: 'Start the next version as a draft from the sent one; the sent version can no longer be accepted',
        params: idParams,
        response: { 200: quoteDetail, ...changeErrors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) return sendError(reply, 404, QUOTE_MESSAGES.notFound);
      return answer(reply, id, await reviseQuote(services, id));
    },
  );

  app.post(
    '/api/quotes/:id/withdraw',
    {
      preValidation: adminOnly,
      bodyLimit: 1024,
      schema: {
        tags,
        summary: "Withdraw the quote: the customer's links end",
        params: idParams,
        response: { 200: quoteDetail, ...changeErrors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) return sendError(reply, 404, QUOTE_MESSAGES.notFound);
      return answer(reply, id, await withdrawQuote(services, id));
    },
  );

  app.get(
    '/api/quotes/:id/pdf',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'The quote as a PDF: the latest sent version, or the draft while one is being prepared',
        params: idParams,
        produces: ['application/pdf'],
        // A Buffer is sent as it is (Fastify serialises no Buffer), so 200 only documents the PDF.
        response: { 200: z.any().describe('application/pdf: the quote'), ...errors, 429: errorResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      const found = isUuid(request.params.id) ? await find(request.params.id) : null;
      if (!found) return sendError(reply, 404, QUOTE_MESSAGES.notFound);
      const staff = staffOf(request);
      const pdf = await cpuJobs({ who: `user:${staff.id}`, budget: true }, () => cpuPool.quotePdf(quoteDocument(found)));
      if (!pdf.ok) return sendJobRefusal(reply, pdf);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${found.number}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf.value);
    },
  );

  /** A quote request's priced plan, on the CPU pool within the staff member's limits; null when it cannot be planned. */
  const planFor =
    (userId: string): PlanOf =>
    async (drawing, prices) => {
      const { boardItems, hardwareItems } = await catalogue.get();
      const estimateMs = planJobMs(drawingPartsFor(drawing, boardItems));
      const result = await cpuJobs({ who: `user:${userId}`, budget: true, estimateMs }, () =>
        cpuPool.designMaterials(drawing, boardItems, hardwareItems, prices),
      );
      return result.ok ? result.value : null;
    };

  app.post(
    '/api/leads/:id/quote',
    {
      preValidation: adminOnly,
      bodyLimit: 1024,
      schema: {
        tags,
        summary:
          "A draft for the lead's customer: from a quote request, every line of its plan's priced list at the prices the customer saw " +
          '(or, without a drawing in a colour, area x 1.4 boards, clip boxes and the suggested hardware); from an enquiry, empty',
        params: idParams,
        response: { 201: quoteDetail, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const staff = staffOf(request);
      const result = isUuid(id) ? await createQuoteFromLead(services, id, staff, planFor(staff.id)) : null;
      if (!result || result.kind === 'not_found') return sendError(reply, 404, LEAD_NOT_FOUND);
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send(await detail(result.id));
    },
  );

  // ---- The customer's link ----

  const throttle = throttleBeforeBody(
    db,
    () => deps.now(),
    (request) => [[`quote-link:address:${request.ip}`, THROTTLE_POLICY.quoteLinkPerAddress]],
    TOO_MANY_REQUESTS,
  );
  const publicTags = ['public quotes'];
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');

  app.get(
    '/api/public/quotes/:token',
    {
      onRequest: throttle,
      schema: {
        tags: publicTags,
        summary: 'The latest sent version behind a quote link; the first view marks the quote Viewed',
        params: quoteTokenParams,
        response: { 200: publicQuote, ...publicErrors },
      },
    },
    async (request, reply) => {
      const result = await viewPublicQuote(services, request.params.token);
      noStore(reply);
      if (!result.ok) return sendError(reply, result.refusal.status, result.refusal.message);
      return result.value;
    },
  );

  app.post(
    '/api/public/quotes/:token/accept',
    {
      onRequest: throttle,
      bodyLimit: 8 * 1024,
      schema: {
        tags: publicTags,
        summary:
          "Accept the quote: one pending order at exactly the quote's lines and prices, owned by the account with the quote's email " +
          '(a client account is made and invited to set a password when there is none); the lead reads Won',
        params: quoteTokenParams,
        body: quoteAccept,
        response: { 201: quoteAcceptResult, ...publicErrors },
      },
    },
    async (request, reply) => {
      const result = await acceptQuote(services, request.params.token, request.body);
      noStore(reply);
      if (!result.ok && 'issues' in result) return sendError(reply, 400, result.issues[0].message, result.issues);
      if (!result.ok) return sendError(reply, result.refusal.status, result.refusal.message);
      outbox.wake();
      return reply.code(201).send(result.value);
    },
  );

  // The Accept quote calendar's marks: the customer has no sign-in, so the link stands in for one (the
  // signed-in GET /api/delivery/days stays as it is); counted per address on a key of its own.
  const daysThrottle = throttleBeforeBody(
    db,
    () => deps.now(),
    (request) => [[`quote-link:days:address:${request.ip}`, THROTTLE_POLICY.quoteDaysPerAddress]],
    TOO_MANY_REQUESTS,
  );

  app.get(
    '/api/public/quotes/:token/days',
    {
      onRequest: daysThrottle,
      schema: {
        tags: publicTags,
        summary:
          'Each day from `from` to `to` (at most 120) for the Accept quote calendar: deliverable (or open for pickup) or why not, ' +
          'as the order wizard marks them; refused as the link is when the quote cannot be accepted',
        params: quoteTokenParams,
        querystring: deliveryDaysQuery,
        response: { 200: publicDeliveryDayList, ...publicErrors },
      },
    },
    async (request, reply) => {
      const result = await deliveryDaysForQuote(services, request.params.token, request.query);
      noStore(reply);
      if (!result.ok) return sendError(reply, result.refusal.status, result.refusal.message);
      return result.value;
    },
  );

  app.post(
    '/api/public/quotes/:token/changes',
    {
      onRequest: throttle,
      bodyLimit: 32 * 1024,
      schema: {
        tags: publicTags,
        summary: 'Ask for changes: the message is kept on the quote and e-mailed to sales; the quote reads Changes requested',
        params: quoteTokenParams,
        body: quoteChanges,
        response: { 201: publicQuote, ...publicErrors },
      },
    },
    async (request, reply) => {
      const result = await requestChanges(services, request.params.token, request.body.message, request.ip);
      noStore(reply);
      if (!result.ok) return sendError(reply, result.refusal.status, result.refusal.message);
      outbox.wake();
      return reply.code(201).send(result.value);
    },
  );
};

/** Kept beside the routes for the docs' tag list (routes/index.ts). */
export const QUOTE_TAGS = [
  { name: 'quotes', description: 'Staff quotes: drafts, versions, sending, revising and withdrawing (admins only)' },
  { name: 'public quotes', description: "The customer's quote link: view, accept, request changes (no sign-in)" },
] as const;
