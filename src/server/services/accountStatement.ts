// A customer's own account (docs/product.md#trade-accounts): the balance owing and overdue on the invoices the
// account page lists, and a month's statement of them. The invoices are those GET /api/invoices shows the
// user (their own, and their company's for a member), except that an admin's account is their own alone:
// the staff's view of every invoice is /app/invoices, not a balance anyone owes.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { accountBalance, type AccountBalance } from '../../domain/accountBalance';
import { invoiceNumber, type StatementEntry } from '../../domain/tradeAccount';
import type { Db } from '../db/client';
import { invoicePayments, invoices } from '../db/schema';
import { paidCents } from './invoices';
import { visibleTo, type Viewer } from './visibility';

function accountInvoices(viewer: Viewer): SQL | undefined {
  return viewer.role === 'admin' ? eq(invoices.ownerId, viewer.id) : visibleTo(viewer, 'orders', invoices.ownerId, invoices.accountId);
}

/** The balance owing and overdue on the user's account, as of `now`. */
export async function balanceFor(db: Db, viewer: Viewer, now: Date): Promise<AccountBalance> {
  const rows = await db
    .select({ totalCents: invoices.totalCents, paidCents, dueDate: invoices.dueDate })
    .from(invoices)
    .where(and(accountInvoices(viewer), sql`${invoices.totalCents} > ${paidCents}`));
  return accountBalance(
    rows.map((r) => ({ ...r, paidCents: Number(r.paidCents) })),
    now,
  );
}

/** Every invoice and payment of the user's account, for statementFor; null when the account has no invoice. */
export async function statementEntries(db: Db, viewer: Viewer): Promise<StatementEntry[] | null> {
  const issued = await db
    .select({ id: invoices.id, sequence: invoices.sequence, issueDate: invoices.issueDate, totalCents: invoices.totalCents })
    .from(invoices)
    .where(accountInvoices(viewer))
    .orderBy(asc(invoices.issueDate), asc(invoices.sequence));
  if (issued.length === 0) return null;
  const numbers = new Map(issued.map((i) => [i.id, invoiceNumber(i.sequence)]));
  const payments = await db
    .select({
      invoiceId: invoicePayments.invoiceId,
      paidOn: invoicePayments.paidOn,
      amountCents: invoicePayments.amountCents,
      reference: invoicePayments.reference,
    })
    .from(invoicePayments)
    .where(inArray(invoicePayments.invoiceId, [...numbers.keys()]))
    .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.id));
  return [
    ...issued.map((i): StatementEntry => ({
      date: i.issueDate,
      kind: 'invoice',
      reference: numbers.get(i.id)!,
      amountCents: i.totalCents,
    })),
    ...payments.map((p): StatementEntry => ({
      date: p.paidOn,
      kind: 'payment',
      // A payment reads as the invoice it paid, with the payer's reference where one was given.
      reference: p.reference ? `${numbers.get(p.invoiceId)!} (${p.reference})` : numbers.get(p.invoiceId)!,
      amountCents: p.amountCents,
    })),
  ];
}
