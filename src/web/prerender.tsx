// Server rendering of the public pages, run by the build (vite.config.ts, prerenderPlugin) so their
// HTML paints before any script runs; main.tsx then hydrates it. Everything a page shows at first
// render must therefore be the same here and in the browser: data the page fetches (the catalogue)
// appears in both as its loading state, and browser-only facts (session hint, URL hash, search
// parameters) are read in effects. Pages are prerendered only for their bare path (no query).
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppTree } from './App';
import { PageMetaCollector, type PageMeta } from './hooks/usePageMeta';

export interface PrerenderedPage {
  html: string;
  meta: PageMeta | null;
}

export async function prerenderPage(url: string): Promise<PrerenderedPage> {
  let meta: PageMeta | null = null;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageMetaCollector.Provider value={(m) => { meta = m; }}>
        <StaticRouter location={url}>
          <AppTree />
        </StaticRouter>
      </PageMetaCollector.Provider>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return { html: Buffer.concat(chunks).toString('utf8'), meta };
}

/** The public pages the build prerenders (bare paths; the server serves them only without a query). */
export const PRERENDERED_PATHS = ['/', '/products', '/terms', '/login', '/unauthorized'] as const;
