// Public leads (spec section 7): the contact enquiry and both quote request variants. Each is stored
// before the answer is sent, throttled per client address in the database (so the limit holds across
// processes) and size-limited. A quote also keeps the server's own figures (spec section 9). The e-mail
// each owes (DESIGN.md "Beyond the spec: E-mail") is queued in the same transaction as the lead.
import { randomUUID } from 'node:crypto';
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BRAND_DISPLAY_NAMES, BRANDS } from '../../domain/catalogue';
import { colorHex, displayColorName } from '../../domain/colors';
import { serverBoardsFactor, serverQuoteFigures } from '../../domain/materials';
import { errorResponse } from '../../domain/schemas/errors';
import { isUuid } from '../../domain/schemas/fields';
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
import { hit } from '../auth/throttle';
import { catalogueItems, contactRequests, designs, quoteRequests } from '../db/schema';
import type { AppDeps } from '../deps';
import { enquiryDrafts, quoteDrafts, timeframeLabel, type MailDraft, type QuoteMailData } from '../mail/messages';
import { pgConstraint, pgErrorCode } from '../db/errors';
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

type CatalogueRow = typeof catalogueItems.$inferSelect;
const COLOUR_STEPS = [
  ['woodevoHomeItemId', 'WoodEvo HOME'],
  ['woodevoAdvancedItemId', 'WoodEvo ADVANCED'],
  ['millboardItemId', 'Millboard'],
] as const;

/** A colour as the catalogue names it. */
function catalogueColour(range: string, item: CatalogueRow): QuoteMailData['colours'][number] {
  const name = displayColorName(item.cfBoardColour) || item.name;
  return { range, name, hex: colorHex(name) };
}

/** The colours a quote names: the calculator's three item ids (resolved in the catalogue), or the full form's colour and items. */
function quoteColours(quote: QuoteRequest, byId: ReadonlyMap<string, CatalogueRow>): QuoteMailData['colours'] {
  const colour = (range: string, name: string): QuoteMailData['colours'][number] => ({ range, name, hex: colorHex(name) });
  if ('shapes' in quote) {
    return COLOUR_STEPS.flatMap(([key, range]): QuoteMailData['colours'] => {
      const itemId = quote[key];
      if (!itemId) return [];
      const item = byId.get(itemId);
      return item ? [catalogueColour(range, item)] : [{ range, name: itemId, hex: null }];
    });
  }
  const items = Array.isArray(quote.selectedItems) ? quote.selectedItems : [];
  const fromItems = items.flatMap((item) => {
    if (typeof item !== 'object' || item === null || !('item_id' in item)) return [];
    const name = typeof item.colour === 'string' && item.colour ? item.colour : typeof item.name === 'string' ? item.name : '';
    const range = [item.brand, item.range].filter((v) => typeof v === 'string' && v).join(' ') || quote.boardBrand;
    return name ? [colour(range, displayColorName(name))] : [];
  });
  if (fromItems.length) return fromItems;
  return quote.boardColor ? [colour(quote.boardBrand, quote.boardColor)] : [];
}

/**
 * The quote's colours that the catalogue names: the calculator's item ids and the full form's selected
 * items' ids it has. The acknowledgement shows only these, so it repeats no colour text the visitor typed.
 */
function catalogueColours(quote: QuoteRequest, byId: ReadonlyMap<string, CatalogueRow>): QuoteMailData['colours'] {
  if ('shapes' in quote)
    return COLOUR_STEPS.flatMap(([key, range]) => {
      const item = byId.get(quote[key] ?? '');
      return item ? [catalogueColour(range, item)] : [];
    });
  const items = Array.isArray(quote.selectedItems) ? quote.selectedItems : [];
  return items.flatMap((selected) => {
    const item =
      typeof selected === 'object' && selected !== null && 'item_id' in selected ? byId.get(String(selected.item_id)) : undefined;
    if (!item) return [];
    const brand = BRANDS.find((b) => b === item.cfBoardBrand);
    return [catalogueColour([brand ? BRAND_DISPLAY_NAMES[brand] : item.cfBoardBrand, item.cfBoardRange].filter(Boolean).join(' '), item)];
  });
}

