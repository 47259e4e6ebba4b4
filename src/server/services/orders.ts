// Orders: catalogue checks, one-statement creation with idempotency (a replayed key answers the first
// order), listing with keyset paging, and status changes that keep their history. What a viewer may
// see is services/visibility.ts's rule. Routes stay thin over these.
import { createHash, randomUUID } from 'node:crypto';
import { TransactionRollbackError, and, asc, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { discontinuedLineMessage, isOffered, type CatalogueStatus } from '../../domain/catalogueStatus';
import { HARDWARE_BRAND } from '../../domain/constants';
import { MESSAGES } from '../../domain/messages';
import { displayColorName } from '../../domain/colors';
import { brandDisplayName } from '../../domain/catalogue';
import { isTodayOrLater } from '../../domain/dates';
import { lineTotalCents, orderTotals, rateToCents } from '../../domain/money';
import { priceChanges, type PricesUpdate, type ShownPrices } from '../../domain/priceChanges';
import { RETAIL_PRICES, unitPriceFor, type PriceContext } from '../../domain/tradePricing';
import { pickupAddress } from '../../domain/orderPayload';
import { deliveryChargeFor, deliveryFeeLine, type DeliveryZone } from '../../domain/deliveryZones';
import type { ValidationIssue } from '../../domain/schemas/errors';
import type { NotificationSummary } from '../../domain/schemas/leadsInbox';
import type { Order, OrderCreate, OrderDetail, OrderFilters, OrderStatus, OrderStatusChange } from '../../domain/schemas/orders';
import type { Db } from '../db/client';
import { pgConstraint, pgErrorCode } from '../db/errors';
import { executePrepared } from '../db/prepared';
import {
  catalogueItems,
  designs,
  notifications,
  orderBoards,
  orderExtraLines,
  orderHardware,
  orderStatusHistory,
  orders,
  projects,
  quotes,
  tradeAccountMembers,
  users,
} from '../db/schema';
import { orderDrafts, orderStatusDraft } from '../mail/messages';
import { toNotificationSummary, type Outbox } from '../mail/outbox';
import type { CatalogueCache } from './catalogue';
import { ownedDesignRef } from './designs';
import { beforeCursor, containsPattern, cursorTime, encodeCursor, type Cursor } from './keyset';
import { issueInvoice } from './invoices';
import { buyerTermsFor, lockedCreditPosition, type BuyerTerms } from './orderAccount';
import { poIssue, preferredDayIssue } from './orderRules';
import { orderOverCredit, type CreditPosition } from '../../domain/purchaseOrder';
import { visibleParts, visibleTo, type Viewer } from './visibility';
import { listBackOrders, newOrderBackOrderDays, reserveOrderStock, stockOnStatusChange } from './stock';

/** An order's brand, range or colour when its board lines differ (docs/product.md#records-and-fields: one of each). */
export const MIXED = 'Mixed';

type CatalogueRow = typeof catalogueItems.$inferSelect;

function norm(value: string | null | undefined): string {
  return (value ?? '').replace(/_/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Key-sorted JSON, so the same request hashes the same whatever its key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(payload: OrderCreate): string {
  return createHash('sha256').update(canonicalJson(payload)).digest('hex');
}

export interface CheckedLines {
  /** `unitPriceCents`: a price agreed beforehand (an accepted quote's) instead of the catalogue's. */
  /** `backOrdered`: the part stock could not reserve (stock.ts reserveOrderStock); 0 when absent. */
  boards: { item: CatalogueRow; quantity: number; unitPriceCents?: number; backOrdered?: number }[];
  hardware: { item: CatalogueRow; quantity: number; category: string; unitPriceCents?: number; backOrdered?: number }[];
}

/** A line that is no catalogue item: an accepted quote's free line, or its discount (negative). */
export interface ExtraLine {
  kind: 'free' | 'discount';
  description: string;
  unit: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
}

/** Reads catalogue rows by id (the route passes its in-memory catalogue; the default reads the table). */
export type CatalogueLookup = (ids: string[]) => Promise<CatalogueRow[]>;

export const catalogueFromTable =
  (db: Db): CatalogueLookup =>
  (ids) =>
    ids.length ? db.select().from(catalogueItems).where(inArray(catalogueItems.itemId, ids)) : Promise.resolve([]);

/** Every rule that needs the database or the clock; issues name the offending field. */
export async function checkOrder(
  db: Db,
  payload: OrderCreate,
  owner: Viewer,
  now: Date,
  catalogue: CatalogueLookup = catalogueFromTable(db),
): Promise<{ issues: ValidationIssue[]; lines: CheckedLines; projectId: string | null; projectName: string | null }> {
  const issues: ValidationIssue[] = [];
  if (!isTodayOrLater(payload.preferredDate, now)) {
    issues.push({ path: ['body', 'preferredDate'], message: MESSAGES.preferredDateNotPast, code: 'date_in_past' });
  }

  const projectId = payload.project ? payload.project : null;
  const ids = [...new Set([...payload.boards.map((b) => b.item_id), ...payload.hardwareItems.map((h) => h.item_id)])];
  // Both reads at once: each is one round trip, and the request holds nothing while it waits.
  const [owned, rows] = await Promise.all([
    projectId
      ? db
          .select({ id: projects.id, name: projects.name })
          .from(projects)
          .where(and(eq(projects.id, projectId), visibleTo(owner, 'projects', projects.ownerId)))
          .then((r) => r[0])
      : undefined,
    catalogue(ids),
  ]);
  if (projectId && !owned) issues.push({ path: ['body', 'project'], message: MESSAGES.projectNotFound, code: 'project_not_found' });
  const byId = new Map(rows.map((r) => [r.itemId, r]));
  const lines: CheckedLines = { boards: [], hardware: [] };

  payload.boards.forEach((line, index) => {
    const item = byId.get(line.item_id);
    const where = `Board line ${index + 1}`;
    if (!item || item.kind !== 'board' || item.status === 'draft') {
      issues.push({
        path: ['body', 'boards', index, 'item_id'],
        message: `${where}: item ${line.item_id} is not a board in the catalogue`,
        code: 'unknown_item',
      });
      return;
    }
    if (!isOffered(item.status)) {
      issues.push({
        path: ['body', 'boards', index, 'item_id'],
        message: discontinuedLineMessage(where, item.itemId, item.name),
        code: 'item_discontinued',
      });
      return;
    }
    const fields = [
      ['brand', line.brand, item.cfBoardBrand, 'brand'],
      ['range', line.range, item.cfBoardRange, 'range'],
      ['type', line.type, item.cfBoardType, 'board type'],
      ['colorName', line.colorName, item.cfBoardColour, 'colour'],
      ['size', line.size, item.cfSize, 'size'],
    ] as const;
    let matched = true;
    for (const [field, sent, actual, label] of fields) {
      if (norm(sent) !== norm(actual)) {
        matched = false;
        issues.push({
          path: ['body', 'boards', index, field],
          message:
            `${where}: ${label} ${sent} does not match item ${line.item_id} ` +
            `(${field === 'colorName' ? displayColorName(actual) : actual})`,
          code: 'catalogue_mismatch',
        });
      }
    }
    if (matched) lines.boards.push({ item, quantity: line.quantity });
  });

  payload.hardwareItems.forEach((line, index) => {
    const item = byId.get(line.item_id);
    if (!item || item.kind !== 'hardware' || item.status === 'draft') {
      issues.push({
        path: ['body', 'hardwareItems', index, 'item_id'],
        message: `Hardware line ${index + 1}: item ${line.item_id} is not hardware in the catalogue`,
        code: 'unknown_item',
      });
      return;
    }
    if (!isOffered(item.status)) {
      issues.push({
        path: ['body', 'hardwareItems', index, 'item_id'],
        message: discontinuedLineMessage(`Hardware line ${index + 1}`, item.itemId, item.name),
        code: 'item_discontinued',
      });
      return;
    }
    lines.hardware.push({ item, quantity: line.quantity, category: line.category.trim() || HARDWARE_BRAND });
  });

  return { issues, lines, projectId, projectName: owned?.name ?? null };
}

/** Shared value of the board lines, Mixed when they differ; a hardware-only order reads Hardware. */
export function summarise(values: readonly string[]): string {
  if (values.length === 0) return HARDWARE_BRAND;
  return values.every((v) => v === values[0]) ? values[0] : MIXED;
}

export type CreateResult = { kind: 'created'; id: string } | { kind: 'replay'; id: string } | { kind: 'key_conflict' };

/** Looks up an order already made with this key: the same body replays it, another body conflicts. */
export async function findByIdempotencyKey(db: Db, ownerId: string, key: string, hash: string): Promise<CreateResult | null> {
  const [row] = await db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.ownerId, ownerId), eq(orders.idempotencyKey, key)));
  if (!row) return null;
  return row.requestHash === hash ? { kind: 'replay', id: row.id } : { kind: 'key_conflict' };
}

