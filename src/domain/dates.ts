// Calendar dates and displayed times, always in Australia/Melbourne (docs/product.md#names-and-fixed-data): the browser's and
// the server's own time zones must not change what "today" means for a preferred delivery date.

import { format, isValid, parse, parseISO } from 'date-fns';
import { enAU } from 'date-fns/locale';
import { tz } from '@date-fns/tz';
import { TIME_ZONE } from './constants';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_FORMAT = 'd MMM yyyy';
const DATE_TIME_FORMAT = 'd MMM yyyy, h:mm a';

/** Today's calendar date 'YYYY-MM-DD' in the given time zone. */
export function todayIn(timeZone: string = TIME_ZONE, now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd', { in: tz(timeZone) });
}

/** True for a real calendar date written 'YYYY-MM-DD' (rejects 2026-02-30). */
export function isCalendarDateString(value: string | null | undefined): value is string {
  if (!value || !DATE_ONLY.test(value)) return false;
  return isValid(parse(value, 'yyyy-MM-dd', new Date(2000, 0, 1)));
}

/**
 * The calendar days any date input may name (a preferred date, a day range, a payment): wide enough for
 * every real booking or payment, and narrow enough that day-by-day maths stays bounded and every date
 * is one PostgreSQL and the ISO format both hold (docs/product.md#delivery).
 */
export const FIRST_INPUT_DAY = '2000-01-01';
export const LAST_INPUT_DAY = '2100-12-31';

/** A real calendar date within FIRST_INPUT_DAY..LAST_INPUT_DAY. */
export function isInputDay(value: string | null | undefined): value is string {
  return isCalendarDateString(value) && value >= FIRST_INPUT_DAY && value <= LAST_INPUT_DAY;
}

/** The message for a real date outside the days inputs may name. */
export function dayOutOfRangeMessage(label: string): string {
  return `${label} must be between ${formatDate(FIRST_INPUT_DAY)} and ${formatDate(LAST_INPUT_DAY)}`;
}

/**
 * How a person may type a day into a date field: ISO as a browser's date input sends it, or the
 * Australian day first; and both without separators, as the date picker keeps only digits and '/' of
 * what is typed ('2026-12-04' reaches it as '20261204'). The two 8-digit forms never both name a day
 * between 2000 and 2100.
 */
const TYPED_DAY_FORMATS = [
  'yyyy-MM-dd',
  'd/M/yyyy',
  'd-M-yyyy',
  'd.M.yyyy',
  'd M yyyy',
  'd MMM yyyy',
  'd MMMM yyyy',
  'yyyyMMdd',
  'ddMMyyyy',
];

/**
 * The day a person typed ('2026-12-04', '4/12/2026', '4 Dec 2026'), as 'YYYY-MM-DD'; null when it names
 * no real day in FIRST_INPUT_DAY..LAST_INPUT_DAY. Day first, never month first (docs/product.md#names-and-fixed-data).
 */
export function parseTypedDay(text: string): string | null {
  const typed = text.trim().replace(/\s+/g, ' ');
  if (!typed) return null;
  for (const pattern of TYPED_DAY_FORMATS) {
    const day = parse(typed, pattern, new Date(2000, 0, 1), { locale: enAU });
    if (!isValid(day)) continue;
    const iso = format(day, 'yyyy-MM-dd');
    if (isInputDay(iso)) return iso;
  }
  return null;
}

/** The preferred-date rule: a real date that is today or later in Australia/Melbourne. */
export function isTodayOrLater(dateStr: string | null | undefined, now: Date = new Date()): boolean {
  // ISO calendar dates compare correctly as strings.
  return isCalendarDateString(dateStr) && dateStr >= todayIn(TIME_ZONE, now);
}

/** '21 Nov 2026, 7:05 PM' in Melbourne time; '' for empty input, the input itself if unreadable. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return isValid(date) ? format(date, DATE_TIME_FORMAT, { in: tz(TIME_ZONE), locale: enAU }) : iso;
}

/**
 * '21 Nov 2026'. A plain 'YYYY-MM-DD' (a preferred date) is a calendar date and is shown as written;
 * a timestamp is shown as its date in Melbourne.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  if (DATE_ONLY.test(iso)) {
    return isCalendarDateString(iso) ? format(parse(iso, 'yyyy-MM-dd', new Date(2000, 0, 1)), DATE_FORMAT, { locale: enAU }) : iso;
  }
  const date = parseISO(iso);
  return isValid(date) ? format(date, DATE_FORMAT, { in: tz(TIME_ZONE), locale: enAU }) : iso;
}
