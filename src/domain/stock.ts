// Stock at the Port Melbourne warehouse (docs/product.md#stock-and-samples): what is available, how an
// order's lines are reserved, and the one label a customer reads for a quantity.
import { format, parse } from 'date-fns';
import { enAU } from 'date-fns/locale';
import { addDays, isServiceDay, type HolidayLookup } from './deliveryDays';

/** The most items one availability request may ask about (GET /api/availability). */
export const MAX_AVAILABILITY_LINES = 100;

export type StockKind = 'board' | 'hardware';

/** The low-stock level and the manufacturer's lead time an item starts with, by kind. */
export const STOCK_DEFAULTS: Record<StockKind, { lowLevel: number; leadDays: number }> = {
  board: { lowLevel: 20, leadDays: 14 },
  hardware: { lowLevel: 10, leadDays: 7 },
};

/** On hand less reserved, never below zero. */
export function availableOf(onHand: number, reserved: number): number {
  return Math.max(0, onHand - reserved);
}

/**
 * Shares what is available among demands in the order given (first come first served): each gets
 * what is left up to its quantity, the rest is back-ordered.
 */
export function allocate(available: number, quantities: readonly number[]): { granted: number; backOrdered: number }[] {
  let left = Math.max(0, available);
  return quantities.map((quantity) => {
    const granted = Math.min(quantity, left);
    left -= granted;
    return { granted, backOrdered: quantity - granted };
  });
}

/** A purchase from the manufacturer still to arrive. */
export interface ExpectedPurchase {
  expectedOn: string;
  outstanding: number;
}

/** What the availability of an item is computed from (server-side figures, never sent to the public). */
export interface StockFigures {
  onHand: number;
  reserved: number;
  lowLevel: number;
  leadDays: number;
  /** Quantities already waiting for goods in (back orders ahead of this one in the queue). */
  waiting: number;
  expected: readonly ExpectedPurchase[];
}

