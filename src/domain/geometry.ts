// Deck shape geometry for the calculator (docs/product.md#records-and-fields, docs/product.md#flows, docs/product.md#validation-rules,
// docs/product.md#figures-and-limits). Coordinates are millimetres.
// Edit operations are pure: they return a new point array snapped to the grid, and the caller
// (calculatorEditor machine) keeps the old points when the result is not valid.

import {
  GRID_STEP,
  MAX_SHAPES,
  MIN_POINT_DISTANCE,
  MIN_VALID_AREA_MM2,
  MM2_PER_M2,
  NEW_SHAPE_ORIGIN,
  NEW_SHAPE_SIZE_MM,
  ZOOM_MAX,
  ZOOM_MIN,
  type LengthUnit,
} from './constants';

export interface Point {
  x: number;
  y: number;
}

export interface Shape {
  id: string;
  points: Point[];
}

export interface Bounds {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
  width: number;
  height: number;
}

export interface ShapeMetrics {
  /** mm2 */
  area: number;
  /** mm */
  perimeter: number;
  /** edgeLengths[i] is the edge from points[i] to points[(i + 1) % n], in mm. */
  edgeLengths: number[];
  bounds: Bounds;
  isValid: boolean;
  isRectangle: boolean;
}

/** Shape as sent in the calculator's quote request variant (docs/product.md#records-and-fields). */
export interface QuoteBox {
  id: string;
  width: number;
  height: number;
  x: number;
  y: number;
  /** The outline itself (beside the spec's bounding box), so staff see the deck's real shape. */
  points: Point[];
}

// Tolerance for the orientation tests; coordinates are grid-snapped integers in practice.
const EPSILON = 1e-9;

/** Round to the nearest multiple of step (never returns -0). */
export function snapToGrid(value: number, step: number = GRID_STEP): number {
  const snapped = Math.round(value / step) * step;
  return snapped === 0 ? 0 : snapped;
}

export function snapPoint(p: Point, step: number = GRID_STEP): Point {
  return { x: snapToGrid(p.x, step), y: snapToGrid(p.y, step) };
}

function snapAll(points: readonly Point[]): Point[] {
  return points.map((p) => snapPoint(p));
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** A straight member or edge from one point to another, mm (a joist, a bearer, a run of balustrade). */
export type Segment = [Point, Point];

export function segmentLength([a, b]: Segment): number {
  return distance(a, b);
}

/** The point a fraction t of the way from the segment's start to its end. */
export function pointAlong([a, b]: Segment, t: number): Point {
  return { x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) };
}

/**
 * How far along the segment p lies (0 at its start, 1 at its end), or null when p is further than
 * toleranceMm from it: a post "on" a run may sit a rounding's width off its line.
 */
export function fractionAlong(p: Point, [a, b]: Segment, toleranceMm = 1): number | null {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  if (len2 === 0) return null;
  const t = ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2;
  if (t < -1e-6 || t > 1 + 1e-6) return null;
  return Math.hypot(a.x + dx * t - p.x, a.y + dy * t - p.y) <= toleranceMm ? Math.min(1, Math.max(0, t)) : null;
}

/** Polygon area by the shoelace formula, in mm2: positive when the corners run from +x towards +y. */
export function signedPolygonArea(points: readonly Point[]): number {
  if (points.length < 3) return 0;
  let twice = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    twice += a.x * b.y - b.x * a.y;
  }
  return twice / 2;
}

/** Absolute polygon area by the shoelace formula, in mm2. */
export function polygonArea(points: readonly Point[]): number {
  return Math.abs(signedPolygonArea(points));
}

export function edgeLengths(points: readonly Point[]): number[] {
  if (points.length < 2) return [];
  return points.map((p, i) => distance(p, points[(i + 1) % points.length]));
}

export function bounds(points: readonly Point[]): Bounds {
  if (points.length === 0) return { minX: 0, maxX: 0, minY: 0, maxY: 0, width: 0, height: 0 };
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  return { minX, maxX, minY, maxY, width: maxX - minX, height: maxY - minY };
}

