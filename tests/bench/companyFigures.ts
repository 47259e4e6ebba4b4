// Trade accounts' figures (docs/product.md#trade-accounts): My Orders' first page for a member of a company
// with 10,000 orders across 20 members against a member of a company with 100, on the same large app in
// alternating rounds (p50 ratio, target <= 1.5); and GET /api/invoices/{id}/pdf one at a time (p50). The
// two companies are added by bulk SQL to the large app's database when the figure starts: they add
// orders the admin's orders page must not see, so these run after the server figures.
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { desc, eq } from 'drizzle-orm';
import { describe, measure, median } from './load';
import { figure, information, notMeasurable, type Figure } from './figures';
import { percentile } from './orderFigures';
import { signIn, type ServerTargets } from './serverFigures';
import { BENCH_USER_EMAIL } from './seedLarge';
import { describeLimited, newPdfTally, renderPdf } from './pdfRender';
import { ORDERS_PAGE_SIZE } from '../../src/web/api/orders';
import { designs, orders, projects, users } from '../../src/server/db/schema';
import { visibleOrderPage } from '../../src/server/services/orders';
import type { Db } from '../../src/server/db/client';

export interface CompanySizes {
  /** Members of each company. */
  members: number;
  /** Orders of the large company, spread over its members. */
  largeOrders: number;
  /** Orders of the small company. */
  smallOrders: number;
  /** Invoices rendered as PDFs (after warm-up). */
  invoices: number;
  /** Alternating rounds of the page comparison (large company, then small). */
  rounds: number;
}

export const COMPANY_SIZES = {
  full: { members: 20, largeOrders: 10_000, smallOrders: 100, invoices: 40, rounds: 5 },
  quick: { members: 20, largeOrders: 2_000, smallOrders: 100, invoices: 10, rounds: 3 },
} satisfies Record<string, CompanySizes>;

const memberEmail = (company: string, n: number) => `bench-co-${company}-${n}@boardwalk.example`;
const PDF_WARM_UP = 3;
/** The large data set's span: 10,000 orders about 17 minutes apart (seedLarge.ts). */
const HISTORY_MINUTES = 170_000;

interface Company {
  id: string;
  /** The member the page is measured as (a buyer, with 1/members of the orders their own). */
  memberEmail: string;
  memberId: string;
  role: string;
}

/**
 * One company with `members` members (the first its owner) and `count` orders spread over them, each a
 * copy of a bench order (its lines too) placed on the company's account, spread evenly over the bench's
 * history (HISTORY_MINUTES back from now) among the retail orders, so neither company's page is simply the
 * newest rows of the table. The members sign in with the bench users' password (its hash copied).
 */
async function seedCompany(client: pg.ClientBase, tag: string, members: number, count: number): Promise<Company> {
  const account = await client.query<{ id: string }>(
    `insert into trade_accounts (name, billing_email, tier, terms, credit_limit_cents)
     values ($1, $2, 'trade', 'eom_30', 100000000) returning id`,
    [`Bench Company ${tag}`, `accounts-${tag}@boardwalk.example`],
  );
  const id = account.rows[0].id;
  await client.query(
    `insert into users (email, role, password_hash, created_at, updated_at)
     select format('bench-co-%s-%s@boardwalk.example', $1::text, g), 'installer',
            (select password_hash from users where email = $2), now(), now()
     from generate_series(1, $3::int) g`,
    [tag, BENCH_USER_EMAIL(1), members],
  );
  await client.query(
    `insert into trade_account_members (user_id, account_id, role)
     select id, $1, (case when email = $2 then 'owner' else 'buyer' end)::company_role from users where email like $3`,
    [id, memberEmail(tag, 1), `bench-co-${tag}-%`],
  );
  await client.query(
    `create temp table co_orders on commit drop as
     select gen_random_uuid() id, s.id src_id, m.id owner_id, g
     from generate_series(1, $1::int) g
     join (select id, row_number() over (order by email) rn from users where email like $2) m on m.rn = 1 + g % $3::int
     join (select id, row_number() over (order by created_at desc) rn from orders where account_id is null) s
       on s.rn = 1 + (g - 1) % (select count(*) from orders where account_id is null)`,
    [count, `bench-co-${tag}-%`, members],
  );
  // The newest tenth approved (the invoice figure dispatches some), the rest as the bench's orders are.
  await client.query(
    `insert into orders (id, owner_id, account_id, brand, range, color_name, quantity, status, delivery_method,
                         delivery_street_address, delivery_city_postcode, pickup_location, preferred_date, notes,
                         subtotal_cents, gst_cents, total_cents, po_reference, created_at, updated_at)
     select c.id, c.owner_id, $1, o.brand, o.range, o.color_name, o.quantity,
            (case when c.g <= $2::int / 10 then 'approved' else o.status end)::order_status, o.delivery_method,
            o.delivery_street_address, o.delivery_city_postcode, o.pickup_location, o.preferred_date, o.notes,
            o.subtotal_cents, o.gst_cents, o.total_cents, 'JOB-' || c.g,
            now() - c.g * $3::int * interval '1 minute' / $2::int, now() - c.g * $3::int * interval '1 minute' / $2::int
     from co_orders c join orders o on o.id = c.src_id`,
    [id, count, HISTORY_MINUTES],
  );
  await client.query(
    // Copied lines were never reserved: they wait on back order, as the stock migration left open orders.
    `insert into order_boards (order_id, position, item_id, brand, range, type, color_name, size, quantity, back_ordered)
     select c.id, b.position, b.item_id, b.brand, b.range, b.type, b.color_name, b.size, b.quantity, b.quantity
     from co_orders c join order_boards b on b.order_id = c.src_id`,
  );
  await client.query(
    `insert into order_hardware (order_id, position, item_id, name, description, category, quantity, back_ordered)
     select c.id, h.position, h.item_id, h.name, h.description, h.category, h.quantity, h.quantity
     from co_orders c join order_hardware h on h.order_id = c.src_id`,
  );
  await client.query(
    `insert into order_status_history (order_id, from_status, to_status, changed_by, changed_at)
     select c.id, null, 'pending', c.owner_id, now() - c.g * $1::int * interval '1 minute' / $2::int from co_orders c`,
    [HISTORY_MINUTES, count],
  );
  await client.query('drop table co_orders');
  const member = await client.query<{ id: string; role: string }>(`select id, role from users where email = $1`, [memberEmail(tag, 2)]);
  return { id, memberEmail: memberEmail(tag, 2), memberId: member.rows[0].id, role: member.rows[0].role };
}

