// Where prerendered pages go in a build and how a page's HTML is put into the app's index.html.
import type { PrerenderedPage } from '../src/web/prerender';

/** Under the build's outDir; `manifest.json` there maps each bare path to its file. */
export const PAGES_DIR = '_pages';

function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/** `/` -> index.html, `/products` -> products.html */
export function pageFileName(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1).replace(/\//g, '-')}.html`;
}

export function injectPage(shell: string, page: PrerenderedPage): string {
  // The CSP (style-src 'self') drops style attributes from HTML the browser parses, and hydration would
  // not put them back: a prerendered page must style through classes only.
  const styled = /<[^>]+\sstyle="([^"]*)"/.exec(page.html);
  if (styled) throw new Error(`prerender: a style attribute ("${styled[1]}") would be blocked by the CSP; use a class`);
  if (!shell.includes('<div id="root"></div>')) throw new Error('prerender: the shell has no empty <div id="root"></div>');
  let html = shell
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
    // The page paints from its HTML; the scripts only make it interactive, so they must not compete
    // with the stylesheet and the largest image for the first bytes.
    .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
    .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ');
  if (page.meta) {
    const { title, description } = page.meta;
    html = html
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
      .replace(/(<meta name="description" content=")[^"]*(")/, (_m, open: string, close: string) => `${open}${escapeAttr(description)}${close}`);
  }
  return html;
}
