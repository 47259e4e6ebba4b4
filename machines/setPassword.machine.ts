// The password form behind a one-time link (docs/product.md#accounts): /accept-invite
// first checks the invitation (POST /auth/invitation shows whose it is), /reset-password goes straight
// to the form. The two passwords must match and satisfy the API's rule; the answer signs the user in
// (the app tells its auth actor) and opens the dashboard. A used, expired or unknown token is refused
// with the server's message and a way forward, whether found on the check or on submit.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { ACCOUNT_FALLBACKS, LINK_REFUSALS, passwordFormErrors, type PasswordFormErrors } from '../src/domain/accountForms';
import type { LoginResponse, User } from '../src/domain/schemas/auth';
import { ACCOUNT_MESSAGES, type InvitationInfo } from '../src/domain/schemas/users';
import { errorOf, messageOr, serverMessage } from './errors';
import { accountFormEditing, fieldChanged } from './formFields';

export type PasswordLink = 'invite' | 'reset';

export interface SetPasswordInput {
  link: PasswordLink;
  /** The token read from the URL (which the page then strips); null when the URL had none. */
  token: string | null;
}

export interface SetPasswordContext {
  link: PasswordLink;
  token: string;
  /** Whose invitation this is (accept-invite only). */
  invitation: InvitationInfo | undefined;
  password: string;
  confirm: string;
  fieldErrors: PasswordFormErrors;
  /** The refusal of the link, or the failure of the check or of the submit. */
  error: string | undefined;
}

export type SetPasswordEvent =
  | { type: 'field.change'; field: 'password' | 'confirm'; value: string }
  | { type: 'form.submit' }
  /** After a failed check (network): ask again. */
  | { type: 'check.retry' };

export interface PasswordRequest {
  token: string;
  password: string;
}

const isLinkRefusal = (error: unknown) => LINK_REFUSALS.includes(serverMessage(error) ?? '');

export const setPasswordMachine = setup({
  types: {
    context: {} as SetPasswordContext,
    events: {} as SetPasswordEvent,
    input: {} as SetPasswordInput,
  },
  actors: {
    // Provided by the app: POST /api/auth/invitation {token} -> {email, role}.
    checkInvitation: fromPromise<InvitationInfo, { token: string }>(async () => {
      throw new Error('checkInvitation is provided by the app');
    }),
    // Provided by the app: POST /api/auth/accept-invite or /api/auth/reset-password -> {user} + session cookies.
    setPassword: fromPromise<LoginResponse, PasswordRequest & { link: PasswordLink }>(async () => {
      throw new Error('setPassword is provided by the app');
    }),
  },
  guards: {
    hasNoToken: ({ context }) => context.token === '',
    isInvitation: ({ context }) => context.link === 'invite',
    fieldsValid: ({ context }) => Object.keys(passwordFormErrors(context.password, context.confirm)).length === 0,
    linkRefused: (_, error: unknown) => isLinkRefusal(error),
  },
  actions: {
    // Provided by the app: the auth actor learns the signed-in user (its `session.started` event).
    signedIn: (_, _user: User) => {},
    // Provided by the app: open /app/dashboard.
    navigateToDashboard: () => {},
    refuseMissingToken: assign({ error: ACCOUNT_MESSAGES.linkInvalid }),
    setInvitation: assign({ invitation: (_, invitation: InvitationInfo) => invitation, error: undefined }),
    refuseLink: assign({ error: (_, error: unknown) => serverMessage(error) }),
    checkFailed: assign({ error: (_, error: unknown) => messageOr(error, ACCOUNT_FALLBACKS.linkCheckFailed) }),
    setField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return fieldChanged(context, event.field, event.value);
    }),
    clearErrors: assign({ fieldErrors: {}, error: undefined }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => passwordFormErrors(context.password, context.confirm) }),
    setPasswordFailed: assign({ error: (_, error: unknown) => messageOr(error, ACCOUNT_FALLBACKS.setPasswordFailed) }),
  },
}).createMachine({
  id: 'setPassword',
  context: ({ input }) => ({
    link: input.link,
    token: input.token ?? '',
    invitation: undefined,
    password: '',
    confirm: '',
    fieldErrors: {},
    error: undefined,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasNoToken', target: 'refused', actions: 'refuseMissingToken' },
        { guard: 'isInvitation', target: 'checking' },
        { target: 'editing' },
      ],
    },
    checking: {
      invoke: {
        id: 'checkInvitation',
        src: 'checkInvitation',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'editing', actions: { type: 'setInvitation', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'linkRefused', params: errorOf }, target: 'refused', actions: { type: 'refuseLink', params: errorOf } },
          { target: 'checkFailed', actions: { type: 'checkFailed', params: errorOf } },
        ],
      },
    },
    checkFailed: {
      on: { 'check.retry': 'checking' },
    },
    editing: accountFormEditing,
    submitting: {
      invoke: {
        id: 'setPassword',
        src: 'setPassword',
        input: ({ context }) => ({ link: context.link, token: context.token, password: context.password }),
        onDone: {
          target: 'done',
          actions: [{ type: 'signedIn', params: ({ event }) => event.output.user }, 'navigateToDashboard'],
        },
        onError: [
          { guard: { type: 'linkRefused', params: errorOf }, target: 'refused', actions: { type: 'refuseLink', params: errorOf } },
          { target: 'editing', actions: { type: 'setPasswordFailed', params: errorOf } },
        ],
      },
    },
    // The link cannot be used: its message, and the page's way forward (a new link).
    refused: { type: 'final' },
    done: { type: 'final' },
  },
});
