// Stock at the Port Melbourne warehouse (docs/product.md#stock-and-samples). Every change of on hand
// is a ledger row written in the same transaction, with the item's stock row locked (FOR UPDATE, items
// in id order so two transactions never wait on each other in a circle), so concurrent orders, goods
// in and dispatch on any number of app processes keep on hand, reserved and the lines' back-ordered
// quantities in step.
import { sql, type SQL } from 'drizzle-orm';
import { orderRef } from '../../domain/format';
import {
  STOCK_DEFAULTS,
  STOCK_MESSAGES,
  adjustedOnHand,
  allocate,
  availabilityFor,
  availableOf,
  backOrderDay,
  stockState,
  type AdjustmentKind,
  type Availability,
  type ExpectedPurchase,
  type MovementKind,
  type StockFigures,
} from '../../domain/stock';
import { victorianHoliday } from '../../domain/victorianHolidays';
import { todayIn } from '../../domain/dates';
import type { Db } from '../db/client';
import type { MailDraft } from '../mail/messages';
import type { Outbox } from '../mail/outbox';

/** The database inside a transaction: every function here runs in its caller's. */
export type StockTx = Pick<Db, 'execute'>;

const LINE_TABLES = ['order_boards', 'order_hardware'] as const;

type LockedStock = {
  item_id: string;
  on_hand: number;
  reserved: number;
};

/**
 * Locks the stock rows of these items (creating a missing one with its kind's defaults) and answers
 * their figures as they are now. ON CONFLICT DO UPDATE takes the row lock and reads the latest
 * committed version, so what follows in the transaction sees what concurrent ones committed.
 */
async function lockStock(tx: StockTx, itemIds: readonly string[]): Promise<Map<string, LockedStock>> {
  const ids = [...new Set(itemIds)].sort();
  if (!ids.length) return new Map();
  const { rows } = await tx.execute<LockedStock>(sql`
    insert into stock_levels (item_id, low_level, lead_days)
    select item_id,
           case when kind = 'board' then ${STOCK_DEFAULTS.board.lowLevel}::int else ${STOCK_DEFAULTS.hardware.lowLevel}::int end,
           case when kind = 'board' then ${STOCK_DEFAULTS.board.leadDays}::int else ${STOCK_DEFAULTS.hardware.leadDays}::int end
    from catalogue_items where item_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by item_id
    on conflict (item_id) do update set updated_at = stock_levels.updated_at
    returning item_id, on_hand, reserved`);
  return new Map(rows.map((r) => [r.item_id, { ...r, on_hand: Number(r.on_hand), reserved: Number(r.reserved) }]));
}

function jsonRows(rows: readonly object[]): SQL {
  return sql`${JSON.stringify(rows)}::jsonb`;
}

/** Adds to reserved (negative: takes away) and to on hand, per item. */
async function moveStock(tx: StockTx, changes: readonly { itemId: string; reserved: number; onHand: number }[]) {
  const rows = changes.filter((c) => c.reserved !== 0 || c.onHand !== 0);
  if (!rows.length) return;
  await tx.execute(sql`
    update stock_levels s set reserved = s.reserved + x.reserved, on_hand = s.on_hand + x.on_hand, updated_at = now()
    from jsonb_to_recordset(${jsonRows(rows.map((r) => ({ item_id: r.itemId, reserved: r.reserved, on_hand: r.onHand })))})
      as x(item_id text, reserved int, on_hand int)
    where s.item_id = x.item_id`);
}

interface LedgerRow {
  itemId: string;
  kind: MovementKind;
  change: number;
  before: number;
  reference: string;
  orderId: string | null;
  userId: string | null;
}

async function writeLedger(tx: StockTx, rows: readonly LedgerRow[]) {
  if (!rows.length) return;
  const values = rows.map((r) => ({
    item_id: r.itemId,
    kind: r.kind,
    change: r.change,
    before: r.before,
    after: r.before + r.change,
    reference: r.reference,
    order_id: r.orderId,
    user_id: r.userId,
  }));
  // clock_timestamp(): rows of one transaction read in the order written, after any lock wait.
  await tx.execute(sql`
    insert into stock_ledger (item_id, kind, change, before, after, reference, order_id, user_id, created_at)
    select x.item_id, x.kind::stock_movement_kind, x.change, x.before, x.after, x.reference, x.order_id, x.user_id, clock_timestamp()
    from jsonb_to_recordset(${jsonRows(values)})
      as x(item_id text, kind text, change int, before int, after int, reference text, order_id uuid, user_id uuid)`);
}

