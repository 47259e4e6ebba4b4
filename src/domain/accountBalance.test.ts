import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountBalance, monthLabel, statementMonths, STATEMENT_MONTH_PATTERN } from './accountBalance';

// 10:00 on 15 Nov 2026 in Melbourne.
const NOW = new Date('2026-11-14T23:00:00Z');

describe('the balance of an account (docs/product.md#trade-accounts)', () => {
  it('owes what every invoice still owes; overdue only past the due date', () => {
    const balance = accountBalance(
      [
        { totalCents: 10_000, paidCents: 0, dueDate: '2026-10-31' },
        { totalCents: 5_000, paidCents: 1_000, dueDate: '2026-11-15' },
        { totalCents: 2_000, paidCents: 2_000, dueDate: '2026-09-30' },
      ],
      NOW,
    );
    expect(balance).toEqual({ owingCents: 14_000, overdueCents: 10_000 });
  });

  it('a fully paid account owes nothing', () => {
    expect(accountBalance([{ totalCents: 999, paidCents: 999, dueDate: '2020-01-31' }], NOW)).toEqual({ owingCents: 0, overdueCents: 0 });
    expect(accountBalance([], NOW)).toEqual({ owingCents: 0, overdueCents: 0 });
  });

  it('on any invoices: 0 <= overdue <= owing, and owing is the sum of what each still owes', () => {
    const invoice = fc
      .record({
        totalCents: fc.integer({ min: 0, max: 10_000_000 }),
        paid: fc.integer({ min: 0, max: 10_000_000 }),
        dueDate: fc.constantFrom('2026-10-31', '2026-11-14', '2026-11-15', '2026-12-31'),
      })
      .map(({ totalCents, paid, dueDate }) => ({ totalCents, paidCents: Math.min(paid, totalCents), dueDate }));
    fc.assert(
      fc.property(fc.array(invoice, { maxLength: 40 }), (invoices) => {
        const { owingCents, overdueCents } = accountBalance(invoices, NOW);
        expect(owingCents).toBe(invoices.reduce((s, i) => s + i.totalCents - i.paidCents, 0));
        expect(overdueCents).toBeGreaterThanOrEqual(0);
        expect(overdueCents).toBeLessThanOrEqual(owingCents);
      }),
    );
  });
});

describe('statement months', () => {
  it('offers this Melbourne month first, then earlier ones across the year end', () => {
    // 1 Jan 2027 00:30 in Melbourne is still 31 Dec 2026 in UTC.
    const months = statementMonths(new Date('2026-12-31T13:30:00Z'), 3);
    expect(months).toEqual(['2027-01', '2026-12', '2026-11']);
    expect(statementMonths(NOW).every((m) => STATEMENT_MONTH_PATTERN.test(m))).toBe(true);
    expect(monthLabel('2026-11')).toBe('November 2026');
  });
});
