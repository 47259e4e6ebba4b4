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
  materialsOf,
  NUDGE_STEP,
  type NudgeDirection,
} from '../../../machines/calculatorEditor.machine';
import type { EditMode, LengthUnit } from '../../domain/constants';
import type { Calculations } from '../../domain/materials';
import type { Point, Shape } from '../../domain/geometry';
import { getInspect } from '../inspect';
import type { DragPhase, PinchPhase, StageView } from './DeckCanvas';

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
  addShape: () => void;
  deleteShape: (shapeId: string) => void;
  select: (shapeId: string | null) => void;
  setMode: (mode: EditMode) => void;
  setUnit: (unit: LengthUnit) => void;
  cornerDrag: (shapeId: string, index: number, to: Point, phase: DragPhase) => void;
  edgeDrag: (shapeId: string, edgeIndex: number, point: Point, phase: DragPhase) => void;
  edgeSplit: (shapeId: string, edgeIndex: number) => void;
  shapeDrag: (shapeId: string, point: Point, phase: DragPhase) => void;
  /** Keyboard: the focused shape by one grid step. */
  nudgeShape: (shapeId: string, direction: NudgeDirection) => void;
  /** Keyboard: one corner by one grid step (a corner drag of one step, so the edit mode applies). */
  nudgeCorner: (shapeId: string, index: number, direction: NudgeDirection) => void;
  /** Keyboard: Delete on a focused shape. */
  deleteFocused: (shapeId: string) => void;
  pinch: (phase: PinchPhase, touches?: readonly [Point, Point]) => void;
  /** Zoom by a factor about a point of the canvas (buttons and ctrl+wheel), as a two-finger gesture. */
  zoomAt: (factor: number, at: Point) => void;
}

const STEP: Record<NudgeDirection, Point> = { up: { x: 0, y: -1 }, down: { x: 0, y: 1 }, left: { x: -1, y: 0 }, right: { x: 1, y: 0 } };

export function useDeckEditor(actorOverride?: CalculatorEditorActor): DeckEditor {
  const own = useActorRef(calculatorEditorMachine, { input: {}, inspect: getInspect() });
  const actor = actorOverride ?? own;
  const shapes = useSelector(actor, (s) => s.context.shapes);
  const mode = useSelector(actor, (s) => s.context.editMode);
  const unit = useSelector(actor, (s) => s.context.unit);
  const stage = useSelector(actor, (s) => s.context.stage);
  const selectedId = useSelector(actor, (s) => s.context.focusedShapeId);
  const addable = useSelector(actor, (s) => canAdd(s.context) && s.can({ type: 'shape.add' }));

  const calculations = useMemo(() => materialsOf({ shapes }), [shapes]);
  const view = useMemo(() => ({ zoom: stage.scale, x: stage.x, y: stage.y }), [stage]);

  return useMemo<DeckEditor>(() => {
    const send = actor.send.bind(actor);
    // A gesture that stops without a release (a second finger lands) puts the shape back: the
    // machine has no cancel, so the drag is moved back to where it began and released there.
    const drag = (start: () => void, move: (p: Point) => void, end: () => void) => (point: Point, phase: DragPhase, origin: Point) => {
      if (phase === 'start') start();
      else if (phase === 'move') move(point);
      else if (phase === 'end') end();
      else {
        move(origin);
        end();
      }
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
      addShape: () => send({ type: 'shape.add' }),
      deleteShape: (shapeId) => send({ type: 'shape.remove', shapeId }),
      select: (shapeId) => send({ type: 'shape.focus', shapeId }),
      setMode: (m) => send({ type: 'mode.set', mode: m }),
      setUnit: (u) => send({ type: 'unit.set', unit: u }),
      cornerDrag: (shapeId, index, to, phase) => {
        const origin = actor.getSnapshot().context.shapes.find((s) => s.id === shapeId)?.points[index] ?? to;
        drag(
          () => send({ type: 'corner.dragStart', shapeId, index }),
          (point) => send({ type: 'corner.dragMove', point }),
          () => send({ type: 'corner.dragEnd' }),
        )(to, phase, origin);
      },
      edgeDrag: (shapeId, edgeIndex, point, phase) => {
        const d = actor.getSnapshot().context.drag;
        const origin = d && d.kind === 'edge' ? d.start : point;
        drag(
          () => send({ type: 'edge.dragStart', shapeId, edgeIndex, point }),
          (p) => send({ type: 'edge.dragMove', point: p }),
          () => send({ type: 'edge.dragEnd' }),
        )(point, phase, origin);
      },
      edgeSplit: (shapeId, edgeIndex) => send({ type: 'midpoint.click', shapeId, edgeIndex }),
      shapeDrag: (shapeId, point, phase) => {
        const d = actor.getSnapshot().context.drag;
        const origin = d && d.kind === 'shape' ? d.start : point;
        drag(
          () => send({ type: 'shape.dragStart', shapeId, point }),
          (p) => send({ type: 'shape.dragMove', point: p }),
          () => send({ type: 'shape.dragEnd' }),
        )(point, phase, origin);
      },
      nudgeShape: (shapeId, direction) => {
        send({ type: 'shape.focus', shapeId });
        send({ type: 'key.nudge', direction });
      },
      nudgeCorner: (shapeId, index, direction) => {
        const p = actor.getSnapshot().context.shapes.find((s) => s.id === shapeId)?.points[index];
        if (!p) return;
        const step = STEP[direction];
        send({ type: 'corner.dragStart', shapeId, index });
        send({ type: 'corner.dragMove', point: { x: p.x + step.x * NUDGE_STEP, y: p.y + step.y * NUDGE_STEP } });
        send({ type: 'corner.dragEnd' });
      },
      deleteFocused: (shapeId) => {
        send({ type: 'shape.focus', shapeId });
        send({ type: 'key.delete' });
      },
      pinch: (phase, touches) => {
        if (phase === 'start' && touches) send({ type: 'pinch.start', touches });
        else if (phase === 'move' && touches) send({ type: 'pinch.move', touches });
        else if (phase === 'end') send({ type: 'pinch.end' });
      },
      zoomAt: (factor, at) => {
        const r = 100;
        send({
          type: 'pinch.start',
          touches: [
            { x: at.x - r, y: at.y },
            { x: at.x + r, y: at.y },
          ],
        });
        send({
          type: 'pinch.move',
          touches: [
            { x: at.x - r * factor, y: at.y },
            { x: at.x + r * factor, y: at.y },
          ],
        });
        send({ type: 'pinch.end' });
      },
    };
  }, [actor, shapes, calculations, mode, unit, view, selectedId, addable]);
}

export interface Drawing {
  /** Shapes as drawn: a drag's preview in place of the shape being dragged (the others keep their identity). */
  shapes: readonly Shape[];
  /** The shape being dragged, if any. */
  draggedId: string | null;
}

/** What the canvas draws; read by the canvas alone, so that a drag re-renders nothing else. */
export function useDrawing(actor: CalculatorEditorActor): Drawing {
  const shapes = useSelector(actor, (s) => s.context.shapes);
  const drag = useSelector(actor, (s) => s.context.drag);
  return useMemo(
    () => ({
      shapes: shapes.map((s) => (drag?.shapeId === s.id && drag.preview ? { ...s, points: displayedPoints({ shapes, drag }, s.id) } : s)),
      draggedId: drag?.shapeId ?? null,
    }),
    [shapes, drag],
  );
}
