// Diagonal boards (docs/product.md#subframe-and-edges): 45 degrees to the joists, which stand at 300 mm
// centres for every range; every board inside the outline, every join on a joist, no piece over fewer than
// two joist gaps, joins staggered between rows, and the figures adding up, property-tested like the straight
// layout (boardLayout.test.ts).
import fc from 'fast-check';
import { ClipType, FillRule, type Paths64 } from 'clipper2-ts/dist/Core.js';
import { Clipper64 } from 'clipper2-ts/dist/Engine.js';
import { describe, expect, it } from 'vitest';
import { joistCentresFor, layoutBoards, pathsArea, rulesForDirection, type BoardLayout, type LayoutRules } from './boardLayout';
import { DIAGONAL_JOIST_CENTRES_MM } from './constants';
import { planDeck } from './deckPlan';
import { DEFAULT_DECK_OPTIONS } from './frameGuide';
import { isValidShape, type Point } from './geometry';

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
};

function clip(clipType: ClipType, subject: Paths64, clipPaths: Paths64 = []): Paths64 {
  const clipper = new Clipper64();
  clipper.addSubject(subject);
  clipper.addClip(clipPaths);
  const solution: Paths64 = [];
  clipper.execute(clipType, FillRule.NonZero, solution);
  return solution;
}
const unionOf = (outlines: readonly Outline[]): Paths64 =>
  clip(
    ClipType.Union,
    outlines.filter((o) => isValidShape(o.points)).flatMap((o) => clip(ClipType.Union, [o.points], [])),
  );
// Pieces come back in fractions of a millimetre (the turn): whole millimetres for the clipper.
const whole = (polygons: Point[][]): Paths64 => polygons.map((p) => p.map(({ x, y }) => ({ x: Math.round(x), y: Math.round(y) })));
const polygonLength = (points: readonly Point[]) =>
  points.reduce((sum, p, i) => sum + Math.hypot(points[(i + 1) % points.length].x - p.x, points[(i + 1) % points.length].y - p.y), 0);
/** Along the boards: down and to the right at 45 degrees. */
const along = (p: Point) => (p.x + p.y) * Math.SQRT1_2;

/** Each run's pieces in order along the boards, with the world x of the join before each piece but the first. */
function runsOf(layout: BoardLayout) {
  const runs = new Map<string, BoardLayout['pieces']>();
  for (const piece of layout.pieces) {
    const key = `${piece.row}/${piece.run}`;
    runs.set(key, [...(runs.get(key) ?? []), piece]);
  }
  return [...runs.values()].map((pieces) => {
    const sorted = [...pieces].sort((a, b) => Math.min(...a.polygons.flat().map(along)) - Math.min(...b.polygons.flat().map(along)));
    // The corners two neighbours share lie on the cut between them.
    const joins = sorted.slice(1).map((piece, i) => {
      const before = sorted[i].polygons.flat();
      return piece.polygons.flat().filter((p) => before.some((q) => Math.hypot(p.x - q.x, p.y - q.y) <= 2));
    });
    return { row: sorted[0].row, pieces: sorted, joins };
  });
}

const grid = (min: number, max: number) => fc.integer({ min: min / 10, max: max / 10 }).map((n) => n * 10);
const rectangleArb = fc
  .tuple(grid(-3000, 3000), grid(-3000, 3000), grid(400, 6000), grid(400, 6000))
  .map(([x, y, w, h]) => rect(x, y, w, h));
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
const shapesArb = fc.array(fc.oneof(rectangleArb, convexArb), { minLength: 1, maxLength: 4 });
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

describe('diagonal boards: the rules', () => {
  it('take joists at 300 mm for every range, and pieces of at least two of those gaps', () => {
    expect(joistCentresFor(woodEvo, 'diagonal')).toBe(DIAGONAL_JOIST_CENTRES_MM);
    expect(joistCentresFor(woodEvo, 'horizontal')).toBe(450);
    expect(rulesForDirection(woodEvo, 'diagonal')).toMatchObject({ joistCentresMm: 300, minPieceMm: 600 });
    expect(rulesForDirection(rulesForDirection(woodEvo, 'diagonal'), 'diagonal')).toMatchObject({ joistCentresMm: 300, minPieceMm: 600 });
    expect(rulesForDirection(woodEvo, 'vertical')).toBe(woodEvo);
  });

  it('lay a 4 m x 3 m deck at 45 degrees on joists every 300 mm, with more waste than straight boards', () => {
    const deck = [rect(0, 0, 4000, 3000)];
    const straight = layoutBoards(deck, woodEvo, 'horizontal');
    const diagonal = layoutBoards(deck, woodEvo, 'diagonal');
    const joistXs = [...new Set(diagonal.joists.map(([a]) => a.x))].sort((a, b) => a - b);
    expect(joistXs).toEqual(Array.from({ length: 14 }, (_, i) => i * 300).concat(4000));
    expect(diagonal.joists.every(([a, b]) => a.x === b.x && a.y === 0 && b.y === 3000)).toBe(true);
    expect(diagonal.figures.joistMetres).toBe(45);
    expect(diagonal.figures.wastePercent).toBeGreaterThan(straight.figures.wastePercent);
    expect(diagonal.figures.clips).toBeGreaterThan(straight.figures.clips);
    // Every piece's long sides run at 45 degrees.
    for (const piece of diagonal.pieces)
      for (const polygon of piece.polygons) {
        const edges = polygon.map((p, i) => [p, polygon[(i + 1) % polygon.length]] as const);
        const longest = edges.reduce((best, e) =>
          Math.hypot(e[1].x - e[0].x, e[1].y - e[0].y) > Math.hypot(best[1].x - best[0].x, best[1].y - best[0].y) ? e : best,
        );
        if (Math.hypot(longest[1].x - longest[0].x, longest[1].y - longest[0].y) > 500)
          expect(Math.abs(Math.abs(longest[1].x - longest[0].x) - Math.abs(longest[1].y - longest[0].y))).toBeLessThanOrEqual(2);
      }
  });

  it("plan the frame at the diagonal centres, the field's joins on the frame's joists under a border", () => {
    const plan = planDeck([rect(0, 0, 6000, 4000)], woodEvo, 'diagonal', { ...DEFAULT_DECK_OPTIONS, border: 'single' });
    const frameXs = new Set(plan.frame.joists.map(([a]) => Math.round(a.x)));
    for (let x = 0; x < 6000; x += 300) expect(frameXs.has(x)).toBe(true);
    for (const { joins } of runsOf(plan.layout))
      for (const join of joins) expect(join.some((p) => [...frameXs].some((x) => Math.abs(p.x - x) <= 1.5))).toBe(true);
  });
});

