import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountedCents, PRICE_TIERS, RETAIL_PRICES, TIER_DISCOUNT_BP, unitPriceFor, type ItemKind } from './tradePricing';

const board = (rate: number) => ({ item_id: 'b1', rate, kind: 'board' as ItemKind });
const hardware = (rate: number) => ({ item_id: 'h1', rate, kind: 'hardware' as ItemKind });

describe('trade prices (docs/product.md#trade-accounts)', () => {
  it('takes each tier discount per kind, rounded half up to the cent', () => {
    const trade = { tier: 'trade' as const, overrides: new Map() };
    const plus = { tier: 'trade_plus' as const, overrides: new Map() };
    expect(unitPriceFor(board(100), trade).unitPriceCents).toBe(8500);
    expect(unitPriceFor(hardware(100), trade).unitPriceCents).toBe(9000);
    expect(unitPriceFor(board(100), plus).unitPriceCents).toBe(8000);
    expect(unitPriceFor(hardware(100), plus).unitPriceCents).toBe(8750);
    // $0.10 less 15% is 8.5 cents: half up to 9.
    expect(unitPriceFor(board(0.1), trade).unitPriceCents).toBe(9);
    // $0.03 less 12.5% is 2.625 cents: 3.
    expect(unitPriceFor(hardware(0.03), plus).unitPriceCents).toBe(3);
    // $0.01 less 12.5% is 0.875: 1; $0.02 less 12.5% is 1.75: 2; $0.04 less 12.5% is 3.5: 4.
    expect(discountedCents(4, 1250)).toBe(4);
    expect(discountedCents(2, 1250)).toBe(2);
  });

  it('retail pays the catalogue price and is not shown a trade price', () => {
    expect(unitPriceFor(board(89.99), RETAIL_PRICES)).toEqual({ unitPriceCents: 8999, retailCents: 8999, isTradePrice: false });
  });

  it("a company's item price replaces the tier's", () => {
    const prices = { tier: 'trade' as const, overrides: new Map([['b1', 7000]]) };
    expect(unitPriceFor(board(100), prices)).toEqual({ unitPriceCents: 7000, retailCents: 10000, isTradePrice: true });
    expect(unitPriceFor({ ...board(100), item_id: 'b2' }, prices).unitPriceCents).toBe(8500);
  });

  it('any tier price is the exact discount rounded half up, never above retail', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(...PRICE_TIERS),
        fc.constantFrom<ItemKind>('board', 'hardware'),
        (cents, tier, kind) => {
          const price = unitPriceFor({ item_id: 'x', rate: cents / 100, kind }, { tier, overrides: new Map() }).unitPriceCents;
          const exact = (cents * (10_000 - TIER_DISCOUNT_BP[tier][kind])) / 10_000;
          expect(Number.isInteger(price)).toBe(true);
          expect(price - exact).toBeLessThanOrEqual(0.5);
          expect(exact - price).toBeLessThan(0.5);
          expect(price).toBeLessThanOrEqual(cents);
        },
      ),
    );
  });
});
