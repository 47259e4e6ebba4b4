// The editor adapter over the calculatorEditor machine: what the drawing shows (single fields read
// with useSelector) and the intents the canvas, toolbar and shape list call, each of which only
// sends machine events. The components depend on the DeckEditor interface alone.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  calculatorEditorMachine,
  canAdd,
  displayedPoints,
  editModeOf,
  materialsOf,
  type CalculatorEditorInput,
  type LengthEdit,
  type NudgeDirection,
} from '../../../machines/calculatorEditor.machine';
import type { EditMode, LengthUnit } from '../../domain/constants';
import type { Calculations } from '../../domain/materials';
import type { Point, Shape } from '../../domain/geometry';
import { getInspect } from '../inspect';
import type { StageView } from '../../domain/canvasView';
import type { DragInfo, DragPhase, PinchPhase } from './DeckCanvas';

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
  addShape: () => void;
  deleteShape: (shapeId: string) => void;
  select: (shapeId: string | null) => void;
  setMode: (mode: EditMode) => void;
  setUnit: (unit: LengthUnit) => void;
  cornerDrag: (shapeId: string, index: number, to: Point, phase: DragPhase) => void;
  edgeDrag: (shapeId: string, edgeIndex: number, point: Point, phase: DragPhase) => void;
  edgeSplit: (shapeId: string, edgeIndex: number) => void;
  shapeDrag: (shapeId: string, point: Point, phase: DragPhase) => void;
  /** Escape during a drag: the shape goes back. */
  cancelDrag: () => void;
  /** Keyboard: a shape by one grid step. */
  nudgeShape: (shapeId: string, direction: NudgeDirection) => void;
  /** Keyboard: one corner by one grid step (the machine applies the edit mode). */
  nudgeCorner: (shapeId: string, index: number, direction: NudgeDirection) => void;
  /** Keyboard: Delete on a focused shape. */
  deleteFocused: (shapeId: string) => void;
  pinch: (phase: PinchPhase, touches?: readonly [Point, Point]) => void;
  /** ctrl/cmd + wheel: zoom by a factor about a canvas point. */
  zoomAt: (factor: number, at: Point) => void;
  zoomIn: (at: Point) => void;
  zoomOut: (at: Point) => void;
  zoomReset: () => void;
  /** Fit to shapes in a stage of this size (px). */
  fit: (width: number, height: number) => void;
  undo: () => void;
  redo: () => void;
  /** Opens the Edge length (mm) field on an edge. */
  selectEdge: (shapeId: string, edgeIndex: number) => void;
  changeLength: (text: string) => void;
  applyLength: () => void;
  cancelLength: () => void;
}

/** The editor over a given actor, or over its own (started with `input`: restored shapes, say). */
export function useDeckEditor(actorOverride?: CalculatorEditorActor, input: CalculatorEditorInput = {}): DeckEditor {
  const own = useActorRef(calculatorEditorMachine, { input, inspect: getInspect() });
  const actor = actorOverride ?? own;
  const shapes = useSelector(actor, (s) => s.context.shapes);
  const mode = useSelector(actor, editModeOf);
  const unit = useSelector(actor, (s) => s.context.unit);
  const stage = useSelector(actor, (s) => s.context.stage);
  const selectedId = useSelector(actor, (s) => s.context.focusedShapeId);
  const addable = useSelector(actor, (s) => canAdd(s.context) && s.can({ type: 'shape.add' }));
  const canUndo = useSelector(actor, (s) => s.can({ type: 'history.undo' }));
  const canRedo = useSelector(actor, (s) => s.can({ type: 'history.redo' }));
  const lengthEdit = useSelector(actor, (s) => s.context.lengthEdit);
  const announcement = useSelector(actor, (s) => s.context.announcement);

  const calculations = useMemo(() => materialsOf({ shapes }), [shapes]);
  // The machine's stage is the view the canvas draws (one StageView, src/domain/canvasView.ts).
  const view = stage;

  return useMemo<DeckEditor>(() => {
    const send = actor.send.bind(actor);
    // A gesture's phases, each one event; a gesture that stops without a release (the pointer is
    // taken away) is cancelled, and the machine puts the shape back.
    const drag = (start: () => void, move: () => void, end: () => void) => (phase: DragPhase) => {
      if (phase === 'start') start();
      else if (phase === 'move') move();
      else if (phase === 'end') end();
      else send({ type: 'drag.cancel' });
    };
    return {
      actor,
      shapes,
      calculations,
      mode,
      unit,
      view,
      selectedId,
      canAdd: addable,
      canUndo,
      canRedo,
      lengthEdit,
      announcement,
      addShape: () => send({ type: 'shape.add' }),
      deleteShape: (shapeId) => send({ type: 'shape.remove', shapeId }),
      select: (shapeId) => send({ type: 'shape.focus', shapeId }),
      setMode: (m) => send({ type: 'mode.set', mode: m }),
      setUnit: (u) => send({ type: 'unit.set', unit: u }),
      cornerDrag: (shapeId, index, point, phase) =>
        drag(
          () => send({ type: 'corner.dragStart', shapeId, index }),
          () => send({ type: 'corner.dragMove', point }),
          () => send({ type: 'corner.dragEnd' }),
        )(phase),
      edgeDrag: (shapeId, edgeIndex, point, phase) =>
        drag(
          () => send({ type: 'edge.dragStart', shapeId, edgeIndex, point }),
          () => send({ type: 'edge.dragMove', point }),
          () => send({ type: 'edge.dragEnd' }),
        )(phase),
      edgeSplit: (shapeId, edgeIndex) => send({ type: 'midpoint.click', shapeId, edgeIndex }),
      shapeDrag: (shapeId, point, phase) =>
        drag(
          () => send({ type: 'shape.dragStart', shapeId, point }),
          () => send({ type: 'shape.dragMove', point }),
          () => send({ type: 'shape.dragEnd' }),
        )(phase),
      cancelDrag: () => send({ type: 'drag.cancel' }),
      nudgeShape: (shapeId, direction) => send({ type: 'shape.nudge', shapeId, direction }),
      nudgeCorner: (shapeId, index, direction) => send({ type: 'corner.nudge', shapeId, index, direction }),
      deleteFocused: (shapeId) => send({ type: 'shape.remove', shapeId }),
      pinch: (phase, touches) => {
        if (phase === 'start' && touches) send({ type: 'pinch.start', touches });
        else if (phase === 'move' && touches) send({ type: 'pinch.move', touches });
        else if (phase === 'end') send({ type: 'pinch.end' });
      },
      zoomAt: (factor, at) => send({ type: 'zoom.by', factor, at }),
      zoomIn: (at) => send({ type: 'zoom.in', at }),
      zoomOut: (at) => send({ type: 'zoom.out', at }),
      zoomReset: () => send({ type: 'zoom.reset' }),
      fit: (width, height) => send({ type: 'zoom.fit', width, height }),
      undo: () => send({ type: 'history.undo' }),
      redo: () => send({ type: 'history.redo' }),
      selectEdge: (shapeId, edgeIndex) => send({ type: 'edge.select', shapeId, edgeIndex }),
      changeLength: (text) => send({ type: 'length.change', text }),
      applyLength: () => send({ type: 'length.apply' }),
      cancelLength: () => send({ type: 'length.cancel' }),
    };
  }, [actor, shapes, calculations, mode, unit, view, selectedId, addable, canUndo, canRedo, lengthEdit, announcement]);
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
