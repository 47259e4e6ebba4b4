import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import {
  bounds,
  edgeLengths,
  isRectangle,
  isValidShape,
  moveCorner,
  newShape,
  polygonArea,
  scaleFromCorner,
  snapPoint,
  type Point,
} from '../src/domain/geometry';
import {
  calculatorEditorMachine,
  canAdd,
  displayedPoints,
  editModeOf,
  HISTORY_LIMIT,
  materialsOf,
  type CalculatorEditorEvent,
  type CanvasTarget,
} from './calculatorEditor.machine';
import { PX_PER_MM } from '../src/domain/canvasView';
import { EDGE_LENGTH_NOT_A_NUMBER, EDGE_LENGTH_REFUSED } from '../src/domain/edgeLength';
import type { StepInfo } from './testing/pathTesting';
import { describeModels } from './testing/describeModel';

type Snap = SnapshotFrom<typeof calculatorEditorMachine>;
const first = newShape(1000); // box-1000: (50,50) (1050,50) (1050,1050) (50,1050)
const input = { shapes: [first], now: () => 2000 };
/** A world point (mm) in stage px at the starting view (zoom 1, no pan), as the canvas reports pointers. */
const px = (p: Point): Point => ({ x: p.x * PX_PER_MM, y: p.y * PX_PER_MM });
const down = (target: CanvasTarget | null, at: Point, pointerId = 1): CalculatorEditorEvent => ({
  type: 'pointer.down',
  pointerId,
  at: px(at),
  target,
});
const move = (at: Point, pointerId = 1): CalculatorEditorEvent => ({ type: 'pointer.move', pointerId, at: px(at) });
const up = (pointerId = 1): CalculatorEditorEvent => ({ type: 'pointer.up', pointerId });
const otherMode = (s: Snap): CalculatorEditorEvent => ({ type: 'mode.set', mode: editModeOf(s) === 'scaling' ? 'individual' : 'scaling' });
const DRAGS = ['draggingCorner', 'draggingEdge', 'draggingShape'] as const;
const isDragging = (s: Snap) => DRAGS.some((d) => s.matches({ interaction: d }));

const pinchEvents = (s: Snap): CalculatorEditorEvent[] => {
  if (s.matches({ interaction: 'pinching' }))
    return [
      { type: 'pointer.move', pointerId: 2, at: { x: 300, y: 100 } },
      { type: 'pointer.move', pointerId: 2, at: { x: 10_000, y: 100 } },
      // A third finger does nothing.
      { type: 'pointer.move', pointerId: 3, at: { x: 0, y: 0 } },
      up(1),
    ];
  // One finger on the empty canvas, then a second: a pinch.
  if (s.matches({ interaction: 'pressing' }))
    return [
      { type: 'pointer.down', pointerId: 2, at: { x: 200, y: 100 }, target: null },
      { type: 'pointer.move', pointerId: 1, at: { x: 100, y: 102 } },
    ];
  if (s.matches({ interaction: 'pressedAway' })) return [up(1)];
  const { stage } = s.context;
  if (stage.scale !== 1 || stage.x !== 0 || stage.y !== 0) return [{ type: 'zoom.reset' }];
  return [
    { type: 'pointer.down', pointerId: 1, at: { x: 100, y: 100 }, target: null },
    { type: 'zoom.in', at: { x: 100, y: 100 } },
    { type: 'zoom.out', at: { x: 100, y: 100 } },
    { type: 'zoom.by', factor: 100, at: { x: 0, y: 0 } },
    { type: 'zoom.fit', width: 800, height: 600 },
  ];
};