export interface NewOrder {
  /** Set by the caller when something else in the statement refers to the order (its e-mail); else the database picks one. */
  id?: string;
  owner: { id: string; role: string; email: string };
  payload: OrderCreate;
  lines: CheckedLines;
  projectId: string | null;
  projectName: string | null;
  /** The owner's own design the boards came from (checked by the caller), with its name for the answer. */
  design?: { id: string; name: string } | null;
  idempotencyKey: string | null;
  hash: string;
  /** An accepted quote's free and discount lines, counted in the totals. */
  extraLines?: readonly ExtraLine[];
  /**
   * How delivery is charged: 'zone' adds the postcode's zone fee (docs/product.md#delivery); 'quote' adds
   * none, because an accepted quote's order carries exactly the quote's lines and staff price delivery
   * on the quote (docs/product.md#quotes).
   */
  deliveryPricing: 'zone' | 'quote';
  /** The buyer's prices (docs/product.md#trade-accounts); the catalogue's when absent. */
  prices?: PriceContext;
  /** The buyer's company credit on terms (orderAccount.ts): an order taking it over its limit is flagged. */
  credit?: CreditPosition | null;
}

type OrderRow = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'projectId'
  | 'brand'
  | 'range'
  | 'colorName'
  | 'quantity'
  | 'status'
  | 'deliveryMethod'
  | 'deliveryStreetAddress'
  | 'deliveryCityPostcode'
  | 'pickupLocation'
  | 'preferredDate'
  | 'notes'
  | 'createdAt'
  | 'updatedAt'
  | 'subtotalCents'
  | 'gstCents'
  | 'totalCents'
  | 'pricesEstimated'
  | 'deliveryZone'
  | 'deliveryFeeCents'
  | 'confirmedDay'
  | 'poReference'
  | 'overCreditLimit'
>;
type PriceColumns = 'unit' | 'unitPriceCents' | 'lineTotalCents';
/** The item's catalogue status now, when the lines were read with it. */
type ItemStatus = { itemStatus?: CatalogueStatus };
type BoardRow = Pick<
  typeof orderBoards.$inferSelect,
  'itemId' | 'brand' | 'range' | 'type' | 'colorName' | 'size' | 'quantity' | 'backOrdered' | PriceColumns
> &
  ItemStatus;
type HardwareRow = Pick<
  typeof orderHardware.$inferSelect,
  'itemId' | 'name' | 'description' | 'category' | 'quantity' | 'backOrdered' | PriceColumns
> &
  ItemStatus;

