// The users page's Invite user dialog (DESIGN.md "Beyond the spec: Accounts"): closed -> open.editing
// -> open.submitting (POST /users/invitations) -> open.done, or back to editing with the server's
// message (a taken email, a refused role). Email and Role are checked by the API's own schema first.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { ACCOUNT_FALLBACKS } from '../src/domain/accountForms';
import type { UserRole } from '../src/domain/constants';
import { firstMessages } from '../src/domain/schemas/fields';
import { invitationCreate, type UserSummary } from '../src/domain/schemas/users';
import { errorOf, messageOr } from './errors';
import { fieldChanged } from './formFields';

export interface InviteFields {
  email: string;
  role: UserRole;
}

export interface InviteUserContext extends InviteFields {
  /** Per-field messages from the schema, shown after a submit. */
  fieldErrors: Partial<Record<keyof InviteFields, string>>;
  /** The server's refusal, else the fallback. */
  error: string | undefined;
  /** The user the invitation went to (shown in the done state). */
  invited: UserSummary | undefined;
}

export type InviteUserEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'field.change'; field: 'email'; value: string }
  | { type: 'field.change'; field: 'role'; value: UserRole }
  | { type: 'invite.submit' }
  /** From the done state: invite someone else without closing. */
  | { type: 'invite.another' };

const blank = (): InviteUserContext => ({ email: '', role: 'client', fieldErrors: {}, error: undefined, invited: undefined });

function fieldErrorsOf(fields: InviteFields): InviteUserContext['fieldErrors'] {
  const parsed = invitationCreate.safeParse(fields);
  return parsed.success ? {} : firstMessages(parsed.error.issues, ['email', 'role']);
}

export const inviteUserMachine = setup({
  types: {
    context: {} as InviteUserContext,
    events: {} as InviteUserEvent,
  },
  actors: {
    // Provided by the app: POST /api/users/invitations {email, role} -> 201 userSummary.
    inviteUser: fromPromise<UserSummary, InviteFields>(async () => {
      throw new Error('inviteUser is provided by the app');
    }),
  },
  guards: {
    fieldsValid: ({ context }) => Object.keys(fieldErrorsOf(context)).length === 0,
  },
  actions: {
    // Provided by the app: the users list and the audit log show the new user and entry.
    userInvited: (_, _user: UserSummary) => {},
    reset: assign(blank),
    setField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return fieldChanged(context, event.field, event.value);
    }),
    clearErrors: assign({ fieldErrors: {}, error: undefined }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => fieldErrorsOf(context) }),
    setInvited: assign({ invited: (_, user: UserSummary) => user }),
    inviteFailed: assign({ error: (_, error: unknown) => messageOr(error, ACCOUNT_FALLBACKS.inviteFailed) }),
  },
}).createMachine({
  id: 'inviteUser',
  context: blank,
  initial: 'closed',
  states: {
    closed: {
      on: { 'dialog.open': { target: 'open', actions: 'reset' } },
    },
    open: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.change': { actions: 'setField' },
            'invite.submit': [{ guard: 'fieldsValid', target: 'submitting', actions: 'clearErrors' }, { actions: 'showFieldErrors' }],
            'dialog.close': { target: '#inviteUser.closed', actions: 'reset' },
          },
        },
        // The dialog stays open while the invitation is on its way, so its answer is seen.
        submitting: {
          invoke: {
            id: 'inviteUser',
            src: 'inviteUser',
            input: ({ context }) => ({ email: context.email.trim(), role: context.role }),
            onDone: {
              target: 'done',
              actions: [
                { type: 'setInvited', params: ({ event }) => event.output },
                { type: 'userInvited', params: ({ event }) => event.output },
              ],
            },
            onError: {
              target: 'editing',
              actions: { type: 'inviteFailed', params: errorOf },
            },
          },
        },
        done: {
          on: {
            'invite.another': { target: 'editing', actions: 'reset' },
            'dialog.close': { target: '#inviteUser.closed', actions: 'reset' },
          },
        },
      },
    },
  },
});
