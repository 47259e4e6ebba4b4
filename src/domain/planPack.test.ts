import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LayoutRules } from './boardLayout';
import { planDeck } from './deckPlan';
import { BORDER_STYLES, DEFAULT_DECK_OPTIONS, type DeckOptions } from './frameGuide';
import { cutBoardText, cutList, cutPieceText, frameSpacings } from './planPack';

const rules: LayoutRules = {
  boardWidthMm: 137,
  gapMm: 5,
  joistCentresMm: 450,
  stockLengthsMm: [5400, 3600],
  minPieceMm: 900,
  clipsPerBox: 100,
  stockItemIds: { 5400: 'we-5400', 3600: 'we-3600' },
};
const rect = (w: number, h: number) => ({
  points: [
    { x: 0, y: 0 },
    { x: w, y: 0 },
    { x: w, y: h },
    { x: 0, y: h },
  ],
});
const EPS = 1e-6;

describe('the plan pack cut list', () => {
  it('names every bought board once, 1 to the count bought, and never cuts more from a board than its length', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 900, max: 14000 }),
        fc.integer({ min: 900, max: 9000 }),
        fc.constantFrom(...BORDER_STYLES),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('horizontal' as const, 'vertical' as const),
        (w, h, border, breaker, steps, direction) => {
          const deck: DeckOptions = { ...DEFAULT_DECK_OPTIONS, border, breaker, steps: steps ? { shape: 0, edge: 2 } : null };
          const plan = planDeck([rect(w, h)], rules, direction, deck);
          const boards = cutList({ plan });
          const bought =
            plan.layout.figures.boards.reduce((n, b) => n + b.count, 0) + plan.extraBoardCut.bought.reduce((n, b) => n + b.count, 0);
          expect(boards.map((b) => b.board)).toEqual(Array.from({ length: bought }, (_, i) => i + 1));
          for (const board of boards) {
            expect(board.leftOverMm).toBeGreaterThanOrEqual(-EPS);
            expect(board.pieces.length).toBeGreaterThan(0);
          }
          // Every piece laid or cut appears once.
          const pieces = boards.flatMap((b) => b.pieces);
          expect(pieces.filter((p) => p.use === 'field')).toHaveLength(plan.layout.pieces.length);
          expect(pieces.filter((p) => p.use !== 'field')).toHaveLength(plan.extraBoardCut.cuts.length);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('reads as the builder reads it: a 4 m x 3 m deck, one single border, its first board from row 1', () => {
    const plan = planDeck([rect(4000, 3000)], { ...rules, stockLengthsMm: [5400] }, 'horizontal', {
      ...DEFAULT_DECK_OPTIONS,
      border: 'single',
    });
    const [first] = cutList({ plan });
    expect(cutBoardText(first)).toBe('Board 1 (5.4 m)');
    expect(cutPieceText(first.pieces[0])).toMatch(/^Row 1: \d+ mm$/);
    expect(cutList({ plan }).some((b) => b.pieces.some((p) => cutPieceText(p) === 'Border: 4000 mm'))).toBe(true);
  });
});

describe('the framing plan spacings', () => {
  it('joists at the range centres, bearers and posts within the guide spans', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1200, max: 12000 }),
        fc.integer({ min: 1200, max: 9000 }),
        fc.constantFrom('timber', 'steel'),
        (w, h, frame) => {
          const deck: DeckOptions = { ...DEFAULT_DECK_OPTIONS, frame: frame as DeckOptions['frame'] };
          const plan = planDeck([rect(w, h)], rules, 'horizontal', deck);
          const spacings = frameSpacings({ plan, deck, rules });
          const span = frame === 'timber' ? 1800 : 2400;
          expect(spacings.joistCentresMm).toBe(450);
          expect(spacings.bearerSpacingMm).not.toBeNull();
          expect(spacings.bearerSpacingMm!).toBeLessThanOrEqual(span + 1);
          expect(spacings.postSpacingMm!).toBeLessThanOrEqual(span + 1);
        },
      ),
      { numRuns: 40 },
    );
  });
});

