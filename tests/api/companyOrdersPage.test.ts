// My Orders for a trade company's member (docs/product.md#trade-accounts: every member sees the company's
// orders): the first page is read by index, whatever the size of the company's history or of everyone
// else's, and paging through it gives exactly the member's own orders and the company's, newest first.
// Against real PostgreSQL, with bulk-inserted orders so the planner sees a table worth planning for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, sql } from 'drizzle-orm';
import { orderList } from '../../src/domain/schemas/orders';
import { orders } from '../../src/server/db/schema';
import { visibleOrderPage } from '../../src/server/services/orders';
import { createTestApp, type TestApp } from '../support/app';
import { tradeCompanies } from '../support/tradeCompany';
import { DEMO, signIn, type Client } from './helpers';

const PAGE = 20;
const OTHERS = 3000;
const COMPANY = 1000;
const OWN = 5;

let t: TestApp;
let buyer: Client;
let buyerId: string;
let accountId: string;

/** Orders by bulk SQL: `count` of them, owned by `owner`, on `account` or none, from `newest` back a minute apart. */
async function insertOrders(owner: string, account: string | null, count: number, newestMinutesAgo: number) {
  await t.db.execute(sql`
    insert into orders (owner_id, account_id, brand, range, color_name, quantity, delivery_method, preferred_date, created_at, updated_at)
    select ${owner}, ${account}, 'WoodEvo', 'Home', 'Barossa', 10, 'pickup', current_date + 7,
           now() - (${newestMinutesAgo} + g) * interval '1 minute', now() - (${newestMinutesAgo} + g) * interval '1 minute'
    from generate_series(1, ${count}::int) g`);
}

const userId = async (email: string) => (await t.db.execute<{ id: string }>(sql`select id from users where email = ${email}`)).rows[0].id;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, DEMO.admin);
  const companies = tradeCompanies(t, admin, {
    name: 'Page Builders',
    domain: 'pagebuilders.example',
    password: 'a page password',
    firstAddress: 60,
  });
  const made = await companies.withBuyer();
  accountId = made.account.id;
  buyer = made.buyer.client;
  buyerId = await userId(made.buyer.email);
  const colleague = await companies.member(accountId, 'buyer');
  // Everyone else's orders are the newest; the company's and the buyer's own lie behind them.
  await insertOrders(await userId(DEMO.client), null, OTHERS, 0);
  await insertOrders(await userId(colleague.email), accountId, COMPANY, OTHERS);
  await insertOrders(buyerId, null, OWN, OTHERS + 2);
  await t.db.execute(sql`analyze orders`);
});
afterAll(async () => {
  await t?.close();
});

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** Rows of `orders` the plan read: those its scans returned and those they filtered out. */
function ordersRowsRead(node: PlanNode): number {
  const own =
    node['Relation Name'] === 'orders'
      ? (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) * node['Actual Loops']
      : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + ordersRowsRead(child), 0);
}

describe('My Orders for a company member', () => {
  it('reads the first page by index: a few pages of rows, not the company history nor everyone else’s', async () => {
    const viewer = { id: buyerId, role: 'client' };
    const query = t.db
      .select({ id: orders.id })
      .from(orders)
      .where(visibleOrderPage(t.db, viewer, { filters: {}, position: null, limit: PAGE }))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(PAGE)
      .toSQL();
    const explained = await t.pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (analyze, format json) ${query.sql}`,
      query.params,
    );
    const plan = explained.rows[0]['QUERY PLAN'][0].Plan;
    expect(ordersRowsRead(plan), JSON.stringify(plan)).toBeLessThanOrEqual(4 * PAGE + OWN);
  });

  it('pages through exactly the member’s own orders and the company’s, newest first', async () => {
    const expected = (
      await t.db.execute<{ id: string }>(
        sql`select id from orders where owner_id = ${buyerId} or account_id = ${accountId} order by created_at desc, id desc`,
      )
    ).rows.map((r) => r.id);
    expect(expected).toHaveLength(COMPANY + OWN);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await buyer.get(`/api/orders?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...orderList.parse(res.json()).map((o) => o.id));
      cursor = res.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(seen).toEqual(expected);
    const own = (
      await t.db.execute<{ id: string }>(sql`select id from orders where owner_id = ${buyerId} order by created_at desc, id desc`)
    ).rows.map((r) => r.id);
    const mine = orderList.parse((await buyer.get('/api/orders?mine=true&limit=100')).json());
    expect(mine.map((o) => o.id)).toEqual(own);
    expect(own).toHaveLength(OWN);
  });
});
