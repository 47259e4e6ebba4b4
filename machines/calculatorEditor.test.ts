import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { bounds, isValidShape, newShape, type Point } from '../src/domain/geometry';
import { calculatorEditorMachine, canAdd, displayedPoints, materialsOf, type CalculatorEditorEvent } from './calculatorEditor.machine';
import type { StepInfo } from './testing/pathTesting';
import { describeModels } from './testing/describeModel';

type Snap = SnapshotFrom<typeof calculatorEditorMachine>;
const first = newShape(1000); // box-1000: (50,50) (1050,50) (1050,1050) (50,1050)
const input = { shapes: [first], now: () => 2000 };
const twoFingers = (a: Point, b: Point) => [a, b] as const;

const pinchEvents = (s: Snap): CalculatorEditorEvent[] =>
  s.matches('pinching')
    ? [
        { type: 'pinch.move', touches: twoFingers({ x: 0, y: 100 }, { x: 300, y: 100 }) },
        { type: 'pinch.move', touches: twoFingers({ x: 0, y: 100 }, { x: 10_000, y: 100 }) },
        { type: 'pinch.end' },
      ]
    : s.context.stage.scale === 1
      ? [{ type: 'pinch.start', touches: twoFingers({ x: 100, y: 100 }, { x: 200, y: 100 }) }]
      : [];

/** Shape list, focus, keyboard, modes and units, midpoint split. */
function listEvents(s: Snap): CalculatorEditorEvent[] {
  const c = s.context;
  const shape = c.shapes[0];
  const list: CalculatorEditorEvent[] = [
    { type: 'mode.toggle' },
    ...(c.editMode === 'individual' ? [{ type: 'mode.set' as const, mode: 'scaling' as const }] : []),
    { type: 'unit.toggle' },
    ...(c.unit === 'm' ? [{ type: 'unit.set' as const, unit: 'cm' as const }] : []),
    ...(c.shapes.length < 2 ? [{ type: 'shape.add' as const }] : []),
  ];
  if (c.shapes.length > 0) list.push({ type: 'shape.remove', shapeId: c.shapes[c.shapes.length - 1].id });
  if (shape) {
    list.push(c.focusedShapeId ? { type: 'shape.focus', shapeId: null } : { type: 'shape.focus', shapeId: shape.id });
    if (shape.points.length === 4) list.push({ type: 'midpoint.click', shapeId: shape.id, edgeIndex: 0 });
  }
  const focused = c.shapes.find((x) => x.id === c.focusedShapeId);
  if (focused) {
    if (focused.points[0].x === 50) list.push({ type: 'key.nudge', direction: 'right' });
    if (focused.points[0].x === 60) list.push({ type: 'key.nudge', direction: 'left' });
    list.push({ type: 'key.delete' });
  }
  return list;
}

