import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LayoutRules } from './boardLayout';
import type { BoardItem, HardwareItem } from './catalogue';
import { priceDeckPlan } from './deckMaterials';
import { planDeck } from './deckPlan';
import {
  DEFAULT_DECK_OPTIONS,
  FRAME_GUIDE,
  JOIST_OVERHANG_MAX_MM,
  STEP_MAX_RISER_MM,
  STRINGER_MAX_GAP_MM,
  type DeckOptions,
  type FrameMaterial,
} from './frameGuide';
import { fractionAlong, segmentLength, type Point, type Segment } from './geometry';
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

const woodEvoHome: LayoutRules = {
  boardWidthMm: 137,
  gapMm: 5,
  joistCentresMm: 450,
  stockLengthsMm: [5400],
  minPieceMm: 900,
  clipsPerBox: 100,
  stockItemIds: { 5400: 'we-home-grooved-charcoal-5400' },
};

// The demo catalogue's rates for what the example needs (src/server/seed/catalogue.ts; its test checks every
// item the priced list names is seeded).
const rates: Record<string, number> = {
  'we-home-grooved-charcoal-5400': 69.9,
  'hw-woodevo-hidden-clips': 54,
  'hw-woodevo-fascia': 74,
  'hw-joist-timber-6000': 39.9,
  'hw-bearer-timber-4800': 46.5,
  'hw-post-timber-2400': 32.9,
  'hw-post-stirrup': 12.9,
  'hw-concrete-20kg': 11.5,
};
const boardItems = [
  { item_id: 'we-home-grooved-charcoal-5400', name: 'WoodEvo HOME Grooved Board Charcoal 5.4m', rate: 69.9, unit: 'board' } as BoardItem,
];
const hardwareItems = Object.entries(rates)
  .filter(([id]) => id.startsWith('hw-'))
  .map(([item_id, rate]) => ({ item_id, name: item_id, rate, unit: 'each', sku: item_id.toUpperCase() }) as HardwareItem);

