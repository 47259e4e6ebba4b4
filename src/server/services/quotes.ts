// Staff quotes accepted online (docs/product.md#quotes): drafts numbered
// Q-{year}-{sequence}, edited line by line, frozen as a version on each send with the customer's e-mail
// (through the outbox, its link made as it is sent), revised and withdrawn; the customer's link shows the
// latest sent version, records the first view, takes change requests, and accepts: one order, at the
// quote's own prices, through the orders service's insert. Routes stay thin over these.
import type { z } from 'zod';
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { hardwareSuggestions, QUOTE_COLOR_STEPS } from '../../domain/catalogue';
import { TIME_ZONE } from '../../domain/constants';
import { isTodayOrLater } from '../../domain/dates';
import { orderRef } from '../../domain/format';
import { materialsForArea } from '../../domain/materials';
import { MESSAGES } from '../../domain/messages';
import { rateToCents } from '../../domain/money';
import { pickupAddress } from '../../domain/orderPayload';
import { quoteItemPrice } from '../../domain/quotePricing';
import {
  defaultValidUntil,
  effectiveQuoteStatus,
  formatQuoteNumber,
  isOpenStatus,
  OPEN_QUOTE_STATUSES,
  quoteTotals,
  quoteYear,
  reminderDueAt,
  validUntilProblem,
  type QuoteDiscount,
  type QuoteStatus,
} from '../../domain/quotes';
import { discountLineOf } from '../../domain/quoteDiscountLine';
import type { ValidationIssue } from '../../domain/schemas/errors';
import type { PriceContext } from '../../domain/tradePricing';
import { deckOptions, type DesignDrawing } from '../../domain/schemas/designs';
import type { LeadKind } from '../../domain/leads';
import { quoteMaterials, type quoteShape } from '../../domain/schemas/leads';
import type { MaterialsPayload } from '../../domain/schemas/designMaterials';
import type {
  PublicQuote,
  QuoteAccept,
  QuoteCreate,
  QuoteDetail,
  QuoteDraftPatch,
  QuoteLine,
  QuoteLineInput,
  QuoteSummary,
  QuoteVersion,
} from '../../domain/schemas/quotes';
import { hashToken } from '../auth/tokens';
import type { Db } from '../db/client';
import {
  catalogueItems,
  contactRequests,
  leadStatusHistory,
  quoteChangeRequests,
  quoteLines,
  quoteLinks,
  quoteNumbers,
  quoteRequests,
  quotes,
  quoteVersions,
  users,
} from '../db/schema';
import { invitationDraft, orderDrafts, type MailDraft } from '../mail/messages';
import type { Outbox } from '../mail/outbox';
import { quoteAcceptedDraft, quoteChangesDraft, quoteReminderDraft, quoteSentDraft, type QuoteLinkMailData } from '../mail/quoteMessages';
import type { DocumentLine } from '../pdf/documentParts';
import type { QuoteDocument } from '../pdf/quotePdf';
import type { CatalogueCache } from './catalogue';
import { customerPricesFor } from './quotePrices';
import { beforeCursor, containsPattern, cursorTime, encodeCursor, type Cursor } from './keyset';
import { requestHash, insertOrder, reserveLines, stockLinesOf, type CheckedLines, type ExtraLine } from './orders';
import { newOrderBackOrderDays } from './stock';
import { issueLink } from './people';
import { buyerTermsFor, lockedCreditPosition, poRequiredForEmail } from './orderAccount';
import { poIssue, preferredDayIssue } from './orderRules';

type QuoteShape = z.infer<typeof quoteShape>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type CatalogueRow = typeof catalogueItems.$inferSelect;
type QuoteRow = typeof quotes.$inferSelect;
type LineRow = typeof quoteLines.$inferSelect;

export interface Staff {
  id: string;
  email: string;
}

export interface QuoteServices {
  db: Db;
  outbox: Pick<Outbox, 'queue'>;
  catalogue: CatalogueCache;
  salesEmail: string;
  now: () => Date;
}

// ---- Status as it reads now ----

/** An open quote past its date reads expired (Melbourne end of its last day), as effectiveQuoteStatus says. */
function expiredSql(now: Date): SQL {
  const endOfLastDay = sql`((${quotes.validUntil} + 1)::timestamp at time zone ${TIME_ZONE})`;
  return sql`(${quotes.validUntil} is not null and ${now.toISOString()}::timestamptz >= ${endOfLastDay})`;
}

