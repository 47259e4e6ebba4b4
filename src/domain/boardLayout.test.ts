import fc from 'fast-check';
import { ClipType, FillRule, type Paths64 } from 'clipper2-ts/dist/Core.js';
import { Clipper64 } from 'clipper2-ts/dist/Engine.js';
import { describe, expect, it } from 'vitest';
import {
  colourStockItems,
  layoutBoards,
  layoutForDrawing,
  layoutRulesFor,
  layoutSpace,
  parseBoardSize,
  pathsArea,
  toPath,
  type BoardLayout,
  type LayoutRules,
} from './boardLayout';
import type { BoardItem } from './catalogue';
import { LAYOUT_MAX_EXTENT_MM } from './constants';
import { isValidShape, type Point } from './geometry';
import type { BoardDirection } from './schemas/designs';

type Outline = { points: Point[] };
const rect = (x: number, y: number, w: number, h: number): Outline => ({
  points: [
    { x, y },
    { x: x + w, y },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ],
});

const woodEvo: LayoutRules = {
  boardWidthMm: 137,
  gapMm: 5,
  joistCentresMm: 450,
  stockLengthsMm: [5400],
  minPieceMm: 900,
  clipsPerBox: 100,
  stockItemIds: { 5400: 'we-home-barossa-5400' },
};

const boardItem = (item_id: string, cf_size: string, over: Partial<BoardItem> = {}): BoardItem => ({
  item_id,
  name: item_id,
  description: '',
  rate: 100,
  unit: 'board',
  cf_board_brand: 'MillBoard',
  cf_board_range: 'Enhanced Grain',
  cf_board_type: 'Grooved',
  cf_board_colour: 'Golden_Oak',
  cf_size,
  image_document_id: null,
  image_id: null,
  image_name: null,
  cf_boards_applicable: '',
  ...over,
});

function clip(clipType: ClipType, subject: Paths64, clipPaths: Paths64 = []): Paths64 {
  const clipper = new Clipper64();
  clipper.addSubject(subject);
  clipper.addClip(clipPaths);
  const solution: Paths64 = [];
  clipper.execute(clipType, FillRule.NonZero, solution);
  return solution;
}
// Outlines as drawn (either winding); the union under the non-zero rule after making each positive, taken
// where the layout takes it (its board direction's space) and turned back: Clipper rounds crossings to whole
// mm, so a gap under a millimetre between two shapes can close in one space and stay open in the other.
const unionOf = (outlines: readonly Outline[], direction: BoardDirection): Paths64 => {
  const { toLayout, toWorld } = layoutSpace(direction);
  return clip(
    ClipType.Union,
    outlines.filter((o) => isValidShape(o.points)).map((o) => toPath(o.points, toLayout)),
  ).map((path) => {
    const back = path.map((p) => {
      const q = toWorld(p);
      return { x: Math.round(q.x), y: Math.round(q.y) };
    });
    // A mirror (vertical boards swap x and y) turns the winding: outlines stay positive, holes negative.
    return Math.sign(pathsArea([back])) === Math.sign(pathsArea([path])) ? back : back.reverse();
  });
};
const polygonLength = (points: readonly Point[]) =>
  points.reduce((sum, p, i) => sum + Math.hypot(points[(i + 1) % points.length].x - p.x, points[(i + 1) % points.length].y - p.y), 0);
// Holes wind opposite their outlines: the signed areas of a piece's polygons add up to its area.
const laidArea = (layout: BoardLayout) => layout.pieces.reduce((sum, p) => sum + Math.abs(pathsArea(p.polygons)), 0);

