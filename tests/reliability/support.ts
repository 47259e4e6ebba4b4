// Shared by the reliability suites: the app's real route table, sizes for the CI and full runs, the
// valid bodies every route accepts, and a whole-database fingerprint for "nothing changed" checks.
import { sql } from 'drizzle-orm';
import type { App } from '../../src/server/app';
import type { Db } from '../../src/server/db/client';
import type { OrderCreatePayload } from '../../src/domain/schemas/orders';
import { offeredDay } from '../api/helpers';

/** RELIABILITY_FULL=1 (npm run test:reliability:full) runs the long settings of the reliability suites. */
export const FULL = process.env.RELIABILITY_FULL === '1' || process.env.RELIABILITY_FULL === 'true';

/** `ci` in `npm test`, `full` under RELIABILITY_FULL; an explicit env number wins over both. */
export function scale(envName: string, ci: number, full: number): number {
  const explicit = Number(process.env[envName]);
  if (Number.isFinite(explicit) && explicit > 0) return explicit;
  return FULL ? full : ci;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface RouteEntry {
  method: Method;
  url: string;
}

/**
 * Every method + path the app serves, read from Fastify's own route tree (HEAD is GET's twin, and the
 * swagger UI's static files are left out), so a route added later shows up in the suites that iterate
 * over this list and fails them until it is given an expectation.
 */
export function routeTable(app: App): RouteEntry[] {
  const lines = app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .filter((l) => l.trim());
  const stack: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of lines) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!m) throw new Error(`unexpected route tree line: ${line}`);
    const depth = m[1].length / 4;
    const url = (depth > 0 ? stack[depth - 1] : '') + m[2];
    stack[depth] = url;
    stack.length = depth + 1;
    for (const method of (m[3] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({ method: method as Method, url });
    }
  }
  return routes.filter((r) => !r.url.startsWith('/api/docs/static') && !r.url.endsWith('*'));
}

export const routeKey = (r: RouteEntry) => `${r.method} ${r.url}`;

/** A fingerprint of every table's full contents: any insert, update or delete changes it. */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  const out: Record<string, string> = {};
  for (const { tablename } of tables.rows as { tablename: string }[]) {
    const r = await db.execute(
      sql.raw(`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as f from "${tablename}" t`),
    );
    out[tablename] = (r.rows[0] as { f: string }).f;
  }
  return out;
}

/** Row counts of every table except the audit log and throttle counters, in one query. */
export async function businessCounts(db: Db): Promise<Record<string, number>> {
  const r = await db.execute(sql`
    select (select count(*) from users)::int as users, (select count(*) from session_families)::int as session_families,
      (select count(*) from refresh_tokens)::int as refresh_tokens, (select count(*) from access_tokens)::int as access_tokens,
      (select count(*) from projects)::int as projects, (select count(*) from orders)::int as orders,
      (select count(*) from order_boards)::int as order_boards, (select count(*) from order_hardware)::int as order_hardware,
      (select count(*) from order_status_history)::int as order_status_history,
      (select count(*) from lead_status_history)::int as lead_status_history, (select count(*) from lead_notes)::int as lead_notes,
      (select count(*) from quote_requests)::int as quote_requests,
      (select count(*) from contact_requests)::int as contact_requests, (select count(*) from catalogue_items)::int as catalogue_items,
      (select count(*) from catalogue_item_history)::int as catalogue_item_history,
      (select count(*) from designs)::int as designs, (select count(*) from design_versions)::int as design_versions,
      (select count(*) from design_shares)::int as design_shares, (select count(*) from signup_requests)::int as signup_requests,
      (select count(*) from trade_accounts)::int as trade_accounts,
      (select count(*) from trade_account_members)::int as trade_account_members,
      (select count(*) from trade_account_prices)::int as trade_account_prices,
      (select count(*) from quotes)::int as quotes, (select count(*) from quote_lines)::int as quote_lines,
      (select count(*) from quote_versions)::int as quote_versions, (select count(*) from quote_links)::int as quote_links,
      (select count(*) from quote_change_requests)::int as quote_change_requests,
      (select count(*) from order_extra_lines)::int as order_extra_lines,
      (select count(*) from invoices)::int as invoices, (select count(*) from invoice_payments)::int as invoice_payments`);
  return r.rows[0] as Record<string, number>;
}

export const barossa = {
  brand: 'WoodEvo',
  range: 'HOME',
  type: 'Grooved',
  colorId: '',
  colorName: 'Barossa',
  size: '5400 x 137 x 23mm',
  quantity: 10,
  item_id: 'we-home-grooved-barossa-5400',
};
export const clips = {
  name: 'WoodEvo Hidden Clips (box of 100)',
  description: '',
  category: 'Hardware',
  quantity: 2,
  item_id: 'hw-woodevo-hidden-clips',
};

export function orderPayload(now: Date = new Date(), overrides: Partial<OrderCreatePayload> = {}): OrderCreatePayload {
  return {
    boards: [barossa],
    deliveryMethod: 'delivery',
    deliveryStreetAddress: '12 Bay Road',
    deliveryCityPostcode: 'Sandringham 3191',
    pickupLocation: '',
    preferredDate: offeredDay('delivery', 2, now),
    notes: 'Selected subframe: timber',
    hardwareItems: [clips],
    ...overrides,
  };
}

export const contactBody = {
  name: 'Sam Citizen',
  email: 'sam@example.com',
  phone: '0400 000 000',
  projectType: 'new-deck',
  timeline: '1-3-months',
  message: 'Hello',
  newsletter: true,
};
export const quoteBody = {
  fullName: 'Alex Doe',
  email: 'alex@example.com',
  phone: '0411 111 111',
  suburb: 'Brighton',
  projectTimeframe: 'within-1-month',
  needInstaller: true,
  boardBrand: 'MillBoard',
  boardColor: 'Antique Oak',
  selectedItems: [],
  deckAreaSqMeters: 20,
  boardsRequired: 28,
  clipBoxesNeeded: 2,
  boxSizes: '20 clips per box',
  calculationDetails: 'Area 20 m2',
};
/** A 5 x 4 m deck in WoodEvo HOME Barossa, as the calculator saves it. */
export const designDrawing = {
  shapes: [
    {
      id: 'shape-1',
      points: [
        { x: 0, y: 0 },
        { x: 5000, y: 0 },
        { x: 5000, y: 4000 },
        { x: 0, y: 4000 },
      ],
    },
  ],
  brand: 'WoodEvo',
  colorItemId: 'we-home-grooved-barossa-5400',
  boardDirection: 'horizontal',
};
export const telemetryBody = { kind: 'event', name: 'page.view', path: '/', props: {}, at: '2026-11-21T00:00:00Z' };
