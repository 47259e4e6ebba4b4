// Exact edge lengths in the calculator (docs/product.md#calculator-editing, docs/product.md#shape-validity and
// "Snapping"): a typed length, read in millimetres and snapped to the 10 mm grid, applied in the edit
// mode's way. On a rectangle, in either mode, the edge's end corner moves along the edge and the
// opposite side moves with it: that edge and its opposite get the length, the other two stay. Otherwise
// scaling scales the whole shape about the edge's first corner so that edge has the length, and
// individual moves only the edge's end corner. The caller refuses a result that isValidShape rejects.
import { GRID_STEP, type EditMode } from './constants';
import { distance, isRectangle, snapPoint, snapToGrid, type Point } from './geometry';

export const EDGE_LENGTH_LABEL = 'Edge length (mm)';
/** Shown next to the field when the typed text is not a length. */
export const EDGE_LENGTH_NOT_A_NUMBER = 'Type the length in millimetres, for example 2000.';
/** Shown next to the field when the length would make the shape invalid (docs/product.md#validation-rules); nothing changes. */
export const EDGE_LENGTH_REFUSED =
  'That length would make the shape invalid (under 0.1 m², corners too close or edges crossing), so it was not applied.';

/** The typed text as a length in mm on the 10 mm grid, or null when it is not a positive number. */
export function parseEdgeLength(text: string): number | null {
  const trimmed = text.trim().replace(/\s*mm$/i, '');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const mm = snapToGrid(Number(trimmed), GRID_STEP);
  return Number.isFinite(mm) && mm > 0 ? mm : null;
}

/** The shape's points with edge `edgeIndex` (points[i] to points[i+1]) made `length` mm long, snapped. */
export function withEdgeLength(points: readonly Point[], edgeIndex: number, length: number, mode: EditMode): Point[] {
  const n = points.length;
  const i = edgeIndex;
  const j = (i + 1) % n;
  const a = points[i];
  const b = points[j];
  const current = distance(a, b);
  if (current === 0) return points.map((p) => ({ ...p }));
  // A rectangle's typed edge is set as typed in either mode (issue "A deck you can build": typing 4000
  // on a 1 m square made it 4 m x 4 m): only a corner drag scales it.
  if (mode === 'scaling' && !isRectangle(points)) {
    const f = length / current;
    return points.map((p) => snapPoint({ x: a.x + (p.x - a.x) * f, y: a.y + (p.y - a.y) * f }));
  }
  const to = { x: a.x + ((b.x - a.x) * length) / current, y: a.y + ((b.y - a.y) * length) / current };
  const delta = { x: to.x - b.x, y: to.y - b.y };
  // On a rectangle the corner after the end corner moves by the same amount: the far side follows.
  const k = isRectangle(points) ? (j + 1) % n : -1;
  return points.map((p, index) => (index === j || index === k ? snapPoint({ x: p.x + delta.x, y: p.y + delta.y }) : { ...p }));
}
