// The deck as it is built (docs/product.md#subframe-and-edges): from the shapes' union, the board
// direction, the brand's joist centres and the guide's spans, the frame under the boards (joists,
// bearers, posts or pedestals, footings, ledgers against walls, noggins), the picture-frame border,
// breaker boards, fascia and steps, and the field's board layout inside them. Pure: the calculator's
// worker and the server compute the same plan.
//
// Like boardLayout.ts it works in layout space, boards along x (a vertical layout swaps x and y on the
// way in and out): joists run along y at x positions, bearers along x at y positions. Diagonal boards
// lie on the frame of horizontal ones (joists along y) at the closer diagonal joist centres.
import { ClipType, type Paths64 } from 'clipper2-ts/dist/Core.js';
import { ClipperOffset, EndType, JoinType } from 'clipper2-ts/dist/Offset.js';
import {
  clip,
  clipParts,
  extentOf,
  joistCentresFor,
  layoutBoards,
  overlappingPairs,
  pathsArea,
  rect64,
  rectPath,
  swap,
  toPath,
  verticalSpans,
  type BoardLayout,
  type LayoutRules,
} from './boardLayout';
import {
  BORDER_ROWS,
  FRAME_GUIDE,
  PEDESTAL_BELOW_MM,
  STEP_MAX_RISER_MM,
  STEP_TREAD_BOARDS,
  STRINGER_MAX_GAP_MM,
  STRINGER_MIN,
  STRINGER_STOCK_MM,
  type DeckOptions,
  type ShapeEdgeRef,
} from './frameGuide';
import { NO_BALUSTRADE, planBalustrade, type DeckBalustrade } from './balustrade';
import { isBalustradeRequired } from './balustradeRules';
import { isValidShape, pointAlong, segmentLength, type Point, type Segment } from './geometry';
import { cutFromStock, type CutResult } from './stockCutting';
import type { BoardDirection } from './schemas/designs';

export interface DeckFrame {
  /** Joists clipped to the outline (the second joist under each breaker board included). */
  joists: Segment[];
  /** Of `joists`, those doubled under a breaker board. */
  doubledJoists: Segment[];
  bearers: Segment[];
  /** Joist stock fixed to a wall along each edge marked against it. */
  ledgers: Segment[];
  /** Short joist-stock pieces under border boards that run parallel to the joists. */
  noggins: Segment[];
  /** Where a post (or a pedestal, on a low deck) stands under a bearer. */
  posts: Point[];
  support: 'posts' | 'pedestals';
  /** One per post; none on pedestals. */
  footings: number;
  concreteBags: number;
  /** Timber posts' length each (deck height + the part in the ground), mm; null for steel or pedestals. */
  postLengthMm: number | null;
  /** Joist ends and bearer ends held by a ledger: one hanger or bracket each. */
  hangers: number;
  /** Joists, ledgers and noggins from the joist stock; bearers; timber posts. */
  joistCut: CutResult;
  bearerCut: CutResult;
  postCut: CutResult | null;
}

export interface DeckSteps {
  edge: Segment;
  widthMm: number;
  risers: number;
  riserMm: number;
  treads: number;
  /** Depth of each tread, mm: two boards and their gaps. */
  goingMm: number;
  stringers: number;
  stringerLengthMm: number;
  stringerCut: CutResult;
  /** Tread outlines, nearest the deck first. */
  treadPolygons: Point[][];
}

export interface DeckPlan {
  /** The field's boards (inside any border, between breaker boards). */
  layout: BoardLayout;
  borderPolygons: Point[][];
  breakerPolygons: Point[][];
  /** Border, breaker and tread boards, each one length of board. */
  extraBoardLengthsMm: { border: number[]; breaker: number[]; treads: number[] };
  /** Those boards cut from the colour's stock after the field's offcuts. */
  extraBoardCut: CutResult;
  frame: DeckFrame;
  /** Edges not against a wall, each a run of fascia. */
  fascia: Segment[];
  fasciaLengthsMm: number[];
  steps: DeckSteps | null;
  /** The balustrade along exposed edges (required from 1 m up, or added by the customer) and beside the steps. */
  balustrade: DeckBalustrade;
  /** Area of the union, mm² (overlaps counted once). */
  areaMm2: number;
  tooLarge: boolean;
}

