// Entry of the server-rendering bundle (built by scripts/prerender.ts into dist/_ssr/): the build
// prerenders the public pages with it, and the server (src/server/pageRender.ts) renders the pages
// that show the catalogue with the catalogue it holds, once per catalogue version. The benchmark: /products'
// largest paint, the first card's photo, waited for the scripts, the catalogue request and a render.
import { seedBoardItems, seedHardwareItems } from './api/catalogue';
import { queryStateElement } from './api/pageQueryState';
import { createQueryClient } from './api/queryClient';
import { injectPage } from './pageDocument';
import { PAINT_FIRST_PATHS, PRERENDERED_PATHS, prerenderPage } from './prerender';
import { boardItemsResponse, hardwareItemsResponse } from '../domain/schemas';
import { MESSAGES } from '../domain/messages';
import type { CatalogueBodies, ServerRenderBundle } from '../domain/pageRender';

// Loaded by file (scripts/prerender.ts, src/server/pageRender.ts) as a ServerRenderBundle, checked below.
export { PAINT_FIRST_PATHS, PRERENDERED_PATHS, prerenderPage, injectPage };

/**
 * The pages the server renders with the catalogue (bare paths; a query gets the app shell). The
 * calculator too: it then arrives with its colours chosen and needs neither the catalogue request nor
 * zod to check the answer (a benchmark target: JavaScript for /deck-calculator).
 */
const CALCULATOR_PATH = '/deck-calculator';
export const CATALOGUE_PAGES = ['/products', CALCULATOR_PATH] as const;

/**
 * The whole document for `url`: the page drawn with the catalogue, and the catalogue queries it used
 * as a data block for the browser's QueryClient (src/web/api/pageQueryState.ts).
 */
export async function renderCataloguePage(shell: string, url: string, bodies: CatalogueBodies): Promise<string> {
  const client = createQueryClient();
  try {
    // Parsed exactly as the browser's fetcher parses the response (src/web/api/catalogue.ts).
    const body = boardItemsResponse.parse(JSON.parse(bodies.boardItems));
    if (!body.success) throw new Error(MESSAGES.fetchBoardItemsFailed);
    seedBoardItems(client, body.data);
    // The calculator's priced list: seeded too, so the page fetches no catalogue and loads no zod at first.
    if (url === CALCULATOR_PATH && bodies.hardwareItems !== undefined) {
      const hardware = hardwareItemsResponse.parse(JSON.parse(bodies.hardwareItems));
      if (!hardware.success) throw new Error(MESSAGES.fetchHardwareItemsFailed);
      seedHardwareItems(client, hardware.data);
    }
    const page = await prerenderPage(url, client);
    return injectPage(shell, page, queryStateElement(client));
  } finally {
    client.clear();
  }
}

// The exports the build and the server rely on (src/domain/pageRender.ts).
const _bundle: ServerRenderBundle = {
  PRERENDERED_PATHS,
  PAINT_FIRST_PATHS,
  CATALOGUE_PAGES,
  prerenderPage,
  injectPage,
  renderCataloguePage,
};
