import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from './deliveryDays';
import { PAYMENT_AMOUNT_INVALID, PAYMENT_AMOUNT_ZERO, paymentPayload } from './paymentForm';
import { PAYMENT_DATE_MESSAGES } from './schemas/invoices';

const DATES = { today: '2026-11-26', issueDate: '2026-10-31' };

describe('paymentPayload', () => {
  it('turns typed dollars into cents and keeps the date and reference', () => {
    expect(paymentPayload({ amount: ' $1,234.5 ', date: '2026-11-26', reference: 'EFT 991' }, DATES)).toEqual({
      ok: true,
      input: { amountCents: 123450, date: '2026-11-26', reference: 'EFT 991' },
    });
  });

  it("refuses what the API's schema refuses, with its messages, field by field", () => {
    expect(paymentPayload({ amount: '', date: '', reference: '' }, DATES)).toEqual({
      ok: false,
      errors: { amount: 'Amount is required', date: 'Payment date must be a date written YYYY-MM-DD' },
    });
    expect(paymentPayload({ amount: '0', date: '2026-11-26', reference: '' }, DATES)).toEqual({
      ok: false,
      errors: { amount: PAYMENT_AMOUNT_ZERO },
    });
    expect(paymentPayload({ amount: '12.345', date: '2026-02-30', reference: '' }, DATES)).toEqual({
      ok: false,
      errors: { amount: PAYMENT_AMOUNT_INVALID, date: 'Payment date must be a date written YYYY-MM-DD' },
    });
  });

  it("dates a payment from the invoice's date to today, never later (2099) nor before the invoice", () => {
    const at = (date: string) => paymentPayload({ amount: '10', date, reference: '' }, DATES);
    expect(at('2099-01-01')).toEqual({ ok: false, errors: { date: PAYMENT_DATE_MESSAGES.future } });
    expect(at('2026-11-27')).toEqual({ ok: false, errors: { date: PAYMENT_DATE_MESSAGES.future } });
    expect(at('2026-10-30')).toEqual({ ok: false, errors: { date: PAYMENT_DATE_MESSAGES.beforeInvoice('2026-10-31') } });
    expect(PAYMENT_DATE_MESSAGES.beforeInvoice('2026-10-31')).toBe("Payment date cannot be before the invoice's date (31 Oct 2026)");
    expect(at('2026-11-26').ok).toBe(true);
    expect(at('2026-10-31').ok).toBe(true);
  });

  it('takes exactly the days from the invoice to today, for any invoice and day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 30_000 }),
        fc.integer({ min: -500, max: 500 }),
        (age, start, offset) => {
          const issueDate = addDays('2001-01-01', start);
          const today = addDays(issueDate, age);
          const date = addDays(issueDate, offset);
          const ok = paymentPayload({ amount: '1', date, reference: '' }, { today, issueDate }).ok;
          expect(ok).toBe(date >= issueDate && date <= today);
        },
      ),
    );
  });
});
