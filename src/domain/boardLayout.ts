// The board layout of a drawn deck (docs/product.md#board-layout-rules): rows of boards over the union of
// the valid shapes, each row clipped to the outline, pieces cut from the colour's stock lengths with
// offcuts reused across the whole deck, joins on joist lines and staggered, and the figures the
// calculator's "From the board layout" section, the saved design and the order show.
//
// Everything is computed in a "layout space" where boards run along x (a vertical layout swaps x and
// y on the way in and out, a diagonal one turns the drawing 45 degrees), in mm. Diagonal boards keep
// the joists where straight horizontal boards have them (along y, across the drawing) at the closer
// diagonal centres, so a joist crosses each row at its own place along it. Clipper2 does the union and
// the clipping (README.md "Libraries and why").
// Deep imports: the package's index re-exports offsetting, Minkowski sums and triangulation too,
// which would ride along into the calculator's chunk.
import { ClipType, FillRule, type Path64, type Paths64, type Rect64 } from 'clipper2-ts/dist/Core.js';
import { Clipper, Clipper64, PolyTree64, type PolyPath64 } from 'clipper2-ts/dist/Engine.js';
import {
  DIAGONAL_JOIST_CENTRES_MM,
  LAYOUT_BRAND_RULES,
  LAYOUT_CLIPS_PER_BOX,
  LAYOUT_MAX_EXTENT_MM,
  LAYOUT_MIN_PIECE_JOIST_GAPS,
} from './constants';
import type { BoardItem } from './catalogue';
import { isValidShape, type Point } from './geometry';
import type { BoardDirection, DesignDrawing, LayoutFigures } from './schemas/designs';

export interface LayoutRules {
  /** Board face width, mm. */
  boardWidthMm: number;
  /** Gap between neighbouring rows, mm. */
  gapMm: number;
  joistCentresMm: number;
  /** The colour's stock lengths, mm (any order). */
  stockLengthsMm: number[];
  /** Shortest piece a run is cut into (a run shorter than this is one piece). */
  minPieceMm: number;
  clipsPerBox: number;
  /** The board item of each stock length, keyed by length in mm (figures and pieces carry it). */
  stockItemIds?: Readonly<Record<number, string>>;
}

export interface BoardPiece {
  /** 0-based row from the outline's first edge across the boards. */
  row: number;
  /** 0-based run within the row (a row crossing a notch or two shapes apart has several), laid from the outline's first edge. */
  run: number;
  /**
   * clipped outline(s) in mm, drawable; a hole (rare: a gap left between overlapping shapes) winds
   * opposite its outline, so fill them together with the non-zero rule
   */
  polygons: Point[][];
  /** Length of board this piece takes, end to end along the row, mm. */
  lengthMm: number;
  /** The stock length the piece is cut from. */
  stockLengthMm: number;
  itemId: string | null;
  /** Cut from an offcut of an earlier piece rather than from a new board. */
  fromOffcut: boolean;
  /** The stock board it is cut from: 1-based, in the order boards are bought (the plan pack's cut list). */
  board: number;
}

export interface BoardLayout {
  pieces: BoardPiece[];
  /** Joist lines clipped to the outline, mm. */
  joists: Array<[Point, Point]>;
  figures: LayoutFigures;
  /** What is left of the bought boards once every piece is cut, mm (bought - laid = their sum). */
  offcutsMm: number[];
  /** The same offcuts with the stock length and board each came from (border, breaker and tread boards reuse them). */
  offcuts: Array<{ lengthMm: number; stockLengthMm: number; board: number }>;
  /** The shapes reach further than LAYOUT_MAX_EXTENT_MM: nothing was laid and the figures are zero. */
  tooLarge: boolean;
}

// Lengths are compared with this slack: the clipped ends of angled edges are not whole millimetres.
const EPS = 1e-6;
// Rows clipped together from the outline before each is clipped on its own (about 2.3 m of 137 mm boards).
const ROWS_PER_BAND = 16;
// Pieces thinner than this across the row (a strip touching an outline's edge) are not boards.
const MIN_PIECE_AREA_MM2 = 1;

