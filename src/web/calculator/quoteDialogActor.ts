// The quote dialog's actor (DeckCalculatorPage provides it with the app's calls): the page opens it
// with the drawing, and the dialog reads and sends through QuoteDialogContext.
import { createActorContext } from '@xstate/react';
import { quoteDialogMachine } from '../../../machines/quoteDialog.machine';
import { getInspect } from '../inspect';

export const QuoteDialogContext = createActorContext(quoteDialogMachine, { inspect: getInspect() });
