// How a rendered page's HTML is put into the app's index.html: used by the build for the prerendered
// pages (scripts/prerender.ts) and by the server-rendered pages (src/web/serverRender.tsx).
import type { PrerenderedPage } from '../domain/pageRender';

function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/** `afterRoot`: markup placed right after the root element (e.g. a page's query data block). */
export function injectPage(shell: string, page: PrerenderedPage, afterRoot = ''): string {
  // The CSP (style-src 'self') drops style attributes from HTML the browser parses, and hydration would
  // not put them back: a prerendered page must style through classes only.
  const styled = /<[^>]+\sstyle="([^"]*)"/.exec(page.html);
  if (styled) throw new Error(`prerender: a style attribute ("${styled[1]}") would be blocked by the CSP; use a class`);
  // Likewise script-src 'self' blocks inline scripts (React writes some when it sends a boundary apart).
  if (/<script(?![^>]*type="application\/json")/.test(page.html))
    throw new Error('prerender: the page has an inline script, which the CSP would block');
  if (!shell.includes('<div id="root"></div>')) throw new Error('prerender: the shell has no empty <div id="root"></div>');
  let html = shell
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${afterRoot}`)
    // The page paints from its HTML; the scripts only make it interactive, so they must not compete
    // with the stylesheet and the largest image for the first bytes.
    .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
    .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ');
  if (page.meta) {
    const { title, description } = page.meta;
    html = html
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
      .replace(
        /(<meta name="description" content=")[^"]*(")/,
        (_m, open: string, close: string) => `${open}${escapeAttr(description)}${close}`,
      );
  }
  return html;
}

/**
 * The shell of a page that arrives rendered: the app's entry script is replaced by `loaderSrc`
 * (src/web/afterPaint.ts), which imports the entry once the page has painted, and the entry's
 * modulepreload links go, so that nothing of the app is fetched or run before that paint.
 */
export function deferAppStart(shell: string, loaderSrc: string): string {
  const entries = [...shell.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g)];
  if (entries.length !== 1) throw new Error(`prerender: expected one module entry script in the shell, found ${entries.length}`);
  return shell
    .replace(entries[0][0], () => `<script type="module" crossorigin src="${loaderSrc}" data-app-entry="${entries[0][1]}"></script>`)
    .replace(/[ \t]*<link rel="modulepreload" [^>]*>\n?/g, '');
}
