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
