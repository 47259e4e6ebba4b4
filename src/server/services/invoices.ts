// Tax invoices and their payments (docs/product.md#trade-accounts). An invoice is issued once, when its order
// is first dispatched, inside the status change's transaction (the order's row lock orders two dispatches
// one after the other; the unique order id refuses a second invoice whatever happens). Its figures are the
// order's stored ones; its status (Unpaid, Part paid, Overdue, Paid) is worked out from its payments when read.
import { and, asc, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { COMPANY, TIME_ZONE } from '../../domain/constants';
import { todayIn } from '../../domain/dates';
import { orderRef } from '../../domain/format';
import { invoiceSequence, invoiceStatus, type InvoiceStatus } from '../../domain/invoices';
import { DEFAULT_PAYMENT_TERMS, dueDate, invoiceDate, type PaymentTerms } from '../../domain/paymentTerms';
import {
  paymentDateProblem,
  type Invoice,
  type InvoiceDetail,
  type InvoicePayment,
  type PaymentInput,
} from '../../domain/schemas/invoices';
import { invoiceNumber, type InvoiceBalance } from '../../domain/tradeAccount';
import type { Db } from '../db/client';
import { invoicePayments, invoices, orders, tradeAccounts, users } from '../db/schema';
import { invoiceDrafts } from '../mail/invoiceMessages';
import type { Outbox } from '../mail/outbox';
import { beforeCursor, containsPattern, cursorTime, encodeCursor, type Cursor } from './keyset';
import { visibleTo, type Viewer } from './visibility';

type Tx = Pick<Db, 'insert' | 'execute'>;

/**
 * Issues the order's invoice unless it has one, and queues its e-mail to the ordering user and the
 * company's billing address, all in the caller's transaction. Answers the new invoice's id, or null when
 * the order already had one (a second dispatch) or is missing.
 */
export async function issueInvoice(
  tx: Tx,
  outbox: Pick<Outbox, 'queue'>,
  orderId: string,
  issuedAt: Date = new Date(),
): Promise<string | null> {
  const found = await tx.execute<{
    owner_id: string;
    owner_email: string;
    account_id: string | null;
    po_reference: string;
    subtotal_cents: string;
    gst_cents: string;
    total_cents: string;
    company_name: string | null;
    company_abn: string | null;
    terms: PaymentTerms | null;
    billing_email: string | null;
  }>(sql`
    select o.owner_id, u.email as owner_email, o.account_id, o.po_reference, o.subtotal_cents, o.gst_cents, o.total_cents,
           a.name as company_name, a.abn as company_abn, a.terms, a.billing_email
    from ${orders} o join ${users} u on u.id = o.owner_id left join ${tradeAccounts} a on a.id = o.account_id
    where o.id = ${orderId} and not exists (select 1 from ${invoices} i where i.order_id = o.id)`);
  const order = found.rows[0];
  if (!order) return null;
  // A retail customer pays before dispatch: due on issue.
  const terms = order.terms ?? DEFAULT_PAYMENT_TERMS;
  const [row] = await tx
    .insert(invoices)
    .values({
      orderId,
      ownerId: order.owner_id,
      accountId: order.account_id,
      issuedAt,
      issueDate: invoiceDate(issuedAt),
      dueDate: dueDate(terms, issuedAt),
      terms,
      subtotalCents: Number(order.subtotal_cents),
      gstCents: Number(order.gst_cents),
      totalCents: Number(order.total_cents),
      customerName: order.company_name ?? '',
      customerAbn: order.company_abn ?? '',
      sellerAbn: COMPANY.abn,
      poReference: order.po_reference,
    })
    .onConflictDoNothing({ target: invoices.orderId })
    .returning({ id: invoices.id, sequence: invoices.sequence, issueDate: invoices.issueDate, dueDate: invoices.dueDate });
  if (!row) return null;
  const data = {
    invoiceId: row.id,
    number: invoiceNumber(row.sequence),
    orderRef: orderRef(orderId),
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    totalCents: Number(order.total_cents),
    poReference: order.po_reference,
  };
  await outbox.queue(tx, invoiceDrafts(data, orderId, [order.owner_email, order.billing_email ?? '']));
  return row.id;
}

/** What has been paid on the invoice of the row (also the account page's balance, accountStatement.ts). */
export const paidCents = sql<string>`coalesce((select sum(p.amount_cents) from ${invoicePayments} p
  where p.invoice_id = ${invoices}.id), 0)`;

/** orderAccount.ts's hook: the company's invoices with money still owed. */
export const unpaidInvoices = async (db: Pick<Db, 'select'>, accountId: string): Promise<InvoiceBalance[]> => {
  const rows = await db
    .select({ totalCents: invoices.totalCents, paidCents: paidCents })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), sql`${invoices.totalCents} > ${paidCents}`));
  return rows.map((r): InvoiceBalance => ({ totalCents: r.totalCents, paidCents: Number(r.paidCents) }));
};

const columns = {
  invoice: invoices,
  ownerEmail: users.email,
  paidCents,
  cursorAt: cursorTime(invoices.issuedAt),
};

type Row = { invoice: typeof invoices.$inferSelect; ownerEmail: string; paidCents: string };

