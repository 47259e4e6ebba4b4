import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { MEMBER_FALLBACKS } from '../src/domain/companyMembers';
import { TRADE_MESSAGES } from '../src/domain/schemas/trade';
import { companyMembersMachine, type CompanyMembersEvent } from './companyMembers.machine';
import { inviteColleagueMachine } from './inviteColleague.machine';
import type { InviteCall, InviteEvent, InviteSent } from './invite';
import { describeModel } from './testing/describeModel';
import type { InternalEvent } from './testing/pathTesting';

const ACCOUNT = 'a1';
const colleague: InviteSent = { email: 'colleague@southside.example', role: 'buyer', invited: true };
const owner = { userId: 'u1', email: 'owner@southside.example' };
const pending = { id: 'i1', email: 'new@southside.example' };

describeModel({
  name: 'companyMembers',
  machine: companyMembersMachine,
  input: { accountId: ACCOUNT },
  effects: ['membersChanged'],
  events: (): (CompanyMembersEvent | InternalEvent)[] => [
    { type: 'invite.open' },
    { type: 'remove.start', member: owner },
    { type: 'remove.confirm' },
    { type: 'remove.cancel' },
    { type: 'xstate.done.actor.removeMember', output: undefined },
    { type: 'xstate.error.actor.removeMember', error: { status: 409, message: TRADE_MESSAGES.lastOwner } },
    { type: 'xstate.error.actor.removeMember', error: new TypeError('Failed to fetch') },
    { type: 'invitation.cancel', invitation: pending },
    { type: 'xstate.done.actor.cancelInvitation', output: undefined },
    { type: 'xstate.error.actor.cancelInvitation', error: { status: 404, message: 'This invitation has ended or is not for you' } },
  ],
  facts: (s) => ({
    error: s.context.error,
    removing: s.context.removing?.userId ?? null,
    removed: s.context.removed?.userId ?? null,
    cancelled: s.context.cancelled?.id ?? null,
    cancelError: s.context.cancelError ?? null,
  }),
  check: (s, step) => {
    // A removal names the member confirmed, of this company; the invite child is given the company.
    for (const call of step.invoked) {
      if (call.id === 'removeMember') expect(call.input).toEqual({ accountId: ACCOUNT, userId: owner.userId });
      if (call.id === 'invite') expect(call.input).toEqual({ accountId: ACCOUNT });
      if (call.id === 'cancelInvitation') expect(call.input).toEqual({ accountId: ACCOUNT, invitationId: pending.id });
    }
    if (s.matches('idle')) expect(s.context.removing).toBeNull();
    const e = step.event;
    if (e?.type === 'invite.open') expect(s.context.removed).toBeNull();
    if (e?.type === 'xstate.done.actor.removeMember') {
      expect([s.value, s.context.removed]).toEqual(['idle', owner]);
      expect(step.effects.map((x) => x.name)).toEqual(['membersChanged']);
    }
    // A cancelled invitation leaves the pending list (which refreshes), and a refusal is shown in the server's words.
    if (e?.type === 'xstate.done.actor.cancelInvitation') {
      expect([s.value, s.context.cancelled, s.context.cancelling]).toEqual(['idle', pending, null]);
      expect(step.effects.map((x) => x.name)).toEqual(['membersChanged']);
    }
    if (e?.type === 'xstate.error.actor.cancelInvitation')
      expect([s.value, s.context.cancelError]).toEqual(['idle', 'This invitation has ended or is not for you']);
    // The last owner stays: the confirmation shows the server's words.
    if (e?.type === 'xstate.error.actor.removeMember') {
      expect(s.value).toBe('confirmingRemove');
      expect(s.context.error).toBe('status' in (e.error as object) ? TRADE_MESSAGES.lastOwner : MEMBER_FALLBACKS.removeFailed);
    }
  },
});

