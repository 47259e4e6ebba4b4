// /verify-email?token=... (docs/product.md#accounts): a sign-up's confirmation link asks for
// the password chosen at sign-up (else whoever signed up with someone else's address would own the
// account its owner confirms), then makes the account and signs the browser in (the app tells its auth
// actor), then goes back where the visitor was (the calculator with their drawing), else to the
// dashboard. A wrong password, a throttled or failed call keeps the form with its message (the link is
// still usable); a used, expired or unknown link, or an address that has an account already, is refused
// with the server's message.
// starting -> entering -> verifying -> done | refused | entering (error).
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { LINK_REFUSALS } from '../src/domain/accountForms';
import type { User } from '../src/domain/schemas/auth';
import { SIGNUP_MESSAGES, verifyPasswordError, type VerifyEmailRequest, type VerifyEmailResponse } from '../src/domain/schemas/signup';
import { ACCOUNT_MESSAGES } from '../src/domain/schemas/users';
import { SIGNUP_TEXTS } from '../src/domain/signupTexts';
import { errorOf, messageOr, serverMessage } from './errors';

export interface VerifyEmailInput {
  /** The token read from the URL (which the page then strips); null when the URL had none. */
  token: string | null;
}

export interface VerifyEmailContext {
  token: string;
  password: string;
  /** The Password field's message (the API's rule). */
  passwordError: string | undefined;
  error: string | undefined;
}

export type VerifyEmailEvent = { type: 'password.change'; value: string } | { type: 'form.submit' };

const REFUSALS: readonly string[] = [...LINK_REFUSALS, SIGNUP_MESSAGES.accountExists];

export const verifyEmailMachine = setup({
  types: {
    context: {} as VerifyEmailContext,
    events: {} as VerifyEmailEvent,
    input: {} as VerifyEmailInput,
  },
  actors: {
    // Provided by the app: POST /api/auth/verify-email {token, password} -> {user, returnTo} + session cookies.
    verifyEmail: fromPromise<VerifyEmailResponse, VerifyEmailRequest>(async () => {
      throw new Error('verifyEmail is provided by the app');
    }),
  },
  guards: {
    hasNoToken: ({ context }) => context.token === '',
    passwordGiven: ({ context }) => verifyPasswordError(context.password) === undefined,
    linkRefused: (_, error: unknown) => REFUSALS.includes(serverMessage(error) ?? ''),
  },
  actions: {
    // Provided by the app: the auth actor learns the signed-in user (its `session.started` event).
    signedIn: (_, _user: User) => {},
    // Provided by the app: open the way back (a path of this site), else the dashboard.
    goBack: (_, _returnTo: string | null) => {},
    refuseMissingToken: assign({ error: ACCOUNT_MESSAGES.linkInvalid }),
    setPassword: assign(({ event }) => {
      assertEvent(event, 'password.change');
      return { password: event.value, passwordError: undefined };
    }),
    clearErrors: assign({ passwordError: undefined, error: undefined }),
    showPasswordError: assign({ passwordError: ({ context }) => verifyPasswordError(context.password) }),
    forgetPassword: assign({ password: '' }),
    refuseLink: assign({ error: (_, error: unknown) => serverMessage(error), password: '' }),
    verifyFailed: assign({ error: (_, error: unknown) => messageOr(error, SIGNUP_TEXTS.verifyFailed) }),
  },
}).createMachine({
  id: 'verifyEmail',
  context: ({ input }) => ({ token: input.token ?? '', password: '', passwordError: undefined, error: undefined }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasNoToken', target: 'refused', actions: 'refuseMissingToken' }, { target: 'entering' }],
    },
    // The Password field and Confirm; the message of the last attempt, if any.
    entering: {
      on: {
        'password.change': { actions: 'setPassword' },
        'form.submit': [{ guard: 'passwordGiven', target: 'verifying', actions: 'clearErrors' }, { actions: 'showPasswordError' }],
      },
    },
    verifying: {
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ context }) => ({ token: context.token, password: context.password }),
        onDone: {
          target: 'done',
          actions: [
            'forgetPassword',
            { type: 'signedIn', params: ({ event }) => event.output.user },
            { type: 'goBack', params: ({ event }) => event.output.returnTo },
          ],
        },
        onError: [
          { guard: { type: 'linkRefused', params: errorOf }, target: 'refused', actions: { type: 'refuseLink', params: errorOf } },
          // A wrong password (the link is still usable), too many attempts, or a call that never got there.
          { target: 'entering', actions: { type: 'verifyFailed', params: errorOf } },
        ],
      },
    },
    // The link cannot be used: its message, and the page's ways forward (sign up again, sign in).
    refused: { type: 'final' },
    done: { type: 'final' },
  },
});
