// The benchmark's server figures, each a ratio against a measurement taken in the same run: throughput
// against the bare Fastify reference (measured right before each app run, same settings), placing
// orders against pgbench running the same insert on the same database (the Fastify ratio kept for
// information), the orders and leads pages against the same calls on a 100-order, 100-lead database, and board-config p99
// against itself without logins.
import { randomUUID } from 'node:crypto';
import { CpuTally } from './cpuTime';
import { describe, measure, median, type LoadSettings, type Measured } from './load';
import { figure, information, notMeasurable, type Figure } from './figures';
import { ensurePgbench, orderScript, pgbench } from './pgbench';
import { LEAD_PAGE_DEFAULT } from '../../src/domain/leads';
import { QUOTE_PAGE_DEFAULT } from '../../src/domain/schemas/quotes';
import { BENCH_USER_EMAIL } from './seedLarge';

export const ORDERS_PAGE_SIZE = 20;
const LOGINS_PER_SECOND = 10;
const LOGIN_GRACE_MS = 20_000;

export interface ServerTargets {
  /** The app on the large data set. */
  large: string;
  /** The large app's own embedded database, for the pgbench baseline. */
  largeDatabaseUrl: string;
  /** A scratch folder of this run (the pgbench script goes there). */
  workDir: string;
  /** The app on the 100-order data set. */
  small: string;
  reference: string;
  /** Process ids of the large app (its embedded PostgreSQL runs under it) and the reference, for CPU time. */
  pids: { large: number; reference: number };
  /** Switches the large app's outbox off (queues nothing) and on again: the quotes figure's two sides. */
  setOutbox: (on: boolean) => Promise<void>;
  adminEmail: string;
  demoPassword: string;
  clientEmail: string;
  benchPassword: string;
  benchUsers: number;
  settings: LoadSettings;
  /** Alternating reference/app rounds per throughput figure. */
  rounds: number;
  /** Seconds of each half of the logins figure (without, then with logins). */
  loginSeconds: number;
  /** Seconds per round of the orders- and leads-page comparisons. */
  ordersRoundSeconds: number;
  /** Alternating rounds per database of those comparisons (median per database). */
  pageRounds: number;
  /** Seconds of the unmeasured run before a throughput or latency figure (JIT, caches, connections). */
  warmSeconds: number;
  /** Quote requests seeded in the large and the small app (the leads-page comparison). */
  leads: { large: number; small: number };
  /** Failures of the benchmark itself (the run exits 2). */
  problems: string[];
  log: (line: string) => void;
}

export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(url, { headers });
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

interface BoardItem {
  item_id: string;
  cf_board_brand: string;
  cf_board_range: string;
  cf_board_type: string;
  cf_board_colour: string;
  cf_size: string;
}
interface HardwareItem {
  item_id: string;
  name: string;
  description: string;
}

/** A valid order: two board lines and one hardware line, delivery, two weeks ahead. */
export async function orderPayload(base: string): Promise<string> {
  const boards = (await getJson<{ data: BoardItem[] }>(`${base}/api/inventory/board-items`)).body.data;
  const hardware = (await getJson<{ data: HardwareItem[] }>(`${base}/api/inventory/hardware-items`)).body.data;
  if (boards.length < 2 || hardware.length < 1) throw new Error('the catalogue has too few items for a 3-line order');
  const date = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const line = (b: BoardItem, quantity: number) => ({
    brand: b.cf_board_brand,
    range: b.cf_board_range,
    type: b.cf_board_type,
    colorId: '',
    colorName: b.cf_board_colour.replace(/_/g, ' '),
    size: b.cf_size,
    quantity,
    item_id: b.item_id,
  });
  return JSON.stringify({
    project: null,
    boards: [line(boards[0], 24), line(boards[1], 6)],
    hardwareItems: [
      { name: hardware[0].name, description: hardware[0].description, category: 'Hardware', quantity: 2, item_id: hardware[0].item_id },
    ],
    deliveryMethod: 'delivery',
    deliveryStreetAddress: '12 Beach Road',
    deliveryCityPostcode: 'Brighton VIC 3186',
    pickupLocation: '',
    preferredDate: date,
    notes: 'Benchmark order',
  });
}