describe('diagonal boards: properties', () => {
  const params = { numRuns: 40 };

  it('no board lies outside the shapes, and boards and gaps cover them to within a board width per edge', () => {
    fc.assert(
      fc.property(shapesArb, rulesArb, (shapes, rules) => {
        const layout = layoutBoards(shapes, rules, 'diagonal');
        const union = unionOf(shapes);
        const unionArea = pathsArea(union);
        let laid = 0;
        for (const piece of layout.pieces) {
          const polygons = whole(piece.polygons);
          laid += Math.abs(pathsArea(polygons));
          const outside = pathsArea(clip(ClipType.Difference, polygons, union));
          expect(outside).toBeLessThanOrEqual(piece.polygons.reduce((sum, polygon) => sum + polygonLength(polygon), 0));
        }
        expect(laid).toBeLessThanOrEqual(unionArea + layout.pieces.length * 400);
        const pitch = rules.boardWidthMm + rules.gapMm;
        const perimeter = union.reduce((sum, path) => sum + polygonLength(path), 0);
        expect(unionArea - laid).toBeLessThanOrEqual((unionArea * rules.gapMm) / pitch + perimeter * pitch);
      }),
      params,
    );
  });

  it('every join is on a joist, cut along it; no piece spans fewer than two joist gaps unless its run is shorter; joins staggered', () => {
    fc.assert(
      fc.property(shapesArb, rulesArb, (shapes, rules) => {
        const layout = layoutBoards(shapes, rules, 'diagonal');
        const joistXs = [...new Set(layout.joists.map(([a]) => a.x))];
        const minPiece = 2 * DIAGONAL_JOIST_CENTRES_MM * Math.SQRT2;
        const joinsByRow = new Map<number, number[]>();
        for (const { row, pieces, joins } of runsOf(layout)) {
          const runLength = pieces.reduce((sum, p) => sum + p.lengthMm, 0);
          for (const piece of pieces) {
            if (runLength >= minPiece) expect(piece.lengthMm).toBeGreaterThanOrEqual(minPiece - 1e-6);
            else expect(pieces).toHaveLength(1);
            expect(piece.lengthMm).toBeLessThanOrEqual(piece.stockLengthMm + 1e-6);
          }
          for (const corners of joins) {
            // A join's corners share one x: the cut runs along the joist, which is there.
            expect(corners.length).toBeGreaterThanOrEqual(2);
            const x = corners[0].x;
            for (const c of corners) expect(Math.abs(c.x - x)).toBeLessThanOrEqual(1.5);
            expect(joistXs.some((j) => Math.abs(j - x) <= 1.5)).toBe(true);
            joinsByRow.set(row, [...(joinsByRow.get(row) ?? []), x]);
          }
        }
        for (const [row, joins] of joinsByRow)
          for (const join of joins)
            for (const other of joinsByRow.get(row + 1) ?? [])
              expect(Math.abs(join - other)).toBeGreaterThanOrEqual(DIAGONAL_JOIST_CENTRES_MM - 2);
      }),
      params,
    );
  });

  it('counts and waste agree: bought length = laid length + offcuts, one new board per piece not cut from an offcut', () => {
    fc.assert(
      fc.property(shapesArb, rulesArb, (shapes, rules) => {
        const { figures, pieces, offcutsMm, joists } = layoutBoards(shapes, rules, 'diagonal');
        const bought = figures.boards.reduce((sum, b) => sum + b.lengthMm * b.count, 0);
        const laid = pieces.reduce((sum, p) => sum + p.lengthMm, 0);
        expect(bought).toBeGreaterThanOrEqual(laid - 1e-6);
        expect(bought - laid).toBeCloseTo(
          offcutsMm.reduce((a, b) => a + b, 0),
          4,
        );
        expect(figures.boards.reduce((sum, b) => sum + b.count, 0)).toBe(pieces.filter((p) => !p.fromOffcut).length);
        expect(figures.clipBoxes).toBe(Math.ceil(figures.clips / 100));
        const drawnJoists = joists.reduce((sum, [a, b]) => sum + Math.hypot(b.x - a.x, b.y - a.y), 0);
        expect(Math.abs(figures.joistMetres * 1000 - drawnJoists)).toBeLessThanOrEqual(5);
        // Joists along y at the diagonal centres from the first edge (and one along the far edge).
        const xs = [...new Set(joists.map(([a]) => a.x))].sort((a, b) => a - b);
        for (const x of xs.slice(0, -1)) expect((x - xs[0]) % DIAGONAL_JOIST_CENTRES_MM).toBeCloseTo(0, 6);
        for (const [a, b] of joists) expect(a.x).toBe(b.x);
      }),
      params,
    );
  });
});
