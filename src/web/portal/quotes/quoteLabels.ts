// What the quote screens say (docs/product.md#quotes): labels live with the
// views; the API's own refusals come from src/domain/quotes.ts (QUOTE_MESSAGES) and are shown as sent.
import type { QuoteEditorStep } from '../../../../machines/quoteEditor.machine';

export const quotePath = (id: string) => `/app/quotes/${encodeURIComponent(id)}`;
export const orderPath = (id: string) => `/app/orders/${encodeURIComponent(id)}`;

export const QUOTE_LABELS = {
  listTitle: 'Quotes',
  listLoadFailed: 'Failed to load quotes',
  noQuotes: 'No quotes yet.',
  noMatches: 'No quotes match.',
  loadFailed: 'Failed to load the quote',
  newQuote: 'New quote',
  createQuote: 'Create quote',
  creating: 'Creating...',
  createFailed: 'Failed to create the quote',
  prepareQuote: 'Prepare quote',
  preparing: 'Preparing...',
  prepareFailed: 'Failed to prepare the quote',
  sendQuote: 'Send quote',
  sending: 'Sending...',
  revise: 'Revise',
  withdraw: 'Withdraw',
  withdrawTitle: 'Withdraw this quote?',
  withdrawText: 'The customer’s link stops working and the quote can no longer be accepted.',
  withdrawConfirm: 'Withdraw quote',
  cancel: 'Cancel',
  saving: 'Saving...',
  saved: 'All changes saved',
  retry: 'Try again',
} as const;

/** What the editor says when a call failed and the server gave no reason. */
export const QUOTE_FAILURES: Record<QuoteEditorStep, string> = {
  save: 'Failed to save the draft',
  send: 'Failed to send the quote',
  revise: 'Failed to revise the quote',
  withdraw: 'Failed to withdraw the quote',
};
