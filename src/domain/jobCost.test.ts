import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutBoards, type LayoutRules } from './boardLayout';
import type { BoardItem } from './catalogue';
import { isValidShape, type Point } from './geometry';
import {
  drawingParts,
  drawingPartsFor,
  layoutJobMs,
  PLAN_PACK_MAX_PARTS,
  PLAN_PACK_TOO_DETAILED,
  planJobMs,
  planPackJobMs,
  planPackTooDetailed,
} from './jobCost';

const woodEvo: LayoutRules = {
  boardWidthMm: 137,
  gapMm: 5,
  joistCentresMm: 450,
  stockLengthsMm: [5400],
  minPieceMm: 900,
  clipsPerBox: 100,
};
const rect = (x: number, y: number, w: number, h: number) => ({
  points: [
    { x, y },
    { x: x + w, y },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ],
});
/** A comb of `teeth` teeth hanging from a bar along y = depth: 4 points a tooth and 2 more. */
function comb(x0: number, width: number, depth: number, teeth: number): { points: Point[] } {
  const w = width / (teeth * 2);
  const points = [{ x: x0, y: depth }];
  for (let i = 0; i < teeth; i++) {
    const [left, mid, right] = [i * 2 * w, i * 2 * w + w, (i + 1) * 2 * w].map((x) => x0 + Math.round(x));
    points.push({ x: left, y: 0 }, { x: mid, y: 0 }, { x: mid, y: depth - 100 }, { x: right, y: depth - 100 });
  }
  points.push({ x: x0 + width, y: depth });
  return { points };
}
/** The worst case: 5 outlines of 198 points side by side within the layout's 30 m. */
const fiveCombs = Array.from({ length: 5 }, (_, k) => comb(k * 5990, 5980, 29_000, 49));

const total = (parts: { pieces: number; joists: number }) => parts.pieces + parts.joists;

