// The admin overview's figures: one round trip of counts over the lead tables and orders. "Today" is
// the Melbourne calendar day of the app's clock (docs/product.md#names-and-fixed-data: the time zone of "today").
import { sql } from 'drizzle-orm';
import { TIME_ZONE } from '../../domain/constants';
import { INITIAL_LEAD_STATUS } from '../../domain/leads';
import type { AdminOverview } from '../../domain/schemas/overview';
import type { Db } from '../db/client';
import { contactRequests, orders, quoteRequests } from '../db/schema';

export async function adminOverview(db: Db, now: Date): Promise<AdminOverview> {
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${TIME_ZONE})::date`;
  const leadCounts = (t: typeof quoteRequests | typeof contactRequests) =>
    sql`select count(*) filter (where ${t.status} = ${INITIAL_LEAD_STATUS})::int as "new",
               count(*) filter (where (${t.createdAt} at time zone ${TIME_ZONE})::date = ${today})::int as "today"
        from ${t}`;
  const result = await db.execute<{
    quote_new: number;
    quote_today: number;
    enquiry_new: number;
    enquiry_today: number;
    pending: number;
    approved: number;
  }>(sql`
    with q as (${leadCounts(quoteRequests)}), e as (${leadCounts(contactRequests)}),
         o as (select count(*) filter (where ${orders.status} = 'pending')::int as pending,
                      count(*) filter (where ${orders.status} = 'approved')::int as approved
               from ${orders})
    select q."new" as quote_new, q."today" as quote_today, e."new" as enquiry_new, e."today" as enquiry_today, o.pending, o.approved
    from q, e, o`);
  const row = result.rows[0];
  return {
    newQuoteRequests: row.quote_new,
    newEnquiries: row.enquiry_new,
    quoteRequestsToday: row.quote_today,
    enquiriesToday: row.enquiry_today,
    ordersToApprove: row.pending,
    ordersToDispatch: row.approved,
  };
}