describeModel({
  name: 'inviteColleague',
  machine: inviteColleagueMachine,
  input: { accountId: ACCOUNT },
  effects: ['invited'],
  events: (): (InviteEvent | InternalEvent)[] => [
    { type: 'dialog.open' },
    { type: 'dialog.close' },
    { type: 'field.change', field: 'email', value: 'not an email' },
    { type: 'field.change', field: 'email', value: ' colleague@southside.example ' },
    { type: 'field.change', field: 'role', value: 'owner' },
    { type: 'invite.submit' },
    { type: 'invite.another' },
    { type: 'xstate.done.actor.sendInvite', output: colleague },
    { type: 'xstate.error.actor.sendInvite', error: { status: 409, message: TRADE_MESSAGES.alreadyInCompany } },
    { type: 'xstate.error.actor.sendInvite', error: new TypeError('Failed to fetch') },
  ],
  facts: (s) => ({ email: s.context.email, role: s.context.role, fieldErrors: s.context.fieldErrors, error: s.context.error }),
  check: (s, step) => {
    // Only a valid, trimmed address is ever sent, for this company.
    for (const call of step.invoked) expect(call.input).toEqual({ accountId: ACCOUNT, email: colleague.email, role: s.context.role });
    const e = step.event;
    if (e?.type === 'invite.submit' && s.matches({ open: 'editing' }))
      expect(s.context.fieldErrors.email).toBe(s.context.email === '' ? 'Email is required' : 'Please enter a valid email address');
    if (e?.type === 'xstate.done.actor.sendInvite') {
      expect(step.effects.map((x) => x.name)).toEqual(['invited']);
      expect(s.context.sent).toEqual(colleague);
    }
    if (e?.type === 'xstate.error.actor.sendInvite')
      expect(s.context.error).toBe('status' in (e.error as object) ? TRADE_MESSAGES.alreadyInCompany : MEMBER_FALLBACKS.inviteFailed);
  },
});

describe('companyMembers rules', () => {
  it('Remove asks first: nothing is removed until confirmed, and Cancel keeps the member', async () => {
    const removed: string[] = [];
    const machine = companyMembersMachine.provide({
      actors: { removeMember: fromPromise(async ({ input }) => void removed.push(input.userId)) },
    });
    const actor = createActor(machine, { input: { accountId: ACCOUNT } }).start();
    actor.send({ type: 'remove.start', member: owner });
    actor.send({ type: 'remove.cancel' });
    expect(removed).toEqual([]);
    actor.send({ type: 'remove.start', member: owner });
    actor.send({ type: 'remove.confirm' });
    await new Promise((r) => setTimeout(r, 0));
    expect([removed, actor.getSnapshot().value, actor.getSnapshot().context.removed]).toEqual([['u1'], 'idle', owner]);
  });

  it('Invite a colleague opens the invite child: Buyer first, the schema message for an empty email, no closing while sent', () => {
    const calls: InviteCall[] = [];
    const machine = companyMembersMachine.provide({
      actors: {
        invite: inviteColleagueMachine.provide({
          actors: { sendInvite: fromPromise(({ input }) => (calls.push(input), new Promise<InviteSent>(() => {}))) },
        }),
      },
    });
    const actor = createActor(machine, { input: { accountId: ACCOUNT } }).start();
    const invite = actor.getSnapshot().children.invite!;
    expect(invite.getSnapshot().value).toBe('closed');
    actor.send({ type: 'invite.open' });
    expect(invite.getSnapshot().value).toEqual({ open: 'editing' });
    expect(invite.getSnapshot().context.role).toBe('buyer');
    invite.send({ type: 'invite.submit' });
    expect(invite.getSnapshot().context.fieldErrors).toEqual({ email: 'Email is required' });
    invite.send({ type: 'field.change', field: 'email', value: 'a@b.example' });
    invite.send({ type: 'invite.submit' });
    expect(calls).toEqual([{ accountId: ACCOUNT, email: 'a@b.example', role: 'buyer' }]);
    expect(invite.getSnapshot().can({ type: 'dialog.close' })).toBe(false);
  });
});