const length = segmentLength;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('planDeck: a 4 m x 3 m WoodEvo HOME deck at 600 mm on timber, checked by hand', () => {
  // Boards run along the 4 m side (horizontal), so joists run across it, 3 m long.
  // Joists: at 450 mm centres from the left edge, 0, 450, ... 3600 (9 lines), and one along the right
  //   edge at 4000: 10 joists x 3.0 m = 30 m; a 6.0 m length gives two, so 5 x 6.0 m at $39.90 = $199.50.
  // Bearers: the joists span at most 1800 mm, and 3000 mm needs 2 bays: bearers at 0, 1500 and 3000 mm,
  //   3 x 4.0 m, each from a 4.8 m length (a 6.0 m one would waste 2 m): 3 x $46.50 = $139.50.
  // Posts: a bearer spans at most 1800 mm between posts; 4000 mm needs 3 bays, so 4 posts per bearer,
  //   12 posts; each 600 + 600 mm in the ground = 1200 mm, two from a 2.4 m length: 6 x $32.90 = $197.40.
  //   A stirrup bracket per post: 12 x $12.90 = $154.80.
  // Footings: one per post, 12; 2 bags of concrete each = 24 bags x $11.50 = $276.00.
  // Fascia: every edge is exposed, 4 + 3 + 4 + 3 m; no two fit in one 5.4 m length: 4 x $74.00 = $296.00.
  // Boards: 22 rows (3000 / 142 mm pitch, rounded up) of 4.0 m = 88 m, which the layout cuts from 17 x 5.4 m
  //   boards (the 1.4 m offcuts joined on joists): 17 x $69.90 = $1,188.30.
  // Clips: 22 rows x 10 joists = 220 crossings, plus one more at each of the 11 joins = 231: 3 boxes of 100
  //   at $54.00 = $162.00.
  // Total: 1188.30 + 162.00 + 296.00 + 199.50 + 139.50 + 197.40 + 154.80 + 276.00 = $2,613.50;
  //   GST = 261350 / 11 = 23759.09 -> $237.59; subtotal $2,375.91.
  const plan = planDeck([rect(0, 0, 4000, 3000)], woodEvoHome, 'horizontal', DEFAULT_DECK_OPTIONS);

  it('lays its joists, bearers, posts and footings', () => {
    expect(plan.frame.joists.map(([a]) => a.x)).toEqual([0, 450, 900, 1350, 1800, 2250, 2700, 3150, 3600, 4000]);
    expect(plan.frame.joists.every((j) => length(j) === 3000)).toBe(true);
    expect(plan.frame.joistCut.bought).toEqual([{ lengthMm: 6000, count: 5 }]);
    expect(plan.frame.bearers.map(([a, b]) => [a.y, length([a, b])])).toEqual([
      [0, 4000],
      [1500, 4000],
      [3000, 4000],
    ]);
    expect(plan.frame.bearerCut.bought).toEqual([{ lengthMm: 4800, count: 3 }]);
    expect(plan.frame.support).toBe('posts');
    expect(plan.frame.posts).toHaveLength(12);
    expect(plan.frame.postLengthMm).toBe(1200);
    expect(plan.frame.postCut?.bought).toEqual([{ lengthMm: 2400, count: 6 }]);
    expect(plan.frame.footings).toBe(12);
    expect(plan.frame.concreteBags).toBe(24);
    expect(plan.fasciaLengthsMm.sort()).toEqual([3000, 3000, 4000, 4000]);
    expect(plan.layout.figures.boards).toEqual([{ lengthMm: 5400, itemId: 'we-home-grooved-charcoal-5400', count: 17 }]);
    expect(plan.layout.figures.clips).toBe(231);
  });

  it('prices it by the order money rules', () => {
    const priced = priceDeckPlan(
      plan,
      { brand: 'WoodEvo', frame: 'timber', heightMm: 600, stockItemIds: woodEvoHome.stockItemIds!, joistCentresMm: 450 },
      { boardItems, hardwareItems },
    );
    expect(priced.missing).toEqual([]);
    expect(priced.lines.map((l) => [l.itemId, l.quantity, l.unitPriceCents, l.lineTotalCents])).toEqual([
      ['we-home-grooved-charcoal-5400', 17, 6990, 118830],
      ['hw-woodevo-hidden-clips', 3, 5400, 16200],
      ['hw-woodevo-fascia', 4, 7400, 29600],
      ['hw-joist-timber-6000', 5, 3990, 19950],
      ['hw-bearer-timber-4800', 3, 4650, 13950],
      ['hw-post-timber-2400', 6, 3290, 19740],
      ['hw-post-stirrup', 12, 1290, 15480],
      ['hw-concrete-20kg', 24, 1150, 27600],
    ]);
    expect(priced.totals).toEqual({ totalCents: 261350, gstCents: 23759, subtotalCents: 237591 });
  });
});

