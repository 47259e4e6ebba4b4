// Public catalogue reads: {success, data} shapes from the seeded catalogue, the board config of
// docs/product.md#records-and-fields, the fallback calls with their query parameters, and HTTP caching (ETag, 304).
import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boardConfigResponse,
  boardItemsResponse,
  hardwareItemsResponse,
  inventoryItemsResponse,
  stringListResponse,
} from '../../src/domain/schemas/inventory';
import { createTestApp, type TestApp } from '../support/app';
import { Client, DEMO, signIn } from './helpers';

let t: TestApp;
let client: Client;
beforeAll(async () => {
  t = await createTestApp();
  client = new Client(t.app);
});
afterAll(async () => {
  await t?.close();
});

describe('inventory reads need no session', () => {
  it('board-config is the nested brand -> range -> type -> colour -> sizes map', async () => {
    const res = await client.get('/api/inventory/board-config');
    expect(res.statusCode).toBe(200);
    const { success, data } = boardConfigResponse.parse(res.json());
    expect(success).toBe(true);
    expect(Object.keys(data).sort()).toEqual(['MillBoard', 'WoodEvo']);
    expect(Object.keys(data.WoodEvo).sort()).toEqual(['ADVANCED', 'HOME']);
    expect(data.WoodEvo.HOME.Grooved.Barossa).toEqual([{ size: '5400 x 137 x 23mm', item_id: 'we-home-grooved-barossa-5400' }]);
    // Longest first, colours with spaces.
    expect(data.WoodEvo.ADVANCED.Grooved['Victorian Maple'].map((s) => s.size)).toEqual(['5400 x 137 x 23mm', '3600 x 137 x 23mm']);
    expect(Object.keys(data.MillBoard['Enhanced Grain'].Grooved)).toContain('Antique Oak');
  });

  it('items, board-items and hardware-items answer {success, data}', async () => {
    const boards = boardItemsResponse.parse((await client.get('/api/inventory/board-items')).json());
    const hardware = hardwareItemsResponse.parse((await client.get('/api/inventory/hardware-items')).json());
    const all = inventoryItemsResponse.parse((await client.get('/api/inventory/items')).json());
    expect(boards.data.length).toBeGreaterThan(20);
    expect(hardware.data.length).toBeGreaterThan(5);
    expect(all.data).toHaveLength(boards.data.length + hardware.data.length);
    // The subframe each item is made for is a catalogue fact; an item made for any has none.
    const subframesOf = (id: string) => hardware.data.find((h) => h.item_id === id)?.subframes;
    expect(subframesOf('hw-timber-subframe-screws')).toEqual(['timber']);
    expect(subframesOf('hw-metal-subframe-screws')).toEqual(['metal']);
    expect(subframesOf('hw-woodevo-hidden-clips')).toBeUndefined();
    const barossa = boards.data.find((b) => b.item_id === 'we-home-grooved-barossa-5400')!;
    expect(barossa).toMatchObject({
      cf_board_brand: 'WoodEvo',
      cf_board_range: 'HOME',
      cf_board_type: 'Grooved',
      cf_board_colour: 'Barossa',
      unit: 'board',
    });
    expect(typeof barossa.rate).toBe('number');
    expect(barossa.cf_boards_applicable).toContain('HW-WE-CLIP-100');
    const clips = hardware.data.find((h) => h.item_id === 'hw-woodevo-hidden-clips')!;
    expect(clips).toMatchObject({ sku: 'HW-WE-CLIP-100', category_name: 'Clips', rate: 54, unit: 'box' });
  });

  it('every colour of the demo catalogue has its generated board photo, Ironbark too', async () => {
    const boards = boardItemsResponse.parse((await client.get('/api/inventory/board-items')).json()).data;
    const colours = new Set(boards.map((b) => b.cf_board_colour));
    expect(colours).toContain('Ironbark');
    expect(boards.filter((b) => b.image_id === null).map((b) => b.item_id)).toEqual([]);
    // One item of each colour: its image-url names the photo, and the photo is there.
    for (const colour of colours) {
      const item = boards.find((b) => b.cf_board_colour === colour)!;
      const url = await client.get(`/api/inventory/items/${item.item_id}/image-url?imageId=${item.image_document_id}`);
      expect(url.json(), colour).toEqual({ success: true, url: `/images/inventory/${item.item_id}.jpg` });
      const photo = await client.get(`/images/inventory/${item.item_id}.jpg`);
      expect(photo.statusCode, colour).toBe(200);
      expect(photo.headers['content-type'], colour).toBe('image/jpeg');
    }
  });

  it('fallback calls answer the lists for their query parameters', async () => {
    const list = async (url: string) => stringListResponse.parse((await client.get(url)).json()).data;
    expect((await list('/api/inventory/brands')).sort()).toEqual(['MillBoard', 'WoodEvo']);
    expect((await list('/api/inventory/ranges?brand=WoodEvo')).sort()).toEqual(['ADVANCED', 'HOME']);
    expect((await list('/api/inventory/ranges?brand=millboard')).sort()).toEqual(['Enhanced Grain', 'Weathered']);
    expect((await list('/api/inventory/board-types?brand=WoodEvo&range=HOME')).sort()).toEqual(['Grooved', 'Square Edge']);
    expect(await list('/api/inventory/colors?brand=MillBoard&range=Weathered')).toEqual(['Burnt Cedar', 'Driftwood']);
    expect(await list('/api/inventory/sizes?brand=WoodEvo&range=HOME&color=Barossa')).toEqual(['5400 x 137 x 23mm']);
    expect(await list('/api/inventory/sizes?brand=MillBoard&range=Weathered&color=Burnt_Cedar')).toEqual([
      '5400 x 176 x 32mm',
      '3600 x 176 x 32mm',
    ]);
    expect(await list('/api/inventory/ranges?brand=Unknown')).toEqual([]);
  });

  it.each([
    ['/api/inventory/ranges', 'brand is required'],
    ['/api/inventory/board-types?brand=WoodEvo', 'range is required'],
    ['/api/inventory/colors?range=HOME', 'brand is required'],
    ['/api/inventory/sizes?brand=WoodEvo&range=HOME', 'color is required'],
    [`/api/inventory/ranges?brand=${'x'.repeat(101)}`, 'brand must be at most 100 characters'],
  ])('%s without its parameters answers 400 %s', async (url, message) => {
    const res = await client.get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().issues[0].path[0]).toBe('querystring');
  });

  it('image-url answers the static image path, or 404 for an unknown item or one without an image', async () => {
    const ok = await client.get('/api/inventory/items/we-home-grooved-barossa-5400/image-url?imageId=img-we-home-grooved-barossa-5400');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, url: '/images/inventory/we-home-grooved-barossa-5400.jpg' });
    const missing = await client.get('/api/inventory/items/nope/image-url');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Item not found' });
    const wrongImage = await client.get('/api/inventory/items/we-home-grooved-barossa-5400/image-url?imageId=img-other');
    expect(wrongImage.statusCode).toBe(404);
    expect(wrongImage.json()).toEqual({ success: false, message: 'No Image' });
    // Every demo board has a photo: an item whose image is taken away answers No Image.
    const id = 'we-advanced-grooved-ironbark-5400';
    await t.pool.query('update catalogue_items set image_id = null where item_id = $1', [id]);
    try {
      t.app.catalogue.invalidate();
      const noImage = await client.get(`/api/inventory/items/${id}/image-url`);
      expect(noImage.statusCode).toBe(404);
      expect(noImage.json()).toEqual({ success: false, message: 'No Image' });
    } finally {
      await t.pool.query("update catalogue_items set image_id = 'img-' || item_id where item_id = $1", [id]);
      t.app.catalogue.invalidate();
    }
  });
});