/** Shape list, focus, keyboard, modes and units, a click on an edge handle, undo and redo (at most two edits deep). */
function listEvents(s: Snap): CalculatorEditorEvent[] {
  const c = s.context;
  const shape = c.shapes[0];
  if (s.matches({ interaction: 'pressing' })) return [up()];
  const list: CalculatorEditorEvent[] = [
    otherMode(s),
    { type: 'unit.set', unit: c.unit === 'cm' ? 'm' : 'cm' },
    { type: 'history.undo' },
    { type: 'history.redo' },
  ];
  if (shape) list.push(c.focusedShapeId ? { type: 'shape.focus', shapeId: null } : { type: 'shape.focus', shapeId: shape.id });
  // Edits only while the history is short, so the graph stays finite.
  if (c.past.length >= 2) return list;
  if (c.shapes.length < 2) list.push({ type: 'shape.add' });
  if (c.shapes.length > 0) list.push({ type: 'shape.remove', shapeId: c.shapes[c.shapes.length - 1].id });
  if (shape) {
    // A click on edge 0's handle: a split in individual mode, nothing in scaling mode.
    if (shape.points.length === 4) list.push(down({ kind: 'edge', shapeId: shape.id, index: 0 }, { x: 550, y: 50 }));
    if (shape.points[0].x === 50) list.push({ type: 'shape.nudge', shapeId: shape.id, direction: 'right' });
    if (shape.points[0].x === 60) list.push({ type: 'shape.nudge', shapeId: shape.id, direction: 'left' });
    if (shape.points[2].x === 1050) list.push({ type: 'corner.nudge', shapeId: shape.id, index: 2, direction: 'right' });
    // Scaling a corner onto its anchor collapses the shape: refused.
    list.push({ type: 'corner.nudge', shapeId: shape.id, index: 0, direction: 'down' });
  }
  if (c.focusedShapeId) list.push({ type: 'shape.remove', shapeId: c.focusedShapeId });
  return list;
}

/** Where each kind of press first goes when it travels: where its drag goes. */
const farFrom = (target: CanvasTarget | null): Point =>
  target?.kind === 'corner' ? { x: 1550, y: 1550 } : target?.kind === 'edge' ? { x: 1150, y: 550 } : { x: 600, y: 500 };

/** The presses the shape offers from its original geometry: a corner, an edge handle, its body. */
function presses(s: Snap): CalculatorEditorEvent[] {
  const shape = s.context.shapes[0];
  const list: CalculatorEditorEvent[] = [otherMode(s), down({ kind: 'corner', shapeId: shape.id, index: 2 }, { x: 1050, y: 1050 })];
  if (shape.points[1].x === 1050) list.push(down({ kind: 'edge', shapeId: shape.id, index: 1 }, { x: 1050, y: 550 }));
  if (shape.points[0].x === 50) list.push(down({ kind: 'shape', shapeId: shape.id }, { x: 500, y: 500 }));
  return list;
}

/** Corner, edge and whole-shape drags in both modes: previewed while valid, committed on release. */
function dragEvents(s: Snap): CalculatorEditorEvent[] {
  if (s.matches({ interaction: 'draggingCorner' })) return [move({ x: 1550, y: 1550 }), move({ x: 50, y: 50 }), up()];
  if (s.matches({ interaction: 'draggingEdge' })) return [move({ x: 1150, y: 550 }), move({ x: 50, y: 550 }), up()];
  if (s.matches({ interaction: 'draggingShape' })) return [move({ x: 600, y: 500 }), up()];
  if (s.matches({ interaction: 'pressing' })) return [move(farFrom(s.context.press!.target))];
  if (s.matches({ interaction: 'pressedAway' })) return [up()];
  // Bounded explorations: each drag is offered only from the shape's original geometry.
  return presses(s);
}

/**
 * Presses from the original geometry only, in both modes: within the click slop a press stays a press,
 * past it a drag starts (an edge handle in individual mode only clicks); a drag or press is dropped on
 * Escape, on the pointer taken away or on a second finger, and another pointer's moves are not its own.
 */
function pressEvents(s: Snap): CalculatorEditorEvent[] {
  const c = s.context;
  const second: CalculatorEditorEvent = { type: 'pointer.down', pointerId: 2, at: { x: 200, y: 100 }, target: null };
  const cancel: CalculatorEditorEvent = { type: 'pointer.cancel', pointerId: 1 };
  if (isDragging(s)) return [{ type: 'drag.cancel' }, cancel, second, { type: 'pointer.move', pointerId: 2, at: { x: 0, y: 0 } }, up(2)];
  if (s.matches({ interaction: 'pressing' })) {
    const start = c.press!.startWorld;
    // 5 mm is 1 px at zoom 1: within the slop.
    return [move({ x: start.x + 5, y: start.y + 5 }), move(farFrom(c.press!.target)), up(), cancel, second];
  }
  if (s.matches({ interaction: 'pressedAway' })) return [move({ x: 0, y: 0 }), up(), cancel, second];
  if (s.matches({ interaction: 'pinching' })) return [up(2), cancel];
  if (c.past.length > 0) return [];
  return [...presses(s), down(null, { x: 3000, y: 3000 })];
}

