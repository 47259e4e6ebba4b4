// Deck calculator canvas editing (spec section 4 "Calculator", section 5 "Shape validity",
// "Snapping", "Maximum 5 shapes", section 9). The geometry (snapping, scaling, edge moves, splits,
// validity incl. self-intersection) is src/domain/geometry.ts; materials are derived from the shapes
// with calculateMaterials, never stored. An edit that would make a shape invalid is ignored: the
// guarded transition is not taken, so the snapshot stays the same object.
import { and, assertEvent, assign, setup } from 'xstate';
import { DEFAULT_EDIT_MODE, DEFAULT_LENGTH_UNIT, GRID_STEP, type EditMode, type LengthUnit } from '../src/domain/constants';
import {
  canAddShape,
  clampZoom,
  distance,
  isValidShape,
  moveCorner,
  moveEdge,
  newShape,
  scaleFromCorner,
  splitEdge,
  translate,
  type Point,
  type Shape,
} from '../src/domain/geometry';
import { calculateMaterials, type Calculations } from '../src/domain/materials';

export type Drag =
  | { kind: 'corner'; shapeId: string; index: number; preview: Point[] | null }
  | { kind: 'edge'; shapeId: string; edgeIndex: number; start: Point; preview: Point[] | null }
  | { kind: 'shape'; shapeId: string; start: Point; preview: Point[] | null };

export interface Stage {
  scale: number;
  x: number;
  y: number;
}

interface Pinch {
  startDistance: number;
  startCenter: Point;
  startStage: Stage;
}

export interface CalculatorEditorContext {
  shapes: Shape[];
  editMode: EditMode;
  unit: LengthUnit;
  /** The shape that keyboard nudges and Delete act on. */
  focusedShapeId: string | null;
  drag: Drag | null;
  stage: Stage;
  pinch: Pinch | null;
  /** Injected clock for new shape ids (box-<timestamp>). */
  now: () => number;
}

export interface CalculatorEditorInput {
  /** Shapes to start with; by default one new 1000 x 1000 square. */
  shapes?: Shape[];
  now?: () => number;
}

export type NudgeDirection = 'up' | 'down' | 'left' | 'right';
export type TouchPair = readonly [Point, Point];

export type CalculatorEditorEvent =
  | { type: 'shape.add' }
  | { type: 'shape.remove'; shapeId: string }
  | { type: 'shape.focus'; shapeId: string | null }
  | { type: 'mode.toggle' }
  | { type: 'mode.set'; mode: EditMode }
  | { type: 'unit.toggle' }
  | { type: 'unit.set'; unit: LengthUnit }
  | { type: 'corner.dragStart'; shapeId: string; index: number }
  | { type: 'corner.dragMove'; point: Point }
  | { type: 'corner.dragEnd' }
  | { type: 'edge.dragStart'; shapeId: string; edgeIndex: number; point: Point }
  | { type: 'edge.dragMove'; point: Point }
  | { type: 'edge.dragEnd' }
  | { type: 'midpoint.click'; shapeId: string; edgeIndex: number }
  | { type: 'shape.dragStart'; shapeId: string; point: Point }
  | { type: 'shape.dragMove'; point: Point }
  | { type: 'shape.dragEnd' }
  | { type: 'key.nudge'; direction: NudgeDirection }
  | { type: 'key.delete' }
  | { type: 'pinch.start'; touches: TouchPair }
  | { type: 'pinch.move'; touches: TouchPair }
  | { type: 'pinch.end' };

/** One arrow press moves the focused shape by one grid step. */
export const NUDGE_STEP = GRID_STEP;
const NUDGE: Record<NudgeDirection, Point> = {
  up: { x: 0, y: -NUDGE_STEP },
  down: { x: 0, y: NUDGE_STEP },
  left: { x: -NUDGE_STEP, y: 0 },
  right: { x: NUDGE_STEP, y: 0 },
};

function shapeById(context: Pick<CalculatorEditorContext, 'shapes'>, id: string | null): Shape | undefined {
  return id === null ? undefined : context.shapes.find((s) => s.id === id);
}

function replacePoints(shapes: Shape[], id: string, points: Point[]): Shape[] {
  return shapes.map((s) => (s.id === id ? { ...s, points } : s));
}

function uniqueId(shapes: Shape[], nowMs: number): Shape {
  let t = nowMs;
  while (shapes.some((s) => s.id === `box-${t}`)) t += 1;
  return newShape(t);
}

const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** The points a drag move proposes, from the shape as it was when the drag started. */
function proposal(context: CalculatorEditorContext, point: Point): Point[] | null {
  const drag = context.drag;
  const shape = drag && shapeById(context, drag.shapeId);
  if (!drag || !shape) return null;
  switch (drag.kind) {
    case 'corner':
      return context.editMode === 'scaling'
        ? scaleFromCorner(shape.points, drag.index, point)
        : moveCorner(shape.points, drag.index, point);
    case 'edge':
      return moveEdge(shape.points, drag.edgeIndex, { x: point.x - drag.start.x, y: point.y - drag.start.y });
    case 'shape':
      return translate(shape.points, point.x - drag.start.x, point.y - drag.start.y);
  }
}

