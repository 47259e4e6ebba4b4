// Where the deck plan (DesignPlan.tsx) puts things: the viewBox that fits the drawing into a box of
// given pixels, each edge's length label just outside its edge, and a scale bar of a round length.
// Pure and in mm, so it is tested without a browser.
import { edgeLengths, formatArea, formatLength, isValidShape, polygonArea, signedPolygonArea, type Point } from '../../domain/geometry';

type Outline = { points: readonly Point[] };

export interface PlanFrame {
  /** viewBox in mm: x, y, width, height. */
  viewBox: [number, number, number, number];
  /** Pixels per mm. */
  scale: number;
  /** Bottom-left of the area kept for the scale bar, in mm (below the drawing). */
  scaleBarOrigin: Point;
}

export interface PlanFrameOptions {
  width: number;
  height: number;
  /** Pixels kept clear around the drawing (edge labels need room). */
  paddingPx: number;
  /** Pixels kept below the drawing for the scale bar (0 without). */
  bottomPx: number;
}

const FALLBACK_EXTENT_MM = 1000;

/** Fits every outline (valid or not: a plan shows what was drawn) into the box, centred. */
export function planFrame(shapes: readonly Outline[], { width, height, paddingPx, bottomPx }: PlanFrameOptions): PlanFrame {
  const points = shapes.flatMap((s) => s.points);
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const minX = points.length ? Math.min(...xs) : 0;
  const minY = points.length ? Math.min(...ys) : 0;
  const w = Math.max(points.length ? Math.max(...xs) - minX : FALLBACK_EXTENT_MM, 1);
  const h = Math.max(points.length ? Math.max(...ys) - minY : FALLBACK_EXTENT_MM, 1);
  const innerW = Math.max(width - 2 * paddingPx, 1);
  const innerH = Math.max(height - 2 * paddingPx - bottomPx, 1);
  const scale = Math.min(innerW / w, innerH / h);
  const x = minX + w / 2 - width / 2 / scale;
  const y = minY + h / 2 - (height - bottomPx) / 2 / scale;
  return {
    viewBox: [x, y, width / scale, height / scale],
    scale,
    scaleBarOrigin: { x: x + paddingPx / scale, y: y + (height - bottomPx / 2) / scale },
  };
}

/** SVG path data of closed outlines: "M x y L x y ... Z" each. */
export function outlinePath(polygons: ReadonlyArray<readonly Point[]>): string {
  return polygons
    .filter((polygon) => polygon.length > 1)
    .map((polygon) => `M${polygon.map((p) => `${round(p.x)} ${round(p.y)}`).join('L')}Z`)
    .join('');
}

/** SVG path data of line segments. */
export function linesPath(lines: ReadonlyArray<readonly [Point, Point]>): string {
  return lines.map(([a, b]) => `M${round(a.x)} ${round(a.y)}L${round(b.x)} ${round(b.y)}`).join('');
}

const round = (v: number) => Math.round(v * 10) / 10;

export interface PlanEdgeLabel {
  text: string;
  x: number;
  y: number;
  /** Degrees to turn the text so it reads along its edge, never upside down (-90 to 90). */
  angle: number;
}

/**
 * Each edge's length in metres (the calculator's 'm' unit), along the edge and centred just outside its
 * midpoint (offset along the outward normal by the font size, whichever way the outline winds).
 */
export function edgeLabelsOutside(points: readonly Point[], fontMm: number): PlanEdgeLabel[] {
  const outward = signedPolygonArea(points) >= 0 ? 1 : -1;
  return edgeLengths(points).map((length, i) => {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    const nx = length === 0 ? 0 : ((b.y - a.y) / length) * outward;
    const ny = length === 0 ? 0 : (-(b.x - a.x) / length) * outward;
    let angle = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
    if (angle > 90) angle -= 180;
    else if (angle <= -90) angle += 180;
    const offset = fontMm * 0.9;
    return { text: formatLength(length, 'm'), x: (a.x + b.x) / 2 + nx * offset, y: (a.y + b.y) / 2 + ny * offset, angle };
  });
}

const SCALE_BAR_STEPS_M = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100];

/** The longest round length (0.1, 0.2, 0.5, 1, 2, 5 ... m) no longer than `maxMm`, in mm. */
export function scaleBarLengthMm(maxMm: number): number {
  const fits = SCALE_BAR_STEPS_M.filter((m) => m * 1000 <= maxMm);
  return (fits.length ? fits[fits.length - 1] : SCALE_BAR_STEPS_M[0]) * 1000;
}

/**
 * "Deck plan: 2 shapes, 18.00 m²": the shapes drawn and the area of the valid ones (the Deck Area of docs/product.md#figures-and-limits).
 */
export function planSummary(shapes: readonly Outline[]): string {
  const area = shapes.reduce((sum, s) => (isValidShape(s.points) ? sum + polygonArea(s.points) : sum), 0);
  return `Deck plan: ${shapes.length} ${shapes.length === 1 ? 'shape' : 'shapes'}, ${formatArea(area)}`;
}
