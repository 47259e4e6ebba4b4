// The balustrade (docs/product.md#subframe-and-edges): which edges need one, how many posts, rails and
// panels, hand-checked on a 1.2 m deck against a wall and property-tested over heights and outlines.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BALUSTRADE_BALUSTER_GAP_MM,
  BALUSTRADE_HEIGHT_MM,
  BALUSTRADE_MAX_OPENING_MM,
  BALUSTRADE_POST_MAX_GAP_MM,
  BALUSTRADE_STAIR_HEIGHT_MM,
  BALUSTRADE_RAIL_STOCK_MM,
  balustradeItemIds,
  balustradeRequiredText,
  formatHeightMetres,
  type DeckBalustrade,
} from './balustrade';
import type { LayoutRules } from './boardLayout';
import type { BoardItem, HardwareItem } from './catalogue';
import { priceDeckPlan } from './deckMaterials';
import { planDeck } from './deckPlan';
import { DEFAULT_DECK_OPTIONS, type DeckOptions, type ShapeEdgeRef } from './frameGuide';
import { balustradeSummary } from './planPack';
import type { Point, Segment } from './geometry';
import { boughtCount } from './stockCutting';

type Outline = { points: Point[] };
const rect = (x: number, y: number, w: number, h: number): Outline => ({
  points: [
    { x, y },
    { x: x + w, y },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ],
});
const rules: LayoutRules = {
  boardWidthMm: 137,
  gapMm: 5,
  joistCentresMm: 450,
  stockLengthsMm: [5400],
  minPieceMm: 900,
  clipsPerBox: 100,
  stockItemIds: { 5400: 'we-home-grooved-charcoal-5400' },
};
const deck = (over: Partial<DeckOptions>): DeckOptions => ({ ...DEFAULT_DECK_OPTIONS, ...over });
const length = ([a, b]: Segment) => Math.hypot(b.x - a.x, b.y - a.y);
const near = (p: Point, q: Point, within = 1.5) => Math.hypot(p.x - q.x, p.y - q.y) <= within;
/** The distance of a point from a segment. */
function offSegment(p: Point, [a, b]: Segment): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

