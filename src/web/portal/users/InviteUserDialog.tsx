// Invite user (DESIGN.md "Beyond the spec: Accounts"): an Ark UI Dialog over the inviteUser machine,
// Email and Role, an Invite submit; once sent it says to whom, and may invite someone else.
import type { FormEvent } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { ROLE_OPTIONS } from '../../../domain/accountForms';
import type { UserRole } from '../../../domain/constants';
import { Alert } from '../../components/Alert';
import { EmailField } from '../../components/form/EmailField';
import { SelectField } from '../../components/form/SelectField';
import * as Dialog from '../../components/ui/dialog';
import { InviteUserContext } from './inviteUserActor';

const actionsRow = css({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: '3' });

export function InviteUserDialog() {
  const actor = InviteUserContext.useActorRef();
  const open = InviteUserContext.useSelector((s) => !s.matches('closed'));
  const busy = InviteUserContext.useSelector((s) => s.matches({ open: 'submitting' }));
  const done = InviteUserContext.useSelector((s) => s.matches({ open: 'done' }));
  const email = InviteUserContext.useSelector((s) => s.context.email);
  const role = InviteUserContext.useSelector((s) => s.context.role);
  const fieldErrors = InviteUserContext.useSelector((s) => s.context.fieldErrors);
  const error = InviteUserContext.useSelector((s) => s.context.error);
  const invited = InviteUserContext.useSelector((s) => s.context.invited);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'invite.submit' });
  };
  return (
    <Dialog.ModalDialog
      title="Invite user"
      busy={busy}
      open={open}
      onOpenChange={(d) => actor.send({ type: d.open ? 'dialog.open' : 'dialog.close' })}
    >
      {done && invited ? (
        <div className={css({ display: 'grid', gap: '4' })}>
          <Alert tone="success">Invitation sent to {invited.email}</Alert>
          <div className={actionsRow}>
            <button type="button" className={button({ variant: 'secondary' })} onClick={() => actor.send({ type: 'invite.another' })}>
              Invite another
            </button>
            <Dialog.CloseTrigger type="button" className={button({ variant: 'primary' })}>
              Done
            </Dialog.CloseTrigger>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} className={css({ display: 'grid', gap: '4' })} noValidate>
          <Dialog.Description>
            They receive an e-mail with a link to set their password. The link works once, for 7 days.
          </Dialog.Description>
          <EmailField
            autoComplete="off"
            value={email}
            errorText={fieldErrors.email}
            disabled={busy}
            onChange={(value) => actor.send({ type: 'field.change', field: 'email', value })}
          />
          <SelectField
            label="Role"
            name="role"
            items={ROLE_OPTIONS}
            value={role}
            required
            invalid={fieldErrors.role !== undefined}
            disabled={busy}
            onChange={(value) => actor.send({ type: 'field.change', field: 'role', value: value as UserRole })}
          />
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div className={actionsRow}>
            <Dialog.CloseTrigger type="button" className={button({ variant: 'secondary' })} disabled={busy}>
              Cancel
            </Dialog.CloseTrigger>
            <button type="submit" className={button({ variant: 'primary' })} disabled={busy} aria-busy={busy}>
              {busy ? 'Inviting...' : 'Invite'}
            </button>
          </div>
        </form>
      )}
    </Dialog.ModalDialog>
  );
}
