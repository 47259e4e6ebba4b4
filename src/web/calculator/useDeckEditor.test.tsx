// The editor adapter sends only calculatorEditor events; these check that each intent lands as the
// machine defines (real machine, no mocks).
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scaleFromCorner } from '../../domain/geometry';
import { useDeckEditor, useDrawing } from './useDeckEditor';

const SQUARE = [
  { x: 50, y: 50 },
  { x: 1050, y: 50 },
  { x: 1050, y: 1050 },
  { x: 50, y: 1050 },
];

function setup() {
  return renderHook(() => useDeckEditor());
}

/** The editor and, as the canvas sees them, the drawn shapes. */
function setupWithDrawing() {
  return renderHook(() => {
    const editor = useDeckEditor();
    return { editor, drawing: useDrawing(editor.actor) };
  });
}

describe('useDeckEditor', () => {
  it('starts with one square, scaling mode, mm labels (unit cm) and zoom 1', () => {
    const { result } = setup();
    expect(result.current.shapes.map((s) => s.points)).toEqual([SQUARE]);
    expect(result.current.mode).toBe('scaling');
    expect(result.current.unit).toBe('cm');
    expect(result.current.view).toEqual({ scale: 1, x: 0, y: 0 });
    expect(result.current.calculations.deckArea).toBe(1);
  });

  it('a corner drag previews while moving (drawn shapes only) and commits on release; figures follow the commit', () => {
    const { result } = setupWithDrawing();
    const id = result.current.editor.shapes[0].id;
    act(() => result.current.editor.cornerDrag(id, 2, { x: 1050, y: 1050 }, 'start'));
    act(() => result.current.editor.cornerDrag(id, 2, { x: 1550, y: 1550 }, 'move'));
    const want = scaleFromCorner(SQUARE, 2, { x: 1550, y: 1550 });
    expect(result.current.drawing.shapes[0].points).toEqual(want);
    expect(result.current.drawing.draggedId).toBe(id);
    expect(result.current.editor.shapes[0].points).toEqual(SQUARE);
    expect(result.current.editor.calculations.deckArea).toBe(1);
    act(() => result.current.editor.cornerDrag(id, 2, { x: 1550, y: 1550 }, 'end'));
    expect(result.current.editor.shapes[0].points).toEqual(want);
    expect(result.current.drawing.shapes[0].points).toEqual(want);
    expect(result.current.drawing.draggedId).toBeNull();
    expect(result.current.editor.calculations.deckArea).toBe(2.25);
  });

  it('a drag move leaves the editor (and so the page around the canvas) as it was', () => {
    const { result } = setupWithDrawing();
    const id = result.current.editor.shapes[0].id;
    act(() => result.current.editor.cornerDrag(id, 2, { x: 1050, y: 1050 }, 'start'));
    const before = result.current.editor;
    act(() => result.current.editor.cornerDrag(id, 2, { x: 1550, y: 1550 }, 'move'));
    act(() => result.current.editor.cornerDrag(id, 2, { x: 1650, y: 1650 }, 'move'));
    expect(result.current.editor).toBe(before);
    expect(result.current.drawing.shapes[0].points).toEqual(scaleFromCorner(SQUARE, 2, { x: 1650, y: 1650 }));
  });

  it('a cancelled drag (second finger) leaves the shape as it was', () => {
    const { result } = setup();
    const id = result.current.shapes[0].id;
    act(() => result.current.shapeDrag(id, { x: 500, y: 500 }, 'start'));
    act(() => result.current.shapeDrag(id, { x: 900, y: 700 }, 'move'));
    act(() => result.current.shapeDrag(id, { x: 900, y: 700 }, 'cancel'));
    expect(result.current.shapes[0].points).toEqual(SQUARE);
  });

  it('keyboard: a corner nudge follows the edit mode; a shape nudge moves 10 mm; Delete removes it', () => {
    const { result } = setup();
    const id = result.current.shapes[0].id;
    act(() => result.current.setMode('individual'));
    act(() => result.current.nudgeCorner(id, 2, 'right'));
    expect(result.current.shapes[0].points[2]).toEqual({ x: 1060, y: 1050 });
    act(() => result.current.nudgeShape(id, 'down'));
    expect(result.current.shapes[0].points[0]).toEqual({ x: 50, y: 60 });
    expect(result.current.selectedId).toBe(id);
    act(() => result.current.deleteFocused(id));
    expect(result.current.shapes).toEqual([]);
    expect(result.current.calculations.deckArea).toBe(0);
  });

  it('edge handles split in individual mode only; Add Shape stops at five', () => {
    const { result } = setup();
    const id = result.current.shapes[0].id;
    act(() => result.current.edgeSplit(id, 0));
    expect(result.current.shapes[0].points).toHaveLength(4);
    act(() => result.current.setMode('individual'));
    act(() => result.current.edgeSplit(id, 0));
    expect(result.current.shapes[0].points[1]).toEqual({ x: 550, y: 50 });
    for (let i = 0; i < 6; i++) act(() => result.current.addShape());
    expect(result.current.shapes).toHaveLength(5);
    expect(result.current.canAdd).toBe(false);
  });

  it('zoom buttons and pinch stay within 0.1..5', () => {
    const { result } = setup();
    for (let i = 0; i < 20; i++) act(() => result.current.zoomAt(1.25, { x: 400, y: 300 }));
    expect(result.current.view.scale).toBe(5);
    for (let i = 0; i < 40; i++) act(() => result.current.zoomAt(0.8, { x: 400, y: 300 }));
    expect(result.current.view.scale).toBe(0.1);
    act(() =>
      result.current.pinch('start', [
        { x: 0, y: 0 },
        { x: 100, y: 0 },
      ]),
    );
    act(() =>
      result.current.pinch('move', [
        { x: 0, y: 0 },
        { x: 200, y: 0 },
      ]),
    );
    act(() => result.current.pinch('end'));
    expect(result.current.view.scale).toBeCloseTo(0.2, 10);
  });

  it('undo and redo follow the history; a typed length applies in the edit mode and is one step', () => {
    const { result } = setup();
    const id = result.current.shapes[0].id;
    expect([result.current.canUndo, result.current.canRedo]).toEqual([false, false]);
    act(() => result.current.setMode('individual'));
    act(() => result.current.selectEdge(id, 0));
    expect(result.current.lengthEdit).toMatchObject({ shapeId: id, edgeIndex: 0, text: '1000', error: null });
    act(() => result.current.changeLength('2000'));
    act(() => result.current.applyLength());
    expect(result.current.lengthEdit).toBeNull();
    expect(result.current.calculations.deckArea).toBe(2);
    expect(result.current.announcement).toBe('Shape 1: 2.00 m², edge 1 set to 2000 mm');
    act(() => result.current.undo());
    expect(result.current.shapes[0].points).toEqual(SQUARE);
    expect([result.current.canUndo, result.current.canRedo]).toEqual([false, true]);
    act(() => result.current.redo());
    expect(result.current.calculations.deckArea).toBe(2);
  });

  it('zoom in and out by a step about a point, reset, and fit to shapes', () => {
    const { result } = setup();
    act(() => result.current.zoomIn({ x: 100, y: 100 }));
    expect(result.current.view.scale).toBe(1.25);
    act(() => result.current.zoomOut({ x: 100, y: 100 }));
    expect(result.current.view).toEqual({ scale: 1, x: 0, y: 0 });
    act(() => result.current.fit(800, 600));
    expect(result.current.view.scale).toBeGreaterThan(2);
    act(() => result.current.zoomReset());
    expect(result.current.view).toEqual({ scale: 1, x: 0, y: 0 });
  });
});
