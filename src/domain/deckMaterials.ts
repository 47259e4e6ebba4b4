// The priced materials list of a planned deck (docs/product.md#bill-of-materials, docs/product.md#money): the
// deck's bill of materials (billOfMaterials.ts) as catalogue lines with quantity, unit price and line
// total, and the totals by the order money rules. The calculator's "Materials and prices", the quote
// request and an order from the design all take their lines from here.
import type { BoardItem, HardwareItem } from './catalogue';
import { billOfMaterials, type BillOfMaterials, type BillOptions, type MaterialGroup } from './billOfMaterials';
import type { DeckPlan } from './deckPlan';
import { lineTotalCents, orderTotals, type Totals } from './money';
import { RETAIL_PRICES, unitPriceFor, type ItemKind, type PriceContext } from './tradePricing';

export interface MaterialLine {
  /** Stable within a list: the item id. */
  key: string;
  itemId: string;
  name: string;
  unit: string;
  group: MaterialGroup;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  /** The catalogue's unit price a trade company's price replaces; absent when the buyer pays the catalogue's. */
  retailCents?: number;
  /** Lineal metres beside the stock lengths (fascia: the exposed edges), docs/product.md#bill-of-materials. */
  metres?: number;
}

export interface PricedMaterials {
  lines: MaterialLine[];
  totals: Totals;
  /** Item ids the plan needs that the catalogue does not have (left out of the lines and totals). */
  missing: string[];
}

export interface PricingCatalogue {
  boardItems: readonly BoardItem[];
  hardwareItems: readonly HardwareItem[];
}

/**
 * The plan's materials in the list's order: boards, fixings, frame, steps (billOfMaterials), priced.
 * `stockItemIds` maps the colour's stock lengths to their board items (LayoutRules.stockItemIds).
 */
export function priceDeckPlan(
  plan: DeckPlan,
  options: BillOptions,
  catalogue: PricingCatalogue,
  prices: PriceContext = RETAIL_PRICES,
): PricedMaterials {
  return priceBill(billOfMaterials(plan, options), catalogue, prices);
}

/**
 * A bill's lines as catalogue lines with quantity, unit price and line total, and the totals by the order
 * money rules. Unit prices are the buyer's (`unitPriceFor`, docs/product.md#trade-accounts): the
 * catalogue's for a visitor or a retail customer.
 */
export function priceBill(bill: BillOfMaterials, catalogue: PricingCatalogue, prices: PriceContext = RETAIL_PRICES): PricedMaterials {
  const byId = new Map<string, { item: BoardItem | HardwareItem; kind: ItemKind }>();
  for (const item of catalogue.boardItems) byId.set(item.item_id, { item, kind: 'board' });
  for (const item of catalogue.hardwareItems) byId.set(item.item_id, { item, kind: 'hardware' });
  const lines: MaterialLine[] = [];
  const missing: string[] = [];
  for (const { itemId, group, quantity, metres } of bill.lines) {
    const found = byId.get(itemId);
    if (!found) {
      missing.push(itemId);
      continue;
    }
    const { item, kind } = found;
    const { unitPriceCents, retailCents, isTradePrice } = unitPriceFor({ item_id: itemId, rate: item.rate, kind }, prices);
    lines.push({
      key: itemId,
      itemId,
      name: item.name,
      unit: item.unit,
      group,
      quantity,
      unitPriceCents,
      lineTotalCents: lineTotalCents(unitPriceCents, quantity),
      ...(metres === undefined ? {} : { metres }),
      ...(isTradePrice ? { retailCents } : {}),
    });
  }
  return { lines, totals: orderTotals(lines.map((l) => l.lineTotalCents)), missing };
}