const EPS = 1e-6;
/** Members and posts within this of a wall line count as on it (outlines are whole millimetres). */
const ON_LINE_MM = 1;

const length = segmentLength;

function mergeIntervals(intervals: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [a, b] of sorted) {
    const last = merged[merged.length - 1];
    if (last && a <= last[1] + EPS) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  return merged;
}

/** Where a line lies inside the region, taking both sides of it (a line along an inner edge of an L keeps the longer side). */
function spansAlong(paths: Paths64, c: number): Array<[number, number]> {
  return mergeIntervals([...verticalSpans(paths, c - 0.5), ...verticalSpans(paths, c + 0.5)]);
}

const swapPaths = (paths: Paths64): Paths64 => paths.map((p) => p.map(({ x, y }) => ({ x: y, y: x })));

function uniqueSorted(values: number[], tolerance = ON_LINE_MM): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const out: number[] = [];
  for (const v of sorted) if (out.length === 0 || v - out[out.length - 1] > tolerance) out.push(v);
  return out;
}

function distanceToSegment(p: Point, [a, b]: Segment): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** Where along a segment (as fractions 0..1, merged) the walls lie on it. */
function wallCover(segment: Segment, walls: readonly Segment[]): Array<[number, number]> {
  const [a, b] = segment;
  const len = length(segment);
  const covered: Array<[number, number]> = [];
  if (len <= EPS) return covered;
  const along = (p: Point) => ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / (len * len);
  const offLine = (p: Point) => Math.abs((p.x - a.x) * (b.y - a.y) - (p.y - a.y) * (b.x - a.x)) / len;
  for (const wall of walls) {
    if (offLine(wall[0]) > ON_LINE_MM || offLine(wall[1]) > ON_LINE_MM) continue;
    const t0 = Math.max(0, Math.min(along(wall[0]), along(wall[1])));
    const t1 = Math.min(1, Math.max(along(wall[0]), along(wall[1])));
    if ((t1 - t0) * len > ON_LINE_MM) covered.push([t0, t1]);
  }
  return mergeIntervals(covered);
}

/** Parts of a segment not lying along any of the walls (a member along a wall is its ledger). */
function subtractWalls(segment: Segment, walls: readonly Segment[]): Segment[] {
  const len = length(segment);
  const parts: Segment[] = [];
  let from = 0;
  for (const [t0, t1] of wallCover(segment, walls)) {
    if ((t0 - from) * len > ON_LINE_MM) parts.push([pointAlong(segment, from), pointAlong(segment, t0)]);
    from = Math.max(from, t1);
  }
  if ((1 - from) * len > ON_LINE_MM) parts.push([pointAlong(segment, from), segment[1]]);
  return parts;
}

/** The parts of the outline along a marked edge: a wall edge inside the deck (where shapes overlap) is no wall. */
function wallsOnOutline(outline: readonly Segment[], marked: readonly Segment[]): Segment[] {
  return outline.flatMap((edge) => wallCover(edge, marked).map(([t0, t1]): Segment => [pointAlong(edge, t0), pointAlong(edge, t1)]));
}

function offsetPaths(paths: Paths64, delta: number): Paths64 {
  if (delta === 0) return paths;
  // A high mitre limit keeps corners square, as mitred border boards meet.
  const offset = new ClipperOffset(100);
  offset.addPaths(paths, JoinType.Miter, EndType.Polygon);
  const out: Paths64 = [];
  offset.execute(delta, out);
  return out;
}

/** The outlines' edges, a straight run through a vertex (where two shapes meet in line) as one edge. */
function pathEdges(paths: Paths64): Segment[] {
  return paths.flatMap((path) => {
    const corners = path.filter((p, i) => {
      const prev = path[(i + path.length - 1) % path.length];
      const next = path[(i + 1) % path.length];
      return (p.x - prev.x) * (next.y - p.y) - (p.y - prev.y) * (next.x - p.x) !== 0;
    });
    return corners.map((p, i): Segment => [p, corners[(i + 1) % corners.length]]);
  });
}

