// Where prerendered pages go in a build, and where the server-rendering bundle goes.
export { deferAppStart, injectPage } from '../src/web/pageDocument';

/** Under the build's outDir; `manifest.json` there maps each bare path to its file. */
export const PAGES_DIR = '_pages';

/** Under the build's outDir: the server-rendering bundle (src/web/serverRender.tsx), never served. */
export const SSR_DIR = '_ssr';

/** Under SSR_DIR: the shell of pages that arrive rendered (the app starts after their first paint). */
export const PAGE_SHELL_FILE = 'page-shell.html';

/** `/` -> index.html, `/products` -> products.html */
export function pageFileName(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1).replace(/\//g, '-')}.html`;
}