async function seedCompanies(databaseUrl: string, sizes: CompanySizes) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('set local synchronous_commit = off');
    const large = await seedCompany(client, 'large', sizes.members, sizes.largeOrders);
    const small = await seedCompany(client, 'small', sizes.members, sizes.smallOrders);
    await client.query('commit');
    await client.query('analyze orders, trade_account_members, users');
    return { large, small };
  } finally {
    await client.end();
  }
}

/**
 * EXPLAIN ANALYZE of the list's query as the member would run it (the service's own page condition, with
 * loadOrders' joins and order): the plan's lines, for the log.
 */
async function explainFirstPage(databaseUrl: string, member: Company): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const db = drizzle(pool);
    const page = { filters: {}, position: null, limit: ORDERS_PAGE_SIZE };
    const query = db
      .select({ id: orders.id, email: users.email, project: projects.name, design: designs.name })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.ownerId))
      .leftJoin(projects, eq(projects.id, orders.projectId))
      .leftJoin(designs, eq(designs.id, orders.designId))
      .where(visibleOrderPage(db as unknown as Db, { id: member.memberId, role: member.role }, page))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ORDERS_PAGE_SIZE)
      .toSQL();
    const plan = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off) ${query.sql}`, query.params);
    return plan.rows.map((r) => r['QUERY PLAN']);
  } finally {
    await pool.end();
  }
}

/** My Orders' first page (the call the page makes) as a member of each company, alternating rounds. */
async function myOrdersFigure(t: ServerTargets, companies: { large: Company; small: Company }, sizes: CompanySizes): Promise<Figure> {
  const large = `${sizes.largeOrders.toLocaleString('en-AU')}-order company (${sizes.members} members)`;
  const name = `My Orders first page p50 ratio, member of a ${large} / of a ${sizes.smallOrders}-order one`;
  try {
    for (const which of ['large', 'small'] as const) {
      const plan = await explainFirstPage(t.largeDatabaseUrl, companies[which]);
      t.log(`  EXPLAIN ANALYZE, first page as a member of the ${which} company:\n      ${plan.join('\n      ')}`);
    }
    const path = `/api/orders?limit=${ORDERS_PAGE_SIZE}`;
    const sessions = {
      large: await signIn(t.large, companies.large.memberEmail, t.benchPassword),
      small: await signIn(t.large, companies.small.memberEmail, t.benchPassword),
    };
    const request = (which: 'large' | 'small') => ({ url: `${t.large}${path}`, headers: { cookie: sessions[which] } });
    for (const which of ['large', 'small'] as const) {
      const res = await fetch(request(which).url, { headers: request(which).headers });
      const rows = (await res.json()) as unknown[];
      const expected = Math.min(ORDERS_PAGE_SIZE, which === 'large' ? sizes.largeOrders : sizes.smallOrders);
      if (res.status !== 200 || !Array.isArray(rows) || rows.length !== expected)
        throw new Error(
          `My Orders as the ${which} company's member answered ${res.status} with ${Array.isArray(rows) ? rows.length : 'no'} rows`,
        );
      await measure(request(which), { connections: 10, duration: t.warmSeconds });
    }
    const p50 = { large: [] as number[], small: [] as number[] };
    const ratios: number[] = [];
    const rounds = sizes.rounds;
    for (let round = 0; round < rounds; round++) {
      for (const which of ['large', 'small'] as const) {
        const m = await measure(request(which), { connections: 10, duration: t.ordersRoundSeconds });
        if (m.unexpected || m.errors) throw new Error(`My Orders of the ${which} company: ${describe(m)}`);
        t.log(`  My Orders, ${which} company, round ${round + 1}: ${describe(m)}`);
        p50[which].push(m.p50);
      }
      ratios.push(p50.large[round] / Math.max(p50.small[round], 0.1));
    }
    const ratio = median(ratios);
    const spread = ratios.map((r) => r.toFixed(2)).join(', ');
    const note = `p50 ${median(p50.large)} ms vs ${median(p50.small)} ms, 10 connections, ${rounds} alternating rounds (ratios ${spread})`;
    t.log(`  My Orders for a company: ${ratio.toFixed(2)}; ${note}`);
    return figure(name, ratio, 'x', '<=', 1.5, note);
  } catch (err) {
    t.log(`  ${name} failed: ${(err as Error).stack ?? String(err)}`);
    t.problems.push(`${name}: ${(err as Error).message}`);
    return notMeasurable(name, 'x', '<= 1.5', (err as Error).message);
  }
}

