// Deck calculator canvas editing (docs/product.md#calculator-editing, docs/product.md#shape-validity,
// "Snapping", "Maximum 5 shapes", docs/product.md#figures-and-limits). Three parallel regions: the edit mode (scaling or
// individual), the interaction (idle, a press, a corner, edge or shape drag, a pinch) and the exact-length
// field (closed or open on one edge). The canvas forwards its raw pointer events with what each press hit;
// the machine holds every gesture: the click slop, a split or an edge drag by the mode, a label click, a
// second finger's pinch. The geometry (snapping, scaling, edge moves, splits, typed lengths,
// validity incl. self-intersection) is src/domain; materials are derived from the shapes with
// calculateMaterials, never stored. An edit that would make a shape invalid is ignored: the guarded
// transition is not taken, so the snapshot stays the same object. Every committed edit is one step of
// the undo history.
import { and, assertEvent, assign, not, raise, setup, stateIn } from 'xstate';
import { DEFAULT_BALUSTRADE_COLOUR, type BalustradeColour } from '../src/domain/balustradeRules';
import { DEFAULT_EDIT_MODE, DEFAULT_LENGTH_UNIT, GRID_STEP, type EditMode, type LengthUnit } from '../src/domain/constants';
import { fitView, INITIAL_VIEW, PX_PER_MM, ZOOM_STEP, zoomAbout, type StageView } from '../src/domain/canvasView';
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
  /** The two fingers, by pointer id, where they are now (stage px). */
  touches: Record<number, Point>;
}

/** What a press on the canvas hit (the view hit-tests, the machine decides what the press does). */
export type CanvasTarget = { kind: 'corner' | 'edge' | 'label'; shapeId: string; index: number } | { kind: 'shape'; shapeId: string };

