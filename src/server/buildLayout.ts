// Where things live in a web build (vite's outDir): written by the build (scripts/prerender*.ts) and
// read by the server (spa.ts, pageRender.ts, precompress.ts). Kept free of imports so the build's
// vite plugin can load it.

/** Prerendered public pages; `manifest.json` there maps each bare path to its file. */
export const PAGES_DIR = '_pages';
export const PAGES_MANIFEST = 'manifest.json';

/** The server-rendering bundle (src/web/serverRender.tsx): read by the server, never sent to browsers. */
export const SSR_DIR = '_ssr';
export const SSR_ENTRY_FILE = 'serverRender.js';
/** Under SSR_DIR: the shell of pages that arrive rendered (the app starts after their first paint). */
export const PAGE_SHELL_FILE = 'page-shell.html';
