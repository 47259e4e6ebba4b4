// The company's members on the account page (docs/product.md#trade-accounts): every member sees who belongs
// and with which role; owners also get Invite a colleague (an Ark UI dialog: Email, Company role) and each
// row's Remove after a confirmation, and Cancel on each pending invitation (docs/product.md#trade-accounts:
// an invited person is not a member until they accept). The companyMembers machine runs them all; the
// server's refusals (the company's last owner) are shown in its own words.
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { badge, button } from 'styled-system/recipes';
import { isConfirmingRemove } from '../../../../machines/companyMembers.machine';
import { COMPANY_ROLE_OPTIONS, memberAddedText } from '../../../domain/companyMembers';
import type { PendingInvitation } from '../../../domain/schemas/companyInvitations';
import { COMPANY_ROLE_LABELS, type CompanyMember } from '../../../domain/schemas/trade';
import { Alert } from '../../components/Alert';
import { DialogConfirmActions } from '../../components/DialogActions';
import * as Dialog from '../../components/ui/dialog';
import { InviteDialog, type InviteDialogWords } from '../invite/InviteDialog';
import { InviteActorContext } from '../invite/inviteActor';
import { ScrollableTable } from '../ScrollableTable';
import { CompanyMembersContext } from './companyMembersActor';

const smallButton = button({ variant: 'secondary', size: 'sm' });
const STATE_CHIP = { invited: badge({ tone: 'info' }), active: badge({ tone: 'success' }) };

const INVITE_WORDS: InviteDialogWords = {
  title: 'Invite a colleague',
  description:
    'They receive an e-mail naming the company, and join when they accept it, signed in with that address ' +
    '(they can create an account with it first). The invitation lasts 7 days.',
  role: { label: 'Company role', name: 'companyRole', items: COMPANY_ROLE_OPTIONS },
  submit: 'Send invitation',
  sending: 'Sending...',
  sent: memberAddedText,
};

/** The invite child of the members actor, in the one invitation dialog. */
function InviteColleagueDialog() {
  const invite = CompanyMembersContext.useSelector((s) => s.children.invite);
  return invite ? (
    <InviteActorContext.Provider value={invite}>
      <InviteDialog words={INVITE_WORDS} />
    </InviteActorContext.Provider>
  ) : null;
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
      <DialogConfirmActions busy={busy} label="Remove" onConfirm={() => actor.send({ type: 'remove.confirm' })} />
    </Dialog.ModalDialog>
  );
}

/** A row of the members or invitations table: who, with which company role, in which state, and the owner's action. */
interface PersonRow {
  key: string;
  email: string;
  role: CompanyMember['role'];
  state: { text: string; chip: string };
  action: ReactNode;
}

/** The members and the pending invitations share their columns; owners (manage) get the Actions column. */
function PeopleTable({ label, rows, manage }: { label: string; rows: PersonRow[]; manage: boolean }) {
  return (
    <ScrollableTable label={label}>
      <thead>
        <tr>
          <th scope="col">Email</th>
          <th scope="col">Company role</th>
          <th scope="col">State</th>
          {manage ? <th scope="col">Actions</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <td>{r.email}</td>
            <td>{COMPANY_ROLE_LABELS[r.role]}</td>
            <td>
              <span className={r.state.chip}>{r.state.text}</span>
            </td>
            {manage ? <td>{r.action}</td> : null}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

/** The company's pending invitations; owners may cancel each. */
function PendingInvitations({ invitations, manage }: { invitations: PendingInvitation[]; manage: boolean }) {
  const actor = CompanyMembersContext.useActorRef();
  const cancelling = CompanyMembersContext.useSelector((s) => s.context.cancelling);
  const cancelError = CompanyMembersContext.useSelector((s) => s.context.cancelError);
  if (invitations.length === 0 && !cancelError) return null;
  const rows = invitations.map<PersonRow>((i) => ({
    key: i.id,
    email: i.email,
    role: i.role,
    state: { text: 'Invitation pending', chip: STATE_CHIP.invited },
    action: (
      <button
        type="button"
        className={smallButton}
        aria-label={`Cancel the invitation to ${i.email}`}
        disabled={cancelling !== null}
        aria-busy={cancelling?.id === i.id}
        onClick={() => actor.send({ type: 'invitation.cancel', invitation: { id: i.id, email: i.email } })}
      >
        Cancel invitation
      </button>
    ),
  }));
  return (
    <>
      {cancelError ? <Alert tone="error">{cancelError}</Alert> : null}
      {rows.length > 0 ? <PeopleTable label="Pending invitations" rows={rows} manage={manage} /> : null}
    </>
  );
}

/** The members table and the pending invitations; owners get the actions. Reads the actor of CompanyMembersContext. */
export function CompanyMembers({
  members,
  invitations,
  manage,
}: {
  members: CompanyMember[];
  invitations: PendingInvitation[];
  manage: boolean;
}) {
  const actor = CompanyMembersContext.useActorRef();
  const removed = CompanyMembersContext.useSelector((s) => s.context.removed);
  const cancelled = CompanyMembersContext.useSelector((s) => s.context.cancelled);
  const memberRows = members.map<PersonRow>((m) => ({
    key: m.userId,
    email: m.email,
    role: m.role,
    state: m.invited ? { text: 'Invited', chip: STATE_CHIP.invited } : { text: 'Active', chip: STATE_CHIP.active },
    action: (
      <button
        type="button"
        className={smallButton}
        aria-label={`Remove ${m.email}`}
        onClick={() => actor.send({ type: 'remove.start', member: { userId: m.userId, email: m.email } })}
      >
        Remove
      </button>
    ),
  }));
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
      <div role="status">
        {removed ? <Alert tone="success">{removed.email} removed</Alert> : null}
        {cancelled ? <Alert tone="success">Invitation to {cancelled.email} cancelled</Alert> : null}
      </div>
      <PeopleTable label="Members" rows={memberRows} manage={manage} />
      <PendingInvitations invitations={invitations} manage={manage} />
      {manage ? (
        <>
          <InviteColleagueDialog />
          <RemoveMemberDialog />
        </>
      ) : null}
    </div>
  );
}
