// Ordering on account (docs/product.md#trade-accounts): what the buyer's company asks of an order (a purchase
// order / job reference) and, for a company on terms, its credit position: the limit and the exposure
// (unpaid invoices plus orders not yet dispatched, domain tradeAccount.ts).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { executePrepared } from '../db/prepared';
import { orders, tradeAccountMembers, tradeAccountPrices, tradeAccounts, users } from '../db/schema';
import type { CreditPosition } from '../../domain/purchaseOrder';
import { creditExposureCents } from '../../domain/tradeAccount';
import { RETAIL_PRICES, type PriceContext, type PriceTier } from '../../domain/tradePricing';
import { unpaidInvoices } from './invoices';

export interface OrderAccount {
  accountId: string;
  poRequired: boolean;
  /** Null unless the company buys on terms (Pay before dispatch has nothing to go over). */
  credit: CreditPosition | null;
}

/** Unpaid invoice balances of a company: invoices.ts says its shape, so the two modules import one way only. */
export type UnpaidInvoices = typeof unpaidInvoices;

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

/** What a new order needs to know of its buyer's company: the prices they buy at and the company's terms. */
export interface BuyerTerms {
  prices: PriceContext;
  account: OrderAccount | null;
}

/**
 * priceContextFor and orderAccountFor in one prepared round trip (a new order needs both; they were two
 * statements on two pooled connections, each planned on every call). The open orders' sum is taken only
 * for a company on terms, the only case that reads it. The unpaid invoices follow for that case alone.
 */
export async function buyerTermsFor(
  db: Pick<Db, 'execute' | 'select'>,
  userId: string,
  unpaid: UnpaidInvoices = unpaidInvoices,
): Promise<BuyerTerms> {
  const { rows } = await executePrepared<{
    account_id: string;
    tier: PriceTier;
    po_required: boolean;
    terms: string;
    limit_cents: string;
    open_cents: string | null;
    overrides: [string, number][];
  }>(
    db,
    sql`select a.id as account_id, a.tier, a.po_required, a.terms, a.credit_limit_cents as limit_cents,
          case when a.terms = 'eom_30' then
            (select coalesce(sum(o.total_cents), 0) from ${orders} o where o.account_id = a.id and o.status <> 'dispatched')
          end as open_cents,
          (select coalesce(json_agg(json_build_array(p.item_id, p.unit_price_cents)), '[]'::json)
             from ${tradeAccountPrices} p where p.account_id = a.id) as overrides
        from ${tradeAccountMembers} m join ${tradeAccounts} a on a.id = m.account_id
        where m.user_id = ${userId}`,
  );
  const row = rows[0];
  if (!row) return { prices: RETAIL_PRICES, account: null };
  const credit =
    row.terms === 'eom_30'
      ? {
          limitCents: Number(row.limit_cents),
          exposureCents: creditExposureCents(await unpaid(db, row.account_id), [Number(row.open_cents)]),
        }
      : null;
  return {
    prices: { tier: row.tier, overrides: new Map(row.overrides) },
    account: { accountId: row.account_id, poRequired: row.po_required, credit },
  };
}

/**
 * The company's credit position read under a lock on its row (`for update`), in the caller's
 * transaction (docs/product.md#trade-accounts): orders placed at once against one company are counted
 * one after another, so each sees the exposure the ones before it committed and none slips over the
 * limit unflagged. Null when the company does not buy on terms.
 */
export async function lockedCreditPosition(
  tx: Pick<Db, 'execute' | 'select'>,
  accountId: string,
  unpaid: UnpaidInvoices = unpaidInvoices,
): Promise<CreditPosition | null> {
  const locked = await tx.execute<{ terms: string; limit_cents: string }>(
    sql`select terms, credit_limit_cents as limit_cents from ${tradeAccounts} where id = ${accountId} for update`,
  );
  const row = locked.rows[0];
  if (!row || row.terms !== 'eom_30') return null;
  // Read after the lock is held: under READ COMMITTED this statement sees every order committed before it.
  const open = await tx.execute<{ open_cents: string }>(
    sql`select coalesce(sum(total_cents), 0) as open_cents from ${orders} where account_id = ${accountId} and status <> 'dispatched'`,
  );
  return {
    limitCents: Number(row.limit_cents),
    exposureCents: creditExposureCents(await unpaid(tx, accountId), [Number(open.rows[0]?.open_cents ?? 0)]),
  };
}

/** Whether the company of the account with this e-mail (any letter case) requires a purchase order; false without one. */
export async function poRequiredForEmail(db: Pick<Db, 'select'>, email: string): Promise<boolean> {
  const [row] = await db
    .select({ poRequired: tradeAccounts.poRequired })
    .from(users)
    .innerJoin(tradeAccountMembers, eq(tradeAccountMembers.userId, users.id))
    .innerJoin(tradeAccounts, eq(tradeAccounts.id, tradeAccountMembers.accountId))
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row?.poRequired ?? false;
}
