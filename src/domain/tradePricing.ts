// Trade prices (docs/product.md#trade-accounts): a company's tier takes a discount off the GST-inclusive
// catalogue price per product kind, the unit price rounded half up to the cent; a price an admin sets
// for one company and one item replaces the tier's price. `unitPriceFor` is the one rule: the
// catalogue, the wizard and the server's order pricing all call it, so they agree to the cent.
import { rateToCents } from './money';

export const PRICE_TIERS = ['retail', 'trade', 'trade_plus'] as const;
export type PriceTier = (typeof PRICE_TIERS)[number];
export const PRICE_TIER_LABELS: Record<PriceTier, string> = { retail: 'Retail', trade: 'Trade', trade_plus: 'Trade Plus' };
/** Beside every price a trade company's price replaces, with the catalogue's price struck through. */
export const TRADE_PRICE_LABEL = 'Trade price';

/** What a discount applies to: boards, or everything else (hardware). */
export type ItemKind = 'board' | 'hardware';

/** Discounts in basis points (1/100 of a percent), so 12.5% stays exact in integers. */
export const TIER_DISCOUNT_BP: Record<PriceTier, Record<ItemKind, number>> = {
  retail: { board: 0, hardware: 0 },
  trade: { board: 1500, hardware: 1000 },
  trade_plus: { board: 2000, hardware: 1250 },
};

/** A retail price in cents less a discount in basis points, rounded half up to the cent. */
export function discountedCents(retailCents: number, discountBp: number): number {
  // Integer arithmetic: (cents x (10000 - bp) + 5000) / 10000, floored, is the half-up rounding.
  return Math.floor((retailCents * (10_000 - discountBp) + 5_000) / 10_000);
}

/** Who is buying: no company (a retail customer) or a company's tier and its item prices. */
export interface PriceContext {
  tier: PriceTier;
  /** Per-item prices in cents set for this company by an admin, by item id. */
  overrides: ReadonlyMap<string, number>;
}

export const RETAIL_PRICES: PriceContext = { tier: 'retail', overrides: new Map() };

export interface UnitPrice {
  /** What the buyer pays per unit, in cents (GST inclusive). */
  unitPriceCents: number;
  /** The catalogue's price it replaces. */
  retailCents: number;
  /** True when the buyer's price differs from the catalogue's (the view shows "Trade price"). */
  isTradePrice: boolean;
}

/** The one rule for a buyer's unit price of an item (catalogue rate in dollars). */
export function unitPriceFor(item: { item_id: string; rate: number; kind: ItemKind }, prices: PriceContext): UnitPrice {
  const retailCents = rateToCents(item.rate);
  const override = prices.overrides.get(item.item_id);
  const unitPriceCents = override ?? discountedCents(retailCents, TIER_DISCOUNT_BP[prices.tier][item.kind]);
  return { unitPriceCents, retailCents, isTradePrice: unitPriceCents !== retailCents };
}