/** The exact-length field in both modes: a label clicked, a length applied, one refused, text that is no length, cancel. */
function lengthEvents(s: Snap): CalculatorEditorEvent[] {
  const c = s.context;
  const shape = c.shapes[0];
  if (s.matches({ interaction: 'pressing' })) return [up(), move({ x: 550, y: 300 })];
  if (s.matches({ interaction: 'pressedAway' })) return [up()];
  if (s.matches({ lengthField: 'open' }))
    return [
      { type: 'length.change', text: '2000' },
      { type: 'length.change', text: '10' },
      { type: 'length.change', text: 'two metres' },
      { type: 'length.apply' },
      { type: 'length.cancel' },
    ];
  const list: CalculatorEditorEvent[] = [otherMode(s)];
  if (c.past.length === 0)
    list.push(
      { type: 'edge.select', shapeId: shape.id, edgeIndex: 0 },
      down({ kind: 'label', shapeId: shape.id, index: 1 }, { x: 1100, y: 550 }),
    );
  return list;
}

/** The deck's build choices: each one undo step, undone and redone with the shapes; layers are a view choice. */
function deckEvents(s: Snap): CalculatorEditorEvent[] {
  const c = s.context;
  const shape = c.shapes[0];
  const list: CalculatorEditorEvent[] = [
    { type: 'history.undo' },
    { type: 'history.redo' },
    { type: 'layer.set', layer: 'joists', on: !c.layers.joists },
  ];
  if (c.past.length >= 2) return list;
  list.push(
    { type: 'deck.height', heightMm: c.deck.heightMm === 600 ? 200 : 600 },
    { type: 'deck.height', heightMm: Number.NaN },
    { type: 'deck.frame', frame: c.deck.frame === 'timber' ? 'steel' : 'timber' },
    { type: 'deck.border', border: c.deck.border === 'none' ? 'double' : 'none' },
    { type: 'deck.breaker', on: !c.deck.breaker },
    { type: 'deck.wall', shapeId: 'no-such-shape', edgeIndex: 0, on: true },
  );
  if (shape) {
    const walled = c.deck.wallEdges.some((w) => w.shape === 0 && w.edge === 0);
    list.push(
      { type: 'deck.wall', shapeId: shape.id, edgeIndex: 0, on: !walled },
      { type: 'deck.steps', edge: c.deck.steps ? null : { shapeId: shape.id, edgeIndex: 2 } },
      {
        type: 'deck.balustrade',
        shapeId: shape.id,
        edgeIndex: 1,
        on: !(c.deck.balustradeEdges ?? []).some((w) => w.shape === 0 && w.edge === 1),
      },
      { type: 'deck.balustrade.colour', colour: c.deck.balustradeColour === 'monument' ? 'pearl-white' : 'monument' },
    );
  }
  return list;
}

