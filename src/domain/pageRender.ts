// What the build's server-rendering bundle (src/web/serverRender.tsx, built into dist/_ssr/) offers the
// code that loads it by file: the build (scripts/prerender.ts) and the server (src/server/pageRender.ts).
// Its shape lives here, in the shared layer, so neither of them pulls the browser app, and with it the
// DOM's types, into its own TypeScript project; serverRender.tsx is checked against it.

export interface PageMeta {
  title: string;
  description: string;
}

export interface PrerenderedPage {
  html: string;
  meta: PageMeta | null;
}

/** What a catalogue page is drawn with: the API's own response bodies, as the browser would fetch them. */
export interface CatalogueBodies {
  /** GET /api/inventory/board-items */
  boardItems: string;
  /** GET /api/inventory/hardware-items: the calculator's priced list needs it from its first paint. */
  hardwareItems?: string;
}

export interface ServerRenderBundle {
  /** The public pages the build prerenders (bare paths). */
  readonly PRERENDERED_PATHS: readonly string[];
  /** Those whose shell starts the app only after the first paint. */
  readonly PAINT_FIRST_PATHS: readonly string[];
  /** The pages the server renders with the catalogue it holds. */
  readonly CATALOGUE_PAGES: readonly string[];
  prerenderPage(url: string): Promise<PrerenderedPage>;
  injectPage(shell: string, page: PrerenderedPage, afterRoot?: string): string;
  renderCataloguePage(shell: string, url: string, bodies: CatalogueBodies): Promise<string>;
}