/** The edge of a drawn shape, null when the shape or edge is not there. */
export function shapeEdge(shapes: readonly { points: readonly Point[] }[], ref: ShapeEdgeRef): Segment | null {
  const points = shapes[ref.shape]?.points;
  if (!points || ref.edge < 0 || ref.edge >= points.length) return null;
  return [points[ref.edge], points[(ref.edge + 1) % points.length]];
}

/**
 * Joist lines: the brand's centres from the outline's first edge, one along every edge across the
 * boards (the outline's and, with a border, the field's), and both sides of each breaker board.
 */
function joistLines(union: Paths64, field: Paths64 | null, breakerXs: readonly number[], centres: number, boardWidth: number) {
  const { minX, maxX } = extentOf(union);
  const xs: number[] = [];
  for (let x = minX; x < maxX - EPS; x += centres) xs.push(x);
  xs.push(maxX);
  for (const path of field ? [...union, ...field] : union) for (const p of path) xs.push(p.x);
  const doubled = breakerXs.flatMap((x) => [x, x + boardWidth]);
  return { xs: uniqueSorted([...xs, ...doubled]), doubled };
}

function planSteps(
  ref: ShapeEdgeRef | null,
  shapes: readonly { points: readonly Point[] }[],
  inside: (p: Point) => boolean,
  heightMm: number,
  rules: LayoutRules,
): Omit<DeckSteps, 'stringerCut'> | null {
  const edge = ref && isValidShape(shapes[ref.shape]?.points ?? []) ? shapeEdge(shapes, ref) : null;
  if (!edge || heightMm <= 0) return null;
  const widthMm = length(edge);
  if (widthMm <= EPS) return null;
  const risers = Math.ceil(heightMm / STEP_MAX_RISER_MM - EPS);
  const treads = risers - 1;
  const goingMm = STEP_TREAD_BOARDS * (rules.boardWidthMm + rules.gapMm);
  const [a, b] = edge;
  let normal = { x: (b.y - a.y) / widthMm, y: -(b.x - a.x) / widthMm };
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  if (inside({ x: mid.x + normal.x * 5, y: mid.y + normal.y * 5 })) normal = { x: -normal.x, y: -normal.y };
  const out = (p: Point, d: number): Point => ({ x: p.x + normal.x * d, y: p.y + normal.y * d });
  const treadPolygons = Array.from({ length: treads }, (_, i) => [
    out(a, i * goingMm),
    out(b, i * goingMm),
    out(b, (i + 1) * goingMm),
    out(a, (i + 1) * goingMm),
  ]);
  const stringers = treads > 0 ? Math.max(STRINGER_MIN, Math.ceil(widthMm / STRINGER_MAX_GAP_MM - EPS) + 1) : 0;
  return {
    edge,
    widthMm,
    risers,
    riserMm: heightMm / risers,
    treads,
    goingMm,
    stringers,
    stringerLengthMm: treads > 0 ? Math.ceil(Math.hypot(heightMm, treads * goingMm)) : 0,
    treadPolygons,
  };
}

const emptyCut = (): CutResult => ({ bought: [], cuts: [], offcuts: [] });

