// The prices a quote's customer is quoted at (docs/product.md#trade-accounts): a quote names its customer by
// e-mail, so a customer whose account (any letter case) is a member of a trade company is quoted that
// company's tier and item prices; anyone else the catalogue's.
import { eq, sql } from 'drizzle-orm';
import { quotePrices } from '../../domain/quotePricing';
import type { QuoteCustomerPricing } from '../../domain/schemas/quotes';
import type { PriceContext } from '../../domain/tradePricing';
import type { Db } from '../db/client';
import { tradeAccountMembers, tradeAccountPrices, tradeAccounts, users } from '../db/schema';

export interface CustomerPrices {
  /** The company and its prices as the quote shows staff; null for a retail customer. */
  pricing: QuoteCustomerPricing | null;
  prices: PriceContext;
}

/** The customer's company prices by their e-mail (one statement; `db` may be a transaction). */
export async function customerPricesFor(db: Pick<Db, 'select'>, email: string): Promise<CustomerPrices> {
  const rows = await db
    .select({
      company: tradeAccounts.name,
      tier: tradeAccounts.tier,
      itemId: tradeAccountPrices.itemId,
      unitPriceCents: tradeAccountPrices.unitPriceCents,
    })
    .from(users)
    .innerJoin(tradeAccountMembers, eq(tradeAccountMembers.userId, users.id))
    .innerJoin(tradeAccounts, eq(tradeAccounts.id, tradeAccountMembers.accountId))
    .leftJoin(tradeAccountPrices, eq(tradeAccountPrices.accountId, tradeAccounts.id))
    .where(sql`lower(${users.email}) = lower(${email})`);
  if (rows.length === 0) return { pricing: null, prices: quotePrices(null) };
  const pricing: QuoteCustomerPricing = {
    company: rows[0].company,
    tier: rows[0].tier,
    overrides: rows.flatMap((r) =>
      r.itemId !== null && r.unitPriceCents !== null ? [{ item_id: r.itemId, unitPriceCents: r.unitPriceCents }] : [],
    ),
  };
  return { pricing, prices: quotePrices(pricing) };
}
