// The staff inbox over the two lead tables (docs/product.md#leads): lists paged by keyset,
// one lead with everything the person sent and what staff did with it, status changes that keep their
// history, and notes. Sample requests are the inbox's third kind, read from their own table (listed and
// opened here; no lead status or notes: staff mark them posted). Routes stay thin over these.
import { and, asc, desc, eq, ilike, inArray, or, sql, type AnyColumn } from 'drizzle-orm';
import { QUOTE_COLOR_STEPS } from '../../domain/catalogue';
import { COLOR_HEX, colorHex, displayColorName } from '../../domain/colors';
import { INITIAL_LEAD_STATUS, type InboxKind, type InboxStatus, type LeadKind, type LeadStatus } from '../../domain/leads';
import type { SampleStatus } from '../../domain/samples';
import type {
  EnquiryLeadDetail,
  InboxLeadDetail,
  LeadDetail,
  LeadNote,
  LeadSummary,
  NotificationSummary,
  QuoteLeadDetail,
  SampleLeadDetail,
  SampleLeadSummary,
} from '../../domain/schemas/leadsInbox';
import { layoutFigures } from '../../domain/schemas/designs';
import { quoteMaterials } from '../../domain/schemas/leads';
import type { Db } from '../db/client';
import {
  catalogueItems,
  contactRequests,
  designs,
  leadNotes,
  leadStatusHistory,
  notifications,
  quoteRequests,
  sampleRequests,
  users,
} from '../db/schema';
import { beforeCursor, containsPattern, cursorTime, encodeCursor, type Cursor } from './keyset';

type CatalogueRow = typeof catalogueItems.$inferSelect;
/** The catalogue by item id (the route passes the process's in-memory copy). */
export type CatalogueById = ReadonlyMap<string, CatalogueRow>;

// ---- Listing ----

export interface LeadListOptions {
  kind: InboxKind;
  /** One of the tab's statuses (the query schema checks it is). */
  status?: InboxStatus;
  q?: string;
  limit: number;
  cursor?: Cursor | null;
}

export interface LeadPage {
  leads: (LeadSummary | SampleLeadSummary)[];
  /** The cursor after the page's last row when more follow, else null. */
  next: string | null;
}

/** A JSON number field of a stored body, or null when it is absent or not a number. */
const jsonNumber = (column: AnyColumn, key: string) =>
  sql<number | null>`case when jsonb_typeof(${column} -> ${key}::text) = 'number' then (${column} ->> ${key}::text)::float8 end`;

