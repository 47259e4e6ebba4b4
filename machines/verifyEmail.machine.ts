// /verify-email?token=... (DESIGN.md "Beyond the spec: Accounts"): opening a sign-up's confirmation link
// makes the account and signs the browser in (the app tells its auth actor), then goes back where the
// visitor was (the calculator with their drawing), else to the dashboard. A used, expired or unknown
// link, or an address that has an account already, is refused with the server's message; a failure
// that never reached the server may be retried.
// starting -> verifying -> done | refused | failed -> verifying.
import { assign, fromPromise, setup } from 'xstate';
import { LINK_REFUSALS } from '../src/domain/accountForms';
import type { User } from '../src/domain/schemas/auth';
import { SIGNUP_MESSAGES, type VerifyEmailResponse } from '../src/domain/schemas/signup';
import { ACCOUNT_MESSAGES } from '../src/domain/schemas/users';
import { SIGNUP_TEXTS } from '../src/domain/signupTexts';
import { messageOr, serverMessage } from './errors';

export interface VerifyEmailInput {
  /** The token read from the URL (which the page then strips); null when the URL had none. */
  token: string | null;
}

export interface VerifyEmailContext {
  token: string;
  error: string | undefined;
}

export type VerifyEmailEvent = { type: 'verify.retry' };

const REFUSALS: readonly string[] = [...LINK_REFUSALS, SIGNUP_MESSAGES.accountExists];

export const verifyEmailMachine = setup({
  types: {
    context: {} as VerifyEmailContext,
    events: {} as VerifyEmailEvent,
    input: {} as VerifyEmailInput,
  },
  actors: {
    // Provided by the app: POST /api/auth/verify-email {token} -> {user, returnTo} + session cookies.
    verifyEmail: fromPromise<VerifyEmailResponse, { token: string }>(async () => {
      throw new Error('verifyEmail is provided by the app');
    }),
  },
  guards: {
    hasNoToken: ({ context }) => context.token === '',
    linkRefused: ({ event }) => 'error' in event && REFUSALS.includes(serverMessage(event.error) ?? ''),
  },
  actions: {
    // Provided by the app: the auth actor learns the signed-in user (its `session.started` event).
    signedIn: (_, _user: User) => {},
    // Provided by the app: open the way back (a path of this site), else the dashboard.
    goBack: (_, _returnTo: string | null) => {},
  },
}).createMachine({
  id: 'verifyEmail',
  context: ({ input }) => ({ token: input.token ?? '', error: undefined }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasNoToken', target: 'refused', actions: assign({ error: ACCOUNT_MESSAGES.linkInvalid }) },
        { target: 'verifying' },
      ],
    },
    verifying: {
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'signedIn', params: ({ event }) => event.output.user },
            { type: 'goBack', params: ({ event }) => event.output.returnTo },
          ],
        },
        onError: [
          { guard: 'linkRefused', target: 'refused', actions: assign({ error: ({ event }) => serverMessage(event.error) }) },
          { target: 'failed', actions: assign({ error: ({ event }) => messageOr(event.error, SIGNUP_TEXTS.verifyFailed) }) },
        ],
      },
    },
    failed: {
      on: { 'verify.retry': { target: 'verifying', actions: assign({ error: undefined }) } },
    },
    // The link cannot be used: its message, and the page's ways forward (sign up again, sign in).
    refused: { type: 'final' },
    done: { type: 'final' },
  },
});
