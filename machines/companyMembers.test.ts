import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { MEMBER_FALLBACKS } from '../src/domain/companyMembers';
import { TRADE_MESSAGES, type CompanyMember } from '../src/domain/schemas/trade';
import { companyMembersMachine, type CompanyMembersEvent } from './companyMembers.machine';
import { describeModel } from './testing/describeModel';
import type { InternalEvent } from './testing/pathTesting';

const ACCOUNT = 'a1';
const colleague: CompanyMember = {
  userId: 'u9',
  email: 'colleague@southside.example',
  role: 'buyer',
  invited: true,
  addedAt: '2026-11-24T09:00:00.000Z',
};
const owner = { userId: 'u1', email: 'owner@southside.example' };

describeModel({
  name: 'companyMembers',
  machine: companyMembersMachine,
  input: { accountId: ACCOUNT },
  effects: ['membersChanged'],
  events: (): (CompanyMembersEvent | InternalEvent)[] => [
    { type: 'invite.open' },
    { type: 'invite.close' },
    { type: 'field.change', field: 'email', value: 'not an email' },
    { type: 'field.change', field: 'email', value: ' colleague@southside.example ' },
    { type: 'field.change', field: 'role', value: 'owner' },
    { type: 'invite.submit' },
    { type: 'invite.another' },
    { type: 'remove.start', member: owner },
    { type: 'remove.confirm' },
    { type: 'remove.cancel' },
    { type: 'xstate.done.actor.addMember', output: { member: colleague, invited: true } },
    { type: 'xstate.error.actor.addMember', error: { status: 409, message: TRADE_MESSAGES.alreadyInCompany } },
    { type: 'xstate.error.actor.addMember', error: new TypeError('Failed to fetch') },
    { type: 'xstate.done.actor.removeMember', output: undefined },
    { type: 'xstate.error.actor.removeMember', error: { status: 409, message: TRADE_MESSAGES.lastOwner } },
    { type: 'xstate.error.actor.removeMember', error: new TypeError('Failed to fetch') },
  ],
  facts: (s) => ({
    email: s.context.email,
    role: s.context.role,
    fieldErrors: s.context.fieldErrors,
    error: s.context.error,
    removing: s.context.removing?.userId ?? null,
  }),
  check: (s, step) => {
    // Only a valid, trimmed address is ever sent, for this company; a removal names the member confirmed.
    for (const call of step.invoked) {
      if (call.id === 'addMember') expect(call.input).toEqual({ accountId: ACCOUNT, email: colleague.email, role: s.context.role });
      if (call.id === 'removeMember') expect(call.input).toEqual({ accountId: ACCOUNT, userId: owner.userId });
    }
    if (s.matches('idle')) expect(s.context.removing).toBeNull();
    const e = step.event;
    if (e?.type === 'invite.submit' && s.matches({ inviting: 'editing' }))
      expect(s.context.fieldErrors.email).toBe(s.context.email === '' ? 'Email is required' : 'Please enter a valid email address');
    if (e?.type === 'xstate.done.actor.addMember') {
      expect(step.effects.map((x) => x.name)).toEqual(['membersChanged']);
      expect(s.context.added?.member).toEqual(colleague);
    }
    if (e?.type === 'xstate.error.actor.addMember')
      expect(s.context.error).toBe('status' in (e.error as object) ? TRADE_MESSAGES.alreadyInCompany : MEMBER_FALLBACKS.inviteFailed);
    if (e?.type === 'xstate.done.actor.removeMember') {
      expect([s.value, s.context.removed]).toEqual(['idle', owner]);
      expect(step.effects.map((x) => x.name)).toEqual(['membersChanged']);
    }
    // The last owner stays: the confirmation shows the server's words.
    if (e?.type === 'xstate.error.actor.removeMember') {
      expect(s.value).toBe('confirmingRemove');
      expect(s.context.error).toBe('status' in (e.error as object) ? TRADE_MESSAGES.lastOwner : MEMBER_FALLBACKS.removeFailed);
    }
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

  it('an invitation defaults to Buyer, refuses an empty email with the schema message, and cannot be closed while it is sent', () => {
    const actor = createActor(companyMembersMachine, { input: { accountId: ACCOUNT } }).start();
    actor.send({ type: 'invite.open' });
    expect(actor.getSnapshot().context.role).toBe('buyer');
    actor.send({ type: 'invite.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'Email is required' });
    actor.send({ type: 'field.change', field: 'email', value: 'a@b.example' });
    actor.send({ type: 'invite.submit' });
    expect(actor.getSnapshot().can({ type: 'invite.close' })).toBe(false);
  });
});
