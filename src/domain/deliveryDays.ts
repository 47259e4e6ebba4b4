// Which days the warehouse can deliver or open for pickup (docs/product.md#delivery):
// deliveries Monday to Friday, pickups Monday to Saturday (the pickup hours), never on a public
// holiday of Victoria; the 12:00 Melbourne cut-off; 8 deliveries a day unless staff change a day's
// capacity or close it. Days are 'YYYY-MM-DD' calendar days in Melbourne.
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import { TIME_ZONE, type DeliveryMethod } from './constants';

export const DEFAULT_DAY_CAPACITY = 8;
/** Orders placed at or after this Melbourne hour are served a day later. */
export const CUT_OFF_HOUR = 12;
/** The longest span the days endpoint answers at once. */
export const MAX_DAYS_SPAN = 120;

export const DAY_REASONS = ['weekend', 'holiday', 'cutoff', 'closed', 'full'] as const;
export type DayReason = (typeof DAY_REASONS)[number];

/** A day staff changed: its own capacity, or closed. */
export interface DaySetting {
  capacity: number;
  closed: boolean;
}

export interface DayAvailability {
  date: string;
  deliverable: boolean;
  /** Why the day cannot be chosen; null when it can. */
  reason: DayReason | null;
  /** The holiday's name when reason is 'holiday'. */
  holiday: string | null;
  /** Deliveries the day takes (null for pickups, which have no limit). */
  capacity: number | null;
  /** Orders already given this day. */
  scheduled: number;
  /** Places left (null for pickups). */
  remaining: number | null;
}

export type HolidayLookup = (day: string) => string | null;

function utc(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/** The calendar day n days after (or before) this one. */
export function addDays(day: string, n: number): string {
  const date = utc(day);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** 0 Sunday .. 6 Saturday. */
export function weekday(day: string): number {
  return utc(day).getUTCDay();
}

/** Whole days from a to b. */
export function daysBetween(a: string, b: string): number {
  return Math.round((utc(b).getTime() - utc(a).getTime()) / 86_400_000);
}

/** A weekday the method serves: deliveries Monday-Friday, pickups Monday-Saturday. */
export function isServiceWeekday(method: DeliveryMethod, day: string): boolean {
  const wd = weekday(day);
  return method === 'delivery' ? wd >= 1 && wd <= 5 : wd >= 1;
}

/** A day the method serves on the calendar (its weekdays, not a public holiday), whatever its bookings. */
export function isServiceDay(method: DeliveryMethod, day: string, holidayOf: HolidayLookup): boolean {
  return isServiceWeekday(method, day) && holidayOf(day) === null;
}

/**
 * The first day an order placed at `now` can be served: before 12:00 Melbourne time the next service
 * day after today, from 12:00 the service day after that.
 */
export function earliestServiceDay(method: DeliveryMethod, now: Date, holidayOf: HolidayLookup): string {
  const zone = tz(TIME_ZONE);
  const today = format(now, 'yyyy-MM-dd', { in: zone });
  const hour = Number(format(now, 'H', { in: zone }));
  let steps = hour < CUT_OFF_HOUR ? 1 : 2;
  let day = today;
  while (steps > 0) {
    day = addDays(day, 1);
    if (isServiceDay(method, day, holidayOf)) steps -= 1;
  }
  return day;
}

export interface DayInputs {
  method: DeliveryMethod;
  now: Date;
  holidayOf: HolidayLookup;
  /** Days staff changed, by date. */
  settings: ReadonlyMap<string, DaySetting>;
  /** Orders of this method already given each day, by date. */
  scheduled: ReadonlyMap<string, number>;
}

/** One day as the calendar shows it: deliverable, or the first reason it is not. */
export function dayAvailability(
  day: string,
  input: DayInputs,
  earliest = earliestServiceDay(input.method, input.now, input.holidayOf),
): DayAvailability {
  const setting = input.settings.get(day);
  const scheduled = input.scheduled.get(day) ?? 0;
  const isDelivery = input.method === 'delivery';
  const capacity = isDelivery ? (setting?.capacity ?? DEFAULT_DAY_CAPACITY) : null;
  const remaining = capacity === null ? null : Math.max(0, capacity - scheduled);
  const holiday = input.holidayOf(day);
  let reason: DayReason | null = null;
  if (!isServiceWeekday(input.method, day)) reason = 'weekend';
  else if (holiday !== null) reason = 'holiday';
  else if (day < earliest) reason = 'cutoff';
  else if (setting?.closed) reason = 'closed';
  else if (remaining !== null && remaining <= 0) reason = 'full';
  return {
    date: day,
    deliverable: reason === null,
    reason,
    holiday: reason === 'holiday' ? holiday : null,
    capacity,
    scheduled,
    remaining,
  };
}

/** Every day from `from` to `to` inclusive. */
export function daysAvailability(from: string, to: string, input: DayInputs): DayAvailability[] {
  const earliest = earliestServiceDay(input.method, input.now, input.holidayOf);
  const out: DayAvailability[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) out.push(dayAvailability(day, input, earliest));
  return out;
}