/** One change of on hand (and, for dispatch, of reserved) with its ledger row. */
interface StockChange extends LedgerRow {
  /** Added to reserved alongside on hand; 0 unless the change takes or returns an order's reserved part. */
  reserved?: number;
}

/**
 * Every change of on hand goes through here: the stock rows move and each change gets its ledger row
 * (who, why, before and after), in the caller's transaction with the rows locked by lockStock.
 */
async function recordStockChange(tx: StockTx, changes: readonly StockChange[]) {
  // One move per item: an UPDATE ... FROM applies only one joined row to each stock row.
  const byItem = new Map<string, { itemId: string; reserved: number; onHand: number }>();
  for (const c of changes) {
    const move = byItem.get(c.itemId) ?? { itemId: c.itemId, reserved: 0, onHand: 0 };
    byItem.set(c.itemId, { ...move, reserved: move.reserved + (c.reserved ?? 0), onHand: move.onHand + c.change });
  }
  await moveStock(tx, [...byItem.values()]);
  await writeLedger(tx, changes);
}

/**
 * Reserves an order's lines, in the order's own transaction (placing an order and accepting a quote):
 * each line gets what is available of its item, in line order, and the rest is back-ordered. Answers
 * the back-ordered quantity of each demand, in the order given.
 */
export async function reserveOrderStock(tx: StockTx, demands: readonly { itemId: string; quantity: number }[]): Promise<number[]> {
  const locked = await lockStock(
    tx,
    demands.map((d) => d.itemId),
  );
  const left = new Map([...locked].map(([id, s]) => [id, availableOf(s.on_hand, s.reserved)]));
  const reservedBy = new Map<string, number>();
  const backOrdered = demands.map(({ itemId, quantity }) => {
    const [share] = allocate(left.get(itemId) ?? 0, [quantity]);
    left.set(itemId, (left.get(itemId) ?? 0) - share.granted);
    reservedBy.set(itemId, (reservedBy.get(itemId) ?? 0) + share.granted);
    return share.backOrdered;
  });
  await moveStock(
    tx,
    [...reservedBy].map(([itemId, reserved]) => ({ itemId, reserved, onHand: 0 })),
  );
  return backOrdered;
}

type OrderLineStock = {
  table: (typeof LINE_TABLES)[number];
  id: number;
  item_id: string;
  quantity: number;
  back_ordered: number;
  taken: number;
};