/** Corner, edge and whole-shape drags in both modes, with previews committed on release. */
function dragEvents(s: Snap): CalculatorEditorEvent[] {
  const c = s.context;
  const shape = c.shapes[0];
  if (s.matches('draggingCorner')) {
    return [
      { type: 'corner.dragMove', point: { x: 1550, y: 1550 } },
      { type: 'corner.dragMove', point: { x: 50, y: 50 } },
      { type: 'corner.dragEnd' },
    ];
  }
  if (s.matches('draggingEdge')) {
    return [
      { type: 'edge.dragMove', point: { x: 1150, y: 550 } },
      { type: 'edge.dragMove', point: { x: 50, y: 550 } },
      { type: 'edge.dragEnd' },
    ];
  }
  if (s.matches('draggingShape')) return [{ type: 'shape.dragMove', point: { x: 600, y: 500 } }, { type: 'shape.dragEnd' }];
  const list: CalculatorEditorEvent[] = [{ type: 'mode.toggle' }, { type: 'corner.dragStart', shapeId: shape.id, index: 2 }];
  // Bounded explorations: each drag is offered only from the shape's original geometry.
  if (shape.points[1].x === 1050) list.push({ type: 'edge.dragStart', shapeId: shape.id, edgeIndex: 1, point: { x: 1050, y: 550 } });
  if (shape.points[0].x === 50) list.push({ type: 'shape.dragStart', shapeId: shape.id, point: { x: 500, y: 500 } });
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
  switch (e.type) {
    case 'shape.add':
      // A new 1000 x 1000 square at (50,50), id box-<timestamp> from the injected clock (2000),
      // bumped when that id is taken.
      expect(c.shapes.at(-1)!.points).toEqual(newShape(2000).points);
      expect(c.shapes.at(-1)!.id).toBe(prev.context.shapes.some((x) => x.id === 'box-2000') ? 'box-2001' : 'box-2000');
      break;
    case 'corner.dragMove':
    case 'edge.dragMove':
    case 'shape.dragMove':
      // The preview moves; the shape itself changes only on release.
      expect(c.shapes).toEqual(prev.context.shapes);
      expect(displayedPoints(c, c.drag!.shapeId)).toEqual(c.drag!.preview);
      break;
    case 'corner.dragEnd':
    case 'edge.dragEnd':
    case 'shape.dragEnd': {
      const drag = prev.context.drag!;
      expect(c.drag).toBeNull();
      expect(after(drag.shapeId).points).toEqual(drag.preview ?? before(drag.shapeId).points);
      if (drag.preview && drag.kind === 'corner' && prev.context.editMode === 'scaling') {
        const b = bounds(after(drag.shapeId).points);
        const b0 = bounds(before(drag.shapeId).points);
        expect(b.width / b.height).toBeCloseTo(b0.width / b0.height, 1);
      }
      if (drag.preview && drag.kind === 'corner' && prev.context.editMode === 'individual') {
        const moved = after(drag.shapeId).points.filter(
          (p, i) => p.x !== before(drag.shapeId).points[i].x || p.y !== before(drag.shapeId).points[i].y,
        );
        expect(moved.length).toBe(1);
      }
      const was = before(drag.shapeId).points;
      if (drag.preview && drag.kind === 'edge' && was[1].x === was[2].x) {
        // A vertical edge moves perpendicular to itself: x only.
        expect(after(drag.shapeId).points.map((p) => p.y)).toEqual(before(drag.shapeId).points.map((p) => p.y));
      }
      break;
    }
    case 'midpoint.click': {
      const pts = after(e.shapeId).points;
      expect(pts.length).toBe(before(e.shapeId).points.length + 1);
      const [a, b] = before(e.shapeId).points;
      expect(pts[1]).toEqual({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
      break;
    }
    case 'key.nudge': {
      const id = c.focusedShapeId!;
      const dx = e.direction === 'right' ? 10 : e.direction === 'left' ? -10 : 0;
      expect(after(id).points).toEqual(before(id).points.map((p) => ({ x: p.x + dx, y: p.y })));
      break;
    }
    case 'key.delete':
      expect(c.shapes.map((x) => x.id)).not.toContain(prev.context.focusedShapeId);
      break;
    case 'mode.toggle':
      expect(c.editMode).toBe(prev.context.editMode === 'scaling' ? 'individual' : 'scaling');
      break;
    case 'unit.toggle':
      expect(c.unit).toBe(prev.context.unit === 'cm' ? 'm' : 'cm');
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
    mode: s.context.editMode,
    unit: s.context.unit,
    focus: s.context.focusedShapeId,
    drag: s.context.drag,
    stage: s.context.stage,
  }),
  check,
};

describeModels('calculatorEditor', [
  { ...shared, name: 'shape list, keyboard, modes and units', events: listEvents },
  { ...shared, name: 'corner, edge and shape drags', events: dragEvents },
  { ...shared, name: 'pinch zoom and pan', events: pinchEvents },
]);

describe('calculatorEditor rules', () => {
  const start = (over: Partial<typeof input> = {}) => createActor(calculatorEditorMachine, { input: { ...input, ...over } }).start();

  it('defaults to scaling mode, cm units (shown as mm) and one new 1000 x 1000 shape at (50,50)', () => {
    const actor = createActor(calculatorEditorMachine, { input: { now: () => 1234 } }).start();
    const c = actor.getSnapshot().context;
    expect([c.editMode, c.unit]).toEqual(['scaling', 'cm']);
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
    actor.send({ type: 'corner.dragStart', shapeId: first.id, index: 2 });
    const before = actor.getSnapshot();
    actor.send({ type: 'corner.dragMove', point: { x: 50, y: 50 } });
    expect(actor.getSnapshot()).toBe(before);
    actor.send({ type: 'corner.dragEnd' });
    expect(actor.getSnapshot().context.shapes).toEqual([first]);
  });

  it('ignores an individual corner move that makes the edges cross', () => {
    const actor = start();
    actor.send({ type: 'mode.set', mode: 'individual' });
    actor.send({ type: 'corner.dragStart', shapeId: first.id, index: 0 });
    const before = actor.getSnapshot();
    // (50,50) dragged past the opposite side makes a bow-tie.
    actor.send({ type: 'corner.dragMove', point: { x: 2000, y: 550 } });
    expect(actor.getSnapshot()).toBe(before);
  });

  it('splits an edge only in individual mode and drags edges only in scaling mode', () => {
    const actor = start();
    expect(actor.getSnapshot().can({ type: 'midpoint.click', shapeId: first.id, edgeIndex: 0 })).toBe(false);
    actor.send({ type: 'mode.toggle' });
    expect(actor.getSnapshot().can({ type: 'edge.dragStart', shapeId: first.id, edgeIndex: 0, point: { x: 550, y: 50 } })).toBe(false);
    actor.send({ type: 'midpoint.click', shapeId: first.id, edgeIndex: 0 });
    expect(actor.getSnapshot().context.shapes[0].points).toHaveLength(5);
  });

  it('nudges the focused shape 10 units per arrow press and Delete removes it', () => {
    const actor = start();
    actor.send({ type: 'shape.focus', shapeId: first.id });
    actor.send({ type: 'key.nudge', direction: 'down' });
    actor.send({ type: 'key.nudge', direction: 'down' });
    expect(actor.getSnapshot().context.shapes[0].points[0]).toEqual({ x: 50, y: 70 });
    actor.send({ type: 'key.delete' });
    expect(actor.getSnapshot().context.shapes).toEqual([]);
    expect(materialsOf(actor.getSnapshot().context).deckArea).toBe(0);
  });

  it('clamps pinch zoom to 0.1..5', () => {
    const actor = start();
    actor.send({
      type: 'pinch.start',
      touches: [
        { x: 0, y: 0 },
        { x: 100, y: 0 },
      ],
    });
    actor.send({
      type: 'pinch.move',
      touches: [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
      ],
    });
    expect(actor.getSnapshot().context.stage.scale).toBe(0.1);
    actor.send({
      type: 'pinch.move',
      touches: [
        { x: 0, y: 0 },
        { x: 100_000, y: 0 },
      ],
    });
    expect(actor.getSnapshot().context.stage.scale).toBe(5);
  });

  it('derives materials from the shapes: 1 m2 needs 2 boards and 1 clip box', () => {
    const actor = start();
    expect(materialsOf(actor.getSnapshot().context)).toMatchObject({ deckArea: 1, deckBoards: 2, clipBoxes: 1 });
  });
});
