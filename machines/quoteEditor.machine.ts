// The staff quote editor (docs/product.md#quotes). A draft is edited and
// every edit is saved as the draft shortly after (a reload loses nothing): editing.saved -> unsaved
// -> (autosave) saving -> saved, again if edits came in meanwhile. Send quote saves what is on the
// screen, then freezes it as the next version: sending -> sent. A sent quote may be revised (the
// server starts version N+1 as a draft from it: editing again) or withdrawn (after a confirmation:
// the customer's link ends). An accepted quote is read only. The quote itself is the page's (its
// query): the machine holds the draft being typed and tells the app when the quote changed.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { applyQuoteEdit, isSendable, type QuoteDraft, type QuoteEdit } from '../src/domain/quoteEdits';
import type { QuoteStatus } from '../src/domain/quotes';
import { serverMessage } from './errors';

/** Which call failed; the view words it (its fallback text when the server said nothing). */
export type QuoteEditorStep = 'save' | 'send' | 'revise' | 'withdraw';

export interface QuoteEditorFailure {
  during: QuoteEditorStep;
  /** The server's message, when it sent one. */
  message: string | undefined;
}

export interface QuoteEditorContext {
  quoteId: string;
  status: QuoteStatus;
  draft: QuoteDraft;
  /** Edits made since the editor opened; compared with the count the last save carried. */
  edits: number;
  /** The edit count the save in flight carries. */
  savingEdits: number;
  failure: QuoteEditorFailure | undefined;
}

export interface QuoteEditorInput {
  quoteId: string;
  status: QuoteStatus;
  draft: QuoteDraft;
}

export type QuoteEditorEvent =
  | { type: 'draft.edit'; edit: QuoteEdit }
  | { type: 'save.retry' }
  | { type: 'quote.send' }
  | { type: 'quote.revise' }
  | { type: 'quote.withdraw' }
  | { type: 'withdraw.confirm' }
  | { type: 'withdraw.cancel' };

export interface SaveDraftInput {
  quoteId: string;
  draft: QuoteDraft;
}

export interface QuoteIdInput {
  quoteId: string;
}

/** The milliseconds an edit waits for the next before the draft is saved. */
export const QUOTE_AUTOSAVE_MS = 600;

