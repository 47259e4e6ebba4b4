import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/app';
import { SSR_DIR, SSR_ENTRY_FILE } from './buildLayout';
import { precompressDir } from './precompress';

let dir: string;
const script = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i, name: `Board ${i}` })))};\n`;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'boardwalk-precompress-'));
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><title>Boardwalk</title></head><body>${'<p>deck</p>'.repeat(200)}</body></html>`,
  );
  await fs.writeFile(path.join(dir, 'assets', 'index-abc.js'), script);
  await fs.writeFile(path.join(dir, 'assets', 'tiny.js'), 'export {};\n');
  await fs.writeFile(path.join(dir, 'assets', 'photo.jpg'), Buffer.alloc(4096, 7));
  await fs.mkdir(path.join(dir, SSR_DIR));
  await fs.writeFile(path.join(dir, SSR_DIR, SSR_ENTRY_FILE), script);
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('pre-compressed web app files', () => {
  it('writes br and gz siblings of text files that decompress to the original, once', async () => {
    expect(await precompressDir(dir)).toBe(4); // index.html and index-abc.js, two codings each
    const file = path.join(dir, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(await fs.readFile(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(await fs.readFile(`${file}.gz`)).toString()).toBe(script);
    await expect(fs.access(path.join(dir, 'assets', 'tiny.js.br'))).rejects.toThrow();
    await expect(fs.access(path.join(dir, 'assets', 'photo.jpg.br'))).rejects.toThrow();
    await expect(fs.access(path.join(dir, SSR_DIR, `${SSR_ENTRY_FILE}.br`))).rejects.toThrow(); // never sent
    expect(await precompressDir(dir)).toBe(0);
  });

  it('rewrites the siblings of a file rebuilt since', async () => {
    const file = path.join(dir, 'assets', 'index-abc.js');
    const later = new Date(Date.now() + 60_000);
    await fs.writeFile(file, `${script}// rebuilt\n`);
    await fs.utimes(file, later, later);
    expect(await precompressDir(dir)).toBe(2);
    expect(brotliDecompressSync(await fs.readFile(`${file}.br`)).toString()).toBe(`${script}// rebuilt\n`);
  });
});

describe('serving the web app in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { webDistDir: dir, nodeEnv: 'production' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers brotli to a browser that accepts it, and identity to one that does not', async () => {
    const br = await t.app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('export const rows');
    const plain = await t.app.inject({ url: '/assets/index-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('export const rows');
  });

  it('compresses the page a client-side route answers', async () => {
    const res = await t.app.inject({ url: '/products', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('<title>Boardwalk</title>');
  });
});
