// Reliability, backup and restore: `npm run db:backup` snapshots a populated database (taken while orders
// keep arriving, so the one-snapshot read is what keeps it loadable), `npm run db:restore` loads it
// into an empty database, and every row of every table compares equal. A truncated file or a
// non-empty target loads nothing. Catalogue photos (bytea) are among the rows.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/db';
import { DEMO, signIn } from '../api/helpers';
import { restoreBackup } from '../../src/server/cli/restore';
import { writeBackup } from '../../src/server/cli/backup';
import { contactBody, orderPayload, quoteBody } from './support';

const run = promisify(execFile);

/** The npm script as an operator runs it. */
async function npm(script: 'db:backup' | 'db:restore', args: string[], databaseUrl: string) {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', script, '--', ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** Every row of every public table, as the database renders it, sorted: equal means identical data. */
async function contents(url: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = (
      await client.query<{ t: string }>(`select tablename as t from pg_tables where schemaname = 'public' order by 1`)
    ).rows.map((r) => r.t);
    const out: Record<string, string[]> = {};
    for (const table of tables) {
      out[table] = (await client.query<{ r: string }>(`select to_jsonb(x)::text as r from "${table}" x order by 1`)).rows.map((r) => r.r);
    }
    return out;
  } finally {
    await client.end();
  }
}

let t: TestApp;
let dir: string;
const targets: TestDatabase[] = [];
beforeAll(async () => {
  t = await createTestApp();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'boardwalk-backup-'));
  // A populated database: sessions, projects, orders with lines and status history, leads, odd text.
  const [client, installer, admin] = await Promise.all([
    signIn(t.app, DEMO.client),
    signIn(t.app, DEMO.installer),
    signIn(t.app, DEMO.admin),
  ]);
  const project = (await client.post('/api/projects', { name: 'Terrasse — «crème brûlée» 🪵 \\ "quoted" \u0001' })).json().id;
  for (let i = 0; i < 15; i += 1) {
    const who = i % 2 ? installer : client;
    const res = await who.post(
      '/api/orders',
      orderPayload(new Date(), { notes: `Selected subframe: timber\nline ${i} 'quote' \t tab`, ...(i % 2 ? {} : { project }) }),
      { headers: { 'idempotency-key': `backup-${i}` } },
    );
    expect(res.statusCode).toBe(201);
    if (i % 3 === 0) expect((await admin.put(`/api/orders/${res.json().id}/status`, { status: 'approved' })).statusCode).toBe(200);
  }
  expect((await client.post('/api/contact', { ...contactBody, message: 'Multi\nline\u2028message' })).statusCode).toBe(201);
  expect((await client.post('/api/quotes', { ...quoteBody, deckAreaSqMeters: 12.345 })).statusCode).toBe(201);
  // A staff photo of a board (docs/product.md#catalogue-photos): its original and forms are bytea rows.
  const photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#7a5230' } })
    .jpeg()
    .toBuffer();
  const upload = await admin.post('/api/catalogue/items/we-home-grooved-barossa-5400/photos', { image: photo.toString('base64') });
  expect(upload.statusCode, upload.body).toBe(201);
});
afterAll(async () => {
  await t?.close();
  for (const d of targets) await d.drop();
  await fs.rm(dir, { recursive: true, force: true });
});

async function emptyDatabase() {
  const d = await createTestDatabase({ empty: true });
  targets.push(d);
  return d;
}

describe('npm run db:backup / db:restore', () => {
  it('round-trips a populated database into an empty one: every row of every table equal, sequences moved on', async () => {
    const file = path.join(dir, 'full.jsonl');
    const backup = await npm('db:backup', [file], t.database.url);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/Backed up \d+ rows from \d+ tables/);
    const target = await emptyDatabase();
    const restore = await npm('db:restore', [file], target.url);
    expect(restore.code, restore.stderr).toBe(0);
    const [source, restored] = await Promise.all([contents(t.database.url), contents(target.url)]);
    expect(Object.keys(restored)).toEqual(Object.keys(source));
    for (const table of Object.keys(source)) expect(restored[table], table).toEqual(source[table]);
    expect(source.orders.length).toBe(15);
    // Photos are in the backup: the original and its eight forms, byte for byte (the comparison above).
    expect(source.catalogue_photos.length).toBe(1);
    expect(source.catalogue_photo_variants.length).toBe(8);
    expect(source.order_status_history.length).toBeGreaterThan(15);
    // New rows after a restore get fresh ids (bigserial sequences were moved past the restored ones).
    const c = new pg.Client({ connectionString: target.url });
    await c.connect();
    try {
      const order = (await c.query<{ id: string }>('select id from orders limit 1')).rows[0].id;
      await c.query(`insert into order_status_history (order_id, from_status, to_status) values ($1, 'pending', 'dispatched')`, [order]);
      await c.query(`insert into auth_events (kind) values ('restore.check')`);
    } finally {
      await c.end();
    }
  }, 120_000);

  it('a backup taken while orders keep arriving is one consistent snapshot', async () => {
    const client = await signIn(t.app, DEMO.client);
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        const res = await client.post('/api/orders', orderPayload(new Date(), { hardwareItems: [] }));
        expect(res.statusCode).toBe(201);
        written += 1;
      }
    })();
    await new Promise((r) => setTimeout(r, 300));
    const file = path.join(dir, 'live.jsonl');
    // In-process (the commands themselves are run above): the writer keeps going during the read.
    const before = written;
    await writeBackup(t.pool, file);
    await new Promise((r) => setTimeout(r, 100));
    writing = false;
    await writer;
    expect(before).toBeGreaterThan(0);
    expect(written).toBeGreaterThan(before);
    const target = await emptyDatabase();
    await restoreBackup(target.pool, file);
    // Every order came with its lines and every line with its order (foreign keys held on load too).
    const c = new pg.Client({ connectionString: target.url });
    await c.connect();
    try {
      const { rows } = await c.query<{ n: number }>(
        `select count(*)::int as n from orders o where not exists (select 1 from ` +
          `order_boards b where b.order_id = o.id) and not exists (select 1 from ` +
          `order_hardware h where h.order_id = o.id)`,
      );
      expect(rows[0].n).toBe(0);
      const history = await c.query<{ n: number }>(
        `select count(*)::int as n from orders o where not exists (select 1 from order_status_history h where h.order_id = o.id)`,
      );
      expect(history.rows[0].n).toBe(0);
    } finally {
      await c.end();
    }
  }, 120_000);

  it('refuses a non-empty target and a truncated or altered file, loading nothing', async () => {
    const file = path.join(dir, 'full.jsonl');
    await expect(restoreBackup(t.pool, file)).rejects.toThrow(/not empty/);

    const text = await fs.readFile(file, 'utf8');
    const lines = text.trimEnd().split('\n');
    const truncated = path.join(dir, 'truncated.jsonl');
    await fs.writeFile(truncated, `${lines.slice(0, -3).join('\n')}\n`);
    const altered = path.join(dir, 'altered.jsonl');
    await fs.writeFile(altered, text.replace('"Backyard deck, Brighton"', '"Backyard deck, Hacked"'));
    for (const [bad, message] of [
      [truncated, /truncated/],
      [altered, /checksum/],
    ] as const) {
      const target = await emptyDatabase();
      await expect(restoreBackup(target.pool, bad)).rejects.toThrow(message);
      const loaded = await contents(target.url);
      expect(Object.values(loaded).every((rows) => rows.length === 0)).toBe(true);
    }
  }, 120_000);
});