describe('layoutRulesFor', () => {
  it('reads width and every stock length from cf_size, with the brand gap and joist centres', () => {
    const items = [boardItem('mb-3600', '3600 x 176 x 32mm'), boardItem('mb-5400', '5400 x 176 x 32mm')];
    expect(layoutRulesFor('MillBoard', items)).toEqual({
      boardWidthMm: 176,
      gapMm: 4,
      joistCentresMm: 400,
      stockLengthsMm: [5400, 3600],
      minPieceMm: 800,
      clipsPerBox: 100,
      stockItemIds: { 5400: 'mb-5400', 3600: 'mb-3600' },
    });
    expect(layoutRulesFor('WoodEvo', [boardItem('we', '5400 x 137 x 23mm', { cf_board_brand: 'WoodEvo' })])).toMatchObject({
      boardWidthMm: 137,
      gapMm: 5,
      joistCentresMm: 450,
      minPieceMm: 900,
    });
  });

  it('is null without a colour, an unknown brand or unreadable sizes', () => {
    expect(layoutRulesFor('WoodEvo', [])).toBeNull();
    expect(layoutRulesFor('Acme', [boardItem('x', '5400 x 137 x 23mm')])).toBeNull();
    expect(layoutRulesFor('MillBoard', [boardItem('x', 'one board')])).toBeNull();
  });

  it('parses sizes and finds the stock lengths of a colour', () => {
    expect(parseBoardSize('5400 x 137 x 23mm')).toEqual({ lengthMm: 5400, widthMm: 137 });
    expect(parseBoardSize('')).toBeNull();
    const a = boardItem('a-5400', '5400 x 176 x 32mm');
    const items = [a, boardItem('a-3600', '3600 x 176 x 32mm'), boardItem('b', '3600 x 176 x 32mm', { cf_board_colour: 'Jarrah' })];
    expect(colourStockItems(items, a).map((i) => i.item_id)).toEqual(['a-5400', 'a-3600']);
  });
});

describe('layoutForDrawing', () => {
  const items = [
    boardItem('mb-5400', '5400 x 176 x 32mm'),
    boardItem('mb-3600', '3600 x 176 x 32mm'),
    boardItem('mb-other', '3600 x 176 x 32mm', { cf_board_colour: 'Jarrah' }),
  ];
  const drawing = { shapes: [{ id: 'a', ...rect(0, 0, 4000, 3000) }], brand: 'MillBoard', boardDirection: 'horizontal' as const };

  it("lays the colour's stock lengths with its brand's rules, from any of its items", () => {
    const rules = layoutRulesFor('MillBoard', items.slice(0, 2))!;
    const expected = layoutBoards(drawing.shapes, rules, 'horizontal');
    expect(layoutForDrawing({ ...drawing, colorItemId: 'mb-3600' }, items)).toEqual(expected);
    expect(expected.figures.boards.map((b) => b.itemId)).toContain('mb-5400');
  });

  it('is null without a colour or when the colour left the catalogue', () => {
    expect(layoutForDrawing({ ...drawing, colorItemId: null }, items)).toBeNull();
    expect(layoutForDrawing({ ...drawing, colorItemId: 'gone' }, items)).toBeNull();
  });
});

describe('layoutBoards: a 4 m x 3 m deck of 5.4 m x 137 mm WoodEvo boards', () => {
  // Hand-checked. Rows at 142 mm from y = 0: 21 full rows and an 18 mm rip (22 rows of 4 m runs, 88 m laid).
  // Joists at x = 0, 450, ..., 3600 and the far edge 4000: 10 x 3 m. Every four rows repeat: a new board
  // laid whole (1400 mm offcut); the offcut cut at the 1350 joist (50 left) + a new board's 2650 (2750 left);
  // that offcut to the 2700 joist (50 left) + a new board's 1300 (4100 left); the 4100 offcut laid whole
  // (100 left). Five cycles (15 boards) and rows 20-21 as the cycle's first two (2 boards): 17 boards,
  // bought 91.8 m, waste 3.8 / 91.8 = 4.1 %. Clips: 10 per whole row, 11 per row with a join (the join's
  // joist holds both ends): 11 x 10 + 11 x 11 = 231, 3 boxes.
  const layout = layoutBoards([rect(0, 0, 4000, 3000)], woodEvo, 'horizontal');

  it('gives the hand-checked figures', () => {
    expect(layout.figures).toEqual({
      boards: [{ lengthMm: 5400, itemId: 'we-home-barossa-5400', count: 17 }],
      joistMetres: 30,
      clips: 231,
      clipBoxes: 3,
      wastePercent: 4.1,
      overlaps: [],
    });
    expect(new Set(layout.pieces.map((p) => p.row)).size).toBe(22);
    expect(layout.joists).toHaveLength(10);
    expect(layout.offcutsMm.reduce((a, b) => a + b, 0)).toBe(3800);
  });

  it('staggers joins on joist lines and reuses offcuts', () => {
    const rowPieces = (row: number) => layout.pieces.filter((p) => p.row === row).map((p) => [p.lengthMm, p.fromOffcut]);
    expect(rowPieces(0)).toEqual([[4000, false]]);
    expect(rowPieces(1)).toEqual([
      [1350, true],
      [2650, false],
    ]);
    expect(rowPieces(2)).toEqual([
      [2700, true],
      [1300, false],
    ]);
    expect(rowPieces(3)).toEqual([[4000, true]]);
  });

  it('lays the same boards when they run the other way on the turned deck', () => {
    const turned = layoutBoards([rect(0, 0, 3000, 4000)], woodEvo, 'vertical');
    expect(turned.figures).toEqual(layout.figures);
    expect(turned.pieces[0].polygons[0]).toEqual(expect.arrayContaining([{ x: 137, y: 4000 }]));
  });
});

