// The lead detail's Status control (docs/product.md#leads: an admin may set any status
// from any other; every change is kept). idle -> saving (PATCH /api/leads/{id} {status}) -> saved |
// failed. Choosing the status the lead already has saves nothing. The lead itself is the page's (its
// query): the machine knows its id and the status it last saved, and tells the app when one is taken.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { LEAD_MESSAGES, leadStatusSavedMessage } from '../src/domain/leadTexts';
import type { LeadStatus } from '../src/domain/leads';
import { errorOf, messageOr } from './errors';

export interface LeadStatusContext {
  leadId: string;
  /** The lead's status as the server last confirmed it. */
  status: LeadStatus;
  /** The status being saved while `saving`. */
  pending: LeadStatus | undefined;
  /** Confirmation text while `saved`. */
  message: string | undefined;
  error: string | undefined;
}

export interface LeadStatusInput {
  leadId: string;
  status: LeadStatus;
}

export type LeadStatusEvent = { type: 'status.select'; status: LeadStatus } | { type: 'error.dismiss' };

export interface SaveLeadStatusInput {
  leadId: string;
  status: LeadStatus;
}

export const leadStatusMachine = setup({
  types: {
    context: {} as LeadStatusContext,
    events: {} as LeadStatusEvent,
    input: {} as LeadStatusInput,
  },
  actors: {
    // Provided by the app: PATCH /api/leads/{id} {status}.
    saveStatus: fromPromise<void, SaveLeadStatusInput>(async () => {
      throw new Error('saveStatus is provided by the app');
    }),
  },
  guards: {
    isChange: ({ context, event }) => {
      assertEvent(event, 'status.select');
      return event.status !== context.status;
    },
  },
  actions: {
    // Provided by the app: the lead's query (its history grows) and the inbox lists refresh.
    statusSaved: (_, _params: SaveLeadStatusInput) => {},
    clearMessages: assign({ message: undefined, error: undefined }),
    setPending: assign({
      pending: ({ event }) => {
        assertEvent(event, 'status.select');
        return event.status;
      },
    }),
    setSaved: assign({
      status: ({ context }) => context.pending!,
      message: ({ context }) => leadStatusSavedMessage(context.pending!),
      pending: undefined,
    }),
    saveFailed: assign({ pending: undefined, error: (_, error: unknown) => messageOr(error, LEAD_MESSAGES.statusUpdateFailed) }),
  },
}).createMachine({
  id: 'leadStatus',
  context: ({ input }) => ({ leadId: input.leadId, status: input.status, pending: undefined, message: undefined, error: undefined }),
  initial: 'idle',
  // Chosen from idle, saved (the confirmation goes) or failed (the error goes).
  on: {
    'status.select': {
      guard: 'isChange',
      target: '.saving',
      actions: ['clearMessages', 'setPending'],
    },
  },
  states: {
    idle: {},
    // A second choice while one is in flight is ignored: the control is busy until the answer.
    saving: {
      on: { 'status.select': {} },
      invoke: {
        id: 'saveStatus',
        src: 'saveStatus',
        input: ({ context }) => ({ leadId: context.leadId, status: context.pending! }),
        onDone: {
          target: 'saved',
          actions: [{ type: 'statusSaved', params: ({ context }) => ({ leadId: context.leadId, status: context.pending! }) }, 'setSaved'],
        },
        onError: {
          target: 'failed',
          actions: { type: 'saveFailed', params: errorOf },
        },
      },
    },
    saved: {},
    failed: {
      on: {
        'error.dismiss': { target: 'idle', actions: 'clearMessages' },
      },
    },
  },
});
