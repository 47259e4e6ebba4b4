import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, isCalendarDateString, isTodayOrLater, parseTypedDay, todayIn } from './dates';

const at = (iso: string) => new Date(iso);

describe('todayIn (Australia/Melbourne)', () => {
  it('rolls over at Melbourne midnight during daylight saving (UTC+11)', () => {
    expect(todayIn('Australia/Melbourne', at('2026-11-21T12:59:59Z'))).toBe('2026-11-21');
    expect(todayIn('Australia/Melbourne', at('2026-11-21T13:00:00Z'))).toBe('2026-11-22');
  });

  it('rolls over at Melbourne midnight in winter (UTC+10)', () => {
    expect(todayIn('Australia/Melbourne', at('2026-07-14T13:59:59Z'))).toBe('2026-07-14');
    expect(todayIn('Australia/Melbourne', at('2026-07-14T14:00:00Z'))).toBe('2026-07-15');
  });

  it('handles the midnights before DST starts (4 Oct 2026) and ends (5 Apr 2026)', () => {
    // 4 Oct 2026 begins at 00:00 AEST (UTC+10); clocks jump 02:00 -> 03:00 later that night.
    expect(todayIn('Australia/Melbourne', at('2026-10-03T13:59:59Z'))).toBe('2026-10-03');
    expect(todayIn('Australia/Melbourne', at('2026-10-03T14:00:00Z'))).toBe('2026-10-04');
    expect(todayIn('Australia/Melbourne', at('2026-10-04T13:00:00Z'))).toBe('2026-10-05'); // now UTC+11
    // 5 Apr 2026 begins at 00:00 AEDT (UTC+11); clocks fall back 03:00 -> 02:00.
    expect(todayIn('Australia/Melbourne', at('2026-04-04T12:59:59Z'))).toBe('2026-04-04');
    expect(todayIn('Australia/Melbourne', at('2026-04-04T13:00:00Z'))).toBe('2026-04-05');
    expect(todayIn('Australia/Melbourne', at('2026-04-05T13:59:59Z'))).toBe('2026-04-05'); // now UTC+10
    expect(todayIn('Australia/Melbourne', at('2026-04-05T14:00:00Z'))).toBe('2026-04-06');
  });

  it('defaults to Melbourne and differs from UTC near midnight', () => {
    const now = at('2026-12-31T20:00:00Z');
    expect(todayIn(undefined, now)).toBe('2027-01-01');
    expect(todayIn('UTC', now)).toBe('2026-12-31');
  });
});

describe('isCalendarDateString', () => {
  it('accepts real YYYY-MM-DD dates only', () => {
    expect(isCalendarDateString('2028-02-29')).toBe(true);
    expect(isCalendarDateString('2026-02-29')).toBe(false);
    expect(isCalendarDateString('2026-13-01')).toBe(false);
    expect(isCalendarDateString('2026-1-05')).toBe(false);
    expect(isCalendarDateString('05/01/2026')).toBe(false);
    expect(isCalendarDateString('')).toBe(false);
    expect(isCalendarDateString(null)).toBe(false);
  });
});

describe('isTodayOrLater', () => {
  it('uses the Melbourne date, not UTC: just after Melbourne midnight, UTC yesterday is already past', () => {
    const now = at('2026-11-21T13:30:00Z'); // 00:30 on 22 Nov in Melbourne
    expect(isTodayOrLater('2026-11-21', now)).toBe(false);
    expect(isTodayOrLater('2026-11-22', now)).toBe(true);
    expect(isTodayOrLater('2026-11-23', now)).toBe(true);
  });

  it('just before Melbourne midnight, today is still allowed', () => {
    const now = at('2026-11-21T12:59:00Z'); // 23:59 on 21 Nov in Melbourne
    expect(isTodayOrLater('2026-11-21', now)).toBe(true);
    expect(isTodayOrLater('2026-11-20', now)).toBe(false);
  });

  it('across the year end and a DST change', () => {
    expect(isTodayOrLater('2027-01-01', at('2026-12-31T13:00:00Z'))).toBe(true);
    expect(isTodayOrLater('2026-12-31', at('2026-12-31T13:00:00Z'))).toBe(false);
    expect(isTodayOrLater('2026-10-04', at('2026-10-03T14:00:00Z'))).toBe(true);
    expect(isTodayOrLater('2026-10-03', at('2026-10-03T14:00:00Z'))).toBe(false);
  });

  it('rejects blank and invalid dates', () => {
    const now = at('2026-11-21T00:00:00Z');
    expect(isTodayOrLater('', now)).toBe(false);
    expect(isTodayOrLater(null, now)).toBe(false);
    expect(isTodayOrLater('2099-02-30', now)).toBe(false);
    expect(isTodayOrLater('tomorrow', now)).toBe(false);
  });
});

describe('display formats', () => {
  it('formatDateTime shows Melbourne local time (en-AU)', () => {
    expect(formatDateTime('2026-11-21T08:05:00Z')).toBe('21 Nov 2026, 7:05 PM'); // AEDT
    expect(formatDateTime('2026-07-01T08:05:00.000Z')).toBe('1 Jul 2026, 6:05 PM'); // AEST
    expect(formatDateTime('2026-11-21T14:00:00Z')).toBe('22 Nov 2026, 1:00 AM');
  });

  it('formatDate shows a timestamp as its Melbourne date', () => {
    expect(formatDate('2026-11-21T14:00:00Z')).toBe('22 Nov 2026');
  });

  it('formatDate shows a calendar date as written, whatever the zone', () => {
    expect(formatDate('2026-12-03')).toBe('3 Dec 2026');
    expect(formatDate('2026-01-01')).toBe('1 Jan 2026');
  });

  it('empty gives empty; unreadable text is shown as it is', () => {
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
  });
});

describe('parseTypedDay (a day typed into a date field)', () => {
  it('reads ISO and the Australian day-first forms alike', () => {
    for (const typed of [
      '2026-12-04',
      '20261204',
      '4/12/2026',
      '04/12/2026',
      '04122026',
      '4-12-2026',
      '4.12.2026',
      ' 4 Dec 2026 ',
      '4 December 2026',
    ])
      expect(parseTypedDay(typed), typed).toBe('2026-12-04');
  });

  it('never reads the month first, and refuses what names no day in range', () => {
    expect(parseTypedDay('12/4/2026')).toBe('2026-04-12');
    for (const typed of ['', '  ', '31/02/2026', '2026-02-30', '13/13/2026', 'tomorrow', '4/12/26', '1/1/1999', '9999-12-31'])
      expect(parseTypedDay(typed), typed).toBeNull();
  });

  it('gives back every day in range typed either way', () => {
    const first = Date.UTC(2000, 0, 1);
    const last = Date.UTC(2100, 11, 31);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: (last - first) / 86_400_000 }), (offset) => {
        const iso = new Date(first + offset * 86_400_000).toISOString().slice(0, 10);
        const [y, m, d] = iso.split('-').map(Number);
        expect(parseTypedDay(iso)).toBe(iso);
        expect(parseTypedDay(`${d}/${m}/${y}`)).toBe(iso);
        // What the picker keeps of either when it drops the separators.
        expect(parseTypedDay(iso.replaceAll('-', ''))).toBe(iso);
        expect(parseTypedDay(`${String(d).padStart(2, '0')}${String(m).padStart(2, '0')}${y}`)).toBe(iso);
      }),
    );
  });
});
