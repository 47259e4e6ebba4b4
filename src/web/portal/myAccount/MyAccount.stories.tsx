// The account page's members section in its states, over a real companyMembers actor with faked calls:
// a buyer's read-only list, an owner's with Invite a colleague and Remove, the invitation sent, and the
// company's last owner refused in the server's words.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { fromPromise, waitFor, type EventFrom } from 'xstate';
import { css } from 'styled-system/css';
import { companyMembersMachine } from '../../../../machines/companyMembers.machine';
import { inviteColleagueMachine } from '../../../../machines/inviteColleague.machine';
import { isInviteOpen, type InviteEvent } from '../../../../machines/invite';
import { TRADE_MESSAGES, type CompanyMember } from '../../../domain/schemas/trade';
import { ActorStory } from '../../stories/ActorStory';
import { StoryFrame } from '../storyFixtures';
import { CompanyMembers } from './CompanyMembers';
import { CompanyMembersContext } from './companyMembersActor';

const members: CompanyMember[] = [
  { userId: 'u1', email: 'installer@boardwalk.example', role: 'owner', invited: false, addedAt: '2026-11-02T09:00:00.000Z' },
  { userId: 'u2', email: 'sam@southside.example', role: 'buyer', invited: false, addedAt: '2026-11-10T09:00:00.000Z' },
  { userId: 'u3', email: 'alex@southside.example', role: 'buyer', invited: true, addedAt: '2026-11-20T09:00:00.000Z' },
];

/** The section's machine whose calls succeed, except removing the last owner. */
const machine = companyMembersMachine.provide({
  actors: {
    invite: inviteColleagueMachine.provide({
      actors: { sendInvite: fromPromise(({ input }) => Promise.resolve({ email: input.email, role: input.role, invited: true })) },
    }),
    removeMember: fromPromise(() => Promise.reject({ status: 409, message: TRADE_MESSAGES.lastOwner })),
    cancelInvitation: fromPromise(() => Promise.resolve()),
  },
});

/** An invitation the owner sent and the person has not answered yet. */
const invitations = [
  {
    id: 'i1',
    email: 'robin@southside.example',
    role: 'buyer' as const,
    invitedAt: '2026-11-28T09:00:00.000Z',
    expiresAt: '2026-12-05T09:00:00.000Z',
  },
];

/** Sends what a user types into the invitation dialog to the members actor's invite child, once it is open. */
function TypeIntoInvite({ events }: { events: readonly InviteEvent[] }) {
  const invite = CompanyMembersContext.useSelector((s) => s.children.invite);
  useEffect(() => {
    if (!invite || events.length === 0) return;
    void waitFor(invite, isInviteOpen).then(() => events.forEach((event) => invite.send(event)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [invite]);
  return null;
}

interface MembersProps {
  manage: boolean;
  events?: EventFrom<typeof companyMembersMachine>[];
  /** Sent to the invitation dialog after `events` opened it. */
  inviteEvents?: InviteEvent[];
}

function Members({ manage, events = [], inviteEvents = [] }: MembersProps) {
  return (
    <StoryFrame path="/app/account">
      <div className={css({ p: '6' })}>
        <ActorStory context={CompanyMembersContext} logic={machine} input={{ accountId: 'a1' }} events={events}>
          <TypeIntoInvite events={inviteEvents} />
          <CompanyMembers members={members} invitations={invitations} manage={manage} />
        </ActorStory>
      </div>
    </StoryFrame>
  );
}

const meta: Meta<typeof Members> = { title: 'Portal/My account', component: Members };
export default meta;
type Story = StoryObj<typeof Members>;

export const BuyerSeesMembers: Story = { args: { manage: false } };
export const OwnerManages: Story = { args: { manage: true } };
export const InviteRefusedEmpty: Story = {
  args: { manage: true, events: [{ type: 'invite.open' }], inviteEvents: [{ type: 'invite.submit' }] },
};
export const InvitationSent: Story = {
  args: {
    manage: true,
    events: [{ type: 'invite.open' }],
    inviteEvents: [{ type: 'field.change', field: 'email', value: 'jo@southside.example' }, { type: 'invite.submit' }],
  },
};
export const LastOwnerStays: Story = {
  args: {
    manage: true,
    events: [{ type: 'remove.start', member: { userId: 'u1', email: 'installer@boardwalk.example' } }, { type: 'remove.confirm' }],
  },
};
