// The account page's members of a trade company (DESIGN.md "Trade accounts"), for its owners: Invite a
// colleague (the invitation machine of ./invite.ts, invoked for the page's life with this company: email
// and company role, checked by the API's own schema, then POST /accounts/{id}/members, which invites an
// unknown address through the portal's invitation flow) and Remove after a confirm step
// (DELETE /accounts/{id}/members/{userId}; the server keeps the company's last owner and says so).
// idle -> confirmingRemove -> removing -> idle; the invite child: closed -> open.editing -> open.submitting -> open.done.
import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import { MEMBER_FALLBACKS } from '../src/domain/companyMembers';
import { errorOf, messageOr } from './errors';
import { inviteColleagueMachine } from './inviteColleague.machine';

/** Who a Remove is about. */
export interface MemberRef {
  userId: string;
  email: string;
}

export interface CompanyMembersContext {
  accountId: string;
  /** The server's refusal of a removal, else the fallback. */
  error: string | undefined;
  /** The member the remove confirmation is about. */
  removing: MemberRef | null;
  /** The member last removed, for the page's notice. */
  removed: MemberRef | null;
}

export type CompanyMembersEvent =
  /** Invite a colleague: the notice of a removal goes, and the invite child's dialog opens. */
  | { type: 'invite.open' }
  | { type: 'remove.start'; member: MemberRef }
  | { type: 'remove.confirm' }
  /** Cancel, Escape or a click outside the confirmation. */
  | { type: 'remove.cancel' };

export const companyMembersMachine = setup({
  types: {
    context: {} as CompanyMembersContext,
    events: {} as CompanyMembersEvent,
    input: {} as { accountId: string },
  },
  actors: {
    // The app provides it with its call and its refresh of the members (inviteColleagueMachine.provide).
    invite: inviteColleagueMachine,
    // Provided by the app: DELETE /api/accounts/{id}/members/{userId} -> 204.
    removeMember: fromPromise<void, { accountId: string; userId: string }>(async () => {
      throw new Error('removeMember is provided by the app');
    }),
  },
  actions: {
    // Provided by the app: the account page's members (and anything counting them) refresh.
    membersChanged: () => {},
    openInvite: sendTo('invite', { type: 'dialog.open' }),
    clearRemoved: assign({ removed: null }),
    clearError: assign({ error: undefined }),
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
  context: ({ input }) => ({ accountId: input.accountId, error: undefined, removing: null, removed: null }),
  // The invite dialog's machine lives as long as the page's, for this company.
  invoke: { id: 'invite', src: 'invite', input: ({ context }) => ({ accountId: context.accountId }) },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'invite.open': { actions: ['clearRemoved', 'openInvite'] },
        'remove.start': { target: 'confirmingRemove', actions: 'startRemove' },
      },
    },
    confirmingRemove: {
      on: {
        'remove.confirm': { target: 'removing', actions: 'clearError' },
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

/** Whether the remove confirmation is open (asking or removing). */
export const isConfirmingRemove = (s: { matches: (v: 'confirmingRemove' | 'removing') => boolean }) =>
  s.matches('confirmingRemove') || s.matches('removing');
