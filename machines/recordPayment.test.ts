import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { PAYMENT_AMOUNT_INVALID } from '../src/domain/paymentForm';
import { INVOICE_MESSAGES, type InvoiceDetail } from '../src/domain/schemas/invoices';
import { recordPaymentMachine, type RecordPaymentEvent } from './recordPayment.machine';
import { describeModel } from './testing/describeModel';
import type { InternalEvent } from './testing/pathTesting';

const FALLBACK = 'Failed to record the payment';
const input = { invoiceId: 'i1', today: '2026-11-26', issueDate: '2026-10-31', fallback: FALLBACK };
const answered = { id: 'i1', status: 'paid', outstandingCents: 0 } as InvoiceDetail;

describeModel({
  name: 'recordPayment',
  machine: recordPaymentMachine,
  input,
  effects: ['paymentRecorded'],
  events: (): (RecordPaymentEvent | InternalEvent)[] => [
    { type: 'field.change', field: 'amount', value: '120.5' },
    { type: 'field.change', field: 'amount', value: 'lots' },
    { type: 'field.change', field: 'reference', value: 'EFT 991' },
    { type: 'payment.submit' },
    { type: 'xstate.done.actor.recordPayment', output: answered },
    { type: 'xstate.error.actor.recordPayment', error: { status: 409, message: INVOICE_MESSAGES.overpaid } },
    { type: 'xstate.error.actor.recordPayment', error: new TypeError('Failed to fetch') },
  ],
  facts: (s) => ({ amount: s.context.amount, reference: s.context.reference, fieldErrors: s.context.fieldErrors, error: s.context.error }),
  check: (s, step) => {
    // Only a valid payment is sent, in cents, with the day the form started on.
    for (const call of step.invoked)
      expect(call.input).toEqual({ invoiceId: 'i1', payment: { amountCents: 12050, date: '2026-11-26', reference: s.context.reference } });
    const e = step.event;
    if (e?.type === 'payment.submit' && !s.matches('saving')) expect(s.context.fieldErrors.amount).toBeDefined();
    if (e?.type === 'xstate.done.actor.recordPayment') {
      expect(s.value).toBe('saved');
      expect(step.effects).toMatchObject([{ name: 'paymentRecorded', params: answered }]);
      // The form is cleared for the next payment.
      expect(s.context).toMatchObject({ amount: '', date: '2026-11-26', reference: '' });
    }
    if (e?.type === 'xstate.error.actor.recordPayment') {
      expect(s.value).toBe('refused');
      expect(s.context.error).toBe('status' in (e.error as object) ? INVOICE_MESSAGES.overpaid : FALLBACK);
      // What was typed stays, to be mended and sent again.
      expect(s.context.amount).toBe('120.5');
    }
    if (!s.matches('refused')) expect(s.context.error).toBeUndefined();
  },
});

describe('recordPayment rules', () => {
  it('refuses an amount that is not dollars with its message, and sends nothing', () => {
    const actor = createActor(recordPaymentMachine, { input }).start();
    actor.send({ type: 'field.change', field: 'amount', value: '12.345' });
    actor.send({ type: 'payment.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ amount: PAYMENT_AMOUNT_INVALID });
  });

  it("shows the server's refusal of an overpayment, then a smaller amount is recorded", async () => {
    const sent: number[] = [];
    const machine = recordPaymentMachine.provide({
      actors: {
        recordPayment: fromPromise(async ({ input: { payment } }) => {
          sent.push(payment.amountCents);
          if (payment.amountCents > 5000) throw { status: 409, message: INVOICE_MESSAGES.overpaid };
          return answered;
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'field.change', field: 'amount', value: '60' });
    actor.send({ type: 'payment.submit' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.error).toBe(INVOICE_MESSAGES.overpaid);
    actor.send({ type: 'field.change', field: 'amount', value: '50' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    actor.send({ type: 'payment.submit' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('saved');
    expect(sent).toEqual([6000, 5000]);
  });
});
