// What the drawing shows of the calculatorEditor machine, read with useSelector. The canvas, toolbar and
// shape list send the machine their events themselves (DeckEditorContext's actor).
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  canAdd,
  displayedPoints,
  editModeOf,
  materialsOf,
  type calculatorEditorMachine,
  type LengthEdit,
} from '../../../machines/calculatorEditor.machine';
import type { EditMode, LengthUnit } from '../../domain/constants';
import type { Calculations } from '../../domain/materials';
import type { Shape } from '../../domain/geometry';
import type { StageView } from '../../domain/canvasView';
import { DeckEditorContext } from './deckEditorActor';

/** What a drag on the canvas holds: a corner, an edge or a whole shape (DeckCanvas.tsx draws it). */
export interface DragInfo {
  kind: 'corner' | 'edge' | 'shape';
  index: number | null;
}

export type CalculatorEditorActor = ActorRefFrom<typeof calculatorEditorMachine>;

export interface DeckEditor {
  actor: CalculatorEditorActor;
  /**
   * Committed shapes: what the materials, the shape list and the quote are computed from. The
   * canvas draws a drag's preview instead (useDrawing), so that a drag re-renders it alone.
   */
  shapes: readonly Shape[];
  calculations: Calculations;
  mode: EditMode;
  unit: LengthUnit;
  view: StageView;
  selectedId: string | null;
  canAdd: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** The exact-length field while it is open. */
  lengthEdit: LengthEdit | null;
  /** What the last committed edit did, for the polite live region. */
  announcement: string;
}

/** What the drawing screen shows of its editor actor (DeckEditorContext): single fields, each read with useSelector. */
export function useDeckEditor(): DeckEditor {
  const actor = DeckEditorContext.useActorRef();
  const shapes = useSelector(actor, (s) => s.context.shapes);
  const mode = useSelector(actor, editModeOf);
  const unit = useSelector(actor, (s) => s.context.unit);
  const view = useSelector(actor, (s) => s.context.stage);
  const selectedId = useSelector(actor, (s) => s.context.focusedShapeId);
  const addable = useSelector(actor, (s) => canAdd(s.context) && s.can({ type: 'shape.add' }));
  const canUndo = useSelector(actor, (s) => s.can({ type: 'history.undo' }));
  const canRedo = useSelector(actor, (s) => s.can({ type: 'history.redo' }));
  const lengthEdit = useSelector(actor, (s) => s.context.lengthEdit);
  const announcement = useSelector(actor, (s) => s.context.announcement);
  const calculations = useMemo(() => materialsOf({ shapes }), [shapes]);
  return useMemo<DeckEditor>(
    () => ({ actor, shapes, calculations, mode, unit, view, selectedId, canAdd: addable, canUndo, canRedo, lengthEdit, announcement }),
    [actor, shapes, calculations, mode, unit, view, selectedId, addable, canUndo, canRedo, lengthEdit, announcement],
  );
}

export interface Drawing {
  /** Shapes as drawn: a drag's preview in place of the shape being dragged (the others keep their identity). */
  shapes: readonly Shape[];
  /** The shape being dragged, if any. */
  draggedId: string | null;
  /** What of it is dragged (a corner shows its angle). */
  drag: DragInfo | null;
}

/** What the canvas draws; read by the canvas alone, so that a drag re-renders nothing else. */
export function useDrawing(actor: CalculatorEditorActor): Drawing {
  const shapes = useSelector(actor, (s) => s.context.shapes);
  const drag = useSelector(actor, (s) => s.context.drag);
  return useMemo(
    () => ({
      shapes: shapes.map((s) => (drag?.shapeId === s.id && drag.preview ? { ...s, points: displayedPoints({ shapes, drag }, s.id) } : s)),
      draggedId: drag?.shapeId ?? null,
      drag: drag && { kind: drag.kind, index: drag.kind === 'corner' ? drag.index : drag.kind === 'edge' ? drag.edgeIndex : null },
    }),
    [shapes, drag],
  );
}
