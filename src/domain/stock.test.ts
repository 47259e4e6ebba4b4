import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isServiceDay } from './deliveryDays';
import {
  adjustedOnHand,
  allocate,
  availabilityFor,
  availableOf,
  backOrderDay,
  backOrderedLines,
  availabilityAsks,
  backOrderSummary,
  lineAvailability,
  orderStockLine,
  shortDay,
  stockState,
  type StockFigures,
} from './stock';
import { victorianHoliday } from './victorianHolidays';

const TODAY = '2026-12-02';

const day = fc.integer({ min: 0, max: 400 }).map((n) => addDays(TODAY, n));
const figures: fc.Arbitrary<StockFigures> = fc.record({
  onHand: fc.integer({ min: 0, max: 2000 }),
  reserved: fc.integer({ min: 0, max: 2500 }),
  lowLevel: fc.integer({ min: 0, max: 50 }),
  leadDays: fc.integer({ min: 1, max: 60 }),
  waiting: fc.integer({ min: 0, max: 500 }),
  expected: fc.array(fc.record({ expectedOn: day, outstanding: fc.integer({ min: 1, max: 500 }) }), { maxLength: 5 }),
});
const quantity = fc.integer({ min: 1, max: 3000 });

describe('availableOf', () => {
  it('is on hand less reserved, never below zero', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(5000), (onHand, reserved) => {
        const a = availableOf(onHand, reserved);
        expect(a).toBe(Math.max(0, onHand - reserved));
        expect(a).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('allocate', () => {
  it('never grants more than is available, first come first served, and each demand adds up', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 500 }), fc.array(fc.integer({ min: 1, max: 200 }), { maxLength: 20 }), (available, qs) => {
        const shares = allocate(available, qs);
        const granted = shares.reduce((s, x) => s + x.granted, 0);
        expect(granted).toBe(
          Math.min(
            Math.max(0, available),
            qs.reduce((s, q) => s + q, 0),
          ),
        );
        shares.forEach((share, i) => expect(share.granted + share.backOrdered).toBe(qs[i]));
        // Once one demand is short, every later one gets nothing.
        const firstShort = shares.findIndex((s) => s.backOrdered > 0);
        if (firstShort >= 0) shares.slice(firstShort + 1).forEach((s) => expect(s.granted).toBe(0));
      }),
    );
  });
});

describe('availabilityFor', () => {
  it('In stock when what is left stays over the level, Low stock when at or under it, Back order when short', () => {
    fc.assert(
      fc.property(figures, quantity, (f, q) => {
        const a = availabilityFor(f, q, TODAY, victorianHoliday);
        const available = availableOf(f.onHand, f.reserved);
        if (available >= q && available - q > f.lowLevel) expect(a).toEqual({ status: 'in_stock', expectedDay: null, label: 'In stock' });
        else if (available >= q) expect(a).toEqual({ status: 'low_stock', expectedDay: null, label: 'Low stock' });
        else {
          expect(a.status).toBe('back_order');
          expect(a.label).toBe(`Back order, expected ${shortDay(a.expectedDay!)}`);
        }
      }),
    );
  });

  it('a bigger quantity never reads better than a smaller one', () => {
    const rank = { in_stock: 0, low_stock: 1, back_order: 2 } as const;
    fc.assert(
      fc.property(figures, quantity, quantity, (f, a, b) => {
        const [small, big] = a <= b ? [a, b] : [b, a];
        const s = availabilityFor(f, small, TODAY, victorianHoliday);
        const l = availabilityFor(f, big, TODAY, victorianHoliday);
        expect(rank[l.status]).toBeGreaterThanOrEqual(rank[s.status]);
        if (s.expectedDay && l.expectedDay) expect(l.expectedDay >= s.expectedDay).toBe(true);
      }),
    );
  });

  it('without a quantity (a product card) asks for 1', () => {
    fc.assert(
      fc.property(figures, (f) => {
        expect(availabilityFor(f, 0, TODAY, victorianHoliday)).toEqual(availabilityFor(f, 1, TODAY, victorianHoliday));
      }),
    );
  });
});