// What the framing page draws (docs/product.md#subframe-and-edges): along every drawn joist, the gaps between
// the bearers (or ledgers) that hold it; along every drawn bearer, the gaps between its posts (or the ledger
// that holds its end). No drawn gap may be longer than the page's "at most".
type Pt = { x: number; y: number };
type Seg = readonly [Pt, Pt];
const along = ([a, b]: Seg, p: Pt) => {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  return ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / len;
};
const distToSeg = ([a, b]: Seg, p: Pt) => {
  const len2 = (b.x - a.x) ** 2 + (b.y - a.y) ** 2;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / len2));
  return Math.hypot(a.x + t * (b.x - a.x) - p.x, a.y + t * (b.y - a.y) - p.y);
};
/** Where perpendicular segment `s` crosses `m`, or null. */
function crossing(m: Seg, s: Seg): Pt | null {
  const [a, b] = m;
  const [c, d] = s;
  const den = (b.x - a.x) * (d.y - c.y) - (b.y - a.y) * (d.x - c.x);
  if (Math.abs(den) < EPS) return null;
  const t = ((c.x - a.x) * (d.y - c.y) - (c.y - a.y) * (d.x - c.x)) / den;
  const u = ((c.x - a.x) * (b.y - a.y) - (c.y - a.y) * (b.x - a.x)) / den;
  const tol = 2 / Math.hypot(b.x - a.x, b.y - a.y);
  const tolU = 2 / Math.hypot(d.x - c.x, d.y - c.y);
  if (t < -tol || t > 1 + tol || u < -tolU || u > 1 + tolU) return null;
  return { x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) };
}
const widestGap = (stops: number[]) => {
  const s = [...stops].sort((x, y) => x - y);
  let widest = 0;
  for (let i = 1; i < s.length; i++) widest = Math.max(widest, s[i] - s[i - 1]);
  return widest;
};
// An L, a T or a plain rectangle, with a wall on some edge or none.
const outlines = fc.oneof(
  fc.record({ w: fc.integer({ min: 1200, max: 12000 }), h: fc.integer({ min: 1200, max: 9000 }) }).map(({ w, h }) => [rect(w, h)]),
  fc
    .record({
      w: fc.integer({ min: 2400, max: 12000 }),
      h: fc.integer({ min: 1200, max: 6000 }),
      legW: fc.integer({ min: 900, max: 2400 }),
      legH: fc.integer({ min: 900, max: 6000 }),
      at: fc.integer({ min: 0, max: 100 }),
    })
    .map(({ w, h, legW, legH, at }) => {
      const x = Math.round(((w - legW) * at) / 100);
      return [
        rect(w, h),
        {
          points: [
            { x, y: h },
            { x: x + legW, y: h },
            { x: x + legW, y: h + legH },
            { x, y: h + legH },
          ],
        },
      ];
    }),
);

describe('the framing page draws what its text states', () => {
  it('no drawn joist spans further between its bearers, and no drawn bearer between its posts, than the page says', () => {
    fc.assert(
      fc.property(
        outlines,
        fc.constantFrom('timber' as const, 'steel' as const),
        fc.constantFrom('horizontal' as const, 'vertical' as const, 'diagonal' as const),
        fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
        fc.integer({ min: 100, max: 2000 }),
        (shapes, frame, direction, wallEdge, heightMm) => {
          const deck: DeckOptions = {
            ...DEFAULT_DECK_OPTIONS,
            frame,
            heightMm,
            wallEdges: wallEdge === null ? [] : [{ shape: 0, edge: wallEdge }],
          };
          const plan = planDeck(shapes, rules, direction, deck);
          const spacings = frameSpacings({ plan, deck, rules });
          const { joists, bearers, ledgers, posts } = plan.frame;
          const holders = [...bearers, ...ledgers];
          for (const joist of joists) {
            const stops = holders.flatMap((h) => {
              const p = crossing(joist, h);
              return p ? [along(joist, p)] : [];
            });
            if (stops.length < 2) continue;
            expect(spacings.bearerSpacingMm).not.toBeNull();
            expect(widestGap(stops)).toBeLessThanOrEqual(spacings.bearerSpacingMm! + 1);
          }
          for (const bearer of bearers) {
            const stops = [
              ...posts.filter((p) => distToSeg(bearer, p) < 2).map((p) => along(bearer, p)),
              ...bearer.filter((end) => ledgers.some((l) => distToSeg(l, end) < 2)).map((end) => along(bearer, end)),
            ];
            expect(spacings.postSpacingMm).not.toBeNull();
            expect(widestGap(stops)).toBeLessThanOrEqual(spacings.postSpacingMm! + 1);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
