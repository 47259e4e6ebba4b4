// The build's prerendered public pages (scripts/prerender.ts): served for their bare path, compressed
// when the build wrote a sibling, and never for a query (which may change what the page shows); and
// /products rendered by the server with the catalogue when the build made a server-rendering bundle.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { leadProductPhoto } from '../../src/domain/itemImages';
import { boardItemsResponse } from '../../src/domain/schemas/inventory';
import { createTestApp, type TestApp } from '../support/app';

let distDir: string;
let t: TestApp;
const shell = '<!doctype html><title>Boardwalk</title><div id="root"></div>';
const landing = '<!doctype html><title>Boardwalk | Composite Decking Melbourne</title><div id="root"><h1>Decks</h1></div>';
const login = '<!doctype html><title>Sign in | Boardwalk</title><div id="root"><h1>Sign in to Boardwalk</h1></div>';
const products = '<!doctype html><title>Products | Boardwalk</title><div id="root"><h1>Our Decking Ranges</h1></div>';

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boardwalk-dist-'));
  await fs.mkdir(path.join(distDir, '_pages'), { recursive: true });
  await fs.writeFile(path.join(distDir, 'index.html'), shell);
  await fs.writeFile(path.join(distDir, '_pages', 'index.html'), landing);
  await fs.writeFile(path.join(distDir, '_pages', 'index.html.br'), brotliCompressSync(landing));
  await fs.writeFile(path.join(distDir, '_pages', 'login.html'), login);
  await fs.writeFile(path.join(distDir, '_pages', 'products.html'), products);
  await fs.writeFile(
    path.join(distDir, '_pages', 'manifest.json'),
    JSON.stringify({
      '/': '_pages/index.html',
      '/login': '_pages/login.html',
      '/products': '_pages/products.html',
      '/evil': '../../etc/passwd',
    }),
  );
  t = await createTestApp({ config: { webDistDir: distDir } });
});

