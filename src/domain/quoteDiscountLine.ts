// The computed discount line (docs/product.md#quotes), apart from quotes.ts because it is a QuoteLine of
// the quote schema, and that schema takes its statuses, line kinds and messages from quotes.ts.
import { discountLineLabel, showsDiscountLine, type QuoteDiscount } from './quotes';
import type { QuoteLine } from './schemas/quotes';

/** The discount line after a quote's others (id 0: it is computed, never stored as a draft line); null when none shows. */
export function discountLineOf(discount: QuoteDiscount | null, discountLineCents: number): QuoteLine | null {
  if (!discount || !showsDiscountLine(discount, discountLineCents)) return null;
  return {
    id: 0,
    kind: 'discount',
    itemId: null,
    sku: null,
    description: discountLineLabel(discount),
    unit: '',
    quantity: 1,
    unitPriceCents: discountLineCents,
    lineTotalCents: discountLineCents,
    cataloguePriceCents: null,
    overridden: false,
    overriddenBy: null,
    tradePrice: false,
    retailPriceCents: null,
    customerPriceCents: null,
  };
}
