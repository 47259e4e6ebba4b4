// Payment terms and due dates (docs/product.md#trade-accounts): `Pay before dispatch` (the default, and
// every retail customer: an invoice is due on issue) or `30 days end of month` (due on the last day of
// the month after the invoice's month). Dates are Melbourne calendar days, whatever the machine's zone.
import { TIME_ZONE } from './constants';
import { todayIn } from './dates';

export const PAYMENT_TERMS = ['pay_before_dispatch', 'eom_30'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];
export const PAYMENT_TERMS_LABELS: Record<PaymentTerms, string> = {
  pay_before_dispatch: 'Pay before dispatch',
  eom_30: '30 days end of month',
};
export const DEFAULT_PAYMENT_TERMS: PaymentTerms = 'pay_before_dispatch';

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** The last calendar day of a month (month 1-12), 'YYYY-MM-DD'. */
export function lastDayOfMonth(year: number, month: number): string {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${pad(year, 4)}-${pad(month)}-${pad(days)}`;
}

/** The Melbourne calendar day an invoice issued at `issuedAt` carries. */
export function invoiceDate(issuedAt: Date): string {
  return todayIn(TIME_ZONE, issuedAt);
}

/** The due date 'YYYY-MM-DD' of an invoice issued at `issuedAt` under the given terms. */
export function dueDate(terms: PaymentTerms, issuedAt: Date): string {
  const issued = invoiceDate(issuedAt);
  if (terms === 'pay_before_dispatch') return issued;
  const [year, month] = issued.split('-').map(Number);
  // The month after the invoice's month; December rolls into January of the next year.
  return month === 12 ? lastDayOfMonth(year + 1, 1) : lastDayOfMonth(year, month + 1);
}

/** An unpaid invoice is overdue from the day after its due date (Melbourne). */
export function isOverdue(due: string, outstandingCents: number, now: Date = new Date()): boolean {
  return outstandingCents > 0 && todayIn(TIME_ZONE, now) > due;
}
