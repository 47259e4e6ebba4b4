import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditExposureCents, invoiceNumber, outstandingCents, statementFor, wouldExceedCredit, type StatementEntry } from './tradeAccount';

describe('credit and statements (docs/product.md#trade-accounts)', () => {
  it('exposure is unpaid invoice balances plus undispatched orders', () => {
    const invoices = [
      { totalCents: 10_000, paidCents: 10_000 },
      { totalCents: 5_000, paidCents: 2_000 },
    ];
    expect(creditExposureCents(invoices, [1_500, 500])).toBe(5_000);
    expect(outstandingCents({ totalCents: 100, paidCents: 150 })).toBe(0);
  });

  it('an order over the limit is flagged, one that reaches it exactly is not', () => {
    expect(wouldExceedCredit(1_500_000, 500_000, 2_000_000)).toBe(false);
    expect(wouldExceedCredit(1_500_000, 500_001, 2_000_000)).toBe(true);
  });

  it('numbers invoices INV- and six digits', () => {
    expect(invoiceNumber(42)).toBe('INV-000042');
    expect(invoiceNumber(123456)).toBe('INV-123456');
  });

  it("a month's statement: opening from earlier entries, running balance, closing", () => {
    const entries: StatementEntry[] = [
      { date: '2026-10-20', kind: 'invoice', reference: 'INV-000001', amountCents: 10_000 },
      { date: '2026-11-02', kind: 'payment', reference: 'EFT 1', amountCents: 4_000 },
      { date: '2026-11-02', kind: 'invoice', reference: 'INV-000002', amountCents: 2_500 },
      { date: '2026-12-01', kind: 'invoice', reference: 'INV-000003', amountCents: 999 },
    ];
    const s = statementFor('2026-11', entries);
    expect(s.openingCents).toBe(10_000);
    expect(s.lines.map((l) => [l.reference, l.balanceCents])).toEqual([
      ['INV-000002', 12_500],
      ['EFT 1', 8_500],
    ]);
    expect(s.closingCents).toBe(8_500);
  });

  it('on any entries: closing = opening + invoices - payments, and the next month opens at this closing', () => {
    const entry = fc.record({
      date: fc
        .date({ min: new Date('2026-01-01'), max: new Date('2026-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      kind: fc.constantFrom<'invoice' | 'payment'>('invoice', 'payment'),
      reference: fc.string({ maxLength: 8 }),
      amountCents: fc.integer({ min: 0, max: 10_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 60 }), fc.integer({ min: 1, max: 11 }), (entries, m) => {
        const month = `2026-${String(m).padStart(2, '0')}`;
        const s = statementFor(month, entries);
        expect(s.closingCents).toBe(s.openingCents + s.invoicesCents - s.paymentsCents);
        expect(s.lines.at(-1)?.balanceCents ?? s.openingCents).toBe(s.closingCents);
        const next = statementFor(`2026-${String(m + 1).padStart(2, '0')}`, entries);
        expect(next.openingCents).toBe(s.closingCents);
      }),
    );
  });
});