/** Invoices issued by dispatching the large company's approved orders (as staff do), then each PDF one at a time. */
async function invoicePdfFigure(t: ServerTargets, company: Company, sizes: CompanySizes): Promise<Figure> {
  const count = sizes.invoices + PDF_WARM_UP;
  const name = `GET /api/invoices/{id}/pdf (company member, ${sizes.invoices} invoices one at a time) p50`;
  try {
    const admin = await signIn(t.large, t.adminEmail, t.demoPassword);
    const client = new pg.Client({ connectionString: t.largeDatabaseUrl });
    await client.connect();
    const approved = await client
      .query<{ id: string }>(`select id from orders where account_id = $1 and status = 'approved' order by created_at desc limit $2`, [
        company.id,
        count,
      ])
      .finally(() => client.end());
    if (approved.rows.length < count) throw new Error(`only ${approved.rows.length} approved orders to dispatch`);
    for (const { id } of approved.rows) {
      const res = await fetch(`${t.large}/api/orders/${id}/status`, {
        method: 'PUT',
        headers: { cookie: admin, origin: t.large, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'dispatched' }),
      });
      if (res.status !== 200) throw new Error(`dispatching ${id} answered ${res.status}: ${await res.text()}`);
    }
    // The owner, whose PDF budget no other figure spends; members see the company's invoices.
    const cookie = await signIn(t.large, memberEmail('large', 1), t.benchPassword);
    const list = await fetch(`${t.large}/api/invoices?limit=${count}`, { headers: { cookie } });
    const ids = ((await list.json()) as { id: string }[]).map((i) => i.id);
    if (list.status !== 200 || ids.length < count) throw new Error(`the invoice list answered ${list.status} with ${ids.length} invoices`);
    const tally = newPdfTally();
    const render = (id: string) => renderPdf(`${t.large}/api/invoices/${id}/pdf`, cookie, tally);
    for (const id of ids.slice(0, PDF_WARM_UP)) await render(id); // warm: the invoice's first render on a pool thread
    const times: number[] = [];
    const sizesKiB: number[] = [];
    for (const id of ids.slice(PDF_WARM_UP)) {
      const { ms, bytes } = await render(id);
      times.push(ms);
      sizesKiB.push(bytes / 1024);
    }
    const p50 = percentile(times, 50);
    const note =
      `p95 ${percentile(times, 95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms; ` +
      `median size ${median(sizesKiB).toFixed(1)} KiB` +
      describeLimited(tally);
    t.log(`  invoice PDF: p50 ${p50.toFixed(0)} ms; ${note}`);
    return information(name, p50, 'ms', note);
  } catch (err) {
    t.log(`  ${name} failed: ${(err as Error).stack ?? String(err)}`);
    t.problems.push(`${name}: ${(err as Error).message}`);
    return notMeasurable(name, 'ms', 'none', (err as Error).message);
  }
}

export async function companyFigures(t: ServerTargets, sizes: CompanySizes): Promise<Figure[]> {
  const started = performance.now();
  let companies: { large: Company; small: Company };
  try {
    companies = await seedCompanies(t.largeDatabaseUrl, sizes);
  } catch (err) {
    t.problems.push(`seeding the trade companies: ${(err as Error).message}`);
    return [];
  }
  t.log(`  two companies (${sizes.largeOrders} and ${sizes.smallOrders} orders) seeded in ${(performance.now() - started).toFixed(0)} ms`);
  return [await myOrdersFigure(t, companies, sizes), await invoicePdfFigure(t, companies.large, sizes)];
}
