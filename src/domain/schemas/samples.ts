// Free samples (docs/product.md#stock-and-samples): the request a visitor sends, one schema for the
// form and POST /api/samples, and what staff read and do on /app/samples.
import { z } from 'zod';
import { MAX_SAMPLE_COLOURS, SAMPLE_MESSAGES, SAMPLE_MOVEMENTS, SAMPLE_STATUSES } from '../samples';
import { emailField, isoTimestamp, optionalText, requiredText, wholeNumber } from './fields';

export const sampleRequestBody = z.object({
  name: requiredText('Name', 200),
  email: emailField(),
  phone: optionalText('Phone', 50),
  street: requiredText('Street address', 200),
  suburb: requiredText('Suburb', 120),
  postcode: z
    .string({ error: 'Postcode is required' })
    .trim()
    .regex(/^\d{4}$/, { error: 'Postcode must be 4 digits' }),
  colours: z
    .array(requiredText('Colour', 100), { error: SAMPLE_MESSAGES.noColours })
    .min(1, { error: SAMPLE_MESSAGES.noColours })
    .max(MAX_SAMPLE_COLOURS, { error: SAMPLE_MESSAGES.tooManyColours })
    .refine((ids) => new Set(ids).size === ids.length, { error: SAMPLE_MESSAGES.sameColourTwice })
    .describe("The board colours' item ids, as the products page lists them (one item per colour)"),
});
export type SampleRequestBody = z.infer<typeof sampleRequestBody>;

export const sampleCreated = z.object({ id: z.uuid() });

export const sampleColour = z.object({ itemId: z.string(), range: z.string(), name: z.string() });

export const sampleRequestSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  street: z.string(),
  suburb: z.string(),
  postcode: z.string(),
  colours: z.array(sampleColour),
  status: z.enum(SAMPLE_STATUSES),
  requestedAt: isoTimestamp,
  postedAt: isoTimestamp.nullable(),
});
export type SampleRequestSummary = z.infer<typeof sampleRequestSummary>;

export const sampleRequestList = z.object({ requests: z.array(sampleRequestSummary) });

export const sampleStockLine = z.object({
  itemId: z.string(),
  range: z.string(),
  name: z.string(),
  onHand: z.number(),
  reserved: z.number(),
});

/** A row of the sample stock ledger: a change of a colour's samples on hand, who made it and why. */
export const sampleLedgerEntry = z.object({
  id: z.number().int(),
  itemId: z.string(),
  range: z.string(),
  name: z.string(),
  kind: z.enum(SAMPLE_MOVEMENTS),
  change: z.number().int(),
  before: z.number().int(),
  after: z.number().int(),
  reference: z.string().describe("Samples in: the delivery's reference; posted: who the samples went to"),
  by: z.string().nullable().describe('Who (their email); null: the system'),
  at: isoTimestamp,
});
export type SampleLedgerEntry = z.infer<typeof sampleLedgerEntry>;

export const sampleStockList = z.object({
  stock: z.array(sampleStockLine),
  ledger: z.array(sampleLedgerEntry).describe('The latest changes of sample stock, newest first'),
});

/** Samples in: a delivery of one colour's samples from the manufacturer, with its reference (as goods in). */
export const sampleStockBody = z.object({
  itemId: requiredText('Colour', 100),
  quantity: wholeNumber('Quantity', 1, 100_000),
  reference: requiredText('Reference', 100),
});
export type SampleStockBody = z.infer<typeof sampleStockBody>;

export const sampleIdParams = z.object({ id: z.uuid({ error: SAMPLE_MESSAGES.notFound }) });
