import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, gstInTotal, lineTotalCents, orderTotals, rateToCents } from './money';

describe('money (docs/product.md#money)', () => {
  it('reads catalogue rates as cents', () => {
    expect(rateToCents(12.5)).toBe(1250);
    expect(rateToCents(1.005)).toBe(101);
    expect(rateToCents(89.99)).toBe(8999);
    expect(() => rateToCents(-1)).toThrow(RangeError);
  });

  it('takes GST as the eleventh of the total, half up', () => {
    expect(gstInTotal(1100)).toBe(100);
    expect(gstInTotal(0)).toBe(0);
    expect(gstInTotal(5)).toBe(0); // 0.4545...
    expect(gstInTotal(6)).toBe(1); // 0.5454...
    expect(gstInTotal(60_500)).toBe(5500);
    expect(gstInTotal(55 * 11 + 5)).toBe(55); // x.4545 rounds down
    expect(gstInTotal(55 * 11 + 6)).toBe(56); // x.5454 rounds up
  });

  it('formats cents as en-AU dollars', () => {
    expect(formatCents(123_456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
  });

  it('on any order: lines sum to the total, GST is its rounded eleventh, subtotal plus GST is the total', () => {
    const line = fc.record({ unit: fc.integer({ min: 0, max: 500_000 }), qty: fc.integer({ min: 1, max: 10_000 }) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 200 }), (lines) => {
        const totals = orderTotals(lines.map((l) => lineTotalCents(l.unit, l.qty)));
        const sum = lines.reduce((s, l) => s + l.unit * l.qty, 0);
        expect(totals.totalCents).toBe(sum);
        expect(Number.isInteger(totals.gstCents)).toBe(true);
        expect(Math.abs(totals.gstCents - sum / 11)).toBeLessThanOrEqual(0.5);
        expect(totals.subtotalCents + totals.gstCents).toBe(totals.totalCents);
      }),
    );
  });
});
