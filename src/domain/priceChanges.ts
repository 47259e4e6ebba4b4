// Prices updated (docs/product.md#catalogue "Prices change on a date"): a page that loaded before a price
// change never charges the old price silently. The page sends the unit prices it showed per item (the
// buyer's: a trade company's price for its members); the server compares them with the prices it charges
// and, when any differs, answers the changes and the order's new totals instead of placing the order.
import { lineTotalCents, orderTotals, type Totals } from './money';
import type { OrderLine } from './schemas/orders';
import type { PriceBook } from './orderPricing';

/** Unit price in cents (GST inclusive) a page showed, by item id. */
export type ShownPrices = Readonly<Record<string, number>>;

/** One item whose price differs from what the page showed. */
export interface PriceChange {
  itemId: string;
  name: string;
  /** The unit price the page showed, in cents. */
  was: number;
  /** The unit price the server charges now, in cents. */
  now: number;
  /** The catalogue's price now (differs from `now` for a trade price), in cents. */
  retailCents: number;
}

/** A line as the server charges it. */
export interface ChargedLine {
  itemId: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  retailCents: number;
}

export interface PricesUpdate {
  changes: PriceChange[];
  /** The order's totals at the server's prices (with `otherLineCents`: the delivery fee, say). */
  totals: Totals;
}

/**
 * The items whose charged price differs from the shown one, once each in the lines' order, and the
 * totals at the charged prices. An item the page showed no price for counts as changed from 0 (the
 * order schema already refuses such a payload).
 */
export function priceChanges(shown: ShownPrices, lines: readonly ChargedLine[], otherLineCents: readonly number[] = []): PricesUpdate {
  const changes: PriceChange[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    if (seen.has(line.itemId)) continue;
    seen.add(line.itemId);
    const was = Object.hasOwn(shown, line.itemId) ? shown[line.itemId] : 0;
    if (was !== line.unitPriceCents)
      changes.push({ itemId: line.itemId, name: line.name, was, now: line.unitPriceCents, retailCents: line.retailCents });
  }
  const totals = orderTotals([...lines.map((l) => lineTotalCents(l.unitPriceCents, l.quantity)), ...otherLineCents]);
  return { changes, totals };
}

/** What a summary shows per catalogue item: its priced lines' unit prices (free, discount and delivery lines are not items). */
export function shownPricesOf(lines: readonly Pick<OrderLine, 'kind' | 'item_id' | 'unitPriceCents'>[]): Record<string, number> {
  const shown: Record<string, number> = {};
  for (const line of lines) if (line.kind === 'board' || line.kind === 'hardware') shown[line.item_id] = line.unitPriceCents;
  return shown;
}

/** Changes told in two answers: one per item, with what the page first showed and the latest price. */
export function mergePriceChanges(earlier: readonly PriceChange[], later: readonly PriceChange[]): PriceChange[] {
  const merged = new Map(earlier.map((c) => [c.itemId, c]));
  for (const c of later) {
    const first = merged.get(c.itemId);
    merged.set(c.itemId, first ? { ...c, was: first.was } : c);
  }
  return [...merged.values()];
}

/** The page's price book re-priced from the server's answer: the summary then shows, and sends, the server's prices. */
export function applyPriceChanges(book: PriceBook, changes: readonly PriceChange[]): PriceBook {
  if (changes.length === 0) return book;
  const next = new Map(book);
  for (const c of changes) {
    const entry = next.get(c.itemId);
    if (entry) next.set(c.itemId, { ...entry, unitPriceCents: c.now, retailCents: c.retailCents, rate: c.retailCents / 100 });
  }
  return next;
}

/** A priced list's line (the calculator's Materials and prices, as the quote request carries it). */
interface ListLine {
  itemId: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
}

/** What a priced list showed per item: its lines' unit prices, by item id (the quote request's shownPrices). */
export function shownPricesOfList(lines: readonly Pick<ListLine, 'itemId' | 'unitPriceCents'>[]): Record<string, number> {
  return Object.fromEntries(lines.map((line) => [line.itemId, line.unitPriceCents]));
}

/**
 * A priced list the server would store against the prices the page showed (docs/product.md#catalogue): only the
 * items the page showed a price for are compared (a line the server's plan adds is no price the page showed),
 * and the totals are the stored list's own.
 */
export function pricedListChanges(shown: ShownPrices, lines: readonly ChargedLine[], totals: Totals): PricesUpdate {
  return {
    changes: priceChanges(
      shown,
      lines.filter((line) => Object.hasOwn(shown, line.itemId)),
    ).changes,
    totals,
  };
}

/** The page's priced list re-priced from the server's answer: the changed items' lines at the new prices, the answer's totals. */
export function repriceList<T extends { lines: readonly ListLine[]; totals: Totals }>(list: T, update: PricesUpdate): T {
  const now = new Map(update.changes.map((c) => [c.itemId, c.now]));
  const lines = list.lines.map((line) => {
    const price = now.get(line.itemId);
    return price === undefined ? line : { ...line, unitPriceCents: price, lineTotalCents: lineTotalCents(price, line.quantity) };
  });
  return { ...list, lines, totals: { ...update.totals } };
}

/** Catalogue items (GST-inclusive rates in dollars) at the prices the server answered: what the page prices its lists from. */
export function repriceItems<I extends { item_id: string; rate: number }>(
  items: readonly I[],
  changes: readonly PriceChange[],
): readonly I[] {
  if (changes.length === 0) return items;
  const retail = new Map(changes.map((c) => [c.itemId, c.retailCents]));
  return items.map((item) => {
    const cents = retail.get(item.item_id);
    return cents === undefined ? item : { ...item, rate: cents / 100 };
  });
}