export const quoteEditorMachine = setup({
  types: {
    context: {} as QuoteEditorContext,
    events: {} as QuoteEditorEvent,
    input: {} as QuoteEditorInput,
  },
  actors: {
    // Provided by the app: PATCH /api/quotes/{id} with the draft.
    saveDraft: fromPromise<void, SaveDraftInput>(async () => {
      throw new Error('saveDraft is provided by the app');
    }),
    // Provided by the app: POST /api/quotes/{id}/send.
    sendQuote: fromPromise<void, QuoteIdInput>(async () => {
      throw new Error('sendQuote is provided by the app');
    }),
    // Provided by the app: POST /api/quotes/{id}/revise; the new version's draft.
    reviseQuote: fromPromise<QuoteDraft, QuoteIdInput>(async () => {
      throw new Error('reviseQuote is provided by the app');
    }),
    // Provided by the app: POST /api/quotes/{id}/withdraw.
    withdrawQuote: fromPromise<void, QuoteIdInput>(async () => {
      throw new Error('withdrawQuote is provided by the app');
    }),
  },
  guards: {
    isDraft: ({ context }) => context.status === 'draft',
    isAccepted: ({ context }) => context.status === 'accepted',
    isWithdrawn: ({ context }) => context.status === 'withdrawn',
    canSend: ({ context }) => isSendable(context.draft),
    editedSinceSave: ({ context }) => context.edits > context.savingEdits,
  },
  actions: {
    // Provided by the app: the quote's query and the quote lists refresh.
    quoteChanged: () => {},
    applyEdit: assign(({ context, event }) => {
      assertEvent(event, 'draft.edit');
      return { draft: applyQuoteEdit(context.draft, event.edit), edits: context.edits + 1 };
    }),
    startSave: assign({ savingEdits: ({ context }) => context.edits, failure: undefined }),
    clearFailure: assign({ failure: undefined }),
    // The new version's draft replaces the sent one on screen.
    takeRevision: assign((_, draft: QuoteDraft) => ({ draft, status: 'draft' as const, edits: 0, savingEdits: 0, failure: undefined })),
    markSent: assign({ status: 'sent' as const, failure: undefined }),
    markWithdrawn: assign({ status: 'withdrawn' as const, failure: undefined }),
    recordFailure: assign((_, failure: QuoteEditorFailure) => ({ failure })),
  },
  delays: {
    autosave: QUOTE_AUTOSAVE_MS,
  },
}).createMachine({
  id: 'quoteEditor',
  context: ({ input }) => ({
    quoteId: input.quoteId,
    status: input.status,
    draft: input.draft,
    edits: 0,
    savingEdits: 0,
    failure: undefined,
  }),
  initial: 'starting',
  states: {
    // The quote's status as loaded decides where the editor opens.
    starting: {
      always: [
        { guard: 'isDraft', target: 'editing' },
        { guard: 'isAccepted', target: 'accepted' },
        { guard: 'isWithdrawn', target: 'withdrawn' },
        { target: 'sent' },
      ],
    },
    editing: {
      initial: 'saved',
      // An edit from any sub-state is kept and saved after the pause (a failed save is retried by it).
      on: {
        'draft.edit': { target: '.unsaved', actions: 'applyEdit' },
        'quote.send': { guard: 'canSend', target: 'sending' },
      },
      states: {
        saved: {},
        unsaved: {
          after: { autosave: 'saving' },
        },
        // Edits while a save is in flight are kept and saved by the next one; Send waits for the answer.
        saving: {
          entry: 'startSave',
          on: {
            'draft.edit': { actions: 'applyEdit' },
            'quote.send': {},
          },
          invoke: {
            id: 'saveDraft',
            src: 'saveDraft',
            input: ({ context }) => ({ quoteId: context.quoteId, draft: context.draft }),
            onDone: [{ guard: 'editedSinceSave', target: 'unsaved' }, { target: 'saved' }],
            onError: {
              target: 'failed',
              actions: { type: 'recordFailure', params: ({ event }) => ({ during: 'save', message: serverMessage(event.error) }) },
            },
          },
        },
        failed: {
          on: { 'save.retry': 'saving' },
        },
      },
    },
    // What is on the screen is saved first, so the version sent is exactly what staff see.
    sending: {
      initial: 'saving',
      entry: 'clearFailure',
      states: {
        saving: {
          entry: 'startSave',
          invoke: {
            id: 'saveBeforeSend',
            src: 'saveDraft',
            input: ({ context }) => ({ quoteId: context.quoteId, draft: context.draft }),
            onDone: 'posting',
            onError: {
              target: '#quoteEditor.editing.failed',
              actions: { type: 'recordFailure', params: ({ event }) => ({ during: 'save', message: serverMessage(event.error) }) },
            },
          },
        },
        posting: {
          invoke: {
            id: 'sendQuote',
            src: 'sendQuote',
            input: ({ context }) => ({ quoteId: context.quoteId }),
            onDone: { target: '#quoteEditor.sent', actions: ['markSent', 'quoteChanged'] },
            onError: {
              target: '#quoteEditor.editing.saved',
              actions: { type: 'recordFailure', params: ({ event }) => ({ during: 'send', message: serverMessage(event.error) }) },
            },
          },
        },
      },
    },
    sent: {
      on: {
        'quote.revise': { target: 'revising', actions: 'clearFailure' },
        'quote.withdraw': { target: 'confirmingWithdraw', actions: 'clearFailure' },
      },
    },
    revising: {
      invoke: {
        id: 'reviseQuote',
        src: 'reviseQuote',
        input: ({ context }) => ({ quoteId: context.quoteId }),
        onDone: { target: 'editing', actions: [{ type: 'takeRevision', params: ({ event }) => event.output }, 'quoteChanged'] },
        onError: {
          target: 'sent',
          actions: { type: 'recordFailure', params: ({ event }) => ({ during: 'revise', message: serverMessage(event.error) }) },
        },
      },
    },
    confirmingWithdraw: {
      on: {
        'withdraw.confirm': 'withdrawing',
        'withdraw.cancel': 'sent',
      },
    },
    withdrawing: {
      invoke: {
        id: 'withdrawQuote',
        src: 'withdrawQuote',
        input: ({ context }) => ({ quoteId: context.quoteId }),
        onDone: { target: 'withdrawn', actions: ['markWithdrawn', 'quoteChanged'] },
        onError: {
          target: 'sent',
          actions: { type: 'recordFailure', params: ({ event }) => ({ during: 'withdraw', message: serverMessage(event.error) }) },
        },
      },
    },
    // Read only from here: the link has ended, or the quote became an order.
    withdrawn: {},
    accepted: {},
  },
});

/** Whether the draft on screen differs from what the server holds (the view says "Saving..." / "Saved"). */
export function hasUnsavedEdits(state: { matches: (v: { editing: 'unsaved' | 'saving' | 'failed' }) => boolean }): boolean {
  return state.matches({ editing: 'unsaved' }) || state.matches({ editing: 'saving' }) || state.matches({ editing: 'failed' });
}
