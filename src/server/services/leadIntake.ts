// Public leads as they arrive (docs/product.md#calls): the contact enquiry and both quote request variants,
// each stored with the e-mails it owes in one statement (README "E-mail": the lead, its notification
// and relay rows as CTEs beside the insert, the acknowledgement day limit counted there too), so
// they commit together in one round trip. A quote also keeps the server's own figures (docs/product.md#figures-and-limits).
// The staff inbox over the stored leads is services/leads.ts.
import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import { BRAND_DISPLAY_NAMES, BRANDS, brandDisplayName } from '../../domain/catalogue';
import { colorHex, displayColorName } from '../../domain/colors';
import { serverBoardsFactor, serverQuoteFigures } from '../../domain/materials';
import { isUuid } from '../../domain/schemas/fields';
import { lineTotalCents, orderTotals, rateToCents } from '../../domain/money';
import { pricedListChanges, type PricesUpdate } from '../../domain/priceChanges';
import { RETAIL_PRICES, unitPriceFor, type PriceContext } from '../../domain/tradePricing';
import type { MaterialsPayload } from '../../domain/schemas/designMaterials';
import type { LayoutFigures } from '../../domain/schemas/designs';
import type { QuotePlan } from '../workers/cpuTasks';
import type { contactRequest, QuoteRequest } from '../../domain/schemas/leads';
import type { Db } from '../db/client';
import { pgConstraint, pgErrorCode } from '../db/errors';
import { executePrepared } from '../db/prepared';
import { catalogueItems, contactRequests, designs, quoteRequests } from '../db/schema';
import { enquiryDrafts, quoteDrafts, timeframeLabel, type MailDraft, type QuoteMailData } from '../mail/messages';
import type { Outbox } from '../mail/outbox';
import type { CatalogueCache } from './catalogue';
import { visibleTo, type Viewer } from './visibility';

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
    const range =
      [typeof item.brand === 'string' ? brandDisplayName(item.brand) : item.brand, item.range]
        .filter((v) => typeof v === 'string' && v)
        .join(' ') || brandDisplayName(quote.boardBrand);
    return name ? [colour(range, displayColorName(name))] : [];
  });
  if (fromItems.length) return fromItems;
  return quote.boardColor ? [colour(brandDisplayName(quote.boardBrand), quote.boardColor)] : [];
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
  figures: ReturnType<typeof quoteServerFigures> & { layout: LayoutFigures | null; materials: MaterialsPayload | null },
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
    layout: figures.layout,
    materials: figures.materials,
    colours,
    details: 'shapes' in quote ? '' : (quote.calculationDetails ?? ''),
  };
}

/**
 * docs/product.md#catalogue: a calculator quote request's shown prices against the priced list the server would store
 * with it: the plan's (at the sender's prices), or when it could not be planned the request's own list at today's
 * prices. Null without shown prices (the spec's API: stored as before).
 */
export function quotePricesUpdate(
  quote: QuoteRequest,
  plan: QuotePlan | null,
  byId: ReadonlyMap<string, CatalogueRow>,
  prices: PriceContext = RETAIL_PRICES,
): PricesUpdate | null {
  if (!('shapes' in quote) || !quote.shownPrices) return null;
  const retailOf = (itemId: string) => {
    const item = byId.get(itemId);
    return item ? rateToCents(Number(item.rate)) : undefined;
  };
  if (plan?.materials) {
    const lines = plan.materials.lines.map((l) => ({ ...l, retailCents: retailOf(l.itemId) ?? l.unitPriceCents }));
    return pricedListChanges(quote.shownPrices, lines, plan.materials.totals);
  }
  const lines = (quote.materials?.lines ?? []).map((l) => {
    const item = byId.get(l.itemId);
    if (!item) return { ...l, retailCents: l.unitPriceCents };
    const price = unitPriceFor({ item_id: item.itemId, rate: Number(item.rate), kind: item.kind }, prices);
    return { ...l, unitPriceCents: price.unitPriceCents, retailCents: price.retailCents };
  });
  return pricedListChanges(quote.shownPrices, lines, orderTotals(lines.map((l) => lineTotalCents(l.unitPriceCents, l.quantity))));
}

/** Where a new lead's e-mails go: written in the lead's own statement. */
export interface LeadMail {
  outbox: Pick<Outbox, 'ctes'>;
  salesEmail: string;
}

/** The lead's insert and the e-mail it owes in one statement (the outbox's CTEs beside it); one round trip. */
async function withOutbox(db: Db, outbox: LeadMail['outbox'], insert: SQLWrapper, drafts: MailDraft[]) {
  const { ctes } = await outbox.ctes(drafts);
  // getSQL(): a query builder put in a template as it is comes in parentheses, which a CTE body cannot have twice.
  await executePrepared(db, sql`with lead as (${insert.getSQL()})${ctes ? sql`, ${ctes}` : sql``} select id from lead`);
}

/** Stores a contact enquiry and queues its e-mails; answers its id. The caller wakes the outbox. */
export async function createEnquiry(db: Db, mail: LeadMail, body: z.infer<typeof contactRequest>, clientAddress: string): Promise<string> {
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
      clientAddress,
    })
    .returning({ id: contactRequests.id });
  await withOutbox(db, mail.outbox, insert, enquiryDrafts({ ...body, id }, mail.salesEmail));
  return id;
}

/** The saved design a quote names, when it names one by a well-formed id (only then is its sender looked up). */
export function quoteDesignId(quote: QuoteRequest): string | null {
  return 'shapes' in quote && quote.designId && isUuid(quote.designId) ? quote.designId : null;
}

/**
 * Stores a quote request with the server's figures and queues its e-mails; answers its id. The caller
 * wakes the outbox. A saved design the signed-in sender owns goes with the quote; any other id is
 * dropped, never refused: the quote must not be lost over it (docs/product.md#designs).
 */
export async function createQuote(
  db: Db,
  mail: LeadMail & { catalogue: CatalogueCache },
  input: {
    quote: QuoteRequest;
    sender: Viewer | null;
    clientAddress: string;
    /** The plan of the drawing sent (docs/product.md#bill-of-materials: its figures and priced list), when it could be planned. */
    plan?: QuotePlan | null;
  },
): Promise<string> {
  const { quote, sender } = input;
  const designId = quoteDesignId(quote);
  const serverFigures = { ...quoteServerFigures(quote), layout: input.plan?.layout ?? null, materials: input.plan?.materials ?? null };
  const { byId } = await mail.catalogue.get();
  const colours = quoteColours(quote, byId);
  const id = randomUUID();
  const ownDesign = sender ? visibleTo(sender, 'designs', designs.ownerId) : undefined;
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
        clientAddress: input.clientAddress,
        // Looked up in the same statement: an id that is not the sender's own design stores null.
        designId:
          withDesign && sender && designId
            ? sql`(select ${designs.id} from ${designs} where ${and(eq(designs.id, designId), ownDesign)})`
            : null,
      })
      .returning({ id: quoteRequests.id });
  const drafts = quoteDrafts(quoteMailData(id, quote, serverFigures, colours), mail.salesEmail, catalogueColours(quote, byId));
  try {
    await withOutbox(db, mail.outbox, insert(true), drafts);
  } catch (error) {
    // The design was deleted between the lookup and the commit: the quote is kept without it.
    if (!(pgErrorCode(error) === '23503' && pgConstraint(error)?.includes('design_id'))) throw error;
    await withOutbox(db, mail.outbox, insert(false), drafts);
  }
  return id;
}
