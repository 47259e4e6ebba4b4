// The staff inbox's API (admins only): GET /api/leads, GET /api/leads/{id}, PATCH /api/leads/{id},
// POST /api/leads/{id}/notes. Lists page by keyset as GET /api/orders does: a bare array, newest
// first, and with more to come the X-Next-Cursor and Link headers name the next page. Sample requests
// are the inbox's third kind (docs/product.md#leads): listed and opened here, posted by POST /api/samples/{id}/posted.
import { z } from 'zod';
import {
  INBOX_KIND_VALUES,
  INBOX_STATUS_VALUES,
  inboxStatusesOf,
  isStatusOf,
  LEAD_KIND_VALUES,
  LEAD_PAGE_MAX,
  LEAD_STATUS_VALUES,
  NOTIFICATION_STATUS_VALUES,
} from '../leads';
import { SAMPLE_STATUSES } from '../samples';
import { enumField, isoTimestamp, searchQuery, requiredText } from './fields';
import { quoteShape } from './leads';
import { layoutFigures } from './designs';
import { quoteMaterials } from './leads';
import { sampleColour } from './samples';

export const leadStatus = z.enum(LEAD_STATUS_VALUES);
export const leadKind = z.enum(LEAD_KIND_VALUES);

/**
 * `status` empty or absent means All, else one of the tab's statuses (lead statuses for quote and
 * enquiry, requested or posted for sample); `q` matches name, email, phone and suburb (case-insensitive, anywhere).
 */
export const leadListQuery = z
  .object({
    kind: enumField('kind', INBOX_KIND_VALUES).default('quote'),
    status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), enumField('status', INBOX_STATUS_VALUES).optional()),
    q: searchQuery,
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int({ error: 'limit must be a whole number' })
      .min(1, { error: 'limit must be at least 1' })
      .max(LEAD_PAGE_MAX, { error: `limit must be at most ${LEAD_PAGE_MAX}` })
      .optional(),
    cursor: z.string().max(200, { error: 'cursor is not valid' }).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.status !== undefined && !isStatusOf(query.kind, query.status)) {
      const values = inboxStatusesOf(query.kind).map((s) => s.value);
      ctx.addIssue({ code: 'custom', path: ['status'], message: `status must be one of: ${values.join(', ')}` });
    }
  });

/** One inbox row. Quote rows carry suburb, area and boards; enquiry rows the project type (slug). */
export const leadSummary = z.object({
  id: z.string(),
  kind: leadKind,
  status: leadStatus,
  receivedAt: isoTimestamp,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  suburb: z.string().nullable(),
  projectType: z.string().nullable(),
  deckAreaSqMeters: z.number().nullable(),
  boardsRequired: z.number().nullable(),
});

/** One row of the Sample requests tab: who asked, the colours, where to post them, and whether they were. */
export const sampleLeadSummary = z.object({
  id: z.string(),
  kind: z.literal('sample'),
  status: z.enum(SAMPLE_STATUSES),
  receivedAt: isoTimestamp,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  street: z.string(),
  suburb: z.string(),
  postcode: z.string(),
  colours: z.array(sampleColour),
  postedAt: isoTimestamp.nullable(),
});
export const sampleLeadList = z.array(sampleLeadSummary);

/** A page of a tab: quote and enquiry rows are leadSummary, sample rows sampleLeadSummary. */
export const leadList = z.array(z.discriminatedUnion('kind', [leadSummary, sampleLeadSummary]));
/** The quote and enquiry tabs' rows only (what those two tabs always answer). */
export const storedLeadList = z.array(leadSummary);

export const leadStatusChange = z.object({
  fromStatus: leadStatus.nullable(),
  toStatus: leadStatus,
  /** E-mail of the admin who made it; null for the lead's arrival. */
  changedBy: z.string().nullable(),
  changedAt: isoTimestamp,
});

export const leadNote = z.object({
  id: z.number(),
  text: z.string(),
  author: z.string(),
  createdAt: isoTimestamp,
});

