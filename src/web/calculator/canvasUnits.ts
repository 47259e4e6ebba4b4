// Screen scale of the deck drawing, shared by the canvas and the end-to-end tests (which must not
// load Konva in Node). World coordinates are millimetres; at zoom 1 one millimetre is PX_PER_MM
// screen pixels, so a new 1000 mm square is 200 px wide and fits a phone.
export const PX_PER_MM = 0.2;
/**
 * The machine's stage origin sits this far inside the canvas, so shapes drawn near (0, 0) keep their
 * handles and dimension labels in view. Pointer positions are handed out relative to that origin.
 */
export const CANVAS_MARGIN_PX = 28;