/** One page of the Sample requests tab, newest first, searched and paged as the other two. */
async function listSampleLeads(db: Db, options: LeadListOptions): Promise<LeadPage> {
  const { status, q, limit, cursor } = options;
  const t = sampleRequests;
  const pattern = q ? containsPattern(q) : null;
  const rows = await db
    .select({
      id: t.id,
      status: t.status,
      createdAt: t.createdAt,
      cursorAt: cursorTime(t.createdAt),
      name: t.name,
      email: t.email,
      phone: t.phone,
      street: t.street,
      suburb: t.suburb,
      postcode: t.postcode,
      colours: t.colours,
      postedAt: t.postedAt,
    })
    .from(t)
    .where(
      and(
        status ? eq(t.status, status as SampleStatus) : undefined,
        cursor ? beforeCursor(t.createdAt, t.id, cursor) : undefined,
        pattern ? or(...[t.name, t.email, t.phone, t.suburb].map((column) => ilike(column, pattern))) : undefined,
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const leads = page.map(({ createdAt, cursorAt: _cursorAt, postedAt, ...row }): SampleLeadSummary => ({
    ...row,
    kind: 'sample',
    receivedAt: createdAt.toISOString(),
    postedAt: postedAt?.toISOString() ?? null,
  }));
  const last = page.at(-1);
  return { leads, next: rows.length > limit && last ? encodeCursor(last.cursorAt, last.id) : null };
}

/** One page of a tab, newest first; one row more than asked tells whether another page exists. */
export async function listLeads(db: Db, options: LeadListOptions): Promise<LeadPage> {
  if (options.kind === 'sample') return listSampleLeads(db, options);
  const { kind, q, limit, cursor } = options;
  const status = options.status as LeadStatus | undefined;
  const pattern = q ? containsPattern(q) : null;
  // Status, position and search alike on both tables; `searched` are the fields q may match.
  const where = (t: typeof quoteRequests | typeof contactRequests, searched: AnyColumn[]) =>
    and(
      status ? eq(t.status, status) : undefined,
      cursor ? beforeCursor(t.createdAt, t.id, cursor) : undefined,
      pattern ? or(...searched.map((column) => ilike(column, pattern))) : undefined,
    );
  // What every row carries for the page and its cursor, alike on both tables.
  const listed = (t: typeof quoteRequests | typeof contactRequests) => ({
    id: t.id,
    status: t.status,
    createdAt: t.createdAt,
    cursorAt: cursorTime(t.createdAt),
  });
  let rows: (Omit<LeadSummary, 'receivedAt' | 'kind'> & { createdAt: Date; cursorAt: string })[];
  if (kind === 'quote') {
    const t = quoteRequests;
    rows = await db
      .select({
        ...listed(t),
        name: t.fullName,
        email: t.email,
        phone: t.phone,
        suburb: t.suburb,
        projectType: sql<null>`null`,
        deckAreaSqMeters: sql<number>`${t.deckAreaSqMeters}::float8`,
        // The figure the customer saw; the full form may leave it out, then the server's own.
        boardsRequired: sql<number | null>`coalesce(${jsonNumber(t.payload, 'boardsRequired')}, ${jsonNumber(t.serverFigures, 'boards')})`,
      })
      .from(t)
      .where(where(t, [t.fullName, t.email, t.phone, t.suburb]))
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(limit + 1);
  } else {
    const t = contactRequests;
    rows = await db
      .select({
        ...listed(t),
        name: t.name,
        email: t.email,
        phone: t.phone,
        suburb: sql<null>`null`,
        projectType: t.projectType,
        deckAreaSqMeters: sql<null>`null`,
        boardsRequired: sql<null>`null`,
      })
      .from(t)
      .where(where(t, [t.name, t.email, t.phone]))
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(limit + 1);
  }
  const page = rows.slice(0, limit);
  const leads = page.map(({ createdAt, cursorAt: _cursorAt, ...row }) => ({ ...row, kind, receivedAt: createdAt.toISOString() }));
  const last = page.at(-1);
  return { leads, next: rows.length > limit && last ? encodeCursor(last.cursorAt, last.id) : null };
}

// ---- One lead ----

/** Which table holds the id (ids are random UUIDs, so at most one does), or null. */
export async function findLeadKind(db: Db, id: string): Promise<LeadKind | null> {
  const result = await db.execute<{ kind: LeadKind }>(sql`
    select 'quote' as kind from ${quoteRequests} where id = ${id}
    union all
    select 'enquiry' from ${contactRequests} where id = ${id}
    limit 1`);
  return result.rows[0]?.kind ?? null;
}

type Payload = Record<string, unknown>;
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The swatch of a colour named in free text: the spec's colour table, or null for a name it does not know. */
function namedHex(name: string): string | null {
  return COLOR_HEX[displayColorName(name).toLowerCase()] ?? null;
}

/** The quote dialog step (docs/product.md#quote-dialog) whose range an item belongs to. */
function stepLabelOf(item: CatalogueRow | undefined): string | null {
  if (!item) return null;
  return QUOTE_COLOR_STEPS.find((s) => s.brand === item.cfBoardBrand && (s.range === null || s.range === item.cfBoardRange))?.label ?? null;
}

type LeadColour = QuoteLeadDetail['colours'][number];

/** One chosen colour as sent (an item id, a colour name or an item object), resolved against the catalogue. */
function resolveColour(step: string | null, value: unknown, catalogue: CatalogueById, fallbackStep: string): LeadColour | null {
  let itemId: string | null = null;
  let sentName: string | null = null;
  if (typeof value === 'string') {
    if (!value.trim()) return null;
    if (catalogue.has(value.trim())) itemId = value.trim();
    else sentName = value;
  } else if (value && typeof value === 'object') {
    const sent = value as Payload;
    itemId = text(sent.item_id)?.trim() ?? null;
    sentName = text(sent.colour) ?? text(sent.colorName) ?? text(sent.name);
  } else {
    return null;
  }
  const item = itemId ? catalogue.get(itemId) : undefined;
  const stepName = step ?? stepLabelOf(item) ?? fallbackStep;
  if (item) return { step: stepName, itemId, name: displayColorName(item.cfBoardColour) || item.name, hex: colorHex(item.cfBoardColour) };
  const name = sentName ?? itemId;
  if (!name) return null;
  return { step: stepName, itemId, name, hex: sentName ? namedHex(sentName) : null };
}

/**
 * The colours a quote names: the calculator's three item ids by dialog step (docs/product.md#records-and-fields), or the
 * full form's board colour and selected items (a list, or the selected colours by step) as sent.
 */
export function quoteColours(payload: Payload, catalogue: CatalogueById): LeadColour[] {
  if (Array.isArray(payload.shapes)) {
    return QUOTE_COLOR_STEPS.flatMap((s) => resolveColour(s.label, payload[s.itemIdField], catalogue, s.label) ?? []);
  }
  const colours: LeadColour[] = [];
  const boardColor = text(payload.boardColor);
  if (boardColor) colours.push({ step: 'Board colour', itemId: null, name: boardColor, hex: namedHex(boardColor) });
  const selected = payload.selectedItems;
  if (Array.isArray(selected)) {
    for (const entry of selected) {
      const colour = resolveColour(null, entry, catalogue, 'Selected item');
      if (colour) colours.push(colour);
    }
  } else if (selected && typeof selected === 'object') {
    // In the dialog's step order (jsonb keeps keys in its own order), then any other key as sent.
    const known = new Map<string, string>(QUOTE_COLOR_STEPS.map((s) => [s.selectedKey, s.label]));
    const keys = [...QUOTE_COLOR_STEPS.map((s) => s.selectedKey as string), ...Object.keys(selected).filter((k) => !known.has(k))];
    for (const key of keys) {
      const step = known.get(key) ?? key;
      const colour = resolveColour(step, (selected as Payload)[key], catalogue, step);
      if (colour) colours.push(colour);
    }
  }
  return colours;
}

/** The shapes as the plan draws them: the bounding box, and the outline when the calculator sent one. */
function quoteShapes(payload: Payload): QuoteLeadDetail['shapes'] {
  if (!Array.isArray(payload.shapes)) return [];
  return (payload.shapes as Payload[]).map((s) => ({
    id: String(s.id),
    width: Number(s.width),
    height: Number(s.height),
    x: Number(s.x),
    y: Number(s.y),
    ...(Array.isArray(s.points) ? { points: (s.points as Payload[]).map((p) => ({ x: Number(p.x), y: Number(p.y) })) } : {}),
  }));
}

async function leadTrail(db: Db, id: string, receivedAt: Date) {
  const [history, notes, emails] = await Promise.all([
    db
      .select({
        fromStatus: leadStatusHistory.fromStatus,
        toStatus: leadStatusHistory.toStatus,
        changedBy: users.email,
        changedAt: leadStatusHistory.changedAt,
      })
      .from(leadStatusHistory)
      .leftJoin(users, eq(users.id, leadStatusHistory.changedBy))
      .where(eq(leadStatusHistory.leadId, id))
      .orderBy(asc(leadStatusHistory.changedAt), asc(leadStatusHistory.id)),
    db
      .select({ id: leadNotes.id, text: leadNotes.text, author: users.email, createdAt: leadNotes.createdAt })
      .from(leadNotes)
      .innerJoin(users, eq(users.id, leadNotes.authorId))
      .where(eq(leadNotes.leadId, id))
      .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id)),
    db
      .select({
        id: notifications.id,
        template: notifications.template,
        recipient: notifications.recipient,
        subject: notifications.subject,
        status: notifications.status,
        attempts: notifications.attempts,
        createdAt: notifications.createdAt,
        sentAt: notifications.sentAt,
      })
      .from(notifications)
      .where(eq(notifications.leadId, id))
      .orderBy(asc(notifications.createdAt), asc(notifications.id)),
  ]);
  return {
    // The arrival opens the history; the stored rows are the changes staff made since.
    history: [
      { fromStatus: null, toStatus: INITIAL_LEAD_STATUS, changedBy: null, changedAt: receivedAt.toISOString() },
      ...history.map((h) => ({ ...h, changedBy: h.changedBy ?? null, changedAt: h.changedAt.toISOString() })),
    ],
    notes: notes.map((n): LeadNote => ({ ...n, createdAt: n.createdAt.toISOString() })),
    emails: emails.map((e): NotificationSummary => ({
      ...e,
      createdAt: e.createdAt.toISOString(),
      sentAt: e.sentAt?.toISOString() ?? null,
    })),
  };
}