const OPEN = sql.raw(`(${OPEN_QUOTE_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/** The list's status filter on what a quote reads now. */
function statusFilter(status: QuoteStatus, now: Date): SQL | undefined {
  if (status === 'expired') return or(eq(quotes.status, 'expired'), and(sql`${quotes.status} in ${OPEN}`, expiredSql(now)));
  if (isOpenStatus(status)) return and(eq(quotes.status, status), sql`not ${expiredSql(now)}`);
  return eq(quotes.status, status);
}

const statusOf = (row: Pick<QuoteRow, 'status' | 'validUntil'>, now: Date) => effectiveQuoteStatus(row.status, row.validUntil, now);

// ---- Lines ----

/** A catalogue row as the price rule reads it. */
const priceOf = (item: CatalogueRow, prices: PriceContext) =>
  quoteItemPrice({ item_id: item.itemId, rate: Number(item.rate), kind: item.kind }, prices);

function toLine(
  row: LineRow,
  catalogue: ReadonlyMap<string, CatalogueRow>,
  emails: ReadonlyMap<string, string>,
  prices: PriceContext,
): QuoteLine {
  const item = row.itemId ? catalogue.get(row.itemId) : undefined;
  // docs/product.md#trade-accounts: a line at the customer's company price shows the catalogue price it replaced when priced.
  const tradePrice = row.kind === 'item' && !row.overridden && row.retailCents !== null && row.retailCents !== row.unitPriceCents;
  const customerPriceCents =
    row.kind !== 'item' ? null : !row.overridden ? row.unitPriceCents : item ? priceOf(item, prices).customerPriceCents : null;
  return {
    id: row.id,
    kind: row.kind as 'item' | 'free',
    itemId: row.itemId,
    sku: row.sku,
    description: row.description,
    unit: row.unit,
    quantity: row.quantity,
    unitPriceCents: row.unitPriceCents,
    lineTotalCents: row.unitPriceCents * row.quantity,
    cataloguePriceCents: item ? rateToCents(Number(item.rate)) : null,
    overridden: row.overridden,
    overriddenBy: row.overriddenBy ? (emails.get(row.overriddenBy) ?? null) : null,
    tradePrice,
    retailPriceCents: tradePrice ? row.retailCents : null,
    customerPriceCents,
  };
}

/** A sent version's lines as stored; versions sent before trade prices lack their fields and read as catalogue-priced. */
function storedLines(json: unknown): QuoteLine[] {
  return (json as Partial<QuoteLine>[]).map(
    (l) => ({ tradePrice: false, retailPriceCents: null, customerPriceCents: null, ...l }) as QuoteLine,
  );
}

/** The lines as the PDF and the e-mail print them: the price charged, and the catalogue's beside a trade price. */
function documentLines(lines: readonly QuoteLine[]): DocumentLine[] {
  return lines.map((l) => ({
    name: l.description,
    quantity: l.quantity,
    unit: l.unit,
    unitPriceCents: l.unitPriceCents,
    lineTotalCents: l.lineTotalCents,
    retailPriceCents: l.tradePrice ? l.retailPriceCents : null,
  }));
}

/** The lines with the discount line after them, when one shows, and their totals. */
function withDiscountLine(
  lines: QuoteLine[],
  discount: QuoteDiscount | null,
): { lines: QuoteLine[]; totals: ReturnType<typeof quoteTotals> } {
  const totals = quoteTotals(lines, discount);
  const line = discountLineOf(discount, totals.discountLineCents);
  return { lines: line ? [...lines, line] : lines, totals };
}

const discountOf = (value: unknown): QuoteDiscount | null => (value && typeof value === 'object' ? (value as QuoteDiscount) : null);

// ---- Numbers and creation ----

/** The next number of the Melbourne year the draft is made in; the upsert's row lock serialises drafts made at once. */
async function nextNumber(tx: Tx, now: Date): Promise<string> {
  const year = quoteYear(now);
  const [row] = await tx
    .insert(quoteNumbers)
    .values({ year, lastSequence: 1 })
    .onConflictDoUpdate({ target: quoteNumbers.year, set: { lastSequence: sql`${quoteNumbers.lastSequence} + 1` } })
    .returning({ sequence: quoteNumbers.lastSequence });
  return formatQuoteNumber(year, row.sequence);
}

export interface NewLine {
  kind: 'item' | 'free';
  itemId: string | null;
  sku: string | null;
  description: string;
  unit: string;
  quantity: number;
  unitPriceCents: number;
  overridden: boolean;
  overriddenBy: string | null;
  /** The catalogue price the customer's trade price replaces (quoteLines.retailCents). */
  retailCents: number | null;
}

/** A catalogue line at the customer's price (docs/product.md#trade-accounts). */
function itemLine(item: CatalogueRow, quantity: number, prices: PriceContext): NewLine {
  const price = priceOf(item, prices);
  return {
    kind: 'item',
    itemId: item.itemId,
    sku: item.sku,
    description: item.name,
    unit: item.unit,
    quantity: Math.min(10_000, Math.max(1, quantity)),
    unitPriceCents: price.customerPriceCents,
    overridden: false,
    overriddenBy: null,
    retailCents: price.retailPriceCents,
  };
}

async function insertQuote(
  tx: Tx,
  input: { customer: QuoteCreate; createdBy: string; now: Date; lead?: { id: string; kind: LeadKind }; lines?: NewLine[] },
): Promise<string> {
  const number = await nextNumber(tx, input.now);
  const lines = input.lines ?? [];
  const [row] = await tx
    .insert(quotes)
    .values({
      number,
      leadId: input.lead?.id ?? null,
      leadKind: input.lead?.kind ?? null,
      customerName: input.customer.customerName,
      customerEmail: input.customer.customerEmail,
      customerPhone: input.customer.customerPhone,
      customerSuburb: input.customer.customerSuburb,
      createdBy: input.createdBy,
      totalCents: quoteTotals(lines).totalCents,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: quotes.id });
  if (lines.length) await tx.insert(quoteLines).values(lines.map((l, position) => ({ ...l, quoteId: row.id, position })));
  return row.id;
}

/** POST /api/quotes: an empty draft for a customer who never sent a lead. */
export async function createQuote(db: Db, customer: QuoteCreate, staff: Staff, now: Date): Promise<string> {
  return db.transaction((tx) => insertQuote(tx, { customer, createdBy: staff.id, now }));
}

/** The lead's outline of each shape: its points, or its bounding box's corners (the spec's rectangle-only body). */
function shapeOutline(s: QuoteShape) {
  return {
    id: s.id,
    points: s.points ?? [
      { x: s.x, y: s.y },
      { x: s.x + s.width, y: s.y },
      { x: s.x + s.width, y: s.y + s.height },
      { x: s.x, y: s.y + s.height },
    ],
  };
}

/** The colour the customer chose for the brand they chose (the quote dialog's item of that brand's step). */
function chosenColour(payload: Record<string, unknown>, byId: ReadonlyMap<string, CatalogueRow>): CatalogueRow | null {
  const brand = typeof payload.boardBrand === 'string' ? payload.boardBrand.toLowerCase() : '';
  const steps = [...QUOTE_COLOR_STEPS].sort((a, b) => Number(b.brand.toLowerCase() === brand) - Number(a.brand.toLowerCase() === brand));
  for (const step of steps) {
    const id = payload[step.itemIdField];
    const item = typeof id === 'string' ? byId.get(id.trim()) : undefined;
    if (item?.kind === 'board') return item;
  }
  return null;
}

/** A drawing's priced list at the customer's prices (on the CPU pool, within the staff member's limits); null when it cannot be planned. */
export type PlanOf = (drawing: DesignDrawing, prices: PriceContext) => Promise<MaterialsPayload | null>;

/**
 * The draft a quote request starts from: the priced list of its drawing's plan (every line the
 * customer's calculator showed, frame and steps included), or, without a drawing in a colour, the
 * spec's area x 1.4 boards in the chosen colour, the clip boxes and the hardware the catalogue suggests.
 */
/**
 * The drawing a calculator quote request describes (docs/product.md#bill-of-materials): its shapes in the
 * colour the calculator planned (else the colour chosen for its brand), with the board direction and the
 * build choices it was planned with; null without shapes or a colour.
 */
export function quoteDrawingOf(payload: Record<string, unknown>, byId: ReadonlyMap<string, CatalogueRow>): DesignDrawing | null {
  const planned = typeof payload.colorItemId === 'string' ? byId.get(payload.colorItemId) : undefined;
  const colour = planned?.kind === 'board' ? planned : chosenColour(payload, byId);
  const shapes = Array.isArray(payload.shapes) ? (payload.shapes as QuoteShape[]) : [];
  if (!colour || shapes.length === 0) return null;
  const materials = payload.materials as { deck?: unknown } | undefined;
  const deck = deckOptions.safeParse(materials?.deck).data;
  return {
    shapes: shapes.map(shapeOutline),
    brand: colour.cfBoardBrand ?? '',
    colorItemId: colour.itemId,
    boardDirection: payload.boardDirection === 'vertical' ? 'vertical' : 'horizontal',
    ...(deck ? { deck } : {}),
  };
}

async function prefilledLines(
  payload: Record<string, unknown>,
  area: number,
  services: QuoteServices,
  planOf: PlanOf,
  prices: PriceContext,
): Promise<NewLine[]> {
  const snapshot = await services.catalogue.get();
  const { byId } = snapshot;
  const colour = chosenColour(payload, byId);
  const drawing = quoteDrawingOf(payload, byId);
  const materials = drawing ? await planOf(drawing, prices) : null;
  if (materials) return linesFromStoredMaterials(materials, byId, prices);
  const figures = materialsForArea(area);
  const boards: NewLine[] = colour ? [itemLine(colour, figures.deckBoards, prices)] : [];
  const suggested = hardwareSuggestions(
    boards.map((b) => b.itemId!),
    snapshot.boardItems,
    snapshot.hardwareItems,
  );
  const hardware = suggested.flatMap((h) => {
    const item = byId.get(h.item_id);
    if (!item) return [];
    const isClips = /clip/i.test(`${h.category_name} ${h.name}`);
    return [itemLine(item, isClips ? Math.max(1, figures.clipBoxes) : 1, prices)];
  });
  return [...boards, ...hardware];
}

/**
 * The draft's lines from the priced list stored with a calculator quote request (docs/product.md#bill-of-materials):
 * every line the customer saw, frame and steps included, at the unit price they saw; a line whose item
 * the catalogue no longer has is left out.
 */
export function linesFromStoredMaterials(
  materials: Pick<MaterialsPayload, 'lines'>,
  byId: ReadonlyMap<string, CatalogueRow>,
  prices: PriceContext,
): NewLine[] {
  return materials.lines.flatMap((line) => {
    const item = byId.get(line.itemId);
    if (!item) return [];
    const priced = itemLine(item, line.quantity, prices);
    return [
      {
        ...priced,
        unitPriceCents: line.unitPriceCents,
        retailCents: line.unitPriceCents === priced.unitPriceCents ? priced.retailCents : null,
      },
    ];
  });
}

export type FromLeadResult = { kind: 'created'; id: string } | { kind: 'not_found' };

/** POST /api/leads/{id}/quote: a draft for the lead's customer, prefilled from a quote request (an enquiry's starts empty). */
export async function createQuoteFromLead(services: QuoteServices, leadId: string, staff: Staff, planOf: PlanOf): Promise<FromLeadResult> {
  const { db } = services;
  const now = services.now();
  const [request] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, leadId));
  if (request) {
    const { prices } = await customerPricesFor(db, request.email);
    const stored = quoteMaterials.safeParse((request.serverFigures as { materials?: unknown } | null)?.materials).data;
    const lines = stored
      ? linesFromStoredMaterials(stored, (await services.catalogue.get()).byId, prices)
      : await prefilledLines(request.payload as Record<string, unknown>, Number(request.deckAreaSqMeters), services, planOf, prices);
    const customer = {
      customerName: request.fullName,
      customerEmail: request.email,
      customerPhone: request.phone,
      customerSuburb: request.suburb,
    };
    const id = await db.transaction((tx) =>
      insertQuote(tx, { customer, createdBy: staff.id, now, lead: { id: leadId, kind: 'quote' }, lines }),
    );
    return { kind: 'created', id };
  }
  const [enquiry] = await db.select().from(contactRequests).where(eq(contactRequests.id, leadId));
  if (!enquiry) return { kind: 'not_found' };
  const customer = { customerName: enquiry.name, customerEmail: enquiry.email, customerPhone: enquiry.phone, customerSuburb: '' };
  const id = await db.transaction((tx) => insertQuote(tx, { customer, createdBy: staff.id, now, lead: { id: leadId, kind: 'enquiry' } }));
  return { kind: 'created', id };
}

// ---- Listing ----

export interface QuotePage {
  quotes: QuoteSummary[];
  next: string | null;
}

export async function listQuotes(
  db: Db,
  options: { status?: QuoteStatus; q?: string; limit: number; cursor: Cursor | null; now: Date },
): Promise<QuotePage> {
  const { status, q, limit, cursor, now } = options;
  const pattern = q ? containsPattern(q) : null;
  const rows = await db
    .select({
      quote: quotes,
      cursorAt: cursorTime(quotes.createdAt),
      leadName: sql<string | null>`coalesce(${quoteRequests.fullName}, ${contactRequests.name})`,
    })
    .from(quotes)
    .leftJoin(quoteRequests, and(eq(quotes.leadKind, 'quote'), eq(quoteRequests.id, quotes.leadId)))
    .leftJoin(contactRequests, and(eq(quotes.leadKind, 'enquiry'), eq(contactRequests.id, quotes.leadId)))
    .where(
      and(
        status ? statusFilter(status, now) : undefined,
        cursor ? beforeCursor(quotes.createdAt, quotes.id, cursor) : undefined,
        pattern ? or(ilike(quotes.number, pattern), ilike(quotes.customerName, pattern), ilike(quotes.customerEmail, pattern)) : undefined,
      ),
    )
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    quotes: page.map((r) => toSummary(r.quote, r.leadName, now)),
    next: rows.length > limit && last ? encodeCursor(last.cursorAt, last.quote.id) : null,
  };
}

function toSummary(row: QuoteRow, leadName: string | null, now: Date): QuoteSummary {
  return {
    id: row.id,
    number: row.number,
    status: statusOf(row, now),
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    lead: row.leadId && row.leadKind ? { id: row.leadId, kind: row.leadKind, name: leadName ?? row.customerName } : null,
    version: row.currentVersion,
    sentVersion: row.sentVersion,
    totalCents: row.totalCents,
    sentAt: row.sentAt?.toISOString() ?? null,
    validUntil: row.validUntil,
    viewedAt: row.viewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// ---- One quote ----

async function leadShapes(db: Db | Tx, row: Pick<QuoteRow, 'leadId' | 'leadKind'>): Promise<QuoteShape[] | null> {
  if (!row.leadId || row.leadKind !== 'quote') return null;
  const [lead] = await db.select({ payload: quoteRequests.payload }).from(quoteRequests).where(eq(quoteRequests.id, row.leadId));
  const shapes = (lead?.payload as { shapes?: unknown } | undefined)?.shapes;
  return Array.isArray(shapes) ? (shapes as QuoteShape[]) : null;
}

/** Everything staff see of a quote; null when there is none with that id. */
export async function loadQuoteDetail(db: Db, id: string, catalogue: CatalogueCache, now: Date): Promise<QuoteDetail | null> {
  const [found] = await db
    .select({
      quote: quotes,
      leadName: sql<string | null>`coalesce(${quoteRequests.fullName}, ${contactRequests.name})`,
      createdBy: users.email,
    })
    .from(quotes)
    .leftJoin(quoteRequests, and(eq(quotes.leadKind, 'quote'), eq(quoteRequests.id, quotes.leadId)))
    .leftJoin(contactRequests, and(eq(quotes.leadKind, 'enquiry'), eq(contactRequests.id, quotes.leadId)))
    .leftJoin(users, eq(users.id, quotes.createdBy))
    .where(eq(quotes.id, id));
  if (!found) return null;
  const row = found.quote;
  const [lines, versions, changes, shapes, { byId }, customer] = await Promise.all([
    db.select().from(quoteLines).where(eq(quoteLines.quoteId, id)).orderBy(asc(quoteLines.position)),
    db
      .select({ version: quoteVersions, sentBy: users.email })
      .from(quoteVersions)
      .leftJoin(users, eq(users.id, quoteVersions.sentBy))
      .where(eq(quoteVersions.quoteId, id))
      .orderBy(asc(quoteVersions.version)),
    db
      .select()
      .from(quoteChangeRequests)
      .where(eq(quoteChangeRequests.quoteId, id))
      .orderBy(asc(quoteChangeRequests.createdAt), asc(quoteChangeRequests.id)),
    leadShapes(db, row),
    catalogue.get(),
    customerPricesFor(db, row.customerEmail),
  ]);
  const overriders = [...new Set(lines.flatMap((l) => (l.overriddenBy ? [l.overriddenBy] : [])))];
  const emails = new Map(
    overriders.length
      ? (await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, overriders))).map((u) => [u.id, u.email])
      : [],
  );
  const discount = discountOf(row.discount);
  const draft = withDiscountLine(
    lines.map((l) => toLine(l, byId, emails, customer.prices)),
    discount,
  );
  return {
    ...toSummary(row, found.leadName, now),
    customerPhone: row.customerPhone,
    customerSuburb: row.customerSuburb,
    note: row.note,
    createdBy: found.createdBy ?? null,
    lines: draft.lines,
    discount,
    subtotalCents: draft.totals.subtotalCents,
    gstCents: draft.totals.gstCents,
    totalCents: draft.totals.totalCents,
    versions: versions.map(({ version: v, sentBy }) => toVersion(v, sentBy ?? null)),
    changeRequests: changes.map((c) => ({ id: c.id, version: c.version, message: c.message, createdAt: c.createdAt.toISOString() })),
    order: row.orderId ? { id: row.orderId, reference: orderRef(row.orderId) } : null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    reminderSentAt: row.reminderSentAt?.toISOString() ?? null,
    shapes,
    customerPricing: customer.pricing,
  };
}

function toVersion(v: typeof quoteVersions.$inferSelect, sentBy: string | null): QuoteVersion {
  return {
    version: v.version,
    sentAt: v.sentAt.toISOString(),
    sentBy,
    validUntil: v.validUntil,
    note: v.note,
    lines: storedLines(v.lines),
    discount: discountOf(v.discount),
    subtotalCents: v.subtotalCents,
    gstCents: v.gstCents,
    totalCents: v.totalCents,
  };
}

/** What the quote's PDF shows staff: the draft being prepared, else the latest sent version as the customer has it. */
export function quoteDocument(detail: QuoteDetail): QuoteDocument {
  const sent = detail.status === 'draft' ? undefined : detail.versions.at(-1);
  const lines = sent ? sent.lines : detail.lines;
  const totals = sent ?? detail;
  return {
    number: detail.number,
    version: sent ? sent.version : detail.version,
    draft: !sent,
    sentAt: sent?.sentAt ?? null,
    validUntil: sent?.validUntil ?? detail.validUntil,
    customer: { name: detail.customerName, email: detail.customerEmail, phone: detail.customerPhone, suburb: detail.customerSuburb },
    note: sent?.note ?? detail.note,
    lines: documentLines(lines),
    subtotalCents: totals.subtotalCents,
    gstCents: totals.gstCents,
    totalCents: totals.totalCents,
  };
}

// ---- Editing the draft ----

export type ChangeResult =
  { kind: 'ok' } | { kind: 'not_found' } | { kind: 'conflict'; message: string } | { kind: 'invalid'; issues: ValidationIssue[] };

/** The quote's row locked for the change, or null. */
async function lockQuote(tx: Tx, id: string): Promise<QuoteRow | null> {
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update');
  return row ?? null;
}

/**
 * The draft's new lines from the editor's: catalogue items at the customer's price (their company's, else
 * the catalogue's) unless overridden (kept with who did it).
 */
function draftLines(
  input: readonly QuoteLineInput[],
  previous: readonly LineRow[],
  byId: ReadonlyMap<string, CatalogueRow>,
  staff: Staff,
  prices: PriceContext,
): { lines: NewLine[]; issues: ValidationIssue[] } {
  const issues: ValidationIssue[] = [];
  const lines: NewLine[] = [];
  input.forEach((line, index) => {
    if (line.kind === 'free') {
      lines.push({
        kind: 'free',
        itemId: null,
        sku: null,
        description: line.description,
        unit: '',
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        overridden: false,
        overriddenBy: null,
        retailCents: null,
      });
      return;
    }
    const item = byId.get(line.itemId);
    if (!item) {
      issues.push({
        path: ['body', 'lines', index, 'itemId'],
        message: `Line ${index + 1}: item ${line.itemId} is not in the catalogue`,
        code: 'unknown_item',
      });
      return;
    }
    const customerCents = priceOf(item, prices).customerPriceCents;
    const price = line.unitPriceCents ?? customerCents;
    const overridden = line.unitPriceCents !== null && line.unitPriceCents !== undefined && line.unitPriceCents !== customerCents;
    // The same override saved again keeps who made it; a new one is this staff member's.
    const before = previous.find((p) => p.itemId === item.itemId && p.overridden && p.unitPriceCents === price);
    lines.push({
      ...itemLine(item, line.quantity, prices),
      unitPriceCents: price,
      overridden,
      overriddenBy: overridden ? (before?.overriddenBy ?? staff.id) : null,
    });
  });
  return { lines, issues };
}

/** A saved line as the editor would send it again: an item keeps staff's own price, else takes the customer's. */
function lineInputOf(row: LineRow): QuoteLineInput {
  if (row.kind === 'item' && row.itemId)
    return { kind: 'item', itemId: row.itemId, quantity: row.quantity, unitPriceCents: row.overridden ? row.unitPriceCents : null };
  return { kind: 'free', description: row.description, quantity: row.quantity, unitPriceCents: row.unitPriceCents };
}

/** PATCH /api/quotes/{id}: saves the editor's fields on a draft. */
export async function updateDraft(services: QuoteServices, id: string, patch: QuoteDraftPatch, staff: Staff): Promise<ChangeResult> {
  const { db } = services;
  const now = services.now();
  const { byId } = await services.catalogue.get();
  if (patch.validUntil) {
    const problem = validUntilProblem(patch.validUntil, now);
    if (problem) return { kind: 'invalid', issues: [{ path: ['body', 'validUntil'], message: problem, code: 'valid_until' }] };
  }
  return db.transaction(async (tx): Promise<ChangeResult> => {
    const row = await lockQuote(tx, id);
    if (!row) return { kind: 'not_found' };
    if (row.status !== 'draft') return { kind: 'conflict', message: 'Only a draft can be edited. Revise the quote to change it.' };
    const previous = await tx.select().from(quoteLines).where(eq(quoteLines.quoteId, id)).orderBy(asc(quoteLines.position));
    // The customer's prices: a new customer (another company, or none) re-prices the lines staff did not price by hand.
    const email = patch.customerEmail ?? row.customerEmail;
    const customerChanged = email.toLowerCase() !== row.customerEmail.toLowerCase();
    const { prices } = await customerPricesFor(tx, email);
    const input = patch.lines ?? (customerChanged ? previous.map(lineInputOf) : null);
    let lines: NewLine[] | null = null;
    if (input) {
      const built = draftLines(input, previous, byId, staff, prices);
      if (built.issues.length) return { kind: 'invalid', issues: built.issues };
      lines = built.lines;
      await tx.delete(quoteLines).where(eq(quoteLines.quoteId, id));
      if (lines.length) await tx.insert(quoteLines).values(lines.map((l, position) => ({ ...l, quoteId: id, position })));
    }
    const discount = patch.discount !== undefined ? patch.discount : discountOf(row.discount);
    const totals = quoteTotals(lines ?? previous, discount);
    await tx
      .update(quotes)
      .set({
        ...(patch.customerName !== undefined ? { customerName: patch.customerName } : {}),
        ...(patch.customerEmail !== undefined ? { customerEmail: patch.customerEmail } : {}),
        ...(patch.customerPhone !== undefined ? { customerPhone: patch.customerPhone.trim() } : {}),
        ...(patch.customerSuburb !== undefined ? { customerSuburb: patch.customerSuburb.trim() } : {}),
        ...(patch.note !== undefined ? { note: patch.note } : {}),
        ...(patch.validUntil !== undefined ? { validUntil: patch.validUntil } : {}),
        ...(patch.discount !== undefined ? { discount: patch.discount } : {}),
        totalCents: totals.totalCents,
        updatedAt: sql`now()`,
      })
      .where(eq(quotes.id, id));
    return { kind: 'ok' };
  });
}

/** Sets the lead's status and keeps the change in its history (as the inbox does), inside the caller's transaction. */
async function setLeadStatus(tx: Tx, row: Pick<QuoteRow, 'leadId' | 'leadKind'>, status: 'quoted' | 'won', changedBy: string | null) {
  if (!row.leadId || !row.leadKind) return;
  const table = row.leadKind === 'quote' ? quoteRequests : contactRequests;
  const [current] = await tx.select({ status: table.status }).from(table).where(eq(table.id, row.leadId)).for('update');
  if (!current || current.status === status) return;
  await tx.update(table).set({ status }).where(eq(table.id, row.leadId));
  await tx.insert(leadStatusHistory).values({
    leadId: row.leadId,
    leadKind: row.leadKind,
    fromStatus: current.status,
    toStatus: status,
    changedBy,
    changedAt: sql`clock_timestamp()`,
  });
}

const leadOf = (row: Pick<QuoteRow, 'leadId' | 'leadKind'>): Pick<MailDraft, 'leadId' | 'leadKind'> =>
  row.leadId && row.leadKind ? { leadId: row.leadId, leadKind: row.leadKind } : {};

/** POST /api/quotes/{id}/send: freezes the draft as its version, e-mails the customer the link, marks the lead Quoted. */
export async function sendQuote(services: QuoteServices, id: string, body: { validUntil?: string }, staff: Staff): Promise<ChangeResult> {
  const { db } = services;
  const now = services.now();
  const { byId } = await services.catalogue.get();
  return db.transaction(async (tx): Promise<ChangeResult> => {
    const row = await lockQuote(tx, id);
    if (!row) return { kind: 'not_found' };
    if (row.status !== 'draft') return { kind: 'conflict', message: 'Only a draft can be sent' };
    const validUntil = body.validUntil ?? row.validUntil ?? defaultValidUntil(now);
    const problem = validUntilProblem(validUntil, now);
    if (problem) return { kind: 'invalid', issues: [{ path: ['body', 'validUntil'], message: problem, code: 'valid_until' }] };
    const rows = await tx.select().from(quoteLines).where(eq(quoteLines.quoteId, id)).orderBy(asc(quoteLines.position));
    if (rows.length === 0) return { kind: 'conflict', message: 'Add at least one line before sending the quote' };
    const overriders = [...new Set(rows.flatMap((l) => (l.overriddenBy ? [l.overriddenBy] : [])))];
    const emails = new Map(
      overriders.length
        ? (await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, overriders))).map((u) => [
            u.id,
            u.email,
          ])
        : [],
    );
    const discount = discountOf(row.discount);
    const { prices } = await customerPricesFor(tx, row.customerEmail);
    const { lines, totals } = withDiscountLine(
      rows.map((l) => toLine(l, byId, emails, prices)),
      discount,
    );
    const version = row.currentVersion;
    await tx.insert(quoteVersions).values({
      quoteId: id,
      version,
      lines,
      discount,
      note: row.note,
      validUntil,
      subtotalCents: totals.subtotalCents,
      gstCents: totals.gstCents,
      totalCents: totals.totalCents,
      sentAt: now,
      sentBy: staff.id,
    });
    // One link for this e-mail and one for its reminder (each token is made as its e-mail goes, so they differ).
    const [link, reminderLink] = await tx
      .insert(quoteLinks)
      .values([
        { quoteId: id, version, createdAt: now },
        { quoteId: id, version, createdAt: now },
      ])
      .returning({ id: quoteLinks.id });
    await tx
      .update(quotes)
      .set({
        status: 'sent',
        sentVersion: version,
        validUntil,
        sentAt: now,
        viewedAt: null,
        reminderSentAt: null,
        totalCents: totals.totalCents,
        updatedAt: sql`now()`,
      })
      .where(eq(quotes.id, id));
    await setLeadStatus(tx, row, 'quoted', staff.id);
    const data: QuoteLinkMailData = {
      quoteId: id,
      number: row.number,
      version,
      customerName: row.customerName,
      validUntil,
      linkId: link.id,
      sentAt: now.toISOString(),
      customerPhone: row.customerPhone,
      customerSuburb: row.customerSuburb,
      note: row.note,
      lines: documentLines(lines),
      totals: { subtotalCents: totals.subtotalCents, gstCents: totals.gstCents, totalCents: totals.totalCents },
    };
    // The reminder is a job on the same queue that comes due 3 days before expiry; it goes only if the quote is then still open.
    const remindAt = reminderDueAt(validUntil);
    const reminder =
      remindAt > now ? [quoteReminderDraft(row.customerEmail, { ...data, linkId: reminderLink.id }, leadOf(row), remindAt)] : [];
    await services.outbox.queue(tx, [quoteSentDraft(row.customerEmail, data, leadOf(row)), ...reminder]);
    return { kind: 'ok' };
  });
}

/** POST /api/quotes/{id}/revise: a new draft version from the sent one; the sent version can no longer be accepted. */
export async function reviseQuote(services: QuoteServices, id: string): Promise<ChangeResult> {
  return services.db.transaction(async (tx): Promise<ChangeResult> => {
    const row = await lockQuote(tx, id);
    if (!row) return { kind: 'not_found' };
    if (row.sentVersion === null || row.status === 'draft' || row.status === 'accepted' || row.status === 'withdrawn')
      return { kind: 'conflict', message: 'Only a sent quote that was not accepted or withdrawn can be revised' };
    // The draft lines are still the sent version's (a sent quote cannot be edited); the date starts again.
    await tx
      .update(quotes)
      .set({ status: 'draft', currentVersion: row.sentVersion + 1, validUntil: null, updatedAt: sql`now()` })
      .where(eq(quotes.id, id));
    return { kind: 'ok' };
  });
}

/** POST /api/quotes/{id}/withdraw: ends every link of the quote. */
export async function withdrawQuote(services: QuoteServices, id: string): Promise<ChangeResult> {
  const now = services.now();
  return services.db.transaction(async (tx): Promise<ChangeResult> => {
    const row = await lockQuote(tx, id);
    if (!row) return { kind: 'not_found' };
    if (row.status === 'accepted' || row.status === 'withdrawn')
      return { kind: 'conflict', message: 'An accepted or withdrawn quote cannot be withdrawn' };
    await tx
      .update(quotes)
      .set({ status: 'withdrawn', withdrawnAt: now, updatedAt: sql`now()` })
      .where(eq(quotes.id, id));
    await tx
      .update(quoteLinks)
      .set({ revokedAt: now })
      .where(and(eq(quoteLinks.quoteId, id), isNull(quoteLinks.revokedAt)));
    return { kind: 'ok' };
  });
}

// ---- The customer's link ----

export const PUBLIC_REFUSALS = {
  notFound: { status: 404, message: 'This quote link is not valid. Please use the link in your latest quote e-mail.' },
  withdrawn: { status: 410, message: 'This quote has been withdrawn. Please contact us if you would like a new quote.' },
  expired: { status: 410, message: 'This quote has expired. Please contact us for an updated quote.' },
  accepted: { status: 409, message: 'This quote has already been accepted.' },
  superseded: {
    status: 409,
    message: 'This quote has been revised since you opened it. Please review the latest version before accepting.',
  },
} as const;
export type PublicRefusal = (typeof PUBLIC_REFUSALS)[keyof typeof PUBLIC_REFUSALS];

/**
 * The quote a link opens, or null (unknown or tampered). A withdrawn quote's links are ended (revoked, so
 * no e-mail still queued gets one) but still name it, so the customer reads why instead of "not valid".
 */
export async function quoteIdForToken(db: Db | Tx, token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ quoteId: quoteLinks.quoteId })
    .from(quoteLinks)
    .where(eq(quoteLinks.tokenHash, hashToken(token)));
  return row?.quoteId ?? null;
}

async function publicQuoteOf(db: Db | Tx, row: QuoteRow, now: Date): Promise<PublicQuote | null> {
  if (row.sentVersion === null) return null;
  const [[version], shapes, poRequired] = await Promise.all([
    db
      .select()
      .from(quoteVersions)
      .where(and(eq(quoteVersions.quoteId, row.id), eq(quoteVersions.version, row.sentVersion))),
    leadShapes(db, row),
    // The Accept quote form asks for the reference when acceptance will (acceptQuote's rule).
    poRequiredForEmail(db, row.customerEmail),
  ]);
  if (!version) return null;
  const status = statusOf(row, now);
  const underRevision = row.status === 'draft';
  return {
    number: row.number,
    version: version.version,
    revised: version.version > 1,
    // A quote being revised reads as the version the customer has, which can no longer be accepted.
    status: underRevision ? 'sent' : status,
    underRevision,
    customerName: row.customerName,
    sentAt: version.sentAt.toISOString(),
    validUntil: version.validUntil,
    note: version.note,
    lines: storedLines(version.lines).map(
      ({ cataloguePriceCents: _c, overridden: _o, overriddenBy: _b, customerPriceCents: _p, ...line }) => line,
    ),
    subtotalCents: version.subtotalCents,
    gstCents: version.gstCents,
    totalCents: version.totalCents,
    shapes,
    canAccept: !underRevision && isOpenStatus(status),
    poRequired,
    order: row.orderId ? { reference: orderRef(row.orderId) } : null,
  };
}

export type PublicResult<T> = { ok: true; value: T } | { ok: false; refusal: PublicRefusal };

/** GET /api/public/quotes/{token}: the latest sent version; the first view marks it Viewed. */
export async function viewPublicQuote(services: QuoteServices, token: string): Promise<PublicResult<PublicQuote>> {
  const { db } = services;
  const now = services.now();
  const id = await quoteIdForToken(db, token);
  if (!id) return { ok: false, refusal: PUBLIC_REFUSALS.notFound };
  // Only the first view of a sent version changes anything; later ones read without a write.
  const [viewed] = await db
    .update(quotes)
    .set({ status: 'viewed', viewedAt: now, updatedAt: sql`now()` })
    .where(and(eq(quotes.id, id), eq(quotes.status, 'sent'), isNull(quotes.viewedAt), sql`not ${expiredSql(now)}`))
    .returning();
  const row = viewed ?? (await db.select().from(quotes).where(eq(quotes.id, id)))[0];
  if (!row) return { ok: false, refusal: PUBLIC_REFUSALS.notFound };
  if (row.status === 'withdrawn') return { ok: false, refusal: PUBLIC_REFUSALS.withdrawn };
  const value = await publicQuoteOf(db, row, now);
  return value ? { ok: true, value } : { ok: false, refusal: PUBLIC_REFUSALS.notFound };
}

/** Why this quote cannot be accepted or changed now, or null. */
export function refusalFor(row: QuoteRow, now: Date, version?: number): PublicRefusal | null {
  if (row.status === 'withdrawn') return PUBLIC_REFUSALS.withdrawn;
  if (row.status === 'accepted') return PUBLIC_REFUSALS.accepted;
  if (row.status === 'draft' || (version !== undefined && version !== row.sentVersion)) return PUBLIC_REFUSALS.superseded;
  if (statusOf(row, now) === 'expired') return PUBLIC_REFUSALS.expired;
  return null;
}

export type AcceptResult =
  | { ok: true; value: { orderReference: string; quote: PublicQuote } }
  | { ok: false; refusal: PublicRefusal }
  | { ok: false; issues: ValidationIssue[] };

/** The order's lines from the accepted version: catalogue items at the quote's prices; free and discount lines beside them. */
function orderLinesOf(lines: readonly QuoteLine[], byId: ReadonlyMap<string, CatalogueRow>): { checked: CheckedLines; extra: ExtraLine[] } {
  const checked: CheckedLines = { boards: [], hardware: [] };
  const extra: ExtraLine[] = [];
  for (const line of lines) {
    const item = line.itemId ? byId.get(line.itemId) : undefined;
    if (line.kind === 'item' && item?.kind === 'board')
      checked.boards.push({ item, quantity: line.quantity, unitPriceCents: line.unitPriceCents });
    else if (line.kind === 'item' && item?.kind === 'hardware')
      checked.hardware.push({ item, quantity: line.quantity, category: 'Hardware', unitPriceCents: line.unitPriceCents });
    else
      // A free line, the discount, or an item the catalogue no longer has: kept as written, at its price.
      extra.push({
        kind: line.kind === 'discount' ? 'discount' : 'free',
        description: line.description,
        unit: line.unit,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        lineTotalCents: line.lineTotalCents,
      });
  }
  return { checked, extra };
}

/**
 * POST /api/public/quotes/{token}/accept: one order (pending) at exactly the quote's lines and prices,
 * owned by the account with the quote's e-mail (a client account is made, with an invitation to set its
 * password, when there is none); the lead becomes Won; sales and the customer are e-mailed. The quote's
 * row is locked first, so two acceptances at once make one order and the second is refused.
 */
export async function acceptQuote(services: QuoteServices, token: string, body: QuoteAccept): Promise<AcceptResult> {
  const { db } = services;
  const now = services.now();
  const id = await quoteIdForToken(db, token);
  if (!id) return { ok: false, refusal: PUBLIC_REFUSALS.notFound };
  if (!isTodayOrLater(body.preferredDate, now))
    return { ok: false, issues: [{ path: ['body', 'preferredDate'], message: MESSAGES.preferredDateNotPast, code: 'date_in_past' }] };
  // The rules of POST /api/orders for this customer (orderRules.ts): the day first, as it needs no owner.
  const dayIssue = await preferredDayIssue(db, { method: body.method, preferredDate: body.preferredDate, now }, ['body', 'preferredDate']);
  if (dayIssue) return { ok: false, issues: [dayIssue] };
  const { byId } = await services.catalogue.get();
  return db.transaction(async (tx): Promise<AcceptResult> => {
    const row = await lockQuote(tx, id);
    if (!row) return { ok: false, refusal: PUBLIC_REFUSALS.notFound };
    const refusal = refusalFor(row, now, body.version);
    if (refusal) return { ok: false, refusal };
    const [version] = await tx
      .select()
      .from(quoteVersions)
      .where(and(eq(quoteVersions.quoteId, id), eq(quoteVersions.version, row.sentVersion!)));
    // The owner: the account with this e-mail (any letter case), else a new client account invited to set a password.
    let [owner] = await tx
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${row.customerEmail})`);
    // An existing customer's company asks of this order what it asks of any (a new account has none);
    // checked before anything is written, so a refusal stores nothing.
    const { account } = owner ? await buyerTermsFor(tx, owner.id) : { account: null };
    const po = poIssue({ poReference: body.reference, poRequired: account?.poRequired ?? false }, ['body', 'reference']);
    if (po) return { ok: false, issues: [po] };
    const drafts: MailDraft[] = [];
    if (!owner) {
      [owner] = await tx
        .insert(users)
        .values({ email: row.customerEmail, role: 'client', passwordHash: null, invitedAt: now, createdAt: now, updatedAt: now })
        .returning({ id: users.id, email: users.email, role: users.role });
      const linkId = await issueLink(tx, 'invitation', owner.id, null, now);
      drafts.push(invitationDraft(owner.email, 'client', linkId));
    }
    const { checked, extra } = orderLinesOf(storedLines(version.lines), byId);
    const isDelivery = body.method === 'delivery';
    const payload = {
      project: null,
      boards: [],
      hardwareItems: [],
      deliveryMethod: body.method,
      deliveryStreetAddress: isDelivery ? body.address.trim() : '',
      deliveryCityPostcode: isDelivery ? body.cityPostcode.trim() : '',
      pickupLocation: isDelivery ? '' : pickupAddress(null),
      preferredDate: body.preferredDate,
      notes: `From quote ${row.number} (version ${version.version})`,
      designId: null,
      // Stored as the order's purchase order / job reference, as POST /api/orders stores it.
      poReference: body.reference.trim(),
    };
    // A company on terms: its exposure under a lock on its row, as for POST /api/orders, taken before the
    // stock rows as placing an order takes them, so an acceptance and an order never wait on each other.
    const credit = account?.credit ? await lockedCreditPosition(tx, account.accountId) : null;
    // docs/product.md#stock-and-samples: accepting reserves the lines in the acceptance's transaction.
    const reserved = await reserveLines(tx, checked);
    const backOrderDays = await newOrderBackOrderDays(tx, stockLinesOf(reserved), now);
    const order = await insertOrder(tx, {
      owner: { id: owner.id, role: owner.role, email: owner.email },
      payload,
      lines: reserved,
      extraLines: extra,
      deliveryPricing: 'quote',
      projectId: null,
      projectName: null,
      idempotencyKey: null,
      hash: requestHash(payload),
      credit,
    });
    if (!order) throw new Error('an order without an idempotency key was not stored');
    await tx
      .update(quotes)
      .set({ status: 'accepted', acceptedAt: now, orderId: order.id, updatedAt: sql`now()` })
      .where(eq(quotes.id, id));
    await setLeadStatus(tx, row, 'won', null);
    const ref = orderRef(order.id);
    drafts.push(
      ...orderDrafts(order, owner.email, services.salesEmail, backOrderDays),
      quoteAcceptedDraft(
        services.salesEmail,
        {
          quoteId: id,
          number: row.number,
          version: version.version,
          customerName: row.customerName,
          customerEmail: row.customerEmail,
          orderRef: ref,
          delivery: isDelivery
            ? `Delivery to ${payload.deliveryStreetAddress}, ${payload.deliveryCityPostcode}`
            : `Pickup from ${payload.pickupLocation}`,
          preferredDate: body.preferredDate,
          reference: body.reference.trim(),
          totalCents: order.totalCents,
        },
        { ...leadOf(row), orderId: order.id },
      ),
    );
    await services.outbox.queue(tx, drafts);
    const accepted = await publicQuoteOf(tx, { ...row, status: 'accepted', orderId: order.id, acceptedAt: now }, now);
    return { ok: true, value: { orderReference: ref, quote: accepted! } };
  });
}

