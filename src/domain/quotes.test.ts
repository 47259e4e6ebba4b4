import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BoardItem, HardwareItem } from './catalogue';
import { TIME_ZONE } from './constants';
import { rateToCents } from './money';
import { addBoardItem, addHardwareItem, type OrderItem } from './orderPayload';
import { priceBook, priceOrderItems } from './orderPricing';
import {
  discountCents,
  effectiveQuoteStatus,
  formatQuoteNumber,
  parseQuoteNumber,
  quoteExpiresAt,
  quoteLineFigures,
  quoteStatusLabel,
  quoteTotals,
  showsDiscountLine,
  quoteYear,
  reminderDueAt,
  validUntilProblem,
  defaultValidUntil,
  QUOTE_STATUS_VALUES,
  addCalendarDays,
  QUOTE_REMINDER_DAYS_BEFORE,
} from './quotes';
import { discountLineOf } from './quoteDiscountLine';
import { quoteAccept, quoteDraftPatch } from './schemas/quotes';

describe('quote numbers (docs/product.md#quotes)', () => {
  it('reads Q-{year}-{sequence} with at least four digits', () => {
    expect(formatQuoteNumber(2026, 42)).toBe('Q-2026-0042');
    expect(formatQuoteNumber(2026, 12345)).toBe('Q-2026-12345');
    expect(parseQuoteNumber('Q-2026-0042')).toEqual({ year: 2026, sequence: 42 });
    expect(parseQuoteNumber('Q-2026-042')).toBeNull();
    expect(() => formatQuoteNumber(2026, 0)).toThrow(RangeError);
  });

  it('takes the year of the Melbourne day the draft was made', () => {
    // 31 Dec 2026 14:00 UTC is 1 Jan 2027 01:00 in Melbourne (AEDT).
    expect(quoteYear(new Date('2026-12-31T14:00:00Z'))).toBe(2027);
    expect(quoteYear(new Date('2026-12-31T12:00:00Z'))).toBe(2026);
  });

  it('labels every status', () => {
    expect(QUOTE_STATUS_VALUES.map(quoteStatusLabel)).toEqual([
      'Draft',
      'Sent',
      'Viewed',
      'Accepted',
      'Changes requested',
      'Expired',
      'Withdrawn',
    ]);
  });
});

describe('validity (docs/product.md#quotes)', () => {
  it('lasts 30 days from the Melbourne day it is sent', () => {
    expect(defaultValidUntil(new Date('2026-11-26T03:00:00Z'))).toBe('2026-12-26');
    // 25 Nov 14:00 UTC is already 26 Nov in Melbourne.
    expect(defaultValidUntil(new Date('2026-11-25T14:00:00Z'))).toBe('2026-12-26');
  });

  it('ends at the end of its last day in Melbourne, and reminds three days before', () => {
    // AEDT (UTC+11) in December: midnight starting 27 Dec in Melbourne is 13:00 UTC on 26 Dec.
    expect(quoteExpiresAt('2026-12-26').toISOString()).toBe('2026-12-26T13:00:00.000Z');
    // AEST (UTC+10) in June.
    expect(quoteExpiresAt('2026-06-30').toISOString()).toBe('2026-06-30T14:00:00.000Z');
    expect(reminderDueAt('2026-12-26').toISOString()).toBe('2026-12-23T13:00:00.000Z');
  });

  it('reminds at Melbourne midnight three days before across both daylight-saving changeovers', () => {
    // 6 Apr 2027 00:00 AEST is 14:00 UTC; three Melbourne days before is 3 Apr 00:00 AEDT, 13:00 UTC (72 hours would be 01:00).
    expect(quoteExpiresAt('2027-04-05').toISOString()).toBe('2027-04-05T14:00:00.000Z');
    expect(reminderDueAt('2027-04-05').toISOString()).toBe('2027-04-02T13:00:00.000Z');
    // And the October one (AEST to AEDT, 3 Oct 2027): 5 Oct 00:00 AEDT, 2 Oct 00:00 AEST.
    expect(quoteExpiresAt('2027-10-04').toISOString()).toBe('2027-10-04T13:00:00.000Z');
    expect(reminderDueAt('2027-10-04').toISOString()).toBe('2027-10-01T14:00:00.000Z');
  });

  it('counts days on the Melbourne calendar whatever the changeover (property)', () => {
    const melbourne = (at: Date) => format(at, 'yyyy-MM-dd HH:mm', { in: tz(TIME_ZONE) });
    // Days within two weeks of either changeover (first Sunday of April and of October), 2024 to 2040.
    const nearChangeover = fc
      .record({ year: fc.integer({ min: 2024, max: 2040 }), month: fc.constantFrom(3, 9), offset: fc.integer({ min: -14, max: 14 }) })
      .map(({ year, month, offset }) => addCalendarDays(`${year}-${String(month + 1).padStart(2, '0')}-01`, 7 + offset));
    fc.assert(
      fc.property(nearChangeover, fc.integer({ min: -120, max: 120 }), (validUntil, days) => {
        expect(melbourne(quoteExpiresAt(validUntil))).toBe(`${addCalendarDays(validUntil, 1)} 00:00`);
        expect(melbourne(reminderDueAt(validUntil))).toBe(`${addCalendarDays(validUntil, 1 - QUOTE_REMINDER_DAYS_BEFORE)} 00:00`);
        expect(reminderDueAt(validUntil).getTime()).toBeLessThan(quoteExpiresAt(validUntil).getTime());
        expect(addCalendarDays(addCalendarDays(validUntil, days), -days)).toBe(validUntil);
        // The same day as plain UTC calendar arithmetic gives.
        const utc = new Date(`${validUntil}T00:00:00Z`);
        utc.setUTCDate(utc.getUTCDate() + days);
        expect(addCalendarDays(validUntil, days)).toBe(utc.toISOString().slice(0, 10));
      }),
    );
  });

  it('reads Expired once an open quote is past its date, and only then', () => {
    const lastMoment = new Date('2026-12-26T12:59:59Z');
    const after = new Date('2026-12-26T13:00:00Z');
    expect(effectiveQuoteStatus('sent', '2026-12-26', lastMoment)).toBe('sent');
    expect(effectiveQuoteStatus('viewed', '2026-12-26', after)).toBe('expired');
    expect(effectiveQuoteStatus('changes_requested', '2026-12-26', after)).toBe('expired');
    expect(effectiveQuoteStatus('accepted', '2026-12-26', after)).toBe('accepted');
    expect(effectiveQuoteStatus('withdrawn', '2026-12-26', after)).toBe('withdrawn');
    expect(effectiveQuoteStatus('draft', null, after)).toBe('draft');
  });

  it('lets staff choose 1 to 90 days from today', () => {
    const now = new Date('2026-11-26T03:00:00Z');
    expect(validUntilProblem('2026-11-26', now)).not.toBeNull();
    expect(validUntilProblem('2026-11-27', now)).toBeNull();
    expect(validUntilProblem('2027-02-24', now)).toBeNull();
    expect(validUntilProblem('2027-02-25', now)).not.toBeNull();
    expect(validUntilProblem('2026-02-30', now)).not.toBeNull();
  });
});

