// The exact-length field (docs/product.md#calculator-editing): opened on one edge (its label on the canvas, or
// its button in the shape list), Enter applies the typed length, Escape cancels. A refused length
// (docs/product.md#validation-rules, shape validity) is explained next to the field and changes nothing. Intents only.
import { useEffect, useId, useRef } from 'react';
import { css } from 'styled-system/css';
import { button, input } from 'styled-system/recipes';
import type { LengthEdit } from '../../../machines/calculatorEditor.machine';
import { EDGE_LENGTH_LABEL } from '../../domain/edgeLength';
import { edgeKey } from './ShapeList';

export interface EdgeLengthFieldProps {
  edit: LengthEdit;
  /** 1-based number of the edited shape in the list. */
  shapeNumber: number;
  onChange: (text: string) => void;
  onApply: () => void;
  onCancel: () => void;
}

export function EdgeLengthField({ edit, shapeNumber, onChange, onApply, onCancel }: EdgeLengthFieldProps) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  // Opened on an edge (or moved to another), the field takes the focus with its text selected, ready to type over.
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, [edit.shapeId, edit.edgeIndex]);
  // Closed (Apply, Enter, Cancel, Escape), the field is gone with the focus it held: the focus goes back to
  // the edge it edited, in the shape list, rather than to <body>. Without scrolling: opened from the canvas,
  // the page stays where the person was drawing.
  const { edgeIndex } = edit;
  useEffect(() => {
    const input = field.current;
    return () => {
      if (input?.isConnected) return; // moved to another edge: the field stays and keeps the focus
      document.querySelector<HTMLElement>(`[data-edge="${edgeKey(shapeNumber - 1, edgeIndex)}"]`)?.focus({ preventScroll: true });
    };
  }, [shapeNumber, edgeIndex]);
  return (
    <form
      aria-label={`Shape ${shapeNumber}, edge ${edit.edgeIndex + 1}`}
      onSubmit={(e) => {
        e.preventDefault();
        onApply();
      }}
      className={css({
        // On a phone, at the top of the screen over everything but dialogs: the MATERIALS NEEDED sheet
        // (z-index 30) covers the canvas's foot, and the keyboard the screen's. From md up, at the canvas's
        // foot: a new shape starts at its top-left.
        position: { base: 'fixed', md: 'absolute' },
        top: { base: '2', md: 'auto' },
        bottom: { base: 'auto', md: '2' },
        left: '2',
        right: { base: '2', md: 'auto' },
        zIndex: { base: '40', md: '1' },
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        gap: '2',
        p: '3',
        maxW: '26rem',
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'control',
        boxShadow: 'lift',
      })}
    >
      <div className={css({ display: 'grid', gap: '1' })}>
        <label htmlFor={`${id}-len`} className={css({ fontSize: 'sm', fontWeight: '600' })}>
          {EDGE_LENGTH_LABEL}
        </label>
        <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
          Shape {shapeNumber}, edge {edit.edgeIndex + 1}
        </span>
        <input
          ref={field}
          id={`${id}-len`}
          inputMode="numeric"
          autoComplete="off"
          value={edit.text}
          aria-invalid={edit.error ? true : undefined}
          aria-describedby={edit.error ? `${id}-err` : undefined}
          onChange={(e) => onChange(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              onCancel();
            }
          }}
          className={`${input()} ${css({ w: '8rem' })}`}
        />
      </div>
      <button type="submit" className={button({ variant: 'primary', size: 'sm' })}>
        Apply
      </button>
      <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={onCancel}>
        Cancel
      </button>
      {edit.error ? (
        <p id={`${id}-err`} role="alert" className={css({ flexBasis: '100%', fontSize: 'sm', color: 'tone.errorFg' })}>
          {edit.error}
        </p>
      ) : null}
    </form>
  );
}
