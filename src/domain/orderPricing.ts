// Prices of an order's lines (docs/product.md#money), from catalogue rates through
// money.ts. The wizard shows these figures while the customer builds the order; the server prices
// the order again from its own catalogue, and the detail page shows the server's stored figures.
import type { BoardItem, HardwareItem } from './catalogue';
import { lineTotalCents, orderTotals, type Totals } from './money';
import { isHardwareLine, type OrderItem } from './orderPayload';
import type { OrderLine } from './schemas/orders';
import { RETAIL_PRICES, unitPriceFor, type ItemKind, type PriceContext } from './tradePricing';

export interface CatalogueEntry {
  name: string;
  rate: number;
  unit: string;
  /** The buyer's unit price in cents (unitPriceFor) and the catalogue's it replaces. */
  unitPriceCents: number;
  retailCents: number;
}

/** Catalogue entries by item id. */
export type PriceBook = ReadonlyMap<string, CatalogueEntry>;

/** Every item's entry at the buyer's prices: the catalogue's for a retail customer, a trade company's for its members. */
export function priceBook(
  boardItems: readonly BoardItem[],
  hardwareItems: readonly HardwareItem[],
  prices: PriceContext = RETAIL_PRICES,
): PriceBook {
  const entry = (i: BoardItem | HardwareItem, kind: ItemKind): [string, CatalogueEntry] => {
    const { unitPriceCents, retailCents } = unitPriceFor({ item_id: i.item_id, rate: i.rate, kind }, prices);
    return [i.item_id, { name: i.name, rate: i.rate, unit: i.unit, unitPriceCents, retailCents }];
  };
  return new Map([...boardItems.map((i) => entry(i, 'board')), ...hardwareItems.map((i) => entry(i, 'hardware'))]);
}

export interface PricedOrder extends Totals {
  /** Boards first, then hardware, each in the order added (the API's order of lines). */
  lines: OrderLine[];
  /** Item ids the catalogue has no price for (left out of the lines and the totals). */
  unpriced: string[];
}

/** The wizard's lines priced from the book (the buyer's prices), with the order's totals. */
export function priceOrderItems(items: readonly OrderItem[], book: PriceBook): PricedOrder {
  const lines: OrderLine[] = [];
  const unpriced: string[] = [];
  const ordered = [...items.filter((i) => !isHardwareLine(i)), ...items.filter(isHardwareLine)];
  for (const item of ordered) {
    const entry = book.get(item.item_id);
    if (!entry) {
      unpriced.push(item.item_id);
      continue;
    }
    const { unitPriceCents, retailCents } = entry;
    lines.push({
      kind: isHardwareLine(item) ? 'hardware' : 'board',
      item_id: item.item_id,
      name: entry.name,
      quantity: item.quantity,
      unit: entry.unit,
      unitPriceCents,
      lineTotalCents: lineTotalCents(unitPriceCents, item.quantity),
      ...(retailCents !== unitPriceCents ? { retailCents } : {}),
    });
  }
  return { lines, unpriced, ...orderTotals(lines.map((l) => l.lineTotalCents)) };
}

/** Boards and hardware units counted apart (the wizard's header). */
export function quantitiesByKind(items: readonly OrderItem[]): { boards: number; hardware: number } {
  let boards = 0;
  let hardware = 0;
  for (const i of items) {
    if (isHardwareLine(i)) hardware += i.quantity;
    else boards += i.quantity;
  }
  return { boards, hardware };
}
