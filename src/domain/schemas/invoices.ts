// Invoices and payments (docs/product.md#trade-accounts): one schema per payload, used by browser and server.
import { z } from 'zod';
import { INVOICE_STATUSES } from '../invoices';
import { PAYMENT_TERMS } from '../paymentTerms';
import { formatDate } from '../dates';
import { dayField } from './delivery';
import { enumField, isoTimestamp, optionalText, searchQuery, wholeNumber } from './fields';

export const INVOICE_PAGE_MAX = 100;
/** A page without `limit`. */
export const INVOICE_PAGE_DEFAULT = 50;

export const INVOICE_MESSAGES = {
  notFound: 'Invoice not found',
  adminOnly: 'Only an admin can record a payment',
  exportAdminOnly: 'Only an admin can export invoices',
  overpaid: 'The payment is more than the invoice still owes',
} as const;
/** A payment above this many cents is a typing mistake ($10 million). */
export const MAX_PAYMENT_CENTS = 1_000_000_000;

export const invoicePayment = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  date: z.string().describe('YYYY-MM-DD: the day the money arrived'),
  reference: z.string(),
  recordedAt: isoTimestamp,
});

export const invoice = z.object({
  id: z.string(),
  number: z.string().describe('INV-{6-digit sequence}'),
  orderId: z.string(),
  orderRef: z.string(),
  ownerEmail: z.string().describe('The ordering user'),
  accountId: z.string().nullable(),
  customerName: z.string().describe("The company's name; '' for a retail customer"),
  customerAbn: z.string().describe("The company's ABN; '' when not known"),
  sellerAbn: z.string(),
  poReference: z.string(),
  terms: z.enum(PAYMENT_TERMS),
  issuedAt: isoTimestamp,
  issueDate: z.string().describe('YYYY-MM-DD (Melbourne)'),
  dueDate: z.string().describe('YYYY-MM-DD (Melbourne)'),
  subtotalCents: z.number().int(),
  gstCents: z.number().int(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  outstandingCents: z.number().int(),
  status: z
    .enum(INVOICE_STATUSES)
    .describe('paid when fully paid; overdue when owed after the due date; part_paid when partly paid and not yet due; unpaid otherwise'),
});
export const invoiceList = z.array(invoice);

/** GET /api/invoices/{id}: the invoice with its payments, oldest first. */
export const invoiceDetail = invoice.extend({ payments: z.array(invoicePayment) });

export const invoiceListQuery = z.object({
  status: enumField('Status', INVOICE_STATUSES).optional(),
  company: z.uuid({ error: 'company must be a company id' }).optional(),
  overdue: z.enum(['true', 'false'], { error: 'overdue must be true or false' }).optional().describe('true: only overdue invoices'),
  q: searchQuery.describe('Invoice number, order reference, PO reference, company or customer e-mail'),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(INVOICE_PAGE_MAX, { error: `limit must be at most ${INVOICE_PAGE_MAX}` })
    .optional(),
  cursor: z.string().max(200, { error: 'cursor is not valid' }).optional(),
});

/** GET /api/invoices/export.csv (admins): the list's filters, every matching invoice. */
export const invoiceExportQuery = invoiceListQuery.omit({ limit: true, cursor: true });

/** POST /api/invoices/{id}/payments (admins). */
export const paymentInput = z.object({
  amountCents: wholeNumber('Amount', 1, MAX_PAYMENT_CENTS),
  date: dayField('Payment date'),
  reference: optionalText('Reference', 100),
});

/** The days a payment may carry (docs/product.md#trade-accounts): the invoice's own date to today, in Melbourne. */
export interface PaymentDates {
  /** Today, YYYY-MM-DD in Melbourne. */
  today: string;
  /** The invoice's date, YYYY-MM-DD. */
  issueDate: string;
}

export const PAYMENT_DATE_MESSAGES = {
  future: 'Payment date cannot be after today',
  beforeInvoice: (issueDate: string) => `Payment date cannot be before the invoice's date (${formatDate(issueDate)})`,
} as const;

/** Why a payment cannot carry this date, or null (dates compare as ISO strings). */
export function paymentDateProblem(date: string, dates: PaymentDates): string | null {
  if (date > dates.today) return PAYMENT_DATE_MESSAGES.future;
  if (date < dates.issueDate) return PAYMENT_DATE_MESSAGES.beforeInvoice(dates.issueDate);
  return null;
}

/** paymentInput for one invoice on one day: the form and the server check the same dates. */
export function paymentInputFor(dates: PaymentDates) {
  return paymentInput.superRefine((payment, ctx) => {
    const message = paymentDateProblem(payment.date, dates);
    if (message) ctx.addIssue({ code: 'custom', path: ['date'], message });
  });
}

export type Invoice = z.infer<typeof invoice>;
export type InvoiceDetail = z.infer<typeof invoiceDetail>;
export type InvoicePayment = z.infer<typeof invoicePayment>;
export type PaymentInput = z.infer<typeof paymentInput>;
