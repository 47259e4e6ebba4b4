import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyQuoteEdit,
  dollarsToCents,
  draftLinePrice,
  draftOf,
  draftPatch,
  draftTotals,
  isOverridden,
  type QuoteDraft,
} from './quoteEdits';
import { quoteTotals } from './quotes';
import { quoteDraftPatch } from './schemas/quotes';

const board = {
  kind: 'item' as const,
  itemId: 'b1',
  description: 'WoodEvo HOME Ironbark 5400',
  sku: null,
  quantity: 10,
  cataloguePriceCents: 8950,
  customerPriceCents: 8950,
  retailPriceCents: null,
  unitPriceCents: null,
};
const delivery = { kind: 'free' as const, description: 'Delivery', quantity: 1, unitPriceCents: 12000 };
const draft: QuoteDraft = { lines: [board, delivery], discount: null, note: '', validUntil: null };

describe('quote draft edits', () => {
  it('adds the same catalogue item twice as one line', () => {
    const next = applyQuoteEdit(draft, { op: 'line.add', line: { ...board, quantity: 5 } });
    expect(next.lines).toHaveLength(2);
    expect(next.lines[0].quantity).toBe(15);
  });

  it('keeps an override apart from the catalogue price, and goes back to it', () => {
    const overridden = applyQuoteEdit(draft, { op: 'line.price', index: 0, unitPriceCents: 8000 });
    expect(isOverridden(overridden.lines[0])).toBe(true);
    expect(draftLinePrice(overridden.lines[0])).toBe(8000);
    const back = applyQuoteEdit(overridden, { op: 'line.price', index: 0, unitPriceCents: null });
    expect(isOverridden(back.lines[0])).toBe(false);
    expect(draftLinePrice(back.lines[0])).toBe(8950);
  });

  it('ignores an edit of a line that is not there', () => {
    expect(applyQuoteEdit(draft, { op: 'line.remove', index: 5 })).toBe(draft);
  });

  it('reads typed dollars as cents', () => {
    expect(dollarsToCents('89.5')).toBe(8950);
    expect(dollarsToCents('$1,234.56')).toBe(123456);
    expect(dollarsToCents('12.345')).toBeNull();
    expect(dollarsToCents('abc')).toBeNull();
  });

  it('saves as a PATCH body the API accepts, the catalogue price sent as null, a blank free line left out', () => {
    const body = draftPatch({ ...draft, lines: [...draft.lines, { kind: 'free', description: ' ', quantity: 1, unitPriceCents: 0 }] });
    expect(quoteDraftPatch.parse(body)).toEqual(body);
    expect(body.lines).toEqual([
      { kind: 'item', itemId: 'b1', quantity: 10, unitPriceCents: null },
      { kind: 'free', description: 'Delivery', quantity: 1, unitPriceCents: 12000 },
    ]);
  });

  it('shows the totals the server prices with, whatever the lines and discount', () => {
    const line = fc.record({ quantity: fc.integer({ min: 1, max: 50 }), unitPriceCents: fc.integer({ min: 0, max: 500_000 }) });
    const discount = fc.option(
      fc.oneof(
        fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 1, max: 100 }) }),
        fc.record({ kind: fc.constant('amount' as const), amountCents: fc.integer({ min: 1, max: 10_000_000 }) }),
      ),
      { nil: null },
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), discount, (lines, d) => {
        const shown = draftTotals({
          lines: lines.map((l) => ({ ...l, kind: 'free', description: 'x' })),
          discount: d,
          note: '',
          validUntil: null,
        });
        expect(shown).toEqual(quoteTotals(lines, d));
        expect(shown.totalCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('reads the server quote back as the same draft (the discount line is the discount)', () => {
    const lines = [
      {
        id: 1,
        kind: 'item' as const,
        itemId: 'b1',
        sku: null,
        description: board.description,
        unit: 'each',
        quantity: 10,
        unitPriceCents: 8000,
        lineTotalCents: 80000,
        cataloguePriceCents: 8950,
        overridden: true,
        overriddenBy: 'admin@boardwalk.example',
        tradePrice: false,
        retailPriceCents: null,
        customerPriceCents: 8950,
      },
      {
        id: 2,
        kind: 'discount' as const,
        itemId: null,
        sku: null,
        description: 'Discount (10%)',
        unit: '',
        quantity: 1,
        unitPriceCents: -8000,
        lineTotalCents: -8000,
        cataloguePriceCents: null,
        overridden: false,
        overriddenBy: null,
        tradePrice: false,
        retailPriceCents: null,
        customerPriceCents: null,
      },
    ];
    expect(draftOf({ lines, discount: { kind: 'percent', percent: 10 }, note: 'Hi', validUntil: '2026-12-24' })).toEqual({
      lines: [{ ...board, unitPriceCents: 8000 }],
      discount: { kind: 'percent', percent: 10 },
      note: 'Hi',
      validUntil: '2026-12-24',
    });
  });
});
