// Public leads (spec section 7): the contact enquiry and both quote request variants. Each is stored
// before the answer is sent, throttled per client address in the database (so the limit holds across
// processes) and size-limited. A quote also keeps the server's own figures (spec section 9).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BRANDS } from '../../domain/catalogue';
import { serverBoardsFactor, serverQuoteFigures } from '../../domain/materials';
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
import { THROTTLE_POLICY, type ThrottleRule } from '../auth/policy';
import { hit } from '../auth/throttle';
import { contactRequests, quoteRequests } from '../db/schema';
import type { AppDeps } from '../deps';
import { sendError } from './errors';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.';
const LEAD_BODY_LIMIT = 64 * 1024;

const responses = {
  201: leadCreatedResponse,
  400: errorResponse,
  403: errorResponse,
  413: errorResponse,
  415: errorResponse,
  429: errorResponse,
};

/** The server's own materials figures, stored beside what the browser sent. */
export function quoteServerFigures(quote: QuoteRequest) {
  const area = quote.deckAreaSqMeters;
  return {
    areaM2: area,
    boardBrand: quote.boardBrand,
    boardsFactor: serverBoardsFactor(quote.boardBrand),
    ...serverQuoteFigures(quote.boardBrand, area),
    byBrand: Object.fromEntries(BRANDS.map((brand) => [brand, { factor: serverBoardsFactor(brand), ...serverQuoteFigures(brand, area) }])),
  };
}

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

export const leadsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  /** Counts the request against every rule of its kind at once; refused when any is over, until the last of those ends. */
  const throttle = (rules: Record<string, ThrottleRule>) => async (request: FastifyRequest, reply: FastifyReply) => {
    const now = deps.now();
    const states = await Promise.all(Object.entries(rules).map(([kind, rule]) => hit(db, `${kind}:address:${request.ip}`, rule, now)));
    const blocked = states.filter((state) => state.blocked);
    if (blocked.length) {
      reply.header('retry-after', String(Math.max(...blocked.map((state) => state.retryAfterSeconds))));
      return sendError(reply, 429, TOO_MANY_REQUESTS);
    }
  };

  // One registration answers /api/contact and /api/contact/ (the app ignores trailing slashes).
  app.post(
    '/api/contact',
    {
      bodyLimit: LEAD_BODY_LIMIT,
      preHandler: throttle({ 'contact-burst': THROTTLE_POLICY.contactBurstPerAddress, contact: THROTTLE_POLICY.contactPerAddress }),
      schema: { tags: ['leads'], summary: 'Contact enquiry from the landing page', body: contactRequest, response: responses },
    },
    async (request, reply) => {
      const body = request.body;
      const [row] = await db
        .insert(contactRequests)
        .values({
          name: body.name,
          email: body.email,
          phone: body.phone,
          projectType: body.projectType ?? null,
          timeline: body.timeline ?? null,
          message: body.message,
          newsletter: body.newsletter,
          clientAddress: request.ip,
        })
        .returning({ id: contactRequests.id });
      return reply.code(201).send({ success: true, id: row.id });
    },
  );

  for (const url of ['/quotes', '/api/quotes']) {
    app.post(
      url,
      {
        bodyLimit: LEAD_BODY_LIMIT,
        preHandler: throttle({ 'quote-burst': THROTTLE_POLICY.quoteBurstPerAddress, quote: THROTTLE_POLICY.quotePerAddress }),
        // The variant is picked by the body's shape, so errors name only that variant's fields.
        validatorCompiler: () => validateQuoteBody,
        schema: {
          tags: ['leads'],
          summary: 'Quote request: the full form or the calculator variant (with shapes)',
          body: quoteRequest,
          response: responses,
        },
      },
      async (request, reply) => {
        const quote = request.body;
        const [row] = await db
          .insert(quoteRequests)
          .values({
            variant: 'shapes' in quote ? 'calculator' : 'full',
            fullName: quote.fullName,
            email: quote.email,
            phone: quote.phone,
            suburb: quote.suburb,
            projectTimeframe: quote.projectTimeframe,
            needInstaller: quote.needInstaller,
            deckAreaSqMeters: String(quote.deckAreaSqMeters),
            payload: quote,
            serverFigures: quoteServerFigures(quote),
            clientAddress: request.ip,
          })
          .returning({ id: quoteRequests.id });
        return reply.code(201).send({ success: true, id: row.id });
      },
    );
  }
};
