// The server's render of the catalogue pages: once per catalogue version however many requests ask,
// again when the version changes, and null (send the prerendered file) when it cannot render.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPageRenderer, PAGE_SHELL, SSR_ENTRY } from './pageRender';
import type { CatalogueCache, CatalogueSnapshot } from './services/catalogue';

let distDir: string;
const shell = '<!doctype html><div id="root"></div>';
const log = { warn: vi.fn() };

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boardwalk-render-'));
  await fs.mkdir(path.join(distDir, '_ssr'));
  await fs.writeFile(path.join(distDir, PAGE_SHELL), shell);
  await fs.writeFile(path.join(distDir, SSR_ENTRY), '// loaded through the test double');
});

afterAll(async () => {
  await fs.rm(distDir, { recursive: true, force: true });
});

/** A catalogue whose version and board-items body the test sets. */
function fakeCatalogue(initial: { version: string; body: string }) {
  let current: { version: string; body: string } | null = initial;
  const cache = {
    get: () =>
      current
        ? Promise.resolve({
            version: current.version,
            bodies: { boardItems: { body: current.body }, hardwareItems: { body: '[]' } },
          } as unknown as CatalogueSnapshot)
        : Promise.reject(new Error('database down')),
    invalidate: () => undefined,
  } as CatalogueCache;
  return {
    cache,
    set: (next: typeof current) => {
      current = next;
    },
  };
}

function fakeBundle(render: (shell: string, url: string, bodies: { boardItems: string }) => Promise<string>) {
  const renderCataloguePage = vi.fn(render);
  return { renderCataloguePage, load: () => Promise.resolve({ CATALOGUE_PAGES: ['/products'] as const, renderCataloguePage }) };
}

const draw = (s: string, url: string, bodies: { boardItems: string }) =>
  Promise.resolve(s.replace('<div id="root"></div>', `<div id="root">${url} ${bodies.boardItems}</div>`));

describe('createPageRenderer', () => {
  it('renders a page once per catalogue version, shared by concurrent requests, and again when the version changes', async () => {
    const catalogue = fakeCatalogue({ version: 'v1', body: 'Barossa' });
    const bundle = fakeBundle(draw);
    const renderer = (await createPageRenderer({ distDir, catalogue: catalogue.cache, log, load: bundle.load }))!;
    expect(renderer.paths).toEqual(['/products']);
    const [a, b] = await Promise.all([renderer.render('/products'), renderer.render('/products')]);
    expect(a!.body).toBe('<!doctype html><div id="root">/products Barossa</div>');
    expect(b).toBe(a);
    expect(await renderer.render('/products')).toBe(a);
    expect(bundle.renderCataloguePage).toHaveBeenCalledTimes(1);

    catalogue.set({ version: 'v2', body: 'Basalt' });
    const c = await renderer.render('/products');
    expect(c!.body).toContain('/products Basalt');
    expect(c!.etag).not.toBe(a!.etag);
    expect(bundle.renderCataloguePage).toHaveBeenCalledTimes(2);
  });

  it('keeps the page compressed once: brotli and gzip forms of the same HTML', async () => {
    const renderer = (await createPageRenderer({
      distDir,
      catalogue: fakeCatalogue({ version: 'v1', body: 'x'.repeat(5000) }).cache,
      log,
      load: fakeBundle(draw).load,
    }))!;
    const page = (await renderer.render('/products'))!;
    expect(brotliDecompressSync(page.encoded!.br).toString()).toBe(page.body);
    expect(gunzipSync(page.encoded!.gzip).toString()).toBe(page.body);
    expect(page.encoded!.br.length).toBeLessThan(page.body.length / 10);
  });

  it('answers null (the prerendered file) when a render fails, without trying again for the same version', async () => {
    const catalogue = fakeCatalogue({ version: 'v1', body: 'Barossa' });
    const bundle = fakeBundle(() => Promise.reject(new Error('render failed')));
    const renderer = (await createPageRenderer({ distDir, catalogue: catalogue.cache, log, load: bundle.load }))!;
    expect(await renderer.render('/products')).toBeNull();
    expect(await renderer.render('/products')).toBeNull();
    expect(bundle.renderCataloguePage).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ pathname: '/products', version: 'v1' }),
      expect.stringMatching(/prerendered page is sent instead/),
    );
    catalogue.set({ version: 'v2', body: 'Basalt' });
    await renderer.render('/products');
    expect(bundle.renderCataloguePage).toHaveBeenCalledTimes(2);
  });

  it('answers null when the catalogue cannot be read, and for pages it does not render', async () => {
    const catalogue = fakeCatalogue({ version: 'v1', body: 'Barossa' });
    const bundle = fakeBundle(draw);
    const renderer = (await createPageRenderer({ distDir, catalogue: catalogue.cache, log, load: bundle.load }))!;
    expect(await renderer.render('/login')).toBeNull();
    catalogue.set(null);
    expect(await renderer.render('/products')).toBeNull();
    expect(bundle.renderCataloguePage).not.toHaveBeenCalled();
  });

  it('is absent when the build made no bundle or it cannot be loaded', async () => {
    const catalogue = fakeCatalogue({ version: 'v1', body: 'Barossa' }).cache;
    const empty = await fs.mkdtemp(path.join(os.tmpdir(), 'boardwalk-render-'));
    try {
      expect(await createPageRenderer({ distDir: empty, catalogue, log })).toBeNull();
    } finally {
      await fs.rm(empty, { recursive: true, force: true });
    }
    expect(await createPageRenderer({ distDir, catalogue, log, load: () => Promise.reject(new SyntaxError('broken bundle')) })).toBeNull();
  });
});