interface RatioResult {
  ratio: number;
  appRps: number;
  /** Where the time went: CPU microseconds per response of each server and of the load generator. */
  cpu: string;
}

/**
 * Alternates reference and app runs (the machine's load drifts) and takes the median of the per-round
 * ratios of successful responses per second.
 */
async function ratioToReference(t: ServerTargets, label: string, run: () => Promise<Measured>): Promise<RatioResult> {
  const ratios: number[] = [];
  const rps: number[] = [];
  const appCpu = new CpuTally();
  const referenceCpu = new CpuTally();
  for (let round = 0; round < t.rounds; round++) {
    const ref = await referenceCpu.during(t.pids.reference, () => measure({ url: `${t.reference}/reference` }, t.settings));
    const app = await appCpu.during(t.pids.large, run);
    t.log(`  ${label}, round ${round + 1}: app ${describe(app)}; reference ${describe(ref)}`);
    if (app.unexpected || app.errors) throw new Error(`${label}: ${describe(app)}`);
    ratios.push(app.rps / ref.rps);
    rps.push(app.rps);
  }
  const a = appCpu.perResponse();
  const r = referenceCpu.perResponse();
  const us = (n: number) => (Number.isFinite(n) ? `${n.toFixed(1)} us` : 'n/a');
  const children = a.serverChildren >= 1 ? ` of which ${us(a.serverChildren)} in its PostgreSQL` : '';
  const cpu =
    `CPU per response: server ${us(a.server)}${children} (reference ${us(r.server)}), ` +
    `load generator ${us(a.client)} (reference ${us(r.client)})`;
  t.log(`  ${label}: ${cpu}`);
  return { ratio: median(ratios), appRps: median(rps), cpu };
}

/**
 * The p50 of one admin GET on the large and the small app, alternating rounds of 10 connections each
 * (median per app); `pageSize` checks that the large app's answer is a full page.
 */
async function pageP50s(t: ServerTargets, label: string, path: string, pageSize: number | null) {
  const sessions = await adminSessions(t);
  const request = (which: 'large' | 'small') => ({ url: `${t[which]}${path}`, headers: { cookie: sessions[which] } });
  for (const which of ['large', 'small'] as const) {
    const res = await getJson<unknown[]>(request(which).url, { cookie: sessions[which] });
    const length = Array.isArray(res.body) ? res.body.length : null;
    if (res.status !== 200 || length === null || (which === 'large' && pageSize !== null && length !== pageSize)) {
      throw new Error(`the ${which} server's ${label} (${path}) answered ${res.status} with ${length ?? 'no'} rows`);
    }
    await measure(request(which), { connections: 10, duration: t.warmSeconds });
  }
  const p50 = { large: [] as number[], small: [] as number[] };
  const settings = { connections: 10, duration: t.ordersRoundSeconds };
  for (let round = 0; round < t.pageRounds; round++) {
    for (const which of ['large', 'small'] as const) {
      const m = await measure(request(which), settings);
      if (m.unexpected || m.errors) throw new Error(`${label} on the ${which} server: ${describe(m)}`);
      t.log(`  ${label}, ${which} data set, round ${round + 1}: ${describe(m)}`);
      p50[which].push(m.p50);
    }
  }
  const large = median(p50.large);
  const small = median(p50.small);
  return { large, small, note: `p50 ${large} ms vs ${small} ms at 10 connections` };
}

// The admin's session on each app, signed in once for all the page figures (each sign-in is a full-cost hash).
const adminSessionsOf = new WeakMap<ServerTargets, Promise<{ large: string; small: string }>>();
function adminSessions(t: ServerTargets) {
  let sessions = adminSessionsOf.get(t);
  if (!sessions) {
    sessions = Promise.all([signIn(t.large, t.adminEmail, t.demoPassword), signIn(t.small, t.adminEmail, t.demoPassword)]).then(
      ([large, small]) => ({ large, small }),
    );
    adminSessionsOf.set(t, sessions);
  }
  return sessions;
}