/** A board line's readable name: what the catalogue says it is, in the order a person reads it. */
export function boardLineName(b: Pick<BoardRow, 'brand' | 'range' | 'type' | 'colorName' | 'size'>): string {
  return [brandDisplayName(b.brand), b.range, b.type, b.colorName, b.size].filter(Boolean).join(' ');
}

/**
 * The buyer's unit price from the catalogue's rate now, in cents (docs/product.md#money, docs/product.md#trade-accounts), or
 * the price an accepted quote agreed, and the line it makes.
 */
function priced(item: CatalogueRow, quantity: number, prices: PriceContext, agreedCents?: number): Pick<BoardRow, PriceColumns> {
  const unitPriceCents =
    agreedCents ?? unitPriceFor({ item_id: item.itemId, rate: Number(item.rate), kind: item.kind }, prices).unitPriceCents;
  return { unit: item.unit, unitPriceCents, lineTotalCents: lineTotalCents(unitPriceCents, quantity) };
}

/** A stored order and its lines as the API answers them (docs/product.md#calls); ownerEmail is for admins only. */
function toOrder(
  order: OrderRow,
  lines: { boards: readonly BoardRow[]; hardware: readonly HardwareRow[]; extra?: readonly ExtraLine[] },
  viewer: {
    projectName: string | null;
    ownerEmail: string | undefined;
    design: { id: string; name: string } | null;
    /** Who placed a trade company's order (its members all see it). */
    placedBy?: string;
  },
): Order {
  return {
    id: order.id,
    project: order.projectId,
    projectName: viewer.projectName,
    design: viewer.design,
    brand: order.brand,
    range: order.range,
    colorName: order.colorName,
    quantity: order.quantity,
    status: order.status,
    deliveryMethod: order.deliveryMethod,
    deliveryStreetAddress: order.deliveryStreetAddress,
    deliveryCityPostcode: order.deliveryCityPostcode,
    pickupLocation: order.pickupLocation,
    preferredDate: order.preferredDate,
    notes: order.notes,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    ...(viewer.ownerEmail !== undefined ? { ownerEmail: viewer.ownerEmail } : {}),
    ...(viewer.placedBy !== undefined ? { placedBy: viewer.placedBy } : {}),
    boards: lines.boards.map((b) => ({
      brand: b.brand,
      range: b.range,
      type: b.type,
      colorName: b.colorName,
      size: b.size,
      quantity: b.quantity,
      item_id: b.itemId,
      backOrdered: b.backOrdered,
    })),
    hardwareItems: lines.hardware.map((h) => ({
      name: h.name,
      description: h.description,
      category: h.category,
      quantity: h.quantity,
      item_id: h.itemId,
      backOrdered: h.backOrdered,
    })),
    // Board lines first in their order, then hardware (the API contract of "lines").
    lines: [
      ...lines.boards.map((b) => ({
        kind: 'board' as const,
        item_id: b.itemId,
        name: boardLineName(b),
        quantity: b.quantity,
        ...prices(b),
        ...notOffered(b),
      })),
      ...lines.hardware.map((h) => ({
        kind: 'hardware' as const,
        item_id: h.itemId,
        name: h.name,
        quantity: h.quantity,
        ...prices(h),
        ...notOffered(h),
      })),
      ...(lines.extra ?? []).map((x) => ({ kind: x.kind, item_id: '', name: x.description, quantity: x.quantity, ...prices(x) })),
      // The delivery fee is the order's last line (docs/product.md#delivery).
      ...(order.deliveryZone && order.deliveryFeeCents !== null
        ? [deliveryFeeLine(order.deliveryZone as DeliveryZone, order.deliveryFeeCents)]
        : []),
    ],
    subtotalCents: order.subtotalCents,
    gstCents: order.gstCents,
    totalCents: order.totalCents,
    pricesEstimated: order.pricesEstimated,
    deliveryZone: (order.deliveryZone as DeliveryZone | null) ?? null,
    deliveryFeeCents: order.deliveryFeeCents ?? null,
    freightToBeQuoted: order.deliveryZone === 'quoted',
    confirmedDay: order.confirmedDay ?? null,
    poReference: order.poReference,
    overCreditLimit: order.overCreditLimit,
  };
}

/** docs/product.md#catalogue: a record keeps its item whatever its status, marked when it is no longer sold. */
function notOffered(line: ItemStatus): { itemStatus?: 'discontinued' } {
  return line.itemStatus === 'discontinued' ? { itemStatus: 'discontinued' } : {};
}

function prices(line: Pick<BoardRow, PriceColumns>) {
  return { unit: line.unit, unitPriceCents: line.unitPriceCents, lineTotalCents: line.lineTotalCents };
}

/**
 * The one statement that stores an order, its lines and its first history row (data-modifying CTEs
 * are atomic and need no BEGIN/COMMIT round trips), with the values the answer is built from. The
 * bench's pgbench baseline runs this same statement (tests/bench/pgbench.ts).
 */
