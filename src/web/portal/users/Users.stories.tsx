// The users page's parts in every state: the table (loading, failed, empty, every user state), the
// audit log, the Invite user dialog over a real inviteUser actor, and the Disable confirm step.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise, type EventFrom } from 'xstate';
import { css } from 'styled-system/css';
import type { InviteCall, InviteSent as Sent } from '../../../../machines/invite';
import { inviteUserMachine } from '../../../../machines/inviteUser.machine';
import { ACCOUNT_MESSAGES } from '../../../domain/schemas/users';
import { StoryFrame } from '../storyFixtures';
import { AuditLog, type AuditState } from './AuditLog';
import { ConfirmDisableDialog } from './ConfirmDisableDialog';
import { ActorStory } from '../../stories/ActorStory';
import { InviteUserDialog } from './InviteUserDialog';
import { InviteUserContext } from './inviteUserActor';
import { storyAudit, storyUsers } from './userFixtures';
import { UsersTable, type UsersState } from './UsersTable';

const noop = () => undefined;
const actions = { onResend: noop, onChangeRole: noop, onDisable: noop, onEnable: noop };

function Table({ state, busyId = null }: { state: UsersState; busyId?: string | null }) {
  return (
    <StoryFrame path="/app/users">
      <div className={css({ p: '6' })}>
        <UsersTable state={state} busyId={busyId} actions={actions} />
      </div>
    </StoryFrame>
  );
}

const meta: Meta<typeof Table> = { title: 'Portal/Users', component: Table };
export default meta;
type Story = StoryObj<typeof Table>;

export const Loading: Story = { args: { state: { status: 'pending' } } };
export const LoadFailed: Story = { args: { state: { status: 'error', message: 'Failed to load users' } } };
export const NoMatch: Story = { args: { state: { status: 'success', users: [] } } };
export const EveryState: Story = { args: { state: { status: 'success', users: storyUsers } } };
export const ChangeOnItsWay: Story = { args: { state: { status: 'success', users: storyUsers }, busyId: storyUsers[2].id } };

function Audit({ state }: { state: AuditState }) {
  return (
    <div className={css({ p: '6' })}>
      <AuditLog state={state} />
    </div>
  );
}
export const AuditEntries: StoryObj = { render: () => <Audit state={{ status: 'success', entries: storyAudit }} /> };
export const AuditEmpty: StoryObj = { render: () => <Audit state={{ status: 'success', entries: [] }} /> };

/** The dialog's machine whose call never answers, is refused (email taken) or succeeds. */
const inviting = (call: (input: InviteCall) => Promise<Sent>) =>
  inviteUserMachine.provide({ actors: { sendInvite: fromPromise<Sent, InviteCall>(({ input }) => call(input)) } });
const dialogMachines = {
  pending: inviting(() => new Promise(noop)),
  refused: inviting(() => Promise.reject({ status: 409, message: ACCOUNT_MESSAGES.emailTaken })),
  sent: inviting((input) => Promise.resolve({ email: input.email, role: input.role, invited: true })),
};

function Invite({ email, outcome, submit = false }: { email: string; outcome: keyof typeof dialogMachines; submit?: boolean }) {
  const events: EventFrom<typeof inviteUserMachine>[] = [
    { type: 'dialog.open' },
    { type: 'field.change', field: 'email', value: email },
    { type: 'field.change', field: 'role', value: 'installer' },
    ...(submit ? [{ type: 'invite.submit' } as const] : []),
  ];
  return (
    <ActorStory context={InviteUserContext} logic={dialogMachines[outcome]} events={events}>
      <InviteUserDialog />
    </ActorStory>
  );
}
export const InviteBlank: StoryObj = { render: () => <Invite email="" outcome="pending" /> };
export const InviteInvalidEmail: StoryObj = { render: () => <Invite email="not an email" outcome="pending" submit /> };
export const InviteSending: StoryObj = { render: () => <Invite email="new.installer@example.com" outcome="pending" submit /> };
export const InviteEmailTaken: StoryObj = { render: () => <Invite email="client@boardwalk.example" outcome="refused" submit /> };
export const InviteSent: StoryObj = { render: () => <Invite email="new.installer@example.com" outcome="sent" submit /> };

export const ConfirmDisable: StoryObj = { render: () => <ConfirmDisableDialog user={storyUsers[1]} onConfirm={noop} onCancel={noop} /> };
