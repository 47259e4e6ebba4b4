import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderTotals } from './money';
import {
  applyPriceChanges,
  mergePriceChanges,
  priceChanges,
  pricedListChanges,
  repriceItems,
  repriceList,
  shownPricesOf,
  shownPricesOfList,
  type ChargedLine,
} from './priceChanges';
import type { PriceBook } from './orderPricing';

const cents = fc.integer({ min: 0, max: 1_000_000 });
const line: fc.Arbitrary<ChargedLine> = fc.record({
  itemId: fc.constantFrom('a', 'b', 'c', 'd'),
  name: fc.constantFrom('Board', 'Clips'),
  quantity: fc.integer({ min: 1, max: 500 }),
  unitPriceCents: cents,
  retailCents: cents,
});
// Lines of one order: every line of an item has that item's price.
const orderLines = fc.array(line, { minLength: 1, maxLength: 8 }).map((lines) => {
  const first = new Map<string, ChargedLine>();
  for (const l of lines) if (!first.has(l.itemId)) first.set(l.itemId, l);
  return lines.map((l) => ({ ...l, unitPriceCents: first.get(l.itemId)!.unitPriceCents, retailCents: first.get(l.itemId)!.retailCents }));
});

describe('priceChanges', () => {
  it('finds no change when the page showed the prices charged, and totals the charged lines', () => {
    fc.assert(
      fc.property(orderLines, fc.array(cents, { maxLength: 2 }), (lines, other) => {
        const shown = Object.fromEntries(lines.map((l) => [l.itemId, l.unitPriceCents]));
        const { changes, totals } = priceChanges(shown, lines, other);
        expect(changes).toEqual([]);
        expect(totals).toEqual(orderTotals([...lines.map((l) => l.unitPriceCents * l.quantity), ...other]));
      }),
    );
  });

  it('names each item whose shown price differs once, with what was shown and what is charged', () => {
    fc.assert(
      fc.property(orderLines, fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), cents), (lines, shown) => {
        const { changes } = priceChanges(shown, lines);
        const ids = [...new Set(lines.map((l) => l.itemId))];
        const differing = ids.filter((id) => (shown[id] ?? 0) !== lines.find((l) => l.itemId === id)!.unitPriceCents);
        expect(changes.map((c) => c.itemId)).toEqual(differing);
        for (const c of changes) {
          expect(c.was).toBe(shown[c.itemId] ?? 0);
          expect(c.now).toBe(lines.find((l) => l.itemId === c.itemId)!.unitPriceCents);
        }
      }),
    );
  });

  it('a page re-priced from the changes shows the charged prices: comparing again finds none', () => {
    fc.assert(
      fc.property(orderLines, fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), cents), (lines, shown) => {
        const book: PriceBook = new Map(
          lines.map((l) => [l.itemId, { name: l.name, rate: 0, unit: 'each', unitPriceCents: shown[l.itemId] ?? 0, retailCents: 0 }]),
        );
        const repriced = applyPriceChanges(book, priceChanges(shown, lines).changes);
        const again = Object.fromEntries([...repriced].map(([id, e]) => [id, e.unitPriceCents]));
        expect(priceChanges(again, lines).changes).toEqual([]);
      }),
    );
  });
});

describe('mergePriceChanges', () => {
  it('keeps what the page first showed and the latest price, one per item', () => {
    const first = [{ itemId: 'a', name: 'A', was: 100, now: 120, retailCents: 120 }];
    const second = [
      { itemId: 'a', name: 'A', was: 120, now: 130, retailCents: 130 },
      { itemId: 'b', name: 'B', was: 50, now: 55, retailCents: 55 },
    ];
    expect(mergePriceChanges(first, second)).toEqual([
      { itemId: 'a', name: 'A', was: 100, now: 130, retailCents: 130 },
      { itemId: 'b', name: 'B', was: 50, now: 55, retailCents: 55 },
    ]);
  });
});

describe('shownPricesOf', () => {
  it('reads the unit price of board and hardware lines only', () => {
    expect(
      shownPricesOf([
        { kind: 'board', item_id: 'a', unitPriceCents: 100 },
        { kind: 'hardware', item_id: 'b', unitPriceCents: 20 },
        { kind: 'delivery', item_id: '', unitPriceCents: 9900 },
      ]),
    ).toEqual({ a: 100, b: 20 });
  });
});

describe('the calculator priced list (pricedListChanges, repriceList, shownPricesOfList, repriceItems)', () => {
  const listLine = fc.record({
    itemId: fc.constantFrom('a', 'b', 'c', 'd'),
    name: fc.constantFrom('Board', 'Clips'),
    quantity: fc.integer({ min: 1, max: 500 }),
    unitPriceCents: cents,
    retailCents: cents,
  });
  // A list names each item once, with its line total.
  const list = fc.uniqueArray(listLine, { minLength: 1, maxLength: 4, selector: (l) => l.itemId }).map((lines) => ({
    lines: lines.map((l) => ({ ...l, lineTotalCents: l.unitPriceCents * l.quantity })),
    totals: orderTotals(lines.map((l) => l.unitPriceCents * l.quantity)),
  }));

  it('compares only the items the page showed, and answers the stored list totals', () => {
    fc.assert(
      fc.property(list, fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd', 'e'), cents), (server, shown) => {
        const { changes, totals } = pricedListChanges(shown, server.lines, server.totals);
        expect(totals).toEqual(server.totals);
        const differing = server.lines.filter((l) => Object.hasOwn(shown, l.itemId) && shown[l.itemId] !== l.unitPriceCents);
        expect(changes.map((c) => [c.itemId, c.was, c.now])).toEqual(differing.map((l) => [l.itemId, shown[l.itemId], l.unitPriceCents]));
      }),
    );
  });

  it('a page list re-priced from the answer shows the server prices: comparing again finds none, and its totals are the answer', () => {
    fc.assert(
      fc.property(list, fc.array(cents, { minLength: 4, maxLength: 4 }), (server, pagePrices) => {
        // The page priced the same lines at its own (older) prices.
        const page = {
          lines: server.lines.map((l, i) => ({ ...l, unitPriceCents: pagePrices[i], lineTotalCents: pagePrices[i] * l.quantity })),
          totals: orderTotals(server.lines.map((l, i) => pagePrices[i] * l.quantity)),
        };
        const update = pricedListChanges(shownPricesOfList(page.lines), server.lines, server.totals);
        const repriced = repriceList(page, update);
        expect(pricedListChanges(shownPricesOfList(repriced.lines), server.lines, server.totals).changes).toEqual([]);
        expect(repriced.totals).toEqual(server.totals);
        expect(orderTotals(repriced.lines.map((l) => l.lineTotalCents))).toEqual(server.totals);
      }),
    );
  });

  it('repriceItems sets the changed items to the catalogue price told and leaves the others', () => {
    const items = [
      { item_id: 'a', rate: 10 },
      { item_id: 'b', rate: 20 },
    ];
    expect(repriceItems(items, [])).toBe(items);
    expect(repriceItems(items, [{ itemId: 'b', name: 'B', was: 1800, now: 1980, retailCents: 2200 }])).toEqual([
      { item_id: 'a', rate: 10 },
      { item_id: 'b', rate: 22 },
    ]);
  });
});