/** POST /api/public/quotes/{token}/changes: the customer's message, kept on the quote and e-mailed to sales. */
export async function requestChanges(
  services: QuoteServices,
  token: string,
  message: string,
  clientAddress: string,
): Promise<PublicResult<PublicQuote>> {
  const { db } = services;
  const now = services.now();
  const id = await quoteIdForToken(db, token);
  if (!id) return { ok: false, refusal: PUBLIC_REFUSALS.notFound };
  return db.transaction(async (tx): Promise<PublicResult<PublicQuote>> => {
    const row = await lockQuote(tx, id);
    if (!row) return { ok: false, refusal: PUBLIC_REFUSALS.notFound };
    const refusal = refusalFor(row, now);
    if (refusal) return { ok: false, refusal };
    await tx.insert(quoteChangeRequests).values({ quoteId: id, version: row.sentVersion!, message, clientAddress, createdAt: now });
    const [updated] = await tx
      .update(quotes)
      .set({ status: 'changes_requested', updatedAt: sql`now()` })
      .where(eq(quotes.id, id))
      .returning();
    await services.outbox.queue(tx, [
      quoteChangesDraft(
        services.salesEmail,
        {
          quoteId: id,
          number: row.number,
          version: row.sentVersion!,
          customerName: row.customerName,
          customerEmail: row.customerEmail,
          message,
        },
        leadOf(row),
      ),
    ]);
    const value = await publicQuoteOf(tx, updated, now);
    return { ok: true, value: value! };
  });
}