/** The whole plan of a drawing; the field's layout alone when nothing is drawn. */
export function planDeck(
  shapes: readonly { points: readonly Point[] }[],
  rules: LayoutRules,
  direction: BoardDirection,
  options: DeckOptions,
): DeckPlan {
  const inLayout = direction === 'vertical' ? swap : (p: Point) => p;
  const out = (p: Point): Point => inLayout(p);
  const valid = shapes.flatMap((s, i) => (isValidShape(s.points) ? [{ number: i + 1, path: toPath(s.points, inLayout) }] : []));
  const guide = FRAME_GUIDE[options.frame];
  const centres = joistCentresFor(rules, direction);
  const pitch = rules.boardWidthMm + rules.gapMm;
  const borderRows = BORDER_ROWS[options.border];
  const union =
    valid.length > 0
      ? clip(
          ClipType.Union,
          valid.map((v) => v.path),
          [],
        )
      : [];

  // The border: rows of boards following the outline, mitred where they meet; the field inside them.
  const borderPaths: Paths64[] = [];
  const borderLengths: number[] = [];
  for (let row = 0; row < borderRows; row++) {
    const outer = offsetPaths(union, -row * pitch);
    const inner = offsetPaths(union, -(row * pitch + rules.boardWidthMm));
    borderPaths.push(clip(ClipType.Difference, outer, inner));
    for (const edge of pathEdges(outer)) borderLengths.push(length(edge));
  }
  let field: Paths64 = borderRows > 0 ? offsetPaths(union, -borderRows * pitch) : union;

  // Breaker boards across the field where a run would be longer than the longest stock length.
  const breakerXs: number[] = [];
  const breakerPaths: Paths64[] = [];
  const breakerLengths: number[] = [];
  const longest = Math.max(0, ...rules.stockLengthsMm);
  if (options.breaker && field.length > 0 && longest > 0) {
    const { minX: uMinX } = extentOf(union);
    const { minX, maxX, minY, maxY } = extentOf(field);
    let from = minX;
    // A diagonal board crosses the frame at 45 degrees: between breakers it is sqrt 2 times as long as their distance.
    const reach = direction === 'diagonal' ? longest * Math.SQRT1_2 : longest;
    while (maxX - from > reach + EPS) {
      // The farthest joist line a board from `from` reaches, leaving at least two joist gaps either side.
      let k = Math.floor((from + reach - uMinX + EPS) / centres);
      while (k > 0 && uMinX + k * centres + rules.boardWidthMm + 2 * centres > maxX + EPS) k--;
      const x = uMinX + k * centres;
      if (x - from < 2 * centres - EPS) break;
      breakerXs.push(x);
      from = x + rules.boardWidthMm;
    }
    const strips = breakerXs.map((x) => rectPath(rect64(x, minY - 1, x + rules.boardWidthMm, maxY + 1)));
    for (const strip of strips) {
      const parts = clipParts(field, [strip]).filter((part) => pathsArea(part) > 1);
      breakerPaths.push(parts.flat());
      for (const part of parts) {
        const e = extentOf(part.slice(0, 1));
        breakerLengths.push(e.maxY - e.minY);
      }
    }
    if (strips.length > 0) field = clip(ClipType.Difference, field, strips);
  }

  // The field's boards: the drawing itself when nothing is taken out of it, else the field's parts.
  const plain = borderRows === 0 && breakerXs.length === 0;
  const fieldShapes = plain ? shapes : field.filter((p) => pathsArea([p]) > 0).map((p) => ({ points: p.map(({ x, y }) => out({ x, y })) }));
  // Diagonal boards' joins land on the frame's joists, which start at the outline's first edge, not the field's.
  const fieldLayout = layoutBoards(fieldShapes, rules, direction, union.length > 0 ? extentOf(union).minX : undefined);
  const layout: BoardLayout = plain
    ? fieldLayout
    : { ...fieldLayout, figures: { ...fieldLayout.figures, overlaps: overlappingPairs(valid) } };

  const marked = (options.wallEdges ?? [])
    .filter((ref) => isValidShape(shapes[ref.shape]?.points ?? []))
    .map((ref) => shapeEdge(shapes, ref))
    .filter((s): s is Segment => s !== null)
    .map(([a, b]): Segment => [inLayout(a), inLayout(b)]);
  const walls = wallsOnOutline(pathEdges(union), marked);

  const inside = (p: Point) => spansAlong(union, p.x).some(([a, b]) => p.y > a && p.y < b);
  const stepsBase = planSteps(options.steps, shapes, (p) => inside(inLayout(p)), options.heightMm, rules);
  const steps: DeckSteps | null = stepsBase
    ? { ...stepsBase, stringerCut: cutFromStock(Array(stepsBase.stringers).fill(stepsBase.stringerLengthMm), [STRINGER_STOCK_MM]) }
    : null;
  const treadLengths = steps ? Array<number>(steps.treads * STEP_TREAD_BOARDS).fill(steps.widthMm) : [];
  // New boards are numbered on from the field's, so the cut list names each board once.
  const fieldBoards = layout.figures.boards.reduce((n, b) => n + b.count, 0);
  const extraBoardCut = cutFromStock(
    [...borderLengths, ...breakerLengths, ...treadLengths],
    rules.stockLengthsMm,
    layout.offcuts,
    fieldBoards + 1,
  );

  const emptyFrame: DeckFrame = {
    joists: [],
    doubledJoists: [],
    bearers: [],
    ledgers: [],
    noggins: [],
    posts: [],
    support: options.heightMm < PEDESTAL_BELOW_MM ? 'pedestals' : 'posts',
    footings: 0,
    concreteBags: 0,
    postLengthMm: null,
    hangers: 0,
    joistCut: emptyCut(),
    bearerCut: emptyCut(),
    postCut: null,
  };
  const base = {
    layout,
    borderPolygons: borderPaths.flat().map((p) => p.map(out)),
    breakerPolygons: breakerPaths.flat().map((p) => p.map(out)),
    extraBoardLengthsMm: { border: borderLengths, breaker: breakerLengths, treads: treadLengths },
    extraBoardCut,
    steps,
    areaMm2: pathsArea(union),
  };
  if (union.length === 0 || layout.tooLarge) {
    // No deck, no edges to fence; whether the height needs a balustrade is still the rule's (docs/product.md#subframe-and-edges).
    const balustrade = { ...NO_BALUSTRADE, required: isBalustradeRequired(options.heightMm) };
    return { ...base, frame: emptyFrame, fascia: [], fasciaLengthsMm: [], balustrade, tooLarge: layout.tooLarge };
  }

  // Joists: vertical lines, clipped to the outline, less any part along a wall (the ledger is there).
  const joistPlan = joistLines(union, borderRows > 0 ? field : null, breakerXs, centres, rules.boardWidthMm);
  const doubledSet = new Set(joistPlan.doubled.map((x) => Math.round(x)));
  const joists: Segment[] = [];
  const doubledJoists: Segment[] = [];
  for (const x of joistPlan.xs)
    for (const [y0, y1] of spansAlong(union, x))
      for (const seg of subtractWalls(
        [
          { x, y: y0 },
          { x, y: y1 },
        ],
        walls,
      )) {
        joists.push(seg);
        if (doubledSet.has(Math.round(x))) doubledJoists.push(seg);
      }

  // Bearers: along every edge across the joists, and evenly between them within the joist span.
  const edgeYs = uniqueSorted(union.flatMap((path) => path.map((p) => p.y)));
  const bearerYs: number[] = [];
  for (let i = 0; i < edgeYs.length; i++) {
    bearerYs.push(edgeYs[i]);
    const gap = edgeYs[i + 1] - edgeYs[i];
    if (!(gap > 0)) continue;
    const parts = Math.ceil(gap / guide.joistSpanMm - EPS);
    for (let k = 1; k < parts; k++) bearerYs.push(edgeYs[i] + (k * gap) / parts);
  }
  const swapped = swapPaths(union);
  const bearers: Segment[] = [];
  for (const y of bearerYs)
    for (const [x0, x1] of spansAlong(swapped, y))
      bearers.push(
        ...subtractWalls(
          [
            { x: x0, y },
            { x: x1, y },
          ],
          walls,
        ),
      );

  // Posts along each bearer within the bearer span; none on a wall's line (the ledger holds the bearer).
  const onWall = (p: Point) => walls.some((w) => distanceToSegment(p, w) <= ON_LINE_MM);
  const posts: Point[] = [];
  for (const bearer of bearers) {
    const n = Math.max(1, Math.ceil(length(bearer) / guide.bearerSpanMm - EPS));
    const [a, b] = bearer;
    for (let i = 0; i <= n; i++) {
      const p = { x: a.x + ((b.x - a.x) * i) / n, y: a.y + ((b.y - a.y) * i) / n };
      if (!onWall(p)) posts.push(p);
    }
  }

  // Noggins at joist centres under border boards running along the joists (outline edges along y).
  const noggins: Segment[] = [];
  if (borderRows > 0) {
    const depth = borderRows * pitch;
    for (const [a, b] of pathEdges(union)) {
      if (Math.abs(a.x - b.x) > ON_LINE_MM) continue;
      const y0 = Math.min(a.y, b.y);
      const run = Math.abs(b.y - a.y);
      const dir = inside({ x: a.x + 5, y: y0 + run / 2 }) ? 1 : -1;
      const count = Math.floor(run / centres) + 1;
      for (let i = 0; i < count; i++) {
        const y = count === 1 ? y0 + run / 2 : y0 + (i * run) / (count - 1);
        noggins.push([
          { x: a.x, y },
          { x: a.x + dir * depth, y },
        ]);
      }
    }
  }

  const hangers =
    joists.reduce((n, [a, b]) => n + (onWall(a) ? 1 : 0) + (onWall(b) ? 1 : 0), 0) +
    bearers.reduce((n, [a, b]) => n + (onWall(a) ? 1 : 0) + (onWall(b) ? 1 : 0), 0);
  const support = options.heightMm < PEDESTAL_BELOW_MM ? 'pedestals' : 'posts';
  const footings = support === 'posts' ? posts.length : 0;
  const postLengthMm = support === 'posts' && guide.postStockMm.length > 0 ? options.heightMm + guide.postEmbedMm : null;

  // Exposed edges get fascia: the outline less whatever lies along a wall.
  const fascia = pathEdges(union).flatMap((edge) => subtractWalls(edge, walls));
  const fasciaLengthsMm = fascia.map(length);

  const toWorld = (s: Segment): Segment => [out(s[0]), out(s[1])];

  // The balustrade: on the exposed edges when the deck is high, on the parts of the outline along the edges
  // the customer marked (not against a wall), and down both sides of the steps.
  const addedMarked = (options.balustradeEdges ?? [])
    .filter((ref) => isValidShape(shapes[ref.shape]?.points ?? []))
    .map((ref) => shapeEdge(shapes, ref))
    .filter((s): s is Segment => s !== null)
    .map(([a, b]): Segment => [inLayout(a), inLayout(b)]);
  const added = wallsOnOutline(pathEdges(union), addedMarked).flatMap((s) => subtractWalls(s, walls));
  const lastTread = steps?.treadPolygons[steps.treadPolygons.length - 1];
  const balustrade = planBalustrade({
    heightMm: options.heightMm,
    exposed: fascia.map(toWorld),
    added: added.map(toWorld),
    steps: steps
      ? {
          edge: steps.edge,
          sides:
            lastTread && steps.treads > 0
              ? [
                  { segment: [steps.treadPolygons[0][0], lastTread[3]], lengthMm: steps.stringerLengthMm },
                  { segment: [steps.treadPolygons[0][1], lastTread[2]], lengthMm: steps.stringerLengthMm },
                ]
              : [],
        }
      : null,
    subtract: subtractWalls,
  });

  return {
    balustrade,
    ...base,
    frame: {
      joists: joists.map(toWorld),
      doubledJoists: doubledJoists.map(toWorld),
      bearers: bearers.map(toWorld),
      ledgers: walls.map(toWorld),
      noggins: noggins.map(toWorld),
      posts: posts.map(out),
      support,
      footings,
      concreteBags: footings * guide.concreteBagsPerFooting,
      postLengthMm,
      hangers,
      joistCut: cutFromStock([...joists, ...walls, ...noggins].map(length), guide.joistStockMm),
      bearerCut: cutFromStock(bearers.map(length), guide.bearerStockMm),
      postCut: postLengthMm === null ? null : cutFromStock(Array<number>(posts.length).fill(postLengthMm), guide.postStockMm),
    },
    fascia: fascia.map(toWorld),
    fasciaLengthsMm,
    tooLarge: false,
  };
}
