import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { todayIn } from './dates';
import { addDays, daysAvailability, DEFAULT_DAY_CAPACITY, earliestServiceDay, weekday, type DaySetting } from './deliveryDays';
import { victorianHoliday } from './victorianHolidays';

const at = (iso: string) => new Date(iso);
const earliest = (method: 'delivery' | 'pickup', iso: string) => earliestServiceDay(method, at(iso), victorianHoliday);
const none = new Map();

describe('the 12:00 Melbourne cut-off (docs/product.md#delivery)', () => {
  it('before 12:00 the next delivery day, from 12:00 the one after', () => {
    // Wednesday 2 Dec 2026, daylight saving (UTC+11).
    expect(earliest('delivery', '2026-12-02T00:59:59Z')).toBe('2026-12-03'); // 11:59:59
    expect(earliest('delivery', '2026-12-02T01:00:00Z')).toBe('2026-12-04'); // 12:00
    // 13:00 Melbourne is still the morning in UTC: the cut-off is Melbourne's.
    expect(earliest('delivery', '2026-12-02T02:00:00Z')).toBe('2026-12-04');
  });

  it('across Melbourne midnight', () => {
    expect(earliest('delivery', '2026-12-01T12:59:59Z')).toBe('2026-12-03'); // Tue 23:59:59, after the cut-off
    expect(earliest('delivery', '2026-12-01T13:00:00Z')).toBe('2026-12-03'); // Wed 00:00, before it
    // Friday after 12:00: the weekend is skipped and Monday is the next day, so Tuesday.
    expect(earliest('delivery', '2026-12-04T01:00:00Z')).toBe('2026-12-08');
    expect(earliest('delivery', '2026-12-04T12:59:59Z')).toBe('2026-12-08'); // Fri 23:59:59
    expect(earliest('delivery', '2026-12-04T13:00:00Z')).toBe('2026-12-07'); // Sat 00:00
  });

  it('as daylight saving starts (Sunday 4 Oct 2026)', () => {
    expect(earliest('delivery', '2026-10-02T01:59:59Z')).toBe('2026-10-05'); // Fri 11:59:59 AEST
    expect(earliest('delivery', '2026-10-02T02:00:00Z')).toBe('2026-10-06'); // Fri 12:00 AEST
    expect(earliest('delivery', '2026-10-05T00:59:59Z')).toBe('2026-10-06'); // Mon 11:59:59 AEDT
    expect(earliest('delivery', '2026-10-05T01:00:00Z')).toBe('2026-10-07'); // Mon 12:00 AEDT
  });

  it('as daylight saving ends over Easter (Sunday 5 Apr 2026)', () => {
    // Thursday 2 Apr AEDT; Good Friday, the weekend and Easter Monday are skipped.
    expect(earliest('delivery', '2026-04-02T00:59:59Z')).toBe('2026-04-07');
    expect(earliest('delivery', '2026-04-02T01:00:00Z')).toBe('2026-04-08');
    expect(earliest('delivery', '2026-04-07T01:59:59Z')).toBe('2026-04-08'); // Tue 11:59:59 AEST
    expect(earliest('delivery', '2026-04-07T02:00:00Z')).toBe('2026-04-09'); // Tue 12:00 AEST
  });

  it('pickups count Saturdays but not Sundays or holidays', () => {
    expect(earliest('pickup', '2026-12-03T01:00:00Z')).toBe('2026-12-05'); // Thu 12:00 -> Saturday
    expect(earliest('pickup', '2026-12-04T01:00:00Z')).toBe('2026-12-07'); // Fri 12:00 -> Monday
    expect(earliest('pickup', '2026-04-02T00:00:00Z')).toBe('2026-04-07'); // Easter Saturday is a holiday
  });

  it("skips Melbourne Cup Day and the King's Birthday", () => {
    expect(earliest('delivery', '2026-11-01T23:00:00Z')).toBe('2026-11-04'); // Mon 10:00, Cup Tuesday
    expect(earliest('delivery', '2027-06-11T00:00:00Z')).toBe('2027-06-15'); // Fri 10:00, King's Birthday Monday
  });
});

