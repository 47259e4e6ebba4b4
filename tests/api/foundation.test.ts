// Foundation: health, JSON 404s, SPA fallback, error shapes, security headers, images, seeding.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/server/app';
import { verifyPassword } from '../../src/server/auth/password';
import { createDb, createPool, migrateDatabase, migrationsFolder } from '../../src/server/db/client';
import { catalogueItems, projects, users } from '../../src/server/db/schema';
import { boardItems, hardwareItems } from '../../src/server/seed/catalogue';
import { DEMO_USERS } from '../../src/server/seed/demo';
import { seedDatabase } from '../../src/server/seed/index';
import { createTestApp, testConfig, type TestApp } from '../support/app';
import { createTestDatabase } from '../support/db';

let distDir: string;
let t: TestApp;

beforeAll(async () => {
  // A fixture build so the SPA tests do not depend on `vite build` having run.
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boardwalk-dist-'));
  await fs.mkdir(path.join(distDir, 'assets'));
  await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Boardwalk</title><div id="root"></div>');
  await fs.writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  await fs.writeFile(path.join(distDir, 'robots.txt'), 'User-agent: *');
  t = await createTestApp({
    config: { webDistDir: distDir },
    beforeReady(app) {
      app.post(
        '/api/__test/echo',
        { schema: { body: z.object({ name: z.string().min(1), count: z.number().int() }) } },
        async (req) => req.body,
      );
      app.get('/api/__test/boom', async () => {
        throw new Error('secret internal detail');
      });
    },
  });
});

afterAll(async () => {
  await t?.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

describe('health', () => {
  it('answers 200 with the database state', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 when the database is unreachable', async () => {
    const deadPool = createPool('postgres://postgres:x@127.0.0.1:1/none', { connectionTimeoutMillis: 500 });
    const app = await buildApp({ db: createDb(deadPool), pool: deadPool, config: testConfig({ webDistDir: distDir }) });
    try {
      const res = await app.inject('/api/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', database: 'down' });
    } finally {
      await app.close();
      await deadPool.end();
    }
  });
});

describe('routing', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    for (const url of ['/api/nope', '/api/orders/x/y/z', '/api']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/nope', payload: { a: 1 } });
    expect(post.statusCode).toBe(404);
  });

  it.each(['/', '/app/orders', '/deck-calculator', '/products', '/login', '/app/orders/123', '/project/9'])(
    'serves index.html for client route %s',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('serves fingerprinted assets with a long cache and other files without', async () => {
    const asset = await t.app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await t.app.inject('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('no-cache');
    const missing = await t.app.inject('/assets/missing.js');
    expect(missing.statusCode).toBe(404);
  });

  it('sends a strict content security policy', async () => {
    const res = await t.app.inject('/deck-calculator');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('client errors', () => {
  it('answers schema violations with 400 {message, issues}', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/__test/echo', payload: { name: '', count: 'x' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.issues.length).toBeGreaterThanOrEqual(2);
    expect(body.issues[0]).toMatchObject({ path: expect.arrayContaining(['body']), message: expect.any(String) });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "x",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/__test/echo', payload: { name: 'x'.repeat(200 * 1024), count: 1 } });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('answers an unsupported media type with 415, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/x-custom' },
      payload: 'abc',
    });
    expect(res.statusCode).toBe(415);
  });

  it('hides internal errors behind a plain 500', async () => {
    const res = await t.app.inject('/api/__test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error' });
    expect(res.body).not.toContain('secret');
  });
});

describe('inventory images', () => {
  const withImage = boardItems.find((b) => b.imageId)!;

  it('serves a generated JPEG for a board item', async () => {
    const res = await t.app.inject(`/images/inventory/${withImage.itemId}.jpg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    const decoded = jpeg.decode(res.rawPayload);
    expect(decoded.width).toBe(640);
    expect(decoded.height).toBe(400);
    const etag = String(res.headers.etag);
    const again = await t.app.inject({ url: `/images/inventory/${withImage.itemId}.jpg`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for unknown ids, items without image and hardware', async () => {
    // Every demo board has a photo: one not served yet (served images are cached) is taken away for the test.
    const withoutImage = boardItems.find((b) => b.itemId !== withImage.itemId)!.itemId;
    await t.pool.query('update catalogue_items set image_id = null where item_id = $1', [withoutImage]);
    try {
      t.app.catalogue.invalidate();
      for (const id of ['no-such-item', withoutImage, hardwareItems[0].itemId, '..%2Fetc%2Fpasswd']) {
        const res = await t.app.inject(`/images/inventory/${id}.jpg`);
        expect(res.statusCode, id).toBe(404);
      }
    } finally {
      await t.pool.query("update catalogue_items set image_id = 'img-' || item_id where item_id = $1", [withoutImage]);
      t.app.catalogue.invalidate();
    }
  });
});

describe('migrations', () => {
  it('migrate an empty database once even when two processes start together', async () => {
    const database = await createTestDatabase({ empty: true });
    const other = createPool(database.url, { max: 2 });
    try {
      await Promise.all([migrateDatabase(database.pool), migrateDatabase(other), migrateDatabase(database.pool)]);
      const { rows } = await database.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      const journal = JSON.parse(await fs.readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      expect(rows[0].n).toBe(journal.entries.length);
      const tables = await database.pool.query("select count(*)::int as n from information_schema.tables where table_schema = 'public'");
      expect(tables.rows[0].n).toBeGreaterThanOrEqual(10);
    } finally {
      await other.end();
      await database.drop();
    }
  });
});

describe('seed', () => {
  it('seeds the catalogue and demo users once: a second run changes nothing', async () => {
    const database = await createTestDatabase();
    try {
      const count = async () => {
        const {
          rows: [row],
        } = await database.db.execute<{ items: number; users: number; projects: number }>(sql`
          select (select count(*)::int from ${catalogueItems}) as items,
                 (select count(*)::int from ${users}) as users,
                 (select count(*)::int from ${projects}) as projects`);
        return row;
      };
      const before = await count();
      expect(before).toEqual({ items: boardItems.length + hardwareItems.length, users: 3, projects: 1 });
      const config = { seedDemo: true, demoPassword: 'boardwalk-demo', passwordHashCost: 12 };
      expect(await seedDatabase(database.db, database.pool, config)).toEqual({ catalogueItems: 0, users: 0, projects: 0 });
      await Promise.all([seedDatabase(database.db, database.pool, config), seedDatabase(database.db, database.pool, config)]);
      expect(await count()).toEqual(before);
    } finally {
      await database.drop();
    }
  });

  it('seeds the three demo users with the demo password', async () => {
    const rows = await t.db.select().from(users);
    expect(rows.map((u) => [u.email, u.role]).sort()).toEqual(DEMO_USERS.map((u) => [u.email, u.role]).sort());
    for (const row of rows) expect(await verifyPassword('boardwalk-demo', row.passwordHash!)).toBe(true);
  });
});