describe('drawingParts: the parts a layout cuts, known before it runs', () => {
  it("counts a rectangle's rows and stock lengths: a 6 m x 4 m deck, 29 rows of two pieces", () => {
    // 4000 / 142 = 28.2 rows (the last a part board), each 6000 mm: a 5.4 m board and a piece.
    expect(drawingParts([rect(0, 0, 6000, 4000)], woodEvo, 'horizontal')).toEqual({ pieces: 58, joists: 14 });
    // Turned, the rows run along the 4 m side: one board each.
    expect(drawingParts([rect(0, 0, 6000, 4000)], woodEvo, 'vertical').pieces).toBe(43);
  });

  it('lays overlapping shapes as one outline, and ignores invalid shapes and drawings past the 30 m extent', () => {
    const one = drawingParts([rect(0, 0, 6000, 4000)], woodEvo, 'horizontal');
    expect(drawingParts([rect(0, 0, 6000, 4000), rect(0, 0, 6000, 4000), rect(1000, 1000, 2000, 2000)], woodEvo, 'horizontal')).toEqual(
      one,
    );
    const bowTie = {
      points: [
        { x: 0, y: 0 },
        { x: 4000, y: 4000 },
        { x: 4000, y: 0 },
        { x: 0, y: 4000 },
      ],
    };
    expect(isValidShape(bowTie.points)).toBe(false);
    expect(drawingParts([rect(0, 0, 6000, 4000), bowTie], woodEvo, 'horizontal')).toEqual(one);
    expect(drawingParts([rect(0, 0, 30_010, 1000)], woodEvo, 'horizontal')).toEqual({ pieces: 0, joists: 0 });
  });

  it("agrees with the layout's own pieces on any drawing of rectangles (within a tenth and a few pieces)", () => {
    const rectArb = fc
      .record({
        x: fc.integer({ min: 0, max: 1500 }),
        y: fc.integer({ min: 0, max: 1500 }),
        w: fc.integer({ min: 50, max: 1500 }),
        h: fc.integer({ min: 50, max: 1500 }),
      })
      .map(({ x, y, w, h }) => rect(x * 10, y * 10, w * 10, h * 10));
    fc.assert(
      fc.property(
        fc.array(rectArb, { minLength: 1, maxLength: 5 }),
        fc.constantFrom('horizontal' as const, 'vertical' as const, 'diagonal' as const),
        (shapes, direction) => {
          const laid = layoutBoards(shapes, woodEvo, direction);
          const estimate = drawingParts(shapes, woodEvo, direction).pieces;
          const rows = Math.ceil(30_000 / 142);
          expect(estimate).toBeGreaterThanOrEqual(Math.floor(laid.pieces.length * 0.9) - rows);
          expect(estimate).toBeLessThanOrEqual(Math.ceil(laid.pieces.length * 1.1) + rows);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('counts the comb-shaped worst case as the layout lays it: about 50,000 pieces', () => {
    const laid = layoutBoards(fiveCombs, woodEvo, 'horizontal').pieces.length;
    const estimate = drawingParts(fiveCombs, woodEvo, 'horizontal').pieces;
    expect(laid).toBeGreaterThan(45_000);
    expect(Math.abs(estimate - laid) / laid).toBeLessThan(0.05);
  });
});

describe("the plan pack's bound", () => {
  it("refuses the worst case and draws any deck of the layout's size: a 30 m square, an L, a 6 m x 4 m deck", () => {
    expect(planPackTooDetailed(drawingParts(fiveCombs, woodEvo, 'horizontal'))).toBe(true);
    for (const shapes of [[rect(0, 0, 29_990, 29_990)], [rect(0, 0, 6000, 4000), rect(6000, 0, 3000, 3000)], [rect(0, 0, 6000, 4000)]]) {
      for (const direction of ['horizontal', 'vertical'] as const) {
        const parts = drawingParts(shapes, woodEvo, direction);
        expect(total(parts)).toBeGreaterThan(0);
        expect(planPackTooDetailed(parts)).toBe(false);
      }
    }
    expect(planPackTooDetailed({ pieces: PLAN_PACK_MAX_PARTS, joists: 0 })).toBe(false);
    expect(planPackTooDetailed({ pieces: PLAN_PACK_MAX_PARTS, joists: 1 })).toBe(true);
    expect(PLAN_PACK_TOO_DETAILED).toBe(
      'This design is too detailed for a plan pack: it would need more than 4,000 board pieces and joists. ' +
        'Simplify its outlines and try again.',
    );
  });

  it("reads the colour's stock lengths from the catalogue; no colour (or one no longer sold) lays nothing", () => {
    const item: BoardItem = {
      item_id: 'we-barossa-5400',
      name: 'Barossa 5.4 m',
      description: '',
      rate: 100,
      unit: 'board',
      cf_board_brand: 'WoodEvo',
      cf_board_range: 'HOME',
      cf_board_type: 'Grooved',
      cf_board_colour: 'Barossa',
      cf_size: '5400 x 137 x 23mm',
      image_document_id: null,
      image_id: null,
      image_name: null,
      cf_boards_applicable: '',
    } as BoardItem;
    const drawing = {
      shapes: [{ id: 'deck', ...rect(0, 0, 6000, 4000) }],
      colorItemId: item.item_id,
      boardDirection: 'horizontal' as const,
    };
    expect(drawingPartsFor(drawing, [item])).toEqual(
      drawingParts(drawing.shapes, { ...woodEvo, stockItemIds: { 5400: item.item_id } }, 'horizontal'),
    );
    expect(drawingPartsFor({ ...drawing, colorItemId: null }, [item])).toEqual({ pieces: 0, joists: 0 });
    expect(drawingPartsFor({ ...drawing, colorItemId: 'gone' }, [item])).toEqual({ pieces: 0, joists: 0 });
  });

  it('charges more for more parts, a plan pack most; the largest allowed pack is a couple of seconds', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (a, b) => {
        const [small, large] = [
          { pieces: Math.min(a, b), joists: 0 },
          { pieces: Math.max(a, b), joists: 0 },
        ];
        for (const cost of [layoutJobMs, planJobMs, planPackJobMs]) expect(cost(small)).toBeLessThanOrEqual(cost(large));
        expect(layoutJobMs(small)).toBeLessThanOrEqual(planPackJobMs(small));
      }),
    );
    expect(planPackJobMs({ pieces: PLAN_PACK_MAX_PARTS, joists: 0 })).toBe(2100);
    expect(layoutJobMs({ pieces: 0, joists: 0 })).toBeGreaterThan(0);
  });
});
