// The editor adapter: what the drawing shows and the intents its controls call. The canvas, toolbar
// and shape list depend only on the DeckEditor interface below; this hook maps each intent to one
// edit of the drawing state and nothing else.
import { useReducer, useState } from 'react';
import {
  DEFAULT_EDIT_MODE,
  DEFAULT_LENGTH_UNIT,
  type EditMode,
  type LengthUnit,
} from '../../domain/constants';
import {
  acceptEdit,
  canAddShape,
  clampZoom,
  moveCorner,
  moveEdge,
  newShape,
  scaleFromCorner,
  splitEdge,
  translate,
  type Point,
  type Shape,
} from '../../domain/geometry';
import type { DragPhase, StageView } from './DeckCanvas';

export interface DeckEditor {
  shapes: readonly Shape[];
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
  edgeDrag: (shapeId: string, edgeIndex: number, delta: Point, phase: DragPhase) => void;
  edgeSplit: (shapeId: string, edgeIndex: number) => void;
  shapeDrag: (shapeId: string, delta: Point, phase: DragPhase) => void;
  moveShapeBy: (shapeId: string, delta: Point) => void;
  moveCornerTo: (shapeId: string, index: number, to: Point) => void;
  setView: (view: StageView) => void;
  zoomBy: (factor: number) => void;
  resetView: () => void;
}

export const INITIAL_VIEW: StageView = { zoom: 1, x: 0, y: 0 };

interface DrawingState {
  shapes: Shape[];
  /** A drag in progress: the shape as it would be if released now (already validated). */
  preview: { shapeId: string; points: Shape['points'] } | null;
  mode: EditMode;
  unit: LengthUnit;
  view: StageView;
}

type Edit =
  | { type: 'add'; now: number }
  | { type: 'delete'; shapeId: string }
  | { type: 'mode'; mode: EditMode }
  | { type: 'unit'; unit: LengthUnit }
  | { type: 'edit'; shapeId: string; apply: (points: Point[]) => Point[]; phase: DragPhase }
  | { type: 'view'; view: StageView };

function reduce(state: DrawingState, edit: Edit): DrawingState {
  switch (edit.type) {
    case 'add':
      return canAddShape(state.shapes.length) ? { ...state, shapes: [...state.shapes, newShape(edit.now)] } : state;
    case 'delete':
      return { ...state, shapes: state.shapes.filter((s) => s.id !== edit.shapeId), preview: null };
    case 'mode':
      return { ...state, mode: edit.mode, preview: null };
    case 'unit':
      return { ...state, unit: edit.unit };
    case 'view': {
      const zoom = clampZoom(edit.view.zoom);
      return { ...state, view: zoom === edit.view.zoom ? edit.view : { ...state.view, zoom } };
    }
    case 'edit': {
      const shape = state.shapes.find((s) => s.id === edit.shapeId);
      if (!shape) return state;
      if (edit.phase === 'cancel') return { ...state, preview: null };
      // An edit that would make the shape invalid is ignored (spec section 5).
      const points = acceptEdit(shape.points, edit.apply(shape.points));
      if (edit.phase === 'move') return { ...state, preview: { shapeId: shape.id, points } };
      return { ...state, preview: null, shapes: state.shapes.map((s) => (s.id === shape.id ? { ...s, points } : s)) };
    }
  }
}

const initial: DrawingState = { shapes: [], preview: null, mode: DEFAULT_EDIT_MODE, unit: DEFAULT_LENGTH_UNIT, view: INITIAL_VIEW };

export function useDeckEditor(): DeckEditor {
  const [state, dispatch] = useReducer(reduce, initial);
  const [selectedId, select] = useState<string | null>(null);
  const { preview } = state;
  const shapes = preview ? state.shapes.map((s) => (s.id === preview.shapeId ? { ...s, points: preview.points } : s)) : state.shapes;
  const edit = (shapeId: string, apply: (points: Point[]) => Point[], phase: DragPhase) => dispatch({ type: 'edit', shapeId, apply, phase });
  const corner = (index: number, to: Point) => (points: Point[]) =>
    state.mode === 'scaling' ? scaleFromCorner(points, index, to) : moveCorner(points, index, to);
  return {
    shapes,
    mode: state.mode,
    unit: state.unit,
    view: state.view,
    selectedId,
    canAdd: canAddShape(state.shapes.length),
    addShape: () => dispatch({ type: 'add', now: Date.now() }),
    deleteShape: (shapeId) => {
      dispatch({ type: 'delete', shapeId });
      select(null);
    },
    select,
    setMode: (mode) => dispatch({ type: 'mode', mode }),
    setUnit: (unit) => dispatch({ type: 'unit', unit }),
    cornerDrag: (shapeId, index, to, phase) => edit(shapeId, corner(index, to), phase),
    edgeDrag: (shapeId, edgeIndex, delta, phase) => edit(shapeId, (p) => moveEdge(p, edgeIndex, delta), phase),
    edgeSplit: (shapeId, edgeIndex) => edit(shapeId, (p) => splitEdge(p, edgeIndex), 'end'),
    shapeDrag: (shapeId, delta, phase) => edit(shapeId, (p) => translate(p, delta.x, delta.y), phase),
    moveShapeBy: (shapeId, delta) => edit(shapeId, (p) => translate(p, delta.x, delta.y), 'end'),
    moveCornerTo: (shapeId, index, to) => edit(shapeId, corner(index, to), 'end'),
    setView: (view) => dispatch({ type: 'view', view }),
    zoomBy: (factor) => dispatch({ type: 'view', view: { ...state.view, zoom: state.view.zoom * factor } }),
    resetView: () => dispatch({ type: 'view', view: INITIAL_VIEW }),
  };
}
