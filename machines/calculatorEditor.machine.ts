// Deck calculator canvas editing (spec section 4 "Calculator", section 5 "Shape validity",
// "Snapping", "Maximum 5 shapes", section 9). Three parallel regions: the edit mode (scaling or
// individual), the interaction (idle, a corner, edge or shape drag, a pinch) and the exact-length field
// (closed or open on one edge). The geometry (snapping, scaling, edge moves, splits, typed lengths,
// validity incl. self-intersection) is src/domain; materials are derived from the shapes with
// calculateMaterials, never stored. An edit that would make a shape invalid is ignored: the guarded
// transition is not taken, so the snapshot stays the same object. Every committed edit is one step of
// the undo history.
import { and, assertEvent, assign, not, setup, stateIn } from 'xstate';
import { DEFAULT_EDIT_MODE, DEFAULT_LENGTH_UNIT, GRID_STEP, type EditMode, type LengthUnit } from '../src/domain/constants';
import { fitView, INITIAL_VIEW, ZOOM_STEP, zoomAbout, type StageView } from '../src/domain/canvasView';
import { EDGE_LENGTH_NOT_A_NUMBER, EDGE_LENGTH_REFUSED, parseEdgeLength, withEdgeLength } from '../src/domain/edgeLength';
import {
  canAddShape,
  clampZoom,
  distance,
  formatArea,
  isValidShape,
  moveCorner,
  moveEdge,
  newShape,
  polygonArea,
  scaleFromCorner,
  splitEdge,
  translate,
  type Point,
  type Shape,
} from '../src/domain/geometry';
import { calculateMaterials, type Calculations } from '../src/domain/materials';
import {
  clampDeckHeight,
  DEFAULT_DECK_OPTIONS,
  deckOptionsAfterSplit,
  deckOptionsWithoutShape,
  sameEdge,
  type BorderStyle,
  type DeckOptions,
  type FrameMaterial,
} from '../src/domain/frameGuide';

export type Drag =
  | { kind: 'corner'; shapeId: string; index: number; mode: EditMode; preview: Point[] | null }
  | { kind: 'edge'; shapeId: string; edgeIndex: number; start: Point; preview: Point[] | null }
  | { kind: 'shape'; shapeId: string; start: Point; preview: Point[] | null };

export type Stage = StageView;

interface Pinch {
  startDistance: number;
  startCenter: Point;
  startStage: Stage;
}

/** The exact-length field: which edge it edits, what is typed, and why the last Enter was refused. */
export interface LengthEdit {
  shapeId: string;
  edgeIndex: number;
  text: string;
  error: string | null;
}

export interface CalculatorEditorContext {
  shapes: Shape[];
  unit: LengthUnit;
  /** The shape that keyboard nudges and Delete act on. */
  focusedShapeId: string | null;
  drag: Drag | null;
  stage: Stage;
  pinch: Pinch | null;
  /** Undo history: the shapes before each committed edit (oldest first), and the edits undone. */
  past: Shape[][];
  future: Shape[][];
  /** The deck's build choices (height, subframe, border, breaker, walls, steps: DESIGN.md "Subframe and edges"). */
  deck: DeckOptions;
  /** The build choices before each committed edit and of each edit undone, step for step with `past` and `future`. */
  deckPast: DeckOptions[];
  deckFuture: DeckOptions[];
  /** Which parts of the frame the canvas draws (a view choice, not an edit). */
  layers: FrameLayers;
  lengthEdit: LengthEdit | null;
  /** What the last committed edit did, for a polite live region ("Shape 1: 2.00 m², edge 2 set to 2000 mm"). */
  announcement: string;
  /** Injected clock for new shape ids (box-<timestamp>). */
  now: () => number;
}

export const FRAME_LAYERS = ['joists', 'bearers', 'posts'] as const;
export type FrameLayer = (typeof FRAME_LAYERS)[number];
export type FrameLayers = Record<FrameLayer, boolean>;

