// Reliability of e-mail (the transactional outbox), on the real app as a child process with its
// embedded PostgreSQL and a real SMTP server in this process:
// - outage: the SMTP server is down while quote requests, enquiries and orders are sent. Every one is
//   still answered 201; once the server is back, every message owed arrives, and any message that
//   arrives twice carries the same Message-ID (so it is detectable as a resend).
// - crash: the app is SIGKILLed while it takes creates and a slow SMTP server has sends in flight, so
//   records are committed whose e-mails are not sent yet; after the restarts every committed record's
//   messages are delivered.
// Sizes: RELIABILITY_MAIL_RECORDS (200, 1000 under RELIABILITY_FULL), RELIABILITY_MAIL_CRASH_CYCLES (3, 20:
// each cycle is an app start, a kill and a restart, some 8 s, so `npm test` runs three as crash.test.ts does).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, expect, it } from 'vitest';
import { connectionUrl, readEmbeddedConnection } from '../../src/server/db/embedded';
import { EMBEDDED_DATABASE } from '../../src/server/server';
import { DEMO, DEMO_PASSWORD } from '../api/helpers';
import { startSmtpServer, type TestSmtpServer } from '../support/smtpServer';
import { HttpClient, kill, postmasterPid, spawnApp, startApp, waitHealthy, type AppProcess } from './processes';
import { contactBody, orderPayload, quoteBody, scale } from './support';

const RECORDS = scale('RELIABILITY_MAIL_RECORDS', 200, 1000);
const CRASH_CYCLES = scale('RELIABILITY_MAIL_CRASH_CYCLES', 3, 20);

type Kind = 'order' | 'quote' | 'contact';
const KINDS: Kind[] = ['order', 'quote', 'contact'];
const URLS: Record<Kind, string> = { order: '/api/orders', quote: '/quotes', contact: '/api/contact/' };

const dirs: string[] = [];
const apps: AppProcess[] = [];
const servers: TestSmtpServer[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) kill(app);
  for (const server of servers.splice(0)) await server.stop();
});
afterAll(async () => {
  for (const dir of dirs) {
    const pid = await postmasterPid(dir);
    if (pid) process.kill(pid, 'SIGQUIT');
  }
  await new Promise((r) => setTimeout(r, 500));
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'boardwalk-mail-'));
  await fs.chmod(dir, 0o755);
  dirs.push(dir);
  return dir;
}

