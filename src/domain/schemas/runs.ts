// The last mile's calls (docs/product.md#delivery): staff give a day's deliveries to a driver in
// order, the driver runs the day, and the order shows its proof. One schema per payload, used by the
// browser (the run page's outbox) and the server.
import { z } from 'zod';
import { DELIVERY_STATUSES, NOT_DELIVERED_REASONS } from '../lastMile';
import { dayField } from './delivery';
import { booleanField, enumField, isoTimestamp, isUuid, optionalText, wholeNumber } from './fields';

/** A run holds at most the busiest day's deliveries (capacity is at most 100). */
export const MAX_RUN_STOPS = 100;
/** Photos of one step: at least one when left on site or not delivered. */
export const MAX_STEP_PHOTOS = 3;
/** An uploaded photo (docs/product.md#designs: site photos up to 15 MB), base64 in the step's JSON. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const MAX_SIGNATURE_BYTES = 1024 * 1024;
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;
/** The step's body limit: its photos and signature as base64, and room for the rest. */
export const STEP_BODY_LIMIT = base64Length(MAX_PHOTO_BYTES) * MAX_STEP_PHOTOS + base64Length(MAX_SIGNATURE_BYTES) + 64 * 1024;

const uuidField = (label: string) => z.string({ error: `${label} is required` }).refine(isUuid, { error: `${label} not found` });

export const runAssignBody = z.object({
  day: dayField('Day'),
  driverId: uuidField('Driver'),
  orderIds: z
    .array(uuidField('Order'), { error: 'Orders must be a list' })
    .max(MAX_RUN_STOPS, { error: `At most ${MAX_RUN_STOPS} stops` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'An order can be a stop only once' }),
});

export const runsQuery = z.object({ day: dayField('Day') });

export const driverSummary = z.object({ id: z.string(), email: z.string() });
export const driverList = z.array(driverSummary);

export const runStopLine = z.object({
  kind: z.enum(['board', 'hardware']),
  lineId: z.number().int(),
  name: z.string(),
  quantity: z.number().int().describe('To deliver on this stop'),
  backOrdered: z.number().int().describe('Waiting for goods in: not on the truck'),
});

export const runStop = z.object({
  orderId: z.string(),
  ref: z.string(),
  position: z.number().int(),
  customer: z.string(),
  address: z.string(),
  mapsUrl: z.string().describe('Opens the phone maps app at the address'),
  phone: z.string().nullable().describe('tel: link target, null when none is known'),
  instructions: z.string(),
  leaveOnSite: z.boolean(),
  window: z.object({ from: z.string(), to: z.string() }),
  deliveryStatus: z.enum(DELIVERY_STATUSES),
  lines: z.array(runStopLine),
});
export type RunStop = z.infer<typeof runStop>;

export const run = z.object({
  id: z.string(),
  day: z.string(),
  driver: driverSummary,
  startedAt: isoTimestamp.nullable(),
  stops: z.array(runStop),
});
export type Run = z.infer<typeof run>;
export const runList = z.array(run);

export const runParams = z.object({ id: z.string() });
export const stopParams = z.object({ id: z.string(), orderId: z.string() });

const stepKey = z
  .string({ error: 'Key is required' })
  .min(8, { error: 'Key must be at least 8 characters' })
  .max(100, { error: 'Key must be at most 100 characters' })
  .regex(/^[\x21-\x7E]+$/, { error: 'Key must be visible ASCII characters' });

const image = (label: string, maxBytes: number) =>
  z
    .string({ error: `${label} must be an image` })
    .max(base64Length(maxBytes) + 100, { error: `${label} must be at most ${Math.round(maxBytes / 1024 / 1024)} MB` })
    .describe('base64, or a data: URL');

const photos = z
  .array(image('Photo', MAX_PHOTO_BYTES), { error: 'Photos must be a list' })
  .max(MAX_STEP_PHOTOS, { error: `At most ${MAX_STEP_PHOTOS} photos` })
  .default([]);

export const startBody = z.object({ key: stepKey });

export const stepBody = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('on_the_way'), key: stepKey }),
    z.object({
      kind: z.literal('delivered'),
      key: stepKey,
      lines: z
        .array(
          z.object({
            lineId: wholeNumber('Line', 0, Number.MAX_SAFE_INTEGER),
            kind: z.enum(['board', 'hardware']),
            delivered: wholeNumber('Delivered', 0, 10000),
          }),
        )
        .max(400),
      leftOnSite: booleanField('Left on site').default(false),
      receiverName: optionalText('Receiver name', 200),
      signature: image('Signature', MAX_SIGNATURE_BYTES).nullable().default(null),
      photos,
    }),
    z.object({
      kind: z.literal('not_delivered'),
      key: stepKey,
      reason: enumField('Reason', NOT_DELIVERED_REASONS),
      photos,
    }),
  ],
  { error: 'Kind must be one of: on_the_way, delivered, not_delivered' },
);
export type StepBody = z.input<typeof stepBody>;

export const stepResult = z.object({
  recorded: z.boolean().describe('False when this key was already recorded (nothing changed)'),
  deliveryStatus: z.enum(DELIVERY_STATUSES),
  followUp: z.boolean().describe('A short delivery: the rest waits in To schedule'),
});

export const deliveryAttempt = z.object({
  id: z.string(),
  kind: z.enum(['delivered', 'not_delivered']),
  recordedAt: isoTimestamp,
  receiverName: z.string().nullable(),
  leftOnSite: z.boolean(),
  reason: z.string().nullable().describe('Label of why not delivered'),
  lines: z.array(z.object({ name: z.string(), ordered: z.number().int(), delivered: z.number().int() })),
  signatureUrl: z.string().nullable(),
  photoUrls: z.array(z.string()),
});

export const orderDelivery = z.object({
  status: z.enum(DELIVERY_STATUSES).nullable(),
  statusLabel: z.string().nullable(),
  outstanding: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  rescheduleReason: z.string().nullable(),
  attempts: z.array(deliveryAttempt),
  proofUrl: z.string().nullable(),
});
export type OrderDelivery = z.infer<typeof orderDelivery>;