/** One lead with everything the person sent, its history, notes and e-mails; null when the id is in neither table. */
export async function loadLead(db: Db, id: string, catalogue: CatalogueById): Promise<LeadDetail | null> {
  const kind = await findLeadKind(db, id);
  if (kind === 'quote') {
    const [found] = await db
      .select({ row: quoteRequests, designName: designs.name })
      .from(quoteRequests)
      .leftJoin(designs, eq(designs.id, quoteRequests.designId))
      .where(eq(quoteRequests.id, id));
    if (!found) return null;
    const { row, designName } = found;
    const payload = (row.payload ?? {}) as Payload;
    const server = (row.serverFigures ?? {}) as Payload;
    const detail: QuoteLeadDetail = {
      kind,
      id: row.id,
      status: row.status,
      receivedAt: row.createdAt.toISOString(),
      name: row.fullName,
      email: row.email,
      phone: row.phone,
      suburb: row.suburb,
      projectTimeframe: row.projectTimeframe,
      needInstaller: row.needInstaller,
      variant: row.variant === 'calculator' ? 'calculator' : 'full',
      deckAreaSqMeters: Number(row.deckAreaSqMeters),
      shapes: quoteShapes(payload),
      colours: quoteColours(payload, catalogue),
      browserFigures: {
        boardBrand: text(payload.boardBrand),
        boardsRequired: numberOrNull(payload.boardsRequired),
        clipBoxesNeeded: numberOrNull(payload.clipBoxesNeeded),
      },
      serverFigures: {
        boardBrand: text(server.boardBrand),
        boardsRequired: numberOrNull(server.boards),
        clipBoxesNeeded: numberOrNull(server.clipBoxes),
      },
      // Requests stored before the layout was kept, or sent without a drawing, have none.
      layout: layoutFigures.safeParse(server.layout).data ?? null,
      materials: quoteMaterials.safeParse(server.materials).data ?? null,
      calculationDetails: text(payload.calculationDetails),
      design: row.designId && designName !== null ? { id: row.designId, name: designName } : null,
      ...(await leadTrail(db, row.id, row.createdAt)),
    };
    return detail;
  }
  if (kind === 'enquiry') {
    const [row] = await db.select().from(contactRequests).where(eq(contactRequests.id, id));
    if (!row) return null;
    const detail: EnquiryLeadDetail = {
      kind,
      id: row.id,
      status: row.status,
      receivedAt: row.createdAt.toISOString(),
      name: row.name,
      email: row.email,
      phone: row.phone,
      projectType: row.projectType,
      timeline: row.timeline,
      message: row.message,
      newsletter: row.newsletter,
      ...(await leadTrail(db, row.id, row.createdAt)),
    };
    return detail;
  }
  return null;
}