describe('planDeck: walls, pedestals, borders, breakers and steps', () => {
  it('puts a ledger on an edge against a wall, with no posts along it and no fascia', () => {
    // The top edge (y = 0) against the house.
    const plan = planDeck([rect(0, 0, 4000, 3000)], woodEvoHome, 'horizontal', {
      ...DEFAULT_DECK_OPTIONS,
      wallEdges: [{ shape: 0, edge: 0 }],
    });
    expect(plan.frame.ledgers).toEqual([
      [
        { x: 0, y: 0 },
        { x: 4000, y: 0 },
      ],
    ]);
    expect(plan.frame.bearers.map(([a]) => a.y)).toEqual([1500, 3000]);
    expect(plan.frame.posts.some((p) => p.y === 0)).toBe(false);
    expect(plan.frame.posts).toHaveLength(8);
    // Each of the 10 joists hangs from the ledger.
    expect(plan.frame.hangers).toBe(10);
    expect(sum(plan.fasciaLengthsMm)).toBe(10_000);
  });

  it('sits a deck lower than 250 mm on pedestals without footings or concrete', () => {
    const plan = planDeck([rect(0, 0, 4000, 3000)], woodEvoHome, 'horizontal', { ...DEFAULT_DECK_OPTIONS, heightMm: 200 });
    expect(plan.frame.support).toBe('pedestals');
    expect(plan.frame.posts).toHaveLength(12);
    expect([plan.frame.footings, plan.frame.concreteBags, plan.frame.postCut]).toEqual([0, 0, null]);
  });

  it('frames a double border with mitred boards the length of each outline edge, and noggins under the side borders', () => {
    const plan = planDeck([rect(0, 0, 4000, 3000)], woodEvoHome, 'horizontal', { ...DEFAULT_DECK_OPTIONS, border: 'double' });
    // Outer row: the outline's edges; inner row: 142 mm in from each.
    expect(plan.extraBoardLengthsMm.border.sort((a, b) => a - b)).toEqual([2716, 2716, 3000, 3000, 3716, 3716, 4000, 4000]);
    // The two 3 m side edges run along the joists: a noggin at every joist centre, 3000 / 450 + 1 = 7 each.
    expect(plan.frame.noggins).toHaveLength(14);
    expect(plan.frame.noggins.every((n) => length(n) === 284)).toBe(true);
    // The field is 284 mm in from every edge.
    const xs = plan.layout.pieces.flatMap((p) => p.polygons.flat().map((q) => q.x));
    expect([Math.min(...xs), Math.max(...xs)]).toEqual([284, 3716]);
  });

  it('lays a breaker board where the field runs past the longest stock, on doubled joists', () => {
    const plan = planDeck([rect(0, 0, 8000, 2000)], woodEvoHome, 'horizontal', { ...DEFAULT_DECK_OPTIONS, breaker: true });
    // 5400 mm from the left reaches joist line 12 (5400): the breaker board lies from 5400 to 5537.
    expect(plan.extraBoardLengthsMm.breaker).toEqual([2000]);
    expect(plan.frame.doubledJoists.map(([a]) => a.x)).toEqual([5400, 5537]);
    const runs = new Map<string, number>();
    for (const piece of plan.layout.pieces)
      runs.set(`${piece.row}-${piece.run}`, (runs.get(`${piece.row}-${piece.run}`) ?? 0) + piece.lengthMm);
    expect(Math.max(...runs.values())).toBeLessThanOrEqual(5400);
  });

  it('works out steps by the guide: risers of at most 180 mm, treads two boards deep, stringers at most 450 mm apart', () => {
    const plan = planDeck([rect(0, 0, 4000, 3000)], woodEvoHome, 'horizontal', {
      ...DEFAULT_DECK_OPTIONS,
      heightMm: 700,
      steps: { shape: 0, edge: 2 },
    });
    // 700 / 180 = 3.9 -> 4 risers of 175 mm, 3 treads of 2 x (137 + 5) = 284 mm, down from the bottom edge.
    expect(plan.steps).toMatchObject({ risers: 4, riserMm: 175, treads: 3, goingMm: 284, widthMm: 4000 });
    // 4000 / 450 = 8.9 -> 9 gaps, 10 stringers, each hypot(700, 852) = 1103 mm, three from a 3.6 m length.
    expect(plan.steps?.stringers).toBe(10);
    expect(plan.steps?.stringerLengthMm).toBe(1103);
    expect(plan.steps?.stringerCut.bought).toEqual([{ lengthMm: 3600, count: 4 }]);
    expect(plan.steps?.treadPolygons[0]).toEqual([
      { x: 4000, y: 3000 },
      { x: 0, y: 3000 },
      { x: 0, y: 3284 },
      { x: 4000, y: 3284 },
    ]);
    expect(plan.extraBoardLengthsMm.treads).toEqual([4000, 4000, 4000, 4000, 4000, 4000]);
  });
});

// ---- properties ----

const grid = (min: number, max: number) => fc.integer({ min: min / 10, max: max / 10 }).map((n) => n * 10);
/** One to three rectangles, each touching or overlapping the first, so the union is one deck. */
const shapesArb = fc
  .tuple(
    grid(1200, 7000),
    grid(1200, 6000),
    fc.array(fc.tuple(grid(0, 3000), grid(0, 3000), grid(1000, 5000), grid(1000, 5000)), { maxLength: 2 }),
  )
  .map(([w, h, more]) => [rect(0, 0, w, h), ...more.map(([x, y, w2, h2]) => rect(Math.min(x, w - 500), Math.min(y, h - 500), w2, h2))]);