export function orderInsertStatement(input: NewOrder, moreCtes: SQL | null = null) {
  const { payload, lines } = input;
  const prices = input.prices ?? RETAIL_PRICES;
  const boards: BoardRow[] = lines.boards.map(({ item, quantity, unitPriceCents, backOrdered }) => ({
    itemId: item.itemId,
    brand: item.cfBoardBrand ?? '',
    range: item.cfBoardRange ?? '',
    type: item.cfBoardType ?? '',
    colorName: displayColorName(item.cfBoardColour),
    size: item.cfSize ?? '',
    quantity,
    backOrdered: backOrdered ?? 0,
    ...priced(item, quantity, prices, unitPriceCents),
  }));
  const hardware: HardwareRow[] = lines.hardware.map(({ item, quantity, category, unitPriceCents, backOrdered }) => ({
    itemId: item.itemId,
    name: item.name,
    description: item.description,
    category,
    quantity,
    backOrdered: backOrdered ?? 0,
    ...priced(item, quantity, prices, unitPriceCents),
  }));
  const extra = input.extraLines ?? [];
  // Computed here, from the server's own catalogue (or the accepted quote's prices) and the postcode, never
  // from anything the browser sent.
  const charge = input.deliveryPricing === 'zone' ? deliveryChargeFor(payload.deliveryMethod, payload.deliveryCityPostcode) : null;
  const feeCents = charge?.feeCents ?? null;
  const totals = orderTotals([
    ...[...boards, ...hardware, ...extra].map((l) => l.lineTotalCents),
    ...(feeCents !== null ? [feeCents] : []),
  ]);
  const isDelivery = payload.deliveryMethod === 'delivery';
  const row = {
    brand: summarise(boards.map((b) => b.brand)),
    range: summarise(boards.map((b) => b.range)),
    colorName: summarise(boards.map((b) => b.colorName)),
    quantity: boards.reduce((sum, b) => sum + b.quantity, 0),
    // Only the chosen method's fields are kept (docs/product.md#flows: switching clears the other's).
    deliveryStreetAddress: isDelivery ? payload.deliveryStreetAddress.trim() : '',
    deliveryCityPostcode: isDelivery ? payload.deliveryCityPostcode.trim() : '',
    pickupLocation: isDelivery ? '' : pickupAddress(payload.pickupLocation),
    ...totals,
    pricesEstimated: false,
    deliveryZone: charge?.zone ?? null,
    deliveryFeeCents: feeCents,
    confirmedDay: null,
    poReference: payload.poReference?.trim() ?? '',
    overCreditLimit: orderOverCredit(input.credit ?? null, totals.totalCents),
  };
  const positioned = <T>(list: readonly T[]) => JSON.stringify(list.map((line, position) => ({ position, ...line })));
  const statement = sql`
    with o as (
      insert into ${orders} (id, owner_id, project_id, brand, range, color_name, quantity, delivery_method, delivery_street_address,
                             delivery_city_postcode, pickup_location, preferred_date, notes, idempotency_key, request_hash,
                             subtotal_cents, gst_cents, total_cents, design_id, account_id, delivery_zone, delivery_fee_cents,
                             po_reference, over_credit_limit, leave_on_site)
      values (${input.id ?? sql`gen_random_uuid()`}, ${input.owner.id}, ${input.projectId}, ${row.brand}, ${row.range}, ${row.colorName},
              ${row.quantity},
              ${payload.deliveryMethod}::delivery_method, ${row.deliveryStreetAddress}, ${row.deliveryCityPostcode}, ${row.pickupLocation},
              ${payload.preferredDate}, ${payload.notes}, ${input.idempotencyKey}, ${input.hash},
              ${totals.subtotalCents}, ${totals.gstCents}, ${totals.totalCents}, ${input.design?.id ?? null}::uuid,
              -- The buyer's trade company, if any (docs/product.md#trade-accounts: its members all see the order).
              (select account_id from ${tradeAccountMembers} where user_id = ${input.owner.id}),
              ${row.deliveryZone}, ${row.deliveryFeeCents}, ${row.poReference}, ${row.overCreditLimit},
              ${isDelivery && payload.leaveOnSite === true})
      -- A key this owner already used stores nothing (the caller then answers the earlier order);
      -- a concurrent first use commits first and this one waits for it, then stores nothing.
      on conflict (owner_id, idempotency_key) do nothing
      returning id, status, created_at, updated_at
    ), b as (
      insert into ${orderBoards} (order_id, position, item_id, brand, range, type, color_name, size, quantity,
                                  unit, unit_price_cents, line_total_cents, back_ordered)
      select o.id, x.position, x."itemId", x.brand, x.range, x.type, x."colorName", x.size, x.quantity,
             x.unit, x."unitPriceCents", x."lineTotalCents", x."backOrdered"
      from o, jsonb_to_recordset(${positioned(boards)}::jsonb)
        as x(position int, "itemId" text, brand text, range text, type text, "colorName" text, size text, quantity int,
             unit text, "unitPriceCents" bigint, "lineTotalCents" bigint, "backOrdered" int)
    ), h as (
      insert into ${orderHardware} (order_id, position, item_id, name, description, category, quantity,
                                    unit, unit_price_cents, line_total_cents, back_ordered)
      select o.id, x.position, x."itemId", x.name, x.description, x.category, x.quantity,
             x.unit, x."unitPriceCents", x."lineTotalCents", x."backOrdered"
      from o, jsonb_to_recordset(${positioned(hardware)}::jsonb)
        as x(position int, "itemId" text, name text, description text, category text, quantity int,
             unit text, "unitPriceCents" bigint, "lineTotalCents" bigint, "backOrdered" int)
    ), s as (
      insert into ${orderStatusHistory} (order_id, from_status, to_status, changed_by)
      select o.id, null, o.status, ${input.owner.id} from o
    )${extra.length ? sql`, x as (${extraLinesInsert(extra)})` : sql``}${moreCtes ? sql`, ${moreCtes}` : sql``}
    select id, status, created_at, updated_at from o`;
  return { statement, row, boards, hardware, extra };
}

/** The extra lines' insert, as a CTE over the order's `o`. */
function extraLinesInsert(extra: readonly ExtraLine[]): SQL {
  const rows = JSON.stringify(extra.map((line, position) => ({ position, ...line })));
  return sql`
    insert into ${orderExtraLines} (order_id, position, kind, description, unit, quantity, unit_price_cents, line_total_cents)
    select o.id, x.position, x.kind, x.description, x.unit, x.quantity, x."unitPriceCents", x."lineTotalCents"
    from o, jsonb_to_recordset(${rows}::jsonb)
      as x(position int, kind text, description text, unit text, quantity int, "unitPriceCents" bigint, "lineTotalCents" bigint)`;
}

