import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ACCOUNT_FALLBACKS } from '../src/domain/accountForms';
import { ACCOUNT_MESSAGES } from '../src/domain/schemas/users';
import type { InviteEvent, InviteSent } from './invite';
import { inviteUserMachine } from './inviteUser.machine';
import type { InternalEvent } from './testing/pathTesting';
import { describeModel } from './testing/describeModel';

const invited: InviteSent = { email: 'new.installer@example.com', role: 'installer', invited: true };

describeModel({
  name: 'inviteUser',
  machine: inviteUserMachine,
  effects: ['invited'],
  events: (): (InviteEvent | InternalEvent)[] => [
    { type: 'dialog.open' },
    { type: 'dialog.close' },
    { type: 'field.change', field: 'email', value: 'not an email' },
    { type: 'field.change', field: 'email', value: ' new.installer@example.com ' },
    { type: 'field.change', field: 'role', value: 'installer' },
    { type: 'invite.submit' },
    { type: 'invite.another' },
    { type: 'xstate.done.actor.sendInvite', output: invited },
    { type: 'xstate.error.actor.sendInvite', error: { status: 409, message: ACCOUNT_MESSAGES.emailTaken } },
    { type: 'xstate.error.actor.sendInvite', error: new TypeError('Failed to fetch') },
  ],
  facts: (s) => ({ email: s.context.email, role: s.context.role, fieldErrors: s.context.fieldErrors, error: s.context.error }),
  check: (s, step) => {
    // Only a valid, trimmed address is ever sent.
    for (const call of step.invoked) expect(call.input).toEqual({ email: 'new.installer@example.com', role: s.context.role });
    if (s.matches('closed')) expect(s.context.email).toBe('');
    const e = step.event;
    if (e?.type === 'invite.submit' && s.matches({ open: 'editing' }))
      expect(s.context.fieldErrors.email).toBe(s.context.email === '' ? 'Email is required' : 'Please enter a valid email address');
    if (e?.type === 'xstate.done.actor.sendInvite') {
      expect(step.effects).toMatchObject([{ name: 'invited', params: invited }]);
      expect(s.context.sent).toEqual(invited);
    }
    if (e?.type === 'xstate.error.actor.sendInvite') {
      expect(s.context.error).toBe('status' in (e.error as object) ? ACCOUNT_MESSAGES.emailTaken : ACCOUNT_FALLBACKS.inviteFailed);
    }
  },
});

describe('inviteUser rules', () => {
  it('refuses an empty email with the API schema message and sends nothing', () => {
    const actor = createActor(inviteUserMachine, { input: {} }).start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'invite.submit' });
    expect(actor.getSnapshot().value).toEqual({ open: 'editing' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'Email is required' });
  });

  it('cannot be closed while the invitation is on its way', () => {
    const actor = createActor(inviteUserMachine, { input: {} }).start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'field.change', field: 'email', value: 'a@b.example' });
    actor.send({ type: 'invite.submit' });
    expect(actor.getSnapshot().can({ type: 'dialog.close' })).toBe(false);
  });
});
