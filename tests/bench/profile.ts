// `npm run bench:profile -- orders|quotes [--seconds=6]`: where a durable write's time goes (issue 23's
// two ratios). Starts the bench app (appServer.ts) on a fresh embedded database with a smaller data set and
// reports, for POST /api/orders as the bench sends it (or POST /quotes, with the outbox and, on a second
// app, without):
//   1. PostgreSQL's side: every statement one request runs, from the server's own log
//      (log_min_duration_statement = 0 for 100 requests sent one at a time): statements per request, the
//      server's time per statement, and transactions per request (pg_stat_database). pg_stat_statements
//      ships with the embedded binaries but needs shared_preload_libraries, i.e. a restart, so the log it is.
//   2. The app's main thread: V8's CPU profiler (the profiler `node --cpu-prof` runs) around autocannon at
//      the bench's 50 connections, top self-time functions and the same time grouped by where it runs
//      (fastify, zod, drizzle, pg driver, session lookup, pricing, JSON, Node's own I/O, GC), plus the
//      process tree's CPU per response split into the app and its PostgreSQL.
// The .cpuprofile files stay in bench/profiles/ (git-ignored) for Chrome DevTools.
import os from 'node:os';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { processTreeCpuMs } from './cpuTime';
import { describe, measure, type LoadRequest } from './load';
import { makeTempDir, repoRoot, startChild, stopAll, type Child } from './processes';
import { orderPayload, signIn } from './serverFigures';
import { nextQuoteAddress, quoteBody } from './outboxFigure';

const target = process.argv.find((a) => a === 'orders' || a === 'quotes') ?? 'orders';
const seconds = Number(process.argv.find((a) => a.startsWith('--seconds='))?.slice('--seconds='.length) ?? 6);
const LOGGED_REQUESTS = 100;
const DEMO_PASSWORD = 'boardwalk-demo';

interface AppReady {
  url: string;
  databaseUrl: string;
}

const out = (line = '') => console.log(line);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const FASTIFY = /node_modules\/(fastify|@fastify|find-my-way|avvio|light-my-request|fast-json-stringify|secure-json-parse|pino)/;