describe('backOrderDay', () => {
  it('is the first purchase covering the back orders ahead and this one, else the lead time on a delivery day, after the purchases', () => {
    fc.assert(
      fc.property(figures, quantity, (f, shortfall) => {
        const d = backOrderDay(f, shortfall, TODAY, victorianHoliday);
        const sorted = [...f.expected].sort((a, b) => a.expectedOn.localeCompare(b.expectedOn));
        let sum = 0;
        const covering = sorted.find((p) => (sum += p.outstanding) >= f.waiting + shortfall);
        if (covering) expect(d).toBe(covering.expectedOn);
        else {
          // The first delivery day on or after today + the lead time, unless a purchase it needs comes later.
          let ordered = addDays(TODAY, f.leadDays);
          while (!isServiceDay('delivery', ordered, victorianHoliday)) ordered = addDays(ordered, 1);
          const last = sorted.at(-1)?.expectedOn ?? '';
          expect(d).toBe(last > ordered ? last : ordered);
        }
      }),
    );
  });

  it('reads as d MMM: 14 days after Saturday 19 Dec 2026 is a Saturday, so the next delivery day, Monday 4 Jan', () => {
    const f: StockFigures = { onHand: 0, reserved: 0, lowLevel: 20, leadDays: 14, waiting: 0, expected: [] };
    expect(availabilityFor(f, 5, '2026-12-19', victorianHoliday)).toEqual({
      status: 'back_order',
      expectedDay: '2027-01-04',
      label: 'Back order, expected 4 Jan',
    });
  });
});

describe('stock state and adjustments', () => {
  it('short when anything waits, low at or under the level, else ok', () => {
    expect(stockState({ onHand: 100, reserved: 0, lowLevel: 20, waiting: 1 })).toBe('short');
    expect(stockState({ onHand: 30, reserved: 10, lowLevel: 20, waiting: 0 })).toBe('low');
    expect(stockState({ onHand: 31, reserved: 10, lowLevel: 20, waiting: 0 })).toBe('ok');
  });

  it('a count sets on hand, damage takes away, a return adds', () => {
    expect(adjustedOnHand('count', 50, 12)).toBe(12);
    expect(adjustedOnHand('damage', 50, 12)).toBe(38);
    expect(adjustedOnHand('return', 50, 12)).toBe(62);
  });
});

describe('backOrderedLines', () => {
  it('lists only the short lines, boards first, as "n of q on back order"', () => {
    const order = {
      boards: [
        { name: 'Barossa', quantity: 40, backOrdered: 12 },
        { name: 'Maple', quantity: 5, backOrdered: 0 },
      ],
      hardwareItems: [
        { name: 'Clips', quantity: 3, backOrdered: 3 },
        { name: 'Screws', quantity: 2 },
      ],
    };
    expect(
      backOrderedLines(
        order,
        (b) => b.name,
        (h) => h.name,
      ),
    ).toEqual([
      { name: 'Barossa', text: '12 of 40 on back order' },
      { name: 'Clips', text: '3 of 3 on back order' },
    ]);
  });

  it('adds the expected day of each short item the order detail answers', () => {
    const order = {
      boards: [{ item_id: 'b1', quantity: 40, backOrdered: 12 }],
      hardwareItems: [{ item_id: 'h1', quantity: 3, backOrdered: 3 }],
      backOrders: [
        { itemId: 'b1', expectedDay: '2026-12-14' },
        { itemId: 'b1', expectedDay: '2026-12-21' },
      ],
    };
    expect(
      backOrderedLines(
        order,
        (b) => b.item_id,
        (h) => h.item_id,
      ),
    ).toEqual([
      { name: 'b1', text: '12 of 40 on back order, expected 21 Dec' },
      { name: 'h1', text: '3 of 3 on back order' },
    ]);
  });
});

describe('availability of lines', () => {
  const answers = new Map([
    ['b1:40', { status: 'back_order' as const, label: 'Back order, expected 4 Jan' }],
    ['h1:3', { status: 'in_stock' as const, label: 'In stock' }],
  ]);
  const lines = [
    { itemId: 'b1', quantity: 40, name: 'Barossa' },
    { itemId: 'h1', quantity: 3, name: 'Clips' },
    { itemId: null, quantity: 1, name: 'Delivery' },
  ];

  it('asks for each catalogue line at its quantity, none for free lines', () => {
    expect(availabilityAsks(lines)).toEqual([
      { itemId: 'b1', quantity: 40 },
      { itemId: 'h1', quantity: 3 },
    ]);
    expect(lineAvailability(answers, lines[1])?.label).toBe('In stock');
    expect(lineAvailability(answers, lines[2])).toBeUndefined();
  });

  it('tells the customer before Submit which lines are back-ordered, with their day', () => {
    expect(backOrderSummary(lines, answers)).toEqual([{ name: 'Barossa', quantity: 40, label: 'Back order, expected 4 Jan' }]);
    expect(backOrderSummary([orderStockLine({ item_id: 'h1', quantity: 3, name: 'Clips' })], answers)).toEqual([]);
  });
});