const BOARD = { item_id: 'board', name: 'Board', rate: 69.9, unit: 'board' } as BoardItem;
const CLIPS = { item_id: 'clips', name: 'Clips', description: '', sku: 'C', category_name: 'Clips', rate: 54, unit: 'box' } as HardwareItem;
const selection = { brand: 'WoodEvo', range: 'HOME', color: 'Barossa', boardType: 'Grooved', size: '5400 x 137 x 23mm', item_id: 'board' };

describe('quote totals (docs/product.md#money)', () => {
  it('equal the order totals of the same lines, at any rates and quantities', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        (boardCents, clipCents, boards, boxes) => {
          const board = { ...BOARD, rate: boardCents / 100 };
          const clips = { ...CLIPS, rate: clipCents / 100 };
          let items: OrderItem[] = addHardwareItem([], clips, boxes, 'timber');
          items = addBoardItem(items, selection).map((i) => (i.item_id === 'board' ? { ...i, quantity: boards } : i));
          const order = priceOrderItems(items, priceBook([board], [clips]));
          const quote = quoteTotals([
            { unitPriceCents: rateToCents(board.rate), quantity: boards },
            { unitPriceCents: rateToCents(clips.rate), quantity: boxes },
          ]);
          expect({ subtotalCents: quote.subtotalCents, gstCents: quote.gstCents, totalCents: quote.totalCents }).toEqual({
            subtotalCents: order.subtotalCents,
            gstCents: order.gstCents,
            totalCents: order.totalCents,
          });
        },
      ),
    );
  });

  it('a discount never takes the total below zero, and is the only negative line', () => {
    const line = fc.record({ unitPriceCents: fc.integer({ min: 0, max: 1_000_000 }), quantity: fc.integer({ min: 1, max: 10_000 }) });
    const discount = fc.oneof(
      fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 1, max: 10_000 }).map((bp) => bp / 100) }),
      fc.record({ kind: fc.constant('amount' as const), amountCents: fc.integer({ min: 1, max: 1_000_000_000 }) }),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), discount, (lines, d) => {
        const t = quoteTotals(lines, d);
        expect(t.totalCents).toBeGreaterThanOrEqual(0);
        expect(t.discountLineCents).toBeLessThanOrEqual(0);
        expect(t.totalCents).toBe(t.linesTotalCents + t.discountLineCents);
        expect(t.subtotalCents + t.gstCents).toBe(t.totalCents);
      }),
    );
  });

  it('takes a percentage half up to the cent, and caps an amount at the lines', () => {
    expect(discountCents({ kind: 'percent', percent: 12.5 }, 1_001)).toBe(125); // 125.125
    expect(discountCents({ kind: 'percent', percent: 10 }, 1_005)).toBe(101); // 100.5 half up
    expect(quoteTotals([{ unitPriceCents: 1_000, quantity: 2 }], { kind: 'amount', amountCents: 5_000 })).toMatchObject({
      linesTotalCents: 2_000,
      discountLineCents: -2_000,
      totalCents: 0,
      gstCents: 0,
    });
    expect(quoteTotals([{ unitPriceCents: 1_100, quantity: 10 }], { kind: 'percent', percent: 10 })).toMatchObject({
      totalCents: 9_900,
      gstCents: 900,
      subtotalCents: 9_000,
    });
  });
});

