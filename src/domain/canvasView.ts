// The calculator's stage view (docs/product.md#calculator-editing: zoom between 0.1 and 5): how zoom buttons,
// the wheel, reset and Fit to shapes move it. World coordinates are millimetres; at zoom 1 one
// millimetre is PX_PER_MM screen pixels, so a new 1000 mm square is 200 px wide and fits a phone.
import { bounds, clampZoom, type Point } from './geometry';

export const PX_PER_MM = 0.2;
/** One press of Zoom in or Zoom out. */
export const ZOOM_STEP = 1.25;
/** Screen px kept clear around the shapes by Fit to shapes. */
export const FIT_PADDING_PX = 24;

export interface StageView {
  /** Zoom factor, 0.1..5. */
  scale: number;
  /** Offset of the world origin on the stage, in screen px. */
  x: number;
  y: number;
}

export const INITIAL_VIEW: StageView = { scale: 1, x: 0, y: 0 };

/** Zoom by a factor (clamped to 0.1..5) about a stage point, which stays where it is on screen. */
export function zoomAbout(view: StageView, factor: number, at: Point): StageView {
  const scale = clampZoom(view.scale * factor);
  const anchor = { x: (at.x - view.x) / view.scale, y: (at.y - view.y) / view.scale };
  return { scale, x: at.x - anchor.x * scale, y: at.y - anchor.y * scale };
}

/** The view that shows every point, centred in a stage of width x height px; the same view with none. */
export function fitView(points: readonly Point[], width: number, height: number, view: StageView): StageView {
  if (points.length === 0 || width <= 0 || height <= 0) return view;
  const b = bounds(points);
  const room = { w: Math.max(1, width - 2 * FIT_PADDING_PX), h: Math.max(1, height - 2 * FIT_PADDING_PX) };
  const scale = clampZoom(Math.min(room.w / Math.max(b.width * PX_PER_MM, 1), room.h / Math.max(b.height * PX_PER_MM, 1)));
  const s = scale * PX_PER_MM;
  return { scale, x: width / 2 - (b.minX + b.width / 2) * s, y: height / 2 - (b.minY + b.height / 2) * s };
}
