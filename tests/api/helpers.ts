// Test helpers for the API suites: a browser-like client (cookie jar, same-origin headers) over
// app.inject, the demo users, and row counters for "nothing was stored" assertions.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { addDays, earliestServiceDay, isServiceDay } from '../../src/domain/deliveryDays';
import { victorianHoliday } from '../../src/domain/victorianHolidays';
import type { App } from '../../src/server/app';
import type { Db } from '../../src/server/db/client';

/** inject() talks to host localhost:80, so this is the app's own origin. */
export const ORIGIN = 'http://localhost';
export const DEMO_PASSWORD = 'boardwalk-demo';
export const DEMO = {
  client: 'client@boardwalk.example',
  installer: 'installer@boardwalk.example',
  admin: 'admin@boardwalk.example',
} as const;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ClientRequest {
  headers?: Record<string, string>;
  body?: unknown;
  /** Raw payload (string) with its own content type, for the JSON-only checks. */
  payload?: string;
  query?: Record<string, string>;
  remoteAddress?: string;
}

/** A browser: keeps cookies between calls and sends its own Origin on every call. */
export class Client {
  readonly jar = new Map<string, string>();
  constructor(
    readonly app: App,
    readonly remoteAddress = '127.0.0.1',
  ) {}

  cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method: Method, url: string, options: ClientRequest = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { origin: ORIGIN, ...options.headers };
    if (this.jar.size) headers.cookie = this.cookieHeader();
    const inject: InjectOptions = {
      method,
      url,
      headers,
      remoteAddress: options.remoteAddress ?? this.remoteAddress,
      query: options.query,
    };
    if (options.payload !== undefined) inject.payload = options.payload;
    else if (options.body !== undefined) inject.payload = options.body as InjectOptions['payload'];
    const res = await this.app.inject(inject);
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now()) || c.value === '';
      if (expired) this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    return res;
  }

  get(url: string, options?: ClientRequest) {
    return this.request('GET', url, options);
  }
  post(url: string, body?: unknown, options?: ClientRequest) {
    return this.request('POST', url, { ...options, body });
  }
  put(url: string, body?: unknown, options?: ClientRequest) {
    return this.request('PUT', url, { ...options, body });
  }
  patch(url: string, body?: unknown, options?: ClientRequest) {
    return this.request('PATCH', url, { ...options, body });
  }
  delete(url: string, options?: ClientRequest) {
    return this.request('DELETE', url, options);
  }
}

export async function signIn(app: App, email: string, password = DEMO_PASSWORD, remoteAddress?: string): Promise<Client> {
  const client = new Client(app, remoteAddress);
  const res = await client.post('/api/auth/login', { email, password });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return client;
}

/** The three demo users signed in, each in a browser of its own: [client, installer, admin]. */
export function signInDemoUsers(app: App): Promise<[Client, Client, Client]> {
  return Promise.all([signIn(app, DEMO.client), signIn(app, DEMO.installer), signIn(app, DEMO.admin)]);
}

export const TABLES = [
  'users',
  'session_families',
  'refresh_tokens',
  'access_tokens',
  'projects',
  'orders',
  'order_boards',
  'order_hardware',
  'order_status_history',
  'quote_requests',
  'contact_requests',
  'designs',
  'design_versions',
  'design_shares',
] as const;
export type Counts = Record<(typeof TABLES)[number], number>;

/** Row counts of the business tables (throttle counters and the audit log are not business data). */
export async function rowCounts(db: Db): Promise<Counts> {
  const counts = {} as Counts;
  for (const table of TABLES) {
    const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    counts[table] = (result.rows[0] as { n: number }).n;
  }
  return counts;
}

/** A date N days from now in Melbourne (YYYY-MM-DD), for preferredDate. */
export function melbourneDate(offsetDays: number, from: Date = new Date()): string {
  const shifted = new Date(from.getTime() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    shifted,
  );
}

/**
 * A day the calendar offers for the method at least N days from now (docs/product.md#delivery): not a
 * weekend or public holiday, and on or after the cut-off, so an order preferring it is not refused.
 * Days staff closed or filled are the caller's to avoid.
 */
export function offeredDay(method: 'delivery' | 'pickup', offsetDays: number, from: Date = new Date()): string {
  const earliest = earliestServiceDay(method, from, victorianHoliday);
  let day = melbourneDate(offsetDays, from);
  if (day < earliest) day = earliest;
  while (!isServiceDay(method, day, victorianHoliday)) day = addDays(day, 1);
  return day;
}

/** A board line of the demo catalogue as the wizard sends it (WoodEvo HOME Grooved Barossa). */
export const BAROSSA_LINE = {
  brand: 'WoodEvo',
  range: 'HOME',
  type: 'Grooved',
  colorId: '',
  colorName: 'Barossa',
  size: '5400 x 137 x 23mm',
  quantity: 10,
  item_id: 'we-home-grooved-barossa-5400',
};

/** A hardware line of the demo catalogue as the wizard sends it; `quantity` as the test needs. */
export function clipsLine(quantity: number) {
  return { name: 'WoodEvo Hidden Clips (box of 100)', description: '', category: 'Hardware', quantity, item_id: 'hw-woodevo-hidden-clips' };
}

/**
 * An order body for POST /api/orders: one Barossa line, picked up on a day the calendar offers three or
 * more days ahead; `extra` replaces fields.
 */
export const pickupOrder = (extra: Record<string, unknown> = {}) => ({
  boards: [BAROSSA_LINE],
  deliveryMethod: 'pickup',
  deliveryStreetAddress: '',
  deliveryCityPostcode: '',
  pickupLocation: '',
  preferredDate: offeredDay('pickup', 3),
  notes: '',
  hardwareItems: [],
  ...extra,
});
