// The staff catalogue (docs/product.md#catalogue): the list in the catalogue's order with keyset
// paging, the editor's create / replace / duplicate, and every change written with its history row
// and a NOTIFY in one transaction, so every app process reloads its snapshot once it commits.
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { centsToDecimal } from '../../domain/money';
import {
  boardImageFields,
  type CatalogueItem,
  type CatalogueItemInput,
  type CatalogueListQuery,
  type HistoryAction,
  type HistoryEntry,
} from '../../domain/schemas/catalogueAdmin';
import type { Db } from '../db/client';
import { pgErrorCode } from '../db/errors';
import { catalogueItemHistory, catalogueItems } from '../db/schema';
import { CATALOGUE_CHANNEL } from './catalogueListener';
import { recordPriceSet } from './cataloguePrices';
import { containsPattern } from './keyset';

type Row = typeof catalogueItems.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface Actor {
  id: string;
  email: string;
}

function toCatalogueItem(row: Row): CatalogueItem {
  const common = {
    item_id: row.itemId,
    name: row.name,
    description: row.description,
    unit: row.unit,
    priceCents: Math.round(Number(row.rate) * 100),
    status: row.status,
    sortOrder: row.sortOrder,
    hasPhoto: row.imageId !== null,
  };
  if (row.kind === 'hardware') {
    return {
      kind: 'hardware',
      ...common,
      sku: row.sku ?? '',
      category_name: row.categoryName ?? '',
      subframes: (row.subframes ?? []) as ('timber' | 'metal')[],
    };
  }
  return {
    kind: 'board',
    ...common,
    cf_board_brand: row.cfBoardBrand as 'WoodEvo' | 'MillBoard',
    cf_board_range: row.cfBoardRange ?? '',
    cf_board_type: row.cfBoardType as 'Grooved' | 'Square Edge',
    cf_board_colour: row.cfBoardColour ?? '',
    cf_size: row.cfSize ?? '',
    cf_boards_applicable: row.cfBoardsApplicable ?? '',
  };
}

/** The columns a payload sets (the item id is the key and never changes). */
export function columnsOf(input: CatalogueItemInput) {
  const common = {
    kind: input.kind,
    name: input.name,
    description: input.description,
    unit: input.unit,
    rate: centsToDecimal(input.priceCents),
    status: input.status,
  };
  if (input.kind === 'hardware') {
    return {
      ...common,
      sku: input.sku,
      categoryName: input.category_name,
      subframes: input.subframes.length ? input.subframes : null,
      cfBoardBrand: null,
      cfBoardRange: null,
      cfBoardType: null,
      cfBoardColour: null,
      cfSize: null,
      cfBoardsApplicable: null,
    };
  }
  const image = boardImageFields(input.item_id);
  return {
    ...common,
    sku: null,
    categoryName: null,
    subframes: null,
    cfBoardBrand: input.cf_board_brand,
    cfBoardRange: input.cf_board_range,
    cfBoardType: input.cf_board_type,
    cfBoardColour: input.cf_board_colour,
    cfSize: input.cf_size,
    cfBoardsApplicable: input.cf_boards_applicable,
    imageId: image.image_id,
    imageDocumentId: image.image_document_id,
    imageName: image.image_name,
  };
}

// ---- list ----------------------------------------------------------------------------------------

interface ListPosition {
  kind: Row['kind'];
  sortOrder: number;
  itemId: string;
}

/** Base64url of `kind|sortOrder|itemId`: the last row a page showed, in the catalogue's order. */
function encodeListCursor(p: ListPosition): string {
  return Buffer.from(`${p.kind}|${p.sortOrder}|${p.itemId}`).toString('base64url');
}

export function decodeListCursor(cursor: string): ListPosition | null {
  const match = /^(board|hardware)\|(-?\d{1,9})\|([a-z0-9-]{1,100})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match ? { kind: match[1] as Row['kind'], sortOrder: Number(match[2]), itemId: match[3] } : null;
}

export async function listCatalogue(
  db: Db,
  query: Omit<CatalogueListQuery, 'cursor' | 'limit'> & { limit: number; position: ListPosition | null },
): Promise<{ items: CatalogueItem[]; next: string | null }> {
  const where: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.push(or(ilike(catalogueItems.name, pattern), ilike(catalogueItems.itemId, pattern), ilike(catalogueItems.sku, pattern))!);
  }
  if (query.kind) where.push(eq(catalogueItems.kind, query.kind));
  if (query.brand) where.push(eq(catalogueItems.cfBoardBrand, query.brand));
  if (query.range) where.push(eq(catalogueItems.cfBoardRange, query.range));
  if (query.status) where.push(eq(catalogueItems.status, query.status));
  if (query.position) {
    const p = query.position;
    const key = sql`(${catalogueItems.kind}, ${catalogueItems.sortOrder}, ${catalogueItems.itemId})`;
    where.push(sql`${key} > (${p.kind}::catalogue_kind, ${p.sortOrder}, ${p.itemId})`);
  }
  const rows = await db
    .select()
    .from(catalogueItems)
    .where(and(...where))
    .orderBy(asc(catalogueItems.kind), asc(catalogueItems.sortOrder), asc(catalogueItems.itemId))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { items: page.map(toCatalogueItem), next: rows.length > query.limit && last ? encodeListCursor(last) : null };
}

/** Every item whatever its status, in the catalogue's order (the price file's export and its preview). */
export async function allCatalogueItems(db: Db | Tx): Promise<CatalogueItem[]> {
  const rows = await db
    .select()
    .from(catalogueItems)
    .orderBy(asc(catalogueItems.kind), asc(catalogueItems.sortOrder), asc(catalogueItems.itemId));
  return rows.map(toCatalogueItem);
}

