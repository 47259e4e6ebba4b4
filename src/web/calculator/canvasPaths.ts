// Paths the deck canvas's custom shapes draw (the board layout, the frame and the steps): line segments
// stroked as one path, and polygons filled and outlined as one path, in mm on Konva's scene context.
import type { Context } from 'konva/lib/Context';
import type { Point } from '../../domain/geometry';

/** Strokes every segment as one path, `widthPx` screen pixels wide at the stage's `scale`. */
export function strokeSegments(
  ctx: Context,
  segments: ReadonlyArray<readonly [Point, Point]>,
  colour: string,
  widthPx: number,
  scale: number,
): void {
  if (segments.length === 0) return;
  ctx.beginPath();
  for (const [a, b] of segments) {
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
  }
  ctx.strokeStyle = colour;
  ctx.lineWidth = widthPx / scale;
  ctx.stroke();
}

/** Fills every polygon (each closed) as one path, then outlines them `widthPx` screen pixels wide. */
export function fillRings(
  ctx: Context,
  rings: ReadonlyArray<readonly Point[]>,
  fill: string,
  outline: string,
  widthPx: number,
  scale: number,
): void {
  if (rings.length === 0) return;
  ctx.beginPath();
  for (const ring of rings) {
    ring.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    ctx.closePath();
  }
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.strokeStyle = outline;
  ctx.lineWidth = widthPx / scale;
  ctx.stroke();
}