/** `durableWritesOnly` (`--only=quotes`): the POST /api/orders figures alone, the others skipped. */
export async function serverFigures(t: ServerTargets, options: { durableWritesOnly?: boolean } = {}): Promise<Figure[]> {
  const figures: Figure[] = [];
  const guard = async (name: string, unit: string, target: string, fn: () => Promise<Figure[]>) => {
    if (options.durableWritesOnly && !name.startsWith('POST /api/orders')) return;
    try {
      figures.push(...(await fn()));
    } catch (err) {
      t.log(`  ${name} failed: ${(err as Error).stack ?? String(err)}`);
      t.problems.push(`${name}: ${(err as Error).message}`);
      figures.push(notMeasurable(name, unit, target, (err as Error).message));
    }
  };
  const warm = { connections: 10, duration: t.warmSeconds };

  // Catalogue bodies, full and revalidated.
  for (const [path, label] of [
    ['board-config', 'board-config'],
    ['board-items', 'board-items'],
  ] as const) {
    const url = `${t.large}/api/inventory/${path}`;
    await guard(`GET /api/inventory/${label} req/s ratio to reference`, 'x', '>= 0.8', async () => {
      const first = await fetch(url);
      if (first.status !== 200) throw new Error(`${url} answered ${first.status}`);
      await first.arrayBuffer();
      await measure({ url }, warm);
      const { ratio, appRps, cpu } = await ratioToReference(t, label, () => measure({ url }, t.settings));
      return [
        figure(`GET /api/inventory/${label} req/s ratio to reference`, ratio, 'x', '>=', 0.8, `median ${Math.round(appRps)} req/s; ${cpu}`),
      ];
    });
    await guard(`GET /api/inventory/${label} with If-None-Match (304) req/s ratio to reference`, 'x', '>= 0.9', async () => {
      const etag = (await fetch(url)).headers.get('etag');
      if (!etag) throw new Error(`${url} sends no ETag`);
      const check = await fetch(url, { headers: { 'if-none-match': etag } });
      if (check.status !== 304) throw new Error(`${url} with If-None-Match answered ${check.status}, not 304`);
      const headers = { 'if-none-match': etag };
      const { ratio, appRps, cpu } = await ratioToReference(t, `${label} 304`, () => measure({ url, headers }, t.settings, 304));
      return [
        figure(
          `GET /api/inventory/${label} with If-None-Match (304) req/s ratio to reference`,
          ratio,
          'x',
          '>=',
          0.9,
          `median ${Math.round(appRps)} req/s; ${cpu}`,
        ),
      ];
    });
  }

  // The admin's first orders page: cost must not grow with history.
  const ordersName = `GET /api/orders?limit=${ORDERS_PAGE_SIZE} (admin) p50 ratio, 10,000 vs 100 orders`;
  await guard(ordersName, 'x', '<= 1.5', async () => {
    const { large, small, note } = await pageP50s(t, 'orders page', `/api/orders?limit=${ORDERS_PAGE_SIZE}`, ORDERS_PAGE_SIZE);
    return [figure(ordersName, large / small, 'x', '<=', 1.5, note)];
  });

  // The staff inbox's first page (the default tab, quote requests): cost must not grow with the leads kept.
  const leadCounts = `${t.leads.large.toLocaleString('en-AU')} vs ${t.leads.small} quote requests`;
  const leadsName = `GET /api/leads (admin, first page of ${LEAD_PAGE_DEFAULT}) p50 ratio, ${leadCounts}`;
  await guard(leadsName, 'x', '<= 1.5', async () => {
    const { large, small, note } = await pageP50s(t, 'leads page', '/api/leads', LEAD_PAGE_DEFAULT);
    return [figure(leadsName, large / small, 'x', '<=', 1.5, note)];
  });
  // For information: the same with a status filter, and with a search that few leads match (the whole tab is read).
  for (const [label, query] of [
    ['status filter', '?status=won'],
    ['search, few matches', '?q=person%204242'],
  ] as const) {
    const name = `GET /api/leads${query} (admin) p50 ratio, ${leadCounts} (${label})`;
    await guard(name, 'x', 'none', async () => {
      const { large, small, note } = await pageP50s(t, `leads page, ${label}`, `/api/leads${query}`, null);
      return [information(name, large / small, 'x', note)];
    });
  }

  // Staff's quote list (/app/quotes) first page: cost must not grow with the quotes kept (as many as quote requests).
  const quoteCounts = `${t.leads.large.toLocaleString('en-AU')} vs ${t.leads.small} quotes`;
  const quotesName = `GET /api/quotes (admin, first page of ${QUOTE_PAGE_DEFAULT}) p50 ratio, ${quoteCounts}`;
  await guard(quotesName, 'x', '<= 1.5', async () => {
    const { large, small, note } = await pageP50s(t, 'quotes page', '/api/quotes', QUOTE_PAGE_DEFAULT);
    return [figure(quotesName, large / small, 'x', '<=', 1.5, note)];
  });

  // Placing orders: each request a new Idempotency-Key, a signed-in client, a same-origin Origin.
  let placing: Promise<{ body: string; request: Parameters<typeof measure>[0] }> | undefined;
  const ordersRequest = () =>
    (placing ??= (async () => {
      const cookie = await signIn(t.large, t.clientEmail, t.demoPassword);
      const body = await orderPayload(t.large);
      const headers = { cookie, origin: t.large, 'content-type': 'application/json' };
      const probe = await fetch(`${t.large}/api/orders`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        body,
      });
      if (probe.status !== 201) throw new Error(`a single POST /api/orders answered ${probe.status}: ${await probe.text()}`);
      const request = {
        url: `${t.large}/api/orders`,
        method: 'POST' as const,
        headers,
        body,
        perRequestHeaders: () => ({ 'idempotency-key': randomUUID() }),
      };
      await measure(request, warm, 201);
      return { body, request };
    })());

  // The machine's own limit is the target: pgbench committing the same statement on the same database.
  const pgbenchName = `POST /api/orders orders/s ratio to pgbench tps (the same insert, ${t.settings.connections} connections), no errors`;
  await guard(pgbenchName, 'x', '>= 0.5', async () => {
    ensurePgbench(t.log);
    const { body, request } = await ordersRequest();
    const script = await orderScript(t.largeDatabaseUrl, t.clientEmail, body);
    const ratios: number[] = [];
    const orders: number[] = [];
    const tps: number[] = [];
    for (let round = 0; round < t.rounds; round++) {
      const base = await pgbench(t.largeDatabaseUrl, script, t.settings.connections, t.settings.duration, t.workDir);
      if (base.failed) throw new Error(`pgbench: ${base.failed} of ${base.transactions} transactions failed`);
      const app = await measure(request, t.settings, 201);
      const pgbenchRun = `pgbench ${base.tps.toFixed(0)} tps (${base.transactions} transactions)`;
      t.log(`  POST orders vs pgbench, round ${round + 1}: app ${describe(app)}; ${pgbenchRun}`);
      if (app.unexpected || app.errors) throw new Error(`POST orders: ${describe(app)}`);
      ratios.push(app.rps / base.tps);
      orders.push(app.rps);
      tps.push(base.tps);
    }
    const note =
      `median ${Math.round(median(orders))} orders/s, every answer 201; pgbench median ${Math.round(median(tps))} tps ` +
      `(the app's own insert statement, one transaction each, ${t.settings.connections} clients, simple protocol; ` +
      "the app's pool holds 10 connections)";
    return [figure(pgbenchName, median(ratios), 'x', '>=', 0.5, note)];
  });

  // Kept for information: no durable write comes near a server that answers a fixed body from memory.
  const postName = 'POST /api/orders (3 lines, delivery) req/s ratio to reference, no errors';
  await guard(postName, 'x', 'none', async () => {
    const { request } = await ordersRequest();
    // Any non-201 or socket error fails the run (ratioToReference throws), so a figure here had none.
    const { ratio, appRps, cpu } = await ratioToReference(t, 'POST orders', () => measure(request, t.settings, 201));
    return [information(postName, ratio, 'x', `median ${Math.round(appRps)} orders/s, every answer 201; ${cpu}`)];
  });

  return figures;
}

