// Delivery scheduling (docs/product.md#delivery): which days can be served, the orders
// waiting for a day, a day's run sheet, and giving an order its day without overbooking. Scheduling
// locks the day's row, so concurrent staff are served one at a time and the day's count is exact.
import { and, asc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { TIME_ZONE, type DeliveryMethod } from '../../domain/constants';
import { todayIn } from '../../domain/dates';
import { daysAvailability, dayAvailability, type DaySetting } from '../../domain/deliveryDays';
import { dayNote, dispatchedDayMessage, refusalMessage } from '../../domain/deliveryTexts';
import { postcodeIn, type DeliveryZone } from '../../domain/deliveryZones';
import { orderRef } from '../../domain/format';
import type { DeliveryDayAnswer, RunSheet, RunSheetStop, ScheduleResult, ToScheduleItem } from '../../domain/schemas/delivery';
import { victorianHoliday } from '../../domain/victorianHolidays';
import type { Db } from '../db/client';
import { deliveryDays, orders, users } from '../db/schema';
import { deliveryDayDraft } from '../mail/messages';
import type { Outbox } from '../mail/outbox';
import { daySettings, scheduledCounts } from './deliveryCalendar';
import { boardLineName, loadOrderLines } from './orders';

/** GET /api/delivery/days: each day from `from` to `to`, deliverable or why not, with its remaining places. */
export async function listDays(
  db: Db,
  query: { method: DeliveryMethod; from: string; to: string },
  now: Date,
): Promise<DeliveryDayAnswer[]> {
  const [settings, scheduled] = await Promise.all([
    daySettings(db, query.from, query.to),
    scheduledCounts(db, query.method, query.from, query.to),
  ]);
  return daysAvailability(query.from, query.to, { method: query.method, now, holidayOf: victorianHoliday, settings, scheduled }).map(
    (d) => ({ ...d, note: dayNote(query.method, d) }),
  );
}

/** The orders with delivery or pickup not yet given a day (and not yet dispatched), oldest first. */
export async function listToSchedule(db: Db): Promise<ToScheduleItem[]> {
  const rows = await db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.ownerId))
    .where(
      and(
        isNull(orders.confirmedDay),
        // An order back from a run (not delivered, or the rest of a short delivery) has left once already.
        or(ne(orders.status, 'dispatched'), isNotNull(orders.rescheduleReason)),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map(({ order, email }) => ({
    id: order.id,
    ref: orderRef(order.id),
    createdAt: order.createdAt.toISOString(),
    customerEmail: email,
    deliveryMethod: order.deliveryMethod,
    deliveryCityPostcode: order.deliveryCityPostcode,
    preferredDate: order.preferredDate,
    zone: (order.deliveryZone as DeliveryZone | null) ?? null,
    freightToBeQuoted: order.deliveryZone === 'quoted',
    confirmedDay: order.confirmedDay,
    rescheduleReason: order.rescheduleReason,
  }));
}

/** The suburb of a city/postcode field: what is left without the postcode and state, for the run's order. */
export function suburbOf(cityPostcode: string): string {
  const postcode = postcodeIn(cityPostcode);
  return (postcode ? cityPostcode.replace(postcode, '') : cityPostcode)
    .replace(/\b(VIC|Victoria)\b/gi, '')
    .replace(/[\s,]+/g, ' ')
    .trim();
}

/** A day's run sheet: its deliveries in suburb order (then street address), and its pickups apart. */
export async function loadRunSheet(db: Db, day: string): Promise<RunSheet> {
  const rows = await db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.ownerId))
    .where(eq(orders.confirmedDay, day))
    .orderBy(asc(orders.createdAt));
  const { boardsBy, hardwareBy } = rows.length
    ? await loadOrderLines(
        db,
        rows.map((r) => r.order.id),
      )
    : { boardsBy: new Map(), hardwareBy: new Map() };
  const stops = rows.map(({ order, email }): RunSheetStop & { method: DeliveryMethod } => ({
    method: order.deliveryMethod,
    id: order.id,
    ref: orderRef(order.id),
    customerEmail: email,
    phone: null,
    address: order.deliveryMethod === 'delivery' ? `${order.deliveryStreetAddress}, ${order.deliveryCityPostcode}` : order.pickupLocation,
    suburb: order.deliveryMethod === 'delivery' ? suburbOf(order.deliveryCityPostcode) : '',
    items: [
      ...(boardsBy.get(order.id) ?? []).map((b: Parameters<typeof boardLineName>[0] & { quantity: number; backOrdered: number }) => ({
        kind: 'board',
        name: boardLineName(b),
        quantity: b.quantity,
        backOrdered: b.backOrdered,
      })),
      ...(hardwareBy.get(order.id) ?? []).map((h: { name: string; quantity: number; backOrdered: number }) => ({
        kind: 'hardware',
        name: h.name,
        quantity: h.quantity,
        backOrdered: h.backOrdered,
      })),
    ],
    poReference: order.poReference || null,
    notes: order.notes,
  }));
  const strip = ({ method: _method, ...stop }: RunSheetStop & { method: DeliveryMethod }): RunSheetStop => stop;
  const bySuburb = (a: RunSheetStop, b: RunSheetStop) =>
    a.suburb.localeCompare(b.suburb, 'en-AU', { sensitivity: 'base' }) || a.address.localeCompare(b.address, 'en-AU');
  return {
    day,
    deliveries: stops
      .filter((s) => s.method === 'delivery')
      .map(strip)
      .sort(bySuburb),
    pickups: stops.filter((s) => s.method === 'pickup').map(strip),
  };
}

