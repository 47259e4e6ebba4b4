// The build's prerendered public pages (scripts/prerender.ts): served for their bare path, compressed
// when the build wrote a sibling, and never for a query (which may change what the page shows).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    JSON.stringify({ '/': '_pages/index.html', '/login': '_pages/login.html', '/products': '_pages/products.html', '/evil': '../../etc/passwd' }),
  );
  t = await createTestApp({ config: { webDistDir: distDir } });
});

afterAll(async () => {
  await t?.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

describe('prerendered pages', () => {
  it('sends a page its prerendered HTML, revalidated on every visit', async () => {
    for (const [url, body] of [['/', landing], ['/login', login]] as const) {
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