describe('layoutBoards: several shapes', () => {
  it('lays overlapping shapes once over their union and names the pair', () => {
    const overlapping = layoutBoards([rect(0, 0, 3000, 3000), rect(2000, 0, 2000, 3000)], woodEvo, 'horizontal');
    const single = layoutBoards([rect(0, 0, 4000, 3000)], woodEvo, 'horizontal');
    expect(overlapping.figures).toEqual({ ...single.figures, overlaps: [[1, 2]] });
  });

  it('ignores invalid shapes but keeps the shape numbers of the list', () => {
    const bowtie = {
      points: [
        { x: 0, y: 0 },
        { x: 2000, y: 2000 },
        { x: 2000, y: 0 },
        { x: 0, y: 2000 },
      ],
    };
    const layout = layoutBoards([bowtie, rect(0, 0, 2000, 2000), rect(1000, 1000, 2000, 2000)], woodEvo, 'horizontal');
    expect(layout.figures.overlaps).toEqual([[2, 3]]);
    expect(layoutBoards([bowtie], woodEvo, 'horizontal').figures).toEqual({
      boards: [],
      joistMetres: 0,
      clips: 0,
      clipBoxes: 0,
      wastePercent: 0,
      overlaps: [],
    });
  });

  it('leaves a gap between overlapping shapes open when it lies inside one row', () => {
    // Found by the property test: the triangle, the landing and the post leave a 112 mm x 142 mm triangle undecked.
    const shapes = [
      rect(-1410, 0, 400, 1960),
      {
        points: [
          { x: 690, y: 1810 },
          { x: -160, y: 2820 },
          { x: -1310, y: 1460 },
        ],
      },
      {
        points: [
          { x: 3370, y: 1570 },
          { x: 3320, y: 2160 },
          { x: -3320, y: 2160 },
        ],
      },
    ];
    const layout = layoutBoards(shapes, { ...woodEvo, boardWidthMm: 176, stockLengthsMm: [3600] }, 'horizontal');
    const withHole = layout.pieces.filter((p) => p.polygons.length > 1);
    expect(withHole).toHaveLength(1);
    expect(pathsArea(withHole[0].polygons)).toBeCloseTo(pathsArea(withHole[0].polygons.slice(0, 1)) - 7952, -1);
  });

  it('shapes that only touch do not overlap', () => {
    expect(layoutBoards([rect(0, 0, 2000, 2000), rect(2000, 0, 2000, 2000)], woodEvo, 'horizontal').figures.overlaps).toEqual([]);
  });

  it('cuts a run from the shortest stock length that covers it', () => {
    // 3.5 m x 1 m: seven rows and a 6 mm rip, each a 3.5 m run from a 3.6 m board (100 mm offcuts, too short
    // to reuse): 8 boards, 0.8 m of 28.8 m wasted (2.8 %). Joists at 0, 450, ..., 3150 and 3500: 9 x 1 m, 72 clips.
    const layout = layoutBoards(
      [rect(0, 0, 3500, 1000)],
      { ...woodEvo, stockLengthsMm: [5400, 3600], stockItemIds: { 5400: 'long', 3600: 'short' } },
      'horizontal',
    );
    expect(layout.figures).toEqual({
      boards: [{ lengthMm: 3600, itemId: 'short', count: 8 }],
      joistMetres: 9,
      clips: 72,
      clipBoxes: 1,
      wastePercent: 2.8,
      overlaps: [],
    });
  });

  it('lays nothing on a drawing scaled past LAYOUT_MAX_EXTENT_MM, and says so', () => {
    const huge = layoutBoards([rect(0, 0, LAYOUT_MAX_EXTENT_MM + 10, 2000)], woodEvo, 'horizontal');
    expect(huge.tooLarge).toBe(true);
    expect(huge.pieces).toEqual([]);
    expect(huge.figures.boards).toEqual([]);
    expect(layoutBoards([rect(0, 0, LAYOUT_MAX_EXTENT_MM, 2000)], woodEvo, 'vertical').tooLarge).toBe(false);
  });

  it('lays a run shorter than the minimum piece as one piece', () => {
    const layout = layoutBoards([rect(0, 0, 600, 1000)], woodEvo, 'horizontal');
    expect(layout.pieces.every((p) => p.lengthMm === 600)).toBe(true);
    // Seven 600 mm pieces: one new board, then its offcuts (4800, 4200, ...).
    expect(layout.figures.boards).toEqual([{ lengthMm: 5400, itemId: 'we-home-barossa-5400', count: 1 }]);
  });
});

