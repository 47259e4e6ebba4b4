// The confirm step before Disable: disabling ends every live session of that user at once.
import { css, cx } from 'styled-system/css';
import { actionRow, button } from 'styled-system/recipes';
import type { UserSummary } from '../../../domain/schemas/users';
import * as Dialog from '../../components/ui/dialog';

export function ConfirmDisableDialog({
  user,
  onConfirm,
  onCancel,
}: {
  /** The user to disable; null while no confirmation is asked. */
  user: UserSummary | null;
  onConfirm: (user: UserSummary) => void;
  onCancel: () => void;
}) {
  return (
    <Dialog.ModalDialog
      title={<>Disable {user?.email}?</>}
      role="alertdialog"
      open={user !== null}
      onOpenChange={(d) => (d.open ? undefined : onCancel())}
    >
      <Dialog.Description>They are signed out everywhere at once and cannot sign in until an admin enables them again.</Dialog.Description>
      <div className={cx(actionRow({ justify: 'end' }), css({ mt: '5' }))}>
        <Dialog.CloseTrigger type="button" className={button({ variant: 'secondary' })}>
          Cancel
        </Dialog.CloseTrigger>
        <button type="button" className={button({ variant: 'primary' })} onClick={() => (user ? onConfirm(user) : undefined)}>
          Disable
        </button>
      </div>
    </Dialog.ModalDialog>
  );
}