/** PostgreSQL text cannot hold U+0000, so no stored item has an id with one: such an id (from a URL) names nothing. */
const unstorableId = (itemId: string) => itemId.includes('\u0000');

export async function loadCatalogueItem(db: Db, itemId: string): Promise<CatalogueItem | null> {
  if (unstorableId(itemId)) return null;
  const [row] = await db.select().from(catalogueItems).where(eq(catalogueItems.itemId, itemId));
  return row ? toCatalogueItem(row) : null;
}

export async function itemHistory(db: Db, itemId: string): Promise<HistoryEntry[]> {
  if (unstorableId(itemId)) return [];
  const rows = await db
    .select()
    .from(catalogueItemHistory)
    .where(eq(catalogueItemHistory.itemId, itemId))
    .orderBy(desc(catalogueItemHistory.id));
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actorEmail: r.actorEmail,
    action: r.action as HistoryAction,
    detail: r.detail,
  }));
}

// ---- changes -------------------------------------------------------------------------------------

/** One line of the item's history and the NOTIFY every process reloads on, in the change's transaction. */
export async function recordChange(tx: Tx, actor: Actor, itemId: string, action: HistoryAction, detail: string, now: Date) {
  await tx.insert(catalogueItemHistory).values({ itemId, at: now, actorId: actor.id, actorEmail: actor.email, action, detail });
  // Delivered to every listening process when the transaction commits (docs/architecture.md).
  await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${itemId})`);
}

const FIELD_LABELS: Record<string, string> = {
  name: 'name',
  description: 'description',
  unit: 'unit',
  priceCents: 'price',
  status: 'status',
  cf_board_brand: 'brand',
  cf_board_range: 'range',
  cf_board_type: 'board type',
  cf_board_colour: 'colour',
  cf_size: 'size',
  cf_boards_applicable: 'applicable hardware SKUs',
  sku: 'SKU',
  category_name: 'category',
  subframes: 'subframes',
};

/** One line of history for a replace: each changed field, old -> new (descriptions only named). */
export function changeDetail(before: CatalogueItem, after: CatalogueItemInput): string {
  const parts: string[] = [];
  const b = before as unknown as Record<string, unknown>;
  const a = after as unknown as Record<string, unknown>;
  for (const [key, label] of Object.entries(FIELD_LABELS)) {
    const was = b[key];
    const now = a[key];
    if (JSON.stringify(was ?? null) === JSON.stringify(now ?? null)) continue;
    if (key === 'description') parts.push('description changed');
    else if (key === 'priceCents') parts.push(`price ${formatDollars(Number(was))} -> ${formatDollars(Number(now))}`);
    else parts.push(`${label} ${show(was)} -> ${show(now)}`);
  }
  return parts.join('; ');
}

const formatDollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const show = (v: unknown) => (Array.isArray(v) ? v.join(', ') || '(none)' : v === '' || v === undefined ? '(none)' : String(v));

type SaveResult = { kind: 'ok'; item: CatalogueItem } | { kind: 'taken' } | { kind: 'not_found' };

export async function createCatalogueItem(db: Db, actor: Actor, input: CatalogueItemInput, now: Date, detail = ''): Promise<SaveResult> {
  try {
    const item = await db.transaction(async (tx) => {
      // New items follow their kind's last one in the catalogue's order.
      const [{ next }] = await tx
        .select({ next: sql<number>`coalesce(max(${catalogueItems.sortOrder}), -1)::int + 1` })
        .from(catalogueItems)
        .where(eq(catalogueItems.kind, input.kind));
      const [row] = await tx
        .insert(catalogueItems)
        .values({ itemId: input.item_id, sortOrder: next, ...columnsOf(input) })
        .returning();
      await recordPriceSet(tx, actor, row.itemId, input.priceCents, now);
      await recordChange(tx, actor, row.itemId, detail ? 'item.duplicate' : 'item.create', detail || `created as ${input.status}`, now);
      return toCatalogueItem(row);
    });
    return { kind: 'ok', item };
  } catch (err) {
    if (pgErrorCode(err) === '23505') return { kind: 'taken' };
    throw err;
  }
}

export async function updateCatalogueItem(db: Db, actor: Actor, itemId: string, input: CatalogueItemInput, now: Date): Promise<SaveResult> {
  return db.transaction(async (tx) => {
    // The row lock orders two staff saving the same item: each history line compares with what it replaced.
    const [current] = await tx.select().from(catalogueItems).where(eq(catalogueItems.itemId, itemId)).for('update');
    if (!current) return { kind: 'not_found' } as const;
    const before = toCatalogueItem(current);
    const detail = changeDetail(before, input);
    if (!detail) return { kind: 'ok', item: before } as const;
    const [row] = await tx
      .update(catalogueItems)
      .set(columnsOf({ ...input, item_id: itemId }))
      .where(eq(catalogueItems.itemId, itemId))
      .returning();
    if (before.priceCents !== input.priceCents) await recordPriceSet(tx, actor, itemId, input.priceCents, now);
    const onlyStatus =
      before.status !== input.status && detail === changeDetail(before, { ...before, status: input.status } as CatalogueItemInput);
    await recordChange(tx, actor, itemId, onlyStatus ? 'item.status' : 'item.update', detail, now);
    return { kind: 'ok', item: toCatalogueItem(row) } as const;
  });
}
