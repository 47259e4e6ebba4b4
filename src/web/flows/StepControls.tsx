// The step controls of the Flows tools: the coverage panel's replay of a walked path and the inspector's
// paused event log both move one step at a time with a row of plain buttons, styled and laid out once.
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

export const flowsButton = css({
  px: '2',
  py: '1',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  bg: 'bg.surface',
  cursor: 'pointer',
  textAlign: 'left',
  _hover: { bg: 'bg.subtle' },
  _pressed: { bg: 'bg.accent', borderColor: 'brand.solid' },
  _disabled: { opacity: 0.5, cursor: 'default' },
});

export const flowsRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', my: '2' });

export interface StepButton {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** A toggle's state (aria-pressed); left out for a plain button. */
  pressed?: boolean;
}

/** The buttons in the given order, then whatever the caller shows beside them (the step it is on). */
export function StepControls({ buttons, children }: { buttons: readonly StepButton[]; children?: ReactNode }) {
  return (
    <div className={flowsRow}>
      {buttons.map((b, i) => (
        // Keyed by place: a toggle's label changes (Play / Pause) and must keep its focus.
        <button key={i} type="button" className={flowsButton} disabled={b.disabled} aria-pressed={b.pressed} onClick={b.onClick}>
          {b.label}
        </button>
      ))}
      {children}
    </div>
  );
}
