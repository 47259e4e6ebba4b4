// The calculator's drawing kept in this browser (DESIGN.md "Beyond the spec: Designs"): it survives a
// reload and the trip to /login, until the drawing is cleared or saved. Brand and colour are in the
// URL already, so only the shapes, the board direction and the opened design are kept. What is read
// back is checked with the designs schemas: a stale or hand-edited entry is ignored, never trusted.
import { z } from 'zod';
import type { StoredDrawing } from '../../../machines/designTools.machine';
import { BOARD_DIRECTIONS, designShape } from '../../domain/schemas/designs';
import { MAX_SHAPES } from '../../domain/constants';

export const DRAWING_STORAGE_KEY = 'boardwalk.calculatorDrawing';

const storedDrawing = z.object({
  shapes: z.array(designShape).min(1).max(MAX_SHAPES),
  boardDirection: z.enum(BOARD_DIRECTIONS),
  design: z.object({ id: z.string(), name: z.string(), projectId: z.string().nullable() }).nullable(),
});

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage blocked (private mode, a sandboxed frame): the drawing then lives as long as the tab.
    return null;
  }
}

export function readStoredDrawing(): StoredDrawing | null {
  const raw = storage()?.getItem(DRAWING_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = storedDrawing.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStoredDrawing(drawing: StoredDrawing): void {
  try {
    storage()?.setItem(DRAWING_STORAGE_KEY, JSON.stringify(drawing));
  } catch {
    // Quota exceeded: keeping the drawing is a convenience; the page goes on without it.
  }
}

export function clearStoredDrawing(): void {
  try {
    storage()?.removeItem(DRAWING_STORAGE_KEY);
  } catch {
    // As above.
  }
}