describe('a demo catalogue seeded when Ironbark had no photo', () => {
  it('the migration gives its Ironbark boards their photo fields, as the seed now does', async () => {
    const statements = readFileSync('src/server/db/migrations/0009_demo_board_images.sql', 'utf8').split('--> statement-breakpoint');
    const imageFields =
      'select item_id, image_id, image_document_id, image_name from catalogue_items where cf_board_colour = $1 order by item_id';
    const seeded = (await t.pool.query(imageFields, ['Ironbark'])).rows;
    expect(seeded.length).toBeGreaterThan(0);
    const db = await t.pool.connect();
    try {
      // Rolled back: the rows are made to look as the earlier seed stored them, then migrated.
      await db.query('begin');
      await db.query(
        "update catalogue_items set image_id = null, image_document_id = null, image_name = null where cf_board_colour = 'Ironbark'",
      );
      for (const statement of statements) await db.query(statement);
      expect((await db.query(imageFields, ['Ironbark'])).rows).toEqual(seeded);
    } finally {
      await db.query('rollback');
      db.release();
    }
  });
});

describe('HTTP caching', () => {
  it.each(['board-config', 'items', 'board-items', 'hardware-items', 'brands', 'ranges?brand=WoodEvo'])(
    '%s has an ETag, a 24-hour max-age and answers 304 to If-None-Match',
    async (path) => {
      const first = await client.get(`/api/inventory/${path}`);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      expect(first.headers['cache-control']).toBe('public, max-age=86400');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      const again = await client.get(`/api/inventory/${path}`, { headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const weak = await client.get(`/api/inventory/${path}`, { headers: { 'if-none-match': `"other", W/${etag}` } });
      expect(weak.statusCode).toBe(304);
      const stale = await client.get(`/api/inventory/${path}`, { headers: { 'if-none-match': '"stale"' } });
      expect(stale.statusCode).toBe(200);
    },
  );

  it('different query strings have different ETags', async () => {
    const a = await client.get('/api/inventory/ranges?brand=WoodEvo');
    const b = await client.get('/api/inventory/ranges?brand=MillBoard');
    expect(a.headers.etag).not.toBe(b.headers.etag);
  });
});

describe('cached catalogue bodies per content coding', () => {
  const BROWSER = 'gzip, deflate, br, zstd';

  it.each([
    [BROWSER, 'br'],
    ['gzip, deflate', 'gzip'],
    [undefined, undefined],
    ['br;q=0, gzip;q=0', undefined],
  ])('Accept-Encoding %s gets %s, its own ETag, Vary and the same JSON', async (acceptEncoding, coding) => {
    const plain = await t.app.inject({ url: '/api/inventory/board-items' });
    const res = await t.app.inject({
      url: '/api/inventory/board-items',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(coding);
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.etag).toBe(coding ? String(plain.headers.etag).replace(/"$/, `-${coding}"`) : plain.headers.etag);
    const body = coding === 'br' ? brotliDecompressSync(res.rawPayload) : coding === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload;
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(JSON.parse(body.toString())).toEqual(plain.json());
  });

  it('If-None-Match matches any coding of the body, weak or in a list, or *; a 304 keeps the validators', async () => {
    const first = await t.app.inject({ url: '/api/inventory/board-config', headers: { 'accept-encoding': BROWSER } });
    const brTag = String(first.headers.etag);
    const plainTag = brTag.replace(/-br"$/, '"');
    for (const ifNoneMatch of [brTag, plainTag, `W/${plainTag}`, `"nope", ${brTag.replace(/-br"$/, '-gzip"')}`, '*']) {
      const res = await t.app.inject({
        url: '/api/inventory/board-config',
        headers: { 'accept-encoding': BROWSER, 'if-none-match': ifNoneMatch },
      });
      expect(res.statusCode, ifNoneMatch).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(brTag);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['content-encoding']).toBeUndefined();
    }
    for (const ifNoneMatch of ['"nope"', brTag.replace(/"$/, 'x"'), `W/"${brTag}"`]) {
      const res = await t.app.inject({
        url: '/api/inventory/board-config',
        headers: { 'accept-encoding': BROWSER, 'if-none-match': ifNoneMatch },
      });
      expect(res.statusCode, ifNoneMatch).toBe(200);
    }
  });

  it('HEAD answers the headers of GET without a body', async () => {
    const get = await t.app.inject({ url: '/api/inventory/board-config', headers: { 'accept-encoding': BROWSER } });
    const head = await t.app.inject({ method: 'HEAD', url: '/api/inventory/board-config', headers: { 'accept-encoding': BROWSER } });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    for (const name of ['etag', 'content-encoding', 'content-type', 'content-length'])
      expect(head.headers[name], name).toBe(get.headers[name]);
  });
});

describe('catalogue reads and sessions', () => {
  it('a signed-in browser reads the catalogue with its cookies untouched, and its session still works', async () => {
    const browser = await signIn(t.app, DEMO.client);
    const res = await browser.get('/api/inventory/board-config');
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await browser.get('/api/users/profile')).statusCode).toBe(200);
  });
});
