import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BoardItem, HardwareItem } from './catalogue';
import { gstInTotal } from './money';
import { addBoardItem, addHardwareItem, type OrderItem } from './orderPayload';
import { priceBook, priceOrderItems, quantitiesByKind } from './orderPricing';

const BOARD = {
  item_id: 'we-home-grooved-barossa-5400',
  name: 'WoodEvo HOME Grooved Board Barossa 5.4m',
  rate: 69.9,
  unit: 'board',
} as BoardItem;
const CLIPS: HardwareItem = {
  item_id: 'hw-clips',
  name: 'WoodEvo Hidden Clips (box of 100)',
  description: '',
  sku: 'HW-WE-CLIP-100',
  category_name: 'Clips',
  rate: 54,
  unit: 'box',
};
const book = priceBook([BOARD], [CLIPS]);
const selection = {
  brand: 'WoodEvo',
  range: 'HOME',
  color: 'Barossa',
  boardType: 'Grooved',
  size: '5400 x 137 x 23mm',
  item_id: BOARD.item_id,
};

function withQuantity(items: OrderItem[], quantity: number): OrderItem[] {
  return items.map((i, n) => (n === items.length - 1 ? { ...i, quantity } : i));
}

describe('pricing the wizard lines (docs/product.md#money)', () => {
  it('prices each line at the catalogue rate, boards first, with the totals', () => {
    let items = addHardwareItem([], CLIPS, 2, 'timber');
    items = withQuantity(addBoardItem(items, selection), 60);
    const priced = priceOrderItems(items, book);
    expect(priced.lines).toEqual([
      {
        kind: 'board',
        item_id: BOARD.item_id,
        name: BOARD.name,
        quantity: 60,
        unit: 'board',
        unitPriceCents: 6990,
        lineTotalCents: 419_400,
      },
      { kind: 'hardware', item_id: 'hw-clips', name: CLIPS.name, quantity: 2, unit: 'box', unitPriceCents: 5400, lineTotalCents: 10_800 },
    ]);
    // $4,302.00 inc GST: GST $391.09 (391.0909...), subtotal $3,910.91.
    expect(priced).toMatchObject({ totalCents: 430_200, gstCents: 39_109, subtotalCents: 391_091, unpriced: [] });
  });

  it('names the lines the catalogue has no price for and leaves them out of the totals', () => {
    const items = addBoardItem([], { ...selection, item_id: 'gone' });
    expect(priceOrderItems(items, book)).toMatchObject({ lines: [], unpriced: ['gone'], totalCents: 0, gstCents: 0, subtotalCents: 0 });
  });

  it('on any wizard order the lines add up to the total, GST is its rounded eleventh, subtotal plus GST is the total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ rate: fc.integer({ min: 0, max: 500_000 }), quantity: fc.integer({ min: 1, max: 10_000 }) }), {
          minLength: 1,
          maxLength: 30,
        }),
        (lines) => {
          const boards = lines.map((l, n) => ({ ...BOARD, item_id: `b${n}`, rate: l.rate / 100 }));
          let items: OrderItem[] = [];
          lines.forEach((l, n) => (items = withQuantity(addBoardItem(items, { ...selection, item_id: `b${n}` }), l.quantity)));
          const priced = priceOrderItems(items, priceBook(boards, []));
          expect(priced.lines.map((l) => l.unitPriceCents)).toEqual(lines.map((l) => l.rate));
          expect(priced.lines.reduce((s, l) => s + l.lineTotalCents, 0)).toBe(priced.totalCents);
          expect(priced.gstCents).toBe(gstInTotal(priced.totalCents));
          expect(Math.abs(priced.gstCents * 11 - priced.totalCents)).toBeLessThanOrEqual(6);
          expect(priced.subtotalCents + priced.gstCents).toBe(priced.totalCents);
        },
      ),
    );
  });

  it('counts boards and hardware units apart', () => {
    const items = withQuantity(addBoardItem(addHardwareItem([], CLIPS, 3, 'metal'), selection), 60);
    expect(quantitiesByKind(items)).toEqual({ boards: 60, hardware: 3 });
    expect(quantitiesByKind([])).toEqual({ boards: 0, hardware: 0 });
  });

  it("prices a trade company's member at its tier and item prices, each line naming the retail price it replaces", () => {
    const trade = priceBook([BOARD], [CLIPS], { tier: 'trade', overrides: new Map([[CLIPS.item_id, 5000]]) });
    const items = addHardwareItem(addBoardItem([], selection), CLIPS, 1, 'timber');
    const priced = priceOrderItems(items, trade);
    expect(priced.lines.map((l) => [l.unitPriceCents, l.retailCents])).toEqual([
      [Math.floor((6990 * 8500 + 5000) / 10000), 6990],
      [5000, 5400],
    ]);
    expect(priceOrderItems(items, book).lines.map((l) => l.retailCents)).toEqual([undefined, undefined]);
  });
});
