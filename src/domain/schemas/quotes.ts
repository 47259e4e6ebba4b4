// Staff quotes and their public link (docs/product.md#quotes). Staff
// (admins): GET/POST /api/quotes, GET/PATCH /api/quotes/{id}, POST /api/quotes/{id}/send|revise|withdraw,
// GET /api/quotes/{id}/pdf, POST /api/leads/{id}/quote. The customer, by the link's token:
// GET /api/public/quotes/{token}, POST .../accept, POST .../changes. The token is never in a staff answer.
import { z } from 'zod';
import { DELIVERY_METHODS, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '../constants';
import { MESSAGES } from '../messages';
import { QUOTE_LINE_KINDS, QUOTE_MESSAGES, QUOTE_STATUS_VALUES } from '../quotes';
import { PRICE_TIERS } from '../tradePricing';
import { emailField, enumField, isoTimestamp, optionalText, requiredText, searchQuery, wholeNumber } from './fields';
import { leadKind, leadShape } from './leadsInbox';
import { preferredDate } from './orders';
import { PO_LABEL, PO_MAX_LENGTH } from '../purchaseOrder';

export const quoteStatus = z.enum(QUOTE_STATUS_VALUES);

/** More lines than any real quote needs, as for orders; keeps a draft's save bounded. */
export const MAX_QUOTE_LINES = 200;
/** $100,000 a unit: well above anything the catalogue sells, so a slip of the keyboard is caught. */
export const MAX_UNIT_PRICE_CENTS = 10_000_000;
export const QUOTE_PAGE_DEFAULT = 25;
export const QUOTE_PAGE_MAX = 100;

const quantity = wholeNumber('Quantity', MIN_LINE_QUANTITY, MAX_LINE_QUANTITY);
const unitPriceCents = wholeNumber('Unit price', 0, MAX_UNIT_PRICE_CENTS).describe('GST-inclusive cents');

/** YYYY-MM-DD; the 1-to-90-days rule needs the clock, so the server checks it (validUntilProblem). */
const calendarDate = (label: string) =>
  z
    .string({ error: `${label} must be a date written YYYY-MM-DD` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date written YYYY-MM-DD` });

// ---- Staff requests ----

/** A catalogue line: the catalogue's price unless staff override it (`unitPriceCents`; null or absent keeps the catalogue's). */
export const quoteItemLineInput = z.object({
  kind: z.literal('item'),
  itemId: requiredText('Item id', 100),
  quantity,
  unitPriceCents: unitPriceCents.nullable().optional(),
});

/** A free line: delivery, installation or anything the catalogue does not sell. */
export const quoteFreeLineInput = z.object({
  kind: z.literal('free'),
  description: requiredText('Description', 300),
  quantity,
  unitPriceCents,
});

export const quoteLineInput = z.discriminatedUnion('kind', [quoteItemLineInput, quoteFreeLineInput], {
  error: 'Each line must be a catalogue item (kind "item") or a free line (kind "free")',
});

export const quoteDiscountInput = z
  .discriminatedUnion(
    'kind',
    [
      z.object({
        kind: z.literal('percent'),
        percent: z
          .number({ error: 'Discount percentage must be a number' })
          .gt(0, { error: 'Discount percentage must be more than 0' })
          .max(100, { error: 'Discount percentage must be at most 100' })
          .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, {
            error: 'Discount percentage has at most two decimals',
          }),
      }),
      z.object({
        kind: z.literal('amount'),
        amountCents: wholeNumber('Discount amount', 1, 1_000_000_000).describe('GST-inclusive cents'),
      }),
    ],
    { error: 'Discount must be a percentage (kind "percent") or an amount (kind "amount")' },
  )
  .nullable()
  .describe('Shown as a line of its own; never takes the total below zero. null removes it');

/** POST /api/quotes: a quote for a customer who never sent a lead. */
export const quoteCreate = z.object({
  customerName: requiredText('Customer name', 200),
  customerEmail: emailField('Customer email'),
  customerPhone: optionalText('Customer phone', 50),
  customerSuburb: optionalText('Customer suburb', 120),
});

/** PATCH /api/quotes/{id}: what the editor saves; only the fields sent change. `lines` replaces the draft's lines whole. */
export const quoteDraftPatch = z
  .object({
    customerName: requiredText('Customer name', 200).optional(),
    customerEmail: emailField('Customer email').optional(),
    customerPhone: z
      .string({ error: 'Customer phone must be text' })
      .max(50, { error: 'Customer phone must be at most 50 characters' })
      .optional(),
    customerSuburb: z
      .string({ error: 'Customer suburb must be text' })
      .max(120, { error: 'Customer suburb must be at most 120 characters' })
      .optional(),
    note: z.string({ error: 'Note must be text' }).max(5000, { error: 'Note must be at most 5000 characters' }).optional(),
    validUntil: calendarDate('Valid until').nullable().optional().describe('Last valid day (Melbourne); null: 30 days from sending'),
    lines: z
      .array(quoteLineInput, { error: 'Lines must be a list' })
      .max(MAX_QUOTE_LINES, { error: `At most ${MAX_QUOTE_LINES} lines per quote` })
      .optional(),
    discount: quoteDiscountInput.optional(),
  })
  .strict();

/** POST /api/quotes/{id}/send: the body may be empty; `validUntil` sets the date at the last moment. */
export const quoteSend = z
  .object({
    validUntil: calendarDate('Valid until').optional(),
  })
  .default({});

export const quoteListQuery = z.object({
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), enumField('status', QUOTE_STATUS_VALUES).optional()),
  q: searchQuery.describe('Quote number, customer name or email (contains, any case)'),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(QUOTE_PAGE_MAX, { error: `limit must be at most ${QUOTE_PAGE_MAX}` })
    .optional(),
  cursor: z.string().max(200, { error: 'cursor is not valid' }).optional(),
});

// ---- Answers ----

export const quoteLine = z.object({
  id: z.number().int(),
  kind: z.enum(QUOTE_LINE_KINDS),
  itemId: z.string().nullable().describe('Catalogue item; null for free and discount lines'),
  sku: z.string().nullable(),
  description: z.string().describe('The catalogue name, the free line text, or the discount label'),
  unit: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  lineTotalCents: z.number().int().describe('Negative on the discount line'),
  cataloguePriceCents: z.number().int().nullable().describe('The catalogue price now (drafts) or when the version was sent'),
  overridden: z.boolean(),
  overriddenBy: z.string().nullable().describe('Email of the staff member who set the price'),
  // docs/product.md#trade-accounts: a customer who is a member of a trade company is quoted the company's prices.
  tradePrice: z.boolean().describe("Priced at the customer's trade company's price (shown as Trade price)"),
  retailPriceCents: z.number().int().nullable().describe('The catalogue price a trade price replaces; null on other lines'),
  customerPriceCents: z
    .number()
    .int()
    .nullable()
    .describe("The customer's own price for the item before any staff change (their company's or the catalogue's)"),
});

/** The customer's trade company and the prices it buys at; null on a quote for a retail customer. */
export const quoteCustomerPricing = z.object({
  company: z.string(),
  tier: z.enum(PRICE_TIERS),
  overrides: z.array(z.object({ item_id: z.string(), unitPriceCents: z.number().int() })),
});

export const quoteDiscount = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), percent: z.number() }),
  z.object({ kind: z.literal('amount'), amountCents: z.number().int() }),
]);

const totals = {
  subtotalCents: z.number().int().describe('Total less GST'),
  gstCents: z.number().int().describe('GST in the total: one eleventh, rounded half up'),
  totalCents: z.number().int().describe('GST inclusive, never below zero'),
};

export const quoteVersion = z.object({
  version: z.number().int(),
  sentAt: isoTimestamp,
  sentBy: z.string().nullable(),
  validUntil: z.string().describe('YYYY-MM-DD'),
  note: z.string(),
  lines: z.array(quoteLine),
  discount: quoteDiscount.nullable(),
  ...totals,
});

export const quoteChangeRequest = z.object({
  id: z.number().int(),
  version: z.number().int(),
  message: z.string(),
  createdAt: isoTimestamp,
});

/** The order an accepted quote became (and, on the order, the quote it came from). */
export const quoteOrderRef = z.object({ id: z.string(), reference: z.string().describe('BW- and the first 8 characters of the id') });

export const quoteSummary = z.object({
  id: z.string(),
  number: z.string().describe('Q-{year}-{sequence}'),
  status: quoteStatus.describe('An open quote past its date reads expired'),
  customerName: z.string(),
  customerEmail: z.string(),
  lead: z.object({ id: z.string(), kind: leadKind, name: z.string() }).nullable(),
  version: z.number().int().describe('The version being drafted or last sent (1, 2, ...)'),
  sentVersion: z.number().int().nullable().describe('The latest version the customer can see; null before the first send'),
  totalCents: z.number().int(),
  sentAt: isoTimestamp.nullable(),
  validUntil: z.string().nullable().describe('YYYY-MM-DD; null on a draft that takes the 30 days from sending'),
  viewedAt: isoTimestamp.nullable(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export const quoteList = z.array(quoteSummary);

export const quoteDetail = quoteSummary.extend({
  customerPhone: z.string(),
  customerSuburb: z.string(),
  note: z.string(),
  createdBy: z.string().nullable(),
  lines: z.array(quoteLine).describe('The draft (or, once sent, the current version): item and free lines, then the discount line'),
  discount: quoteDiscount.nullable(),
  ...totals,
  versions: z.array(quoteVersion).describe('Every sent version, oldest first'),
  changeRequests: z.array(quoteChangeRequest).describe('Oldest first'),
  order: quoteOrderRef.nullable(),
  acceptedAt: isoTimestamp.nullable(),
  withdrawnAt: isoTimestamp.nullable(),
  reminderSentAt: isoTimestamp.nullable(),
  shapes: z.array(leadShape).nullable().describe('The deck plan of the quote request it came from; null when it came from none'),
  customerPricing: quoteCustomerPricing
    .nullable()
    .describe("The customer's trade company (by their e-mail's account) and its prices; null for a retail customer"),
});

// ---- The customer's link ----

export const publicQuote = z.object({
  number: z.string(),
  version: z.number().int().describe('The latest sent version'),
  revised: z.boolean().describe('True from version 2 on'),
  status: quoteStatus.describe('sent, viewed, changes_requested, accepted or expired; a withdrawn quote answers 410'),
  underRevision: z.boolean().describe('Staff are preparing a new version: this one can no longer be accepted'),
  customerName: z.string(),
  sentAt: isoTimestamp,
  validUntil: z.string().describe('YYYY-MM-DD, the last day (Melbourne)'),
  note: z.string(),
  lines: z.array(quoteLine.omit({ cataloguePriceCents: true, overridden: true, overriddenBy: true, customerPriceCents: true })),
  ...totals,
  shapes: z.array(leadShape).nullable(),
  canAccept: z.boolean().describe('Open, the latest version sent, and within its date'),
  poRequired: z.boolean().describe("The customer's company requires a purchase order / job reference on every order"),
  order: z.object({ reference: z.string() }).nullable(),
});

/** POST /api/public/quotes/{token}/accept. `version` is the one the customer read: a revised quote refuses the old one. */
export const quoteAccept = z
  .object({
    method: enumField('Delivery method', DELIVERY_METHODS, MESSAGES.selectDeliveryMethod),
    address: optionalText('Street address', 300),
    cityPostcode: optionalText('City / postcode', 200),
    preferredDate,
    /** The order's purchase order / job reference: the wizard's field, required when the customer's company says so. */
    reference: optionalText(PO_LABEL, PO_MAX_LENGTH),
    acceptTerms: z.literal(true, { error: QUOTE_MESSAGES.acceptTerms }),
    version: z.number().int().min(1).optional().describe('The version shown; refused when the quote has been revised since'),
  })
  .superRefine((body, ctx) => {
    if (body.method !== 'delivery') return;
    for (const field of ['address', 'cityPostcode'] as const) {
      if (body[field].trim() === '') ctx.addIssue({ code: 'custom', path: [field], message: MESSAGES.fillDeliveryAddress });
    }
  });

export const quoteAcceptResult = z.object({
  orderReference: z.string(),
  quote: publicQuote,
});

/** POST /api/public/quotes/{token}/changes. */
export const quoteChanges = z.object({
  message: requiredText('Message', 5000),
});

export const quoteTokenParams = z.object({ token: z.string().max(200) });

export type QuoteLineInput = z.infer<typeof quoteLineInput>;
export type QuoteCreate = z.infer<typeof quoteCreate>;
export type QuoteDraftPatch = z.infer<typeof quoteDraftPatch>;
export type QuoteLine = z.infer<typeof quoteLine>;
export type QuoteCustomerPricing = z.infer<typeof quoteCustomerPricing>;
export type QuoteVersion = z.infer<typeof quoteVersion>;
export type QuoteSummary = z.infer<typeof quoteSummary>;
export type QuoteDetail = z.infer<typeof quoteDetail>;
export type PublicQuote = z.infer<typeof publicQuote>;
export type QuoteAccept = z.infer<typeof quoteAccept>;
export type QuoteAcceptInput = z.input<typeof quoteAccept>;
export type QuoteAcceptResult = z.infer<typeof quoteAcceptResult>;