/** An e-mail sent (or owed) about a lead or an order, with its delivery state. */
export const notificationSummary = z.object({
  id: z.string(),
  template: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(NOTIFICATION_STATUS_VALUES),
  attempts: z.number(),
  createdAt: isoTimestamp,
  sentAt: isoTimestamp.nullable(),
});

/** A shape as the plan draws it: the spec's bounding box, and its outline when the calculator sent one. */
export const leadShape = quoteShape;

/** A colour the customer chose, resolved against the catalogue (null hex when the item is gone). */
export const leadColour = z.object({
  step: z.string(),
  itemId: z.string().nullable(),
  name: z.string(),
  hex: z.string().nullable(),
});

const figures = z.object({
  boardBrand: z.string().nullable(),
  boardsRequired: z.number().nullable(),
  clipBoxesNeeded: z.number().nullable(),
});

const leadBase = {
  id: z.string(),
  status: leadStatus,
  receivedAt: isoTimestamp,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  history: z.array(leadStatusChange),
  notes: z.array(leadNote),
  emails: z.array(notificationSummary),
};

export const quoteLeadDetail = z.object({
  ...leadBase,
  kind: z.literal('quote'),
  suburb: z.string(),
  /** The slug; the screen shows its label (PROJECT_TIMEFRAMES). */
  projectTimeframe: z.string(),
  needInstaller: z.boolean(),
  variant: z.enum(['calculator', 'full']),
  deckAreaSqMeters: z.number(),
  shapes: z.array(leadShape),
  colours: z.array(leadColour),
  browserFigures: figures,
  serverFigures: figures,
  /** The board layout of the drawing sent (the plan's figures, shown before the quick estimate); null without one. */
  layout: layoutFigures.nullable(),
  /** The plan's priced list as the customer saw it (docs/product.md#bill-of-materials); null without one. */
  materials: quoteMaterials.nullable(),
  /** The full form's free text (calculation details, board colour), when sent. */
  calculationDetails: z.string().nullable(),
  /** The signed-in sender's saved design the quote was sent from; null when none (or since deleted). */
  design: z.object({ id: z.string(), name: z.string() }).nullable(),
});

export const enquiryLeadDetail = z.object({
  ...leadBase,
  kind: z.literal('enquiry'),
  /** Slugs; the screen shows their labels (CONTACT_PROJECT_TYPES, CONTACT_TIMELINES). */
  projectType: z.string().nullable(),
  timeline: z.string().nullable(),
  message: z.string(),
  newsletter: z.boolean(),
});

export const leadDetail = z.discriminatedUnion('kind', [quoteLeadDetail, enquiryLeadDetail]);

/** A sample request opened from the inbox: its colours, the postal address, Posted or not, and its e-mails. */
export const sampleLeadDetail = sampleLeadSummary.extend({
  emails: z.array(notificationSummary),
});

/** GET /api/leads/{id}: a quote request, an enquiry or a sample request. */
export const inboxLeadDetail = z.discriminatedUnion('kind', [quoteLeadDetail, enquiryLeadDetail, sampleLeadDetail]);

export const leadStatusUpdate = z.object({
  status: enumField('Status', LEAD_STATUS_VALUES),
});

export const leadNoteCreate = z.object({
  text: requiredText('Note', 5000),
});

export type LeadSummary = z.infer<typeof leadSummary>;
export type LeadDetail = z.infer<typeof leadDetail>;
export type SampleLeadSummary = z.infer<typeof sampleLeadSummary>;
export type SampleLeadDetail = z.infer<typeof sampleLeadDetail>;
export type InboxLeadDetail = z.infer<typeof inboxLeadDetail>;
export type QuoteLeadDetail = z.infer<typeof quoteLeadDetail>;
export type EnquiryLeadDetail = z.infer<typeof enquiryLeadDetail>;
export type LeadNote = z.infer<typeof leadNote>;
export type NotificationSummary = z.infer<typeof notificationSummary>;
