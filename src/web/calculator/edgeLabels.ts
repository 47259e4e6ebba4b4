// Where the deck drawing puts each edge's length (docs/product.md#flows, the calculator's canvas): just
// outside the edge, clear of the edge's midpoint handle, and inside the visible stage. A label that
// would leave the stage goes to the inner side of its edge instead (a shape drawn against the stage's
// side, as the new shape at (50, 50) is on first load), and if neither side fits it is pulled inside.
// Pure geometry in world units (mm), so it is tested without a canvas.
import { edgeMidpoints, formatLength, shapeMetrics, type Point } from '../../domain/geometry';
import type { LengthUnit } from '../../domain/constants';

export interface EdgeLabel {
  text: string;
  /** Centre of the label, in mm. */
  x: number;
  y: number;
  /** Size of the label's box, in mm. */
  width: number;
  height: number;
}

/** The part of the world the stage shows, in mm. */
export interface WorldRect {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface EdgeLabelOptions {
  unit: LengthUnit;
  /** Stage pixels per mm. */
  scale: number;
  visible: WorldRect;
  /** Edge handle size and label font size, in screen px. */
  handlePx: number;
  fontPx: number;
  /** Width of a label's text in screen px at `fontPx`. */
  measure: (text: string) => number;
}

/** Screen px between a label and the handle it sits beside, and between a label and the stage's side. */
const GAP_PX = 3;

const inside = (l: EdgeLabel, r: WorldRect) =>
  l.x - l.width / 2 >= r.minX && l.x + l.width / 2 <= r.maxX && l.y - l.height / 2 >= r.minY && l.y + l.height / 2 <= r.maxY;

const clampInto = (l: EdgeLabel, r: WorldRect): EdgeLabel => ({
  ...l,
  x: Math.min(Math.max(l.x, r.minX + l.width / 2), r.maxX - l.width / 2),
  y: Math.min(Math.max(l.y, r.minY + l.height / 2), r.maxY - l.height / 2),
});

export function placeEdgeLabels(points: readonly Point[], options: EdgeLabelOptions): EdgeLabel[] {
  const { unit, scale, visible, handlePx, fontPx, measure } = options;
  const metrics = shapeMetrics(points);
  const mids = edgeMidpoints(points);
  const centre = { x: metrics.bounds.minX + metrics.bounds.width / 2, y: metrics.bounds.minY + metrics.bounds.height / 2 };
  const gap = GAP_PX / scale;
  const stage = { minX: visible.minX + gap, minY: visible.minY + gap, maxX: visible.maxX - gap, maxY: visible.maxY - gap };
  return metrics.edgeLengths.map((length, i) => {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    const m = mids[i];
    const text = formatLength(length, unit);
    const width = measure(text) / scale;
    const height = (fontPx * 1.2) / scale;
    // The outward normal: away from the shape's centre.
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    let nx = -(b.y - a.y) / len;
    let ny = (b.x - a.x) / len;
    if ((m.x - centre.x) * nx + (m.y - centre.y) * ny < 0) {
      nx = -nx;
      ny = -ny;
    }
    // Far enough along the normal that the label's box clears the handle's square.
    const clear = handlePx / 2 / scale + gap + (Math.abs(nx) * width + Math.abs(ny) * height) / 2;
    const outside: EdgeLabel = { text, x: m.x + nx * clear, y: m.y + ny * clear, width, height };
    if (inside(outside, stage)) return outside;
    const inner: EdgeLabel = { text, x: m.x - nx * clear, y: m.y - ny * clear, width, height };
    return inside(inner, stage) ? inner : clampInto(outside, stage);
  });
}

/**
 * The inside angle of a shape at one corner, in degrees (0..360): what the drawing shows beside a
 * corner while it is dragged. A reflex corner (the inner corner of an L) reads 270, not 90.
 */
export function cornerAngle(points: readonly Point[], index: number): number {
  const n = points.length;
  const p = points[index];
  const a = points[(index + n - 1) % n];
  const b = points[(index + 1) % n];
  const u = { x: a.x - p.x, y: a.y - p.y };
  const v = { x: b.x - p.x, y: b.y - p.y };
  const angle = (Math.atan2(Math.abs(u.x * v.y - u.y * v.x), u.x * v.x + u.y * v.y) * 180) / Math.PI;
  // The polygon's winding (shoelace sign) against the turn at this corner tells inside from outside.
  let twice = 0;
  for (let i = 0; i < n; i++) twice += points[i].x * points[(i + 1) % n].y - points[(i + 1) % n].x * points[i].y;
  const turn = (p.x - a.x) * (b.y - p.y) - (p.y - a.y) * (b.x - p.x);
  return turn * twice < 0 ? 360 - angle : angle;
}
