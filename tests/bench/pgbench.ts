// The machine's own limit for POST /api/orders: pgbench (PostgreSQL 15's client) running the very
// statement an order is stored with (orderInsertStatement: the order, its lines and its history row in
// one data-modifying CTE, so one transaction), at the app run's concurrency, on the app's own embedded
// server. No durable write goes faster than its database commits it, so orders/s over pgbench's
// transactions/s says how much the app adds on top (a bare Fastify server answers no write at all).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { orderCreatePayload } from '../../src/domain/schemas/orders';
import { createDb, createPool } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { checkOrder, orderInsertStatement, requestHash } from '../../src/server/services/orders';

const PGBENCH = process.env.PGBENCH_PATH ?? '/usr/bin/pgbench';

function run(label: string, cmd: string, args: string[]) {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status ?? result.signal})`);
}

/** Installs Debian's postgresql-client-15 (which has pgbench) when it is missing, as `npm test` does for Chromium. */
export function ensurePgbench(log: (line: string) => void): void {
  if (existsSync(PGBENCH)) return;
  log(`pgbench missing at ${PGBENCH}: installing Debian's postgresql-client-15 with apt-get`);
  run('apt-get update', 'apt-get', ['update', '-qq']);
  run('install postgresql-client-15', 'apt-get', ['install', '-y', '-qq', 'postgresql-client-15']);
  if (!existsSync(PGBENCH)) throw new Error(`pgbench is still missing at ${PGBENCH}`);
}

/** A value as an SQL literal (standard_conforming_strings is on: only quotes are doubled). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return String(value);
  return `'${String(value).replace(/'/g, "''")}'`;
}

const KEY_PLACEHOLDER = 'pgbench-idempotency-key';

/**
 * The pgbench script: the app's insert statement for this order body by this user, its parameters
 * written in, and a fresh Idempotency-Key per transaction as the bench's requests send.
 */
export async function orderScript(databaseUrl: string, email: string, body: string): Promise<string> {
  const pool = createPool(databaseUrl, { max: 1 });
  try {
    const db = createDb(pool);
    const [owner] = await db.select({ id: users.id, role: users.role, email: users.email }).from(users).where(eq(users.email, email));
    if (!owner) throw new Error(`no user ${email} in the bench database`);
    const payload = orderCreatePayload.parse(JSON.parse(body));
    const { issues, lines } = await checkOrder(db, payload, owner, new Date());
    if (issues.length) throw new Error(`the bench order does not pass the app's checks: ${issues[0].message}`);
    const { statement } = orderInsertStatement({
      owner,
      payload,
      lines,
      projectId: null,
      projectName: null,
      idempotencyKey: KEY_PLACEHOLDER,
      hash: requestHash(payload),
      deliveryPricing: 'zone',
    });
    const query = new PgDialect().sqlToQuery(statement);
    // Comments out (the script becomes one line), then every $n in one pass (a value written in is never rescanned).
    const text = query.sql
      .replace(/--[^\n]*\n/g, '\n')
      .replace(/\s+/g, ' ')
      .trim();
    const inlined = text.replace(/\$(\d+)/g, (_, n: string) => {
      const value = query.params[Number(n) - 1];
      return value === KEY_PLACEHOLDER ? 'gen_random_uuid()::text' : literal(value);
    });
    return `${inlined};\n`;
  } finally {
    await pool.end();
  }
}

export interface PgbenchRun {
  tps: number;
  transactions: number;
  failed: number;
}

/** Transactions each pgbench client runs per second of an app round: about as long as the round on a quiet machine. */
const TRANSACTIONS_PER_CLIENT_SECOND = 30;

/** One pgbench run of `script` at `clients` connections, about `seconds` long on a quiet machine. */
export async function pgbench(databaseUrl: string, script: string, clients: number, seconds: number, dir: string): Promise<PgbenchRun> {
  const file = path.join(dir, 'order.pgbench.sql');
  await fs.writeFile(file, script);
  // -n: no vacuum of pgbench's own tables (there are none); simple protocol, since the script's JSON
  // holds ":name" shapes that the extended mode would take for variables. A count of transactions
  // (-t), not a duration: on a loaded machine a 1 s run (-T 1) had spent it all connecting 50 clients
  // and committed nothing.
  const perClient = Math.max(5, Math.round(seconds * TRANSACTIONS_PER_CLIENT_SECOND));
  const args = ['-n', '-M', 'simple', '-c', String(clients), '-j', '2', '-t', String(perClient), '-f', file, databaseUrl];
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(PGBENCH, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`pgbench exited ${code}: ${out.slice(-600)}`))));
  });
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
  const processed = /number of transactions actually processed: (\d+)/.exec(output);
  const failed = /number of failed transactions: (\d+)/.exec(output);
  if (!tps || !processed) throw new Error(`pgbench printed no tps: ${output.slice(-600)}`);
  return { tps: Number(tps[1]), transactions: Number(processed[1]), failed: failed ? Number(failed[1]) : 0 };
}
