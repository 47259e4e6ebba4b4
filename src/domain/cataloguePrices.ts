// Catalogue prices with an effective time (docs/product.md#catalogue): a price is GST-inclusive cents
// in force from a Melbourne minute; the price at an instant is the one with the latest effective time
// not after it. Staff name the time as Melbourne wall-clock 'YYYY-MM-DDTHH:mm' (a datetime-local input).
import { format } from 'date-fns';
import { TZDate, tz } from '@date-fns/tz';
import { TIME_ZONE } from './constants';

export interface EffectivePrice {
  priceCents: number;
  /** ISO instant the price takes effect. */
  effectiveAt: string;
}

/** The price in force at `instant`: the latest effective time not after it; null before the first. */
export function priceAt<P extends EffectivePrice>(prices: readonly P[], instant: Date): P | null {
  const at = instant.getTime();
  let best: P | null = null;
  let bestAt = -Infinity;
  for (const price of prices) {
    const from = Date.parse(price.effectiveAt);
    // Two prices at one instant: the later in the list (the later entered) wins.
    if (from <= at && from >= bestAt) {
      best = price;
      bestAt = from;
    }
  }
  return best;
}

const LOCAL_MINUTE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A Melbourne wall-clock minute 'YYYY-MM-DDTHH:mm' as an instant; null when it is not a real minute. */
export function melbourneMinuteToInstant(local: string): Date | null {
  const m = LOCAL_MINUTE.exec(local);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const date = new TZDate(year, month - 1, day, hour, minute, TIME_ZONE);
  // Rejects 31 February and the like (the date would roll into the next month).
  if (date.getDate() !== day || date.getMonth() !== month - 1) return null;
  return new Date(date.getTime());
}

/** The instant as a Melbourne wall-clock minute 'YYYY-MM-DDTHH:mm' (what a datetime-local input holds). */
export function instantToMelbourneMinute(instant: Date): string {
  return format(instant, "yyyy-MM-dd'T'HH:mm", { in: tz(TIME_ZONE) });
}

/** The price change in per cent, one decimal: +5.0 for 100.00 -> 105.00; null without an old price. */
export function priceChangePercent(oldCents: number | null, newCents: number): number | null {
  if (oldCents === null || oldCents === 0) return null;
  return Math.round(((newCents - oldCents) / oldCents) * 1000) / 10;
}

/** '+5.0%', '-2.5%', '0.0%'. */
export function formatPercentChange(percent: number | null): string {
  if (percent === null) return '';
  return `${percent > 0 ? '+' : ''}${percent.toFixed(1)}%`;
}