/**
 * Stores the order in one statement (orderInsertStatement) and answers the order as loadVisibleOrder
 * would read it back, built from what was stored instead of three more queries. Null when the owner
 * already used this Idempotency-Key. The benchmark measured the former transaction plus re-read (11 round
 * trips holding a pooled connection) at 0.004x the reference's req/s.
 */
export async function insertOrder(
  db: Pick<Db, 'execute'>,
  input: NewOrder,
  /** More writes for the same statement, given the order as it will be stored (its e-mail: the outbox, gated on the CTE `o`). */
  alongside?: (order: Order) => Promise<SQL | null>,
): Promise<Order | null> {
  const { payload } = input;
  const ownerEmail = input.owner.role === 'admin' ? input.owner.email : undefined;
  const viewer = { projectName: input.projectId ? input.projectName : null, ownerEmail, design: input.design ?? null };
  const planned = orderInsertStatement(input);
  const order = (id: string, status: OrderStatus, createdAt: Date, updatedAt: Date) =>
    toOrder(
      {
        ...planned.row,
        id,
        projectId: input.projectId,
        status,
        deliveryMethod: payload.deliveryMethod,
        preferredDate: payload.preferredDate,
        notes: payload.notes,
        createdAt,
        updatedAt,
      },
      { boards: planned.boards, hardware: planned.hardware, extra: planned.extra },
      viewer,
    );
  let statement = planned.statement;
  if (alongside) {
    const id = input.id ?? randomUUID();
    const extra = await alongside(order(id, 'pending', new Date(0), new Date(0)));
    statement = orderInsertStatement({ ...input, id }, extra).statement;
  }
  const result = await executePrepared<{ id: string; status: OrderStatus; created_at: Date; updated_at: Date }>(db, statement);
  const created = result.rows[0];
  if (!created) return null;
  return order(created.id, created.status, new Date(created.created_at), new Date(created.updated_at));
}

/**
 * The lines with the part stock could not reserve marked back-ordered, reserved in the caller's
 * transaction (placing an order, accepting a quote).
 */
/** The reserved lines as stock reads them: each item with what of it waits for goods in. */
export function stockLinesOf(lines: CheckedLines): { itemId: string; backOrdered: number }[] {
  return [...lines.boards, ...lines.hardware].map((l) => ({ itemId: l.item.itemId, backOrdered: l.backOrdered ?? 0 }));
}

export async function reserveLines(tx: Pick<Db, 'execute'>, lines: CheckedLines): Promise<CheckedLines> {
  const short = await reserveOrderStock(
    tx,
    [...lines.boards, ...lines.hardware].map((line) => ({ itemId: line.item.itemId, quantity: line.quantity })),
  );
  return {
    boards: lines.boards.map((line, i) => ({ ...line, backOrdered: short[i] })),
    hardware: lines.hardware.map((line, i) => ({ ...line, backOrdered: short[lines.boards.length + i] })),
  };
}

export type PlaceResult =
  | { kind: 'created' | 'replay'; order: Order }
  | { kind: 'key_conflict' }
  | { kind: 'design_not_found' }
  | { kind: 'invalid'; issues: ValidationIssue[] }
  | ({ kind: 'prices_updated' } & PricesUpdate);

/**
 * docs/product.md#catalogue: the prices this order would be charged (the statement's own lines and delivery fee)
 * against the ones the page showed.
 */
export function chargedPriceChanges(input: NewOrder, shown: ShownPrices): PricesUpdate {
  const planned = orderInsertStatement(input);
  const retail = new Map([...input.lines.boards, ...input.lines.hardware].map(({ item }) => [item.itemId, rateToCents(Number(item.rate))]));
  const charged = [...planned.boards.map((b) => ({ ...b, name: boardLineName(b) })), ...planned.hardware].map((l) => ({
    itemId: l.itemId,
    name: l.name,
    quantity: l.quantity,
    unitPriceCents: l.unitPriceCents,
    retailCents: retail.get(l.itemId) ?? l.unitPriceCents,
  }));
  const fee = planned.row.deliveryFeeCents;
  return priceChanges(shown, charged, [...planned.extra.map((x) => x.lineTotalCents), ...(fee !== null ? [fee] : [])]);
}

const PREFERRED_DATE = ['body', 'preferredDate'];

/** A buyer without a company: catalogue prices, no purchase-order rule, no credit limit. */
const RETAIL_BUYER: BuyerTerms = { prices: RETAIL_PRICES, account: null };

export interface OrderPlacement {
  /** tradeAccountId null: the session lookup found no company (a retail customer); undefined: not known, read it. */
  owner: { id: string; role: string; email: string; tradeAccountId?: string | null };
  payload: OrderCreate;
  idempotencyKey: string | null;
  now: Date;
  /** The process's in-memory catalogue the lines are checked against. */
  catalogue: CatalogueCache;
  /** Writes the e-mails the order owes in the order's own statement. */
  outbox: Pick<Outbox, 'ctes'>;
  salesEmail: string;
}

/**
 * Places an order (POST /api/orders): checked against the in-memory catalogue, then stored with the
 * e-mails it owes in one statement. With an Idempotency-Key the owner already used, the same body
 * replays the first order and another body conflicts; a replay wins over checks that fail today.
 * The caller wakes the outbox after `created`.
 */