async function orderLines(tx: StockTx, orderId: string): Promise<OrderLineStock[]> {
  const { rows } = await tx.execute<OrderLineStock>(sql`
    select 'order_boards' as table, id, item_id, quantity, back_ordered, taken from order_boards where order_id = ${orderId}
    union all
    select 'order_hardware', id, item_id, quantity, back_ordered, taken from order_hardware where order_id = ${orderId}`);
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

async function setLines(tx: StockTx, lines: readonly OrderLineStock[]) {
  for (const table of LINE_TABLES) {
    const rows = lines.filter((l) => l.table === table).map((l) => ({ id: l.id, back_ordered: l.back_ordered, taken: l.taken }));
    if (!rows.length) continue;
    await tx.execute(sql`
      update ${sql.identifier(table)} l set back_ordered = x.back_ordered, taken = x.taken
      from jsonb_to_recordset(${jsonRows(rows)}) as x(id bigint, back_ordered int, taken int)
      where l.id = x.id`);
  }
}

/**
 * An order's status changed, in that change's transaction: dispatching takes each line's reserved
 * part from on hand; moving a dispatched order back puts what it took back on the shelf, reserved for
 * it again. Between pending and approved nothing moves.
 */
export async function stockOnStatusChange(
  tx: StockTx,
  change: { orderId: string; from: string; to: string; userId: string },
): Promise<void> {
  const dispatching = change.to === 'dispatched' && change.from !== 'dispatched';
  const undoing = change.from === 'dispatched' && change.to !== 'dispatched';
  if (!dispatching && !undoing) return;
  const lines = await orderLines(tx, change.orderId);
  const locked = await lockStock(
    tx,
    lines.map((l) => l.item_id),
  );
  const byItem = new Map<string, number>();
  const updated = lines.map((line) => {
    const moved = dispatching ? line.quantity - line.back_ordered - line.taken : -line.taken;
    byItem.set(line.item_id, (byItem.get(line.item_id) ?? 0) + moved);
    return { ...line, taken: line.taken + moved };
  });
  const moves = [...byItem].filter(([, moved]) => moved !== 0);
  await setLines(tx, updated);
  await recordStockChange(
    tx,
    moves.map(([itemId, moved]) => ({
      itemId,
      kind: dispatching ? 'dispatch' : 'undispatch',
      change: -moved,
      reserved: -moved,
      before: locked.get(itemId)!.on_hand,
      reference: orderRef(change.orderId),
      orderId: change.orderId,
      userId: change.userId,
    })),
  );
}

type WaitingLine = OrderLineStock & {
  order_id: string;
  status: string;
  owner_email: string;
};

/**
 * Fills the back orders of an item from what is available, first placed first, with its stock row
 * locked by the caller. A dispatched order's filled part goes out at once as its second delivery
 * (taken from on hand). Answers the e-mails owed: one to each order whose back orders are now all filled.
 */
async function fillBackOrders(tx: StockTx, itemId: string, stock: LockedStock, userId: string | null): Promise<MailDraft[]> {
  let available = availableOf(stock.on_hand, stock.reserved);
  if (available <= 0) return [];
  const { rows } = await tx.execute<WaitingLine>(sql`
    select l.table, l.id, l.item_id, l.quantity, l.back_ordered, l.taken, l.order_id, o.status, u.email as owner_email
    from (
      select 'order_boards' as table, id, item_id, quantity, back_ordered, taken, order_id, position, 0 as kind_order
        from order_boards where item_id = ${itemId} and back_ordered > 0
      union all
      select 'order_hardware', id, item_id, quantity, back_ordered, taken, order_id, position, 1
        from order_hardware where item_id = ${itemId} and back_ordered > 0
    ) l
    join orders o on o.id = l.order_id
    join users u on u.id = o.owner_id
    order by o.created_at, o.id, l.kind_order, l.position`);
  const filled: WaitingLine[] = [];
  let reserved = 0;
  for (const raw of rows) {
    if (available <= 0) break;
    const line = { ...raw, id: Number(raw.id) };
    const fill = Math.min(line.back_ordered, available);
    available -= fill;
    const dispatched = line.status === 'dispatched';
    if (!dispatched) reserved += fill;
    filled.push({ ...line, back_ordered: line.back_ordered - fill, taken: line.taken + (dispatched ? fill : 0) });
  }
  await setLines(tx, filled);
  // What fills open orders is reserved for them; what fills dispatched ones leaves on hand (with its ledger rows).
  await moveStock(tx, [{ itemId, reserved, onHand: 0 }]);
  await recordStockChange(
    tx,
    filled
      .filter((l) => l.status === 'dispatched')
      .map((l) => {
        const before = rows.find((r) => Number(r.id) === l.id && r.table === l.table)!;
        return { l, change: -(before.back_ordered - l.back_ordered) };
      })
      .map(({ l, change }, i, all) => ({
        itemId,
        kind: 'dispatch' as const,
        change,
        before: stock.on_hand + all.slice(0, i).reduce((sum, x) => sum + x.change, 0),
        reference: `${orderRef(l.order_id)} second delivery`,
        orderId: l.order_id,
        userId,
      })),
  );
  const orderIds = [...new Set(filled.map((l) => l.order_id))];
  if (!orderIds.length) return [];
  // Orders with nothing left waiting on any line (of any item) are told.
  const { rows: done } = await tx.execute<{ order_id: string }>(sql`
    select o.id as order_id from orders o
    where o.id in (${sql.join(
      orderIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and not exists (select 1 from order_boards b where b.order_id = o.id and b.back_ordered > 0)
      and not exists (select 1 from order_hardware h where h.order_id = o.id and h.back_ordered > 0)`);
  return done.map(({ order_id }) => backOrderArrivedDraft(order_id, filled.find((l) => l.order_id === order_id)!.owner_email));
}

export function backOrderArrivedDraft(orderId: string, ownerEmail: string): MailDraft<'order.backOrderArrived'> {
  const ref = orderRef(orderId);
  return {
    template: 'order.backOrderArrived',
    recipient: ownerEmail,
    subject: STOCK_MESSAGES.arrivedSubject(ref),
    data: { id: orderId, ref },
    orderId,
  };
}

/** Goods in, earliest expected purchase first, takes down what is still expected of the item. */
async function receiveExpected(tx: StockTx, itemId: string, quantity: number) {
  await tx.execute(sql`
    with due as (
      select id, outstanding,
             sum(outstanding) over (order by expected_on, id) - outstanding as before
      from stock_expected where item_id = ${itemId} and outstanding > 0
    )
    update stock_expected e set outstanding = e.outstanding - least(due.outstanding, greatest(${quantity}::int - due.before, 0))
    from due where e.id = due.id and due.before < ${quantity}::int`);
}

export interface GoodsIn {
  reference: string;
  lines: readonly { itemId: string; quantity: number }[];
  userId: string;
}

export type StockChangeResult = { kind: 'done'; notified: number } | { kind: 'unknown_item'; itemId: string };

/** Staff record a delivery from the manufacturer: on hand goes up, back orders fill, the customers are told. */
export async function recordGoodsIn(db: Db, outbox: Pick<Outbox, 'queue'>, input: GoodsIn): Promise<StockChangeResult> {
  return db.transaction(async (tx) => {
    const totals = new Map<string, number>();
    for (const line of input.lines) totals.set(line.itemId, (totals.get(line.itemId) ?? 0) + line.quantity);
    const ids = [...totals.keys()].sort();
    const locked = await lockStock(tx, ids);
    const missing = ids.find((id) => !locked.has(id));
    if (missing) return { kind: 'unknown_item', itemId: missing };
    await recordStockChange(
      tx,
      ids.map((itemId) => ({
        itemId,
        kind: 'goods_in',
        change: totals.get(itemId)!,
        before: locked.get(itemId)!.on_hand,
        reference: input.reference,
        orderId: null,
        userId: input.userId,
      })),
    );
    const drafts: MailDraft[] = [];
    for (const itemId of ids) {
      await receiveExpected(tx, itemId, totals.get(itemId)!);
      const s = locked.get(itemId)!;
      drafts.push(...(await fillBackOrders(tx, itemId, { ...s, on_hand: s.on_hand + totals.get(itemId)! }, input.userId)));
    }
    // One e-mail per order even when several of its items arrived together.
    const unique = [...new Map(drafts.map((d) => [d.orderId, d])).values()];
    if (unique.length) await outbox.queue(tx, unique);
    return { kind: 'done', notified: unique.length };
  });
}

export interface Adjustment {
  itemId: string;
  kind: AdjustmentKind;
  quantity: number;
  reason: string;
  userId: string;
}

export type AdjustResult = StockChangeResult | { kind: 'refused'; message: string };

/** A count, damage or a return, with its reason: never below what open orders hold reserved. */
export async function adjustStock(db: Db, outbox: Pick<Outbox, 'queue'>, input: Adjustment): Promise<AdjustResult> {
  return db.transaction(async (tx) => {
    const locked = await lockStock(tx, [input.itemId]);
    const stock = locked.get(input.itemId);
    if (!stock) return { kind: 'unknown_item', itemId: input.itemId };
    const after = adjustedOnHand(input.kind, stock.on_hand, input.quantity);
    if (after < stock.reserved) return { kind: 'refused', message: STOCK_MESSAGES.belowReserved(stock.reserved) };
    const change = after - stock.on_hand;
    await recordStockChange(tx, [
      {
        itemId: input.itemId,
        kind: input.kind,
        change,
        before: stock.on_hand,
        reference: input.reason,
        orderId: null,
        userId: input.userId,
      },
    ]);
    const drafts = change > 0 ? await fillBackOrders(tx, input.itemId, { ...stock, on_hand: after }, input.userId) : [];
    if (drafts.length) await outbox.queue(tx, drafts);
    return { kind: 'done', notified: drafts.length };
  });
}

export interface ExpectedInput {
  itemId: string;
  quantity: number;
  expectedOn: string;
  reference: string;
  userId: string;
}

/** A purchase from the manufacturer with its expected day: how back-order days are known. */
export async function recordExpected(db: Db, input: ExpectedInput): Promise<{ kind: 'done'; id: number } | { kind: 'unknown_item' }> {
  const { rows } = await db.execute<{ id: number }>(sql`
    insert into stock_expected (item_id, quantity, outstanding, expected_on, reference, created_by)
    select item_id, ${input.quantity}::int, ${input.quantity}::int, ${input.expectedOn}::date, ${input.reference}, ${input.userId}::uuid
    from catalogue_items where item_id = ${input.itemId}
    returning id`);
  return rows[0] ? { kind: 'done', id: Number(rows[0].id) } : { kind: 'unknown_item' };
}

// ---- Reading ----

type FigureRow = {
  item_id: string;
  name: string;
  kind: 'board' | 'hardware';
  on_hand: number | null;
  reserved: number | null;
  low_level: number | null;
  lead_days: number | null;
  waiting: number;
  expected: ExpectedPurchase[] | null;
};

const figuresSelect = (where: SQL, tail: SQL = sql``) => sql`
  select c.item_id, c.name, c.kind, s.on_hand, s.reserved, s.low_level, s.lead_days,
    (coalesce((select sum(back_ordered) from order_boards b where b.item_id = c.item_id and b.back_ordered > 0), 0)
      + coalesce((select sum(back_ordered) from order_hardware h where h.item_id = c.item_id and h.back_ordered > 0), 0))::int as waiting,
    (select json_agg(json_build_object('expectedOn', e.expected_on, 'outstanding', e.outstanding) order by e.expected_on, e.id)
       from stock_expected e where e.item_id = c.item_id and e.outstanding > 0) as expected
  from catalogue_items c left join stock_levels s on s.item_id = c.item_id
  where ${where} ${tail}`;

function figuresOf(row: FigureRow): StockFigures {
  const defaults = STOCK_DEFAULTS[row.kind];
  return {
    onHand: Number(row.on_hand ?? 0),
    reserved: Number(row.reserved ?? 0),
    lowLevel: Number(row.low_level ?? defaults.lowLevel),
    leadDays: Number(row.lead_days ?? defaults.leadDays),
    waiting: Number(row.waiting),
    expected: (row.expected ?? []).map((e) => ({ expectedOn: String(e.expectedOn).slice(0, 10), outstanding: Number(e.outstanding) })),
  };
}

/** The public labels for quantities of items; unknown items are left out. */
export async function availabilityOf(
  db: Pick<Db, 'execute'>,
  lines: readonly { itemId: string; quantity: number }[],
  now: Date,
): Promise<(Availability & { itemId: string; quantity: number })[]> {
  const ids = [...new Set(lines.map((l) => l.itemId))];
  if (!ids.length) return [];
  const { rows } = await db.execute<FigureRow>(
    figuresSelect(
      sql`c.item_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
  );
  const byId = new Map(rows.map((r) => [r.item_id, figuresOf(r)]));
  const today = todayIn(undefined, now);
  return lines.flatMap((line) => {
    const figures = byId.get(line.itemId);
    return figures
      ? [{ itemId: line.itemId, quantity: line.quantity, ...availabilityFor(figures, line.quantity, today, victorianHoliday) }]
      : [];
  });
}

/**
 * The expected day of each item a new order back-orders, read in the order's transaction after its lines
 * were reserved and before it is stored: the order is last in each item's queue, so every line already
 * waiting (and its own earlier lines of the item) takes the first arrivals.
 */
export async function newOrderBackOrderDays(
  tx: StockTx,
  lines: readonly { itemId: string; backOrdered: number }[],
  now: Date,
): Promise<Map<string, string>> {
  const short = lines.filter((l) => l.backOrdered > 0);
  const days = new Map<string, string>();
  if (!short.length) return days;
  const ids = [...new Set(short.map((l) => l.itemId))];
  const { rows } = await tx.execute<FigureRow>(
    figuresSelect(
      sql`c.item_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
  );
  const figures = new Map(rows.map((r) => [r.item_id, figuresOf(r)]));
  const ahead = new Map<string, number>();
  const today = todayIn(undefined, now);
  for (const line of short) {
    const f = figures.get(line.itemId);
    if (!f) continue;
    const waiting = f.waiting + (ahead.get(line.itemId) ?? 0);
    ahead.set(line.itemId, (ahead.get(line.itemId) ?? 0) + line.backOrdered);
    days.set(line.itemId, backOrderDay({ ...f, waiting }, line.backOrdered, today, victorianHoliday));
  }
  return days;
}

export interface StockItem {
  itemId: string;
  name: string;
  kind: 'board' | 'hardware';
  onHand: number;
  reserved: number;
  available: number;
  lowLevel: number;
  leadDays: number;
  backOrdered: number;
  nextExpected: ExpectedPurchase | null;
  state: 'short' | 'low' | 'ok';
}

/** Every item with its figures: short items first, then low, then the catalogue's order. */
export async function listStock(
  db: Pick<Db, 'execute'>,
  page: { limit: number; offset: number },
): Promise<{ items: StockItem[]; total: number }> {
  // Short (waiting > 0) and low (available at or under the level) are computed by the database too, so
  // one page of a large catalogue is sorted and cut there.
  const { rows } = await db.execute<FigureRow & { total: number }>(sql`
    with f as (${figuresSelect(sql`true`)})
    select f.*, count(*) over () as total from f
    join catalogue_items c using (item_id)
    order by (f.waiting > 0) desc,
             (greatest(coalesce(f.on_hand, 0) - coalesce(f.reserved, 0), 0)
               <= coalesce(f.low_level, case when f.kind = 'board' then ${STOCK_DEFAULTS.board.lowLevel}::int
                                             else ${STOCK_DEFAULTS.hardware.lowLevel}::int end)) desc,
             c.sort_order, c.item_id
    limit ${page.limit} offset ${page.offset}`);
  return { items: rows.map(stockItemOf), total: Number(rows[0]?.total ?? 0) };
}

function stockItemOf(row: FigureRow): StockItem {
  const f = figuresOf(row);
  return {
    itemId: row.item_id,
    name: row.name,
    kind: row.kind,
    onHand: f.onHand,
    reserved: f.reserved,
    available: availableOf(f.onHand, f.reserved),
    lowLevel: f.lowLevel,
    leadDays: f.leadDays,
    backOrdered: f.waiting,
    nextExpected: f.expected[0] ?? null,
    state: stockState(f),
  };
}

export interface BackOrderLine {
  orderId: string;
  orderRef: string;
  status: string;
  placedAt: string;
  customerEmail: string;
  itemId: string;
  name: string;
  quantity: number;
  backOrdered: number;
  expectedDay: string;
}

/**
 * The lines waiting for goods in, first placed first, each with the day it is expected (its place in its
 * item's queue counts: the lines ahead of it take the first arrivals). `orderId` keeps one order's lines,
 * still placed in the whole queue.
 */
export async function listBackOrders(db: Pick<Db, 'execute'>, now: Date, orderId?: string): Promise<BackOrderLine[]> {
  const items = orderId
    ? sql`and item_id in (select item_id from order_boards where order_id = ${orderId}::uuid and back_ordered > 0
                          union select item_id from order_hardware where order_id = ${orderId}::uuid and back_ordered > 0)`
    : sql``;
  const { rows } = await db.execute<{
    order_id: string;
    status: string;
    created_at: string | Date;
    email: string;
    item_id: string;
    name: string;
    quantity: number;
    back_ordered: number;
  }>(sql`
    select l.order_id, o.status, o.created_at, u.email, l.item_id, c.name, l.quantity, l.back_ordered
    from (
      select order_id, item_id, quantity, back_ordered, position, 0 as kind_order from order_boards where back_ordered > 0 ${items}
      union all
      select order_id, item_id, quantity, back_ordered, position, 1 from order_hardware where back_ordered > 0 ${items}
    ) l
    join orders o on o.id = l.order_id
    join users u on u.id = o.owner_id
    join catalogue_items c on c.item_id = l.item_id
    order by o.created_at, o.id, l.kind_order, l.position`);
  const ids = [...new Set(rows.map((r) => r.item_id))];
  if (!ids.length) return [];
  const { rows: figureRows } = await db.execute<FigureRow>(
    figuresSelect(
      sql`c.item_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
  );
  const figures = new Map(figureRows.map((r) => [r.item_id, figuresOf(r)]));
  const ahead = new Map<string, number>();
  const today = todayIn(undefined, now);
  const lines = rows.map((r) => {
    const f = figures.get(r.item_id)!;
    const waitingAhead = ahead.get(r.item_id) ?? 0;
    ahead.set(r.item_id, waitingAhead + Number(r.back_ordered));
    return {
      orderId: r.order_id,
      orderRef: orderRef(r.order_id),
      status: r.status,
      placedAt: new Date(r.created_at).toISOString(),
      customerEmail: r.email,
      itemId: r.item_id,
      name: r.name,
      quantity: Number(r.quantity),
      backOrdered: Number(r.back_ordered),
      expectedDay: backOrderDay({ ...f, waiting: waitingAhead }, Number(r.back_ordered), today, victorianHoliday),
    };
  });
  return orderId ? lines.filter((l) => l.orderId === orderId) : lines;
}

export interface LedgerEntry {
  id: number;
  kind: MovementKind;
  change: number;
  before: number;
  after: number;
  reference: string;
  orderRef: string | null;
  by: string | null;
  at: string;
}

/** An item's ledger, newest first; null when no such item. */
export async function itemLedger(db: Pick<Db, 'execute'>, itemId: string): Promise<{ item: StockItem; entries: LedgerEntry[] } | null> {
  // PostgreSQL text cannot hold U+0000, so no item's id has one: such an id (from a URL) names no item.
  if (itemId.includes('\u0000')) return null;
  const { rows: items } = await db.execute<FigureRow>(figuresSelect(sql`c.item_id = ${itemId}`));
  if (!items[0]) return null;
  const { rows } = await db.execute<{
    id: number;
    kind: MovementKind;
    change: number;
    before: number;
    after: number;
    reference: string;
    order_id: string | null;
    email: string | null;
    created_at: string | Date;
  }>(sql`
    select l.id, l.kind, l.change, l.before, l.after, l.reference, l.order_id, u.email, l.created_at
    from stock_ledger l left join users u on u.id = l.user_id
    where l.item_id = ${itemId} order by l.id desc limit 500`);
  return {
    item: stockItemOf(items[0]),
    entries: rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      change: Number(r.change),
      before: Number(r.before),
      after: Number(r.after),
      reference: r.reference,
      orderRef: r.order_id ? orderRef(r.order_id) : null,
      by: r.email,
      at: new Date(r.created_at).toISOString(),
    })),
  };
}

/** Demo stock (SEED_DEMO): an opening count of each item not yet counted, as a ledger row of the system. */
export async function seedDemoStock(db: Db, onHandFor: (item: { itemId: string; kind: 'board' | 'hardware' }) => number): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ item_id: string; kind: 'board' | 'hardware' }>(sql`
      select c.item_id, c.kind from catalogue_items c
      where not exists (select 1 from stock_ledger l where l.item_id = c.item_id) order by c.item_id`);
    if (!rows.length) return 0;
    const locked = await lockStock(
      tx,
      rows.map((r) => r.item_id),
    );
    const counts = rows.map((r) => ({ itemId: r.item_id, onHand: onHandFor({ itemId: r.item_id, kind: r.kind }) }));
    await recordStockChange(
      tx,
      counts.map((c) => ({
        itemId: c.itemId,
        kind: 'count',
        change: c.onHand - locked.get(c.itemId)!.on_hand,
        before: locked.get(c.itemId)!.on_hand,
        reference: 'Opening count',
        orderId: null,
        userId: null,
      })),
    );
    for (const c of counts) await fillBackOrders(tx, c.itemId, { ...locked.get(c.itemId)!, on_hand: c.onHand }, null);
    return counts.length;
  });
}
