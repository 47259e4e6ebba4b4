// The account page's members of a trade company (docs/product.md#trade-accounts), for its owners: Invite a
// colleague (the invitation machine of ./invite.ts, invoked for the page's life with this company: email
// and company role, checked by the API's own schema, then POST /accounts/{id}/members, which invites an
// unknown address through the portal's invitation flow) and Remove after a confirm step
// (DELETE /accounts/{id}/members/{userId}; the server keeps the company's last owner and says so), and
// Cancel of a pending invitation (DELETE /accounts/{id}/invitations/{invitationId}, docs/product.md#trade-accounts).
// idle -> confirmingRemove -> removing -> idle; idle -> cancellingInvitation -> idle;
// the invite child: closed -> open.editing -> open.submitting -> open.done.
import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import { MEMBER_FALLBACKS } from '../src/domain/companyMembers';
import { errorOf, messageOr } from './errors';
import { inviteColleagueMachine } from './inviteColleague.machine';

/** Who a Remove is about. */
export interface MemberRef {
  userId: string;
  email: string;
}

/** Which pending invitation a Cancel is about. */
export interface InvitationRef {
  id: string;
  email: string;
}

export interface CompanyMembersContext {
  accountId: string;
  /** The invitation being cancelled, then the one last cancelled (for the page's notice). */
  cancelling: InvitationRef | null;
  cancelled: InvitationRef | null;
  /** The server's refusal of a cancel, else the fallback; shown beside the invitations. */
  cancelError: string | undefined;
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
  | { type: 'remove.cancel' }
  /** Cancel a pending invitation (no confirmation: the owner can invite again). */
  | { type: 'invitation.cancel'; invitation: InvitationRef };

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
    // Provided by the app: DELETE /api/accounts/{id}/invitations/{invitationId} -> 204.
    cancelInvitation: fromPromise<void, { accountId: string; invitationId: string }>(async () => {
      throw new Error('cancelInvitation is provided by the app');
    }),
  },
  actions: {
    // Provided by the app: the account page's members (and anything counting them) refresh.
    membersChanged: () => {},
    openInvite: sendTo('invite', { type: 'dialog.open' }),
    clearRemoved: assign({ removed: null, cancelled: null }),
    startCancel: assign(({ event }) => {
      assertEvent(event, 'invitation.cancel');
      return { cancelling: event.invitation, cancelled: null, removed: null, cancelError: undefined };
    }),
    setCancelled: assign(({ context }) => ({ cancelled: context.cancelling, cancelling: null })),
    cancelFailed: assign({
      cancelling: null,
      cancelError: (_, error: unknown) => messageOr(error, MEMBER_FALLBACKS.cancelFailed),
    }),
    clearError: assign({ error: undefined }),
    startRemove: assign(({ event }) => {
      assertEvent(event, 'remove.start');
      return { removing: event.member, removed: null, cancelled: null, cancelError: undefined, error: undefined };
    }),
    cancelRemove: assign({ removing: null, error: undefined }),
    setRemoved: assign(({ context }) => ({ removed: context.removing, removing: null, error: undefined })),
    removeFailed: assign({ error: (_, error: unknown) => messageOr(error, MEMBER_FALLBACKS.removeFailed) }),
  },
}).createMachine({
  id: 'companyMembers',
  context: ({ input }) => ({
    accountId: input.accountId,
    error: undefined,
    removing: null,
    removed: null,
    cancelling: null,
    cancelled: null,
    cancelError: undefined,
  }),
  // The invite dialog's machine lives as long as the page's, for this company.
  invoke: { id: 'invite', src: 'invite', input: ({ context }) => ({ accountId: context.accountId }) },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'invite.open': { actions: ['clearRemoved', 'openInvite'] },
        'remove.start': { target: 'confirmingRemove', actions: 'startRemove' },
        'invitation.cancel': { target: 'cancellingInvitation', actions: 'startCancel' },
      },
    },
    cancellingInvitation: {
      invoke: {
        id: 'cancelInvitation',
        src: 'cancelInvitation',
        input: ({ context }) => ({ accountId: context.accountId, invitationId: context.cancelling?.id ?? '' }),
        onDone: { target: 'idle', actions: ['setCancelled', 'membersChanged'] },
        onError: { target: 'idle', actions: [{ type: 'cancelFailed', params: errorOf }, 'membersChanged'] },
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
