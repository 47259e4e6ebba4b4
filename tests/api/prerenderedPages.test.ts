// The build's prerendered public pages (scripts/prerender.ts): served for their bare path, compressed
// when the build wrote a sibling, and never for a query (which may change what the page shows).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';

let distDir: string;
let t: TestApp;
const shell = '<!doctype html><title>Boardwalk</title><div id="root"></div>';
const landing = '<!doctype html><title>Boardwalk | Composite Decking Melbourne</title><div id="root"><h1>Decks</h1></div>';
const login = '<!doctype html><title>Sign in | Boardwalk</title><div id="root"><h1>Sign in to Boardwalk</h1></div>';

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boardwalk-dist-'));
  await fs.mkdir(path.join(distDir, '_pages'), { recursive: true });
  await fs.writeFile(path.join(distDir, 'index.html'), shell);
  await fs.writeFile(path.join(distDir, '_pages', 'index.html'), landing);
  await fs.writeFile(path.join(distDir, '_pages', 'index.html.br'), brotliCompressSync(landing));
  await fs.writeFile(path.join(distDir, '_pages', 'login.html'), login);
  await fs.writeFile(
    path.join(distDir, '_pages', 'manifest.json'),
    JSON.stringify({ '/': '_pages/index.html', '/login': '_pages/login.html', '/evil': '../../etc/passwd' }),
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
    for (const url of ['/products', '/app/dashboard', '/evil']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(shell);
    }
  });

  it('still answers HEAD for a prerendered page', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(res.statusCode).toBe(200);
  });
});
