// A catalogue item's prices (docs/product.md#catalogue): what staff send to set or schedule a price,
// and what the item's Prices section reads (the price now, the scheduled ones, the history).
import { z } from 'zod';
import { melbourneMinuteToInstant } from '../cataloguePrices';
import { priceCentsField } from './catalogueAdmin';
import { isoTimestamp } from './fields';

export const PRICE_MESSAGES = {
  notFound: 'Price not found',
  takenEffect: 'This price has already taken effect and can no longer be changed',
  past: 'Takes effect must be now or later',
  badTime: 'Takes effect must be a date and time, e.g. 2027-01-01T00:00',
} as const;

/** Melbourne wall-clock minute, as a datetime-local input holds it; null or absent: now. */
export const effectiveAtField = z
  .string({ error: PRICE_MESSAGES.badTime })
  .refine((v) => melbourneMinuteToInstant(v) !== null, { error: PRICE_MESSAGES.badTime })
  .nullable()
  .optional()
  .describe("Melbourne time 'YYYY-MM-DDTHH:mm'; null or absent: at once");

export const priceInput = z.object({
  priceCents: priceCentsField.describe('GST-inclusive cents'),
  effectiveAt: effectiveAtField,
});

const priceEntry = z.object({
  id: z.number().int(),
  priceCents: z.number().int(),
  effectiveAt: isoTimestamp,
  appliedAt: isoTimestamp.nullable().describe('When it took effect; null while scheduled'),
  actorEmail: z.string(),
});

export const itemPrices = z.object({
  currentCents: z.number().int().describe('The price in force now'),
  scheduled: z.array(priceEntry).describe('Prices waiting for their time, soonest first'),
  history: z.array(priceEntry).describe('Prices that took effect, newest first'),
  now: isoTimestamp,
});

export const priceParams = z.object({
  itemId: z.string().max(200),
  priceId: z.coerce.number({ error: 'Price id must be a number' }).int().min(1).max(Number.MAX_SAFE_INTEGER),
});

export type PriceEntry = z.infer<typeof priceEntry>;
export type ItemPrices = z.infer<typeof itemPrices>;