const optionsArb = (shapeCount: number) =>
  fc.record({
    heightMm: grid(100, 2400),
    frame: fc.constantFrom<FrameMaterial>('timber', 'steel'),
    border: fc.constantFrom<DeckOptions['border']>('none', 'single', 'double'),
    breaker: fc.boolean(),
    wallEdges: fc.uniqueArray(fc.record({ shape: fc.integer({ min: 0, max: shapeCount - 1 }), edge: fc.integer({ min: 0, max: 3 }) }), {
      maxLength: 2,
      selector: (e) => `${e.shape}-${e.edge}`,
    }),
    steps: fc.option(fc.record({ shape: fc.integer({ min: 0, max: shapeCount - 1 }), edge: fc.integer({ min: 0, max: 3 }) }), {
      nil: null,
    }),
  });
const caseArb = shapesArb.chain((shapes) =>
  fc.record({
    shapes: fc.constant(shapes),
    options: optionsArb(shapes.length),
    direction: fc.constantFrom<BoardDirection>('horizontal', 'vertical'),
    rules: fc.constantFrom(woodEvoHome, { ...woodEvoHome, boardWidthMm: 176, gapMm: 4, joistCentresMm: 400, stockLengthsMm: [5400, 3600] }),
  }),
);

/** Into layout space (joists along y at x positions, bearers along x). */
const inLayout = (direction: BoardDirection) => (p: Point) => (direction === 'vertical' ? { x: p.y, y: p.x } : p);
const onSegment = (p: Point, segment: Segment) => fractionAlong(p, segment) !== null;

