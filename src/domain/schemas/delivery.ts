// Delivery's calls (docs/product.md#delivery): the zone and fee of a postcode, which days
// can be served, and the warehouse's scheduling. One schema per payload, used by browser and server.
import { z } from 'zod';
import { DELIVERY_METHODS } from '../constants';
import { dayOutOfRangeMessage, isCalendarDateString, isInputDay } from '../dates';
import { DAY_REASONS, MAX_DAYS_SPAN, daysBetween } from '../deliveryDays';
import { DELIVERY_ZONES } from '../deliveryZones';
import { enumField, isoTimestamp, wholeNumber } from './fields';

export const MAX_DAY_CAPACITY = 100;

/** A calendar day written YYYY-MM-DD, within the days any input may name (one message per problem). */
export function dayField(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .superRefine((value, ctx) => {
      if (!isCalendarDateString(value)) ctx.addIssue({ code: 'custom', message: `${label} must be a date written YYYY-MM-DD` });
      else if (!isInputDay(value)) ctx.addIssue({ code: 'custom', message: dayOutOfRangeMessage(label) });
    });
}

export const deliveryQuoteQuery = z.object({
  postcode: z
    .string({ error: 'Postcode is required' })
    .trim()
    .regex(/^\d{4}$/, { error: 'Postcode must be 4 digits' }),
});

export const deliveryZone = z.enum(DELIVERY_ZONES);

export const deliveryQuote = z.object({
  postcode: z.string(),
  zone: deliveryZone.describe("'quoted': outside the zones, freight quoted by staff"),
  zoneLabel: z.string(),
  served: z.boolean().describe('True when the postcode has a fixed fee'),
  feeCents: z.number().int().nullable().describe('GST-inclusive fee in cents; null when freight is quoted'),
});

export const deliveryDaysQuery = z
  .object({
    method: enumField('Method', DELIVERY_METHODS),
    from: dayField('From'),
    to: dayField('To'),
  })
  .superRefine((q, ctx) => {
    if (!isInputDay(q.from) || !isInputDay(q.to)) return;
    const span = daysBetween(q.from, q.to);
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must not be before From' });
    else if (span >= MAX_DAYS_SPAN) ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${MAX_DAYS_SPAN} days at once` });
  });

export const deliveryDay = z.object({
  date: z.string().describe('YYYY-MM-DD'),
  deliverable: z.boolean(),
  reason: z.enum(DAY_REASONS).nullable().describe('Why the day cannot be chosen; null when it can'),
  note: z.string().nullable().describe('The reason as the calendar shows it'),
  holiday: z.string().nullable(),
  capacity: z.number().int().nullable().describe('Deliveries the day takes; null for pickups'),
  scheduled: z.number().int(),
  remaining: z.number().int().nullable(),
});
export const deliveryDayList = z.array(deliveryDay);

/**
 * The days as a quote's customer sees them (GET /api/public/quotes/{token}/days): whether each can be
 * served and why not, without the warehouse's capacity and bookings.
 */
export const publicDeliveryDayList = z.array(deliveryDay.pick({ date: true, deliverable: true, reason: true, note: true, holiday: true }));

export const daySettingParams = z.object({ day: z.string().max(20) });
export const daySettingBody = z.object({
  capacity: wholeNumber('Capacity', 0, MAX_DAY_CAPACITY),
  closed: z.boolean({ error: 'Closed must be true or false' }),
});
export const daySetting = daySettingBody.extend({ day: z.string() });

export const scheduleBody = z.object({ day: dayField('Day') });
export const scheduleResult = z.object({
  orderId: z.string(),
  confirmedDay: z.string(),
  previousDay: z.string().nullable().describe('The day it had before (a move), or null'),
});

export const toScheduleItem = z.object({
  id: z.string(),
  ref: z.string(),
  createdAt: isoTimestamp,
  customerEmail: z.string(),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  deliveryCityPostcode: z.string(),
  preferredDate: z.string(),
  zone: deliveryZone.nullable(),
  freightToBeQuoted: z.boolean(),
  confirmedDay: z.string().nullable(),
  rescheduleReason: z
    .string()
    .nullable()
    .optional()
    .describe('Back from a run: why it was not delivered, or that it is the follow-up of a short delivery (no delivery fee)'),
});
export const toScheduleList = z.array(toScheduleItem);

export const runSheetStop = z.object({
  id: z.string(),
  ref: z.string(),
  customerEmail: z.string(),
  phone: z.string().nullable().describe('Null while accounts keep no phone number'),
  address: z.string(),
  suburb: z.string(),
  items: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().int(),
      kind: z.string(),
      backOrdered: z.number().int().describe('Of the quantity, what waits for goods in (docs/product.md#stock-and-samples)'),
    }),
  ),
  poReference: z.string().nullable().describe('The purchase order reference, when the order has one'),
  notes: z.string(),
});
export const runSheet = z.object({
  day: z.string(),
  deliveries: z.array(runSheetStop).describe('In suburb order'),
  pickups: z.array(runSheetStop),
});

export type PublicDeliveryDay = z.infer<typeof publicDeliveryDayList>[number];
export type DeliveryDayAnswer = z.infer<typeof deliveryDay>;
export type ToScheduleItem = z.infer<typeof toScheduleItem>;
export type RunSheet = z.infer<typeof runSheet>;
export type RunSheetStop = z.infer<typeof runSheetStop>;
export type ScheduleResult = z.infer<typeof scheduleResult>;
