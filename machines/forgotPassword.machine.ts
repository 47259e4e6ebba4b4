// /forgot-password (docs/product.md#accounts): an email, then the same answer whether or
// not an account exists (the server's forgotPasswordAnswer). Only a failure to send at all (network,
// throttled) is an error, shown with the server's message.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { ACCOUNT_FALLBACKS } from '../src/domain/accountForms';
import { forgotPassword } from '../src/domain/schemas/users';
import { errorOf, messageOr } from './errors';

export interface ForgotPasswordContext {
  email: string;
  fieldError: string | undefined;
  error: string | undefined;
  /** The server's answer once sent. */
  answer: string | undefined;
}

export type ForgotPasswordEvent = { type: 'email.change'; value: string } | { type: 'form.submit' };

const emailError = (email: string) => {
  const parsed = forgotPassword.safeParse({ email });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    // Provided by the app: POST /api/auth/forgot-password {email} -> 202 {message}.
    requestReset: fromPromise<{ message: string }, { email: string }>(async () => {
      throw new Error('requestReset is provided by the app');
    }),
  },
  guards: {
    emailValid: ({ context }) => emailError(context.email) === undefined,
  },
  actions: {
    setEmail: assign(({ event }) => {
      assertEvent(event, 'email.change');
      return { email: event.value, fieldError: undefined };
    }),
    clearErrors: assign({ fieldError: undefined, error: undefined }),
    showFieldError: assign({ fieldError: ({ context }) => emailError(context.email) }),
    setAnswer: assign({ answer: (_, message: string) => message }),
    requestFailed: assign({ error: (_, error: unknown) => messageOr(error, ACCOUNT_FALLBACKS.forgotPasswordFailed) }),
  },
}).createMachine({
  id: 'forgotPassword',
  context: { email: '', fieldError: undefined, error: undefined, answer: undefined },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'email.change': { actions: 'setEmail' },
        'form.submit': [{ guard: 'emailValid', target: 'sending', actions: 'clearErrors' }, { actions: 'showFieldError' }],
      },
    },
    sending: {
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'sent', actions: { type: 'setAnswer', params: ({ event }) => event.output.message } },
        onError: {
          target: 'editing',
          actions: { type: 'requestFailed', params: errorOf },
        },
      },
    },
    sent: { type: 'final' },
  },
});
