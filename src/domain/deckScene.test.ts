// The 3D scene holds what the plan holds: one board instance per laid piece, border, breaker and tread
// board, and one member per joist, bearer, ledger, noggin, post and stringer, for a set of designs.
import { describe, expect, it } from 'vitest';
import type { LayoutRules } from './boardLayout';
import { planDeck } from './deckPlan';
import { deckScene, describeScene } from './deckScene';
import { DEFAULT_DECK_OPTIONS, type DeckOptions } from './frameGuide';
import type { Point } from './geometry';
import type { BoardDirection } from './schemas/designs';

const rect = (x: number, y: number, w: number, h: number) => ({
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
};
const lShape = {
  points: [
    { x: 0, y: 0 },
    { x: 6000, y: 0 },
    { x: 6000, y: 2500 },
    { x: 3000, y: 2500 },
    { x: 3000, y: 5000 },
    { x: 0, y: 5000 },
  ],
};
const angled = {
  points: [
    { x: 0, y: 0 },
    { x: 4000, y: 0 },
    { x: 5000, y: 3000 },
    { x: 0, y: 3000 },
  ],
};

const designs: Array<{ name: string; shapes: { points: Point[] }[]; direction: BoardDirection; deck: Partial<DeckOptions> }> = [
  { name: 'a plain rectangle', shapes: [rect(0, 0, 4200, 3000)], direction: 'horizontal', deck: {} },
  {
    name: 'an L, boards vertical, steel, low on pedestals',
    shapes: [lShape],
    direction: 'vertical',
    deck: { frame: 'steel', heightMm: 200 },
  },
  {
    name: 'an angled edge with a double border, against a wall, with steps',
    shapes: [angled],
    direction: 'horizontal',
    deck: { border: 'double', wallEdges: [{ shape: 0, edge: 0 }], steps: { shape: 0, edge: 2 }, heightMm: 900 },
  },
  { name: 'a long deck with breaker boards', shapes: [rect(0, 0, 12000, 3000)], direction: 'horizontal', deck: { breaker: true } },
  { name: 'two overlapping shapes', shapes: [rect(0, 0, 3000, 3000), rect(2000, 1000, 3000, 3000)], direction: 'vertical', deck: {} },
];

describe('the 3D scene of a planned deck', () => {
  for (const d of designs)
    it(`has the plan's boards and frame: ${d.name}`, () => {
      const deck = { ...DEFAULT_DECK_OPTIONS, ...d.deck };
      const plan = planDeck(d.shapes, rules, d.direction, deck);
      const scene = deckScene(plan, { heightMm: deck.heightMm, frame: deck.frame, direction: d.direction, boardWidthMm: 137, gapMm: 5 });
      const extra = plan.extraBoardLengthsMm;
      // Square-cut and angle-cut boards together are the laid pieces, breaker boards and treads.
      const cutFieldPieces = scene.cutBoards.length;
      expect(scene.boards.length + cutFieldPieces).toBeGreaterThanOrEqual(plan.layout.pieces.length + extra.breaker.length);
      expect(scene.boards.length).toBeLessThanOrEqual(plan.layout.pieces.length + plan.breakerPolygons.length + extra.treads.length);
      expect(scene.boardCount).toBe(plan.layout.pieces.length + extra.border.length + extra.breaker.length + extra.treads.length);
      expect(scene.joists).toHaveLength(plan.frame.joists.length);
      expect(scene.bearers).toHaveLength(plan.frame.bearers.length);
      expect(scene.ledgers).toHaveLength(plan.frame.ledgers.length);
      expect(scene.noggins).toHaveLength(plan.frame.noggins.length);
      expect(scene.posts).toHaveLength(plan.frame.posts.length);
      expect(scene.fascia).toHaveLength(plan.fascia.length);
      expect(scene.stringers).toHaveLength(plan.steps?.stringers ?? 0);
      expect(scene.support).toBe(plan.frame.support);
      // The balustrade's posts are the plan's, its rails two a run and its infill one panel a bay.
      expect(scene.balustradePosts).toHaveLength(plan.balustrade.posts.length);
      expect(scene.balustradeRails).toHaveLength(plan.balustrade.runs.length * 2);
      expect(scene.balustradeInfill).toHaveLength(plan.balustrade.panels);
      // Every board's top is the deck's height, the treads' below it; every post stands on the ground.
      for (const b of scene.boards) expect(b.from[1] + b.depthM / 2).toBeLessThanOrEqual(deck.heightMm / 1000 + 1e-9);
      for (const p of scene.posts) expect(p.from[1]).toBe(0);
    });

  it('lays a square-cut board per piece of a rectangle, along the boards, and the border as rings', () => {
    const plan = planDeck([rect(0, 0, 4200, 3000)], rules, 'horizontal', DEFAULT_DECK_OPTIONS);
    const scene = deckScene(plan, { heightMm: 600, frame: 'timber', direction: 'horizontal', boardWidthMm: 137, gapMm: 5 });
    expect(scene.cutBoards).toHaveLength(0);
    expect(scene.boards).toHaveLength(plan.layout.pieces.length);
    for (const b of scene.boards) expect(b.from[2]).toBe(b.to[2]);
    const bordered = planDeck([rect(0, 0, 4200, 3000)], rules, 'horizontal', { ...DEFAULT_DECK_OPTIONS, border: 'single' });
    const withBorder = deckScene(bordered, { heightMm: 600, frame: 'timber', direction: 'horizontal', boardWidthMm: 137, gapMm: 5 });
    expect(withBorder.border).toHaveLength(1);
    expect(withBorder.border[0].holes).toHaveLength(1);
  });

  it('steps down in equal risers to the ground', () => {
    const deck = { ...DEFAULT_DECK_OPTIONS, heightMm: 720, steps: { shape: 0, edge: 2 } };
    const plan = planDeck([rect(0, 0, 3000, 3000)], rules, 'horizontal', deck);
    const scene = deckScene(plan, { heightMm: 720, frame: 'timber', direction: 'horizontal', boardWidthMm: 137, gapMm: 5 });
    const treads = scene.boards.filter((b) => b.from[2] > 3);
    expect(treads).toHaveLength(plan.extraBoardLengthsMm.treads.length);
    expect(new Set(treads.map((b) => (b.from[1] + b.depthM / 2).toFixed(3)))).toEqual(new Set(['0.540', '0.360', '0.180']));
    for (const s of scene.stringers) expect(s.to[1]).toBeLessThan(s.from[1]);
  });

  it('stands the balustrade on a 1.2 m deck and its steps, posts rising to the rule height', () => {
    const deck = { ...DEFAULT_DECK_OPTIONS, heightMm: 1200, wallEdges: [{ shape: 0, edge: 0 }], steps: { shape: 0, edge: 2 } };
    const plan = planDeck([rect(0, 0, 4000, 3000)], rules, 'horizontal', deck);
    const scene = deckScene(plan, { heightMm: 1200, frame: 'timber', direction: 'horizontal', boardWidthMm: 137, gapMm: 5 });
    expect(plan.balustrade.required).toBe(true);
    expect(scene.balustradePosts.length).toBeGreaterThan(0);
    expect(scene.balustradePosts).toHaveLength(plan.balustrade.posts.length);
    const lowest = 1.2 - ((plan.steps?.treads ?? 0) * (plan.steps?.riserMm ?? 0)) / 1000;
    for (const p of scene.balustradePosts) {
      expect(p.from[1]).toBeGreaterThanOrEqual(lowest - 1e-9);
      expect(p.from[1]).toBeLessThanOrEqual(1.2 + 1e-9);
      expect(p.to[1] - p.from[1]).toBeGreaterThanOrEqual(0.865 - 1e-9);
    }
    // Edge posts stand on the boards, 1 m tall; some stair posts stand lower, down the steps.
    expect(scene.balustradePosts.some((p) => p.from[1] === 1.2 && Math.abs(p.to[1] - 2.2) < 1e-9)).toBe(true);
    expect(scene.balustradePosts.some((p) => p.from[1] < 1.2)).toBe(true);
    expect(describeScene(scene, false)).toContain(
      `A balustrade with ${scene.balustradePosts.length} posts and ${scene.balustradeInfill.length} infill panels.`,
    );
    const low = deckScene(planDeck([rect(0, 0, 4000, 3000)], rules, 'horizontal', DEFAULT_DECK_OPTIONS), {
      heightMm: DEFAULT_DECK_OPTIONS.heightMm,
      frame: 'timber',
      direction: 'horizontal',
      boardWidthMm: 137,
      gapMm: 5,
    });
    expect(low.balustradePosts).toHaveLength(0);
  });

  it('says what it shows', () => {
    const plan = planDeck([rect(0, 0, 4200, 3000)], rules, 'horizontal', DEFAULT_DECK_OPTIONS);
    const scene = deckScene(plan, { heightMm: 600, frame: 'timber', direction: 'horizontal', boardWidthMm: 137, gapMm: 5 });
    expect(describeScene(scene, false)).toBe(`A 4.20 m by 3.00 m deck, 0.60 m above the ground, with ${scene.boardCount} boards.`);
    expect(describeScene(scene, true)).toContain(`${scene.joists.length} joists, ${scene.bearers.length} bearers`);
  });
});