function check(s: Snap, step: StepInfo<typeof calculatorEditorMachine>) {
  const c = s.context;
  const prev = step.previous;
  const e = step.event as CalculatorEditorEvent | undefined;
  // Every committed shape stays valid, at most 5, and the stage scale stays within 0.1..5.
  for (const shape of c.shapes) expect(isValidShape(shape.points)).toBe(true);
  expect(c.shapes.length).toBeLessThanOrEqual(5);
  expect(c.stage.scale).toBeGreaterThanOrEqual(0.1);
  expect(c.stage.scale).toBeLessThanOrEqual(5);
  // All movements snap to the 10-unit grid.
  for (const shape of c.shapes) for (const p of shape.points) expect([p.x % 10, p.y % 10]).toEqual([0, 0]);
  if (c.drag?.preview) expect(isValidShape(c.drag.preview)).toBe(true);
  // Materials are derived from shapes, never stored.
  expect('materials' in c).toBe(false);
  if (!e || !prev) return;
  const before = (id: string) => prev.context.shapes.find((x) => x.id === id)!;
  const after = (id: string) => c.shapes.find((x) => x.id === id)!;
  // Every committed edit is one undo step, and forgets what was undone.
  if (c.shapes !== prev.context.shapes && e.type !== 'history.undo' && e.type !== 'history.redo') {
    expect(c.past.at(-1)).toBe(prev.context.shapes);
    expect(c.future).toEqual([]);
  }
  expect(c.past.length).toBeLessThanOrEqual(HISTORY_LIMIT);
  // The build choices' history goes step for step with the shapes'.
  expect([c.deckPast.length, c.deckFuture.length]).toEqual([c.past.length, c.future.length]);
  if (c.deck !== prev.context.deck && e.type.startsWith('deck.')) {
    expect(c.deckPast.at(-1)).toBe(prev.context.deck);
    expect(c.past.at(-1)).toBe(prev.context.shapes);
    expect(c.future).toEqual([]);
    expect(c.shapes).toBe(prev.context.shapes);
  }
  switch (e.type) {
    case 'shape.add':
      // A new 1000 x 1000 square at (50,50), id box-<timestamp> from the injected clock (2000),
      // bumped when that id is taken.
      expect(c.shapes.at(-1)!.points).toEqual(newShape(2000).points);
      expect(c.shapes.at(-1)!.id).toBe(prev.context.shapes.some((x) => x.id === 'box-2000') ? 'box-2001' : 'box-2000');
      break;
    case 'pointer.move':
      // The preview moves; the shape itself changes only on release.
      expect(c.shapes).toEqual(prev.context.shapes);
      if (isDragging(s) && c.drag!.preview) expect(displayedPoints(c, c.drag!.shapeId)).toEqual(c.drag!.preview);
      // Within the click slop a press is still a press.
      if (prev.matches({ interaction: 'pressing' }) && c.press && Math.hypot(e.at.x - c.press.start.x, e.at.y - c.press.start.y) < 4)
        expect(s.matches({ interaction: 'pressing' })).toBe(true);
      break;
    case 'pointer.up': {
      const drag = prev.context.drag;
      const press = prev.context.press;
      if (press?.pointerId === e.pointerId) expect(s.matches({ interaction: 'idle' })).toBe(true);
      if (drag && press?.pointerId === e.pointerId) {
        expect(c.drag).toBeNull();
        expect(after(drag.shapeId).points).toEqual(drag.preview ?? before(drag.shapeId).points);
        if (drag.preview && drag.kind === 'corner' && drag.mode === 'scaling') {
          const b = bounds(after(drag.shapeId).points);
          const b0 = bounds(before(drag.shapeId).points);
          expect(b.width / b.height).toBeCloseTo(b0.width / b0.height, 1);
        }
        if (drag.preview && drag.kind === 'corner' && drag.mode === 'individual') {
          const moved = after(drag.shapeId).points.filter(
            (p, i) => p.x !== before(drag.shapeId).points[i].x || p.y !== before(drag.shapeId).points[i].y,
          );
          expect(moved.length).toBeLessThanOrEqual(1);
        }
        const was = before(drag.shapeId).points;
        if (drag.preview && drag.kind === 'edge' && was[1].x === was[2].x) {
          // A vertical edge moves perpendicular to itself: x only.
          expect(after(drag.shapeId).points.map((p) => p.y)).toEqual(before(drag.shapeId).points.map((p) => p.y));
        }
      }
      // A click on an edge handle splits that edge in individual mode, and does nothing in scaling mode.
      if (prev.matches({ interaction: 'pressing' }) && press?.target?.kind === 'edge') {
        const { shapeId, index } = press.target;
        const pts = after(shapeId).points;
        if (editModeOf(prev) === 'scaling') expect(c.shapes).toBe(prev.context.shapes);
        else {
          expect(pts.length).toBe(before(shapeId).points.length + 1);
          const [a, b] = [before(shapeId).points[index], before(shapeId).points[(index + 1) % before(shapeId).points.length]];
          expect(pts[index + 1]).toEqual(snapPoint({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }));
        }
      }
      // A click on a length label opens the length field on its edge.
      if (prev.matches({ interaction: 'pressing' }) && press?.target?.kind === 'label' && prev.matches({ lengthField: 'closed' }))
        expect(c.lengthEdit).toMatchObject({ shapeId: press.target.shapeId, edgeIndex: press.target.index, error: null });
      if (prev.matches({ interaction: 'pressedAway' })) expect(c.shapes).toBe(prev.context.shapes);
      break;
    }
    case 'pointer.down':
      if (prev.matches({ interaction: 'idle' })) {
        // A press focuses the shape it lands on, and the empty canvas lets the focus go.
        expect(c.focusedShapeId).toBe(e.target?.shapeId ?? null);
        expect(s.matches({ interaction: 'pressing' })).toBe(true);
      } else {
        // A second finger abandons a drag, and pinches.
        expect(c.shapes).toBe(prev.context.shapes);
        expect(c.drag).toBeNull();
        expect(s.matches({ interaction: 'pinching' })).toBe(true);
      }
      break;
    case 'shape.nudge': {
      const dx = e.direction === 'right' ? 10 : e.direction === 'left' ? -10 : 0;
      expect(after(e.shapeId).points).toEqual(before(e.shapeId).points.map((p) => ({ x: p.x + dx, y: p.y })));
      expect(c.focusedShapeId).toBe(e.shapeId);
      break;
    }
    case 'corner.nudge': {
      // A corner nudge is a corner drag of one grid step, in the edit mode.
      const was = before(e.shapeId).points;
      const p = was[e.index];
      const to = { x: p.x + (e.direction === 'right' ? 10 : 0), y: p.y + (e.direction === 'down' ? 10 : 0) };
      const want = editModeOf(prev) === 'scaling' ? scaleFromCorner(was, e.index, to) : moveCorner(was, e.index, to);
      expect(after(e.shapeId).points).toEqual(isValidShape(want) ? want : was);
      break;
    }
    case 'drag.cancel':
    case 'pointer.cancel':
      // Escape, or the pointer taken away, puts the shape back: nothing committed, no preview left.
      expect(c.shapes).toBe(prev.context.shapes);
      expect(c.drag).toBeNull();
      break;
    case 'deck.height':
      if (Number.isNaN(e.heightMm)) expect(c.deck).toBe(prev.context.deck);
      else expect(c.deck.heightMm).toBe(e.heightMm);
      break;
    case 'deck.frame':
      expect(c.deck.frame).toBe(e.frame);
      break;
    case 'deck.border':
      expect(c.deck.border).toBe(e.border);
      break;
    case 'deck.breaker':
      expect(c.deck.breaker).toBe(e.on);
      break;
    case 'deck.wall': {
      const index = prev.context.shapes.findIndex((x) => x.id === e.shapeId);
      if (index < 0) expect(c.deck).toBe(prev.context.deck);
      else expect(c.deck.wallEdges.some((w) => w.shape === index && w.edge === e.edgeIndex)).toBe(e.on);
      break;
    }
    case 'deck.steps':
      expect(c.deck.steps).toEqual(e.edge ? { shape: 0, edge: e.edge.edgeIndex } : null);
      break;
    case 'deck.balustrade':
      expect((c.deck.balustradeEdges ?? []).some((w) => w.shape === 0 && w.edge === e.edgeIndex)).toBe(e.on);
      break;
    case 'deck.balustrade.colour':
      expect(c.deck.balustradeColour).toBe(e.colour);
      break;
    case 'layer.set':
      expect(c.layers[e.layer]).toBe(e.on);
      expect(c.past).toBe(prev.context.past);
      break;
    case 'history.undo':
      if (prev.context.past.length > 0) {
        expect(c.deck).toEqual(prev.context.deckPast.at(-1));
        expect(c.shapes).toEqual(prev.context.past.at(-1));
        expect(c.future[0]).toBe(prev.context.shapes);
      } else expect(c.shapes).toBe(prev.context.shapes);
      break;
    case 'history.redo':
      if (prev.context.future.length > 0) {
        expect(c.deck).toEqual(prev.context.deckFuture[0]);
        expect(c.shapes).toEqual(prev.context.future[0]);
        expect(c.past.at(-1)).toBe(prev.context.shapes);
      } else expect(c.shapes).toBe(prev.context.shapes);
      break;
    case 'length.apply': {
      const edit = prev.context.lengthEdit!;
      const was = before(edit.shapeId).points;
      const now = after(edit.shapeId).points;
      if (s.matches({ lengthField: 'closed' })) {
        // Applied: the edge has the typed length; a rectangle stays one in either mode (its other sides stay),
        // any other shape scales in scaling mode.
        expect(Math.round(edgeLengths(now)[edit.edgeIndex])).toBe(Number(edit.text));
        if (isRectangle(was)) expect(isRectangle(now)).toBe(true);
        else if (editModeOf(prev) === 'scaling')
          expect(polygonArea(now) / polygonArea(was)).toBeCloseTo((Number(edit.text) / 1000) ** 2, 6);
        expect(c.announcement).toMatch(new RegExp(`^Shape 1: .* m², edge ${edit.edgeIndex + 1} set to ${edit.text} mm$`));
      } else {
        // Refused: nothing changes and the field says why.
        expect(c.shapes).toBe(prev.context.shapes);
        expect(c.lengthEdit!.error).toBe(/^\d+$/.test(edit.text) ? EDGE_LENGTH_REFUSED : EDGE_LENGTH_NOT_A_NUMBER);
      }
      break;
    }
    case 'shape.remove':
      expect(c.shapes.map((x) => x.id)).not.toContain(e.shapeId);
      break;
    case 'mode.set':
      expect(editModeOf(s)).toBe(e.mode);
      break;
    case 'unit.set':
      expect(c.unit).toBe(e.unit);
      break;
    default:
      break;
  }
}

