// Reading back the calculator's drawing kept in this browser (drawingStorage.ts), checked with the
// designs schemas: a stale or hand-edited entry is ignored, never trusted. Its own module, loaded after
// the page is up, so zod's schemas for designs are not part of the calculator's first load.
import { z } from 'zod';
import '../api/zodConfig';
import type { StoredDrawing } from '../../../machines/designSession.machine';
import { MAX_SHAPES } from '../../domain/constants';
import { BOARD_DIRECTIONS, deckOptions, designShape } from '../../domain/schemas/designs';
import { DRAWING_STORAGE_KEY, drawingStorage } from './drawingStorage';

const storedDrawing = z.object({
  shapes: z.array(designShape).min(1).max(MAX_SHAPES),
  boardDirection: z.enum(BOARD_DIRECTIONS),
  design: z.object({ id: z.string(), name: z.string(), projectId: z.string().nullable() }).nullable(),
  deck: deckOptions.optional(),
});

export function readStoredDrawing(): StoredDrawing | null {
  const raw = drawingStorage()?.getItem(DRAWING_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = storedDrawing.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
