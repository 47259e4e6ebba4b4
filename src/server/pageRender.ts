// Pages the server renders at request time with the catalogue it holds (the benchmark: /products' largest
// paint, the first card's photo, waited for the scripts, the catalogue request and a client render).
// The build's server-rendering bundle (dist/_ssr/serverRender.js, src/web/serverRender.tsx) draws the
// page; the result is kept per catalogue version, compressed once, so a request costs a lookup. When
// the bundle or the catalogue is unavailable, or a render fails, the caller sends the prerendered file.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CatalogueBodies, ServerRenderBundle } from '../domain/pageRender';
import { PAGE_SHELL_FILE, SSR_DIR, SSR_ENTRY_FILE } from './buildLayout';
import { brotliOf, gzipOf } from './precompress';
import type { CachedBody, CatalogueCache } from './services/catalogue';

/** Under the build's outDir. */
export const SSR_ENTRY = path.join(SSR_DIR, SSR_ENTRY_FILE);
/** The shell of rendered pages: the app starts after their paint. */
export const PAGE_SHELL = path.join(SSR_DIR, PAGE_SHELL_FILE);

// Any list of paths: the build's bundle names its own (tests give theirs).
type RenderModule = Pick<ServerRenderBundle, 'renderCataloguePage' | 'CATALOGUE_PAGES'>;

interface Logger {
  warn(obj: object, msg: string): void;
}

export interface PageRenderer {
  /** The bare paths this renderer draws (empty when the build has no server-rendering bundle). */
  readonly paths: readonly string[];
  /** The page for the catalogue's current version, or null: send the prerendered file instead. */
  render(pathname: string): Promise<CachedBody | null>;
}

async function compress(html: string, etag: string): Promise<CachedBody> {
  const identity = Buffer.from(html);
  // Off the event loop: once per catalogue version, but a page is tens of KB.
  const [br, gzipped] = await Promise.all([brotliOf(identity), gzipOf(identity)]);
  return { body: html, etag, encoded: { identity, br, gzip: gzipped } };
}

/**
 * `load` imports the bundle (tests give their own). Returns null when the build made no bundle or it
 * cannot be loaded: every page is then the prerendered file, as before.
 */
export async function createPageRenderer(options: {
  distDir: string;
  catalogue: CatalogueCache;
  log: Logger;
  load?: (file: string) => Promise<RenderModule>;
}): Promise<PageRenderer | null> {
  const { distDir, catalogue, log } = options;
  const entry = path.join(distDir, SSR_ENTRY);
  if (!fs.existsSync(entry)) return null;
  let mod: RenderModule;
  let shell: string;
  try {
    mod = await (options.load ?? ((file) => import(pathToFileURL(file).href) as Promise<RenderModule>))(entry);
    shell = fs.readFileSync(path.join(distDir, PAGE_SHELL), 'utf8');
  } catch (err) {
    log.warn({ err }, 'server rendering unavailable: the prerendered pages are sent instead');
    return null;
  }
  const paths: readonly string[] = [...mod.CATALOGUE_PAGES];
  // One render per page and catalogue version, shared by the requests that arrive while it runs; a
  // failed render is remembered too (the next version tries again), so a broken page costs no render
  // per request.
  const cache = new Map<string, { version: string; page: Promise<CachedBody | null> }>();

  async function renderVersion(pathname: string, version: string, bodies: CatalogueBodies): Promise<CachedBody | null> {
    try {
      const html = await mod.renderCataloguePage(shell, pathname, bodies);
      const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
      return await compress(html, etag);
    } catch (err) {
      log.warn({ err, pathname, version }, 'server rendering failed: the prerendered page is sent instead');
      return null;
    }
  }

  return {
    paths,
    async render(pathname) {
      if (!paths.includes(pathname)) return null;
      const snapshot = await catalogue.get().catch(() => null);
      if (!snapshot) return null;
      let cached = cache.get(pathname);
      if (cached?.version !== snapshot.version) {
        cached = {
          version: snapshot.version,
          page: renderVersion(pathname, snapshot.version, {
            boardItems: snapshot.bodies.boardItems.body,
            hardwareItems: snapshot.bodies.hardwareItems.body,
          }),
        };
        cache.set(pathname, cached);
      }
      return cached.page;
    },
  };
}
