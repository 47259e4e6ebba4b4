// The quote editor's actor (machines/quoteEditor.machine.ts) for the editor screen's subtree, with the
// real calls of src/web/api/quotes.ts. The screen's root provides it once per quote; the parts read it
// with QuoteEditorContext.useSelector and send with useActorRef().send.
import type { QueryClient } from '@tanstack/react-query';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { quoteEditorMachine } from '../../../../machines/quoteEditor.machine';
import { draftOf } from '../../../domain/quoteEdits';
import { refreshQuote, reviseQuote, saveQuoteDraft, sendQuote, withdrawQuote } from '../../api/quotes';
import type { ApiClient } from '../../api/client';
import { getInspect } from '../../inspect';

export const QuoteEditorContext = createActorContext(quoteEditorMachine, { inspect: getInspect() });

/** The machine with the API's calls; made once per client and query client (the page memoises it). */
export function quoteEditorLogic(client: ApiClient, qc: QueryClient, quoteId: string): typeof quoteEditorMachine {
  return quoteEditorMachine.provide({
    actors: {
      saveDraft: fromPromise(({ input }) => saveQuoteDraft(client, input.quoteId, input.draft)),
      sendQuote: fromPromise(({ input }) => sendQuote(client, input.quoteId)),
      reviseQuote: fromPromise(async ({ input }) => draftOf(await reviseQuote(client, input.quoteId))),
      withdrawQuote: fromPromise(({ input }) => withdrawQuote(client, input.quoteId)),
    },
    actions: {
      quoteChanged: () => void refreshQuote(qc, quoteId),
    },
  });
}
