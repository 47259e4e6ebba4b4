// The company's members on the account page (DESIGN.md "Trade accounts"): every member sees who belongs
// and with which role; owners also get Invite a colleague (an Ark UI dialog: Email, Company role) and each
// row's Remove after a confirmation. The companyMembers machine runs both; the server's refusals (the
// company's last owner, a user of another company) are shown in its own words.
import type { FormEvent } from 'react';
import { css } from 'styled-system/css';
import { badge, button } from 'styled-system/recipes';
import { COMPANY_ROLE_LABELS, COMPANY_ROLES, type CompanyMember, type CompanyRole } from '../../../domain/schemas/trade';
import { isConfirmingRemove, isInviting } from '../../../../machines/companyMembers.machine';
import { Alert } from '../../components/Alert';
import { EmailField } from '../../components/form/EmailField';
import { SelectField } from '../../components/form/SelectField';
import * as Dialog from '../../components/ui/dialog';
import { ScrollableTable } from '../ScrollableTable';
import { CompanyMembersContext } from './companyMembersActor';

const ROLE_OPTIONS = COMPANY_ROLES.map((value) => ({ value, label: COMPANY_ROLE_LABELS[value] }));
const actionsRow = css({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: '3' });
const smallButton = button({ variant: 'secondary', size: 'sm' });
const STATE_CHIP = { invited: badge({ tone: 'info' }), active: badge({ tone: 'success' }) };

function InviteColleagueDialog() {
  const actor = CompanyMembersContext.useActorRef();
  const open = CompanyMembersContext.useSelector(isInviting);
  const busy = CompanyMembersContext.useSelector((s) => s.matches({ inviting: 'submitting' }));
  const done = CompanyMembersContext.useSelector((s) => s.matches({ inviting: 'done' }));
  const email = CompanyMembersContext.useSelector((s) => s.context.email);
  const role = CompanyMembersContext.useSelector((s) => s.context.role);
  const fieldErrors = CompanyMembersContext.useSelector((s) => s.context.fieldErrors);
  const error = CompanyMembersContext.useSelector((s) => s.context.error);
  const added = CompanyMembersContext.useSelector((s) => s.context.added);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'invite.submit' });
  };
  return (
    <Dialog.ModalDialog
      title="Invite a colleague"
      busy={busy}
      open={open}
      onOpenChange={(d) => (d.open ? undefined : actor.send({ type: 'invite.close' }))}
    >
      {done && added ? (
        <div className={css({ display: 'grid', gap: '4' })}>
          <Alert tone="success">
            {added.invited
              ? `Invitation sent to ${added.member.email}`
              : `${added.member.email} added as ${COMPANY_ROLE_LABELS[added.member.role]}`}
          </Alert>
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
            They receive an e-mail with a link to set their password and join the company. The link works once, for 7 days.
          </Dialog.Description>
          <EmailField
            autoComplete="off"
            value={email}
            errorText={fieldErrors.email}
            disabled={busy}
            onChange={(value) => actor.send({ type: 'field.change', field: 'email', value })}
          />
          <SelectField
            label="Company role"
            name="companyRole"
            items={ROLE_OPTIONS}
            value={role}
            required
            invalid={fieldErrors.role !== undefined}
            disabled={busy}
            onChange={(value) => actor.send({ type: 'field.change', field: 'role', value: value as CompanyRole })}
          />
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div className={actionsRow}>
            <Dialog.CloseTrigger type="button" className={button({ variant: 'secondary' })} disabled={busy}>
              Cancel
            </Dialog.CloseTrigger>
            <button type="submit" className={button({ variant: 'primary' })} disabled={busy} aria-busy={busy}>
              {busy ? 'Sending...' : 'Send invitation'}
            </button>
          </div>
        </form>
      )}
    </Dialog.ModalDialog>
  );
}

function RemoveMemberDialog() {
  const actor = CompanyMembersContext.useActorRef();
  const open = CompanyMembersContext.useSelector(isConfirmingRemove);
  const busy = CompanyMembersContext.useSelector((s) => s.matches('removing'));
  const member = CompanyMembersContext.useSelector((s) => s.context.removing);
  const error = CompanyMembersContext.useSelector((s) => s.context.error);
  return (
    <Dialog.ModalDialog
      title={<>Remove {member?.email}?</>}
      role="alertdialog"
      busy={busy}
      open={open}
      onOpenChange={(d) => (d.open ? undefined : actor.send({ type: 'remove.cancel' }))}
    >
      <Dialog.Description>
        They keep their sign-in as a retail customer, and no longer see the company&apos;s orders and invoices.
      </Dialog.Description>
      {error ? (
        <div className={css({ mt: '4' })}>
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
      <div className={css({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: '3', mt: '5' })}>
        <Dialog.CloseTrigger type="button" className={button({ variant: 'secondary' })} disabled={busy}>
          Cancel
        </Dialog.CloseTrigger>
        <button
          type="button"
          className={button({ variant: 'primary' })}
          disabled={busy}
          aria-busy={busy}
          onClick={() => actor.send({ type: 'remove.confirm' })}
        >
          Remove
        </button>
      </div>
    </Dialog.ModalDialog>
  );
}

/** The members table; owners get the actions. Reads the actor of CompanyMembersContext. */
export function CompanyMembers({ members, manage }: { members: CompanyMember[]; manage: boolean }) {
  const actor = CompanyMembersContext.useActorRef();
  const removed = CompanyMembersContext.useSelector((s) => s.context.removed);
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      {manage ? (
        <div>
          <button type="button" className={button({ variant: 'primary' })} onClick={() => actor.send({ type: 'invite.open' })}>
            Invite a colleague
          </button>
        </div>
      ) : null}
      {/* Polite live region: a removal is announced where it is shown. */}
      <div role="status">{removed ? <Alert tone="success">{removed.email} removed</Alert> : null}</div>
      <ScrollableTable label="Members">
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Company role</th>
            <th scope="col">State</th>
            {manage ? <th scope="col">Actions</th> : null}
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.userId}>
              <td>{m.email}</td>
              <td>{COMPANY_ROLE_LABELS[m.role]}</td>
              <td>
                <span className={m.invited ? STATE_CHIP.invited : STATE_CHIP.active}>{m.invited ? 'Invited' : 'Active'}</span>
              </td>
              {manage ? (
                <td>
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={`Remove ${m.email}`}
                    onClick={() => actor.send({ type: 'remove.start', member: { userId: m.userId, email: m.email } })}
                  >
                    Remove
                  </button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      {manage ? (
        <>
          <InviteColleagueDialog />
          <RemoveMemberDialog />
        </>
      ) : null}
    </div>
  );
}
