import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVOICE_STATUS_LABELS, invoiceSequence, invoiceStatus, invoiceSubject } from './invoices';
import { invoiceNumber } from './tradeAccount';

const NOW = new Date('2026-11-26T03:00:00Z'); // 26 November in Melbourne

describe('invoiceStatus', () => {
  it('is Paid once the payments cover the total, whatever the due date', () => {
    expect(invoiceStatus({ totalCents: 1000, paidCents: 1000, dueDate: '2026-01-31' }, NOW)).toBe('paid');
    expect(invoiceStatus({ totalCents: 1000, paidCents: 999, dueDate: '2026-12-31' }, NOW)).toBe('part_paid');
  });

  it('is Part paid when some is paid and the rest not yet due; owed past the due date it is Overdue', () => {
    expect(invoiceStatus({ totalCents: 1000, paidCents: 1, dueDate: '2026-11-26' }, NOW)).toBe('part_paid');
    expect(invoiceStatus({ totalCents: 1000, paidCents: 0, dueDate: '2026-11-26' }, NOW)).toBe('unpaid');
    expect(invoiceStatus({ totalCents: 1000, paidCents: 500, dueDate: '2026-11-25' }, NOW)).toBe('overdue');
    expect(INVOICE_STATUS_LABELS.part_paid).toBe('Part paid');
  });

  it('is Overdue from the day after the due date (Melbourne), not on it', () => {
    expect(invoiceStatus({ totalCents: 1000, paidCents: 0, dueDate: '2026-11-26' }, NOW)).toBe('unpaid');
    expect(invoiceStatus({ totalCents: 1000, paidCents: 0, dueDate: '2026-11-25' }, NOW)).toBe('overdue');
  });

  it('property: paid exactly when nothing is owed; overdue only when owed past the due date', () => {
    const day = fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        day,
        (totalCents, paidCents, dueDate) => {
          const status = invoiceStatus({ totalCents, paidCents, dueDate }, NOW);
          expect(status === 'paid').toBe(paidCents >= totalCents);
          if (status === 'overdue') expect(dueDate < '2026-11-26').toBe(true);
          if (status === 'unpaid') expect(dueDate >= '2026-11-26' && paidCents === 0).toBe(true);
          if (status === 'part_paid') expect(dueDate >= '2026-11-26' && paidCents > 0 && paidCents < totalCents).toBe(true);
        },
      ),
    );
  });
});

describe('invoice numbers', () => {
  it('property: a number, its digits or its lower case read back as its sequence', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (n) => {
        const number = invoiceNumber(n);
        expect(invoiceSequence(number)).toBe(n);
        expect(invoiceSequence(number.toLowerCase())).toBe(n);
        expect(invoiceSequence(number.slice(4))).toBe(n);
      }),
    );
  });

  it('reads nothing else as a number', () => {
    for (const text of ['', 'INV-', 'BW-1234ABCD', 'INV-12a', 'decking']) expect(invoiceSequence(text)).toBeNull();
  });

  it("the e-mail's subject is the one of docs/product.md#trade-accounts", () => {
    expect(invoiceSubject('INV-000042', 'BW-1234ABCD')).toBe('Tax invoice INV-000042 for order BW-1234ABCD');
  });
});
