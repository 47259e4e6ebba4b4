import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderOverCredit, PO_MAX_LENGTH, PO_MESSAGES, poProblem } from './purchaseOrder';

describe('purchase order / job reference', () => {
  it('is required only when the company says so; blank means spaces too', () => {
    expect(poProblem({ poReference: '  ', poRequired: true })).toBe(PO_MESSAGES.required);
    expect(poProblem({ poReference: '', poRequired: false })).toBeNull();
    expect(poProblem({ poReference: ' JOB-1 ', poRequired: true })).toBeNull();
  });

  it('is at most 50 characters once trimmed', () => {
    expect(poProblem({ poReference: ` ${'x'.repeat(PO_MAX_LENGTH)} `, poRequired: true })).toBeNull();
    expect(poProblem({ poReference: 'x'.repeat(PO_MAX_LENGTH + 1), poRequired: false })).toBe(PO_MESSAGES.tooLong);
  });
});

describe('over credit limit', () => {
  it('only a company on terms can go over, and only past its limit (reaching it exactly is within)', () => {
    expect(orderOverCredit(null, 10_000_000)).toBe(false);
    expect(orderOverCredit({ limitCents: 10_000, exposureCents: 4_000 }, 6_000)).toBe(false);
    expect(orderOverCredit({ limitCents: 10_000, exposureCents: 4_000 }, 6_001)).toBe(true);
  });

  it('is exactly exposure plus the order above the limit', () => {
    const cents = fc.integer({ min: 0, max: 1e9 });
    fc.assert(
      fc.property(cents, cents, cents, (limitCents, exposureCents, order) => {
        expect(orderOverCredit({ limitCents, exposureCents }, order)).toBe(exposureCents + order > limitCents);
      }),
    );
  });
});