/**
 * Password hashing beside cheap reads: LOGINS_PER_SECOND sign-ins a second (a morning rush) for the
 * window, every one answered, their p95, and board-config's p99 during them against without. Run last:
 * a hashing queue, if one builds, outlives the window. With scrypt at N=2^17 (0.4 s of CPU a hash) two
 * cores managed about five a second; argon2id at OWASP's setting is meant to keep up.
 */
export async function loginFigure(t: ServerTargets): Promise<Figure[]> {
  const loginName = `GET /api/inventory/board-config p99 during ${LOGINS_PER_SECOND} logins/s, ratio to p99 without`;
  const p95Name = `sign-in p95 at ${LOGINS_PER_SECOND} logins/s for ${t.loginSeconds} s`;
  const answeredName = `sign-ins at ${LOGINS_PER_SECOND} logins/s not answered 200 within the window + ${LOGIN_GRACE_MS / 1000} s`;
  try {
    const url = `${t.large}/api/inventory/board-config`;
    await signIn(t.large, BENCH_USER_EMAIL(1), t.benchPassword); // proves the bench users can sign in
    const half = { ...t.settings, duration: t.loginSeconds };
    const without = await measure({ url }, half);
    t.log(`  board-config without logins: ${describe(without)}`);
    const logins = startLogins(t);
    const during = await measure({ url }, half);
    const summary = await logins.stop();
    t.log(`  board-config during logins: ${describe(during)}; logins ${summary.text}`);
    return [
      figure(loginName, during.p99 / without.p99, 'x', '<=', 2, `p99 ${during.p99} ms vs ${without.p99} ms; logins ${summary.text}`),
      figure(p95Name, Math.round(summary.p95), 'ms', '<=', 1000, summary.text),
      figure(answeredName, summary.refused + summary.unfinished, 'sign-ins', '<=', 0, summary.text),
    ];
  } catch (err) {
    t.log(`  ${loginName} failed: ${(err as Error).stack ?? String(err)}`);
    t.problems.push(`${loginName}: ${(err as Error).message}`);
    return [notMeasurable(loginName, 'x', '<= 2', (err as Error).message)];
  }
}

