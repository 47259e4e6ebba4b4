// The built single-page app: static files (pre-compressed siblings preferred), the public pages the
// build prerendered, /products rendered with the current catalogue (src/server/pageRender.ts), and
// index.html for every other client-side route; unknown /api paths stay JSON.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, ErrorBody } from './appTypes';
import { PAGES_DIR, PAGES_MANIFEST, SSR_DIR } from './buildLayout';
import { ifNoneMatchHits } from './conditionalRequest';
import type { PageLinks } from './pageLinks';
import { createPageRenderer, type PageRenderer } from './pageRender';
import { precompressDir } from './precompress';
import { etagOfCoding, negotiateCoding, type CachedBody, type CatalogueCache } from './services/catalogue';

/** The build's prerendered pages: bare path -> file under dist (none when the build made none). */
function readPrerenderedPages(distDir: string): Record<string, string> {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, PAGES_DIR, PAGES_MANIFEST), 'utf8')) as unknown;
    if (!manifest || typeof manifest !== 'object') return {};
    return Object.fromEntries(
      Object.entries(manifest).filter(
        (e): e is [string, string] => e[0].startsWith('/') && typeof e[1] === 'string' && !e[1].includes('..'),
      ),
    );
  } catch {
    return {};
  }
}

/** A server-rendered page in the coding the browser accepts, revalidated by its ETag. */
function sendRendered(request: FastifyRequest, reply: FastifyReply, page: CachedBody) {
  const coding = negotiateCoding(request.headers['accept-encoding']);
  const etag = etagOfCoding(page.etag, coding);
  reply.header('vary', 'accept-encoding').header('etag', etag);
  if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.status(304).send();
  if (coding !== 'identity') reply.header('content-encoding', coding);
  return reply.type('text/html; charset=utf-8').send(page.encoded?.[coding] ?? page.body);
}

/**
 * Serves dist/ and answers client-side routes with index.html; /api stays JSON. With `catalogue`, the
 * pages that show it are rendered with it when the build made a server-rendering bundle.
 */
export async function registerSpa(app: App, distDir: string, precompress: boolean, pageLinks: PageLinks, catalogue?: CatalogueCache) {
  const indexFile = path.join(distDir, 'index.html');
  const hasDist = fs.existsSync(indexFile);
  if (hasDist) {
    // Once per build, the first production start writes .br/.gz siblings (a few seconds); they are
    // then served to browsers that accept them (the benchmark's Lighthouse run found the first load sent uncompressed).
    if (precompress) {
      const written = await precompressDir(distDir).catch((err: unknown) => {
        app.log.warn({ err }, 'could not pre-compress the web app; serving it uncompressed');
        return 0;
      });
      if (written) app.log.info(`pre-compressed ${written} web app files`);
    }
    const renderer: PageRenderer | null = catalogue ? await createPageRenderer({ distDir, catalogue, log: app.log }) : null;
    app.register(fastifyStatic, {
      root: distDir,
      // The server-rendering bundle is the server's, not the browser's.
      allowedPath: (pathName) => !pathName.startsWith(`/${SSR_DIR}/`),
      index: 'index.html',
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        // Vite fingerprints /assets/*; everything else may change with a deploy.
        const rel = path.relative(distDir, filePath);
        if (rel.startsWith(`assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', 'no-cache');
      },
    });
    // Public pages the build prerendered (scripts/prerender.ts): their HTML paints before any script.
    // Only the bare path: a query (e.g. /login?portal=installer) can change what the page shows.
    // /products is drawn with the catalogue when the renderer can, else it is the prerendered file.
    const pages = readPrerenderedPages(distDir);
    for (const pagePath of new Set([...Object.keys(pages), ...(renderer?.paths ?? [])])) {
      const file = pages[pagePath] ?? 'index.html';
      app.get(pagePath, async (request, reply) => {
        reply.header('cache-control', 'no-cache');
        // A hint is an optimisation: without the catalogue the page is sent without it.
        const links = await pageLinks(pagePath).catch(() => null);
        if (links) reply.header('link', links);
        if (request.url.includes('?')) return reply.type('text/html; charset=utf-8').sendFile('index.html');
        const rendered = renderer ? await renderer.render(pagePath) : null;
        if (rendered) return sendRendered(request, reply, rendered);
        return reply.type('text/html; charset=utf-8').sendFile(file);
      });
    }
    // The first visitor need not wait for the first render.
    if (renderer)
      app.addHook('onReady', async () => {
        for (const pagePath of renderer.paths) void renderer.render(pagePath);
      });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const isApi = url === '/api' || url.startsWith('/api/');
    // A client-side route: a GET/HEAD for a path without a file extension outside /api.
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !/\.[a-z0-9]+$/i.test(path.posix.basename(url));
    if (isPage && hasDist) {
      reply.header('cache-control', 'no-cache');
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.status(404).send({ message: isApi ? `No API route ${request.method} ${url}` : 'Not found' } satisfies ErrorBody);
  });
}