export interface CalculatorEditorInput {
  /** Shapes to start with (a restored design); by default one new 1000 x 1000 square. */
  shapes?: Shape[];
  /** The build choices of a restored design; by default DEFAULT_DECK_OPTIONS. */
  deck?: DeckOptions;
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
  /** Escape during a drag: the shape goes back to where it was. */
  | { type: 'drag.cancel' }
  | { type: 'shape.nudge'; shapeId: string; direction: NudgeDirection }
  | { type: 'corner.nudge'; shapeId: string; index: number; direction: NudgeDirection }
  | { type: 'key.delete' }
  | { type: 'pinch.start'; touches: TouchPair }
  | { type: 'pinch.move'; touches: TouchPair }
  | { type: 'pinch.end' }
  /** Zoom by one step about a stage point (the middle of the canvas for the buttons). */
  | { type: 'zoom.in'; at: Point }
  | { type: 'zoom.out'; at: Point }
  /** ctrl/cmd + wheel and trackpad pinch: zoom by a factor about the pointer. */
  | { type: 'zoom.by'; factor: number; at: Point }
  | { type: 'zoom.reset' }
  /** Fit to shapes: the stage's size in screen px. */
  | { type: 'zoom.fit'; width: number; height: number }
  | { type: 'history.undo' }
  | { type: 'history.redo' }
  | { type: 'edge.select'; shapeId: string; edgeIndex: number }
  | { type: 'length.change'; text: string }
  | { type: 'length.apply' }
  | { type: 'length.cancel' }
  | { type: 'deck.height'; heightMm: number }
  | { type: 'deck.frame'; frame: FrameMaterial }
  | { type: 'deck.border'; border: BorderStyle }
  | { type: 'deck.breaker'; on: boolean }
  /** Marks (or clears) an edge as against a wall. */
  | { type: 'deck.wall'; shapeId: string; edgeIndex: number; on: boolean }
  /** Steps down from an edge; null for none. */
  | { type: 'deck.steps'; edge: { shapeId: string; edgeIndex: number } | null }
  | { type: 'layer.set'; layer: FrameLayer; on: boolean };

/** One arrow press moves the focused shape or corner by one grid step. */
export const NUDGE_STEP = GRID_STEP;
/** Undo keeps at least this many committed edits. */
export const HISTORY_LIMIT = 100;
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

/** "Shape 2: 1.00 m²" for the live region. */
function shapeLine(shapes: Shape[], id: string): string {
  const i = shapes.findIndex((s) => s.id === id);
  return i < 0 ? '' : `Shape ${i + 1}: ${formatArea(polygonArea(shapes[i].points))}`;
}

function totalLine(shapes: Shape[]): string {
  const area = shapes.reduce((sum, s) => sum + polygonArea(s.points), 0);
  return `${shapes.length} ${shapes.length === 1 ? 'shape' : 'shapes'}, ${formatArea(area)} in all`;
}

/** A committed edit: the shapes (and build choices) change, the old ones join the history, redo is forgotten. */
function commit(
  context: CalculatorEditorContext,
  shapes: Shape[],
  announcement: string,
  deck: DeckOptions = context.deck,
): Partial<CalculatorEditorContext> {
  return {
    shapes,
    deck,
    past: [...context.past, context.shapes].slice(-HISTORY_LIMIT),
    deckPast: [...context.deckPast, context.deck].slice(-HISTORY_LIMIT),
    future: [],
    deckFuture: [],
    announcement,
  };
}

/** A build choice changed: one undo step, the shapes as they are. */
function commitDeck(context: CalculatorEditorContext, deck: DeckOptions): Partial<CalculatorEditorContext> {
  return commit(context, context.shapes, context.announcement, deck);
}

/** The 0-based shape and edge an event names, or null when the shape or edge is not there. */
function edgeRef(context: CalculatorEditorContext, shapeId: string, edgeIndex: number) {
  const shape = context.shapes.findIndex((s) => s.id === shapeId);
  return shape >= 0 && isIndexOf(context, shapeId, edgeIndex) ? { shape, edge: edgeIndex } : null;
}

/** The points a drag move proposes, from the shape as it was when the drag started. */
function proposal(context: CalculatorEditorContext, point: Point): Point[] | null {
  const drag = context.drag;
  const shape = drag && shapeById(context, drag.shapeId);
  if (!drag || !shape) return null;
  switch (drag.kind) {
    case 'corner':
      return drag.mode === 'scaling' ? scaleFromCorner(shape.points, drag.index, point) : moveCorner(shape.points, drag.index, point);
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

function nudgedShape(context: CalculatorEditorContext, shapeId: string, direction: NudgeDirection): Point[] | null {
  const shape = shapeById(context, shapeId);
  return shape ? translate(shape.points, NUDGE[direction].x, NUDGE[direction].y) : null;
}

/** A corner moved one grid step, as a corner drag of that step would move it in the edit mode. */
function nudgedCorner(context: CalculatorEditorContext, shapeId: string, index: number, direction: NudgeDirection, mode: EditMode) {
  const shape = shapeById(context, shapeId);
  if (!shape || !isIndexOf(context, shapeId, index)) return null;
  const p = shape.points[index];
  const to = { x: p.x + NUDGE[direction].x, y: p.y + NUDGE[direction].y };
  return mode === 'scaling' ? scaleFromCorner(shape.points, index, to) : moveCorner(shape.points, index, to);
}

/** The points the length field's text gives its edge, or null when the text or the edge is not usable. */
function typedLength(context: CalculatorEditorContext, mode: EditMode): Point[] | null {
  const edit = context.lengthEdit;
  const length = edit && parseEdgeLength(edit.text);
  const shape = edit && shapeById(context, edit.shapeId);
  if (!edit || length === null || !shape || !isIndexOf(context, edit.shapeId, edit.edgeIndex)) return null;
  return withEdgeLength(shape.points, edit.edgeIndex, length, mode);
}

const inScaling = stateIn('#calculatorEditor.mode.scaling');
const inIndividual = stateIn('#calculatorEditor.mode.individual');
const whileIdle = stateIn('#calculatorEditor.interaction.idle');

// A drag of a corner, an edge or a whole shape goes alike: each move previews while the shape stays valid,
// the drop commits the preview (or just ends a drag that never moved validly), Escape drops it, and a
// second finger drops it and starts a pinch.
const dragMove = { guard: 'moveKeepsShapeValid', actions: 'setPreview' } as const;
const dragEnd = [
  { guard: 'hasPreview', target: 'idle', actions: 'commitPreview' },
  { target: 'idle', actions: 'dropDrag' },
] as const;
const dragCancel = { target: 'idle', actions: 'dropDrag' } as const;
const secondFinger = { target: 'pinching', actions: ['dropDrag', 'startPinch'] } as const;

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
    setsIndividual: ({ event }) => {
      assertEvent(event, 'mode.set');
      return event.mode === 'individual';
    },
    setsScaling: ({ event }) => {
      assertEvent(event, 'mode.set');
      return event.mode === 'scaling';
    },
    cornerExists: ({ context, event }) => {
      assertEvent(event, 'corner.dragStart');
      return isIndexOf(context, event.shapeId, event.index);
    },
    edgeExists: ({ context, event }) => {
      assertEvent(event, ['edge.dragStart', 'midpoint.click', 'edge.select']);
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
      assertEvent(event, 'shape.nudge');
      const points = nudgedShape(context, event.shapeId, event.direction);
      return points !== null && isValidShape(points);
    },
    cornerNudgeKeepsShapeValid: ({ context, event }, params: { mode: EditMode }) => {
      assertEvent(event, 'corner.nudge');
      const points = nudgedCorner(context, event.shapeId, event.index, event.direction, params.mode);
      return points !== null && isValidShape(points);
    },
    hasPreview: ({ context }) => context.drag?.preview != null,
    /** A height the field accepts, other than the one set. */
    changesHeight: ({ context, event }) => {
      assertEvent(event, 'deck.height');
      const height = clampDeckHeight(event.heightMm);
      return height !== null && height !== context.deck.heightMm;
    },
    changesDeck: ({ context, event }) => {
      assertEvent(event, ['deck.frame', 'deck.border', 'deck.breaker']);
      const { deck } = context;
      return event.type === 'deck.frame'
        ? event.frame !== deck.frame
        : event.type === 'deck.border'
          ? event.border !== deck.border
          : event.on !== deck.breaker;
    },
    changesWall: ({ context, event }) => {
      assertEvent(event, 'deck.wall');
      const ref = edgeRef(context, event.shapeId, event.edgeIndex);
      return ref !== null && context.deck.wallEdges.some((w) => sameEdge(w, ref)) !== event.on;
    },
    changesSteps: ({ context, event }) => {
      assertEvent(event, 'deck.steps');
      const ref = event.edge && edgeRef(context, event.edge.shapeId, event.edge.edgeIndex);
      if (event.edge && !ref) return false;
      const current = context.deck.steps;
      return ref ? !current || !sameEdge(current, ref) : current !== null;
    },
    canUndo: ({ context }) => context.past.length > 0,
    canRedo: ({ context }) => context.future.length > 0,
    /** The typed text is a length in mm (it may still make the shape invalid). */
    isLength: ({ context }) => context.lengthEdit !== null && parseEdgeLength(context.lengthEdit.text) !== null,
    /** The typed length leaves the shape valid in the edit mode (spec section 5). */
    lengthKeepsShapeValid: ({ context }, params: { mode: EditMode }) => {
      const points = typedLength(context, params.mode);
      return points !== null && isValidShape(points);
    },
  },
  actions: {
    setPreview: assign({
      drag: ({ context, event }) => {
        assertEvent(event, DRAG_MOVES);
        return context.drag && { ...context.drag, preview: proposal(context, event.point) };
      },
    }),
    commitPreview: assign(({ context }) => {
      const drag = context.drag;
      if (!drag?.preview) return { drag: null };
      const shapes = replacePoints(context.shapes, drag.shapeId, drag.preview);
      return { ...commit(context, shapes, `${shapeLine(shapes, drag.shapeId)}, ${drag.kind} moved`), drag: null };
    }),
    dropDrag: assign({ drag: null }),
    setHeight: assign(({ context, event }) => {
      assertEvent(event, 'deck.height');
      return commitDeck(context, { ...context.deck, heightMm: clampDeckHeight(event.heightMm) ?? context.deck.heightMm });
    }),
    setDeckChoice: assign(({ context, event }) => {
      assertEvent(event, ['deck.frame', 'deck.border', 'deck.breaker']);
      const deck = context.deck;
      if (event.type === 'deck.frame') return commitDeck(context, { ...deck, frame: event.frame });
      if (event.type === 'deck.border') return commitDeck(context, { ...deck, border: event.border });
      return commitDeck(context, { ...deck, breaker: event.on });
    }),
    setWall: assign(({ context, event }) => {
      assertEvent(event, 'deck.wall');
      const ref = edgeRef(context, event.shapeId, event.edgeIndex);
      if (!ref) return {};
      const others = context.deck.wallEdges.filter((w) => !sameEdge(w, ref));
      return commitDeck(context, { ...context.deck, wallEdges: event.on ? [...others, ref] : others });
    }),
    setSteps: assign(({ context, event }) => {
      assertEvent(event, 'deck.steps');
      const ref = event.edge && edgeRef(context, event.edge.shapeId, event.edge.edgeIndex);
      return commitDeck(context, { ...context.deck, steps: ref ?? null });
    }),
    setLayer: assign({
      layers: ({ context, event }) => {
        assertEvent(event, 'layer.set');
        return { ...context.layers, [event.layer]: event.on };
      },
    }),
    startCornerDrag: assign(({ event }, params: { mode: EditMode }) => {
      assertEvent(event, 'corner.dragStart');
      return {
        drag: { kind: 'corner' as const, shapeId: event.shapeId, index: event.index, mode: params.mode, preview: null },
        focusedShapeId: event.shapeId,
      };
    }),
    startPinch: assign({
      pinch: ({ context, event }) => {
        assertEvent(event, 'pinch.start');
        return {
          startDistance: distance(event.touches[0], event.touches[1]),
          startCenter: midpoint(event.touches[0], event.touches[1]),
          startStage: context.stage,
        };
      },
    }),
    nudgeCorner: assign(({ context, event }, params: { mode: EditMode }) => {
      assertEvent(event, 'corner.nudge');
      const points = nudgedCorner(context, event.shapeId, event.index, event.direction, params.mode);
      if (!points) return {};
      const shapes = replacePoints(context.shapes, event.shapeId, points);
      return {
        ...commit(context, shapes, `${shapeLine(shapes, event.shapeId)}, corner ${event.index + 1} moved`),
        focusedShapeId: event.shapeId,
      };
    }),
    applyLength: assign(({ context }, params: { mode: EditMode }) => {
      const edit = context.lengthEdit;
      const points = typedLength(context, params.mode);
      if (!edit || !points) return {};
      const shapes = replacePoints(context.shapes, edit.shapeId, points);
      const length = Math.round(distance(points[edit.edgeIndex], points[(edit.edgeIndex + 1) % points.length]));
      return {
        ...commit(context, shapes, `${shapeLine(shapes, edit.shapeId)}, edge ${edit.edgeIndex + 1} set to ${length} mm`),
        lengthEdit: null,
      };
    }),
  },
}).createMachine({
  id: 'calculatorEditor',
  context: ({ input }) => {
    const now = input.now ?? (() => Date.now());
    return {
      shapes: input.shapes ?? [newShape(now())],
      unit: DEFAULT_LENGTH_UNIT,
      focusedShapeId: null,
      drag: null,
      stage: INITIAL_VIEW,
      pinch: null,
      past: [],
      future: [],
      deck: input.deck ?? DEFAULT_DECK_OPTIONS,
      deckPast: [],
      deckFuture: [],
      layers: { joists: false, bearers: false, posts: false },
      lengthEdit: null,
      announcement: '',
      now,
    };
  },
  type: 'parallel',
  on: {
    'unit.toggle': { actions: assign({ unit: ({ context }) => (context.unit === 'cm' ? 'm' : 'cm') }) },
    'unit.set': { actions: assign({ unit: ({ event }) => event.unit }) },
    'zoom.in': { actions: assign({ stage: ({ context, event }) => zoomAbout(context.stage, ZOOM_STEP, event.at) }) },
    'zoom.out': { actions: assign({ stage: ({ context, event }) => zoomAbout(context.stage, 1 / ZOOM_STEP, event.at) }) },
    'zoom.by': { actions: assign({ stage: ({ context, event }) => zoomAbout(context.stage, event.factor, event.at) }) },
    'zoom.reset': { actions: assign({ stage: INITIAL_VIEW }) },
    'layer.set': { actions: 'setLayer' },
    'zoom.fit': {
      actions: assign({
        stage: ({ context, event }) =>
          fitView(
            context.shapes.flatMap((s) => s.points),
            event.width,
            event.height,
            context.stage,
          ),
      }),
    },
  },
  states: {
    mode: {
      initial: DEFAULT_EDIT_MODE,
      states: {
        scaling: { on: { 'mode.toggle': 'individual', 'mode.set': { guard: 'setsIndividual', target: 'individual' } } },
        individual: { on: { 'mode.toggle': 'scaling', 'mode.set': { guard: 'setsScaling', target: 'scaling' } } },
      },
    },
    interaction: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'shape.add': {
              guard: 'belowMaxShapes',
              actions: assign(({ context }) => {
                const shape = uniqueId(context.shapes, context.now());
                const shapes = [...context.shapes, shape];
                return { ...commit(context, shapes, `${shapeLine(shapes, shape.id)}, added`), focusedShapeId: shape.id };
              }),
            },
            'shape.remove': {
              guard: 'shapeExists',
              actions: assign(({ context, event }) => {
                const shapes = context.shapes.filter((s) => s.id !== event.shapeId);
                const index = context.shapes.findIndex((s) => s.id === event.shapeId);
                return {
                  ...commit(context, shapes, `Shape deleted: ${totalLine(shapes)}`, deckOptionsWithoutShape(context.deck, index)),
                  focusedShapeId: context.focusedShapeId === event.shapeId ? null : context.focusedShapeId,
                };
              }),
            },
            'shape.focus': {
              actions: assign({ focusedShapeId: ({ context, event }) => (shapeById(context, event.shapeId) ? event.shapeId : null) }),
            },
            // The mode the drag starts in decides what it does, to its end.
            'corner.dragStart': [
              {
                guard: and([inScaling, 'cornerExists']),
                target: 'draggingCorner',
                actions: { type: 'startCornerDrag', params: { mode: 'scaling' } },
              },
              {
                guard: and([inIndividual, 'cornerExists']),
                target: 'draggingCorner',
                actions: { type: 'startCornerDrag', params: { mode: 'individual' } },
              },
            ],
            // Edge midpoint handles drag in scaling mode and split in individual mode.
            'edge.dragStart': {
              guard: and([inScaling, 'edgeExists']),
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
              guard: and([inIndividual, 'edgeExists', 'splitKeepsShapeValid']),
              actions: assign(({ context, event }) => {
                const points = split(context, event.shapeId, event.edgeIndex);
                if (!points) return {};
                const shapes = replacePoints(context.shapes, event.shapeId, points);
                const deck = deckOptionsAfterSplit(
                  context.deck,
                  context.shapes.findIndex((s) => s.id === event.shapeId),
                  event.edgeIndex,
                );
                return commit(context, shapes, `${shapeLine(shapes, event.shapeId)}, edge ${event.edgeIndex + 1} split`, deck);
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
            'shape.nudge': {
              guard: 'nudgeKeepsShapeValid',
              actions: assign(({ context, event }) => {
                const points = nudgedShape(context, event.shapeId, event.direction);
                if (!points) return {};
                const shapes = replacePoints(context.shapes, event.shapeId, points);
                return {
                  ...commit(context, shapes, `${shapeLine(shapes, event.shapeId)}, moved ${event.direction}`),
                  focusedShapeId: event.shapeId,
                };
              }),
            },
            'corner.nudge': [
              {
                guard: and([inScaling, { type: 'cornerNudgeKeepsShapeValid', params: { mode: 'scaling' } }]),
                actions: { type: 'nudgeCorner', params: { mode: 'scaling' } },
              },
              {
                guard: and([inIndividual, { type: 'cornerNudgeKeepsShapeValid', params: { mode: 'individual' } }]),
                actions: { type: 'nudgeCorner', params: { mode: 'individual' } },
              },
            ],
            'key.delete': {
              guard: 'hasFocusedShape',
              actions: assign(({ context }) => {
                const shapes = context.shapes.filter((s) => s.id !== context.focusedShapeId);
                const deck = deckOptionsWithoutShape(
                  context.deck,
                  context.shapes.findIndex((s) => s.id === context.focusedShapeId),
                );
                return { ...commit(context, shapes, `Shape deleted: ${totalLine(shapes)}`, deck), focusedShapeId: null };
              }),
            },
            'history.undo': {
              guard: 'canUndo',
              actions: assign(({ context }) => {
                const shapes = context.past[context.past.length - 1];
                return {
                  shapes,
                  deck: context.deckPast[context.deckPast.length - 1] ?? context.deck,
                  past: context.past.slice(0, -1),
                  future: [context.shapes, ...context.future],
                  deckPast: context.deckPast.slice(0, -1),
                  deckFuture: [context.deck, ...context.deckFuture],
                  focusedShapeId: shapeById({ shapes }, context.focusedShapeId) ? context.focusedShapeId : null,
                  announcement: `Undone: ${totalLine(shapes)}`,
                };
              }),
            },
            'history.redo': {
              guard: 'canRedo',
              actions: assign(({ context }) => {
                const [shapes, ...future] = context.future;
                const [deck, ...deckFuture] = context.deckFuture;
                return {
                  shapes,
                  deck: deck ?? context.deck,
                  past: [...context.past, context.shapes],
                  future,
                  deckPast: [...context.deckPast, context.deck],
                  deckFuture,
                  focusedShapeId: shapeById({ shapes }, context.focusedShapeId) ? context.focusedShapeId : null,
                  announcement: `Redone: ${totalLine(shapes)}`,
                };
              }),
            },
            'pinch.start': { target: 'pinching', actions: 'startPinch' },
            'deck.height': { guard: 'changesHeight', actions: 'setHeight' },
            'deck.frame': { guard: 'changesDeck', actions: 'setDeckChoice' },
            'deck.border': { guard: 'changesDeck', actions: 'setDeckChoice' },
            'deck.breaker': { guard: 'changesDeck', actions: 'setDeckChoice' },
            'deck.wall': { guard: 'changesWall', actions: 'setWall' },
            'deck.steps': { guard: 'changesSteps', actions: 'setSteps' },
          },
        },
        draggingCorner: {
          on: { 'corner.dragMove': dragMove, 'corner.dragEnd': dragEnd, 'drag.cancel': dragCancel, 'pinch.start': secondFinger },
        },
        draggingEdge: {
          on: { 'edge.dragMove': dragMove, 'edge.dragEnd': dragEnd, 'drag.cancel': dragCancel, 'pinch.start': secondFinger },
        },
        draggingShape: {
          on: { 'shape.dragMove': dragMove, 'shape.dragEnd': dragEnd, 'drag.cancel': dragCancel, 'pinch.start': secondFinger },
        },
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
    },
    // Exact lengths: an edge chosen (its label on the canvas, or the shape list) opens the field with
    // its length; Enter applies the typed length when the shape stays valid, else says why and changes nothing.
    lengthField: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'edge.select': {
              guard: 'edgeExists',
              target: 'open',
              actions: assign(({ context, event }) => {
                const points = shapeById(context, event.shapeId)!.points;
                const length = distance(points[event.edgeIndex], points[(event.edgeIndex + 1) % points.length]);
                return {
                  lengthEdit: { shapeId: event.shapeId, edgeIndex: event.edgeIndex, text: String(Math.round(length)), error: null },
                  focusedShapeId: event.shapeId,
                };
              }),
            },
          },
        },
        open: {
          on: {
            'length.change': {
              actions: assign({
                lengthEdit: ({ context, event }) => context.lengthEdit && { ...context.lengthEdit, text: event.text, error: null },
              }),
            },
            'length.apply': [
              {
                guard: and([whileIdle, inScaling, { type: 'lengthKeepsShapeValid', params: { mode: 'scaling' } }]),
                target: 'closed',
                actions: { type: 'applyLength', params: { mode: 'scaling' } },
              },
              {
                guard: and([whileIdle, inIndividual, { type: 'lengthKeepsShapeValid', params: { mode: 'individual' } }]),
                target: 'closed',
                actions: { type: 'applyLength', params: { mode: 'individual' } },
              },
              {
                guard: not('isLength'),
                actions: assign({
                  lengthEdit: ({ context }) => context.lengthEdit && { ...context.lengthEdit, error: EDGE_LENGTH_NOT_A_NUMBER },
                }),
              },
              {
                actions: assign({
                  lengthEdit: ({ context }) => context.lengthEdit && { ...context.lengthEdit, error: EDGE_LENGTH_REFUSED },
                }),
              },
            ],
            'length.cancel': { target: 'closed', actions: assign({ lengthEdit: null }) },
          },
        },
      },
    },
  },
});

type EditorSnapshot = { matches: (value: { mode: EditMode }) => boolean };

/** The edit mode the snapshot is in. */
export function editModeOf(snapshot: EditorSnapshot): EditMode {
  return snapshot.matches({ mode: 'individual' }) ? 'individual' : 'scaling';
}

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