const SIZE_PATTERN = /^\s*(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*x/i;

/** Length and face width in mm from a cf_size such as "5400 x 137 x 23mm"; null when it does not read so. */
export function parseBoardSize(size: string): { lengthMm: number; widthMm: number } | null {
  const match = SIZE_PATTERN.exec(size);
  if (!match) return null;
  const lengthMm = Number(match[1]);
  const widthMm = Number(match[2]);
  return lengthMm > 0 && widthMm > 0 ? { lengthMm, widthMm } : null;
}

/** Every stock length of a colour: the items of the same brand, range, type and colour as `item`. */
export function colourStockItems(items: readonly BoardItem[], item: BoardItem): BoardItem[] {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  return items.filter(
    (i) =>
      same(i.cf_board_brand, item.cf_board_brand) &&
      same(i.cf_board_range, item.cf_board_range) &&
      same(i.cf_board_type, item.cf_board_type) &&
      same(i.cf_board_colour, item.cf_board_colour),
  );
}

/**
 * From the brand (WoodEvo/MillBoard gap and joist centres per docs/product.md#board-layout-rules) and the chosen colour's board
 * items (every stock length of that colour: same brand, range, type, colour; width and lengths parsed
 * from cf_size "5400 x 137 x 23mm"). null when no colour.
 */
export function layoutRulesFor(brand: string, colourItems: readonly BoardItem[]): LayoutRules | null {
  const brandRules = Object.entries(LAYOUT_BRAND_RULES).find(([name]) => name.toLowerCase() === brand.trim().toLowerCase())?.[1];
  if (!brandRules) return null;
  const sizes = colourItems
    .map((item) => ({ item, size: parseBoardSize(item.cf_size) }))
    .filter((s): s is { item: BoardItem; size: NonNullable<typeof s.size> } => s.size !== null)
    .sort((a, b) => b.size.lengthMm - a.size.lengthMm);
  if (sizes.length === 0) return null;
  const stockItemIds: Record<number, string> = {};
  for (const { item, size } of sizes) stockItemIds[size.lengthMm] ??= item.item_id;
  return {
    boardWidthMm: sizes[0].size.widthMm,
    gapMm: brandRules.gapMm,
    joistCentresMm: brandRules.joistCentresMm,
    stockLengthsMm: Object.keys(stockItemIds)
      .map(Number)
      .sort((a, b) => b - a),
    minPieceMm: LAYOUT_MIN_PIECE_JOIST_GAPS * brandRules.joistCentresMm,
    clipsPerBox: LAYOUT_CLIPS_PER_BOX,
    stockItemIds,
  };
}

// ---- geometry helpers in layout space ----
// Clipper2 works on integer coordinates: outlines are rounded to whole millimetres (the calculator's
// grid is coarser), so a clipped angled end is within half a millimetre.

export const swap = (p: Point): Point => ({ x: p.y, y: p.x });
const identity = (p: Point): Point => p;
/** Diagonal layout space: boards along x there run down and right at 45 degrees in the drawing. */
const toDiagonal = (p: Point): Point => ({ x: (p.x + p.y) * Math.SQRT1_2, y: (p.y - p.x) * Math.SQRT1_2 });
const fromDiagonal = (p: Point): Point => ({ x: (p.x - p.y) * Math.SQRT1_2, y: (p.x + p.y) * Math.SQRT1_2 });

/** The way into layout space (boards along x) and back out to the drawing for a board direction. */
export function layoutSpace(direction: BoardDirection): { toLayout: (p: Point) => Point; toWorld: (p: Point) => Point } {
  if (direction === 'vertical') return { toLayout: swap, toWorld: swap };
  if (direction === 'diagonal') return { toLayout: toDiagonal, toWorld: fromDiagonal };
  return { toLayout: identity, toWorld: identity };
}

/** The joist centres boards in this direction take: the brand's, or the closer diagonal ones (docs/product.md#subframe-and-edges). */
export function joistCentresFor(rules: Pick<LayoutRules, 'joistCentresMm'>, direction: BoardDirection): number {
  return direction === 'diagonal' ? DIAGONAL_JOIST_CENTRES_MM : rules.joistCentresMm;
}

/** The rules with the direction's joist centres and the shortest piece that follows from them (the same number of joist gaps). */
export function rulesForDirection(rules: LayoutRules, direction: BoardDirection): LayoutRules {
  const centres = joistCentresFor(rules, direction);
  if (centres === rules.joistCentresMm) return rules;
  return { ...rules, joistCentresMm: centres, minPieceMm: (rules.minPieceMm / rules.joistCentresMm) * centres };
}

export function toPath(points: readonly Point[], inLayout: (p: Point) => Point): Path64 {
  const path = points.map((p) => {
    const q = inLayout(p);
    return { x: Math.round(q.x), y: Math.round(q.y) };
  });
  // Every outline counter-clockwise (positive), so overlapping shapes add up under the non-zero rule.
  return Clipper.area(path) < 0 ? path.reverse() : path;
}

export function clip(clipType: ClipType, subject: Paths64, clipPaths: Paths64): Paths64 {
  const clipper = new Clipper64();
  clipper.addSubject(subject);
  clipper.addClip(clipPaths);
  const solution: Paths64 = [];
  clipper.execute(clipType, FillRule.NonZero, solution);
  return solution;
}

/**
 * The intersection as separate parts, each its outline followed by its holes (a gap left between
 * overlapping shapes can be a hole inside one row).
 */
export function clipParts(subject: Paths64, clipPaths: Paths64): Paths64[] {
  const clipper = new Clipper64();
  clipper.addSubject(subject);
  clipper.addClip(clipPaths);
  const tree = new PolyTree64();
  clipper.execute(ClipType.Intersection, FillRule.NonZero, tree);
  const parts: Paths64[] = [];
  const addOutlines = (node: PolyPath64) => {
    for (let i = 0; i < node.count; i++) {
      const outline = node.child(i);
      const holes: Path64[] = [];
      for (let j = 0; j < outline.count; j++) {
        const hole = outline.child(j);
        if (hole.polygon) holes.push(hole.polygon);
        // An island inside a hole is a part of its own.
        addOutlines(hole);
      }
      if (outline.polygon) parts.push([outline.polygon, ...holes]);
    }
  };
  addOutlines(tree);
  return parts;
}

/** Area of outlines with their holes (holes come back clockwise, so negative). */
export function pathsArea(paths: Paths64): number {
  return paths.reduce((sum, path) => sum + Clipper.area(path), 0);
}

export function rect64(left: number, top: number, right: number, bottom: number): Rect64 {
  return { left: Math.floor(left), top: Math.floor(top), right: Math.ceil(right), bottom: Math.ceil(bottom) };
}

export const rectPath = (r: Rect64): Path64 => [
  { x: r.left, y: r.top },
  { x: r.right, y: r.top },
  { x: r.right, y: r.bottom },
  { x: r.left, y: r.bottom },
];

export function extentOf(paths: Paths64): { minX: number; maxX: number; minY: number; maxY: number } {
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const path of paths)
    for (const { x, y } of path) {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  return { minX, maxX, minY, maxY };
}

/**
 * Where the line x = c lies inside the region, as [y0, y1] intervals. Edges count half-open (an end
 * exactly on the line belongs to the side right of it), so vertices and edges along the line count once.
 */
export function verticalSpans(paths: Paths64, c: number): Array<[number, number]> {
  const ys: number[] = [];
  for (const path of paths)
    for (let i = 0; i < path.length; i++) {
      const a = path[i];
      const b = path[(i + 1) % path.length];
      if (a.x <= c !== b.x <= c) ys.push(a.y + ((c - a.x) / (b.x - a.x)) * (b.y - a.y));
    }
  ys.sort((a, b) => a - b);
  const spans: Array<[number, number]> = [];
  for (let i = 0; i + 1 < ys.length; i += 2) if (ys[i + 1] - ys[i] > EPS) spans.push([ys[i], ys[i + 1]]);
  return spans;
}

/** Pairs of 1-based shape numbers whose areas intersect. */
export function overlappingPairs(valid: ReadonlyArray<{ number: number; path: Path64 }>): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  const extents = valid.map((v) => extentOf([v.path]));
  for (let i = 0; i < valid.length; i++)
    for (let j = i + 1; j < valid.length; j++) {
      const a = extents[i];
      const b = extents[j];
      if (a.maxX <= b.minX || b.maxX <= a.minX || a.maxY <= b.minY || b.maxY <= a.minY) continue;
      if (pathsArea(clip(ClipType.Intersection, [valid[i].path], [valid[j].path])) > 0) pairs.push([valid[i].number, valid[j].number]);
    }
  return pairs;
}