export const AVAILABILITY_STATUSES = ['in_stock', 'low_stock', 'back_order'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

export interface Availability {
  status: AvailabilityStatus;
  /** The day a back order is expected (YYYY-MM-DD); null unless back-ordered. */
  expectedDay: string | null;
  label: string;
}

/** '3 Dec': the day as the back-order label writes it. */
export function shortDay(day: string): string {
  return format(parse(day, 'yyyy-MM-dd', new Date(2000, 0, 1)), 'd MMM', { locale: enAU });
}

export function availabilityLabel(status: AvailabilityStatus, expectedDay: string | null): string {
  if (status === 'in_stock') return 'In stock';
  if (status === 'low_stock') return 'Low stock';
  return `Back order, expected ${shortDay(expectedDay!)}`;
}

/** The first delivery day on or after `day`. */
function nextDeliveryDay(day: string, holidayOf: HolidayLookup): string {
  let d = day;
  while (!isServiceDay('delivery', d, holidayOf)) d = addDays(d, 1);
  return d;
}

/**
 * The day a shortfall arrives: the earliest purchase whose arrival, after the back orders already
 * waiting, covers it; else today plus the lead time, moved to the next delivery day (and not before
 * the last expected purchase, which the line needs too).
 */
export function backOrderDay(figures: StockFigures, shortfall: number, today: string, holidayOf: HolidayLookup): string {
  const needed = figures.waiting + shortfall;
  let arriving = 0;
  let last = '';
  for (const purchase of [...figures.expected].sort((a, b) => a.expectedOn.localeCompare(b.expectedOn))) {
    arriving += purchase.outstanding;
    last = purchase.expectedOn;
    if (arriving >= needed) return purchase.expectedOn;
  }
  // What no purchase covers is ordered now; the line is complete when that and every purchase it also
  // needs have arrived, so never before the last of them.
  const ordered = nextDeliveryDay(addDays(today, figures.leadDays), holidayOf);
  return last > ordered ? last : ordered;
}

/**
 * The label for a quantity q (1 on a product card): In stock when what is available covers q and more
 * than the low-stock level is left; Low stock when it covers q but leaves the level or less; otherwise
 * Back order with the day the part over what is available is expected.
 */
export function availabilityFor(figures: StockFigures, quantity: number, today: string, holidayOf: HolidayLookup): Availability {
  const q = Math.max(1, quantity);
  const available = availableOf(figures.onHand, figures.reserved);
  if (available >= q) {
    const status: AvailabilityStatus = available - q > figures.lowLevel ? 'in_stock' : 'low_stock';
    return { status, expectedDay: null, label: availabilityLabel(status, null) };
  }
  const expectedDay = backOrderDay(figures, q - available, today, holidayOf);
  return { status: 'back_order', expectedDay, label: availabilityLabel('back_order', expectedDay) };
}

/** How staff see an item: short (back orders waiting), low (available at or under its level), or fine. */
export type StockState = 'short' | 'low' | 'ok';

export function stockState(figures: Pick<StockFigures, 'onHand' | 'reserved' | 'lowLevel' | 'waiting'>): StockState {
  if (figures.waiting > 0) return 'short';
  return availableOf(figures.onHand, figures.reserved) <= figures.lowLevel ? 'low' : 'ok';
}

export const STOCK_STATE_LABELS: Record<StockState, string> = { short: 'Short', low: 'Low', ok: 'OK' };

/** Adjustments staff record, with a reason: a count sets on hand, damage takes away, a return adds. */
export const ADJUSTMENT_KINDS = ['count', 'damage', 'return'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

export const MOVEMENT_LABELS = {
  goods_in: 'Goods in',
  count: 'Count',
  damage: 'Damage',
  return: 'Return',
  dispatch: 'Dispatch',
  undispatch: 'Dispatch undone',
} as const;
export type MovementKind = keyof typeof MOVEMENT_LABELS;

/** On hand after an adjustment; null when it would go below zero (or below what orders hold reserved). */
export function adjustedOnHand(kind: AdjustmentKind, onHand: number, quantity: number): number {
  if (kind === 'count') return quantity;
  if (kind === 'damage') return onHand - quantity;
  return onHand + quantity;
}

export const STOCK_MESSAGES = {
  belowReserved: (reserved: number) => `On hand cannot go below the ${reserved} reserved by open orders`,
  unknownItem: 'No catalogue item has this id',
  arrivedSubject: (ref: string) => `Order ${ref}: your back-ordered items have arrived`,
} as const;

/** An order line as the order answers it, with what of it waits for goods in. */
interface LineWithBackOrder {
  quantity: number;
  backOrdered?: number;
  item_id?: string;
}

/** `12 of 40 on back order`: how the order detail reads a short line (with its day when known). */
export function backOrderText(line: LineWithBackOrder, expectedDay?: string | null): string {
  const text = `${line.backOrdered ?? 0} of ${line.quantity} on back order`;
  return expectedDay ? `${text}, expected ${shortDay(expectedDay)}` : text;
}

/** The expected day of each back-ordered item of an order, as its detail answers them (the latest per item). */
function expectedDays(backOrders: readonly { itemId: string; expectedDay: string }[] | undefined): Map<string, string> {
  const days = new Map<string, string>();
  for (const b of backOrders ?? []) if ((days.get(b.itemId) ?? '') < b.expectedDay) days.set(b.itemId, b.expectedDay);
  return days;
}

/** The order's lines that wait for goods in, board lines first, each with its name and expected day. */
export function backOrderedLines<B extends LineWithBackOrder, H extends LineWithBackOrder>(
  order: { boards: readonly B[]; hardwareItems: readonly H[]; backOrders?: readonly { itemId: string; expectedDay: string }[] },
  boardName: (line: B) => string,
  hardwareName: (line: H) => string,
): { name: string; text: string }[] {
  const days = expectedDays(order.backOrders);
  const text = (line: LineWithBackOrder) => backOrderText(line, line.item_id ? days.get(line.item_id) : null);
  return [
    ...order.boards.filter((b) => (b.backOrdered ?? 0) > 0).map((b) => ({ name: boardName(b), text: text(b) })),
    ...order.hardwareItems.filter((h) => (h.backOrdered ?? 0) > 0).map((h) => ({ name: hardwareName(h), text: text(h) })),
  ];
}

/** A line whose availability a customer reads: a catalogue item (none on free and discount lines) at a quantity. */
export interface StockLine {
  itemId: string | null | undefined;
  quantity: number;
}

/** An order line (item_id) as a stock line. */
export const orderStockLine = <L extends { item_id: string; quantity: number }>(line: L): L & StockLine => ({
  ...line,
  itemId: line.item_id,
});

const askOf = (line: StockLine) => ({ itemId: line.itemId!, quantity: Math.max(1, line.quantity) });

/** The availability a list of lines asks for: each catalogue item at its line's quantity. */
export function availabilityAsks(lines: readonly StockLine[]): { itemId: string; quantity: number }[] {
  return lines.filter((l) => !!l.itemId).map(askOf);
}

/** The label of a line among the answers (keyed `itemId:quantity`, as the availability read keys them). */
export function lineAvailability<A extends { status: AvailabilityStatus; label: string }>(
  answers: ReadonlyMap<string, A>,
  line: StockLine,
): A | undefined {
  if (!line.itemId) return undefined;
  const ask = askOf(line);
  return answers.get(`${ask.itemId}:${ask.quantity}`);
}

/** The lines a customer is told are back-ordered before Submit, each with its label (`Back order, expected 4 Jan`). */
export function backOrderSummary(
  lines: readonly (StockLine & { name: string })[],
  answers: ReadonlyMap<string, { status: AvailabilityStatus; label: string }>,
): { name: string; quantity: number; label: string }[] {
  return lines.flatMap((line) => {
    const found = lineAvailability(answers, line);
    return found?.status === 'back_order' ? [{ name: line.name, quantity: line.quantity, label: found.label }] : [];
  });
}