function toInvoice({ invoice: i, ownerEmail, paidCents: paid }: Row, now: Date): Invoice {
  const paidSum = Number(paid);
  const status = invoiceStatus({ totalCents: i.totalCents, paidCents: paidSum, dueDate: i.dueDate }, now);
  return {
    id: i.id,
    number: invoiceNumber(i.sequence),
    orderId: i.orderId,
    orderRef: orderRef(i.orderId),
    ownerEmail,
    accountId: i.accountId,
    customerName: i.customerName,
    customerAbn: i.customerAbn,
    sellerAbn: i.sellerAbn,
    poReference: i.poReference,
    terms: i.terms,
    issuedAt: i.issuedAt.toISOString(),
    issueDate: i.issueDate,
    dueDate: i.dueDate,
    subtotalCents: i.subtotalCents,
    gstCents: i.gstCents,
    totalCents: i.totalCents,
    paidCents: paidSum,
    outstandingCents: Math.max(0, i.totalCents - paidSum),
    status,
  };
}

export interface InvoiceFilters {
  status?: InvoiceStatus;
  company?: string;
  overdue?: boolean;
  q?: string;
}

/** The list's filters as one condition; Overdue and Unpaid against today's Melbourne date. */
function invoiceFilter(filters: InvoiceFilters, now: Date): SQL | undefined {
  const today = todayIn(TIME_ZONE, now);
  const owed = sql`${invoices.totalCents} > ${paidCents}`;
  const byStatus: Record<InvoiceStatus, SQL> = {
    paid: sql`${invoices.totalCents} <= ${paidCents}`,
    overdue: and(owed, lt(invoices.dueDate, today))!,
    unpaid: and(owed, sql`${invoices.dueDate} >= ${today}`, sql`${paidCents} = 0`)!,
    part_paid: and(owed, sql`${invoices.dueDate} >= ${today}`, sql`${paidCents} > 0`)!,
  };
  const pattern = filters.q ? containsPattern(filters.q) : null;
  const sequence = filters.q ? invoiceSequence(filters.q) : null;
  const idPrefix = filters.q ? filters.q.replace(/^bw-/i, '').toLowerCase() : '';
  return and(
    filters.status ? byStatus[filters.status] : undefined,
    filters.overdue ? byStatus.overdue : undefined,
    filters.company ? eq(invoices.accountId, filters.company) : undefined,
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(invoices.customerName, pattern),
          ilike(invoices.poReference, pattern),
          sequence !== null && sequence <= Number.MAX_SAFE_INTEGER ? eq(invoices.sequence, sequence) : undefined,
          /^[0-9a-f-]+$/.test(idPrefix) ? sql`${invoices.orderId}::text like ${`${idPrefix}%`}` : undefined,
        )
      : undefined,
  );
}

/** A page of the invoices this viewer may see (admins: all; company members: their company's; others: their own), newest first. */
export async function listVisibleInvoices(
  db: Db,
  viewer: Viewer,
  options: { filters: InvoiceFilters; position: Cursor | null; limit: number; now: Date },
): Promise<{ invoices: Invoice[]; next: string | null }> {
  const rows = await db
    .select(columns)
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.ownerId))
    .where(
      and(
        visibleTo(viewer, 'orders', invoices.ownerId, invoices.accountId),
        invoiceFilter(options.filters, options.now),
        options.position ? beforeCursor(invoices.issuedAt, invoices.id, options.position) : undefined,
      ),
    )
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    invoices: page.map((r) => toInvoice(r, options.now)),
    next: rows.length > options.limit && last ? encodeCursor(last.cursorAt, last.invoice.id) : null,
  };
}

/** One invoice with its payments, or null when missing or not this viewer's to see. */
export async function loadVisibleInvoice(db: Db, id: string, viewer: Viewer, now: Date): Promise<InvoiceDetail | null> {
  const [row] = await db
    .select(columns)
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.ownerId))
    .where(and(eq(invoices.id, id), visibleTo(viewer, 'orders', invoices.ownerId, invoices.accountId)));
  if (!row) return null;
  const payments = await db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, id))
    .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.id));
  return {
    ...toInvoice(row, now),
    payments: payments.map((p): InvoicePayment => ({
      id: p.id,
      amountCents: p.amountCents,
      date: p.paidOn,
      reference: p.reference,
      recordedAt: p.createdAt.toISOString(),
    })),
  };
}

/**
 * Records an admin's payment against an invoice: refused (OVERPAYMENT) above what is still owed, so an
 * invoice's payments never exceed its total. The invoice's row lock serialises two payments at once.
 */
export async function recordPayment(
  db: Db,
  id: string,
  input: PaymentInput,
  recordedBy: string,
  /** The business clock: a payment is dated today (Melbourne) or earlier. */
  now: Date,
): Promise<'missing' | 'overpaid' | 'recorded' | { dateProblem: string }> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ totalCents: invoices.totalCents, issueDate: invoices.issueDate })
      .from(invoices)
      .where(eq(invoices.id, id))
      .for('update');
    if (!locked) return 'missing';
    // The form's own rule (paymentInputFor), checked here against this invoice and the server's clock.
    const dateProblem = paymentDateProblem(input.date, { today: todayIn(TIME_ZONE, now), issueDate: locked.issueDate });
    if (dateProblem) return { dateProblem };
    const [{ paid }] = await tx
      .select({ paid: sql<string>`coalesce(sum(${invoicePayments.amountCents}), 0)` })
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, id));
    if (Number(paid) + input.amountCents > locked.totalCents) return 'overpaid';
    await tx
      .insert(invoicePayments)
      .values({ invoiceId: id, amountCents: input.amountCents, paidOn: input.date, reference: input.reference, recordedBy });
    return 'recorded';
  });
}
