// Landing-page contact form (docs/product.md#contact-form, docs/product.md#contact-form-flow, docs/product.md#validation-rules).
// form.editing -> sending -> sent (shown for 3 s, then reset) | form.error. The view words each state
// (src/web/pages/landing/contactFormLabels.ts).
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { CONTACT_SUCCESS_MS, type ContactProjectType, type ContactTimeline } from '../src/domain/constants';
import { MESSAGES } from '../src/domain/messages';
import type { ContactRequestInput } from '../src/domain/schemas/leads';

export interface ContactFields {
  fullName: string;
  email: string;
  phone: string;
  projectType: ContactProjectType | '';
  timeline: ContactTimeline | '';
  message: string;
  newsletter: boolean;
  /** Form-only consent flag; never sent (docs/product.md#records-and-fields). */
  privacyAccepted: boolean;
}

export type ContactTextField = 'fullName' | 'email' | 'phone' | 'projectType' | 'timeline' | 'message';
export type ContactCheckbox = 'newsletter' | 'privacyAccepted';

export const CONTACT_REQUIRED_FIELDS = ['fullName', 'email', 'phone'] as const;

export interface ContactFormContext {
  fields: ContactFields;
  /** Required fields left blank at the last submit attempt (the view marks them). */
  missing: ContactTextField[];
  /** A blocking alert (privacy consent). */
  alert: string | undefined;
}

export type ContactFormEvent =
  | { type: 'field.change'; field: ContactTextField; value: string }
  | { type: 'checkbox.change'; field: ContactCheckbox; checked: boolean }
  | { type: 'form.submit' }
  | { type: 'alert.dismiss' };

export const emptyContactFields: ContactFields = {
  fullName: '',
  email: '',
  phone: '',
  projectType: '',
  timeline: '',
  message: '',
  newsletter: false,
  privacyAccepted: false,
};

export function missingContactFields(fields: ContactFields): ContactTextField[] {
  return CONTACT_REQUIRED_FIELDS.filter((f) => fields[f].trim() === '');
}

/** The body of POST /api/contact/ (the privacy flag stays in the form). */
export function contactRequestOf(fields: ContactFields): ContactRequestInput {
  return {
    name: fields.fullName.trim(),
    email: fields.email.trim(),
    phone: fields.phone.trim(),
    ...(fields.projectType ? { projectType: fields.projectType } : {}),
    ...(fields.timeline ? { timeline: fields.timeline } : {}),
    message: fields.message,
    newsletter: fields.newsletter,
  };
}

const initialContext = (): ContactFormContext => ({ fields: { ...emptyContactFields }, missing: [], alert: undefined });

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
  },
  actors: {
    // Provided by the app: POST /api/contact/.
    sendContact: fromPromise<unknown, ContactRequestInput>(async () => {
      throw new Error('sendContact is provided by the app');
    }),
  },
  guards: {
    requiredFieldsMissing: ({ context }) => missingContactFields(context.fields).length > 0,
    privacyNotAccepted: ({ context }) => !context.fields.privacyAccepted,
  },
  actions: {
    setText: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return {
        fields: { ...context.fields, [event.field]: event.value },
        missing: context.missing.filter((f) => f !== event.field || event.value.trim() === ''),
      };
    }),
    setCheckbox: assign(({ context, event }) => {
      assertEvent(event, 'checkbox.change');
      return { fields: { ...context.fields, [event.field]: event.checked } };
    }),
    markMissing: assign({ missing: ({ context }) => missingContactFields(context.fields) }),
    alertPrivacy: assign({ missing: [], alert: MESSAGES.contactPrivacyRequired }),
    dismissAlert: assign({ alert: undefined }),
    clearProblems: assign({ missing: [], alert: undefined }),
    reset: assign(initialContext),
  },
  delays: {
    successDisplay: CONTACT_SUCCESS_MS,
  },
}).createMachine({
  id: 'contactForm',
  context: initialContext,
  initial: 'form',
  states: {
    // The form as typed: editing, or showing the last failure (which stays until the next submit;
    // the form keeps what was typed). Both take the same events, so they are declared here once.
    form: {
      initial: 'editing',
      on: {
        'field.change': { actions: 'setText' },
        'checkbox.change': { actions: 'setCheckbox' },
        'alert.dismiss': { actions: 'dismissAlert' },
        'form.submit': [
          { guard: 'requiredFieldsMissing', actions: 'markMissing' },
          { guard: 'privacyNotAccepted', actions: 'alertPrivacy' },
          { target: 'sending', actions: 'clearProblems' },
        ],
      },
      states: {
        editing: {},
        error: {},
      },
    },
    sending: {
      invoke: {
        id: 'sendContact',
        src: 'sendContact',
        input: ({ context }) => contactRequestOf(context.fields),
        onDone: { target: 'sent' },
        onError: { target: 'form.error' },
      },
    },
    sent: {
      after: { successDisplay: { target: 'form', actions: 'reset' } },
    },
  },
});