function cross(o: Point, a: Point, b: Point): number {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

function sign(v: number): -1 | 0 | 1 {
  if (v > EPSILON) return 1;
  if (v < -EPSILON) return -1;
  return 0;
}

/** Whether q lies within the bounding box of segment p-r (used once q is known to be collinear). */
function onSegment(p: Point, q: Point, r: Point): boolean {
  return (
    q.x <= Math.max(p.x, r.x) + EPSILON &&
    q.x >= Math.min(p.x, r.x) - EPSILON &&
    q.y <= Math.max(p.y, r.y) + EPSILON &&
    q.y >= Math.min(p.y, r.y) - EPSILON
  );
}

/** Closed-segment intersection test: crossing, touching or collinear overlap all count. */
export function segmentsIntersect(p1: Point, p2: Point, q1: Point, q2: Point): boolean {
  const d1 = sign(cross(p1, p2, q1));
  const d2 = sign(cross(p1, p2, q2));
  const d3 = sign(cross(q1, q2, p1));
  const d4 = sign(cross(q1, q2, p2));
  if (d1 !== d2 && d3 !== d4 && d1 !== 0 && d2 !== 0 && d3 !== 0 && d4 !== 0) return true;
  if (d1 === 0 && onSegment(p1, q1, p2)) return true;
  if (d2 === 0 && onSegment(p1, q2, p2)) return true;
  if (d3 === 0 && onSegment(q1, p1, q2)) return true;
  if (d4 === 0 && onSegment(q1, p2, q2)) return true;
  return false;
}

/**
 * True when any two edges of the closed polygon meet other than at their shared corner: non-adjacent
 * edges that cross or touch, or adjacent edges that fold back over each other.
 */
export function isSelfIntersecting(points: readonly Point[]): boolean {
  const n = points.length;
  if (n < 3) return false;
  for (let i = 0; i < n; i++) {
    const a1 = points[i];
    const a2 = points[(i + 1) % n];
    // Adjacent edge (i, i+1) shares corner a2: it overlaps only when it turns straight back.
    const b2 = points[(i + 2) % n];
    if (sign(cross(a1, a2, b2)) === 0) {
      const dot = (a1.x - a2.x) * (b2.x - a2.x) + (a1.y - a2.y) * (b2.y - a2.y);
      if (dot > EPSILON) return true;
    }
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue; // edges n-1 and 0 are adjacent
      if (segmentsIntersect(a1, a2, points[j], points[(j + 1) % n])) return true;
    }
  }
  return false;
}

function hasPointsTooClose(points: readonly Point[]): boolean {
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      if (distance(points[i], points[j]) < MIN_POINT_DISTANCE) return true;
    }
  }
  return false;
}

/** Validity rule of docs/product.md#validation-rules, plus no crossing edges. */
export function isValidShape(points: readonly Point[]): boolean {
  return (
    points.length >= 3 &&
    points.every((p) => Number.isFinite(p.x) && Number.isFinite(p.y)) &&
    polygonArea(points) >= MIN_VALID_AREA_MM2 &&
    !hasPointsTooClose(points) &&
    !isSelfIntersecting(points)
  );
}

/** Four corners, each a right angle (any orientation). */
export function isRectangle(points: readonly Point[]): boolean {
  if (points.length !== 4 || polygonArea(points) === 0) return false;
  for (let i = 0; i < 4; i++) {
    const prev = points[(i + 3) % 4];
    const cur = points[i];
    const next = points[(i + 1) % 4];
    const ux = prev.x - cur.x;
    const uy = prev.y - cur.y;
    const vx = next.x - cur.x;
    const vy = next.y - cur.y;
    const lengths = Math.hypot(ux, uy) * Math.hypot(vx, vy);
    if (lengths === 0) return false;
    // cosine of the corner angle; allow a little slack for grid snapping of rotated rectangles
    if (Math.abs((ux * vx + uy * vy) / lengths) > 1e-6) return false;
  }
  return true;
}

export function shapeMetrics(points: readonly Point[]): ShapeMetrics {
  const lengths = edgeLengths(points);
  return {
    area: polygonArea(points),
    perimeter: lengths.reduce((sum, l) => sum + l, 0),
    edgeLengths: lengths,
    bounds: bounds(points),
    isValid: isValidShape(points),
    isRectangle: isRectangle(points),
  };
}

/** A new shape: 1000 x 1000 mm square from (50, 50), id box-{timestamp} (docs/product.md#records-and-fields). */
export function newShape(nowMs: number): Shape {
  const { x, y } = NEW_SHAPE_ORIGIN;
  const s = NEW_SHAPE_SIZE_MM;
  return {
    id: `box-${nowMs}`,
    points: [
      { x, y },
      { x: x + s, y },
      { x: x + s, y: y + s },
      { x, y: y + s },
    ],
  };
}

function checkIndex(points: readonly Point[], index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= points.length) {
    throw new RangeError(`index ${index} out of range for ${points.length} points`);
  }
}

/** Individual mode: one corner moves alone to the snapped target. */
export function moveCorner(points: readonly Point[], index: number, to: Point): Point[] {
  checkIndex(points, index);
  return points.map((p, i) => (i === index ? snapPoint(to) : { ...p }));
}

