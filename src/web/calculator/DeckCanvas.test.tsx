// What a drag's pointer move re-renders on the deck canvas (real editor machine and views; react-konva's
// components stand in as plain elements, since jsdom draws no canvas): the dragged shape follows the
// preview, while the stage's layers, and so the other shapes, the underlay and react-konva's Stage, are
// left alone. A Stage that renders again re-applies its whole tree, the cost a trace of the benchmark's
// corner drag found on every move (the "Tests and figures").
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PX_PER_MM } from '../../domain/canvasView';
import { scaleFromCorner, type Point } from '../../domain/geometry';
import { DeckEditorContext } from './deckEditorActor';
import { EditorWorkspace } from './EditorWorkspace';
import { useDeckEditor, type CalculatorEditorActor } from './useDeckEditor';

const renders = vi.hoisted(() => ({ stage: 0, layers: 0 }));

vi.mock('react-konva/lib/ReactKonvaCore', () => {
  const Stage = ({ children }: { children?: ReactNode }) => {
    renders.stage += 1;
    return <div data-testid="stage">{children}</div>;
  };
  const Layer = ({ children }: { children?: ReactNode }) => {
    renders.layers += 1;
    return <>{children}</>;
  };
  const Line = ({ name, points }: { name: string; points: number[] }) => <i data-testid={name} data-points={JSON.stringify(points)} />;
  const Nothing = () => null;
  return { Stage, Layer, Line, Text: Nothing, Rect: Nothing, Circle: Nothing, Shape: Nothing };
});
vi.mock('konva/lib/shapes/Circle', () => ({}));
vi.mock('konva/lib/shapes/Line', () => ({}));
vi.mock('konva/lib/shapes/Rect', () => ({}));
vi.mock('konva/lib/shapes/Text', () => ({}));

const SQUARE = [
  { x: 50, y: 50 },
  { x: 1050, y: 50 },
  { x: 1050, y: 1050 },
  { x: 50, y: 1050 },
];
const px = (p: Point): Point => ({ x: p.x * PX_PER_MM, y: p.y * PX_PER_MM });
const drawnPoints = (name: string) => JSON.parse(screen.getByTestId(name).getAttribute('data-points')!) as number[];

function Workspace({ onActor }: { onActor: (actor: CalculatorEditorActor) => void }) {
  const editor = useDeckEditor();
  onActor(editor.actor);
  return <EditorWorkspace editor={editor} />;
}

describe('DeckCanvas during a drag', () => {
  beforeEach(() => {
    // jsdom has no 2D context (the labels' widths fall back to an estimate) and no ResizeObserver (Ark's
    // segment groups and the canvas measure their boxes): each box reports the spec's 800 x 600 once.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe(target: Element) {
          this.report([{ target, contentRect: { width: 800, height: 600 } } as ResizeObserverEntry], this as unknown as ResizeObserver);
        }
        unobserve() {}
        disconnect() {}
      },
    );
  });

  it('a pointer move redraws the dragged shape from the preview and renders no layer of the stage again', async () => {
    let actor: CalculatorEditorActor | null = null;
    render(
      <DeckEditorContext.Provider options={{ input: {} }}>
        <Workspace onActor={(a) => (actor = a)} />
      </DeckEditorContext.Provider>,
    );
    await screen.findByTestId('stage', undefined, { timeout: 10_000 });
    const editor = actor!;
    const id = editor.getSnapshot().context.shapes[0].id;
    act(() =>
      editor.send({ type: 'pointer.down', pointerId: 1, at: px({ x: 1050, y: 1050 }), target: { kind: 'corner', shapeId: id, index: 2 } }),
    );
    act(() => editor.send({ type: 'pointer.move', pointerId: 1, at: px({ x: 1450, y: 1450 }) }));
    const before = { ...renders };
    for (const at of [1550, 1650, 1750]) act(() => editor.send({ type: 'pointer.move', pointerId: 1, at: px({ x: at, y: at }) }));
    const preview = scaleFromCorner(SQUARE, 2, { x: 1750, y: 1750 });
    expect(drawnPoints('shape:0')).toEqual(preview.flatMap((p) => [p.x, p.y]));
    expect(JSON.parse(screen.getByTestId('deck-canvas').dataset.shapes!)[0].points).toEqual(preview);
    expect(renders).toEqual(before);
    act(() => editor.send({ type: 'pointer.up', pointerId: 1 }));
    expect(drawnPoints('shape:0')).toEqual(preview.flatMap((p) => [p.x, p.y]));
  });
});
