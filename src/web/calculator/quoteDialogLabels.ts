// The quote dialog's button wording (docs/product.md#quote-dialog-steps): the quoteDialog machine says which
// step the dialog is on, the view says it in these words.
import { onLastColorStep } from '../../../machines/quoteDialog.machine';
import type { QuoteColorStep } from '../../domain/catalogue';

export const NEXT_LABEL = 'Next';
export const CONTINUE_TO_FORM_LABEL = 'Continue to Form';
export const SUBMIT_QUOTE_LABEL = 'Submit Quote Request';

/** The forward button's text on a colour step: the last colour step reads Continue to Form. */
export function nextButtonLabel(state: { matches: (v: { open: QuoteColorStep }) => boolean }): string {
  return onLastColorStep(state) ? CONTINUE_TO_FORM_LABEL : NEXT_LABEL;
}