/** The anchor for scaling: the corner farthest from the dragged one (the opposite corner of a rectangle). */
export function anchorIndex(points: readonly Point[], index: number): number {
  checkIndex(points, index);
  let best = index;
  let bestDistance = -1;
  points.forEach((p, i) => {
    const d = distance(p, points[index]);
    if (i !== index && d > bestDistance) {
      best = i;
      bestDistance = d;
    }
  });
  return best;
}

/**
 * Scaling mode: dragging corner `index` to `to` scales the whole shape uniformly about the anchor
 * corner, so proportions are kept. The factor is the projection of the pointer onto the
 * anchor-to-corner diagonal; dragging past the anchor collapses the shape (invalid, so ignored).
 */
export function scaleFromCorner(points: readonly Point[], index: number, to: Point): Point[] {
  const anchor = points[anchorIndex(points, index)];
  const corner = points[index];
  const dx = corner.x - anchor.x;
  const dy = corner.y - anchor.y;
  const lengthSquared = dx * dx + dy * dy;
  if (lengthSquared === 0) return snapAll(points);
  const factor = Math.max(0, ((to.x - anchor.x) * dx + (to.y - anchor.y) * dy) / lengthSquared);
  return snapAll(points.map((p) => ({ x: anchor.x + (p.x - anchor.x) * factor, y: anchor.y + (p.y - anchor.y) * factor })));
}

/**
 * Scaling mode edge drag: edge `edgeIndex` (points[i] to points[i+1]) moves perpendicular to itself
 * by the component of `delta` along its normal.
 */
export function moveEdge(points: readonly Point[], edgeIndex: number, delta: Point): Point[] {
  checkIndex(points, edgeIndex);
  const j = (edgeIndex + 1) % points.length;
  const a = points[edgeIndex];
  const b = points[j];
  const length = distance(a, b);
  if (length === 0) return snapAll(points);
  const nx = -(b.y - a.y) / length;
  const ny = (b.x - a.x) / length;
  const along = delta.x * nx + delta.y * ny;
  return snapAll(points.map((p, i) => (i === edgeIndex || i === j ? { x: p.x + nx * along, y: p.y + ny * along } : p)));
}

/** Individual mode: insert the edge's midpoint as a new corner after points[edgeIndex]. */
export function splitEdge(points: readonly Point[], edgeIndex: number): Point[] {
  checkIndex(points, edgeIndex);
  const a = points[edgeIndex];
  const b = points[(edgeIndex + 1) % points.length];
  const mid = snapPoint({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  const result = snapAll(points);
  result.splice(edgeIndex + 1, 0, mid);
  return result;
}

/** Drag the whole shape. */
export function translate(points: readonly Point[], dx: number, dy: number): Point[] {
  return snapAll(points.map((p) => ({ x: p.x + dx, y: p.y + dy })));
}

/** Midpoint of each edge, for the edge handles; index i belongs to edge i. Not snapped. */
export function edgeMidpoints(points: readonly Point[]): Point[] {
  if (points.length < 2) return [];
  return points.map((a, i) => {
    const b = points[(i + 1) % points.length];
    return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  });
}

/** Add Shape is disabled at 5 shapes (docs/product.md#validation-rules). */
export function canAddShape(shapeCount: number): boolean {
  return shapeCount < MAX_SHAPES;
}

/** Stage scale stays between 0.1 and 5 (docs/product.md#flows). */
export function clampZoom(scale: number): number {
  if (!Number.isFinite(scale)) return 1;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, scale));
}

/** An edit that would make the shape invalid is ignored (docs/product.md#validation-rules). */
export function acceptEdit(current: Point[], proposed: Point[]): Point[] {
  return isValidShape(proposed) ? proposed : current;
}

/**
 * Length label (docs/product.md#figures-and-limits): under 1000 mm shows mm; from 1000 mm, 'cm' mode shows cm with one
 * decimal and 'm' mode shows m with two decimals.
 */
export function formatLength(mm: number, unit: LengthUnit): string {
  const rounded = Math.round(mm);
  if (Math.abs(rounded) < 1000) return `${rounded} mm`;
  return unit === 'm' ? `${(mm / 1000).toFixed(2)} m` : `${(mm / 10).toFixed(1)} cm`;
}

export function areaToSquareMetres(areaMm2: number): number {
  return areaMm2 / MM2_PER_M2;
}

/** Area shown in m2 with two decimals. */
export function formatArea(areaMm2: number): string {
  return `${areaToSquareMetres(areaMm2).toFixed(2)} m²`;
}

export function shapeToQuoteBox(shape: Shape): QuoteBox {
  const b = bounds(shape.points);
  return { id: shape.id, width: b.width, height: b.height, x: b.minX, y: b.minY, points: shape.points.map(({ x, y }) => ({ x, y })) };
}
