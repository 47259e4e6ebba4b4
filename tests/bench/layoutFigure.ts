// The board layout's own budget (docs/product.md#board-layout-rules; the budgets): laying the boards of
// a 5-shape, 60 m² deck, in-process, since the layout is a pure function the calculator and the server both
// call. Median over alternating horizontal and vertical layouts after a warm-up (the JIT's first calls are
// not what a person dragging a corner feels). Run on its own: `npx tsx tests/bench/layoutFigure.ts`.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { layoutBoards, type LayoutRules } from '../../src/domain/boardLayout';
import type { BoardDirection } from '../../src/domain/schemas/designs';
import { isValidShape, polygonArea, type Point } from '../../src/domain/geometry';
import { figure, formatLine, type Figure } from './figures';

const NAME = 'board layout, 5 shapes, 60 m²: ms per layout';
const DIAGONAL_NAME = 'diagonal board layout, 5 shapes, 60 m²: ms per layout';

const rect = (x: number, y: number, w: number, h: number): Point[] => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
];

/** Five shapes side by side, two with cut corners, one a triangle: 20 + 12 + 8.75 + 14.875 + 4.375 = 60 m². */
export const BENCH_DECK: ReadonlyArray<{ points: Point[] }> = [
  { points: rect(0, 0, 5000, 4000) },
  { points: rect(5000, 0, 4000, 3000) },
  {
    points: [
      { x: 0, y: 4000 },
      { x: 4000, y: 4000 },
      { x: 3000, y: 6500 },
      { x: 0, y: 6500 },
    ],
  },
  {
    points: [
      { x: 5000, y: 3000 },
      { x: 9000, y: 3000 },
      { x: 9000, y: 5500 },
      { x: 7500, y: 7000 },
      { x: 5000, y: 7000 },
    ],
  },
  {
    points: [
      { x: 9000, y: 0 },
      { x: 11000, y: 0 },
      { x: 9000, y: 4375 },
    ],
  },
];

/** WoodEvo ADVANCED: 137 mm boards in 5.4 m and 3.6 m, 5 mm gaps, joists at 450 mm. */
const RULES: LayoutRules = {
  boardWidthMm: 137,
  gapMm: 5,
  joistCentresMm: 450,
  stockLengthsMm: [5400, 3600],
  minPieceMm: 900,
  clipsPerBox: 100,
};

function layoutTimes(direction: (i: number) => BoardDirection, quick: boolean) {
  const warmUp = quick ? 20 : 50;
  const runs = quick ? 40 : 200;
  for (let i = 0; i < warmUp; i++) layoutBoards(BENCH_DECK, RULES, direction(i));
  const times: number[] = [];
  let pieces = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const layout = layoutBoards(BENCH_DECK, RULES, direction(i));
    times.push(performance.now() - started);
    pieces = layout.pieces.length;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const p95 = times[Math.floor(times.length * 0.95)];
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const spread = `mean ${mean.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms`;
  return { median, note: `median of ${runs}; ${spread}; ${areaM2()} m², ${pieces} pieces` };
}

const areaM2 = () => BENCH_DECK.reduce((sum, s) => sum + (isValidShape(s.points) ? polygonArea(s.points) : 0), 0) / 1e6;

export function boardLayoutFigure(quick: boolean): Figure {
  const { median, note } = layoutTimes((i) => (i % 2 ? 'vertical' : 'horizontal'), quick);
  return figure(NAME, median, 'ms', '<=', 20, note);
}

/** The same deck laid diagonally (docs/product.md#subframe-and-edges): joists at 300 mm, joins cut along them. */
export function diagonalLayoutFigure(quick: boolean): Figure {
  const { median, note } = layoutTimes(() => 'diagonal', quick);
  return figure(DIAGONAL_NAME, median, 'ms', '<=', 20, note);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(formatLine(boardLayoutFigure(process.argv.includes('--quick'))));
  console.log(formatLine(diagonalLayoutFigure(process.argv.includes('--quick'))));
}
