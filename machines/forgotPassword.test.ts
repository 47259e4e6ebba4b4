import { expect } from 'vitest';
import { ACCOUNT_FALLBACKS } from '../src/domain/accountForms';
import { ACCOUNT_MESSAGES } from '../src/domain/schemas/users';
import { forgotPasswordMachine, type ForgotPasswordEvent } from './forgotPassword.machine';
import type { InternalEvent } from './testing/pathTesting';
import { describeModel } from './testing/describeModel';

describeModel({
  name: 'forgotPassword',
  machine: forgotPasswordMachine,
  events: (): (ForgotPasswordEvent | InternalEvent)[] => [
    { type: 'email.change', value: 'nobody' },
    { type: 'email.change', value: ' someone@example.com ' },
    { type: 'form.submit' },
    { type: 'xstate.done.actor.requestReset', output: { message: ACCOUNT_MESSAGES.forgotPasswordAnswer } },
    { type: 'xstate.error.actor.requestReset', error: { status: 429, message: 'Too many requests. Try again later.' } },
    { type: 'xstate.error.actor.requestReset', error: new TypeError('Failed to fetch') },
  ],
  facts: (s) => ({ email: s.context.email, fieldError: s.context.fieldError, error: s.context.error }),
  check: (s, step) => {
    for (const call of step.invoked) expect(call.input).toEqual({ email: 'someone@example.com' });
    const e = step.event;
    if (e?.type === 'form.submit' && s.matches('editing'))
      expect(s.context.fieldError).toBe(s.context.email === '' ? 'Email is required' : 'Please enter a valid email address');
    if (s.matches('sent')) expect(s.context.answer).toBe(ACCOUNT_MESSAGES.forgotPasswordAnswer);
    if (e?.type === 'xstate.error.actor.requestReset')
      expect(s.context.error).toBe(
        'status' in (e.error as object) ? 'Too many requests. Try again later.' : ACCOUNT_FALLBACKS.forgotPasswordFailed,
      );
  },
});
