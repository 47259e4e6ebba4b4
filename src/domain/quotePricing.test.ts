import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rateToCents } from './money';
import { quoteItemPrice, quotePrices, tradePriceNote } from './quotePricing';
import { draftOf, draftLinePrice, isOverridden, isTradePriced } from './quoteEdits';
import { PRICE_TIERS, RETAIL_PRICES, unitPriceFor } from './tradePricing';
import type { QuoteLine } from './schemas/quotes';

const board = { item_id: 'b1', rate: 89.99, kind: 'board' as const };

describe("a quote's customer prices", () => {
  it('quotes a retail customer the catalogue price, a trade customer the tier or item price beside it', () => {
    expect(quoteItemPrice(board, quotePrices(null))).toEqual({
      customerPriceCents: 8999,
      cataloguePriceCents: 8999,
      retailPriceCents: null,
    });
    expect(quoteItemPrice(board, quotePrices({ company: 'Southside', tier: 'trade', overrides: [] }))).toEqual({
      customerPriceCents: 7649,
      cataloguePriceCents: 8999,
      retailPriceCents: 8999,
    });
    const own = quotePrices({ company: 'Southside', tier: 'trade', overrides: [{ item_id: 'b1', unitPriceCents: 7000 }] });
    expect(quoteItemPrice(board, own).customerPriceCents).toBe(7000);
    expect(tradePriceNote(8999)).toBe('Trade price, retail $89.99');
  });

  it('agrees with unitPriceFor to the cent for every tier and rate', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PRICE_TIERS),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom('board', 'hardware'),
        (tier, cents, kind) => {
          const item = { item_id: 'x', rate: cents / 100, kind: kind as 'board' | 'hardware' };
          const price = quoteItemPrice(item, quotePrices({ company: 'C', tier, overrides: [] }));
          const rule = unitPriceFor(item, { ...RETAIL_PRICES, tier });
          expect(price.customerPriceCents).toBe(rule.unitPriceCents);
          expect(price.cataloguePriceCents).toBe(rateToCents(item.rate));
          expect(price.retailPriceCents).toBe(rule.isTradePrice ? rule.retailCents : null);
        },
      ),
    );
  });

  it("reads a trade-priced server line back as a draft line at the customer's price, with the catalogue's beside it", () => {
    const line: QuoteLine = {
      id: 1,
      kind: 'item',
      itemId: 'b1',
      sku: null,
      description: 'Board',
      unit: 'each',
      quantity: 2,
      unitPriceCents: 7649,
      lineTotalCents: 15298,
      cataloguePriceCents: 8999,
      overridden: false,
      overriddenBy: null,
      tradePrice: true,
      retailPriceCents: 8999,
      customerPriceCents: 7649,
    };
    const [draft] = draftOf({ lines: [line], discount: null, note: '', validUntil: null }).lines;
    expect(draftLinePrice(draft)).toBe(7649);
    expect(isTradePriced(draft)).toBe(true);
    expect(isOverridden(draft)).toBe(false);
    const [own] = draftOf({
      lines: [{ ...line, unitPriceCents: 7000, overridden: true, tradePrice: false, retailPriceCents: null }],
      discount: null,
      note: '',
      validUntil: null,
    }).lines;
    expect(own).toMatchObject({ unitPriceCents: 7000, customerPriceCents: 7649, retailPriceCents: 8999 });
    expect(isOverridden(own)).toBe(true);
    expect(isTradePriced(own)).toBe(false);
  });
});