/** The e-mails about a sample request (its acknowledgement, the sales copy, posted), oldest first. */
const SAMPLE_TEMPLATES = ['samples.requested', 'samples.sales', 'samples.posted'];

async function loadSampleLead(db: Db, id: string): Promise<SampleLeadDetail | null> {
  const [row] = await db.select().from(sampleRequests).where(eq(sampleRequests.id, id));
  if (!row) return null;
  const emails = await db
    .select({
      id: notifications.id,
      template: notifications.template,
      recipient: notifications.recipient,
      subject: notifications.subject,
      status: notifications.status,
      attempts: notifications.attempts,
      createdAt: notifications.createdAt,
      sentAt: notifications.sentAt,
    })
    .from(notifications)
    .where(and(inArray(notifications.template, SAMPLE_TEMPLATES), sql`${notifications.data} ->> 'id' = ${id}`))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
  return {
    kind: 'sample',
    id: row.id,
    status: row.status,
    receivedAt: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
    street: row.street,
    suburb: row.suburb,
    postcode: row.postcode,
    colours: row.colours,
    postedAt: row.postedAt?.toISOString() ?? null,
    emails: emails.map((e) => ({ ...e, createdAt: e.createdAt.toISOString(), sentAt: e.sentAt?.toISOString() ?? null })),
  };
}

/** What GET /api/leads/{id} answers: a quote request, an enquiry or a sample request; null when none has the id. */
export async function loadInboxLead(db: Db, id: string, catalogue: CatalogueById): Promise<InboxLeadDetail | null> {
  return (await loadLead(db, id, catalogue)) ?? loadSampleLead(db, id);
}

// ---- Working a lead ----

/**
 * Sets the status and records one history row (from, to, who, when) in one transaction; any status may
 * follow any other (docs/product.md#leads). The same status again changes and records
 * nothing. False when the id is in neither table.
 */
export async function changeLeadStatus(db: Db, id: string, status: LeadStatus, changedBy: string): Promise<boolean> {
  const kind = await findLeadKind(db, id);
  if (!kind) return false;
  const table = kind === 'quote' ? quoteRequests : contactRequests;
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ status: table.status }).from(table).where(eq(table.id, id)).for('update');
    if (!current) return false;
    if (current.status === status) return true;
    await tx.update(table).set({ status }).where(eq(table.id, id));
    // clock_timestamp(), not now(): now() is when the transaction began, before it waited for the row
    // lock, so concurrent changes would be stamped out of order and the history read as a broken chain.
    await tx
      .insert(leadStatusHistory)
      .values({ leadId: id, leadKind: kind, fromStatus: current.status, toStatus: status, changedBy, changedAt: sql`clock_timestamp()` });
    return true;
  });
}

/** Adds a staff note; null when the id is in neither table. */
export async function addLeadNote(db: Db, id: string, author: { id: string; email: string }, noteText: string): Promise<LeadNote | null> {
  const kind = await findLeadKind(db, id);
  if (!kind) return null;
  const [row] = await db
    .insert(leadNotes)
    .values({ leadId: id, leadKind: kind, authorId: author.id, text: noteText, createdAt: sql`clock_timestamp()` })
    .returning({ id: leadNotes.id, text: leadNotes.text, createdAt: leadNotes.createdAt });
  return { id: row.id, text: row.text, author: author.email, createdAt: row.createdAt.toISOString() };
}
