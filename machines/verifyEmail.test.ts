import { expect } from 'vitest';
import type { User } from '../src/domain/schemas/auth';
import { SIGNUP_MESSAGES } from '../src/domain/schemas/signup';
import { ACCOUNT_MESSAGES } from '../src/domain/schemas/users';
import { SIGNUP_TEXTS } from '../src/domain/signupTexts';
import { verifyEmailMachine, type VerifyEmailEvent } from './verifyEmail.machine';
import type { InternalEvent } from './testing/pathTesting';
import { describeModels } from './testing/describeModel';

const TOKEN = 'Qm9hcmR3YWxrLXNpZ251cC10b2tlbi0yNTZiaXRzLWxvbmc';
const PASSWORD = 'the password chosen at sign-up';
const client: User = { id: 'u9', email: 'new.client@example.com', role: 'client' };
const RETURN_TO = '/deck-calculator?brand=Millboard';

type Snap = ReturnType<typeof verifyEmailMachine.transition>;
const facts = (s: Snap) => ({ password: s.context.password, passwordError: s.context.passwordError, error: s.context.error });

describeModels('verifyEmail', [
  {
    name: 'a link',
    machine: verifyEmailMachine,
    input: { token: TOKEN },
    effects: ['signedIn', 'goBack'],
    events: (): (InternalEvent | VerifyEmailEvent)[] => [
      { type: 'password.change', value: '' },
      { type: 'password.change', value: PASSWORD },
      { type: 'form.submit' },
      { type: 'xstate.done.actor.verifyEmail', output: { user: client, returnTo: RETURN_TO } },
      { type: 'xstate.error.actor.verifyEmail', error: { status: 400, message: SIGNUP_MESSAGES.wrongPassword } },
      { type: 'xstate.error.actor.verifyEmail', error: { status: 400, message: ACCOUNT_MESSAGES.linkUsed } },
      { type: 'xstate.error.actor.verifyEmail', error: { status: 400, message: SIGNUP_MESSAGES.accountExists } },
      { type: 'xstate.error.actor.verifyEmail', error: { status: 429, message: SIGNUP_MESSAGES.throttled } },
      { type: 'xstate.error.actor.verifyEmail', error: new TypeError('Failed to fetch') },
    ],
    facts,
    check: (s, step) => {
      // Only a typed password is ever sent, with the link's token.
      for (const call of step.invoked) expect(call.input).toEqual({ token: TOKEN, password: PASSWORD });
      const e = step.event;
      if (e?.type === 'form.submit' && s.matches('entering'))
        expect(s.context.passwordError).toBe(s.context.password === '' ? 'Password is required' : undefined);
      if (e?.type === 'xstate.done.actor.verifyEmail') {
        // Signed in first, then back to the drawing.
        expect(step.effects.map((x) => [x.name, x.params])).toEqual([
          ['signedIn', client],
          ['goBack', RETURN_TO],
        ]);
      } else expect(step.effects).toEqual([]);
      if (e?.type === 'xstate.error.actor.verifyEmail') {
        const error = e.error as { status?: number; message?: string };
        const message = error.message ?? '';
        if (message === ACCOUNT_MESSAGES.linkUsed || message === SIGNUP_MESSAGES.accountExists)
          expect([s.value, s.context.error]).toEqual(['refused', message]);
        // A wrong password, a throttled or failed call: the form again with the message, the password kept to correct.
        else expect([s.value, s.context.error]).toEqual(['entering', error.status ? message : SIGNUP_TEXTS.verifyFailed]);
      }
    },
  },
  {
    name: 'no token in the URL',
    machine: verifyEmailMachine,
    input: { token: null },
    settlesAtOnce: true,
    effects: ['signedIn', 'goBack'],
    events: () => [],
    facts,
    check: (s) => expect([s.value, s.context.error]).toEqual(['refused', ACCOUNT_MESSAGES.linkInvalid]),
  },
]);