/** The drag moves that carry a pointer position. */
const DRAG_MOVES = ['corner.dragMove', 'edge.dragMove', 'shape.dragMove'] as const;

/** Whether index is a corner (or edge) index of the shape. */
function isIndexOf(context: CalculatorEditorContext, shapeId: string, index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < (shapeById(context, shapeId)?.points.length ?? 0);
}

/** The shape's points with the edge split at its midpoint, or null if the shape is missing or would be invalid. */
function split(context: CalculatorEditorContext, shapeId: string, edgeIndex: number): Point[] | null {
  const shape = shapeById(context, shapeId);
  const points = shape && splitEdge(shape.points, edgeIndex);
  return points && isValidShape(points) ? points : null;
}

function nudged(context: CalculatorEditorContext, direction: NudgeDirection): Point[] | null {
  const shape = shapeById(context, context.focusedShapeId);
  return shape ? translate(shape.points, NUDGE[direction].x, NUDGE[direction].y) : null;
}

// A drag of a corner, an edge or a whole shape goes alike: each move previews while the shape stays valid,
// the drop commits the preview (or just ends a drag that never moved validly).
const dragMove = { guard: 'moveKeepsShapeValid', actions: 'setPreview' } as const;
const dragEnd = [
  { guard: 'hasPreview', target: 'idle', actions: 'commitPreview' },
  { target: 'idle', actions: 'dropDrag' },
] as const;

