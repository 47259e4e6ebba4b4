// Every date input is bounded (docs/product.md#delivery): a day range or a preferred date in 9999 is bad
// input with a message, never a runaway day-by-day loop.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FIRST_INPUT_DAY, LAST_INPUT_DAY, dayOutOfRangeMessage, isInputDay } from './dates';
import { deliveryDaysQuery } from './schemas/delivery';
import { preferredDate } from './schemas/orders';
import { paymentInput } from './schemas/invoices';

describe('date inputs', () => {
  it('refuses days outside 2000-01-01..2100-12-31 with one message naming the field', () => {
    expect(dayOutOfRangeMessage('Preferred date')).toBe('Preferred date must be between 1 Jan 2000 and 31 Dec 2100');
    const range = deliveryDaysQuery.safeParse({ method: 'delivery', from: '9999-12-25', to: '9999-12-31' });
    expect(range.success).toBe(false);
    expect(range.error?.issues.map((i) => i.message)).toEqual([dayOutOfRangeMessage('From'), dayOutOfRangeMessage('To')]);
    expect(preferredDate.safeParse('9999-12-31').error?.issues.map((i) => i.message)).toEqual([dayOutOfRangeMessage('Preferred date')]);
    expect(paymentInput.safeParse({ amountCents: 100, date: '1999-12-31', reference: '' }).success).toBe(false);
    expect(preferredDate.safeParse(LAST_INPUT_DAY).success).toBe(true);
    expect(preferredDate.safeParse(FIRST_INPUT_DAY).success).toBe(true);
  });

  it('takes a real date exactly when it lies in the bounds, for any year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), (y, m, d) => {
        const day = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        const inBounds = y >= 2000 && y <= 2100;
        expect(isInputDay(day)).toBe(inBounds);
        expect(preferredDate.safeParse(day).success).toBe(inBounds);
      }),
    );
  });
});