export async function placeOrder(db: Db, input: OrderPlacement): Promise<PlaceResult> {
  const { owner, payload, idempotencyKey: key, catalogue } = input;
  const hash = requestHash(payload);
  const catalogueLookup: CatalogueLookup = async (ids) => {
    const { byId } = await catalogue.get();
    return ids.flatMap((id) => byId.get(id) ?? []);
  };
  const answer = async (result: CreateResult): Promise<PlaceResult> => {
    if (result.kind === 'key_conflict') return result;
    const created = await loadVisibleOrder(db, result.id, owner);
    return { kind: result.kind, order: created! };
  };

  // Checked against the in-memory catalogue; the one insert statement also detects a used key, so a
  // new order costs one round trip (a benchmark target).
  const dateOk = isTodayOrLater(payload.preferredDate, input.now);
  const [{ issues: checkIssues, lines, projectId, projectName }, design, { prices, account }, dayIssue] = await Promise.all([
    checkOrder(db, payload, owner, input.now, catalogueLookup),
    // docs/product.md#designs: only the user's own design; another's reads as missing.
    payload.designId ? ownedDesignRef(db, payload.designId, owner) : null,
    // docs/product.md#trade-accounts: a company member buys at the company's prices, on its terms (read alongside
    // the checks); the session lookup already said whether the buyer has a company at all.
    owner.tradeAccountId === null ? RETAIL_BUYER : buyerTermsFor(db, owner.id),
    // A past date is already refused by checkOrder; a later one must be a day the calendar offers.
    dateOk
      ? preferredDayIssue(db, { method: payload.deliveryMethod, preferredDate: payload.preferredDate, now: input.now }, PREFERRED_DATE)
      : null,
  ]);
  const po = poIssue({ poReference: payload.poReference ?? '', poRequired: account?.poRequired ?? false }, ['body', 'poReference']);
  const issues = [...checkIssues, ...(po ? [po] : []), ...(dayIssue ? [dayIssue] : [])];
  if (payload.designId && !design) {
    const earlier = key ? await findByIdempotencyKey(db, owner.id, key, hash) : null;
    if (earlier) return answer(earlier);
    return { kind: 'design_not_found' };
  }
  if (issues.length) {
    const earlier = key ? await findByIdempotencyKey(db, owner.id, key, hash) : null;
    if (earlier) return answer(earlier);
    return { kind: 'invalid', issues };
  }
  try {
    const order: NewOrder = {
      owner,
      payload,
      lines,
      projectId,
      projectName,
      design,
      idempotencyKey: key,
      hash,
      prices,
      credit: null,
      deliveryPricing: 'zone',
    };
    // The order and the e-mail it owes are one statement (the outbox's rows gated on the order's insert):
    // they commit together, and a replayed key stores neither. In the same transaction a company on terms has
    // its exposure read under a lock on its row (docs/product.md#trade-accounts), so orders placed at once are
    // each flagged against the ones before; then the order's stock is reserved, the stock rows locked until it
    // commits (docs/product.md#stock-and-samples). A replayed key rolls the reservation back.
    let refused: PricesUpdate | null = null;
    const created = await db
      .transaction(async (tx) => {
        // docs/product.md#catalogue: compared with exactly the prices this transaction charges; a difference stores nothing.
        if (payload.shownPrices) {
          const update = chargedPriceChanges(order, payload.shownPrices);
          if (update.changes.length) {
            refused = update;
            tx.rollback();
          }
        }
        const credit = account?.credit ? await lockedCreditPosition(tx, account.accountId) : null;
        const reserved = await reserveLines(tx, lines);
        const backOrderDays = await newOrderBackOrderDays(tx, stockLinesOf(reserved), input.now);
        const stored = await insertOrder(
          tx,
          { ...order, lines: reserved, credit },
          async (placed) => (await input.outbox.ctes(orderDrafts(placed, owner.email, input.salesEmail, backOrderDays), 'o')).ctes,
        );
        if (!stored) tx.rollback();
        return stored;
      })
      .catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return null;
        throw error;
      });
    if (created) return { kind: 'created', order: created };
    if (refused) {
      // A replayed key answers its first order, whatever the prices are today.
      const earlier = key ? await findByIdempotencyKey(db, owner.id, key, hash) : null;
      return earlier ? answer(earlier) : { kind: 'prices_updated', ...(refused as PricesUpdate) };
    }
    const earlier = await findByIdempotencyKey(db, owner.id, key!, hash);
    if (!earlier) throw new Error('an order with this Idempotency-Key conflicted but cannot be found');
    return answer(earlier);
  } catch (error) {
    // A catalogue item removed since the in-memory copy was read: check again against the table.
    if (pgErrorCode(error) === '23503' && pgConstraint(error)?.includes('item_id')) {
      catalogue.invalidate();
      const recheck = await checkOrder(db, payload, owner, input.now);
      if (recheck.issues.length) return { kind: 'invalid', issues: recheck.issues };
    }
    // The design was deleted between the check and the insert.
    if (pgErrorCode(error) === '23503' && pgConstraint(error)?.includes('design_id')) return { kind: 'design_not_found' };
    // The project was deleted between the check and the insert.
    if (pgErrorCode(error) === '23503')
      return { kind: 'invalid', issues: [{ path: ['body', 'project'], message: MESSAGES.projectNotFound }] };
    throw error;
  }
}

// ---- Reading ----

export interface LoadOptions {
  where?: SQL;
  includeOwnerEmail: boolean;
  limit?: number;
}

export interface LoadedOrders {
  orders: Order[];
  /** Keyset cursor of each order, in the same order (paging resumes after any of them). */
  cursors: string[];
}

