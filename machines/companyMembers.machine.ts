// The account page's members of a trade company (DESIGN.md "Trade accounts"), for its owners: Invite a
// colleague (email and company role, checked by the API's own schema, then POST /accounts/{id}/members,
// which invites an unknown address through the portal's invitation flow) and Remove after a confirm step
// (DELETE /accounts/{id}/members/{userId}; the server keeps the company's last owner and says so).
// idle -> inviting.editing -> inviting.submitting -> inviting.done; idle -> confirmingRemove -> removing -> idle.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { MEMBER_FALLBACKS } from '../src/domain/companyMembers';
import { firstMessages } from '../src/domain/schemas/fields';
import { memberAdd, type CompanyMember, type CompanyRole } from '../src/domain/schemas/trade';
import { errorOf, messageOr } from './errors';
import { fieldChanged } from './formFields';

export interface InviteColleagueFields {
  email: string;
  role: CompanyRole;
}

/** Who a Remove is about. */
export interface MemberRef {
  userId: string;
  email: string;
}

export interface CompanyMembersContext extends InviteColleagueFields {
  accountId: string;
  fieldErrors: Partial<Record<keyof InviteColleagueFields, string>>;
  /** The server's refusal of the open dialog's call, else the fallback. */
  error: string | undefined;
  /** The colleague just invited or added (the done state says who). */
  added: { member: CompanyMember; invited: boolean } | undefined;
  /** The member the remove confirmation is about. */
  removing: MemberRef | null;
  /** The member last removed, for the page's notice. */
  removed: MemberRef | null;
}

export type CompanyMembersEvent =
  | { type: 'invite.open' }
  | { type: 'invite.close' }
  | { type: 'field.change'; field: 'email'; value: string }
  | { type: 'field.change'; field: 'role'; value: CompanyRole }
  | { type: 'invite.submit' }
  | { type: 'invite.another' }
  | { type: 'remove.start'; member: MemberRef }
  | { type: 'remove.confirm' }
  /** Cancel, Escape or a click outside the confirmation. */
  | { type: 'remove.cancel' };

const blankInvite = { email: '', role: 'buyer' as CompanyRole, fieldErrors: {}, error: undefined, added: undefined };

function fieldErrorsOf(fields: InviteColleagueFields): CompanyMembersContext['fieldErrors'] {
  const parsed = memberAdd.safeParse(fields);
  return parsed.success ? {} : firstMessages(parsed.error.issues, ['email', 'role']);
}

export const companyMembersMachine = setup({
  types: {
    context: {} as CompanyMembersContext,
    events: {} as CompanyMembersEvent,
    input: {} as { accountId: string },
  },
  actors: {
    // Provided by the app: POST /api/accounts/{id}/members {email, role} -> 201 {member, invited}.
    addMember: fromPromise<{ member: CompanyMember; invited: boolean }, InviteColleagueFields & { accountId: string }>(async () => {
      throw new Error('addMember is provided by the app');
    }),
    // Provided by the app: DELETE /api/accounts/{id}/members/{userId} -> 204.
    removeMember: fromPromise<void, { accountId: string; userId: string }>(async () => {
      throw new Error('removeMember is provided by the app');
    }),
  },
  guards: {
    fieldsValid: ({ context }) => Object.keys(fieldErrorsOf(context)).length === 0,
  },
  actions: {
    // Provided by the app: the account page's members (and anything counting them) refresh.
    membersChanged: () => {},
    resetInvite: assign({ ...blankInvite, removed: null }),
    setField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return fieldChanged(context, event.field, event.value);
    }),
    clearErrors: assign({ fieldErrors: {}, error: undefined }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => fieldErrorsOf(context) }),
    setAdded: assign({ added: (_, added: { member: CompanyMember; invited: boolean }) => added }),
    inviteFailed: assign({ error: (_, error: unknown) => messageOr(error, MEMBER_FALLBACKS.inviteFailed) }),
    startRemove: assign(({ event }) => {
      assertEvent(event, 'remove.start');
      return { removing: event.member, removed: null, error: undefined };
    }),
    cancelRemove: assign({ removing: null, error: undefined }),
    setRemoved: assign(({ context }) => ({ removed: context.removing, removing: null, error: undefined })),
    removeFailed: assign({ error: (_, error: unknown) => messageOr(error, MEMBER_FALLBACKS.removeFailed) }),
  },
}).createMachine({
  id: 'companyMembers',
  context: ({ input }) => ({ accountId: input.accountId, ...blankInvite, removing: null, removed: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'invite.open': { target: 'inviting', actions: 'resetInvite' },
        'remove.start': { target: 'confirmingRemove', actions: 'startRemove' },
      },
    },
    inviting: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.change': { actions: 'setField' },
            'invite.submit': [{ guard: 'fieldsValid', target: 'submitting', actions: 'clearErrors' }, { actions: 'showFieldErrors' }],
            'invite.close': { target: '#companyMembers.idle', actions: 'resetInvite' },
          },
        },
        // The dialog stays open while the invitation is on its way, so its answer is seen.
        submitting: {
          invoke: {
            id: 'addMember',
            src: 'addMember',
            input: ({ context }) => ({ accountId: context.accountId, email: context.email.trim(), role: context.role }),
            onDone: {
              target: 'done',
              actions: [{ type: 'setAdded', params: ({ event }) => event.output }, 'membersChanged'],
            },
            onError: { target: 'editing', actions: { type: 'inviteFailed', params: errorOf } },
          },
        },
        done: {
          on: {
            'invite.another': { target: 'editing', actions: 'resetInvite' },
            'invite.close': { target: '#companyMembers.idle', actions: 'resetInvite' },
          },
        },
      },
    },
    confirmingRemove: {
      on: {
        'remove.confirm': { target: 'removing', actions: 'clearErrors' },
        'remove.cancel': { target: 'idle', actions: 'cancelRemove' },
      },
    },
    removing: {
      invoke: {
        id: 'removeMember',
        src: 'removeMember',
        input: ({ context }) => ({ accountId: context.accountId, userId: context.removing?.userId ?? '' }),
        onDone: { target: 'idle', actions: ['setRemoved', 'membersChanged'] },
        // The confirmation stays open with the server's refusal (the company's last owner).
        onError: { target: 'confirmingRemove', actions: { type: 'removeFailed', params: errorOf } },
      },
    },
  },
});

/** Whether the invite dialog is open (editing, sending or done). */
export const isInviting = (s: { matches: (v: 'inviting') => boolean }) => s.matches('inviting');
/** Whether the remove confirmation is open (asking or removing). */
export const isConfirmingRemove = (s: { matches: (v: 'confirmingRemove' | 'removing') => boolean }) =>
  s.matches('confirmingRemove') || s.matches('removing');
