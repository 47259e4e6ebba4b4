// The contact form's words for its machine's states: the button while sending, the sentence after.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { contactFormMachine, type ContactFormEvent } from '../../../../machines/contactForm.machine';
import { contactSendLabel, contactStatusText } from './contactFormLabels';

const filled: ContactFormEvent[] = [
  { type: 'field.change', field: 'fullName', value: 'Sam Citizen' },
  { type: 'field.change', field: 'email', value: 'sam@example.com' },
  { type: 'field.change', field: 'phone', value: '0400 000 000' },
  { type: 'checkbox.change', field: 'privacyAccepted', checked: true },
];

function sendWith(outcome: () => Promise<unknown>) {
  const actor = createActor(contactFormMachine.provide({ actors: { sendContact: fromPromise(outcome) } })).start();
  expect(contactSendLabel(actor.getSnapshot())).toBe('Send Message');
  expect(contactStatusText(actor.getSnapshot())).toBeUndefined();
  for (const event of [...filled, { type: 'form.submit' } as const]) actor.send(event);
  expect(contactSendLabel(actor.getSnapshot())).toBe('Sending...');
  return actor;
}

describe('contact form labels', () => {
  it('Sending... while the message is on its way, then Message Sent Successfully', async () => {
    const actor = sendWith(() => Promise.resolve({ success: true }));
    const sent = await waitFor(actor, (s) => s.matches('sent'));
    expect(contactSendLabel(sent)).toBe('Send Message');
    expect(contactStatusText(sent)).toBe('Message Sent Successfully');
  });

  it('a failure says Error submitting form. Please try again.', async () => {
    const actor = sendWith(() => Promise.reject(new Error('offline')));
    const failed = await waitFor(actor, (s) => s.matches({ form: 'error' }));
    expect(contactStatusText(failed)).toBe('Error submitting form. Please try again.');
  });
});
