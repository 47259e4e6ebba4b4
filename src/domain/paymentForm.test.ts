import { describe, expect, it } from 'vitest';
import { PAYMENT_AMOUNT_INVALID, PAYMENT_AMOUNT_ZERO, paymentPayload } from './paymentForm';

describe('paymentPayload', () => {
  it('turns typed dollars into cents and keeps the date and reference', () => {
    expect(paymentPayload({ amount: ' $1,234.5 ', date: '2026-11-26', reference: 'EFT 991' })).toEqual({
      ok: true,
      input: { amountCents: 123450, date: '2026-11-26', reference: 'EFT 991' },
    });
  });

  it("refuses what the API's schema refuses, with its messages, field by field", () => {
    expect(paymentPayload({ amount: '', date: '', reference: '' })).toEqual({
      ok: false,
      errors: { amount: 'Amount is required', date: 'Payment date must be a date written YYYY-MM-DD' },
    });
    expect(paymentPayload({ amount: '0', date: '2026-11-26', reference: '' })).toEqual({
      ok: false,
      errors: { amount: PAYMENT_AMOUNT_ZERO },
    });
    expect(paymentPayload({ amount: '12.345', date: '2026-02-30', reference: '' })).toEqual({
      ok: false,
      errors: { amount: PAYMENT_AMOUNT_INVALID, date: 'Payment date must be a date written YYYY-MM-DD' },
    });
  });
});