/** Where a function runs, by its script's path (first match wins). */
const GROUPS: [string, (url: string, fn: string) => boolean][] = [
  ['GC', (_u, f) => f === '(garbage collector)'],
  ['idle', (_u, f) => f === '(idle)'],
  ['V8 other (program)', (_u, f) => f === '(program)'],
  ['JSON parse/stringify', (u, f) => u === '' && /^(parse|stringify|JSONParse|JSONStringify)$/.test(f)],
  ['zod', (u) => /node_modules\/(zod|fastify-type-provider-zod)\//.test(u)],
  ['fastify', (u) => FASTIFY.test(u)],
  ['drizzle-orm', (u) => /node_modules\/drizzle-orm\//.test(u)],
  ['pg driver', (u) => /node_modules\/(pg|pg-protocol|pg-pool|pg-types|pg-connection-string|postgres-[a-z]+)\//.test(u)],
  ['pg-boss / outbox', (u) => /node_modules\/pg-boss\/|src\/server\/mail\//.test(u)],
  ['date-fns', (u) => /node_modules\/(date-fns|@date-fns)\//.test(u)],
  ['session lookup / auth', (u) => /src\/server\/auth\//.test(u)],
  ['pricing / domain', (u) => /src\/domain\//.test(u)],
  ['order and lead services', (u) => /src\/server\/services\//.test(u)],
  ['other app code', (u) => /src\/server\//.test(u)],
  ['Node I/O, streams, http', (u) => u.startsWith('node:')],
  ['tsx', (u) => /node_modules\/tsx\//.test(u)],
  ['other packages', (u) => /node_modules\//.test(u)],
  ['native / builtins', () => true],
];

function summariseProfile(profile: CpuProfile, responses: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const idle = [...selfUs].filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)').reduce((a, [, us]) => a + us, 0);
  const busy = total - idle;
  const fnTotals = new Map<string, number>();
  const groupTotals = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const short = url
      .replace(/^file:\/\//, '')
      .replace(`${repoRoot}/`, '')
      .replace(/^.*node_modules\//, '');
    const key = `${functionName || '(anonymous)'}  ${short}${url ? `:${lineNumber + 1}` : ''}`;
    fnTotals.set(key, (fnTotals.get(key) ?? 0) + us);
    const group = GROUPS.find(([, match]) => match(url, functionName))![0];
    groupTotals.set(group, (groupTotals.get(group) ?? 0) + us);
  }
  // V8 samples the thread on a wall clock: on a loaded machine a thread descheduled inside a system call
  // (writev to a socket) keeps being sampled there, so shares of samples, not CPU microseconds.
  out(
    `main thread: ${(total / 1e6).toFixed(2)} s sampled, ${(busy / 1e6).toFixed(2)} s not idle, ${responses} responses ` +
      `(samples are wall-clock: time descheduled inside a system call counts to that call)`,
  );
  out('\nself time by group (share of non-idle samples):');
  for (const [group, us] of [...groupTotals].sort((a, b) => b[1] - a[1])) {
    if (group === 'idle') continue;
    out(`  ${group.padEnd(26)} ${((us / busy) * 100).toFixed(1).padStart(5)} %`);
  }
  out('\ntop 25 functions by self time (node:inspector is the profiler itself):');
  for (const [key, us] of [...fnTotals].sort((a, b) => b[1] - a[1]).slice(0, 26)) {
    if (key.startsWith('(idle)')) continue;
    out(`  ${((us / busy) * 100).toFixed(1).padStart(5)} %  ${key}`);
  }
}

interface LoggedStatement {
  kind: string;
  text: string;
  ms: number;
}

/** Statements in the PostgreSQL log from `offset` (log_min_duration_statement = 0 lines). */
async function loggedStatements(logFile: string, offset: number): Promise<LoggedStatement[]> {
  const text = (await fs.readFile(logFile)).subarray(offset).toString();
  const found: LoggedStatement[] = [];
  // e.g. "duration: 0.412 ms  execute bw_3f...: with o as (...)", "duration: 0.05 ms  bind <unnamed>: select ...",
  // "duration: 0.3 ms  statement: BEGIN". A statement's text may continue on the following lines.
  // A statement that starts with a line break (a template literal's) reads from the next line.
  const re = /duration: ([\d.]+) ms {2}(statement|parse [^:]*|bind [^:]*|execute [^:]*):[ \t]*\n?[ \t]*([^\n]*)/g;
  for (const m of text.matchAll(re)) {
    const kind = m[2].split(' ')[0];
    const name = m[2].split(' ')[1] ?? '';
    if (/pg_stat_database|pg_reload_conf|ALTER SYSTEM/i.test(m[3])) continue;
    const statement = m[3].replace(/\s+/g, ' ').trim().slice(0, 110);
    found.push({ kind, text: `${name && name !== '<unnamed>' ? `[${name.slice(0, 11)}] ` : ''}${statement}`, ms: Number(m[1]) });
  }
  return found;
}

async function databaseSide(app: Child<AppReady>, dataDir: string, send: () => Promise<void>, label: string) {
  const db = new pg.Client({ connectionString: app.ready.databaseUrl });
  await db.connect();
  const logFile = path.join(dataDir, 'postgres.log');
  const commits = async () =>
    Number((await db.query<{ n: string }>('select xact_commit as n from pg_stat_database where datname = current_database()')).rows[0].n);
  try {
    await db.query('ALTER SYSTEM SET log_min_duration_statement = 0');
    await db.query('select pg_reload_conf()');
    await new Promise((r) => setTimeout(r, 300));
    const offset = (await fs.stat(logFile)).size;
    const before = await commits();
    for (let i = 0; i < LOGGED_REQUESTS; i++) await send();
    // pg_stat_database is updated by each backend at most every 10 ms-1 s after its transaction.
    await new Promise((r) => setTimeout(r, 1200));
    const transactions = (await commits()) - before - 1;
    await db.query('ALTER SYSTEM RESET log_min_duration_statement');
    await db.query('select pg_reload_conf()');
    const statements = await loggedStatements(logFile, offset);
    const executed = statements.filter((s) => s.kind === 'execute' || s.kind === 'statement');
    const groups = new Map<string, { count: number; ms: number }>();
    for (const s of statements) {
      const key = `${s.kind.padEnd(9)} ${s.text}`;
      const g = groups.get(key) ?? { count: 0, ms: 0 };
      g.count += 1;
      g.ms += s.ms;
      groups.set(key, g);
    }
    const ms = statements.reduce((a, s) => a + s.ms, 0);
    out(`\n== PostgreSQL's side, ${label}: ${LOGGED_REQUESTS} requests one at a time ==`);
    out(
      `statements executed per request: ${(executed.length / LOGGED_REQUESTS).toFixed(2)} (round trips: one each; parse/bind/execute of ` +
        `one statement travel together), transactions per request ~${(transactions / LOGGED_REQUESTS).toFixed(2)}, ` +
        `server time per request ${((ms / LOGGED_REQUESTS) * 1000).toFixed(0)} µs (parse + bind + execute, as logged)`,
    );
    for (const [key, g] of [...groups].sort((a, b) => b[1].ms - a[1].ms).slice(0, 14)) {
      out(`  ${(g.count / LOGGED_REQUESTS).toFixed(2).padStart(5)} x  ${((g.ms / g.count) * 1000).toFixed(0).padStart(6)} µs  ${key}`);
    }
  } finally {
    await db.end();
  }
}

async function cpuSide(app: Child<AppReady>, request: LoadRequest, expect: number, file: string, label: string) {
  await measure(request, { connections: 10, duration: 1 }, expect);
  await app.request({ type: 'cpu-profile-start' }, 'cpu-profile-started');
  const cpuBefore = processTreeCpuMs(app.process.pid!);
  const m = await measure(request, { connections: 50, duration: seconds }, expect);
  const cpuAfter = processTreeCpuMs(app.process.pid!);
  await app.request({ type: 'cpu-profile-stop', file }, 'cpu-profile-written');
  const app_ = cpuAfter.self - cpuBefore.self;
  const database = cpuAfter.descendants - cpuBefore.descendants;
  out(`\n== the app's main thread, ${label}: ${seconds} s at 50 connections, load average ${os.loadavg()[0].toFixed(1)} ==`);
  out(`${describe(m)}; ${m.total} responses`);
  out(
    `CPU per response: app process ${((app_ * 1000) / m.total).toFixed(0)} µs (all its threads), its PostgreSQL ` +
      `${((database * 1000) / m.total).toFixed(0)} µs`,
  );
  summariseProfile(JSON.parse(await fs.readFile(file, 'utf8')) as CpuProfile, m.total);
  out(`profile: ${path.relative(repoRoot, file)}`);
}

async function main() {
  const root = await makeTempDir('profile');
  const profiles = path.join(repoRoot, 'bench', 'profiles');
  await fs.mkdir(profiles, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const start = (dir: string, extra: Record<string, string> = {}) =>
    startChild<AppReady>(`app (${dir})`, 'appServer.ts', {
      BENCH_DATA_DIR: path.join(root, dir),
      WEB_DIST_DIR: path.join(root, 'no-web-app'),
      BENCH_WAIT_FOR_DIST: '0',
      BENCH_USERS: '50',
      BENCH_ORDERS: '1000',
      BENCH_QUOTES: '200',
      BENCH_PASSWORD: 'bench-password-1',
      DEMO_PASSWORD,
      TRUST_PROXY: '1',
      MAIL_WORKER: 'false',
      ...extra,
    });
  out(
    `bench:profile ${target}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  try {
    if (target === 'orders') {
      const app = await start('orders');
      const base = app.ready.url;
      const cookie = await signIn(base, 'client@boardwalk.example', DEMO_PASSWORD);
      const body = await orderPayload(base);
      const headers = { cookie, origin: base, 'content-type': 'application/json' };
      const request: LoadRequest = {
        url: `${base}/api/orders`,
        method: 'POST',
        headers,
        body,
        perRequestHeaders: () => ({ 'idempotency-key': crypto.randomUUID() }),
      };
      const send = async () => {
        const res = await fetch(request.url, { method: 'POST', headers: { ...headers, 'idempotency-key': crypto.randomUUID() }, body });
        if (res.status !== 201) throw new Error(`POST /api/orders answered ${res.status}: ${await res.text()}`);
      };
      await send();
      await databaseSide(app, path.join(root, 'orders'), send, 'POST /api/orders');
      await cpuSide(app, request, 201, path.join(profiles, `orders-${stamp}.cpuprofile`), 'POST /api/orders');
    } else {
      for (const [dir, env, label] of [
        ['quotes', {}, 'POST /quotes with the outbox'],
        ['quotes-no-outbox', { BENCH_OUTBOX: 'off' }, 'POST /quotes without the outbox'],
      ] as const) {
        const app = await start(dir, env);
        const base = app.ready.url;
        const headers = { origin: base, 'content-type': 'application/json' };
        const request: LoadRequest = {
          url: `${base}/quotes`,
          method: 'POST',
          headers,
          body: quoteBody,
          perRequestHeaders: () => ({ 'x-forwarded-for': nextQuoteAddress() }),
        };
        const send = async () => {
          const res = await fetch(request.url, {
            method: 'POST',
            headers: { ...headers, 'x-forwarded-for': nextQuoteAddress() },
            body: quoteBody,
          });
          if (res.status !== 201) throw new Error(`POST /quotes answered ${res.status}: ${await res.text()}`);
        };
        await send();
        await databaseSide(app, path.join(root, dir), send, label);
        await cpuSide(app, request, 201, path.join(profiles, `${dir}-${stamp}.cpuprofile`), label);
        await app.stop();
      }
    }
  } finally {
    await stopAll();
    await fs.rm(root, { recursive: true, force: true }).catch(() => undefined);
  }
}

main().catch(async (err: unknown) => {
  console.error('bench:profile failed:', err);
  await stopAll();
  process.exit(2);
});
