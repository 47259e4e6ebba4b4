// Server rendering of the public pages, run by the build (vite.config.ts, prerenderPlugin) so their
// HTML paints before any script runs; main.tsx then hydrates it. Everything a page shows at first
// render must therefore be the same here and in the browser: data the page fetches appears in both as
// its loading state, unless the page is given it (the server's /products, src/web/serverRender.tsx,
// which the browser then hydrates with the same data), and browser-only facts (session hint, URL hash, search
// parameters) are read in effects. Pages are prerendered only for their bare path (no query).
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
// The browser build of React's static renderer: the Node build keeps each render in an
// AsyncLocalStorage, and on Node 20 the first one switches on an async hook for the rest of the
// process, a cost on every promise, timer and socket write of every request the server answers
// (the benchmark: board-config's 304s 1.13 x as fast without it; docs/bench.md). Web streams are global.
import { prerender } from 'react-dom/static.browser';
import { StaticRouter } from 'react-router';
import { AppTree } from './App';
import { ServerQueryClientContext } from './api/pageQueryState';
import { PageMetaCollector } from './hooks/usePageMeta';
import type { PageMeta, PrerenderedPage } from '../domain/pageRender';

/** `queryClient`: data the page is drawn with (the server's render of /products, src/web/serverRender.tsx). */
export async function prerenderPage(url: string, queryClient?: QueryClient): Promise<PrerenderedPage> {
  let meta: PageMeta | null = null;
  const { prelude } = await prerender(
    <StrictMode>
      <ServerQueryClientContext.Provider value={queryClient ?? null}>
        <PageMetaCollector.Provider
          value={(m) => {
            meta = m;
          }}
        >
          <StaticRouter location={url}>
            <AppTree />
          </StaticRouter>
        </PageMetaCollector.Provider>
      </ServerQueryClientContext.Provider>
    </StrictMode>,
    // A boundary bigger than this (default 12.8 KB: /products' grid with the catalogue) would be sent
    // apart and revealed by inline scripts, which the CSP (script-src 'self') blocks: keep it in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await new Response(prelude).text(), meta };
}

/** The public pages the build prerenders (bare paths; the server serves them only without a query). */
export const PRERENDERED_PATHS = ['/', '/products', '/terms', '/deck-calculator', '/login', '/unauthorized'] as const;

/**
 * Prerendered pages whose app starts after their first paint (src/web/afterPaint.ts), as /products
 * does when the server renders it: their largest paint (the home hero, the sign-in heading) is in the
 * HTML, and on a phone the entry's download and evaluation otherwise came before it.
 */
export const PAINT_FIRST_PATHS: readonly (typeof PRERENDERED_PATHS)[number][] = ['/', '/login'];