async function withDb<T>(dataDir: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const conn = await readEmbeddedConnection(dataDir);
  const client = new pg.Client({ connectionString: connectionUrl({ ...conn, database: EMBEDDED_DATABASE }) });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

interface NotificationRow {
  id: string;
  message_id: string;
  status: string;
  attempts: number;
  record: string;
}
const notificationRows = (dataDir: string) =>
  withDb(dataDir, async (c) => {
    const { rows } = await c.query<NotificationRow>(
      `select id::text, message_id, status::text, attempts, coalesce(lead_id, order_id)::text as record from notifications`,
    );
    return rows;
  });

/** Polls until every notification reads sent; answers the rows. */
async function allSent(dataDir: string, timeoutMs: number): Promise<NotificationRow[]> {
  const deadline = Date.now() + timeoutMs;
  let rows: NotificationRow[] = [];
  while (Date.now() < deadline) {
    rows = await notificationRows(dataDir);
    if (rows.length && rows.every((r) => r.status === 'sent')) return rows;
    await new Promise((r) => setTimeout(r, 500));
  }
  const pending = rows.filter((r) => r.status !== 'sent');
  throw new Error(`${pending.length} of ${rows.length} notifications not sent: ${JSON.stringify(pending.slice(0, 5))}`);
}

let forwarded = 0;
// Leads are throttled per address: each request comes "through a proxy" from its own address.
const nextAddress = () => `100.65.${Math.floor(forwarded / 250) % 250}.${(forwarded++ % 250) + 1}`;

async function signIn(base: string): Promise<HttpClient> {
  const client = new HttpClient(base, nextAddress);
  const res = await client.request('POST', '/api/auth/login', { email: DEMO.client, password: DEMO_PASSWORD });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.body}`);
  return client;
}

function bodyFor(kind: Kind, marker: string): unknown {
  if (kind === 'order') return orderPayload(new Date(), { notes: marker });
  // Each lead from its own address: at most 3 acknowledgements a day go to one.
  const email = `${marker}@example.com`;
  if (kind === 'quote') return { ...quoteBody, email, calculationDetails: marker };
  return { ...contactBody, email, message: marker };
}

/** One create; answers its status and, when acknowledged, its id. */
async function create(client: HttpClient, kind: Kind): Promise<{ status: number; id?: string }> {
  const marker = `mail-${randomUUID()}`;
  const headers: Record<string, string> = kind === 'order' ? { 'idempotency-key': marker } : {};
  const res = await client.request('POST', URLS[kind], bodyFor(kind, marker), headers);
  return res.status === 201 ? { status: 201, id: (JSON.parse(res.body) as { id: string }).id } : { status: res.status };
}

/** What arrived against what was owed: every owed Message-ID arrived; repeats are counted by Message-ID. */
function tally(rows: NotificationRow[], smtp: TestSmtpServer) {
  const arrived = new Map<string, number>();
  for (const mail of smtp.received) arrived.set(mail.messageId, (arrived.get(mail.messageId) ?? 0) + 1);
  const owed = new Set(rows.map((r) => r.message_id));
  return {
    owed: owed.size,
    delivered: [...owed].filter((id) => arrived.has(id)).length,
    received: smtp.received.length,
    duplicates: [...arrived.values()].reduce((sum, n) => sum + n - 1, 0),
    unknown: [...arrived.keys()].filter((id) => !owed.has(id)).length,
    retried: rows.filter((r) => r.attempts > 1).length,
  };
}

it(
  `SMTP down while ${RECORDS} quote requests, enquiries and orders are sent: all answered 201, every message delivered once it is back`,
  async () => {
    const smtp = await startSmtpServer();
    servers.push(smtp);
    const dataDir = await tempDir();
    const app = await startApp({ DATA_DIR: dataDir, TRUST_PROXY: 'true', SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1' });
    apps.push(app);
    await smtp.stop();

    const client = await signIn(app.url);
    const statuses: number[] = [];
    const records: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < RECORDS) {
          const { status, id } = await create(client, KINDS[next++ % 3]);
          statuses.push(status);
          if (id) records.push(id);
        }
      }),
    );
    expect(statuses.filter((s) => s !== 201)).toEqual([]);

    // The outage was seen: sends failed and are waiting for their retry.
    const during = await notificationRows(dataDir);
    expect(during).toHaveLength(RECORDS * 2);
    expect(during.filter((r) => r.status === 'retrying').length).toBeGreaterThan(0);
    expect(during.filter((r) => r.status === 'sent')).toHaveLength(0);

    await smtp.start();
    const rows = await allSent(dataDir, 120_000);
    expect(new Set(rows.map((r) => r.record))).toEqual(new Set(records));
    const counts = tally(rows, smtp);
    expect(counts.delivered).toBe(counts.owed);
    expect(counts.unknown).toBe(0);
    const retryingDuringOutage = during.filter((r) => r.status === 'retrying').length;
    console.log(`mail outage: ${JSON.stringify({ records: RECORDS, retryingDuringOutage, ...counts })}`);

    kill(app, 'SIGTERM');
    expect(await app.exited).toBe(0);
  },
  10 * 60_000,
);

it(
  `SIGKILLed between commit and send in ${CRASH_CYCLES} cycles: every committed record's messages are delivered`,
  async () => {
    // A slow server: sends are in flight and more are queued behind them when the process dies.
    const smtp = await startSmtpServer({ delayMs: 40 });
    servers.push(smtp);
    const dataDir = await tempDir();
    const env = {
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      SMTP_URL: smtp.url,
      MAIL_RETRY_DELAY_SECONDS: '1',
      // A send cut off by the kill is handed out again this soon.
      MAIL_SEND_TIMEOUT_SECONDS: '4',
    };
    const acknowledged: string[] = [];
    const summary = { cycles: 0, acknowledged: 0, unsentAtKill: 0, postmasterKilled: 0 };
    let client: HttpClient | null = null;
    for (let cycle = 0; cycle < CRASH_CYCLES; cycle += 1) {
      const app = await spawnApp(env);
      apps.push(app);
      expect(await waitHealthy(app), app.output()).toBe(true);
      if (client) client.base = app.url;
      if (!client || (await client.request('GET', '/api/users/profile')).status !== 200) client = await signIn(app.url);
      let stop = false;
      const session = client;
      const running = Promise.all(
        Array.from({ length: 4 }, async (_, w) => {
          for (let n = 0; !stop; n += 1) {
            const result = await create(session, KINDS[(w + n) % 3]).catch(() => ({ status: 0, id: undefined }));
            if (result.id) acknowledged.push(result.id);
          }
        }),
      );
      await new Promise((r) => setTimeout(r, 400 + Math.random() * 1200));
      stop = true;
      kill(app);
      await running;
      await app.exited;
      apps.splice(apps.indexOf(app), 1);
      summary.unsentAtKill += (await notificationRows(dataDir)).filter((r) => r.status !== 'sent').length;
      if (cycle % 2 === 1) {
        const pid = await postmasterPid(dataDir);
        if (pid) {
          process.kill(pid, 'SIGKILL');
          summary.postmasterKilled += 1;
        }
      }
      summary.cycles += 1;
    }
    // Unsent messages were left at the kills: the crashes fell between commit and send.
    expect(summary.unsentAtKill).toBeGreaterThan(0);

    const last = await spawnApp(env);
    apps.push(last);
    expect(await waitHealthy(last), last.output()).toBe(true);
    const rows = await allSent(dataDir, 180_000);
    // Every acknowledged record has its two messages, and every message owed arrived.
    const perRecord = new Map<string, number>();
    for (const r of rows) perRecord.set(r.record, (perRecord.get(r.record) ?? 0) + 1);
    for (const id of acknowledged) expect(perRecord.get(id), `record ${id}`).toBe(2);
    const counts = tally(rows, smtp);
    expect(counts.delivered).toBe(counts.owed);
    expect(counts.unknown).toBe(0);
    summary.acknowledged = acknowledged.length;
    expect(summary.acknowledged).toBeGreaterThan(0);
    console.log(`mail crash: ${JSON.stringify({ ...summary, committedRecords: perRecord.size, ...counts })}`);

    kill(last, 'SIGTERM');
    expect(await last.exited).toBe(0);
  },
  20 * 60_000,
);
