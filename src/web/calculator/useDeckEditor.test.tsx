// What the drawing screen reads of its editor actor (real machine, no mocks): the committed figures,
// the canvas's drag preview, and one actor for the whole screen.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PX_PER_MM } from '../../domain/canvasView';
import { scaleFromCorner, type Point } from '../../domain/geometry';
import { DeckEditorContext } from './deckEditorActor';
import { useDeckEditor, useDrawing } from './useDeckEditor';

const SQUARE = [
  { x: 50, y: 50 },
  { x: 1050, y: 50 },
  { x: 1050, y: 1050 },
  { x: 50, y: 1050 },
];
const px = (p: Point): Point => ({ x: p.x * PX_PER_MM, y: p.y * PX_PER_MM });

const wrapper = ({ children }: { children: ReactNode }) => (
  <DeckEditorContext.Provider options={{ input: {} }}>{children}</DeckEditorContext.Provider>
);

/** The editor and, as the canvas sees them, the drawn shapes. */
function setupWithDrawing() {
  return renderHook(
    () => {
      const editor = useDeckEditor();
      return { editor, drawing: useDrawing(editor.actor), other: useDeckEditor() };
    },
    { wrapper },
  );
}

describe('useDeckEditor', () => {
  it('starts with one square, scaling mode, mm labels (unit cm) and zoom 1; every reader shares the one actor', () => {
    const { result } = setupWithDrawing();
    const { editor, other } = result.current;
    expect(editor.shapes.map((s) => s.points)).toEqual([SQUARE]);
    expect(editor.mode).toBe('scaling');
    expect(editor.unit).toBe('cm');
    expect(editor.view).toEqual({ scale: 1, x: 0, y: 0 });
    expect(editor.calculations.deckArea).toBe(1);
    expect(other.actor).toBe(editor.actor);
  });

  it('a corner drag previews while moving (drawn shapes only) and commits on release; figures follow the commit', () => {
    const { result } = setupWithDrawing();
    const { actor } = result.current.editor;
    const id = result.current.editor.shapes[0].id;
    act(() =>
      actor.send({ type: 'pointer.down', pointerId: 1, at: px({ x: 1050, y: 1050 }), target: { kind: 'corner', shapeId: id, index: 2 } }),
    );
    act(() => actor.send({ type: 'pointer.move', pointerId: 1, at: px({ x: 1550, y: 1550 }) }));
    const want = scaleFromCorner(SQUARE, 2, { x: 1550, y: 1550 });
    expect(result.current.drawing.shapes[0].points).toEqual(want);
    expect(result.current.drawing.draggedId).toBe(id);
    expect(result.current.editor.shapes[0].points).toEqual(SQUARE);
    expect(result.current.editor.calculations.deckArea).toBe(1);
    act(() => actor.send({ type: 'pointer.up', pointerId: 1 }));
    expect(result.current.editor.shapes[0].points).toEqual(want);
    expect(result.current.drawing.shapes[0].points).toEqual(want);
    expect(result.current.drawing.draggedId).toBeNull();
    expect(result.current.editor.calculations.deckArea).toBe(2.25);
  });

  it('a drag move leaves the editor (and so the page around the canvas) as it was', () => {
    const { result } = setupWithDrawing();
    const { actor } = result.current.editor;
    const id = result.current.editor.shapes[0].id;
    act(() =>
      actor.send({ type: 'pointer.down', pointerId: 1, at: px({ x: 1050, y: 1050 }), target: { kind: 'corner', shapeId: id, index: 2 } }),
    );
    act(() => actor.send({ type: 'pointer.move', pointerId: 1, at: px({ x: 1450, y: 1450 }) }));
    const before = result.current.editor;
    act(() => actor.send({ type: 'pointer.move', pointerId: 1, at: px({ x: 1550, y: 1550 }) }));
    act(() => actor.send({ type: 'pointer.move', pointerId: 1, at: px({ x: 1650, y: 1650 }) }));
    expect(result.current.editor).toBe(before);
    expect(result.current.drawing.shapes[0].points).toEqual(scaleFromCorner(SQUARE, 2, { x: 1650, y: 1650 }));
  });
});
