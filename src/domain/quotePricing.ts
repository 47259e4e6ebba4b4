// Quotes for a trade company's customer (docs/product.md#trade-accounts): the company's prices as the quote
// carries them, and a catalogue line's price for that customer. unitPriceFor is the one rule, so the
// editor's figures and the server's agree to the cent.
import { formatCents, rateToCents } from './money';
import { RETAIL_PRICES, unitPriceFor, type ItemKind, type PriceContext } from './tradePricing';
import type { QuoteCustomerPricing } from './schemas/quotes';

/** The price context of a quote's customer: their company's tier and item prices, or the catalogue's. */
export function quotePrices(pricing: QuoteCustomerPricing | null): PriceContext {
  if (!pricing) return RETAIL_PRICES;
  return { tier: pricing.tier, overrides: new Map(pricing.overrides.map((o) => [o.item_id, o.unitPriceCents])) };
}

export interface QuoteItemPrice {
  /** What the customer is quoted per unit before any staff change. */
  customerPriceCents: number;
  /** The catalogue's price. */
  cataloguePriceCents: number;
  /** The catalogue price a trade price replaces; null when the customer pays the catalogue's. */
  retailPriceCents: number | null;
}

/** A catalogue item's price for the quote's customer (rate in dollars, as the catalogue states it). */
export function quoteItemPrice(item: { item_id: string; rate: number; kind: ItemKind }, prices: PriceContext): QuoteItemPrice {
  const price = unitPriceFor(item, prices);
  return {
    customerPriceCents: price.unitPriceCents,
    cataloguePriceCents: rateToCents(item.rate),
    retailPriceCents: price.isTradePrice ? price.retailCents : null,
  };
}

/** What a document (PDF, e-mail) prints under a trade price: the words the views show, and the catalogue price. */
export const TRADE_PRICE_LABEL = 'Trade price';
export const tradePriceNote = (retailCents: number): string => `${TRADE_PRICE_LABEL}, retail ${formatCents(retailCents)}`;
