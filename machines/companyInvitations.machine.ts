// The invited person's invitations page (docs/product.md#trade-accounts): each pending invitation to
// join a company is accepted or declined by the person signed in with the invited address.
// idle -> accepting -> idle (joined, or the server's refusal: already in a company), idle -> declining -> idle.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { INVITATION_FALLBACKS } from '../src/domain/companyMembers';
import type { InvitationAccepted } from '../src/domain/schemas/companyInvitations';
import { errorOf, messageOr } from './errors';

/** Which invitation an answer is about: its id and the company it names. */
export interface InvitationChoice {
  id: string;
  company: string;
}

export interface CompanyInvitationsContext {
  /** The invitation being answered. */
  answering: InvitationChoice | null;
  /** The last answer, for the page's notice. */
  answered: { kind: 'accepted' | 'declined'; company: string } | null;
  /** The server's refusal, else the fallback. */
  error: string | undefined;
}

export type CompanyInvitationsEvent =
  { type: 'invitation.accept'; invitation: InvitationChoice } | { type: 'invitation.decline'; invitation: InvitationChoice };

export const companyInvitationsMachine = setup({
  types: {
    context: {} as CompanyInvitationsContext,
    events: {} as CompanyInvitationsEvent,
  },
  actors: {
    // Provided by the app: POST /api/me/invitations/{id}/accept -> {company, role}.
    acceptInvitation: fromPromise<InvitationAccepted, { invitationId: string }>(async () => {
      throw new Error('acceptInvitation is provided by the app');
    }),
    // Provided by the app: POST /api/me/invitations/{id}/decline -> 204.
    declineInvitation: fromPromise<void, { invitationId: string }>(async () => {
      throw new Error('declineInvitation is provided by the app');
    }),
  },
  actions: {
    // Provided by the app: the invitations and the account (company, members, prices) refresh.
    invitationsChanged: () => {},
    start: assign(({ event }) => {
      assertEvent(event, ['invitation.accept', 'invitation.decline']);
      return { answering: event.invitation, answered: null, error: undefined };
    }),
    setAnswered: assign(({ context }, kind: 'accepted' | 'declined') => ({
      answered: context.answering ? { kind, company: context.answering.company } : null,
      answering: null,
    })),
    answerFailed: assign({
      answering: null,
      error: (_, error: unknown) => messageOr(error, INVITATION_FALLBACKS.answerFailed),
    }),
  },
}).createMachine({
  id: 'companyInvitations',
  context: { answering: null, answered: null, error: undefined },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'invitation.accept': { target: 'accepting', actions: 'start' },
        'invitation.decline': { target: 'declining', actions: 'start' },
      },
    },
    accepting: {
      invoke: {
        id: 'acceptInvitation',
        src: 'acceptInvitation',
        input: ({ context }) => ({ invitationId: context.answering?.id ?? '' }),
        onDone: { target: 'idle', actions: [{ type: 'setAnswered', params: 'accepted' }, 'invitationsChanged'] },
        onError: { target: 'idle', actions: [{ type: 'answerFailed', params: errorOf }, 'invitationsChanged'] },
      },
    },
    declining: {
      invoke: {
        id: 'declineInvitation',
        src: 'declineInvitation',
        input: ({ context }) => ({ invitationId: context.answering?.id ?? '' }),
        onDone: { target: 'idle', actions: [{ type: 'setAnswered', params: 'declined' }, 'invitationsChanged'] },
        onError: { target: 'idle', actions: [{ type: 'answerFailed', params: errorOf }, 'invitationsChanged'] },
      },
    },
  },
});

/** Whether an answer is on its way (the buttons wait). */
export const isAnswering = (s: { matches: (v: 'accepting' | 'declining') => boolean }) => s.matches('accepting') || s.matches('declining');
