// A customer's account page (docs/product.md#trade-accounts): what they owe and what of it is overdue, and the
// months a statement can be asked for. One function for the balance, so the page, the statement and any
// later reader agree to the cent (money rules as orders: whole cents, never below zero per invoice).
import { TIME_ZONE } from './constants';
import { todayIn } from './dates';
import { invoiceStatus } from './invoices';
import { outstandingCents } from './tradeAccount';

export interface AccountBalance {
  /** Everything still owed on the invoices. */
  owingCents: number;
  /** The part of it past its due date (Melbourne). */
  overdueCents: number;
}

/** The balance owing and the overdue amount of a set of invoices, as of `now`. */
export function accountBalance(
  invoices: readonly { totalCents: number; paidCents: number; dueDate: string }[],
  now: Date = new Date(),
): AccountBalance {
  let owingCents = 0;
  let overdueCents = 0;
  for (const invoice of invoices) {
    const owed = outstandingCents(invoice);
    owingCents += owed;
    if (invoiceStatus(invoice, now) === 'overdue') overdueCents += owed;
  }
  return { owingCents, overdueCents };
}

/** A statement's month, 'YYYY-MM'. */
export const STATEMENT_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** How many months back the account page offers a statement. */
export const STATEMENT_MONTHS_OFFERED = 24;

/** The month 'YYYY-MM' of `now` in Melbourne. */
export function currentMonth(now: Date = new Date()): string {
  return todayIn(TIME_ZONE, now).slice(0, 7);
}

/** The months a statement is offered for, newest first: this month and the ones before it. */
export function statementMonths(now: Date = new Date(), count: number = STATEMENT_MONTHS_OFFERED): string[] {
  const [year, month] = currentMonth(now).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - i;
    return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '2026-11' as 'November 2026'. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return `${MONTH_NAMES[m - 1]} ${year}`;
}

/** The statement's file name: 'statement-2026-11.pdf'. */
export const statementFileName = (month: string) => `statement-${month}.pdf`;