/** A pointer held down on a shape: until it travels CLICK_SLOP_PX it may still be a click. */
interface Press {
  pointerId: number;
  /** What it pressed; null for the empty canvas (where only a second finger, to pinch, does anything). */
  target: CanvasTarget | null;
  /** Where it went down and where it is now, in stage px; where it went down in mm. */
  start: Point;
  at: Point;
  startWorld: Point;
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
  /** The pointer held down on a shape, from press to release (a drag's pointer too). */
  press: Press | null;
  stage: Stage;
  pinch: Pinch | null;
  /** Undo history: the shapes before each committed edit (oldest first), and the edits undone. */
  past: Shape[][];
  future: Shape[][];
  /** The deck's build choices (height, subframe, border, breaker, walls, steps: docs/product.md#subframe-and-edges). */
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
  | { type: 'mode.set'; mode: EditMode }
  | { type: 'unit.set'; unit: LengthUnit }
  /**
   * The canvas's pointers (mouse, pen and touch alike), as the view receives them: `at` in stage px
   * (relative to the stage origin), `target` what the press hit. The machine tells a click from a drag,
   * a split from an edge drag by the mode, a label click, and two fingers from one.
   */
  | { type: 'pointer.down'; pointerId: number; at: Point; target: CanvasTarget | null }
  | { type: 'pointer.move'; pointerId: number; at: Point }
  | { type: 'pointer.up'; pointerId: number }
  /** The browser took the pointer away: a drag is dropped. */
  | { type: 'pointer.cancel'; pointerId: number }
  /** Escape during a drag: the shape goes back to where it was. */
  | { type: 'drag.cancel' }
  | { type: 'shape.nudge'; shapeId: string; direction: NudgeDirection }
  | { type: 'corner.nudge'; shapeId: string; index: number; direction: NudgeDirection }
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
  /** Gives an edge a balustrade beyond those the height requires (or takes it off). */
  | { type: 'deck.balustrade'; shapeId: string; edgeIndex: number; on: boolean }
  | { type: 'deck.balustrade.colour'; colour: BalustradeColour }
  | { type: 'layer.set'; layer: FrameLayer; on: boolean };

/** Pointer travel (stage px) below which a press is a click, not a drag. */
export const CLICK_SLOP_PX = 4;
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

/** A stage point (px from the stage origin) in millimetres, under the view. */
function toWorld(stage: Stage, at: Point): Point {
  const s = stage.scale * PX_PER_MM;
  return { x: (at.x - stage.x) / s, y: (at.y - stage.y) / s };
}

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

/** The pressed target's index (corner, edge or label), or -1 for a shape's body or the empty canvas. */
/** The target a press names, if its shape (and its corner or edge) is there. */
function pressed(context: CalculatorEditorContext, target: CanvasTarget | null): CanvasTarget | null {
  if (!target || !shapeById(context, target.shapeId)) return null;
  return target.kind === 'shape' || isIndexOf(context, target.shapeId, target.index) ? target : null;
}

const pressIndex = (press: Press): number => (press.target === null || press.target.kind === 'shape' ? -1 : press.target.index);

/** The shape removed, with the walls and steps after it renumbered, as one undo step. */
function removeShape(context: CalculatorEditorContext, shapeId: string): Partial<CalculatorEditorContext> {
  const shapes = context.shapes.filter((s) => s.id !== shapeId);
  const index = context.shapes.findIndex((s) => s.id === shapeId);
  return {
    ...commit(context, shapes, `Shape deleted: ${totalLine(shapes)}`, deckOptionsWithoutShape(context.deck, index)),
    focusedShapeId: context.focusedShapeId === shapeId ? null : context.focusedShapeId,
  };
}

const inScaling = stateIn('#calculatorEditor.mode.scaling');
const inIndividual = stateIn('#calculatorEditor.mode.individual');
const whileIdle = stateIn('#calculatorEditor.interaction.idle');

// A drag of a corner, an edge or a whole shape goes alike: each move of its pointer previews while the
// shape stays valid, the release commits the preview (or just ends a drag that never moved validly),
// Escape or a pointer the browser takes away drops it, and a second finger drops it and starts a pinch.
const dragging = {
  on: {
    'pointer.move': { guard: and(['isPressPointer', 'moveKeepsShapeValid']), actions: ['setPreview', 'trackPress'] },
    // The release commits the preview, or just ends a drag that never moved validly.
    'pointer.up': { guard: 'isPressPointer', target: 'idle', actions: ['commitPreview', 'dropPress'] },
    'pointer.cancel': { guard: 'isPressPointer', target: 'idle', actions: ['dropDrag', 'dropPress'] },
    'drag.cancel': { target: 'idle', actions: ['dropDrag', 'dropPress'] },
    'pointer.down': { guard: 'isOtherPointer', target: 'pinching', actions: ['dropDrag', 'startPinch', 'dropPress'] },
  },
} as const;

export const calculatorEditorMachine = setup({
  types: {
    context: {} as CalculatorEditorContext,
    events: {} as CalculatorEditorEvent,
    input: {} as CalculatorEditorInput,
  },
  guards: {
    belowMaxShapes: ({ context }) => canAddShape(context.shapes.length),
    shapeExists: ({ context, event }) => {
      assertEvent(event, 'shape.remove');
      return shapeById(context, event.shapeId) !== undefined;
    },
    setsIndividual: ({ event }) => {
      assertEvent(event, 'mode.set');
      return event.mode === 'individual';
    },
    setsScaling: ({ event }) => {
      assertEvent(event, 'mode.set');
      return event.mode === 'scaling';
    },
    edgeExists: ({ context, event }) => {
      assertEvent(event, 'edge.select');
      return isIndexOf(context, event.shapeId, event.edgeIndex);
    },
    /** The pointer that pressed (or drags). */
    isPressPointer: ({ context, event }) => {
      assertEvent(event, ['pointer.move', 'pointer.up', 'pointer.cancel']);
      return context.press?.pointerId === event.pointerId;
    },
    /** A second pointer comes down while one is held: two fingers. */
    isOtherPointer: ({ context, event }) => {
      assertEvent(event, 'pointer.down');
      return context.press !== null && context.press.pointerId !== event.pointerId;
    },
    isPinchPointer: ({ context, event }) => {
      assertEvent(event, ['pointer.move', 'pointer.up', 'pointer.cancel']);
      return context.pinch !== null && event.pointerId in context.pinch.touches;
    },
    /** The press's pointer has travelled past the click slop: it is no longer a click. */
    pastSlop: ({ context, event }) => {
      assertEvent(event, 'pointer.move');
      const press = context.press;
      return press?.pointerId === event.pointerId && distance(press.start, event.at) >= CLICK_SLOP_PX;
    },
    pressOn: ({ context }, params: { kind: CanvasTarget['kind'] }) => context.press?.target?.kind === params.kind,
    /** A press on an edge handle splits that edge on release (individual mode) if the shape stays valid. */
    pressSplitKeepsShapeValid: ({ context }) => {
      const press = context.press;
      return press?.target != null && split(context, press.target.shapeId, pressIndex(press)) !== null;
    },
    /** The drag would leave the shape valid. */
    moveKeepsShapeValid: ({ context, event }) => {
      assertEvent(event, 'pointer.move');
      const points = proposal(context, toWorld(context.stage, event.at));
      return points !== null && isValidShape(points);
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
    changesBalustrade: ({ context, event }) => {
      assertEvent(event, 'deck.balustrade');
      const ref = edgeRef(context, event.shapeId, event.edgeIndex);
      return ref !== null && (context.deck.balustradeEdges ?? []).some((w) => sameEdge(w, ref)) !== event.on;
    },
    changesBalustradeColour: ({ context, event }) => {
      assertEvent(event, 'deck.balustrade.colour');
      return event.colour !== (context.deck.balustradeColour ?? DEFAULT_BALUSTRADE_COLOUR);
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
    /** The typed length leaves the shape valid in the edit mode (docs/product.md#validation-rules). */
    lengthKeepsShapeValid: ({ context }, params: { mode: EditMode }) => {
      const points = typedLength(context, params.mode);
      return points !== null && isValidShape(points);
    },
  },
  actions: {
    setUnit: assign({
      unit: ({ event }) => {
        assertEvent(event, 'unit.set');
        return event.unit;
      },
    }),
    zoomStep: assign({
      stage: ({ context, event }, params: { factor: number }) => {
        assertEvent(event, ['zoom.in', 'zoom.out']);
        return zoomAbout(context.stage, params.factor, event.at);
      },
    }),
    zoomBy: assign({
      stage: ({ context, event }) => {
        assertEvent(event, 'zoom.by');
        return zoomAbout(context.stage, event.factor, event.at);
      },
    }),
    resetZoom: assign({ stage: INITIAL_VIEW }),
    fitZoom: assign({
      stage: ({ context, event }) => {
        assertEvent(event, 'zoom.fit');
        return fitView(
          context.shapes.flatMap((s) => s.points),
          event.width,
          event.height,
          context.stage,
        );
      },
    }),
    addShape: assign(({ context }) => {
      const shape = uniqueId(context.shapes, context.now());
      const shapes = [...context.shapes, shape];
      return { ...commit(context, shapes, `${shapeLine(shapes, shape.id)}, added`), focusedShapeId: shape.id };
    }),
    removeShape: assign(({ context, event }) => {
      assertEvent(event, 'shape.remove');
      return removeShape(context, event.shapeId);
    }),
    focusShape: assign({
      focusedShapeId: ({ context, event }) => {
        assertEvent(event, 'shape.focus');
        return shapeById(context, event.shapeId) ? event.shapeId : null;
      },
    }),
    nudgeShape: assign(({ context, event }) => {
      assertEvent(event, 'shape.nudge');
      const points = nudgedShape(context, event.shapeId, event.direction);
      if (!points) return {};
      const shapes = replacePoints(context.shapes, event.shapeId, points);
      return {
        ...commit(context, shapes, `${shapeLine(shapes, event.shapeId)}, moved ${event.direction}`),
        focusedShapeId: event.shapeId,
      };
    }),
    undo: assign(({ context }) => {
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
    redo: assign(({ context }) => {
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
    /** A press: the shape it lands on takes the focus (the empty canvas lets it go), and the press is held until release. */
    startPress: assign(({ context, event }) => {
      assertEvent(event, 'pointer.down');
      const target = pressed(context, event.target);
      return {
        press: { pointerId: event.pointerId, target, start: event.at, at: event.at, startWorld: toWorld(context.stage, event.at) },
        focusedShapeId: target?.shapeId ?? null,
      };
    }),
    trackPress: assign({
      press: ({ context, event }) => {
        assertEvent(event, 'pointer.move');
        return context.press && { ...context.press, at: event.at };
      },
    }),
    dropPress: assign({ press: null }),
    startCornerDrag: assign({
      drag: ({ context }, params: { mode: EditMode }) => {
        const press = context.press!;
        return { kind: 'corner' as const, shapeId: press.target!.shapeId, index: pressIndex(press), mode: params.mode, preview: null };
      },
    }),
    startEdgeDrag: assign({
      drag: ({ context }) => {
        const press = context.press!;
        return {
          kind: 'edge' as const,
          shapeId: press.target!.shapeId,
          edgeIndex: pressIndex(press),
          start: press.startWorld,
          preview: null,
        };
      },
    }),
    startShapeDrag: assign({
      drag: ({ context }) => {
        const press = context.press!;
        return { kind: 'shape' as const, shapeId: press.target!.shapeId, start: press.startWorld, preview: null };
      },
    }),
    /** The move that starts a drag previews only where the shape stays valid (later moves are guarded). */
    firstPreview: assign({
      drag: ({ context, event }) => {
        assertEvent(event, 'pointer.move');
        const points = proposal(context, toWorld(context.stage, event.at));
        return context.drag && { ...context.drag, preview: points && isValidShape(points) ? points : null };
      },
    }),
    setPreview: assign({
      drag: ({ context, event }) => {
        assertEvent(event, 'pointer.move');
        return context.drag && { ...context.drag, preview: proposal(context, toWorld(context.stage, event.at)) };
      },
    }),
    /** The drag's preview becomes the shape (one undo step); a drag without one just ends. */
    commitPreview: assign(({ context }) => {
      const drag = context.drag;
      if (!drag?.preview) return { drag: null };
      const shapes = replacePoints(context.shapes, drag.shapeId, drag.preview);
      return { ...commit(context, shapes, `${shapeLine(shapes, drag.shapeId)}, ${drag.kind} moved`), drag: null };
    }),
    dropDrag: assign({ drag: null }),
    /** A click on an edge handle in individual mode: a corner at its midpoint; walls and steps follow their edges. */
    splitPressedEdge: assign(({ context }) => {
      const press = context.press;
      const points = press?.target && split(context, press.target.shapeId, pressIndex(press));
      if (!press?.target || !points) return {};
      const { shapeId } = press.target;
      const edgeIndex = pressIndex(press);
      const shapes = replacePoints(context.shapes, shapeId, points);
      const deck = deckOptionsAfterSplit(
        context.deck,
        context.shapes.findIndex((s) => s.id === shapeId),
        edgeIndex,
      );
      return commit(context, shapes, `${shapeLine(shapes, shapeId)}, edge ${edgeIndex + 1} split`, deck);
    }),
    /** A click on an edge's length label opens the length field on that edge. */
    selectPressedLabel: raise(({ context }) => {
      const press = context.press!;
      return { type: 'edge.select' as const, shapeId: press.target!.shapeId, edgeIndex: pressIndex(press) };
    }),
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
    setBalustrade: assign(({ context, event }) => {
      assertEvent(event, 'deck.balustrade');
      const ref = edgeRef(context, event.shapeId, event.edgeIndex);
      if (!ref) return {};
      const others = (context.deck.balustradeEdges ?? []).filter((w) => !sameEdge(w, ref));
      return commitDeck(context, { ...context.deck, balustradeEdges: event.on ? [...others, ref] : others });
    }),
    setBalustradeColour: assign(({ context, event }) => {
      assertEvent(event, 'deck.balustrade.colour');
      return commitDeck(context, { ...context.deck, balustradeColour: event.colour });
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
    /** Two fingers down: the held one where it is now, and the new one. */
    startPinch: assign({
      pinch: ({ context, event }) => {
        assertEvent(event, 'pointer.down');
        const press = context.press!;
        const [a, b] = [press.at, event.at];
        return {
          startDistance: distance(a, b),
          startCenter: midpoint(a, b),
          startStage: context.stage,
          touches: { [press.pointerId]: a, [event.pointerId]: b },
        };
      },
    }),
    // Two fingers: zoom about the pinch centre (scale kept within 0.1..5) and pan with it.
    pinchMove: assign(({ context, event }) => {
      assertEvent(event, 'pointer.move');
      const pinch = context.pinch;
      if (!pinch) return {};
      const touches = { ...pinch.touches, [event.pointerId]: event.at };
      const [a, b] = Object.values(touches);
      const d = distance(a, b);
      const scale = clampZoom(pinch.startDistance > 0 ? (pinch.startStage.scale * d) / pinch.startDistance : pinch.startStage.scale);
      const center = midpoint(a, b);
      // The canvas point under the starting centre stays under the fingers' centre.
      const anchor = {
        x: (pinch.startCenter.x - pinch.startStage.x) / pinch.startStage.scale,
        y: (pinch.startCenter.y - pinch.startStage.y) / pinch.startStage.scale,
      };
      return { pinch: { ...pinch, touches }, stage: { scale, x: center.x - anchor.x * scale, y: center.y - anchor.y * scale } };
    }),
    dropPinch: assign({ pinch: null }),
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
    openLength: assign(({ context, event }) => {
      assertEvent(event, 'edge.select');
      const points = shapeById(context, event.shapeId)!.points;
      const length = distance(points[event.edgeIndex], points[(event.edgeIndex + 1) % points.length]);
      return {
        lengthEdit: { shapeId: event.shapeId, edgeIndex: event.edgeIndex, text: String(Math.round(length)), error: null },
        focusedShapeId: event.shapeId,
      };
    }),
    changeLength: assign({
      lengthEdit: ({ context, event }) => {
        assertEvent(event, 'length.change');
        return context.lengthEdit && { ...context.lengthEdit, text: event.text, error: null };
      },
    }),
    refuseLength: assign({
      lengthEdit: ({ context }, params: { error: string }) => context.lengthEdit && { ...context.lengthEdit, error: params.error },
    }),
    closeLength: assign({ lengthEdit: null }),
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
      press: null,
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
    'unit.set': { actions: 'setUnit' },
    'zoom.in': { actions: { type: 'zoomStep', params: { factor: ZOOM_STEP } } },
    'zoom.out': { actions: { type: 'zoomStep', params: { factor: 1 / ZOOM_STEP } } },
    'zoom.by': { actions: 'zoomBy' },
    'zoom.reset': { actions: 'resetZoom' },
    'zoom.fit': { actions: 'fitZoom' },
    'layer.set': { actions: 'setLayer' },
  },
  states: {
    mode: {
      initial: DEFAULT_EDIT_MODE,
      states: {
        scaling: { on: { 'mode.set': { guard: 'setsIndividual', target: 'individual' } } },
        individual: { on: { 'mode.set': { guard: 'setsScaling', target: 'scaling' } } },
      },
    },
    interaction: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'shape.add': { guard: 'belowMaxShapes', actions: 'addShape' },
            'shape.remove': { guard: 'shapeExists', actions: 'removeShape' },
            'shape.focus': { actions: 'focusShape' },
            'pointer.down': { target: 'pressing', actions: 'startPress' },
            'shape.nudge': { guard: 'nudgeKeepsShapeValid', actions: 'nudgeShape' },
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
            'history.undo': { guard: 'canUndo', actions: 'undo' },
            'history.redo': { guard: 'canRedo', actions: 'redo' },
            'deck.height': { guard: 'changesHeight', actions: 'setHeight' },
            'deck.frame': { guard: 'changesDeck', actions: 'setDeckChoice' },
            'deck.border': { guard: 'changesDeck', actions: 'setDeckChoice' },
            'deck.breaker': { guard: 'changesDeck', actions: 'setDeckChoice' },
            'deck.wall': { guard: 'changesWall', actions: 'setWall' },
            'deck.steps': { guard: 'changesSteps', actions: 'setSteps' },
            'deck.balustrade': { guard: 'changesBalustrade', actions: 'setBalustrade' },
            'deck.balustrade.colour': { guard: 'changesBalustradeColour', actions: 'setBalustradeColour' },
          },
        },
        // A pointer held down, still within the click slop. Past it, the mode the drag starts in
        // decides what it does, to its end: a corner scales the shape (scaling) or moves alone
        // (individual); an edge handle drags its edge (scaling) or only clicks, to split (individual); a
        // length label only clicks, to type that edge's length.
        pressing: {
          on: {
            'pointer.move': [
              {
                guard: and(['pastSlop', { type: 'pressOn', params: { kind: 'corner' } }, inScaling]),
                target: 'draggingCorner',
                actions: [{ type: 'startCornerDrag', params: { mode: 'scaling' } }, 'firstPreview', 'trackPress'],
              },
              {
                guard: and(['pastSlop', { type: 'pressOn', params: { kind: 'corner' } }, inIndividual]),
                target: 'draggingCorner',
                actions: [{ type: 'startCornerDrag', params: { mode: 'individual' } }, 'firstPreview', 'trackPress'],
              },
              {
                guard: and(['pastSlop', { type: 'pressOn', params: { kind: 'edge' } }, inScaling]),
                target: 'draggingEdge',
                actions: ['startEdgeDrag', 'firstPreview', 'trackPress'],
              },
              {
                guard: and(['pastSlop', { type: 'pressOn', params: { kind: 'shape' as const } }]),
                target: 'draggingShape',
                actions: ['startShapeDrag', 'firstPreview', 'trackPress'],
              },
              { guard: 'pastSlop', target: 'pressedAway', actions: 'trackPress' },
              { guard: 'isPressPointer', actions: 'trackPress' },
            ],
            'pointer.up': [
              {
                guard: and(['isPressPointer', { type: 'pressOn', params: { kind: 'edge' } }, inIndividual, 'pressSplitKeepsShapeValid']),
                target: 'idle',
                actions: ['splitPressedEdge', 'dropPress'],
              },
              {
                guard: and(['isPressPointer', { type: 'pressOn', params: { kind: 'label' as const } }]),
                target: 'idle',
                actions: ['selectPressedLabel', 'dropPress'],
              },
              { guard: 'isPressPointer', target: 'idle', actions: 'dropPress' },
            ],
            'pointer.cancel': { guard: 'isPressPointer', target: 'idle', actions: 'dropPress' },
            'pointer.down': { guard: 'isOtherPointer', target: 'pinching', actions: ['startPinch', 'dropPress'] },
          },
        },
        // A press that travelled too far to be a click on something that only clicks (or on the empty
        // canvas): nothing happens on release.
        pressedAway: {
          on: {
            'pointer.move': { guard: 'isPressPointer', actions: 'trackPress' },
            'pointer.up': { guard: 'isPressPointer', target: 'idle', actions: 'dropPress' },
            'pointer.cancel': { guard: 'isPressPointer', target: 'idle', actions: 'dropPress' },
            'pointer.down': { guard: 'isOtherPointer', target: 'pinching', actions: ['startPinch', 'dropPress'] },
          },
        },
        draggingCorner: dragging,
        draggingEdge: dragging,
        draggingShape: dragging,
        // Two fingers: either one lifted ends the pinch (the other does nothing until it is lifted too).
        pinching: {
          on: {
            'pointer.move': { guard: 'isPinchPointer', actions: 'pinchMove' },
            'pointer.up': { guard: 'isPinchPointer', target: 'idle', actions: 'dropPinch' },
            'pointer.cancel': { guard: 'isPinchPointer', target: 'idle', actions: 'dropPinch' },
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
            'edge.select': { guard: 'edgeExists', target: 'open', actions: 'openLength' },
          },
        },
        open: {
          on: {
            'length.change': { actions: 'changeLength' },
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
              { guard: not('isLength'), actions: { type: 'refuseLength', params: { error: EDGE_LENGTH_NOT_A_NUMBER } } },
              { actions: { type: 'refuseLength', params: { error: EDGE_LENGTH_REFUSED } } },
            ],
            'length.cancel': { target: 'closed', actions: 'closeLength' },
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

/** Materials are derived from the committed shapes (docs/product.md#figures-and-limits). */
export function materialsOf(context: Pick<CalculatorEditorContext, 'shapes'>): Calculations {
  return calculateMaterials(context.shapes);
}

/** Add Shape is disabled at 5 shapes. */
export function canAdd(context: Pick<CalculatorEditorContext, 'shapes'>): boolean {
  return canAddShape(context.shapes.length);
}