// ---- cutting ----

interface Offcut {
  lengthMm: number;
  stockLengthMm: number;
  board: number;
}

/** Offcuts kept shortest first, so the shortest that fits and the longest few are found without sorting. */
class OffcutPool {
  readonly items: Offcut[] = [];

  /** Index of the first offcut at least `length` long (items.length when none). */
  private lowerBound(length: number): number {
    let lo = 0;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.items[mid].lengthMm < length) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  add(lengthMm: number, stockLengthMm: number, board: number): void {
    if (lengthMm <= EPS) return;
    // After any of the same length, so equal offcuts are used in the order they were cut.
    this.items.splice(this.lowerBound(lengthMm + EPS), 0, { lengthMm, stockLengthMm, board });
  }

  shortestAtLeast(length: number): Offcut | undefined {
    return this.items[this.lowerBound(length - EPS)];
  }

  /** Offcuts at least `length` long, longest first. */
  *longestDownTo(length: number): Generator<Offcut> {
    const stop = this.lowerBound(length - EPS);
    for (let i = this.items.length - 1; i >= stop; i--) yield this.items[i];
  }

  /** Cuts `used` off an offcut; what is left goes back in the pool. */
  cut(offcut: Offcut, used: number): void {
    this.items.splice(this.items.indexOf(offcut), 1);
    this.add(offcut.lengthMm - used, offcut.stockLengthMm, offcut.board);
  }
}