describe('the discount line as a quote shows it (docs/product.md#money)', () => {
  it('shows only when a discount is set and takes something off', () => {
    expect(showsDiscountLine(null, 0)).toBe(false);
    expect(showsDiscountLine({ kind: 'percent', percent: 10 }, 0)).toBe(false); // an empty quote
    expect(showsDiscountLine({ kind: 'percent', percent: 0 }, 0)).toBe(false);
    expect(showsDiscountLine({ kind: 'amount', amountCents: 500 }, -500)).toBe(true);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 5 }),
        fc.integer({ min: 0, max: 100_000 }),
        (prices, cents) => {
          const discount = { kind: 'amount' as const, amountCents: cents };
          const t = quoteTotals(
            prices.map((unitPriceCents) => ({ unitPriceCents, quantity: 1 })),
            discount,
          );
          expect(showsDiscountLine(discount, t.discountLineCents)).toBe(cents > 0 && t.linesTotalCents > 0);
        },
      ),
    );
  });

  it('is the one line a quote adds after its others, with the discount label and the negative total', () => {
    expect(discountLineOf(null, 0)).toBeNull();
    expect(discountLineOf({ kind: 'percent', percent: 10 }, 0)).toBeNull();
    expect(discountLineOf({ kind: 'percent', percent: 10 }, -1_500)).toMatchObject({
      id: 0,
      kind: 'discount',
      description: 'Discount (10%)',
      quantity: 1,
      unitPriceCents: -1_500,
      lineTotalCents: -1_500,
    });
  });

  it('shows its line total alone: no quantity and no unit price', () => {
    expect(quoteLineFigures({ kind: 'discount', quantity: 1, unitPriceCents: -1_500, lineTotalCents: -1_500 })).toEqual({
      quantity: null,
      unitPriceCents: null,
      lineTotalCents: -1_500,
    });
    for (const kind of ['item', 'free'] as const)
      expect(quoteLineFigures({ kind, quantity: 3, unitPriceCents: 1_000, lineTotalCents: 3_000 })).toEqual({
        quantity: 3,
        unitPriceCents: 1_000,
        lineTotalCents: 3_000,
      });
  });
});

describe('quote payloads', () => {
  it('accepts delivery with an address and refuses it without', () => {
    const base = { method: 'delivery', preferredDate: '2099-01-01', acceptTerms: true };
    expect(quoteAccept.safeParse({ ...base, address: '1 Main St', cityPostcode: 'Geelong 3220' }).success).toBe(true);
    expect(quoteAccept.safeParse(base).success).toBe(false);
    expect(quoteAccept.safeParse({ method: 'pickup', preferredDate: '2099-01-01', acceptTerms: true, reference: 'PO-7' }).success).toBe(
      true,
    );
  });

  it('refuses an acceptance whose terms are not ticked, with the message', () => {
    const parsed = quoteAccept.safeParse({ method: 'pickup', preferredDate: '2099-01-01', acceptTerms: false });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe('Please accept the terms to continue');
  });

  it('takes draft lines of both kinds and refuses unknown keys', () => {
    const lines = [
      { kind: 'item', itemId: 'board', quantity: 3 },
      { kind: 'item', itemId: 'clips', quantity: 1, unitPriceCents: 4_500 },
      { kind: 'free', description: 'Delivery', quantity: 1, unitPriceCents: 9_900 },
    ];
    expect(quoteDraftPatch.safeParse({ lines, discount: { kind: 'percent', percent: 12.5 } }).success).toBe(true);
    expect(quoteDraftPatch.safeParse({ lines: [{ kind: 'free', description: 'x', quantity: 1, unitPriceCents: -1 }] }).success).toBe(false);
    expect(quoteDraftPatch.safeParse({ status: 'accepted' }).success).toBe(false);
    expect(quoteDraftPatch.safeParse({ discount: { kind: 'percent', percent: 12.345 } }).success).toBe(false);
  });
});
