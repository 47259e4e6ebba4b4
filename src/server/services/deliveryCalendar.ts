// What the delivery calendar knows of its days (docs/product.md#delivery): the days staff changed and the
// orders already given each day, and one day judged as the calendar judges it. Read by the days list,
// by scheduling and by every path that places an order, so a preferred day is refused exactly when the
// calendar would refuse it.
import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { DeliveryMethod } from '../../domain/constants';
import { dayAvailability, type DayAvailability, type DaySetting } from '../../domain/deliveryDays';
import { victorianHoliday } from '../../domain/victorianHolidays';
import type { Db } from '../db/client';
import { deliveryDays, orders } from '../db/schema';

type Reader = Pick<Db, 'select'>;

export async function daySettings(db: Reader, from: string, to: string): Promise<Map<string, DaySetting>> {
  const rows = await db
    .select()
    .from(deliveryDays)
    .where(and(gte(deliveryDays.day, from), lte(deliveryDays.day, to)));
  return new Map(rows.map((r) => [r.day, { capacity: r.capacity, closed: r.closed }]));
}

export async function scheduledCounts(
  db: Reader,
  method: DeliveryMethod,
  from: string,
  to: string,
  except?: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ day: orders.confirmedDay, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.deliveryMethod, method),
        gte(orders.confirmedDay, from),
        lte(orders.confirmedDay, to),
        except ? ne(orders.id, except) : undefined,
      ),
    )
    .groupBy(orders.confirmedDay);
  return new Map(rows.map((r) => [r.day!, r.count]));
}

/** One day as the calendar (GET /api/delivery/days) shows it to a customer at `now`. */
export async function calendarDay(db: Reader, method: DeliveryMethod, day: string, now: Date): Promise<DayAvailability> {
  const [settings, scheduled] = await Promise.all([daySettings(db, day, day), scheduledCounts(db, method, day, day)]);
  return dayAvailability(day, { method, now, holidayOf: victorianHoliday, settings, scheduled });
}