/** Fires LOGINS_PER_SECOND sign-ins a second, round-robin over the bench users, without waiting for answers. */
function startLogins(t: ServerTargets) {
  const started: Promise<void>[] = [];
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let n = 0;
  const controller = new AbortController();
  const fire = () => {
    n += 1;
    const email = BENCH_USER_EMAIL(((n - 1) % t.benchUsers) + 1);
    const at = performance.now();
    started.push(
      fetch(`${t.large}/api/auth/login`, {
        method: 'POST',
        // Real sign-ins come from many addresses; the per-address throttle would otherwise (rightly)
        // refuse a burst of 50 attempts in flight from one. The app trusts one proxy hop (TRUST_PROXY=1).
        headers: { 'content-type': 'application/json', origin: t.large, 'x-forwarded-for': `10.20.${(n >> 8) & 255}.${n & 255}` },
        body: JSON.stringify({ email, password: t.benchPassword }),
        signal: controller.signal,
      }).then(
        async (res) => {
          await res.arrayBuffer();
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          latencies.push(performance.now() - at);
        },
        (err: Error) => {
          statuses[err.name] = (statuses[err.name] ?? 0) + 1;
        },
      ),
    );
  };
  const timer = setInterval(fire, 1000 / LOGINS_PER_SECOND);
  const windowStart = performance.now();
  return {
    /** Stops sending; sign-ins still queued after LOGIN_GRACE_MS are abandoned (and reported). */
    async stop() {
      clearInterval(timer);
      const seconds = (performance.now() - windowStart) / 1000;
      const grace = setTimeout(() => controller.abort(), LOGIN_GRACE_MS);
      await Promise.all(started);
      clearTimeout(grace);
      const ok = statuses['200'] ?? 0;
      const unfinished = statuses.AbortError ?? 0;
      const text =
        `${started.length} sent over ${seconds.toFixed(1)} s, ${ok} signed in (median ` +
        `${Math.round(median(latencies.length ? latencies : [0]))} ms)` +
        `${unfinished ? `, ${unfinished} still hashing ${LOGIN_GRACE_MS / 1000} s after the window` : ''}`;
      const sorted = [...latencies].sort((a, b) => a - b);
      // An unfinished sign-in counts as slower than every answered one.
      // No answered sign-in has no p95 (NaN: not measured, where 0 read as met).
      const p95 = unfinished ? Infinity : (sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN);
      return {
        // None sent measured nothing, rather than "0 not answered".
        refused: started.length ? started.length - ok - unfinished : Number.NaN,
        unfinished,
        p95,
        text: `${text}, p95 ${Number.isFinite(p95) ? `${Math.round(p95)} ms` : 'not reached'}, statuses ${JSON.stringify(statuses)}`,
      };
    },
  };
}
