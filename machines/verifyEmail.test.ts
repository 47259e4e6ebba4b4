import { expect } from 'vitest';
import type { User } from '../src/domain/schemas/auth';
import { SIGNUP_MESSAGES } from '../src/domain/schemas/signup';
import { ACCOUNT_MESSAGES } from '../src/domain/schemas/users';
import { SIGNUP_TEXTS } from '../src/domain/signupTexts';
import { verifyEmailMachine } from './verifyEmail.machine';
import type { InternalEvent } from './testing/pathTesting';
import { describeModels } from './testing/describeModel';

const TOKEN = 'Qm9hcmR3YWxrLXNpZ251cC10b2tlbi0yNTZiaXRzLWxvbmc';
const client: User = { id: 'u9', email: 'new.client@example.com', role: 'client' };
const RETURN_TO = '/deck-calculator?brand=Millboard';

type Snap = ReturnType<typeof verifyEmailMachine.transition>;
const facts = (s: Snap) => ({ error: s.context.error });

describeModels('verifyEmail', [
  {
    name: 'a link',
    machine: verifyEmailMachine,
    input: { token: TOKEN },
    effects: ['signedIn', 'goBack'],
    events: (): (InternalEvent | { type: 'verify.retry' })[] => [
      { type: 'verify.retry' },
      { type: 'xstate.done.actor.verifyEmail', output: { user: client, returnTo: RETURN_TO } },
      { type: 'xstate.error.actor.verifyEmail', error: { status: 400, message: ACCOUNT_MESSAGES.linkUsed } },
      { type: 'xstate.error.actor.verifyEmail', error: { status: 400, message: SIGNUP_MESSAGES.accountExists } },
      { type: 'xstate.error.actor.verifyEmail', error: { status: 429, message: SIGNUP_MESSAGES.throttled } },
      { type: 'xstate.error.actor.verifyEmail', error: new TypeError('Failed to fetch') },
    ],
    facts,
    check: (s, step) => {
      for (const call of step.invoked) expect(call.input).toEqual({ token: TOKEN });
      const e = step.event;
      if (e?.type === 'xstate.done.actor.verifyEmail') {
        // Signed in first, then back to the drawing.
        expect(step.effects.map((x) => [x.name, x.params])).toEqual([
          ['signedIn', client],
          ['goBack', RETURN_TO],
        ]);
      } else expect(step.effects).toEqual([]);
      if (e?.type === 'xstate.error.actor.verifyEmail') {
        const error = e.error as { status?: number; message?: string };
        if (error.status === 400) expect([s.value, s.context.error]).toEqual(['refused', error.message]);
        else expect([s.value, s.context.error]).toEqual(['failed', error.status ? error.message : SIGNUP_TEXTS.verifyFailed]);
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