// ---- properties ----

const grid = (min: number, max: number) => fc.integer({ min: min / 10, max: max / 10 }).map((n) => n * 10);
const rectangleArb = fc
  .tuple(grid(-3000, 3000), grid(-3000, 3000), grid(400, 6000), grid(400, 6000))
  .map(([x, y, w, h]) => rect(x, y, w, h));
/** A convex polygon: corners at increasing angles around a centre. */
const convexArb = fc
  .tuple(
    grid(-3000, 3000),
    grid(-3000, 3000),
    fc.uniqueArray(fc.integer({ min: 0, max: 35 }), { minLength: 3, maxLength: 8 }),
    fc.integer({ min: 800, max: 4000 }),
  )
  .map(([cx, cy, steps, radius]) => ({
    points: [...steps]
      .sort((a, b) => a - b)
      .map((s) => ({
        x: cx + Math.round((radius * Math.cos((s * Math.PI) / 18)) / 10) * 10,
        y: cy + Math.round((radius * Math.sin((s * Math.PI) / 18)) / 10) * 10,
      })),
  }));
const shapesArb = fc.array(fc.oneof(rectangleArb, convexArb), { minLength: 1, maxLength: 5 });
const rulesArb = fc
  .record({
    brand: fc.constantFrom({ gapMm: 5, joistCentresMm: 450 }, { gapMm: 4, joistCentresMm: 400 }),
    boardWidthMm: fc.constantFrom(137, 146, 176),
    stockLengthsMm: fc.constantFrom([5400], [3600], [5400, 3600], [4800, 3600, 2400]),
  })
  .map(({ brand, boardWidthMm, stockLengthsMm }): LayoutRules => ({
    ...brand,
    boardWidthMm,
    stockLengthsMm: [...stockLengthsMm],
    minPieceMm: 2 * brand.joistCentresMm,
    clipsPerBox: 100,
  }));
const directionArb = fc.constantFrom<BoardDirection>('horizontal', 'vertical');

/** Pieces' extents along the boards (layout space: boards along x), grouped by row and run. */
function runsOf(layout: BoardLayout, direction: BoardDirection) {
  const along = (p: Point) => (direction === 'horizontal' ? p.x : p.y);
  const runs = new Map<string, Array<{ from: number; to: number; lengthMm: number }>>();
  for (const piece of layout.pieces) {
    const xs = piece.polygons.flat().map(along);
    const key = `${piece.row}/${piece.run}`;
    runs.set(key, [...(runs.get(key) ?? []), { from: Math.min(...xs), to: Math.max(...xs), lengthMm: piece.lengthMm }]);
  }
  return [...runs].map(([key, pieces]) => ({ row: Number(key.split('/')[0]), pieces: pieces.sort((a, b) => a.from - b.from) }));
}

