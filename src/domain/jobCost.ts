// What a CPU-pool job will cost, known before it runs (docs/product.md#board-layout-rules): the board
// layout, the plan and the plan pack's drawing all grow with the parts the outline is cut into, the
// board pieces along each row and the joist lengths across them. Counting where each row's and each
// joist line's centre crosses the outlines takes a few milliseconds on the event loop for the largest
// drawing the schema takes (5 shapes of 200 points), against seconds for the job itself, so the server
// can charge a job's cost before it starts, send a heavy one to its own lane, and refuse a plan pack
// that could not be drawn in time.
import { colourStockItems, joistCentresFor, layoutRulesFor, layoutSpace, type LayoutRules } from './boardLayout';
import type { BoardItem } from './catalogue';
import { LAYOUT_MAX_EXTENT_MM } from './constants';
import { isValidShape, type Point } from './geometry';
import type { DesignDrawing } from './schemas/designs';

/**
 * The most board pieces and joists a plan pack is drawn with: nearly three times a 30 m square deck (about
 * 1,400), the largest the layout lays. Measured on a loaded 2-core machine (load average 11), 5,000 parts
 * drew in 2.3 s and 50,000 (5 comb-shaped outlines of 198 points) in 25 s.
 */
export const PLAN_PACK_MAX_PARTS = 4_000;
export const PLAN_PACK_TOO_DETAILED =
  `This design is too detailed for a plan pack: it would need more than ${PLAN_PACK_MAX_PARTS.toLocaleString('en-AU')} ` +
  'board pieces and joists. Simplify its outlines and try again.';

/** The parts a drawing's layout and frame are cut into, estimated from its outlines. */
export interface DrawingParts {
  /** Board pieces: each row's runs, each cut into stock lengths. */
  pieces: number;
  /** Joist segments: each joist line's runs across the boards. */
  joists: number;
}

const NO_PARTS: DrawingParts = { pieces: 0, joists: 0 };

/**
 * The runs inside the union of the outlines along each line at `lines` (ascending) across `across`, as
 * [start, length] pairs. Each edge drops its crossings into the lines it spans, so the work is the
 * crossings themselves, not lines x edges.
 */
function runsPerLine(outlines: readonly (readonly Point[])[], across: 'x' | 'y', lines: readonly number[]): number[][] {
  const along = across === 'y' ? 'x' : 'y';
  const first = lines[0] ?? 0;
  const step = lines.length > 1 ? lines[1] - lines[0] : 1;
  const lineRuns: number[][] = lines.map(() => []);
  const intervals: Array<Array<[number, number]>> = lines.map(() => []);
  for (const points of outlines) {
    const hits: number[][] = lines.map(() => []);
    for (let i = 0; i < points.length; i++) {
      const a = points[i];
      const b = points[(i + 1) % points.length];
      const lo = Math.min(a[across], b[across]);
      const hi = Math.max(a[across], b[across]);
      // Half-open on each edge ([lo, hi)), so a line through a corner counts it once. The lines are evenly
      // spaced but the last (it may be pulled in): start one early and check.
      for (let k = Math.max(0, Math.ceil((lo - first) / step) - 1); k < lines.length && lines[k] < hi; k++) {
        const at = lines[k];
        if (at >= lo) hits[k].push(a[along] + ((at - a[across]) / (b[across] - a[across])) * (b[along] - a[along]));
      }
    }
    hits.forEach((line, k) => {
      line.sort((p, q) => p - q);
      for (let i = 0; i + 1 < line.length; i += 2) intervals[k].push([line[i], line[i + 1]]);
    });
  }
  // Overlapping shapes are laid as one outline: their runs merge.
  intervals.forEach((line, k) => {
    const runs = lineRuns[k];
    let end = -Infinity;
    for (const [from, to] of line.sort((p, q) => p[0] - q[0])) {
      if (runs.length && from <= end) {
        end = Math.max(end, to);
        runs[runs.length - 1] = end - runs[runs.length - 2];
      } else {
        runs.push(from, to - from);
        end = to;
      }
    }
  });
  return lineRuns;
}

/** Lines through the middle of each band of `width` every `step` from `min` (the last band, cut short by `max`, through its own middle). */
function bandMiddles(min: number, max: number, step: number, width: number): number[] {
  const lines: number[] = [];
  for (let top = min; top < max; top += step) lines.push(top + Math.min(width, max - top) / 2);
  return lines;
}