interface Cut {
  from: number;
  to: number;
  stockLengthMm: number;
  fromOffcut: boolean;
  board: number;
}

/**
 * Cuts one run [start, end] of a row into pieces, taking from the offcut pool (longest first) before a
 * new board, joins only on joist lines (x = origin + k * centres) not used by the row before
 * (`avoid`), every piece at least the minimum length unless the whole run is shorter.
 */
function cutRun(
  start: number,
  end: number,
  rules: LayoutRules,
  stock: readonly number[],
  pool: OffcutPool,
  origin: number,
  avoid: ReadonlySet<number>,
  joins: Set<number>,
  newBoard: () => number,
): Cut[] {
  const cuts: Cut[] = [];
  const longest = stock[0];
  const centres = rules.joistCentresMm;
  const minPiece = rules.minPieceMm;

  /** The farthest joist line from..from+reach leaving pieces of at least minPiece both sides; null if none. */
  const farthestJoin = (from: number, reach: number, respectStagger: boolean): { x: number; k: number } | null => {
    for (let k = Math.floor((Math.min(from + reach, end - minPiece) - origin + EPS) / centres); ; k--) {
      const x = origin + k * centres;
      if (x - from < minPiece - EPS || x - from <= EPS) return null;
      if (!respectStagger || !avoid.has(k)) return { x, k };
    }
  };
  let at = start;
  while (end - at > EPS) {
    const remaining = end - at;
    // 1. An offcut long enough to finish the run (the shortest such, so long ones stay whole).
    const finishing = pool.shortestAtLeast(remaining);
    if (finishing) {
      pool.cut(finishing, remaining);
      cuts.push({ from: at, to: end, stockLengthMm: finishing.stockLengthMm, fromOffcut: true, board: finishing.board });
      break;
    }
    // 2. An offcut, longest first, that reaches a join leaving the rest of the run at least a minimum piece.
    let placed = false;
    // (One shorter than the minimum piece cannot reach a join.)
    for (const offcut of pool.longestDownTo(minPiece)) {
      const join = farthestJoin(at, offcut.lengthMm, true);
      if (!join) continue;
      pool.cut(offcut, join.x - at);
      cuts.push({ from: at, to: join.x, stockLengthMm: offcut.stockLengthMm, fromOffcut: true, board: offcut.board });
      joins.add(join.k);
      at = join.x;
      placed = true;
      break;
    }
    if (placed) continue;
    // 3. A new board: the shortest stock length that finishes the run...
    const finishingStock = [...stock].reverse().find((s) => s >= remaining - EPS);
    if (finishingStock !== undefined) {
      const board = newBoard();
      pool.add(finishingStock - remaining, finishingStock, board);
      cuts.push({ from: at, to: end, stockLengthMm: finishingStock, fromOffcut: false, board });
      break;
    }
    // ...or the longest, cut at the farthest join it reaches (staggered if the rules allow, else anywhere it can).
    const join = farthestJoin(at, longest, true) ?? farthestJoin(at, longest, false);
    const to = join ? join.x : at + longest;
    if (join) joins.add(join.k);
    const board = newBoard();
    pool.add(longest - (to - at), longest, board);
    cuts.push({ from: at, to, stockLengthMm: longest, fromOffcut: false, board });
    at = to;
  }
  return cuts;
}

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