const shared = {
  machine: calculatorEditorMachine,
  input,
  limit: 100_000,
  facts: (s: Snap) => ({
    shapes: s.context.shapes.map((x) => [x.id, x.points.map((p) => `${p.x},${p.y}`).join(' ')]),
    unit: s.context.unit,
    focus: s.context.focusedShapeId,
    drag: s.context.drag,
    press: s.context.press,
    pinch: s.context.pinch,
    stage: s.context.stage,
    lengthEdit: s.context.lengthEdit,
  }),
  check,
};

describeModels('calculatorEditor', [
  {
    ...shared,
    name: 'shape list, keyboard, modes, units, undo and redo',
    events: listEvents,
    facts: (s: Snap) => ({ ...shared.facts(s), past: s.context.past.length, future: s.context.future.length }),
  },
  { ...shared, name: 'corner, edge and shape drags', events: dragEvents },
  { ...shared, name: 'the click slop, a drag dropped, a second finger', events: pressEvents },
  { ...shared, name: 'pinch zoom and pan, zoom buttons, reset and fit', events: pinchEvents },
  { ...shared, name: 'exact edge lengths in both modes', events: lengthEvents },
  {
    ...shared,
    name: 'deck height, subframe, border, breaker, walls, steps and layers, with undo and redo',
    events: deckEvents,
    facts: (s: Snap) => ({
      ...shared.facts(s),
      deck: s.context.deck,
      layers: s.context.layers,
      past: s.context.deckPast,
      future: s.context.deckFuture,
    }),
  },
]);