describe('balustrade: a 4 m x 3 m deck 1.2 m up, its top edge against the house', () => {
  const top: ShapeEdgeRef = { shape: 0, edge: 0 };
  const plan = planDeck([rect(0, 0, 4000, 3000)], rules, 'horizontal', deck({ heightMm: 1200, wallEdges: [top] }));
  const b = plan.balustrade;

  it('runs along the three exposed edges and says so next to the height', () => {
    expect(b.required).toBe(true);
    expect(b.runs.map((r) => Math.round(r.lengthMm)).sort()).toEqual([3000, 3000, 4000]);
    expect(b.runs.every((r) => r.required && !r.stair)).toBe(true);
    expect(balustradeRequiredText(b, 1200)).toBe('A balustrade is required on 3 edges: the deck is 1.2 m above the ground');
  });

  it('has a post at every corner and end and at most 1.5 m apart, a panel per bay, two rails per run from 5.8 m', () => {
    // 3000: 2 bays, 4000: 3 bays, 3000: 2 bays; 3 + 4 + 3 posts, the two bottom corners shared.
    expect(b.posts).toHaveLength(8);
    expect(b.panels).toBe(7);
    expect(b.fixingKits).toBe(8);
    // Rails 4000, 4000 then four of 3000: each from its own 5.8 m length (no offcut is long enough).
    expect(boughtCount(b.railCut)).toBe(6);
    expect(balustradeSummary(b)).toBe('3 runs (10.0 m), 8 posts at most 1500 mm apart, 7 panels, 6 rails of 5.8 m');
  });

  it('prices posts, fixing kits, rails and panels at the catalogue rates, in the chosen colour', () => {
    const ids = balustradeItemIds('monument');
    const hardwareItems = [
      [ids.post, 89],
      [ids.fixingKit, 12.5],
      [ids.rail, 64],
      [ids.panel, 129],
    ].map(([item_id, rate]) => ({ item_id, name: String(item_id), rate, unit: 'each', sku: String(item_id) }) as HardwareItem);
    const priced = priceDeckPlan(
      plan,
      { brand: 'WoodEvo', frame: 'timber', heightMm: 1200, stockItemIds: {}, joistCentresMm: 450, balustradeColour: 'monument' },
      { boardItems: [] as BoardItem[], hardwareItems },
    );
    const lines = priced.lines.filter((l) => l.group === 'balustrade');
    expect(lines.map((l) => [l.itemId, l.quantity, l.lineTotalCents])).toEqual([
      [ids.post, 8, 71200],
      [ids.fixingKit, 8, 10000],
      [ids.rail, 6, 38400],
      [ids.panel, 7, 90300],
    ]);
  });

  it('leaves the top of the steps open and gives the steps a handrail each side', () => {
    const withSteps = planDeck(
      [rect(0, 0, 4000, 3000)],
      rules,
      'horizontal',
      deck({ heightMm: 1200, wallEdges: [top], steps: { shape: 0, edge: 2 } }),
    ).balustrade;
    expect(withSteps.runs.filter((r) => !r.stair).map((r) => Math.round(r.lengthMm))).toEqual([3000, 3000]);
    const stairs = withSteps.runs.filter((r) => r.stair);
    expect(stairs).toHaveLength(2);
    // 1200 / 180 -> 7 risers, 6 treads of two 142 mm boards: along the slope hypot(1200, 1704).
    for (const s of stairs) expect(s.lengthMm).toBe(Math.ceil(Math.hypot(1200, 6 * 2 * 142)));
    expect(balustradeRequiredText(withSteps, 1200)).toBe('A balustrade is required on 2 edges: the deck is 1.2 m above the ground');
  });

  it('is not required below 1 m, but the customer may add one to any edge', () => {
    const low = planDeck([rect(0, 0, 4000, 3000)], rules, 'horizontal', deck({ heightMm: 990 })).balustrade;
    expect(low.required).toBe(false);
    expect(low.runs).toEqual([]);
    expect(balustradeRequiredText(low, 990)).toBeNull();
    const added = planDeck(
      [rect(0, 0, 4000, 3000)],
      rules,
      'horizontal',
      deck({ heightMm: 600, balustradeEdges: [{ shape: 0, edge: 1 }] }),
    ).balustrade;
    expect(added.runs.map((r) => [Math.round(r.lengthMm), r.required])).toEqual([[3000, false]]);
    expect(added.posts).toHaveLength(3);
  });

  it('stands 1000 mm above the boards, 865 mm along the stairs, with no opening wider than 125 mm', () => {
    const railed = planDeck(
      [rect(0, 0, 4000, 3000)],
      rules,
      'horizontal',
      deck({ heightMm: 1200, steps: { shape: 0, edge: 2 } }),
    ).balustrade;
    expect(new Set(railed.runs.filter((r) => !r.stair).map((r) => r.heightMm))).toEqual(new Set([BALUSTRADE_HEIGHT_MM]));
    expect(new Set(railed.runs.filter((r) => r.stair).map((r) => r.heightMm))).toEqual(new Set([BALUSTRADE_STAIR_HEIGHT_MM]));
    expect(BALUSTRADE_HEIGHT_MM).toBeGreaterThanOrEqual(1000);
    expect(BALUSTRADE_STAIR_HEIGHT_MM).toBeGreaterThanOrEqual(865);
    expect(BALUSTRADE_BALUSTER_GAP_MM).toBeLessThanOrEqual(BALUSTRADE_MAX_OPENING_MM);
  });

  it('says heights in metres', () => {
    expect(formatHeightMetres(1200)).toBe('1.2 m');
    expect(formatHeightMetres(1000)).toBe('1 m');
    expect(formatHeightMetres(1250)).toBe('1.25 m');
    expect(balustradeRequiredText({ required: true, requiredEdges: 1 }, 1000)).toBe(
      'A balustrade is required on 1 edge: the deck is 1 m above the ground',
    );
  });
});

// ---- properties ----

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
const caseArb = fc
  .record({
    shapes: fc.array(fc.oneof(rectangleArb, convexArb), { minLength: 1, maxLength: 3 }),
    heightMm: fc.integer({ min: 50, max: 2400 }),
    walls: fc.array(fc.record({ shape: fc.nat(2), edge: fc.nat(7) }), { maxLength: 3 }),
    added: fc.array(fc.record({ shape: fc.nat(2), edge: fc.nat(7) }), { maxLength: 3 }),
    steps: fc.option(fc.record({ shape: fc.nat(2), edge: fc.nat(7) }), { nil: null }),
    direction: fc.constantFrom('horizontal' as const, 'vertical' as const, 'diagonal' as const),
  })
  .map((c) => {
    const valid = (r: ShapeEdgeRef) => r.shape < c.shapes.length && r.edge < c.shapes[r.shape].points.length;
    return { ...c, walls: c.walls.filter(valid), added: c.added.filter(valid), steps: c.steps && valid(c.steps) ? c.steps : null };
  });

