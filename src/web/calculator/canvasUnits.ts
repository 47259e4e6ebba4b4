// Screen scale of the deck drawing, shared by the canvas and the end-to-end tests (which must not
// load Konva in Node). PX_PER_MM lives with the stage view's rules in src/domain/canvasView.ts.
export { PX_PER_MM } from '../../domain/canvasView';
/**
 * The machine's stage origin sits this far inside the canvas, so shapes drawn near (0, 0) keep their
 * handles and dimension labels in view. Pointer positions are handed out relative to that origin.
 */
export const CANVAS_MARGIN_PX = 28;
