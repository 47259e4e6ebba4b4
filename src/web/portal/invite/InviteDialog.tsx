// The invitation dialog (docs/product.md#accounts, docs/product.md#trade-accounts), once for the
// admin's Invite user and an owner's Invite a colleague: an Ark UI Dialog over the invitation machine,
// Email and a role, a submit; once sent it says to whom, and may invite someone else. Each caller words
// it and lists its roles.
import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { isInviteOpen, type InviteSent } from '../../../../machines/invite';
import { Alert } from '../../components/Alert';
import { DialogDoneActions, DialogFormActions } from '../../components/DialogActions';
import { EmailField } from '../../components/form/EmailField';
import { SelectField, type SelectOption } from '../../components/form/SelectField';
import * as Dialog from '../../components/ui/dialog';
import { useInviteActor } from './inviteActor';

export interface InviteDialogWords {
  title: string;
  description: string;
  /** The role field's label and form name, and the roles offered. */
  role: { label: string; name: string; items: readonly SelectOption[] };
  submit: string;
  sending: string;
  /** What the done state says of whom the invitation reached. */
  sent: (sent: InviteSent) => string;
}

export function InviteDialog({ words }: { words: InviteDialogWords }) {
  const actor = useInviteActor();
  const open = useSelector(actor, isInviteOpen);
  const busy = useSelector(actor, (s) => s.matches({ open: 'submitting' }));
  const done = useSelector(actor, (s) => s.matches({ open: 'done' }));
  const email = useSelector(actor, (s) => s.context.email);
  const role = useSelector(actor, (s) => s.context.role);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  const sent = useSelector(actor, (s) => s.context.sent);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'invite.submit' });
  };
  return (
    <Dialog.ModalDialog
      title={words.title}
      busy={busy}
      open={open}
      onOpenChange={(d) => actor.send({ type: d.open ? 'dialog.open' : 'dialog.close' })}
    >
      {done && sent ? (
        <div className={css({ display: 'grid', gap: '4' })}>
          <Alert tone="success">{words.sent(sent)}</Alert>
          <DialogDoneActions>
            <button type="button" className={button({ variant: 'secondary' })} onClick={() => actor.send({ type: 'invite.another' })}>
              Invite another
            </button>
          </DialogDoneActions>
        </div>
      ) : (
        <form onSubmit={submit} className={css({ display: 'grid', gap: '4' })} noValidate>
          <Dialog.Description>{words.description}</Dialog.Description>
          <EmailField
            autoComplete="off"
            value={email}
            errorText={fieldErrors.email}
            disabled={busy}
            onChange={(value) => actor.send({ type: 'field.change', field: 'email', value })}
          />
          <SelectField
            label={words.role.label}
            name={words.role.name}
            items={words.role.items}
            value={role}
            required
            invalid={fieldErrors.role !== undefined}
            disabled={busy}
            onChange={(value) => actor.send({ type: 'field.change', field: 'role', value })}
          />
          {error ? <Alert tone="error">{error}</Alert> : null}
          <DialogFormActions busy={busy} label={words.submit} busyLabel={words.sending} />
        </form>
      )}
    </Dialog.ModalDialog>
  );
}
