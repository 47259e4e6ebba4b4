import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ACCOUNT_FALLBACKS } from '../src/domain/accountForms';
import type { User } from '../src/domain/schemas/auth';
import { ACCOUNT_MESSAGES, type InvitationInfo } from '../src/domain/schemas/users';
import { setPasswordMachine, type SetPasswordEvent } from './setPassword.machine';
import type { InternalEvent } from './testing/pathTesting';
import { describeModels } from './testing/describeModel';

const TOKEN = 'Qm9hcmR3YWxrLWludml0YXRpb24tdG9rZW4tMjU2Yml0';
const installer: User = { id: 'u7', email: 'new.installer@example.com', role: 'installer' };
const invitation: InvitationInfo = { email: installer.email, role: 'installer' };
const PASSWORD = 'correct horse battery';

const formEvents: SetPasswordEvent[] = [
  { type: 'field.change', field: 'password', value: 'short' },
  { type: 'field.change', field: 'password', value: PASSWORD },
  { type: 'field.change', field: 'confirm', value: PASSWORD },
  { type: 'form.submit' },
];
const submitAnswers: InternalEvent[] = [
  { type: 'xstate.done.actor.setPassword', output: { user: installer } },
  { type: 'xstate.error.actor.setPassword', error: { status: 400, message: ACCOUNT_MESSAGES.linkUsed } },
  { type: 'xstate.error.actor.setPassword', error: { status: 429, message: 'Too many requests' } },
  { type: 'xstate.error.actor.setPassword', error: new TypeError('Failed to fetch') },
];

const facts = (s: ReturnType<typeof setPasswordMachine.transition>) => ({
  password: s.context.password,
  confirm: s.context.confirm,
  fieldErrors: s.context.fieldErrors,
  error: s.context.error,
  email: s.context.invitation?.email,
});

type Snap = ReturnType<typeof setPasswordMachine.transition>;
type Step = Parameters<NonNullable<Parameters<typeof describeModels<typeof setPasswordMachine>>[1][number]['check']>>[1];

function check(s: Snap, step: Step) {
  for (const call of step.invoked) {
    if (call.id === 'checkInvitation') expect(call.input).toEqual({ token: TOKEN });
    // Only matching passwords that satisfy the API's rule are ever sent.
    if (call.id === 'setPassword') expect(call.input).toEqual({ link: s.context.link, token: TOKEN, password: PASSWORD });
  }
  const e = step.event;
  if (e?.type === 'form.submit' && s.matches('editing')) {
    const { password, confirm } = s.context;
    expect(s.context.fieldErrors.password).toBe(password === PASSWORD ? undefined : 'Password must be at least 8 characters');
    expect(s.context.fieldErrors.confirm).toBe(confirm === password ? undefined : ACCOUNT_MESSAGES.passwordsDiffer);
  }
  if (e?.type === 'xstate.done.actor.setPassword') {
    expect(step.effects.map((x) => [x.name, x.params])).toEqual([
      ['signedIn', installer],
      ['navigateToDashboard', undefined],
    ]);
  } else expect(step.effects).toEqual([]);
  if (e?.type === 'xstate.error.actor.setPassword') {
    const error = e.error as { status?: number; message?: string };
    if (error.status === 400) expect([s.value, s.context.error]).toEqual(['refused', ACCOUNT_MESSAGES.linkUsed]);
    else expect([s.value, s.context.error]).toEqual(['editing', error.status ? error.message : ACCOUNT_FALLBACKS.setPasswordFailed]);
  }
  if (s.matches('editing') && s.context.link === 'invite') expect(s.context.invitation).toEqual(invitation);
}

describeModels('setPassword', [
  {
    name: 'accept-invite',
    machine: setPasswordMachine,
    input: { link: 'invite', token: TOKEN },
    effects: ['signedIn', 'navigateToDashboard'],
    events: () => [
      ...formEvents,
      { type: 'check.retry' },
      { type: 'xstate.done.actor.checkInvitation', output: invitation },
      { type: 'xstate.error.actor.checkInvitation', error: { status: 400, message: ACCOUNT_MESSAGES.linkExpired } },
      { type: 'xstate.error.actor.checkInvitation', error: new TypeError('Failed to fetch') },
      ...submitAnswers,
    ],
    facts,
    check: (s, step) => {
      check(s, step);
      const e = step.event;
      if (e?.type === 'xstate.error.actor.checkInvitation') {
        if ((e.error as { status?: number }).status === 400)
          expect([s.value, s.context.error]).toEqual(['refused', ACCOUNT_MESSAGES.linkExpired]);
        else expect([s.value, s.context.error]).toEqual(['checkFailed', ACCOUNT_FALLBACKS.linkCheckFailed]);
      }
    },
  },
  {
    name: 'reset-password',
    machine: setPasswordMachine,
    input: { link: 'reset', token: TOKEN },
    effects: ['signedIn', 'navigateToDashboard'],
    events: () => [...formEvents, ...submitAnswers],
    facts,
    check,
  },
  {
    name: 'no token in the URL',
    machine: setPasswordMachine,
    input: { link: 'reset', token: null },
    settlesAtOnce: true,
    effects: ['signedIn', 'navigateToDashboard'],
    events: () => formEvents,
    facts,
    check: (s) => expect([s.value, s.context.error]).toEqual(['refused', ACCOUNT_MESSAGES.linkInvalid]),
  },
]);

describe('setPassword rules', () => {
  it('reset goes straight to the form; the invitation is checked first', () => {
    expect(
      createActor(setPasswordMachine, { input: { link: 'reset', token: TOKEN } })
        .start()
        .getSnapshot().value,
    ).toBe('editing');
    expect(
      createActor(setPasswordMachine, { input: { link: 'invite', token: TOKEN } })
        .start()
        .getSnapshot().value,
    ).toBe('checking');
  });

  it('refuses passwords that differ, with the shared text', () => {
    const actor = createActor(setPasswordMachine, { input: { link: 'reset', token: TOKEN } }).start();
    actor.send({ type: 'field.change', field: 'password', value: PASSWORD });
    actor.send({ type: 'field.change', field: 'confirm', value: `${PASSWORD}!` });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ confirm: ACCOUNT_MESSAGES.passwordsDiffer });
  });

  it('takes a 1024-character passphrase whole and refuses 1025', () => {
    const actor = createActor(setPasswordMachine, { input: { link: 'reset', token: TOKEN } }).start();
    for (const [length, error] of [
      [1025, 'Password must be at most 1024 characters'],
      [1024, undefined],
    ] as const) {
      const long = ' '.repeat(length);
      actor.send({ type: 'field.change', field: 'password', value: long });
      actor.send({ type: 'field.change', field: 'confirm', value: long });
      expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().context.fieldErrors.password).toBe(error);
    }
    expect(actor.getSnapshot().value).toBe('submitting');
  });
});
