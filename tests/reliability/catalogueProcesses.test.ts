// Reliability, the catalogue across processes (docs/product.md#catalogue): two app processes (the real
// entry point) on one PostgreSQL. A price saved through one is served by the other, with a new ETag,
// without a restart, carried by the change's NOTIFY (their own re-check is a minute away); after the
// listening connection is cut, the other process listens again and the next change still arrives. A
// photo made main through one is the other's too.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/db';
import { DEMO, DEMO_PASSWORD } from '../api/helpers';
import { HttpClient, kill, startApp, type AppProcess } from './processes';

const BOARD = 'we-home-grooved-barossa-5400';

let database: TestDatabase;
let apps: AppProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const env = { DATABASE_URL: database.url };
  apps = await Promise.all([startApp(env), startApp(env)]);
}, 180_000);
afterAll(async () => {
  for (const app of apps) kill(app, 'SIGTERM');
  await Promise.all(apps.map((a) => a.exited));
  await database?.drop();
});

async function servedRate(app: AppProcess): Promise<{ rate: number; etag: string | null }> {
  const res = await fetch(`${app.url}/api/inventory/board-items`);
  const body = (await res.json()) as { data: { item_id: string; rate: number }[] };
  return { rate: body.data.find((b) => b.item_id === BOARD)!.rate, etag: res.headers.get('etag') };
}

/** Polls until `check` holds (the NOTIFY's target is 2 s; the deadline only bounds a broken run). */
async function eventually(check: () => Promise<boolean>, deadlineMs = 20_000): Promise<boolean> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

async function setPrice(admin: HttpClient, cents: number) {
  const current = await admin.request('GET', `/api/catalogue/items/${BOARD}`);
  expect(current.status, current.body).toBe(200);
  const { sortOrder: _s, hasPhoto: _h, ...item } = JSON.parse(current.body);
  const saved = await admin.request('PUT', `/api/catalogue/items/${BOARD}`, { ...item, priceCents: cents });
  expect(saved.status, saved.body).toBe(200);
}

describe('a catalogue change reaches every process', () => {
  it('a price saved through one process is served by the other, and again after its listening connection was cut', async () => {
    const [a, b] = apps;
    const admin = new HttpClient(a.url);
    expect((await admin.request('POST', '/api/auth/login', { email: DEMO.admin, password: DEMO_PASSWORD })).status).toBe(200);
    const before = await servedRate(b);

    await setPrice(admin, 12_345);
    // The saving process answers with the change at once.
    expect((await servedRate(a)).rate).toBe(123.45);
    expect(await eventually(async () => (await servedRate(b)).rate === 123.45)).toBe(true);
    expect((await servedRate(b)).etag).not.toBe(before.etag);

    // Every listening connection cut (a database restart or a network blip): each process listens again.
    const cut = await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen catalogue_changed%' and pid <> pg_backend_pid()`,
    );
    expect(cut.rows.length).toBeGreaterThanOrEqual(2);
    expect(
      await eventually(async () => {
        const r = await database.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where query ilike 'listen catalogue_changed%'`,
        );
        return (r.rows[0] as { n: number }).n >= 2;
      }),
    ).toBe(true);
    await setPrice(admin, 13_579);
    expect(await eventually(async () => (await servedRate(b)).rate === 135.79)).toBe(true);
  });

  it('a photo made main through one process is what the other serves (docs/product.md#catalogue-photos)', async () => {
    const [a, b] = apps;
    const admin = new HttpClient(a.url);
    expect((await admin.request('POST', '/api/auth/login', { email: DEMO.admin, password: DEMO_PASSWORD })).status).toBe(200);
    const jpeg = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#2f5d50' } })
      .jpeg()
      .toBuffer();
    const uploaded = await admin.request('POST', `/api/catalogue/items/${BOARD}/photos`, { image: jpeg.toString('base64') });
    expect(uploaded.status, uploaded.body).toBe(201);
    const [photo] = JSON.parse(uploaded.body) as { id: string }[];
    const servedPhoto = async (app: AppProcess) => {
      const body = (await (await fetch(`${app.url}/api/inventory/board-items`)).json()) as {
        data: { item_id: string; photo_id?: string }[];
      };
      return body.data.find((i) => i.item_id === BOARD)!.photo_id;
    };
    expect(await servedPhoto(a)).toBe(photo.id);
    expect(await eventually(async () => (await servedPhoto(b)) === photo.id)).toBe(true);
    const image = await fetch(`${b.url}/images/inventory/${BOARD}.jpg`, { headers: { accept: 'image/webp' } });
    expect(image.headers.get('etag')).toBe(`"${photo.id}-640-webp"`);
    expect((await admin.request('DELETE', `/api/catalogue/items/${BOARD}/photos/${photo.id}`)).status).toBe(200);
    expect(await eventually(async () => (await servedPhoto(b)) === undefined)).toBe(true);
  });
});