function checkCounts(b: DeckBalustrade) {
  for (const run of b.runs) {
    expect(run.bays).toBe(Math.max(1, Math.ceil(run.lengthMm / BALUSTRADE_POST_MAX_GAP_MM - 1e-6)));
    expect(run.lengthMm / run.bays).toBeLessThanOrEqual(BALUSTRADE_POST_MAX_GAP_MM + 1e-6);
    // A post at each end and between every bay (shared corners once).
    const [a, c] = run.segment;
    for (let i = 0; i <= run.bays; i++) {
      const p = { x: a.x + ((c.x - a.x) * i) / run.bays, y: a.y + ((c.y - a.y) * i) / run.bays };
      expect(b.posts.some((q) => near(p, q))).toBe(true);
    }
  }
  expect(b.panels).toBe(b.runs.reduce((n, r) => n + r.bays, 0));
  expect(b.fixingKits).toBe(b.posts.length);
  const rails = 2 * b.runs.reduce((n, r) => n + r.lengthMm, 0);
  expect(boughtCount(b.railCut)).toBeGreaterThanOrEqual(Math.ceil(rails / BALUSTRADE_RAIL_STOCK_MM - 1e-9));
  for (let i = 0; i < b.posts.length; i++) for (let j = i + 1; j < b.posts.length; j++) expect(near(b.posts[i], b.posts[j], 1)).toBe(false);
}

describe('balustrade properties', () => {
  it('from 1 m up every exposed edge but the top of the steps has one, never one along a wall; below only the added edges', () => {
    fc.assert(
      fc.property(caseArb, ({ shapes, heightMm, walls, added, steps, direction }) => {
        const plan = planDeck(shapes, rules, direction, deck({ heightMm, wallEdges: walls, balustradeEdges: added, steps }));
        const b = plan.balustrade;
        expect(b.required).toBe(heightMm >= 1000);
        const edgeRuns = b.runs.filter((r) => !r.stair);
        if (heightMm >= 1000) {
          // Every exposed edge (fascia) is covered by the runs except along the top of the steps.
          const covered = edgeRuns.filter((r) => r.required).reduce((n, r) => n + r.lengthMm, 0);
          const exposed = plan.fascia.reduce((n, s) => n + length(s), 0);
          const open = plan.steps ? length(plan.steps.edge) : 0;
          expect(covered).toBeGreaterThanOrEqual(exposed - open - 2 * (plan.fascia.length + 2));
          expect(covered).toBeLessThanOrEqual(exposed + 1e-6);
        } else {
          expect(edgeRuns.every((r) => !r.required)).toBe(true);
          if (added.length === 0) expect(b.runs).toEqual([]);
        }
        // Every edge run lies on an exposed edge.
        for (const run of edgeRuns) for (const p of run.segment) expect(plan.fascia.some((s) => offSegment(p, s) <= 1.5)).toBe(true);
        // Stair handrails only with steps, one each side.
        const stairs = b.runs.filter((r) => r.stair);
        if (!plan.steps || plan.steps.treads === 0) expect(stairs).toEqual([]);
        else if (heightMm >= 1000) expect(stairs).toHaveLength(2);
        checkCounts(b);
      }),
      { numRuns: 60 },
    );
  });

  it('the sentence counts the required edge runs', () => {
    fc.assert(
      fc.property(caseArb, ({ shapes, heightMm, walls, steps }) => {
        const b = planDeck(shapes, rules, 'horizontal', deck({ heightMm, wallEdges: walls, steps })).balustrade;
        const text = balustradeRequiredText(b, heightMm);
        const n = b.runs.filter((r) => r.required && !r.stair).length;
        if (heightMm < 1000 || n === 0) expect(text).toBeNull();
        else
          expect(text).toBe(
            `A balustrade is required on ${n} edge${n === 1 ? '' : 's'}: the deck is ${formatHeightMetres(heightMm)} above the ground`,
          );
      }),
      { numRuns: 40 },
    );
  });
});