function quoteMailData(
  id: string,
  quote: QuoteRequest,
  figures: ReturnType<typeof quoteServerFigures>,
  colours: QuoteMailData['colours'],
): QuoteMailData {
  return {
    id,
    fullName: quote.fullName,
    email: quote.email,
    phone: quote.phone,
    suburb: quote.suburb,
    timeframe: timeframeLabel(quote.projectTimeframe),
    needInstaller: quote.needInstaller,
    areaM2: quote.deckAreaSqMeters,
    boardBrand: quote.boardBrand,
    boardsRequired: quote.boardsRequired ?? null,
    clipBoxesNeeded: quote.clipBoxesNeeded ?? null,
    serverBoards: figures.boards,
    serverClipBoxes: figures.clipBoxes,
    colours,
    details: 'shapes' in quote ? '' : (quote.calculationDetails ?? ''),
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
  const { db, outbox, config, catalogue } = deps;
  const { optionalUser } = createGuards(deps);

  /** The lead's insert and the e-mail it owes in one statement (the outbox's CTEs beside it); one round trip. */
  const withOutbox = async (insert: SQLWrapper, drafts: MailDraft[]) => {
    const { ctes } = await outbox.ctes(drafts);
    // getSQL(): a query builder put in a template as it is comes in parentheses, which a CTE body cannot have twice.
    await db.execute(sql`with lead as (${insert.getSQL()})${ctes ? sql`, ${ctes}` : sql``} select id from lead`);
  };

  /**
   * Counts the request against every rule of its kind at once; refused when any is over, until the last of those ends.
   * Runs on onRequest, before the body is read or validated: every attempt counts, an invalid one too (README).
   */
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
      onRequest: throttle({ 'contact-burst': THROTTLE_POLICY.contactBurstPerAddress, contact: THROTTLE_POLICY.contactPerAddress }),
      schema: { tags: ['leads'], summary: 'Contact enquiry from the landing page', body: contactRequest, response: responses },
    },
    async (request, reply) => {
      const body = request.body;
      // The enquiry and the e-mail it owes are one statement (the outbox): they commit together, and the
      // answer does not wait for the sending.
      const id = randomUUID();
      const insert = db
        .insert(contactRequests)
        .values({
          id,
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
      await withOutbox(insert, enquiryDrafts({ ...body, id }, config.mail.salesEmail));
      outbox.wake();
      return reply.code(201).send({ success: true, id });
    },
  );

  for (const url of ['/quotes', '/api/quotes']) {
    app.post(
      url,
      {
        bodyLimit: LEAD_BODY_LIMIT,
        onRequest: throttle({ 'quote-burst': THROTTLE_POLICY.quoteBurstPerAddress, quote: THROTTLE_POLICY.quotePerAddress }),
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
        // A saved design the signed-in sender owns goes with the quote; any other id is dropped, never
        // refused: the quote must not be lost over it (DESIGN.md "Beyond the spec: Designs").
        const designId = 'shapes' in quote && quote.designId && isUuid(quote.designId) ? quote.designId : null;
        const sender = designId ? await optionalUser(request) : null;
        const serverFigures = quoteServerFigures(quote);
        const { byId } = await catalogue.get();
        const colours = quoteColours(quote, byId);
        const id = randomUUID();
        const insert = (withDesign: boolean) =>
          db
            .insert(quoteRequests)
            .values({
              id,
              variant: 'shapes' in quote ? 'calculator' : 'full',
              fullName: quote.fullName,
              email: quote.email,
              phone: quote.phone,
              suburb: quote.suburb,
              projectTimeframe: quote.projectTimeframe,
              needInstaller: quote.needInstaller,
              deckAreaSqMeters: String(quote.deckAreaSqMeters),
              payload: quote,
              serverFigures,
              clientAddress: request.ip,
              // Looked up in the same statement: an id that is not the sender's own design stores null.
              designId:
                withDesign && sender
                  ? sql`(select ${designs.id} from ${designs} where ${designs.id} = ${designId} and ${designs.ownerId} = ${sender.id})`
                  : null,
            })
            .returning({ id: quoteRequests.id });
        const drafts = quoteDrafts(quoteMailData(id, quote, serverFigures, colours), config.mail.salesEmail, catalogueColours(quote, byId));
        try {
          await withOutbox(insert(true), drafts);
        } catch (error) {
          // The design was deleted between the lookup and the commit: the quote is kept without it.
          if (!(pgErrorCode(error) === '23503' && pgConstraint(error)?.includes('design_id'))) throw error;
          await withOutbox(insert(false), drafts);
        }
        outbox.wake();
        return reply.code(201).send({ success: true, id });
      },
    );
  }
};