afterAll(async () => {
  await t?.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

describe('prerendered pages', () => {
  it('sends a page its prerendered HTML, revalidated on every visit', async () => {
    for (const [url, body] of [
      ['/', landing],
      ['/login', login],
    ] as const) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(body);
    }
  });

  it('sends the compressed sibling to a browser that accepts it', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('sends the plain app shell when the URL has a query', async () => {
    const res = await t.app.inject('/login?portal=installer');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(shell);
  });

  it('keeps the shell for every other client route, and ignores manifest entries outside the build', async () => {
    for (const url of ['/terms', '/app/dashboard', '/evil']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(shell);
    }
  });

  it("announces /products' first photo (its largest paint) with a preload Link header, exactly as the card asks for it", async () => {
    const items = boardItemsResponse.parse((await t.app.inject('/api/inventory/board-items')).json()).data;
    const photo = leadProductPhoto(items);
    expect(photo).not.toBeNull();
    const res = await t.app.inject('/products');
    expect(res.body).toBe(products);
    const link = String(res.headers.link);
    expect(link).toContain(`<${photo!.src}>; rel=preload; as=image`);
    expect(link).toContain(`imagesrcset="${photo!.srcSet}"`);
    expect(link).toContain(`imagesizes="${photo!.sizes}"`);
    expect(link).toContain('fetchpriority=high');
    expect((await t.app.inject('/login')).headers.link).toBeUndefined();
  });

  it('still answers HEAD for a prerendered page', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(res.statusCode).toBe(200);
  });
});

// The build's server-rendering bundle (dist/_ssr/serverRender.js, src/web/serverRender.tsx) is stood
// in for by a module that lists the catalogue's names, counts its renders and fails on request.
const fakeBundle = `
export const CATALOGUE_PAGES = ['/products'];
export async function renderCataloguePage(shell, url, bodies) {
  globalThis.__boardwalkRenders = (globalThis.__boardwalkRenders ?? 0) + 1;
  if (globalThis.__boardwalkFailRender) throw new Error('render failed');
  const items = JSON.parse(bodies.boardItems).data;
  const cards = items.map((i) => '<h3>' + i.name + '</h3>').join('');
  return shell.replace('<div id="root"></div>', '<div id="root"><h1>Our Decking Ranges</h1>' + cards + '</div>');
}
`;
const g = globalThis as { __boardwalkRenders?: number; __boardwalkFailRender?: boolean };

describe('/products rendered by the server with the catalogue', () => {
  let dist: string;
  let s: TestApp;
  const names = async () => boardItemsResponse.parse((await s.app.inject('/api/inventory/board-items')).json()).data.map((i) => i.name);

  beforeAll(async () => {
    // The catalogue is re-read when its copy is a minute old: the test moves the clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'boardwalk-dist-'));
    await fs.mkdir(path.join(dist, '_pages'), { recursive: true });
    await fs.mkdir(path.join(dist, '_ssr'), { recursive: true });
    await fs.writeFile(path.join(dist, 'index.html'), shell);
    await fs.writeFile(path.join(dist, '_pages', 'products.html'), products);
    await fs.writeFile(path.join(dist, '_pages', 'manifest.json'), JSON.stringify({ '/products': '_pages/products.html' }));
    await fs.writeFile(path.join(dist, '_ssr', 'serverRender.js'), fakeBundle);
    await fs.writeFile(path.join(dist, '_ssr', 'page-shell.html'), shell);
    g.__boardwalkRenders = 0;
    g.__boardwalkFailRender = false;
    s = await createTestApp({ config: { webDistDir: dist } });
  });

  afterAll(async () => {
    vi.useRealTimers();
    await s?.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it("sends /products drawn with the catalogue's items, rendered once for many requests, with the photo's preload", async () => {
    const expected = await names();
    expect(expected.length).toBeGreaterThan(10);
    const first = await s.app.inject('/products');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/text\/html/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(String(first.headers.link)).toContain('rel=preload; as=image');
    for (const name of expected) expect(first.body).toContain(`<h3>${name}</h3>`);
    await Promise.all(Array.from({ length: 5 }, () => s.app.inject('/products')));
    expect(g.__boardwalkRenders).toBe(1);
    // A query keeps the shell: the page is rendered for its bare path only.
    expect((await s.app.inject('/products?tab=millboard')).body).toBe(shell);
  });

  it('sends it compressed by Accept-Encoding, and answers 304 to its ETag', async () => {
    const br = await s.app.inject({ url: '/products', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>Our Decking Ranges</h1>');
    const again = await s.app.inject({
      url: '/products',
      headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A cache holding several versions sends a list; weak tags compare equal (RFC 9110 13.1.2).
    const list = await s.app.inject({
      url: '/products',
      headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': `"old", W/${String(br.headers.etag)}` },
    });
    expect(list.statusCode).toBe(304);
  });

  it('renders again when the catalogue changes', async () => {
    const renders = g.__boardwalkRenders!;
    const [item] = (
      await s.pool.query<{ item_id: string; name: string }>(
        "select item_id, name from catalogue_items where kind = 'board' order by sort_order limit 1",
      )
    ).rows;
    await s.pool.query('update catalogue_items set name = $1 where item_id = $2', [`${item.name} (new stock)`, item.item_id]);
    try {
      vi.setSystemTime(Date.now() + 61_000);
      const res = await s.app.inject('/products');
      expect(res.body).toContain(`<h3>${item.name} (new stock)</h3>`);
      expect(g.__boardwalkRenders).toBe(renders + 1);
    } finally {
      await s.pool.query('update catalogue_items set name = $1 where item_id = $2', [item.name, item.item_id]);
      vi.setSystemTime(Date.now() + 61_000);
    }
  });

  it('falls back to the prerendered page when rendering fails, and never serves the bundle', async () => {
    g.__boardwalkFailRender = true;
    try {
      await s.pool.query("update catalogue_items set description = description || ' ' where kind = 'board'");
      vi.setSystemTime(Date.now() + 61_000);
      const res = await s.app.inject('/products');
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(products);
      expect((await s.app.inject('/products')).body).toBe(products);
    } finally {
      g.__boardwalkFailRender = false;
    }
    expect((await s.app.inject('/_ssr/serverRender.js')).statusCode).toBe(404);
  });
});