export type ScheduleOutcome = { kind: 'scheduled'; result: ScheduleResult } | { kind: 'not_found' } | { kind: 'refused'; message: string };

/**
 * Gives an order its day, or moves it, in one transaction: the day's row is locked (made first when
 * missing) so two staff taking the last place are served one after the other, and the second is told
 * the day just filled. The customer's e-mail is queued in the same transaction.
 */
export async function scheduleOrder(
  db: Db,
  outbox: Pick<Outbox, 'queue'>,
  input: { orderId: string; day: string; now: Date },
): Promise<ScheduleOutcome> {
  try {
    return await scheduleInTransaction(db, outbox, input);
  } catch (error) {
    if (error instanceof Refused) return { kind: 'refused', message: error.message };
    throw error;
  }
}

/** Thrown to roll back the day's row a refused scheduling made, so a refusal stores nothing. */
class Refused extends Error {}

function scheduleInTransaction(
  db: Db,
  outbox: Pick<Outbox, 'queue'>,
  input: { orderId: string; day: string; now: Date },
): Promise<ScheduleOutcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        method: orders.deliveryMethod,
        status: orders.status,
        confirmedDay: orders.confirmedDay,
        rescheduleReason: orders.rescheduleReason,
        ownerEmail: users.email,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.ownerId))
      .where(eq(orders.id, input.orderId))
      .for('update', { of: orders });
    if (!current) return { kind: 'not_found' } as const;
    // A dispatched order has left the warehouse: a day given now would tell the customer of a delivery
    // that will not happen (docs/product.md#delivery). Checked under the order's lock, so a dispatch
    // that commits first is seen.
    // An order back from a run (docs/product.md#delivery: not delivered, or a short delivery's rest) is
    // dispatched and still to deliver: it takes a new day.
    if (current.status === 'dispatched' && current.rescheduleReason === null)
      return { kind: 'refused', message: dispatchedDayMessage(input.orderId) } as const;
    const previousDay = current.confirmedDay;
    if (previousDay === input.day)
      return { kind: 'scheduled', result: { orderId: input.orderId, confirmedDay: input.day, previousDay } } as const;

    await tx.insert(deliveryDays).values({ day: input.day }).onConflictDoNothing();
    const [setting] = await tx.select().from(deliveryDays).where(eq(deliveryDays.day, input.day)).for('update');
    const scheduled = await scheduledCounts(tx, current.method, input.day, input.day, input.orderId);
    const method = current.method;
    const day = dayAvailability(
      input.day,
      {
        method,
        now: input.now,
        holidayOf: victorianHoliday,
        settings: new Map([[input.day, { capacity: setting.capacity, closed: setting.closed }]]),
        scheduled,
        // docs/product.md#delivery: the cut-off binds customers; staff may schedule for today (a run of the day).
      },
      todayIn(TIME_ZONE, input.now),
    );
    if (!day.deliverable) throw new Refused(refusalMessage(method, input.day, day.reason!, day.holiday));

    await tx
      .update(orders)
      // A new day is a new stop: it leaves the run it was on, and the driver's progress starts again.
      .set({ confirmedDay: input.day, runId: null, runPosition: null, deliveryStatus: null, updatedAt: sql`now()` })
      .where(eq(orders.id, input.orderId));
    await outbox.queue(tx, [deliveryDayDraft(input.orderId, method, input.day, previousDay, current.ownerEmail)]);
    return { kind: 'scheduled', result: { orderId: input.orderId, confirmedDay: input.day, previousDay } } as const;
  });
}

/** Sets a day's capacity or closes it (the orders already given the day keep it). */
export async function setDay(db: Db, day: string, setting: DaySetting): Promise<DaySetting & { day: string }> {
  const [row] = await db
    .insert(deliveryDays)
    .values({ day, ...setting })
    .onConflictDoUpdate({ target: deliveryDays.day, set: { ...setting, updatedAt: sql`now()` } })
    .returning();
  return { day: row.day, capacity: row.capacity, closed: row.closed };
}
