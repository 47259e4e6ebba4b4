// Where prerendered pages go in a build, and where the server-rendering bundle goes.
export { deferAppStart, injectPage } from '../src/web/pageDocument';

export { PAGE_SHELL_FILE, PAGES_DIR, PAGES_MANIFEST, SSR_DIR, SSR_ENTRY_FILE } from '../src/server/buildLayout';

/** `/` -> index.html, `/products` -> products.html */
export function pageFileName(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1).replace(/\//g, '-')}.html`;
}