export const calculatorEditorMachine = setup({
  types: {
    context: {} as CalculatorEditorContext,
    events: {} as CalculatorEditorEvent,
    input: {} as CalculatorEditorInput,
  },
  guards: {
    belowMaxShapes: ({ context }) => canAddShape(context.shapes.length),
    shapeExists: ({ context, event }) => {
      assertEvent(event, ['shape.remove', 'shape.dragStart']);
      return shapeById(context, event.shapeId) !== undefined;
    },
    hasFocusedShape: ({ context }) => shapeById(context, context.focusedShapeId) !== undefined,
    isScalingMode: ({ context }) => context.editMode === 'scaling',
    isIndividualMode: ({ context }) => context.editMode === 'individual',
    cornerExists: ({ context, event }) => {
      assertEvent(event, 'corner.dragStart');
      return isIndexOf(context, event.shapeId, event.index);
    },
    edgeExists: ({ context, event }) => {
      assertEvent(event, ['edge.dragStart', 'midpoint.click']);
      return isIndexOf(context, event.shapeId, event.edgeIndex);
    },
    /** The drag would leave the shape valid. */
    moveKeepsShapeValid: ({ context, event }) => {
      assertEvent(event, DRAG_MOVES);
      const points = proposal(context, event.point);
      return points !== null && isValidShape(points);
    },
    splitKeepsShapeValid: ({ context, event }) => {
      assertEvent(event, 'midpoint.click');
      return split(context, event.shapeId, event.edgeIndex) !== null;
    },
    nudgeKeepsShapeValid: ({ context, event }) => {
      assertEvent(event, 'key.nudge');
      const points = nudged(context, event.direction);
      return points !== null && isValidShape(points);
    },
    hasPreview: ({ context }) => context.drag?.preview != null,
  },
  actions: {
    setPreview: assign({
      drag: ({ context, event }) => {
        assertEvent(event, DRAG_MOVES);
        return context.drag && { ...context.drag, preview: proposal(context, event.point) };
      },
    }),
    commitPreview: assign({
      shapes: ({ context }) =>
        context.drag?.preview ? replacePoints(context.shapes, context.drag.shapeId, context.drag.preview) : context.shapes,
      drag: null,
    }),
    dropDrag: assign({ drag: null }),
  },
}).createMachine({
  id: 'calculatorEditor',
  context: ({ input }) => {
    const now = input.now ?? (() => Date.now());
    return {
      shapes: input.shapes ?? [newShape(now())],
      editMode: DEFAULT_EDIT_MODE,
      unit: DEFAULT_LENGTH_UNIT,
      focusedShapeId: null,
      drag: null,
      stage: { scale: 1, x: 0, y: 0 },
      pinch: null,
      now,
    };
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'shape.add': {
          guard: 'belowMaxShapes',
          actions: assign(({ context }) => {
            const shape = uniqueId(context.shapes, context.now());
            return { shapes: [...context.shapes, shape], focusedShapeId: shape.id };
          }),
        },
        'shape.remove': {
          guard: 'shapeExists',
          actions: assign(({ context, event }) => ({
            shapes: context.shapes.filter((s) => s.id !== event.shapeId),
            focusedShapeId: context.focusedShapeId === event.shapeId ? null : context.focusedShapeId,
          })),
        },
        'shape.focus': {
          actions: assign({ focusedShapeId: ({ context, event }) => (shapeById(context, event.shapeId) ? event.shapeId : null) }),
        },
        'mode.toggle': { actions: assign({ editMode: ({ context }) => (context.editMode === 'scaling' ? 'individual' : 'scaling') }) },
        'mode.set': { actions: assign({ editMode: ({ event }) => event.mode }) },
        'unit.toggle': { actions: assign({ unit: ({ context }) => (context.unit === 'cm' ? 'm' : 'cm') }) },
        'unit.set': { actions: assign({ unit: ({ event }) => event.unit }) },
        'corner.dragStart': {
          guard: 'cornerExists',
          target: 'draggingCorner',
          actions: assign({
            drag: ({ event }) => ({ kind: 'corner' as const, shapeId: event.shapeId, index: event.index, preview: null }),
            focusedShapeId: ({ event }) => event.shapeId,
          }),
        },
        // Edge midpoint handles drag in scaling mode and split in individual mode.
        'edge.dragStart': {
          guard: and(['isScalingMode', 'edgeExists']),
          target: 'draggingEdge',
          actions: assign({
            drag: ({ event }) => ({
              kind: 'edge' as const,
              shapeId: event.shapeId,
              edgeIndex: event.edgeIndex,
              start: event.point,
              preview: null,
            }),
            focusedShapeId: ({ event }) => event.shapeId,
          }),
        },
        'midpoint.click': {
          guard: and(['isIndividualMode', 'edgeExists', 'splitKeepsShapeValid']),
          actions: assign({
            shapes: ({ context, event }) => {
              const points = split(context, event.shapeId, event.edgeIndex);
              return points ? replacePoints(context.shapes, event.shapeId, points) : context.shapes;
            },
          }),
        },
        'shape.dragStart': {
          guard: 'shapeExists',
          target: 'draggingShape',
          actions: assign({
            drag: ({ event }) => ({ kind: 'shape' as const, shapeId: event.shapeId, start: event.point, preview: null }),
            focusedShapeId: ({ event }) => event.shapeId,
          }),
        },
        'key.nudge': {
          guard: 'nudgeKeepsShapeValid',
          actions: assign({
            shapes: ({ context, event }) => {
              const points = nudged(context, event.direction);
              return points && context.focusedShapeId ? replacePoints(context.shapes, context.focusedShapeId, points) : context.shapes;
            },
          }),
        },
        'key.delete': {
          guard: 'hasFocusedShape',
          actions: assign({
            shapes: ({ context }) => context.shapes.filter((s) => s.id !== context.focusedShapeId),
            focusedShapeId: null,
          }),
        },
        'pinch.start': {
          target: 'pinching',
          actions: assign({
            pinch: ({ context, event }) => ({
              startDistance: distance(event.touches[0], event.touches[1]),
              startCenter: midpoint(event.touches[0], event.touches[1]),
              startStage: context.stage,
            }),
          }),
        },
      },
    },
    draggingCorner: { on: { 'corner.dragMove': dragMove, 'corner.dragEnd': dragEnd } },
    draggingEdge: { on: { 'edge.dragMove': dragMove, 'edge.dragEnd': dragEnd } },
    draggingShape: { on: { 'shape.dragMove': dragMove, 'shape.dragEnd': dragEnd } },
    // Two fingers: zoom about the pinch centre (scale kept within 0.1..5) and pan with it.
    pinching: {
      on: {
        'pinch.move': {
          actions: assign({
            stage: ({ context, event }) => {
              const pinch = context.pinch;
              if (!pinch) return context.stage;
              const d = distance(event.touches[0], event.touches[1]);
              const scale = clampZoom(
                pinch.startDistance > 0 ? (pinch.startStage.scale * d) / pinch.startDistance : pinch.startStage.scale,
              );
              const center = midpoint(event.touches[0], event.touches[1]);
              // The canvas point under the starting centre stays under the fingers' centre.
              const anchor = {
                x: (pinch.startCenter.x - pinch.startStage.x) / pinch.startStage.scale,
                y: (pinch.startCenter.y - pinch.startStage.y) / pinch.startStage.scale,
              };
              return { scale, x: center.x - anchor.x * scale, y: center.y - anchor.y * scale };
            },
          }),
        },
        'pinch.end': { target: 'idle', actions: assign({ pinch: null }) },
      },
    },
  },
});

/** Points to draw for a shape: the drag preview while one is shown, else the committed points. */
export function displayedPoints(context: Pick<CalculatorEditorContext, 'shapes' | 'drag'>, shapeId: string): Point[] {
  if (context.drag?.shapeId === shapeId && context.drag.preview) return context.drag.preview;
  return shapeById(context, shapeId)?.points ?? [];
}

/** Materials are derived from the committed shapes (spec section 9). */
export function materialsOf(context: Pick<CalculatorEditorContext, 'shapes'>): Calculations {
  return calculateMaterials(context.shapes);
}

/** Add Shape is disabled at 5 shapes. */
export function canAdd(context: Pick<CalculatorEditorContext, 'shapes'>): boolean {
  return canAddShape(context.shapes.length);
}
