import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { MESSAGES } from '../src/domain/messages';
import { contactFormMachine, contactRequestOf, emptyContactFields, type ContactFormEvent } from './contactForm.machine';
import { describeModel } from './testing/describeModel';

const fill: ContactFormEvent[] = [
  { type: 'field.change', field: 'fullName', value: 'Sam Citizen' },
  { type: 'field.change', field: 'email', value: 'sam@example.com' },
  { type: 'field.change', field: 'phone', value: '0400 000 000' },
];

describeModel({
  name: 'contactForm',
  machine: contactFormMachine,
  effects: [],
  events: (s): ContactFormEvent[] => {
    const f = s.context.fields;
    // One required field at a time, in order, keeps the graph small and still reaches "all filled".
    const next = fill.find((e) => e.type === 'field.change' && f[e.field] === '');
    return [
      ...(next ? [next] : []),
      { type: 'field.change', field: 'fullName', value: '' },
      { type: 'checkbox.change', field: 'privacyAccepted', checked: !f.privacyAccepted },
      { type: 'form.submit' },
      { type: 'alert.dismiss' },
      { type: 'xstate.done.actor.sendContact', output: { success: true, id: 'c1' } } as never,
      { type: 'xstate.error.actor.sendContact', error: { status: 500 } } as never,
      { type: 'xstate.after.successDisplay.contactForm.sent' } as never,
    ];
  },
  facts: (s) => ({
    filled: ['fullName', 'email', 'phone'].filter((k) => s.context.fields[k as 'fullName'] !== ''),
    privacy: s.context.fields.privacyAccepted,
    missing: s.context.missing,
    alert: s.context.alert,
  }),
  limit: 20000,
  check: (s, step) => {
    for (const call of step.invoked) expect(call.input).toEqual(contactRequestOf(s.context.fields));
    if (s.matches('sending')) expect(s.context.fields.privacyAccepted).toBe(true);
    if (step.event?.type === 'xstate.after.successDisplay.contactForm.sent') expect(s.context.fields).toEqual(emptyContactFields);
    if (step.event?.type === 'form.submit' && s.context.alert) expect(s.context.alert).toBe(MESSAGES.contactPrivacyRequired);
  },
});

describe('contactForm rules', () => {
  it('refuses to send without privacy consent and alerts', () => {
    const actor = createActor(contactFormMachine).start();
    for (const e of fill) actor.send(e);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(actor.getSnapshot().context.alert).toBe('Please accept the privacy policy to continue');
  });

  it('marks Full Name, Email and Phone as required', () => {
    const actor = createActor(contactFormMachine).start();
    actor.send({ type: 'checkbox.change', field: 'privacyAccepted', checked: true });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.missing).toEqual(['fullName', 'email', 'phone']);
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
  });

  it('sends optional fields only when chosen and never the privacy flag', () => {
    const body = contactRequestOf({
      ...emptyContactFields,
      fullName: 'A',
      email: 'a@b.co',
      phone: '1',
      privacyAccepted: true,
      timeline: 'just-planning',
    });
    expect(body).toEqual({ name: 'A', email: 'a@b.co', phone: '1', timeline: 'just-planning', message: '', newsletter: false });
  });
});
