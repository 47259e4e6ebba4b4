import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BoardConfig, HardwareItem } from './catalogue';
import { designOrderFrom, type DesignOrderSource } from './designOrder';
import { MAX_LINE_QUANTITY } from './constants';

const config: BoardConfig = {
  WoodEvo: {
    HOME: { Grooved: { Barossa: [{ size: '5400 x 137 x 23mm', item_id: 'WE-H-BAR-54' }] } },
    ADVANCED: {
      Grooved: {
        Kakadu: [
          { size: '5400 x 137 x 23mm', item_id: 'WE-A-KAK-54' },
          { size: '3600 x 137 x 23mm', item_id: 'WE-A-KAK-36' },
        ],
      },
    },
  },
};
const spec = { deckArea: 20, deckBoards: 28, clipBoxes: 4, subframeMaterials: { joists: 10, bearers: 4, screws: 500 } };
const layout = { joistMetres: 40, clips: 400, clipBoxes: 4, wastePercent: 7.5, overlaps: [] };
const square = [
  { x: 0, y: 0 },
  { x: 4000, y: 0 },
  { x: 4000, y: 5000 },
];
const design = (
  colorItemId: string | null,
  boards: { lengthMm: number; itemId: string | null; count: number }[] | null,
): DesignOrderSource => ({
  id: 'd-1',
  name: 'Back deck',
  projectId: 'p-1',
  drawing: { shapes: [{ id: 's1', points: square }], brand: 'WoodEvo', colorItemId, boardDirection: 'horizontal' },
  figures: { spec, layout: boards ? { ...layout, boards } : null },
});

describe('order materials from a design', () => {
  it('adds the colour item per stock length with the layout counts, in its project', () => {
    const order = designOrderFrom(
      design('WE-A-KAK-54', [
        { lengthMm: 5400, itemId: 'WE-A-KAK-54', count: 31 },
        { lengthMm: 3600, itemId: null, count: 6 },
      ]),
      config,
    );
    expect(order.ok).toBe(true);
    if (!order.ok) return;
    expect(order.items.map((i) => [i.item_id, i.color, i.boardType, i.size, i.quantity])).toEqual([
      ['WE-A-KAK-54', 'Kakadu', 'Grooved', '5400 x 137 x 23mm', 31],
      ['WE-A-KAK-36', 'Kakadu', 'Grooved', '3600 x 137 x 23mm', 6],
    ]);
    expect([order.brand, order.range, order.project, order.design]).toEqual([
      'WoodEvo',
      'ADVANCED',
      'p-1',
      { id: 'd-1', name: 'Back deck' },
    ]);
  });

  it('has no boards to order without a colour, without a layout, or with a colour gone from the catalogue', () => {
    expect(designOrderFrom(design(null, null), config)).toEqual({ ok: false });
    expect(designOrderFrom(design('WE-H-BAR-54', null), config)).toEqual({ ok: false });
    expect(designOrderFrom(design('GONE', [{ lengthMm: 5400, itemId: 'GONE', count: 3 }]), config)).toEqual({ ok: false });
  });

  it('orders every board the layout counts, one line per stock length found, within the line limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 5000 }), (long, short) => {
        const order = designOrderFrom(
          design('WE-A-KAK-36', [
            { lengthMm: 5400, itemId: 'WE-A-KAK-54', count: long },
            { lengthMm: 3600, itemId: 'WE-A-KAK-36', count: short },
          ]),
          config,
        );
        if (!order.ok) throw new Error('expected boards');
        expect(order.items.map((i) => i.quantity)).toEqual([long, short].filter((n) => n > 0).map((n) => Math.min(n, MAX_LINE_QUANTITY)));
        expect(new Set(order.items.map((i) => i.id)).size).toBe(order.items.length);
      }),
    );
  });
});

describe('order materials from a design with its priced list', () => {
  const hardwareItems = [
    { item_id: 'hw-woodevo-hidden-clips', name: 'WoodEvo Hidden Clips', category_name: 'Clips', description: 'Box of 100' },
    { item_id: 'hw-joist-timber-6000', name: 'Timber joist 6.0 m', category_name: 'Subframe', description: '90 x 45' },
  ] as unknown as HardwareItem[];
  const line = (itemId: string, quantity: number) => ({
    itemId,
    name: itemId,
    quantity,
    unitPriceCents: 100,
    lineTotalCents: 100 * quantity,
  });
  it('adds every line: the boards as board lines, clips and frame items as hardware lines, on the plan’s subframe', () => {
    const order = designOrderFrom(
      {
        ...design('WE-A-KAK-54', [{ lengthMm: 5400, itemId: 'WE-A-KAK-54', count: 31 }]),
        hardwareItems,
        materials: {
          deck: { heightMm: 600, frame: 'timber', border: 'none', breaker: false, wallEdges: [], steps: null },
          lines: [line('WE-A-KAK-54', 33), line('WE-A-KAK-36', 2), line('hw-woodevo-hidden-clips', 4), line('hw-joist-timber-6000', 9)],
          totals: { subtotalCents: 0, gstCents: 0, totalCents: 0 },
        },
      },
      config,
    );
    expect(order.ok).toBe(true);
    if (!order.ok) return;
    expect(order.items.map((i) => [i.item_id, i.quantity])).toEqual([
      ['WE-A-KAK-54', 33],
      ['WE-A-KAK-36', 2],
      ['hw-woodevo-hidden-clips', 4],
      ['hw-joist-timber-6000', 9],
    ]);
    expect(order.subframe).toBe('timber');
  });
});
