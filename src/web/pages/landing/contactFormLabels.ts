// The contact form's wording for the contactForm machine's states (docs/product.md#contact-form-flow and
// docs/product.md#error-messages): the machine says which state the form is in, the view says it in these words.
import { MESSAGES } from '../../../domain/messages';

export const CONTACT_SEND_LABEL = 'Send Message';
export const CONTACT_SENDING_LABEL = 'Sending...';

/** The success or failure sentence under the form, or nothing while editing or sending. */
export function contactStatusText(state: { matches: (v: 'sent' | { form: 'error' }) => boolean }): string | undefined {
  if (state.matches('sent')) return MESSAGES.contactSuccess;
  if (state.matches({ form: 'error' })) return MESSAGES.contactSubmitFailed;
  return undefined;
}

/** The submit button's text: Sending... while the message is on its way. */
export function contactSendLabel(state: { matches: (v: 'sending') => boolean }): string {
  return state.matches('sending') ? CONTACT_SENDING_LABEL : CONTACT_SEND_LABEL;
}
