import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { INVITATION_FALLBACKS } from '../src/domain/companyMembers';
import { INVITATION_MESSAGES } from '../src/domain/schemas/companyInvitations';
import { companyInvitationsMachine, type CompanyInvitationsEvent } from './companyInvitations.machine';
import { describeModel } from './testing/describeModel';
import type { InternalEvent } from './testing/pathTesting';

const southside = { id: 'i1', company: 'Southside Decking Pty Ltd' };
const joined = { company: { id: 'a1', name: southside.company }, role: 'buyer' as const };

describeModel({
  name: 'companyInvitations',
  machine: companyInvitationsMachine,
  effects: ['invitationsChanged'],
  events: (): (CompanyInvitationsEvent | InternalEvent)[] => [
    { type: 'invitation.accept', invitation: southside },
    { type: 'invitation.decline', invitation: southside },
    { type: 'xstate.done.actor.acceptInvitation', output: joined },
    { type: 'xstate.error.actor.acceptInvitation', error: { status: 409, message: INVITATION_MESSAGES.inAnotherCompany } },
    { type: 'xstate.error.actor.acceptInvitation', error: new TypeError('Failed to fetch') },
    { type: 'xstate.done.actor.declineInvitation', output: undefined },
    { type: 'xstate.error.actor.declineInvitation', error: { status: 404, message: INVITATION_MESSAGES.notFound } },
  ],
  facts: (s) => ({ answering: s.context.answering?.id ?? null, answered: s.context.answered, error: s.context.error ?? null }),
  check: (s, step) => {
    // The answer is about the invitation chosen, and only that one.
    for (const call of step.invoked) expect(call.input).toEqual({ invitationId: southside.id });
    const e = step.event;
    if (e?.type === 'xstate.done.actor.acceptInvitation')
      expect(s.context.answered).toEqual({ kind: 'accepted', company: southside.company });
    if (e?.type === 'xstate.done.actor.declineInvitation')
      expect(s.context.answered).toEqual({ kind: 'declined', company: southside.company });
    if (e?.type.startsWith('xstate.')) {
      expect(s.value).toBe('idle');
      expect(step.effects.map((x) => x.name)).toEqual(['invitationsChanged']);
    }
    if (e?.type === 'xstate.error.actor.acceptInvitation')
      expect(s.context.error).toBe(
        'status' in (e.error as object) ? INVITATION_MESSAGES.inAnotherCompany : INVITATION_FALLBACKS.answerFailed,
      );
  },
});

describe('companyInvitations rules', () => {
  it('one answer at a time: a second press while the first is on its way does nothing', () => {
    const calls: string[] = [];
    const machine = companyInvitationsMachine.provide({
      actors: { acceptInvitation: fromPromise(({ input }) => (calls.push(input.invitationId), new Promise<never>(() => {}))) },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'invitation.accept', invitation: southside });
    actor.send({ type: 'invitation.decline', invitation: southside });
    actor.send({ type: 'invitation.accept', invitation: { id: 'i2', company: 'Other' } });
    expect([calls, actor.getSnapshot().value]).toEqual([['i1'], 'accepting']);
  });
});
