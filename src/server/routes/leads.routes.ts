// Public leads (docs/product.md#calls): the contact enquiry and both quote request variants. Each is stored
// before the answer is sent, throttled per client address in the database (so the limit holds across
// processes) and size-limited. Storing them, with the server's own figures and the e-mail each owes
// (docs/product.md#e-mail) in the lead's own statement, is services/leadIntake.ts.
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../domain/schemas/errors';
import {
  contactRequest,
  leadCreatedResponse,
  quoteRequest,
  quoteRequestCalculator,
  quoteRequestFull,
  quoteVariantSchema,
  type QuoteRequest,
} from '../../domain/schemas/leads';
import { createGuards } from '../auth/guard';
import { THROTTLE_POLICY, type ThrottleRule } from '../auth/policy';
import type { AppDeps } from '../deps';
import { quoteCreate, quoteDetail } from '../../domain/schemas/quotes';
import { drawingPartsFor, planJobMs } from '../../domain/jobCost';
import { pricesUpdatedResponse } from '../../domain/schemas/orders';
import { PRICES_UPDATED } from '../../domain/messages';
import type { PriceContext } from '../../domain/tradePricing';
import { priceContextFor } from '../services/tradeAccounts';
import type { QuotePlan } from '../workers/cpuTasks';
import { createEnquiry, createQuote, quoteDesignId, quotePricesUpdate } from '../services/leadIntake';
import { quoteDrawingOf } from '../services/quotes';
import { TOO_MANY_REQUESTS } from './errors';
import { staffDraftCreation } from './staffQuoteDraft';
import { throttleBeforeBody } from './throttleHook';

const LEAD_BODY_LIMIT = 64 * 1024;

const responses = {
  201: leadCreatedResponse,
  400: errorResponse,
  403: errorResponse,
  413: errorResponse,
  415: errorResponse,
  429: errorResponse,
};

/** A calculator request with shown prices that differ from the server's (docs/product.md#catalogue) stores nothing. */
const quoteResponses = { ...responses, 409: pricesUpdatedResponse };

type CompileInput = Parameters<typeof validatorCompiler>[0];
const quoteValidators = new Map(
  [quoteRequestCalculator, quoteRequestFull].map((schema) => [
    schema,
    validatorCompiler({ schema, method: 'POST', url: '/quotes' } as unknown as CompileInput),
  ]),
);
/** The quote body's only part is the body; validate it as the variant its shape says it is. */
function validateQuoteBody(data: unknown) {
  return quoteValidators.get(quoteVariantSchema(data))!(data);
}
const validateStaffDraft = validatorCompiler({ schema: quoteCreate, method: 'POST', url: '/api/quotes' } as unknown as CompileInput);

export const leadsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, outbox, config, catalogue, cpuPool, cpuJobs } = deps;
  const { optionalUser } = createGuards(deps);
  const mail = { outbox, salesEmail: config.mail.salesEmail };
  const staffDraft = staffDraftCreation(deps);

  /** The public forms' throttle: a burst limit and a 10-minute window per client address. */
  const throttle = (rules: Record<string, ThrottleRule>) =>
    throttleBeforeBody(
      db,
      () => deps.now(),
      (request) => Object.entries(rules).map(([kind, rule]) => [`${kind}:address:${request.ip}`, rule]),
      TOO_MANY_REQUESTS,
    );

  /**
   * The drawing's plan for the quote's stored figures (docs/product.md#bill-of-materials: its figures and
   * priced list, at the signed-in sender's prices as the calculator showed them), on the CPU pool within
   * the address's limits (its estimate charged before it starts); null when there is no drawing or the
   * pool refuses (the quote is kept).
   */
  async function quotePlanOf(quote: QuoteRequest, prices: PriceContext | undefined, address: string): Promise<QuotePlan | null> {
    const { byId, boardItems, hardwareItems } = await catalogue.get();
    const drawing = 'shapes' in quote ? quoteDrawingOf(quote as unknown as Record<string, unknown>, byId) : null;
    if (!drawing) return null;
    const estimateMs = planJobMs(drawingPartsFor(drawing, boardItems));
    const result = await cpuJobs({ who: `address:${address}`, budget: true, estimateMs }, (lane) =>
      cpuPool.quotePlan(drawing, boardItems, hardwareItems, prices, lane),
    );
    return result.ok ? result.value : null;
  }

  // One registration answers /api/contact and /api/contact/ (the app ignores trailing slashes).
  app.post(
    '/api/contact',
    {
      bodyLimit: LEAD_BODY_LIMIT,
      onRequest: throttle({ 'contact-burst': THROTTLE_POLICY.contactBurstPerAddress, contact: THROTTLE_POLICY.contactPerAddress }),
      schema: { tags: ['leads'], summary: 'Contact enquiry from the landing page', body: contactRequest, response: responses },
    },
    async (request, reply) => {
      const id = await createEnquiry(db, mail, request.body, request.ip);
      outbox.wake();
      return reply.code(201).send({ success: true, id });
    },
  );

  const quoteThrottle = throttle({ 'quote-burst': THROTTLE_POLICY.quoteBurstPerAddress, quote: THROTTLE_POLICY.quotePerAddress });
  for (const url of ['/quotes', '/api/quotes']) {
    app.post(
      url,
      {
        bodyLimit: LEAD_BODY_LIMIT,
        onRequest:
          url === '/api/quotes'
            ? async (request, reply) => {
                if (!(await staffDraft.isAdmin(request))) return quoteThrottle(request, reply);
              }
            : quoteThrottle,
        // Staff's new draft (staffQuoteDraft.ts) shares /api/quotes: its guard answers 401/403 before the body is judged.
        ...(url === '/api/quotes' ? { preValidation: staffDraft.guard } : {}),
        // The variant is picked by the body's shape, so errors name only that variant's fields.
        validatorCompiler: () => (data: unknown) =>
          url === '/api/quotes' && staffDraft.isStaffDraft(data) ? validateStaffDraft(data) : validateQuoteBody(data),
        schema: {
          tags: ['leads'],
          summary:
            url === '/api/quotes'
              ? 'Quote request: the full form or the calculator variant (with shapes); or, from an admin, a new quote draft ' +
                '(a body with customerName, customerEmail, customerPhone, customerSuburb: 201 with the quote)'
              : 'Quote request: the full form or the calculator variant (with shapes)',
          body: url === '/api/quotes' ? z.union([quoteRequest, quoteCreate]) : quoteRequest,
          response:
            url === '/api/quotes'
              ? { ...quoteResponses, 201: z.union([leadCreatedResponse, quoteDetail]), 401: errorResponse }
              : quoteResponses,
        },
      },
      async (request, reply) => {
        if (url === '/api/quotes' && staffDraft.isStaffDraft(request.body)) return staffDraft.create(request, reply);
        const quote = request.body as QuoteRequest;
        const sender = quoteDesignId(quote) || 'materials' in quote ? await optionalUser(request) : null;
        const prices = sender ? await priceContextFor(db, sender.id) : undefined;
        const plan = await quotePlanOf(quote, prices, request.ip);
        // docs/product.md#catalogue: a list priced before a price change is not stored at the old prices: 409, nothing stored.
        const update = quotePricesUpdate(quote, plan, (await catalogue.get()).byId, prices);
        if (update?.changes.length) return reply.code(409).send({ message: PRICES_UPDATED, changes: update.changes, ...update.totals });
        const id = await createQuote(db, { ...mail, catalogue }, { quote, sender, clientAddress: request.ip, plan });
        outbox.wake();
        return reply.code(201).send({ success: true, id });
      },
    );
  }
};
