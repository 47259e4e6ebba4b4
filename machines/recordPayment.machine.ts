// An admin's Record payment form on an invoice (docs/product.md#trade-accounts: amount, date, reference):
// editing -> saving (POST /api/invoices/{id}/payments) -> saved (the form cleared for the next payment),
// or refused with the server's message (above what the invoice still owes: 409). The fields are checked
// by the API's own schema first (src/domain/paymentForm.ts), so nothing the server would refuse is sent.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { paymentPayload, type PaymentField, type PaymentFields } from '../src/domain/paymentForm';
import type { InvoiceDetail, PaymentInput } from '../src/domain/schemas/invoices';
import { errorOf, messageOr } from './errors';
import { fieldChanged } from './formFields';

export interface RecordPaymentInput {
  invoiceId: string;
  /** Today's date (Melbourne), the form's starting payment date and the latest a payment may carry. */
  today: string;
  /** The invoice's date: the earliest a payment may carry. */
  issueDate: string;
  /** What the form says when the server gave no reason (the view's label). */
  fallback: string;
}

export interface RecordPaymentContext extends PaymentFields {
  invoiceId: string;
  today: string;
  issueDate: string;
  fallback: string;
  /** Per-field messages from the schema, shown after a submit. */
  fieldErrors: Partial<Record<PaymentField, string>>;
  /** The server's refusal, else the fallback. */
  error: string | undefined;
}

export type RecordPaymentEvent = { type: 'field.change'; field: PaymentField; value: string } | { type: 'payment.submit' };

const blankFields = (today: string): PaymentFields => ({ amount: '', date: today, reference: '' });

// Typing goes back to editing from every state but saving.
const typing = { 'field.change': { target: '#recordPayment.editing', actions: 'setField' } } as const;

export const recordPaymentMachine = setup({
  types: {
    input: {} as RecordPaymentInput,
    context: {} as RecordPaymentContext,
    events: {} as RecordPaymentEvent,
  },
  actors: {
    // Provided by the app: POST /api/invoices/{id}/payments -> 201 the invoice with its payments.
    recordPayment: fromPromise<InvoiceDetail, { invoiceId: string; payment: PaymentInput }>(async () => {
      throw new Error('recordPayment is provided by the app');
    }),
  },
  guards: {
    fieldsValid: ({ context }) => paymentPayload(context, context).ok,
  },
  actions: {
    // Provided by the app: the answer becomes the invoice's data (its payments, paid figure, status).
    paymentRecorded: (_, _invoice: InvoiceDetail) => {},
    setField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return { ...fieldChanged(context, event.field, event.value), error: undefined };
    }),
    clearErrors: assign({ fieldErrors: {}, error: undefined }),
    showFieldErrors: assign({
      fieldErrors: ({ context }) => {
        const payload = paymentPayload(context, context);
        return payload.ok ? {} : payload.errors;
      },
    }),
    clearFields: assign(({ context }) => blankFields(context.today)),
    refused: assign({ error: ({ context }, error: unknown) => messageOr(error, context.fallback) }),
  },
}).createMachine({
  id: 'recordPayment',
  context: ({ input }) => ({ ...blankFields(input.today), ...input, fieldErrors: {}, error: undefined }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        ...typing,
        'payment.submit': [{ guard: 'fieldsValid', target: 'saving', actions: 'clearErrors' }, { actions: 'showFieldErrors' }],
      },
    },
    saving: {
      invoke: {
        id: 'recordPayment',
        src: 'recordPayment',
        input: ({ context }) => {
          const payload = paymentPayload(context, context);
          // fieldsValid let the submit through, so the payload is valid here.
          if (!payload.ok) throw new Error('recordPayment: invalid payload');
          return { invoiceId: context.invoiceId, payment: payload.input };
        },
        onDone: {
          target: 'saved',
          actions: ['clearFields', { type: 'paymentRecorded', params: ({ event }) => event.output }],
        },
        onError: { target: 'refused', actions: { type: 'refused', params: errorOf } },
      },
    },
    // The form is blank again: a submit shows what is missing.
    saved: { on: { ...typing, 'payment.submit': { target: 'editing', actions: 'showFieldErrors' } } },
    // The refused payment is still as typed (it passed the checks): sent again as it is, e.g. after a lost answer.
    refused: { on: { ...typing, 'payment.submit': { target: 'saving', actions: 'clearErrors' } } },
  },
});
