// An invoice's status (docs/product.md#trade-accounts): Paid when its payments cover its total, Overdue when
// money is still owed after its due date (Melbourne), Part paid when some is paid and the rest not yet due
// (docs/product.md#money), Unpaid otherwise. Worked out when read, so an
// invoice turns Overdue at midnight without anything written.
import { isOverdue } from './paymentTerms';
import { outstandingCents } from './tradeAccount';

export const INVOICE_STATUSES = ['unpaid', 'part_paid', 'overdue', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  unpaid: 'Unpaid',
  part_paid: 'Part paid',
  overdue: 'Overdue',
  paid: 'Paid',
};

export const INVOICE_TITLE = 'Tax invoice';

/** the e-mail table of docs/product.md#e-mail: the invoice issued. */
export function invoiceSubject(number: string, orderRef: string): string {
  return `${INVOICE_TITLE} ${number} for order ${orderRef}`;
}

export function invoiceStatus(invoice: { totalCents: number; paidCents: number; dueDate: string }, now: Date = new Date()): InvoiceStatus {
  const owed = outstandingCents(invoice);
  if (owed === 0) return 'paid';
  if (isOverdue(invoice.dueDate, owed, now)) return 'overdue';
  return invoice.paidCents > 0 ? 'part_paid' : 'unpaid';
}

/** 'INV-000042' or '000042' or '42' as the number's sequence; null when it is not an invoice number. */
export function invoiceSequence(text: string): number | null {
  const match = /^(?:INV-?)?0*(\d{1,15})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}