// Map.groupBy arrives in Node 21; this project still runs on Node 20.
/** The board and hardware lines of many orders in two queries, by order id, each in its order's position. */
export async function loadOrderLines(db: Db, ids: readonly string[]) {
  const [boards, hardware, extra] = await Promise.all([
    // Each line reads its item's status now, so a line of a discontinued item is marked as such.
    db
      .select({ ...getTableColumns(orderBoards), itemStatus: catalogueItems.status })
      .from(orderBoards)
      .innerJoin(catalogueItems, eq(catalogueItems.itemId, orderBoards.itemId))
      .where(inArray(orderBoards.orderId, [...ids]))
      .orderBy(asc(orderBoards.orderId), asc(orderBoards.position)),
    db
      .select({ ...getTableColumns(orderHardware), itemStatus: catalogueItems.status })
      .from(orderHardware)
      .innerJoin(catalogueItems, eq(catalogueItems.itemId, orderHardware.itemId))
      .where(inArray(orderHardware.orderId, [...ids]))
      .orderBy(asc(orderHardware.orderId), asc(orderHardware.position)),
    db
      .select()
      .from(orderExtraLines)
      .where(inArray(orderExtraLines.orderId, [...ids]))
      .orderBy(asc(orderExtraLines.orderId), asc(orderExtraLines.position)),
  ]);
  return {
    boardsBy: groupBy(boards, (b) => b.orderId),
    hardwareBy: groupBy(hardware, (h) => h.orderId),
    extraBy: groupBy(extra as ((typeof extra)[number] & ExtraLine)[], (x) => x.orderId),
  };
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

export async function loadOrders(db: Db, options: LoadOptions): Promise<LoadedOrders> {
  const query = db
    .select({
      order: orders,
      projectName: projects.name,
      ownerEmail: users.email,
      designName: designs.name,
      cursorAt: cursorTime(orders.createdAt),
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.ownerId))
    .leftJoin(projects, eq(projects.id, orders.projectId))
    .leftJoin(designs, eq(designs.id, orders.designId))
    .where(options.where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const rows = options.limit ? await query.limit(options.limit) : await query;
  if (rows.length === 0) return { orders: [], cursors: [] };

  const { boardsBy, hardwareBy, extraBy } = await loadOrderLines(
    db,
    rows.map((r) => r.order.id),
  );

  const list: Order[] = rows.map(({ order, projectName, ownerEmail, designName }) =>
    toOrder(
      order,
      { boards: boardsBy.get(order.id) ?? [], hardware: hardwareBy.get(order.id) ?? [], extra: extraBy.get(order.id) ?? [] },
      {
        projectName: projectName ?? null,
        ownerEmail: options.includeOwnerEmail ? ownerEmail : undefined,
        design: order.designId && designName !== null ? { id: order.designId, name: designName } : null,
        placedBy: order.accountId !== null ? ownerEmail : undefined,
      },
    ),
  );
  return { orders: list, cursors: rows.map((r) => encodeCursor(r.cursorAt, r.order.id)) };
}

/**
 * The list's and the export's filters as one condition over orders joined with users and projects:
 * status, and q as customer email, project name or purchase order reference (contains, any case, LIKE's wildcards literal) or
 * an order id prefix (its BW- reference too, docs/product.md#e-mail).
 */
export function orderFilter(filters: OrderFilters): SQL | undefined {
  const { status, q } = filters;
  const pattern = q ? containsPattern(q) : null;
  const idPrefix = q ? q.replace(/^bw-/i, '').toLowerCase() : '';
  return and(
    status ? eq(orders.status, status) : undefined,
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(projects.name, pattern),
          ilike(orders.poReference, pattern),
          /^[0-9a-f-]+$/.test(idPrefix) ? sql`${orders.id}::text like ${`${idPrefix}%`}` : undefined,
        )
      : undefined,
  );
}

/** The orders this viewer may see, filtered by status and q: the list's and the export's condition. */
export function visibleOrderFilter(viewer: Viewer, filters: OrderFilters): SQL | undefined {
  return and(visibleTo(viewer, 'orders', orders.ownerId, orders.accountId), orderFilter(filters));
}

export interface OrderPageOptions {
  filters: OrderFilters;
  position: Cursor | null;
  limit?: number;
  mine?: boolean;
}

/**
 * The condition of a page of the orders this viewer may see. With a company (the visibility's two parts),
 * a page's candidates are each part's first `limit` matches by its own index, merged: the page reads about
 * 2 x limit rows whatever the company's history (the plan the bench's company figure logs).
 */
export function visibleOrderPage(db: Db, viewer: Viewer, options: OrderPageOptions): SQL | undefined {
  const { position, limit } = options;
  const rest = and(
    orderFilter(options.filters),
    options.mine ? eq(orders.ownerId, viewer.id) : undefined,
    position ? beforeCursor(orders.createdAt, orders.id, position) : undefined,
  );
  const parts = visibleParts(viewer, 'orders', orders.ownerId, orders.accountId);
  if (!parts || !limit) return and(visibleTo(viewer, 'orders', orders.ownerId, orders.accountId), rest);
  const newest = (part: SQL) =>
    db
      .select({ id: orders.id, createdAt: orders.createdAt })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.ownerId))
      .leftJoin(projects, eq(projects.id, orders.projectId))
      .where(and(part, rest))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit);
  // Merged and cut to the page, then read by primary key: as a plain IN (subquery) the planner may hash
  // the page's ids against every order instead.
  return sql`${orders.id} = any(array(select id from (${newest(parts[0])} union all ${newest(parts[1])}) page
    order by created_at desc, id desc limit ${limit}))`;
}

/** A page of the orders this viewer may see, newest first, after `position` when given; admins get each owner's email. */
export async function listVisibleOrders(db: Db, viewer: Viewer, options: OrderPageOptions): Promise<LoadedOrders> {
  const where = visibleOrderPage(db, viewer, options);
  return loadOrders(db, { where, includeOwnerEmail: viewer.role === 'admin', limit: options.limit });
}

