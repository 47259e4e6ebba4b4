import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { SIGNUP_MESSAGES } from '../src/domain/schemas/signup';
import { SIGNUP_TEXTS } from '../src/domain/signupTexts';
import { signupFormMachine, type SignupFormEvent } from './signupForm.machine';
import type { InternalEvent } from './testing/pathTesting';
import { describeModels } from './testing/describeModel';

const EMAIL = 'new.client@example.com';
const PASSWORD = 'correct horse battery';
const RETURN_TO = '/deck-calculator?brand=Millboard';

const events = (): (SignupFormEvent | InternalEvent)[] => [
  { type: 'field.change', field: 'email', value: 'nobody' },
  { type: 'field.change', field: 'email', value: ` ${EMAIL} ` },
  { type: 'field.change', field: 'password', value: 'short' },
  { type: 'field.change', field: 'password', value: PASSWORD },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.signUp', output: { message: SIGNUP_MESSAGES.sent } },
  { type: 'xstate.error.actor.signUp', error: { status: 429, message: SIGNUP_MESSAGES.throttled } },
  { type: 'xstate.error.actor.signUp', error: new TypeError('Failed to fetch') },
];

type Snap = ReturnType<typeof signupFormMachine.transition>;
const facts = (s: Snap) => ({
  email: s.context.email,
  password: s.context.password,
  fieldErrors: s.context.fieldErrors,
  error: s.context.error,
});

describeModels('signupForm', [
  {
    name: 'from Save design (with a way back)',
    machine: signupFormMachine,
    input: { returnTo: RETURN_TO },
    events,
    facts,
    check: (s, step) => {
      // Only a valid email and password are ever sent, trimmed, with the way back.
      for (const call of step.invoked) expect(call.input).toEqual({ email: EMAIL, password: PASSWORD, returnTo: RETURN_TO });
      const e = step.event;
      if (e?.type === 'form.submit' && s.matches('editing')) {
        const { email, password } = s.context;
        const emailError = email === '' ? 'Email is required' : 'Please enter a valid email address';
        expect(s.context.fieldErrors.email).toBe(email.trim() === EMAIL ? undefined : emailError);
        expect(s.context.fieldErrors.password).toBe(password === PASSWORD ? undefined : 'Password must be at least 8 characters');
      }
      if (s.matches('sent')) expect([s.context.answer, s.context.password]).toEqual([SIGNUP_MESSAGES.sent, '']);
      if (e?.type === 'xstate.error.actor.signUp') {
        const status = (e.error as { status?: number }).status;
        expect([s.value, s.context.error]).toEqual(['editing', status ? SIGNUP_MESSAGES.throttled : SIGNUP_TEXTS.signupFailed]);
      }
    },
  },
]);

describe('signupForm rules', () => {
  it('sends no returnTo when the visitor came from nowhere in particular', () => {
    const actor = createActor(signupFormMachine, { input: { returnTo: null } }).start();
    actor.send({ type: 'field.change', field: 'email', value: EMAIL });
    actor.send({ type: 'field.change', field: 'password', value: PASSWORD });
    actor.send({ type: 'form.submit' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('submitting');
    expect(snapshot.children.signUp).toBeDefined();
  });

  it('shows both field messages at once, blank fields by their required texts', () => {
    const actor = createActor(signupFormMachine, { input: { returnTo: null } }).start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: 'Email is required',
      password: 'Password must be at least 8 characters',
    });
    // Typing in a field clears its own message only.
    actor.send({ type: 'field.change', field: 'email', value: 'x' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: undefined, password: 'Password must be at least 8 characters' });
  });

  it('takes a 1024-character passphrase whole and refuses 1025', () => {
    const actor = createActor(signupFormMachine, { input: { returnTo: null } }).start();
    actor.send({ type: 'field.change', field: 'email', value: EMAIL });
    actor.send({ type: 'field.change', field: 'password', value: ' '.repeat(1025) });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors.password).toBe('Password must be at most 1024 characters');
    actor.send({ type: 'field.change', field: 'password', value: ' '.repeat(1024) });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
  });
});
