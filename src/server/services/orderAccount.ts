// Ordering on account (DESIGN.md "Trade accounts"): what the buyer's company asks of an order (a purchase
// order / job reference) and, for a company on terms, its credit position: the limit and the exposure
// (unpaid invoices plus orders not yet dispatched, domain tradeAccount.ts).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, tradeAccountMembers, tradeAccounts } from '../db/schema';
import type { CreditPosition } from '../../domain/purchaseOrder';
import { creditExposureCents, type InvoiceBalance } from '../../domain/tradeAccount';
import { unpaidInvoices } from './invoices';

export interface OrderAccount {
  accountId: string;
  poRequired: boolean;
  /** Null unless the company buys on terms (Pay before dispatch has nothing to go over). */
  credit: CreditPosition | null;
}

/** Unpaid invoice balances of a company (invoices.ts unpaidInvoices). */
export type UnpaidInvoices = (db: Db, accountId: string) => Promise<InvoiceBalance[]>;

/** The buyer's company terms for a new order, or null for a retail customer (one round trip). */
export async function orderAccountFor(db: Db, userId: string, unpaid: UnpaidInvoices = unpaidInvoices): Promise<OrderAccount | null> {
  const result = await db.execute<{ account_id: string; po_required: boolean; terms: string; limit_cents: string; open_cents: string }>(sql`
    select a.id as account_id, a.po_required, a.terms, a.credit_limit_cents as limit_cents,
           (select coalesce(sum(o.total_cents), 0) from ${orders} o
             where o.account_id = a.id and o.status <> 'dispatched') as open_cents
    from ${tradeAccountMembers} m join ${tradeAccounts} a on a.id = m.account_id
    where m.user_id = ${userId}`);
  const row = result.rows[0];
  if (!row) return null;
  const onTerms = row.terms === 'eom_30';
  const credit = onTerms
    ? {
        limitCents: Number(row.limit_cents),
        exposureCents: creditExposureCents(await unpaid(db, row.account_id), [Number(row.open_cents)]),
      }
    : null;
  return { accountId: row.account_id, poRequired: row.po_required, credit };
}
