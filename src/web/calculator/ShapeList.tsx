// The drawing as a list (docs/product.md#calculator-editing, for keyboard use): every shape with its area and edge
// lengths, a focusable shape button and a focusable button per corner. Arrow keys move the focused
// shape or corner by one grid step (10 mm) and Delete removes the shape, so the calculator works
// without a mouse and reads out for screen-reader users. Intents only; the page sends the events.
import type { KeyboardEvent } from 'react';
import { css } from 'styled-system/css';
import type { NudgeDirection } from '../../../machines/calculatorEditor.machine';
import type { LengthUnit } from '../../domain/constants';
import { formatArea, formatLength, shapeMetrics, type Shape } from '../../domain/geometry';
import { useInteractive } from './useInteractive';

export interface ShapeListProps {
  shapes: readonly Shape[];
  unit: LengthUnit;
  selectedId: string | null;
  onSelect: (shapeId: string) => void;
  /** Move the whole shape by a grid step. */
  onNudgeShape: (shapeId: string, direction: NudgeDirection) => void;
  /** Move one corner by a grid step (the machine applies the edit mode). */
  onNudgeCorner: (shapeId: string, index: number, direction: NudgeDirection) => void;
  onDelete: (shapeId: string) => void;
  /** Opens the Edge length (mm) field on an edge. */
  onSelectEdge?: (shapeId: string, edgeIndex: number) => void;
  id?: string;
}

const ARROWS: Record<string, NudgeDirection> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '8',
  px: '2.5',
  borderRadius: 'control',
  borderWidth: '1px',
  borderColor: 'border.strong',
  bg: 'bg.surface',
  fontSize: 'xs',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '1px' },
});

/** A shape's area, corners and edges, as its list button shows them and the canvas's label reads them. */
/**
 * The data-edge value of an edge's button in the list: the Edge length field gives the focus back to it when it
 * closes. By the shape's place in the list, not its id: a prerendered page's ids are the server's until hydrated.
 */
export const edgeKey = (shapeIndex: number, edgeIndex: number) => `${shapeIndex}/${edgeIndex}`;

export function shapeDetails(shape: Shape, unit: LengthUnit, m = shapeMetrics(shape.points)): string {
  const edges = m.edgeLengths.map((l) => formatLength(l, unit)).join(', ');
  return `${formatArea(m.area)}, ${shape.points.length} corners, edges ${edges}${m.isValid ? '' : ' (invalid)'}`;
}

export function shapeSummary(index: number, shape: Shape, unit: LengthUnit): string {
  return `Shape ${index + 1}: ${shapeDetails(shape, unit)}`;
}

export function ShapeList({ shapes, unit, selectedId, onSelect, onNudgeShape, onNudgeCorner, onDelete, onSelectEdge, id }: ShapeListProps) {
  // Prerendered, the list is in the page before its code: until React owns it, a key or click would be lost.
  const live = useInteractive();
  const keyFor = (shape: Shape, corner?: number) => (e: KeyboardEvent<HTMLButtonElement>) => {
    const direction = ARROWS[e.key];
    if (direction) {
      e.preventDefault();
      if (corner === undefined) onNudgeShape(shape.id, direction);
      else onNudgeCorner(shape.id, corner, direction);
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      onDelete(shape.id);
    }
  };
  if (shapes.length === 0) {
    return (
      <p id={id} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        No shapes yet. Use Add Shape to start your deck.
      </p>
    );
  }
  return (
    <ol id={id} aria-label="Deck shapes" className={css({ listStyle: 'none', display: 'grid', gap: '2' })}>
      {shapes.map((shape, i) => {
        const m = shapeMetrics(shape.points);
        return (
          <li key={shape.id} data-testid={`shape-item-${i}`} className={css({ display: 'grid', gap: '1.5' })}>
            <button
              type="button"
              aria-pressed={shape.id === selectedId}
              disabled={!live}
              aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown Delete"
              onClick={() => onSelect(shape.id)}
              onKeyDown={keyFor(shape)}
              className={css({
                textAlign: 'left',
                fontSize: 'sm',
                px: '3',
                py: '2',
                borderRadius: 'control',
                borderWidth: '1px',
                borderColor: m.isValid ? 'border.default' : 'brick.600',
                bg: shape.id === selectedId ? 'bg.subtle' : 'bg.surface',
                cursor: 'pointer',
                _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '1px' },
              })}
            >
              {/* Named by what it shows (WCAG 2.5.3, label in name): a voice user says what they see. */}
              <strong>Shape {i + 1}</strong>: {shapeDetails(shape, unit, m)}
            </button>
            <div role="group" aria-label={`Shape ${i + 1} corners`} className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
              {shape.points.map((p, c) => (
                <button
                  key={c}
                  type="button"
                  className={chip}
                  disabled={!live}
                  // The name starts with the chip's visible text (WCAG 2.5.3, label in name).
                  aria-label={`C${c + 1}, Shape ${i + 1} corner ${c + 1} at ${formatLength(p.x, unit)}, ${formatLength(p.y, unit)}`}
                  aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown Delete"
                  onClick={() => onSelect(shape.id)}
                  onKeyDown={keyFor(shape, c)}
                >
                  C{c + 1}
                </button>
              ))}
            </div>
            {onSelectEdge ? (
              <div role="group" aria-label={`Shape ${i + 1} edges`} className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
                {m.edgeLengths.map((length, edge) => (
                  <button
                    key={edge}
                    type="button"
                    className={chip}
                    disabled={!live}
                    // The name starts with the chip's visible text (WCAG 2.5.3, label in name).
                    aria-label={`E${edge + 1} ${formatLength(length, unit)}, set the length of Shape ${i + 1} edge ${edge + 1}`}
                    data-edge={edgeKey(i, edge)}
                    onClick={() => onSelectEdge(shape.id, edge)}
                  >
                    E{edge + 1} {formatLength(length, unit)}
                  </button>
                ))}
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