describe('calculatorEditor rules', () => {
  const start = (over: Partial<typeof input> = {}) => createActor(calculatorEditorMachine, { input: { ...input, ...over } }).start();

  it('defaults to scaling mode, cm units (shown as mm) and one new 1000 x 1000 shape at (50,50)', () => {
    const actor = createActor(calculatorEditorMachine, { input: { now: () => 1234 } }).start();
    const c = actor.getSnapshot().context;
    expect([editModeOf(actor.getSnapshot()), c.unit]).toEqual(['scaling', 'cm']);
    expect(c.shapes).toEqual([newShape(1234)]);
    expect(c.shapes[0].id).toBe('box-1234');
  });

  it('refuses a sixth shape (Add Shape disabled at 5)', () => {
    let t = 0;
    const actor = start({ now: () => ++t });
    for (let i = 0; i < 6; i++) actor.send({ type: 'shape.add' });
    expect(actor.getSnapshot().context.shapes).toHaveLength(5);
    expect(canAdd(actor.getSnapshot().context)).toBe(false);
    expect(actor.getSnapshot().can({ type: 'shape.add' })).toBe(false);
  });

  it('ignores a drag that would make the shape invalid: the snapshot is unchanged', () => {
    const actor = start();
    actor.send(down({ kind: 'corner', shapeId: first.id, index: 2 }, { x: 1050, y: 1050 }));
    actor.send(move({ x: 1100, y: 1100 }));
    const before = actor.getSnapshot();
    actor.send(move({ x: 50, y: 50 }));
    expect(actor.getSnapshot()).toBe(before);
    actor.send(move({ x: 1050, y: 1050 }));
    actor.send(up());
    expect(actor.getSnapshot().context.shapes).toEqual([first]);
  });

  it('ignores an individual corner move that makes the edges cross', () => {
    const actor = start();
    actor.send({ type: 'mode.set', mode: 'individual' });
    actor.send(down({ kind: 'corner', shapeId: first.id, index: 0 }, { x: 50, y: 50 }));
    actor.send(move({ x: 100, y: 100 }));
    const before = actor.getSnapshot();
    // (50,50) dragged past the opposite side makes a bow-tie.
    actor.send(move({ x: 2000, y: 550 }));
    expect(actor.getSnapshot()).toBe(before);
  });

  it('splits an edge on a click of its handle only in individual mode and drags edges only in scaling mode', () => {
    const actor = start();
    const edge = { kind: 'edge', shapeId: first.id, index: 0 } as const;
    // Scaling: a click does nothing, a drag past the slop moves the edge.
    actor.send(down(edge, { x: 550, y: 50 }));
    actor.send(up());
    expect(actor.getSnapshot().context.shapes).toEqual([first]);
    actor.send(down(edge, { x: 550, y: 50 }));
    actor.send(move({ x: 550, y: 10 }));
    expect(actor.getSnapshot().matches({ interaction: 'draggingEdge' })).toBe(true);
    actor.send({ type: 'drag.cancel' });
    actor.send(up());
    actor.send({ type: 'mode.set', mode: 'individual' });
    // Individual: a press that travels past the slop neither drags nor splits; a click splits.
    actor.send(down(edge, { x: 550, y: 50 }));
    actor.send(move({ x: 550, y: 10 }));
    expect(actor.getSnapshot().matches({ interaction: 'pressedAway' })).toBe(true);
    actor.send(up());
    expect(actor.getSnapshot().context.shapes).toEqual([first]);
    actor.send(down(edge, { x: 550, y: 50 }));
    actor.send(move({ x: 555, y: 55 }));
    actor.send(up());
    expect(actor.getSnapshot().context.shapes[0].points).toHaveLength(5);
  });

  it('a click on a length label opens the length field on its edge, a drag from it does not', () => {
    const actor = start();
    const label = { kind: 'label', shapeId: first.id, index: 1 } as const;
    actor.send(down(label, { x: 1100, y: 550 }));
    actor.send(move({ x: 1100, y: 700 }));
    actor.send(up());
    expect(actor.getSnapshot().context.lengthEdit).toBeNull();
    actor.send(down(label, { x: 1100, y: 550 }));
    actor.send(up());
    expect(actor.getSnapshot().context.lengthEdit).toEqual({ shapeId: first.id, edgeIndex: 1, text: '1000', error: null });
  });

  it('nudges the focused shape 10 units per arrow press and Delete removes it', () => {
    const actor = start();
    actor.send({ type: 'shape.nudge', shapeId: first.id, direction: 'down' });
    actor.send({ type: 'shape.nudge', shapeId: first.id, direction: 'down' });
    expect(actor.getSnapshot().context.shapes[0].points[0]).toEqual({ x: 50, y: 70 });
    actor.send({ type: 'shape.remove', shapeId: first.id });
    expect(actor.getSnapshot().context.shapes).toEqual([]);
    expect(materialsOf(actor.getSnapshot().context).deckArea).toBe(0);
  });

  it('clamps pinch zoom to 0.1..5', () => {
    const actor = start();
    actor.send({ type: 'pointer.down', pointerId: 1, at: { x: 0, y: 0 }, target: null });
    actor.send({ type: 'pointer.down', pointerId: 2, at: { x: 100, y: 0 }, target: null });
    actor.send({ type: 'pointer.move', pointerId: 2, at: { x: 1, y: 0 } });
    expect(actor.getSnapshot().context.stage.scale).toBe(0.1);
    actor.send({ type: 'pointer.move', pointerId: 2, at: { x: 100_000, y: 0 } });
    expect(actor.getSnapshot().context.stage.scale).toBe(5);
    actor.send({ type: 'pointer.up', pointerId: 1 });
    expect(actor.getSnapshot().matches({ interaction: 'idle' })).toBe(true);
  });

  it('derives materials from the shapes: 1 m2 needs 2 boards and 1 clip box', () => {
    const actor = start();
    expect(materialsOf(actor.getSnapshot().context)).toMatchObject({ deckArea: 1, deckBoards: 2, clipBoxes: 1 });
  });

  it('keeps at least 100 undo steps, and redo walks them forward again', () => {
    const actor = start();
    for (let i = 0; i < 120; i++) actor.send({ type: 'shape.nudge', shapeId: first.id, direction: i % 2 ? 'left' : 'down' });
    const last = actor.getSnapshot().context.shapes;
    for (let i = 0; i < HISTORY_LIMIT; i++) actor.send({ type: 'history.undo' });
    expect(actor.getSnapshot().can({ type: 'history.undo' })).toBe(false);
    expect(actor.getSnapshot().context.shapes[0].points[0]).toEqual({ x: 50 - 10 * 10, y: 50 + 10 * 10 });
    for (let i = 0; i < HISTORY_LIMIT; i++) actor.send({ type: 'history.redo' });
    expect(actor.getSnapshot().context.shapes).toEqual(last);
    expect(actor.getSnapshot().can({ type: 'history.redo' })).toBe(false);
  });

  it('keeps the walls and steps on their edges when a shape before them is removed or an edge before them split', () => {
    const actor = start();
    actor.send({ type: 'shape.add' });
    const [a, b] = actor.getSnapshot().context.shapes;
    actor.send({ type: 'deck.wall', shapeId: a.id, edgeIndex: 0, on: true });
    actor.send({ type: 'deck.wall', shapeId: b.id, edgeIndex: 1, on: true });
    actor.send({ type: 'deck.steps', edge: { shapeId: b.id, edgeIndex: 2 } });
    actor.send({ type: 'mode.set', mode: 'individual' });
    actor.send(down({ kind: 'edge', shapeId: b.id, index: 0 }, { x: 550, y: 50 }));
    actor.send(up());
    // Edge 0 of shape 2 split: its later edges move on one.
    expect(actor.getSnapshot().context.deck).toMatchObject({
      wallEdges: [
        { shape: 0, edge: 0 },
        { shape: 1, edge: 2 },
      ],
      steps: { shape: 1, edge: 3 },
    });
    actor.send({ type: 'shape.remove', shapeId: a.id });
    expect(actor.getSnapshot().context.deck).toMatchObject({ wallEdges: [{ shape: 0, edge: 2 }], steps: { shape: 0, edge: 3 } });
    actor.send({ type: 'history.undo' });
    actor.send({ type: 'history.undo' });
    expect(actor.getSnapshot().context.deck.steps).toEqual({ shape: 1, edge: 2 });
  });

  it('typed top edge of 2000 mm on the default square gives 2.00 m² in either mode: a rectangle keeps its other sides', () => {
    for (const [mode, area] of [
      ['individual', '2.00 m²'],
      ['scaling', '2.00 m²'],
    ] as const) {
      const actor = start();
      actor.send({ type: 'mode.set', mode });
      actor.send({ type: 'edge.select', shapeId: first.id, edgeIndex: 0 });
      expect(actor.getSnapshot().context.lengthEdit?.text).toBe('1000');
      actor.send({ type: 'length.change', text: '2000' });
      actor.send({ type: 'length.apply' });
      const c = actor.getSnapshot().context;
      expect(materialsOf(c).deckArea).toBe(2);
      expect(c.announcement).toBe(`Shape 1: ${area}, edge 1 set to 2000 mm`);
      expect(actor.getSnapshot().matches({ lengthField: 'closed' })).toBe(true);
    }
  });

  it('refuses a length that makes the shape invalid, says why, and changes nothing', () => {
    const actor = start();
    actor.send({ type: 'mode.set', mode: 'individual' });
    actor.send({ type: 'edge.select', shapeId: first.id, edgeIndex: 0 });
    actor.send({ type: 'length.change', text: '50' });
    actor.send({ type: 'length.apply' });
    expect(actor.getSnapshot().context.shapes).toEqual([first]);
    expect(actor.getSnapshot().context.lengthEdit?.error).toBe(EDGE_LENGTH_REFUSED);
    expect(actor.getSnapshot().can({ type: 'history.undo' })).toBe(false);
  });

  it('Escape and a second finger put a dragged shape back', () => {
    const actor = start();
    actor.send(down({ kind: 'corner', shapeId: first.id, index: 2 }, { x: 1050, y: 1050 }));
    actor.send(move({ x: 1550, y: 1550 }));
    actor.send({ type: 'drag.cancel' });
    actor.send(up());
    expect(actor.getSnapshot().context.shapes).toEqual([first]);
    actor.send(down({ kind: 'shape', shapeId: first.id }, { x: 500, y: 500 }));
    actor.send(move({ x: 900, y: 900 }));
    actor.send(down(null, { x: 100, y: 0 }, 2));
    expect(actor.getSnapshot().matches({ interaction: 'pinching' })).toBe(true);
    expect(actor.getSnapshot().context.shapes).toEqual([first]);
    expect(displayedPoints(actor.getSnapshot().context, first.id)).toEqual(first.points);
  });

  it('Fit to shapes centres every shape in the stage within the zoom limits', () => {
    const actor = start();
    actor.send({ type: 'zoom.fit', width: 800, height: 600 });
    const { scale, x, y } = actor.getSnapshot().context.stage;
    // 1000 mm at 0.2 px/mm is 200 px at zoom 1: the 552 px of height left after padding fit it 2.76 times.
    expect(scale).toBeCloseTo(2.76, 5);
    expect(x + 550 * scale * 0.2).toBeCloseTo(400, 5);
    expect(y + 550 * scale * 0.2).toBeCloseTo(300, 5);
  });
});
