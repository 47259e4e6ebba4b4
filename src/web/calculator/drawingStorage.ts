// The calculator's drawing kept in this browser (docs/product.md#designs): it survives a
// reload and the trip to /login, until the drawing is cleared or saved. Brand and colour are in the
// URL already, so only the shapes, the board direction and the opened design are kept. Reading it back
// (storedDrawing.ts) checks it with the designs schemas, loaded once the page is up.
import type { StoredDrawing } from '../../../machines/designSession.machine';

export const DRAWING_STORAGE_KEY = 'boardwalk.calculatorDrawing';

/** This browser's storage, or null where it is blocked (private mode, a sandboxed frame): the drawing then lives as long as the tab. */
export function drawingStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Whether this browser holds a drawing to read back: without one, its checker (storedDrawing.ts, with zod) is not loaded. */
export function hasStoredDrawing(): boolean {
  try {
    return drawingStorage()?.getItem(DRAWING_STORAGE_KEY) != null;
  } catch {
    return false;
  }
}

export function writeStoredDrawing(drawing: StoredDrawing): void {
  try {
    drawingStorage()?.setItem(DRAWING_STORAGE_KEY, JSON.stringify(drawing));
  } catch {
    // Quota exceeded: keeping the drawing is a convenience; the page goes on without it.
  }
}

export function clearStoredDrawing(): void {
  try {
    drawingStorage()?.removeItem(DRAWING_STORAGE_KEY);
  } catch {
    // As above.
  }
}