describe('layoutBoards properties', () => {
  const params = { numRuns: 60 };

  it('no board lies outside the shapes, and boards and gaps cover them to within a board width per edge', () => {
    fc.assert(
      fc.property(shapesArb, rulesArb, directionArb, (shapes, rules, direction) => {
        const layout = layoutBoards(shapes, rules, direction);
        const union = unionOf(shapes, direction);
        const unionArea = pathsArea(union);
        for (const piece of layout.pieces) {
          // Outlines are rounded to whole mm for clipping: a board may stand out by half a millimetre along an edge.
          const outside = pathsArea(clip(ClipType.Difference, piece.polygons, union));
          expect(outside).toBeLessThanOrEqual(piece.polygons.reduce((sum, polygon) => sum + polygonLength(polygon), 0));
        }
        const laid = laidArea(layout);
        expect(laid).toBeLessThanOrEqual(unionArea + 1);
        const pitch = rules.boardWidthMm + rules.gapMm;
        const perimeter = union.reduce((sum, path) => sum + polygonLength(path), 0);
        expect(unionArea - laid).toBeLessThanOrEqual((unionArea * rules.gapMm) / pitch + perimeter * pitch);
      }),
      params,
    );
  });

  it('no piece is shorter than the minimum unless its whole run is; every join is on a joist line, staggered between rows', () => {
    fc.assert(
      fc.property(shapesArb, rulesArb, directionArb, (shapes, rules, direction) => {
        const layout = layoutBoards(shapes, rules, direction);
        const joistXs = new Set(layout.joists.map(([a]) => Math.round(direction === 'horizontal' ? a.x : a.y)));
        const joinsByRow = new Map<number, number[]>();
        for (const { row, pieces } of runsOf(layout, direction)) {
          const runLength = pieces[pieces.length - 1].to - pieces[0].from;
          for (const piece of pieces) {
            if (runLength >= rules.minPieceMm) expect(piece.lengthMm).toBeGreaterThanOrEqual(rules.minPieceMm - 1e-6);
            else expect(pieces).toHaveLength(1);
            // Clipped ends are whole millimetres.
            expect(Math.abs(piece.to - piece.from - piece.lengthMm)).toBeLessThanOrEqual(1);
          }
          for (const piece of pieces.slice(1)) {
            expect(joistXs.has(piece.from)).toBe(true);
            joinsByRow.set(row, [...(joinsByRow.get(row) ?? []), piece.from]);
          }
        }
        for (const [row, joins] of joinsByRow)
          for (const join of joins)
            for (const other of joinsByRow.get(row + 1) ?? [])
              expect(Math.abs(join - other)).toBeGreaterThanOrEqual(rules.joistCentresMm - 1e-6);
      }),
      params,
    );
  });

  it('counts and waste agree: bought length = laid length + offcuts, one new board per piece not cut from an offcut', () => {
    fc.assert(
      fc.property(shapesArb, rulesArb, directionArb, (shapes, rules, direction) => {
        const { figures, pieces, offcutsMm, joists } = layoutBoards(shapes, rules, direction);
        const bought = figures.boards.reduce((sum, b) => sum + b.lengthMm * b.count, 0);
        const laid = pieces.reduce((sum, p) => sum + p.lengthMm, 0);
        expect(bought).toBeGreaterThanOrEqual(laid - 1e-6);
        expect(bought - laid).toBeCloseTo(
          offcutsMm.reduce((a, b) => a + b, 0),
          4,
        );
        expect(figures.boards.reduce((sum, b) => sum + b.count, 0)).toBe(pieces.filter((p) => !p.fromOffcut).length);
        expect(figures.boards.map((b) => b.lengthMm)).toEqual([...figures.boards.map((b) => b.lengthMm)].sort((a, b) => b - a));
        expect(figures.wastePercent).toBe(bought > 0 ? Number((((bought - laid) / bought) * 100).toFixed(1)) : 0);
        expect(figures.clipBoxes).toBe(Math.ceil(figures.clips / 100));
        const drawnJoists = joists.reduce((sum, [a, b]) => sum + Math.hypot(b.x - a.x, b.y - a.y), 0);
        expect(Math.abs(figures.joistMetres * 1000 - drawnJoists)).toBeLessThanOrEqual(5);
      }),
      params,
    );
  });
});