function emptyLayout(overlaps: Array<[number, number]>, tooLarge = false): BoardLayout {
  return {
    pieces: [],
    joists: [],
    offcutsMm: [],
    offcuts: [],
    tooLarge,
    figures: { boards: [], joistMetres: 0, clips: 0, clipBoxes: 0, wastePercent: 0, overlaps },
  };
}

/**
 * Lays boards over the union of the valid shapes (invalid ones are ignored, as the materials do;
 * docs/product.md#validation-rules) in rows at board width + gap, horizontal boards running along x.
 * Diagonal boards take the diagonal joist centres; their joists start at `joistOriginX` (the drawing's x,
 * planDeck's frame passes its outline's) or else at the outline's first edge.
 */
export function layoutBoards(
  shapes: readonly { points: readonly Point[] }[],
  brandRules: LayoutRules,
  direction: BoardDirection,
  joistOriginX?: number,
): BoardLayout {
  const rules = rulesForDirection(brandRules, direction);
  const diagonal = direction === 'diagonal';
  const { toLayout, toWorld } = layoutSpace(direction);
  const valid = shapes.flatMap((s, i) => (isValidShape(s.points) ? [{ number: i + 1, path: toPath(s.points, toLayout) }] : []));
  const overlaps = overlappingPairs(valid);
  const stock = [...new Set(rules.stockLengthsMm.filter((s) => s > 0))].sort((a, b) => b - a);
  const pitch = rules.boardWidthMm + rules.gapMm;
  if (valid.length === 0 || stock.length === 0 || !(rules.boardWidthMm > 0) || !(pitch > 0) || !(rules.joistCentresMm > 0)) {
    return emptyLayout(overlaps);
  }
  const union = clip(
    ClipType.Union,
    valid.map((v) => v.path),
    [],
  );
  const { minX, maxX, minY, maxY } = extentOf(union);
  // Joists across the drawing at joist centres from the outline's first edge, and one at its far edge: in
  // layout space for straight boards; in the drawing for diagonal ones, where a joist x = c crosses the row
  // whose middle is y at x = y + c * sqrt 2, so joins along a row fall every centres * sqrt 2.
  const joistUnion = diagonal
    ? clip(
        ClipType.Union,
        shapes.filter((s) => isValidShape(s.points)).map((s) => toPath(s.points, identity)),
        [],
      )
    : union;
  const joistExtent = extentOf(joistUnion);
  // The limit is the drawing's own reach each way (a diagonal layout space reaches further across a square).
  const reach = diagonal ? joistExtent : { minX, maxX, minY, maxY };
  if (reach.maxX - reach.minX > LAYOUT_MAX_EXTENT_MM || reach.maxY - reach.minY > LAYOUT_MAX_EXTENT_MM) return emptyLayout(overlaps, true);
  const joistMinX = diagonal && joistOriginX !== undefined ? Math.min(joistOriginX, joistExtent.minX) : joistExtent.minX;
  const centres = rules.joistCentresMm;
  const joistXs: number[] = [];
  for (let x = joistMinX; x <= joistExtent.maxX + EPS; x += centres) joistXs.push(x);
  if (joistExtent.maxX - joistXs[joistXs.length - 1] > 1) joistXs.push(joistExtent.maxX);
  const joistSpans = joistXs.map((x) => ({ x, spans: verticalSpans(joistUnion, Math.min(x, joistExtent.maxX - 0.5)) }));
  // Along a row: the centres between joins and the shortest piece.
  const rowRules = diagonal ? { ...rules, joistCentresMm: centres * Math.SQRT2, minPieceMm: rules.minPieceMm * Math.SQRT2 } : rules;
  const rowOrigin = (middle: number) => (diagonal ? middle + joistMinX * Math.SQRT2 : minX);

  const pool = new OffcutPool();
  let boards = 0;
  const newBoard = () => ++boards;
  const pieces: Array<BoardPiece & { from: number; to: number; y0: number; y1: number; middle: number }> = [];
  let previousJoins = new Set<number>();
  let band: Paths64 = union;
  for (let row = 0; minY + row * pitch < maxY - EPS; row++) {
    // Each row is clipped from its band of rows, not from the whole outline: a 200-corner outline 100 m
    // long would otherwise be swept once per row.
    if (row % ROWS_PER_BAND === 0) {
      const top = minY + row * pitch;
      band = clip(ClipType.Intersection, union, [rectPath(rect64(minX - 1, top, maxX + 1, Math.min(top + ROWS_PER_BAND * pitch, maxY)))]);
    }
    const strip = rect64(minX - 1, minY + row * pitch, maxX + 1, Math.min(minY + row * pitch + rules.boardWidthMm, maxY));
    const middle = (strip.top + strip.bottom) / 2;
    // The general intersection, not Clipper2's RectClip: RectClip joined two parts of a row along the strip's
    // edge into one path, and took a notched part for a whole rectangle.
    const runs = clipParts(band, [rectPath(strip)])
      .filter((part) => pathsArea(part) > MIN_PIECE_AREA_MM2)
      .map((part) => ({ part, ...extentOf(part.slice(0, 1)) }))
      .sort((a, b) => a.minX - b.minX);
    const joins = new Set<number>();
    for (const [runIndex, run] of runs.entries()) {
      for (const cut of cutRun(run.minX, run.maxX, rowRules, stock, pool, rowOrigin(middle), previousJoins, joins, newBoard)) {
        const first = cut.from <= run.minX + EPS;
        const last = cut.to >= run.maxX - EPS;
        let clipped = run.part;
        if (!(first && last)) {
          // A diagonal join is cut along its joist (45 degrees across the board); the run's ends are the outline's.
          const shear = diagonal ? 1 : 0;
          const margin = 2 * pitch + 1;
          const left = first ? run.minX - margin : cut.from;
          const right = last ? run.maxX + margin : cut.to;
          const at = (x: number, y: number) => ({ x: Math.round(x + shear * (y - middle)), y });
          clipped = clip(ClipType.Intersection, run.part, [
            [at(left, strip.top), at(right, strip.top), at(right, strip.bottom), at(left, strip.bottom)],
          ]);
        }
        pieces.push({
          row,
          run: runIndex,
          // Clamped: the clipper rounds an edge's crossing of the strip's side to the nearest mm, a hair past the cut.
          polygons: clipped
            .filter((path) => Clipper.area(path) !== 0)
            .map((path) => path.map(({ x, y }) => toWorld(diagonal ? { x, y } : { x: Math.min(cut.to, Math.max(cut.from, x)), y }))),
          lengthMm: cut.to - cut.from,
          stockLengthMm: cut.stockLengthMm,
          itemId: rules.stockItemIds?.[cut.stockLengthMm] ?? null,
          fromOffcut: cut.fromOffcut,
          board: cut.board,
          from: cut.from,
          to: cut.to,
          y0: run.minY,
          y1: run.maxY,
          middle,
        });
      }
    }
    previousJoins = joins;
  }

  // One clip where a piece crosses a joist (its ends included: a join has a clip each side).
  let clips = 0;
  for (const piece of pieces)
    for (const joist of joistSpans) {
      if (diagonal) {
        // Where the joist crosses the piece's middle line, and the joist is there (inside the outline).
        const x = piece.middle + joist.x * Math.SQRT2;
        if (x < piece.from - EPS || x > piece.to + EPS) continue;
        const world = toWorld({ x, y: piece.middle });
        if (joist.spans.some(([a, b]) => world.y >= a - rules.boardWidthMm && world.y <= b + rules.boardWidthMm)) clips++;
        continue;
      }
      if (joist.x < piece.from - EPS || joist.x > piece.to + EPS) continue;
      if (joist.spans.some(([a, b]) => Math.min(b, piece.y1) - Math.max(a, piece.y0) > EPS)) clips++;
    }

  const bought = new Map<number, number>();
  for (const piece of pieces) if (!piece.fromOffcut) bought.set(piece.stockLengthMm, (bought.get(piece.stockLengthMm) ?? 0) + 1);
  const boughtMm = [...bought].reduce((sum, [length, count]) => sum + length * count, 0);
  const laidMm = pieces.reduce((sum, p) => sum + p.lengthMm, 0);
  const joistMm = joistSpans.reduce((sum, j) => sum + j.spans.reduce((s, [a, b]) => s + b - a, 0), 0);
  const joistToWorld = diagonal ? identity : toWorld;

  return {
    pieces: pieces.map(({ row, run, polygons, lengthMm, stockLengthMm, itemId, fromOffcut, board }) => ({
      row,
      run,
      polygons,
      lengthMm,
      stockLengthMm,
      itemId,
      fromOffcut,
      board,
    })),
    joists: joistSpans.flatMap(({ x, spans }) =>
      spans.map(([a, b]): [Point, Point] => [joistToWorld({ x, y: a }), joistToWorld({ x, y: b })]),
    ),
    offcutsMm: pool.items.map((o) => o.lengthMm),
    offcuts: pool.items.map((o) => ({ lengthMm: o.lengthMm, stockLengthMm: o.stockLengthMm, board: o.board })),
    tooLarge: false,
    figures: {
      boards: [...bought]
        .sort((a, b) => b[0] - a[0])
        .map(([lengthMm, count]) => ({ lengthMm, itemId: rules.stockItemIds?.[lengthMm] ?? null, count })),
      joistMetres: round(joistMm / 1000, 2),
      clips,
      clipBoxes: Math.ceil(clips / rules.clipsPerBox),
      wastePercent: boughtMm > 0 ? round(((boughtMm - laidMm) / boughtMm) * 100, 1) : 0,
      overlaps,
    },
  };
}

/**
 * The layout of a saved or drawn design: its colour's stock lengths from the catalogue, its brand's rules,
 * its board direction. null before a colour is chosen or when the colour is no longer in the catalogue
 * (the calculator's panel and the server's figures both start here). The rules follow the colour item's
 * own brand, so a drawing sent with a mismatched brand cannot borrow another range's gap or joist centres.
 */
export function layoutForDrawing(
  drawing: Pick<DesignDrawing, 'shapes' | 'colorItemId' | 'boardDirection'>,
  items: readonly BoardItem[],
): BoardLayout | null {
  const colour = drawing.colorItemId === null ? undefined : items.find((i) => i.item_id === drawing.colorItemId);
  const rules = colour ? layoutRulesFor(colour.cf_board_brand, colourStockItems(items, colour)) : null;
  return rules ? layoutBoards(drawing.shapes, rules, drawing.boardDirection) : null;
}
