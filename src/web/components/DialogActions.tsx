// The buttons that end the app's form dialogs, written once: Cancel beside the form's submit while it is
// filled in, Done (after anything else the finished dialog offers) once it has its answer.
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { actionRow, button } from 'styled-system/recipes';
import * as Dialog from './ui/dialog';

export const dialogActionsRow = actionRow({ justify: 'end' });

interface FormActionsProps {
  /** The answer is awaited: nothing can be pressed, and the submit says so. */
  busy: boolean;
  label: string;
  busyLabel: string;
  /** The form is not complete yet. */
  disabled?: boolean;
}

/** Cancel closes the dialog; the submit sends the form. */
export function DialogFormActions({ busy, label, busyLabel, disabled = false }: FormActionsProps) {
  return (
    <div className={dialogActionsRow}>
      <Dialog.CloseTrigger type="button" className={button({ variant: 'secondary' })} disabled={busy}>
        Cancel
      </Dialog.CloseTrigger>
      <button type="submit" className={button({ variant: 'primary' })} disabled={busy || disabled} aria-busy={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}

/** Done closes the finished dialog; `children` (Invite another...) come before it. */
export function DialogDoneActions({ children, label = 'Done' }: { children?: ReactNode; label?: string }) {
  return (
    <div className={dialogActionsRow}>
      {children}
      <Dialog.CloseTrigger type="button" className={button({ variant: 'primary' })}>
        {label}
      </Dialog.CloseTrigger>
    </div>
  );
}

interface ConfirmActionsProps {
  /** The confirmed change is on its way: nothing can be pressed. */
  busy: boolean;
  label: string;
  onConfirm: () => void;
}

/** A confirmation's Cancel (closes) and the button that confirms, below the dialog's message. */
export function DialogConfirmActions({ busy, label, onConfirm }: ConfirmActionsProps) {
  return (
    <div className={cx(dialogActionsRow, css({ mt: '5' }))}>
      <Dialog.CloseTrigger type="button" className={button({ variant: 'secondary' })} disabled={busy}>
        Cancel
      </Dialog.CloseTrigger>
      <button type="button" className={button({ variant: 'primary' })} disabled={busy} aria-busy={busy} onClick={onConfirm}>
        {label}
      </button>
    </div>
  );
}
