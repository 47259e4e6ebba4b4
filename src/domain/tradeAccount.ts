// Credit and statements of a trade account (docs/product.md#trade-accounts). Exposure is what the company
// owes or has on order: unpaid invoice balances plus orders not yet dispatched (not yet invoiced). A
// statement's closing balance is its opening balance plus the month's invoices minus its payments.

export interface InvoiceBalance {
  totalCents: number;
  paidCents: number;
}

/** What is still owed on an invoice (never below zero: an overpayment is not credit here). */
export function outstandingCents(invoice: InvoiceBalance): number {
  return Math.max(0, invoice.totalCents - invoice.paidCents);
}

/** Unpaid invoices plus the totals of orders not yet dispatched. */
export function creditExposureCents(invoices: readonly InvoiceBalance[], openOrderTotals: readonly number[]): number {
  return invoices.reduce((sum, i) => sum + outstandingCents(i), 0) + openOrderTotals.reduce((sum, t) => sum + t, 0);
}

/** True when placing an order of `orderTotalCents` would take the exposure over the limit. */
export function wouldExceedCredit(exposureCents: number, orderTotalCents: number, creditLimitCents: number): boolean {
  return exposureCents + orderTotalCents > creditLimitCents;
}

export interface StatementEntry {
  /** 'YYYY-MM-DD' Melbourne calendar day. */
  date: string;
  kind: 'invoice' | 'payment';
  reference: string;
  amountCents: number;
}

export interface Statement {
  openingCents: number;
  invoicesCents: number;
  paymentsCents: number;
  closingCents: number;
  /** The month's entries by date, invoices before payments on the same day, each with the running balance. */
  lines: (StatementEntry & { balanceCents: number })[];
}

/** The statement of month 'YYYY-MM' from every invoice and payment of the account. */
export function statementFor(month: string, entries: readonly StatementEntry[]): Statement {
  const start = `${month}-01`;
  const before = entries.filter((e) => e.date < start);
  const during = entries
    .filter((e) => e.date.startsWith(`${month}-`))
    .sort((a, b) => a.date.localeCompare(b.date) || (a.kind === b.kind ? 0 : a.kind === 'invoice' ? -1 : 1));
  const signed = (e: StatementEntry) => (e.kind === 'invoice' ? e.amountCents : -e.amountCents);
  const openingCents = before.reduce((sum, e) => sum + signed(e), 0);
  let balance = openingCents;
  const lines = during.map((e) => {
    balance += signed(e);
    return { ...e, balanceCents: balance };
  });
  const invoicesCents = during.filter((e) => e.kind === 'invoice').reduce((s, e) => s + e.amountCents, 0);
  const paymentsCents = during.filter((e) => e.kind === 'payment').reduce((s, e) => s + e.amountCents, 0);
  return { openingCents, invoicesCents, paymentsCents, closingCents: openingCents + invoicesCents - paymentsCents, lines };
}

/** 'INV-000042' (docs/product.md#trade-accounts: `INV-{6-digit sequence}`). */
export function invoiceNumber(sequence: number): string {
  return `INV-${String(sequence).padStart(6, '0')}`;
}
