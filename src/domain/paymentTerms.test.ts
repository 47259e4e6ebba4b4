import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dueDate, invoiceDate, isOverdue, lastDayOfMonth } from './paymentTerms';

describe('payment terms and due dates (docs/product.md#trade-accounts)', () => {
  it('pay before dispatch: due on the Melbourne day of issue', () => {
    // 14:30 UTC on 31 Dec is already 1 Jan in Melbourne (AEDT, UTC+11).
    expect(dueDate('pay_before_dispatch', new Date('2026-12-31T14:30:00Z'))).toBe('2027-01-01');
    expect(dueDate('pay_before_dispatch', new Date('2026-06-10T01:00:00Z'))).toBe('2026-06-10');
  });

  it('30 days end of month: the last day of the following month, across month and year ends', () => {
    expect(dueDate('eom_30', new Date('2026-01-15T02:00:00Z'))).toBe('2026-02-28');
    expect(dueDate('eom_30', new Date('2028-01-31T02:00:00Z'))).toBe('2028-02-29');
    expect(dueDate('eom_30', new Date('2026-11-30T02:00:00Z'))).toBe('2026-12-31');
    expect(dueDate('eom_30', new Date('2026-12-01T02:00:00Z'))).toBe('2027-01-31');
    // 13:30 UTC on 30 Nov is 1 Dec in Melbourne: the invoice's month is December.
    expect(dueDate('eom_30', new Date('2026-11-30T13:30:00Z'))).toBe('2027-01-31');
    // 13:30 UTC on 31 Mar is 1 Apr 00:30 AEDT (daylight saving ends 5 Apr 2026).
    expect(dueDate('eom_30', new Date('2026-03-31T13:30:00Z'))).toBe('2026-05-31');
  });

  it('is overdue from the day after the due date while money is owed', () => {
    expect(isOverdue('2026-02-28', 100, new Date('2026-02-28T12:00:00Z'))).toBe(false);
    expect(isOverdue('2026-02-28', 100, new Date('2026-02-28T13:30:00Z'))).toBe(true);
    expect(isOverdue('2026-02-28', 0, new Date('2026-03-10T00:00:00Z'))).toBe(false);
  });

  it('any due date on terms is the month end after the invoice month, never before the invoice', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (at) => {
        const issued = invoiceDate(at);
        const due = dueDate('eom_30', at);
        expect(due > issued).toBe(true);
        const [y, m] = issued.split('-').map(Number);
        const next = m === 12 ? [y + 1, 1] : [y, m + 1];
        expect(due).toBe(lastDayOfMonth(next[0], next[1]));
        expect(dueDate('pay_before_dispatch', at)).toBe(issued);
      }),
    );
  });
});