describe('daysAvailability', () => {
  const now = at('2026-10-29T22:00:00Z'); // Fri 30 Oct 2026, 09:00
  it('marks each day with its reason and counts capacity', () => {
    const settings = new Map<string, DaySetting>([
      ['2026-11-05', { capacity: 8, closed: true }],
      ['2026-11-06', { capacity: 3, closed: false }],
    ]);
    const scheduled = new Map([
      ['2026-11-04', 8],
      ['2026-11-06', 1],
    ]);
    const days = daysAvailability('2026-10-30', '2026-11-09', {
      method: 'delivery',
      now,
      holidayOf: victorianHoliday,
      settings,
      scheduled,
    });
    const brief = Object.fromEntries(days.map((d) => [d.date, d.reason ?? `ok ${d.remaining}/${d.capacity}`]));
    expect(brief).toEqual({
      '2026-10-30': 'cutoff',
      '2026-10-31': 'weekend',
      '2026-11-01': 'weekend',
      '2026-11-02': `ok ${DEFAULT_DAY_CAPACITY}/${DEFAULT_DAY_CAPACITY}`,
      '2026-11-03': 'holiday',
      '2026-11-04': 'full',
      '2026-11-05': 'closed',
      '2026-11-06': 'ok 2/3',
      '2026-11-07': 'weekend',
      '2026-11-08': 'weekend',
      '2026-11-09': 'ok 8/8',
    });
    expect(days.find((d) => d.date === '2026-11-03')?.holiday).toBe('Melbourne Cup');
  });

  it('pickups have no capacity and open on Saturdays', () => {
    const days = daysAvailability('2026-10-31', '2026-11-01', {
      method: 'pickup',
      now,
      holidayOf: victorianHoliday,
      settings: none,
      scheduled: none,
    });
    expect(days.map((d) => [d.reason, d.capacity])).toEqual([
      [null, null],
      ['weekend', null],
    ]);
  });

  it('property: a deliverable day is never a weekend, a holiday, before the cut-off, closed or full', () => {
    const start = Date.UTC(2026, 0, 1);
    const end = Date.UTC(2027, 11, 1);
    fc.assert(
      fc.property(
        fc.integer({ min: start, max: end }),
        fc.integer({ min: 0, max: 40 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 10 }), fc.boolean(), fc.integer({ min: 0, max: 12 }))),
        (nowMs, span, changes) => {
          const moment = new Date(nowMs);
          const today = todayIn(undefined, moment);
          const settings = new Map<string, DaySetting>();
          const scheduled = new Map<string, number>();
          for (const [offset, capacity, closed, count] of changes) {
            settings.set(addDays(today, offset), { capacity, closed });
            scheduled.set(addDays(today, offset), count);
          }
          const days = daysAvailability(today, addDays(today, span), {
            method: 'delivery',
            now: moment,
            holidayOf: victorianHoliday,
            settings,
            scheduled,
          });
          const hour = Number(
            new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Melbourne', hour: 'numeric', hourCycle: 'h23' }).format(moment),
          );
          for (const day of days.filter((d) => d.deliverable)) {
            expect([0, 6]).not.toContain(weekday(day.date));
            expect(victorianHoliday(day.date)).toBeNull();
            expect(day.date > today).toBe(true);
            // After 12:00 the first delivery day after today is still too soon.
            if (hour >= 12)
              expect(
                days.some(
                  (d) => d.date > today && d.date < day.date && [1, 2, 3, 4, 5].includes(weekday(d.date)) && !victorianHoliday(d.date),
                ),
              ).toBe(true);
            expect(settings.get(day.date)?.closed ?? false).toBe(false);
            expect(scheduled.get(day.date) ?? 0).toBeLessThan(settings.get(day.date)?.capacity ?? DEFAULT_DAY_CAPACITY);
          }
        },
      ),
    );
  });
});