/**
 * The orders of one project that this viewer may see; null when the project is not theirs to reach. A
 * project is reached here as far as its orders are: an admin sees every order, so any project's.
 */
export async function loadProjectOrders(db: Db, projectId: string, viewer: Viewer): Promise<Order[] | null> {
  const [found] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), visibleTo(viewer, 'orders', projects.ownerId)));
  if (!found) return null;
  const where = and(eq(orders.projectId, projectId), visibleTo(viewer, 'orders', orders.ownerId, orders.accountId));
  return (await loadOrders(db, { where, includeOwnerEmail: viewer.role === 'admin' })).orders;
}

/** One order visible to this user (own, or any for an admin), or null; its documents (PDF, e-mails) are visible with it. */
export async function loadVisibleOrder(db: Db, id: string, viewer: Viewer): Promise<Order | null> {
  const where = and(eq(orders.id, id), visibleTo(viewer, 'orders', orders.ownerId, orders.accountId));
  const { orders: found } = await loadOrders(db, { where, includeOwnerEmail: viewer.role === 'admin' });
  return found[0] ?? null;
}

/** The e-mails sent (or owed) about one order this viewer may see, oldest first; null when they may not. */
export async function loadOrderEmails(db: Db, id: string, viewer: Viewer): Promise<NotificationSummary[] | null> {
  const [found] = await db
    .select({ id: orders.id, ownerEmail: users.email })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.ownerId))
    .where(and(eq(orders.id, id), visibleTo(viewer, 'orders', orders.ownerId, orders.accountId)));
  if (!found) return null;
  const rows = await db
    .select()
    .from(notifications)
    // A customer sees only the messages sent to them (to the order owner's address, in any letter
    // case): an allow-list by recipient, so a message to anyone else (sales, staff) never shows.
    .where(
      and(
        eq(notifications.orderId, id),
        viewer.role === 'admin' ? undefined : sql`lower(${notifications.recipient}) = lower(${found.ownerEmail ?? ''})`,
      ),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.template));
  return rows.map(toNotificationSummary);
}

/** The order's status history, oldest first: its placing, then every change, each with who made it (their email). */
async function loadStatusHistory(db: Db, orderId: string): Promise<OrderStatusChange[]> {
  const rows = await db
    .select({ status: orderStatusHistory.toStatus, changedAt: orderStatusHistory.changedAt, changedBy: users.email })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.changedBy))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id));
  return rows.map((r) => ({ status: r.status, changedAt: r.changedAt.toISOString(), changedBy: r.changedBy ?? null }));
}

/** One order visible to this user with its status history (order detail), or null. */
export async function loadVisibleOrderDetail(db: Db, id: string, viewer: Viewer, now: Date = new Date()): Promise<OrderDetail | null> {
  const [found, history, quote] = await Promise.all([
    loadVisibleOrder(db, id, viewer),
    loadStatusHistory(db, id),
    db.select({ id: quotes.id, number: quotes.number }).from(quotes).where(eq(quotes.orderId, id)),
  ]);
  if (!found) return null;
  // docs/product.md#stock-and-samples: each line waiting for goods in, with the day it is expected.
  const waiting = [...found.boards, ...found.hardwareItems].some((l) => (l.backOrdered ?? 0) > 0);
  const backOrders = waiting
    ? (await listBackOrders(db, now, id)).map((l) => ({ itemId: l.itemId, backOrdered: l.backOrdered, expectedDay: l.expectedDay }))
    : [];
  // Only an order that came from a quote names it (fromQuote), so every other order reads as before.
  return { ...found, history, backOrders, ...(quote[0] ? { fromQuote: quote[0] } : {}) };
}

/**
 * Sets the status and records exactly one history row (from, to, who, when) in one transaction.
 * Setting the status it already has changes nothing and records nothing. False when missing.
 */
export async function changeStatus(
  db: Db,
  id: string,
  status: OrderStatus,
  changedBy: string,
  /** Runs in the same transaction after a real change (the status e-mail is queued there). */
  onChanged?: (tx: Pick<Db, 'insert' | 'execute'>, change: { ownerEmail: string }) => Promise<unknown>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: orders.status, ownerEmail: users.email })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.ownerId))
      .where(eq(orders.id, id))
      .for('update', { of: orders });
    if (!current) return false;
    if (current.status === status) return true;
    await tx
      .update(orders)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(orders.id, id));
    // clock_timestamp(), not now(): now() is when the transaction began, before it waited for the row
    // lock, so concurrent changes would be stamped out of order and the history read as a broken chain.
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: id, fromStatus: current.status, toStatus: status, changedBy, changedAt: sql`clock_timestamp()` });
    // docs/product.md#stock-and-samples: dispatch takes the reserved lines from on hand, in this transaction.
    await stockOnStatusChange(tx, { orderId: id, from: current.status, to: status, userId: changedBy });
    await onChanged?.(tx, { ownerEmail: current.ownerEmail });
    return true;
  });
}

/** An admin's status change (PUT /api/orders/{id}/status): changeStatus, with the owner's e-mail about it queued in its transaction. */
export async function changeOrderStatus(
  db: Db,
  outbox: Pick<Outbox, 'queue'>,
  /** `at`: the business clock (deps.now), the day an invoice issued by this change carries. */
  change: { id: string; status: OrderStatus; changedBy: string; at?: Date },
): Promise<boolean> {
  const { id, status } = change;
  return changeStatus(db, id, status, change.changedBy, async (tx, { ownerEmail }) => {
    await outbox.queue(tx, [orderStatusDraft(id, status, ownerEmail)]);
    // docs/product.md#trade-accounts: the tax invoice is issued when the order is first dispatched, with the change.
    if (status === 'dispatched') await issueInvoice(tx, outbox, id, change.at);
  });
}
