import { describe, expect, it } from 'vitest';
import { accountPayload, EMPTY_ACCOUNT_DRAFT } from './tradeAccountForm';

describe('the trade account form', () => {
  it('makes the API payload: ABN formatted, the limit in whole dollars', () => {
    const result = accountPayload({
      ...EMPTY_ACCOUNT_DRAFT,
      name: 'Bayside Builders',
      abn: '53004085616',
      billingEmail: 'accounts@bayside.example',
      creditLimit: '$5,000',
    });
    expect(result).toEqual({ ok: true, input: expect.objectContaining({ abn: '53 004 085 616', creditLimitDollars: 5000 }) });
  });

  it("shows the API schema's message beside each refused field", () => {
    const result = accountPayload({ ...EMPTY_ACCOUNT_DRAFT, abn: '12 345 678 901', creditLimit: '12.5' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Company name is required',
        abn: 'ABN must be 11 digits that pass the ATO check',
        billingEmail: 'Billing email is required',
        creditLimitDollars: 'Credit limit must be a number',
      },
    });
  });
});