describe('planDeck properties', () => {
  const params = { numRuns: 80 };

  it('leaves no joist gap wider than the joist centres', () => {
    fc.assert(
      fc.property(caseArb, ({ shapes, options, direction, rules }) => {
        const L = inLayout(direction);
        const xs = [...new Set(planDeck(shapes, rules, direction, options).frame.joists.map(([a]) => L(a).x))].sort((a, b) => a - b);
        for (let i = 1; i < xs.length; i++) expect(xs[i] - xs[i - 1]).toBeLessThanOrEqual(rules.joistCentresMm + 1e-6);
      }),
      params,
    );
  });

  it('spans no joist or bearer further than the guide allows, and carries every bearer on posts or a ledger', () => {
    fc.assert(
      fc.property(caseArb, ({ shapes, options, direction, rules }) => {
        const L = inLayout(direction);
        const guide = FRAME_GUIDE[options.frame];
        const { frame } = planDeck(shapes, rules, direction, options);
        const walls = frame.ledgers.map(([a, b]): Segment => [L(a), L(b)]);
        const bearers = frame.bearers.map(([a, b]): Segment => [L(a), L(b)]);
        const posts = frame.posts.map(L);
        const onWall = (p: Point) => walls.some((w) => onSegment(p, w));
        // Joists (doubled ones and the noggins aside): supported by bearers or walls at most a span apart.
        for (const [a, b] of frame.joists.map(([p, q]): Segment => [L(p), L(q)])) {
          const [y0, y1] = [Math.min(a.y, b.y), Math.max(a.y, b.y)];
          const supports = [
            ...bearers.filter(([p, q]) => Math.min(p.x, q.x) <= a.x + 1e-6 && Math.max(p.x, q.x) >= a.x - 1e-6).map(([p]) => p.y),
            ...[y0, y1].filter((y) => onWall({ x: a.x, y })),
          ]
            .filter((y) => y >= y0 - 1e-6 && y <= y1 + 1e-6)
            .sort((p, q) => p - q);
          expect(supports.length).toBeGreaterThan(0);
          expect(supports[0] - y0).toBeLessThanOrEqual(JOIST_OVERHANG_MAX_MM);
          expect(y1 - supports[supports.length - 1]).toBeLessThanOrEqual(JOIST_OVERHANG_MAX_MM);
          for (let i = 1; i < supports.length; i++) expect(supports[i] - supports[i - 1]).toBeLessThanOrEqual(guide.joistSpanMm + 1e-6);
        }
        // Bearers: both ends on a post or a wall, posts at most a bearer span apart.
        for (const bearer of bearers) {
          const [a, b] = bearer;
          const along = [
            ...posts.filter((p) => onSegment(p, bearer)).map((p) => p.x),
            ...[a.x, b.x].filter((x) => onWall({ x, y: a.y })),
          ].sort((p, q) => p - q);
          expect(along[0]).toBeCloseTo(Math.min(a.x, b.x), 6);
          expect(along[along.length - 1]).toBeCloseTo(Math.max(a.x, b.x), 6);
          for (let i = 1; i < along.length; i++) expect(along[i] - along[i - 1]).toBeLessThanOrEqual(guide.bearerSpanMm + 1e-6);
        }
        // No post stands on a wall's line.
        expect(posts.some(onWall)).toBe(false);
      }),
      params,
    );
  });

  it('keeps its counts consistent with what it draws', () => {
    fc.assert(
      fc.property(caseArb, ({ shapes, options, direction, rules }) => {
        const plan = planDeck(shapes, rules, direction, options);
        const { frame } = plan;
        const guide = FRAME_GUIDE[options.frame];
        expect(frame.footings).toBe(frame.support === 'posts' ? frame.posts.length : 0);
        expect(frame.concreteBags).toBe(frame.footings * guide.concreteBagsPerFooting);
        // Every joist, ledger and noggin is cut from the joist stock, every bearer from the bearer stock.
        const joistStock = [...frame.joists, ...frame.ledgers, ...frame.noggins].map(length).filter((l) => l > 1e-6);
        expect(sum(frame.joistCut.cuts.map((c) => c.lengthMm))).toBeCloseTo(sum(joistStock), 3);
        expect(sum(frame.bearerCut.cuts.map((c) => c.lengthMm))).toBeCloseTo(sum(frame.bearers.map(length)), 3);
        for (const cut of [frame.joistCut, frame.bearerCut]) {
          const bought = sum(cut.bought.map((b) => b.lengthMm * b.count));
          expect(bought).toBeGreaterThanOrEqual(sum(cut.cuts.map((c) => c.lengthMm)) - 1e-6);
        }
        if (frame.postCut) expect(frame.postCut.cuts).toHaveLength(frame.posts.length);
        // Fascia and ledgers together cover at least the outline (no wall: fascia is the outline).
        if (frame.ledgers.length === 0) expect(sum(plan.fasciaLengthsMm)).toBeGreaterThan(0);
        // Border boards: a single border's boards are the outline's edges.
        const steps = plan.steps;
        if (steps) {
          expect(steps.riserMm).toBeLessThanOrEqual(STEP_MAX_RISER_MM + 1e-9);
          expect(steps.risers * steps.riserMm).toBeCloseTo(options.heightMm, 6);
          expect(steps.treadPolygons).toHaveLength(steps.treads);
          expect(plan.extraBoardLengthsMm.treads).toHaveLength(steps.treads * 2);
          if (steps.treads > 0) {
            expect(steps.stringers).toBeGreaterThanOrEqual(2);
            expect(steps.widthMm / (steps.stringers - 1)).toBeLessThanOrEqual(STRINGER_MAX_GAP_MM + 1e-9);
          }
        }
      }),
      params,
    );
  });

  it('cuts the border, breaker and tread boards from stock after the field offcuts, one cut per board', () => {
    fc.assert(
      fc.property(caseArb, ({ shapes, options, direction, rules }) => {
        const plan = planDeck(shapes, rules, direction, options);
        const wanted = [...plan.extraBoardLengthsMm.border, ...plan.extraBoardLengthsMm.breaker, ...plan.extraBoardLengthsMm.treads];
        expect(sum(plan.extraBoardCut.cuts.map((c) => c.lengthMm))).toBeCloseTo(sum(wanted.filter((l) => l > 1e-6)), 3);
        if (options.border === 'none') expect(plan.extraBoardLengthsMm.border).toEqual([]);
        if (options.breaker) {
          const runs = new Map<string, number>();
          for (const piece of plan.layout.pieces)
            runs.set(`${piece.row}-${piece.run}`, (runs.get(`${piece.row}-${piece.run}`) ?? 0) + piece.lengthMm);
          for (const run of runs.values()) expect(run).toBeLessThanOrEqual(Math.max(...rules.stockLengthsMm) + 1);
        }
      }),
      params,
    );
  });
});