/** The parts of a drawing laid by `rules`; none past the layout's extent (nothing is laid there). */
export function drawingParts(
  shapes: readonly { points: readonly Point[] }[],
  rules: LayoutRules,
  direction: DesignDrawing['boardDirection'],
): DrawingParts {
  // In layout space boards run along x (boardLayout.ts): a vertical layout swaps x and y, a diagonal one
  // turns the outlines 45 degrees for the rows and keeps them as drawn for the joists.
  const { toLayout } = layoutSpace(direction);
  const drawn = shapes.filter((s) => isValidShape(s.points)).map((s) => s.points);
  const outlines = drawn.map((points) => points.map(toLayout));
  const framed = direction === 'diagonal' ? drawn : outlines;
  const centres = joistCentresFor(rules, direction);
  const pitch = rules.boardWidthMm + rules.gapMm;
  const longest = Math.max(0, ...rules.stockLengthsMm);
  if (outlines.length === 0 || !(pitch > 0) || !(longest > 0) || !(centres > 0)) return NO_PARTS;
  const extent = (points: readonly Point[]) => ({
    minX: Math.min(...points.map((p) => p.x)),
    maxX: Math.max(...points.map((p) => p.x)),
    minY: Math.min(...points.map((p) => p.y)),
    maxY: Math.max(...points.map((p) => p.y)),
  });
  const rows = extent(outlines.flat());
  const frame = extent(framed.flat());
  if (frame.maxX - frame.minX > LAYOUT_MAX_EXTENT_MM || frame.maxY - frame.minY > LAYOUT_MAX_EXTENT_MM) return NO_PARTS;
  let pieces = 0;
  for (const line of runsPerLine(outlines, 'y', bandMiddles(rows.minY, rows.maxY, pitch, rules.boardWidthMm)))
    for (let i = 1; i < line.length; i += 2) pieces += Math.max(1, Math.ceil(line[i] / longest));
  let joists = 0;
  // Joists at joist centres from the outline's first edge (boardLayout.ts), each a line 1 mm wide.
  for (const line of runsPerLine(framed, 'x', bandMiddles(frame.minX, frame.maxX, centres, 1))) joists += line.length / 2;
  return { pieces, joists };
}

/** The parts of a saved or shared drawing in its colour's stock lengths; none before a colour is chosen (nothing is laid). */
export function drawingPartsFor(
  drawing: Pick<DesignDrawing, 'shapes' | 'colorItemId' | 'boardDirection'>,
  items: readonly BoardItem[],
): DrawingParts {
  const colour = drawing.colorItemId === null ? undefined : items.find((i) => i.item_id === drawing.colorItemId);
  const rules = colour ? layoutRulesFor(colour.cf_board_brand, colourStockItems(items, colour)) : null;
  return rules ? drawingParts(drawing.shapes, rules, drawing.boardDirection) : NO_PARTS;
}

/** Past the plan pack's limit: refused before any work is done. */
export function planPackTooDetailed(parts: DrawingParts): boolean {
  return parts.pieces + parts.joists > PLAN_PACK_MAX_PARTS;
}

// What a job is charged before it runs (its actual time replaces the charge once it is done): milliseconds
// on a pool thread per part, measured on this machine under load and rounded up.
const LAYOUT_MS = { base: 2, perPart: 0.02 };
const PLAN_MS = { base: 2, perPart: 0.03 };
const PLAN_PACK_MS = { base: 100, perPart: 0.5 };

/** A design's board layout (its figures on save or share, a quote request's layout). */
export function layoutJobMs(parts: DrawingParts): number {
  return Math.ceil(LAYOUT_MS.base + (parts.pieces + parts.joists) * LAYOUT_MS.perPart);
}

/** A design's whole plan and priced list (Order these materials). */
export function planJobMs(parts: DrawingParts): number {
  return Math.ceil(PLAN_MS.base + (parts.pieces + parts.joists) * PLAN_MS.perPart);
}

/** A plan pack: the plan and its three pages drawn. */
export function planPackJobMs(parts: DrawingParts): number {
  return Math.ceil(PLAN_PACK_MS.base + (parts.pieces + parts.joists) * PLAN_PACK_MS.perPart);
}
