// Builds the server-rendering bundle of a built app and renders its public pages to HTML with it:
// `node --import tsx scripts/prerender.ts <outDir>`. Run by the build (scripts/prerenderPlugin.ts) in
// its own process: the app's modules start timers (query caches, actors) that would keep a build
// process alive. The same bundle (<outDir>/_ssr/serverRender.js) lets the server render /products with
// the catalogue at request time (src/server/pageRender.ts).
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { build } from 'vite';
import { deferAppStart, PAGE_SHELL_FILE, pageFileName, PAGES_DIR, PAGES_MANIFEST, SSR_DIR, SSR_ENTRY_FILE } from './prerenderPages';
import type { ServerRenderBundle } from '../src/domain/pageRender';

const repoRoot = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.argv[2] ?? 'dist');
const ssrDir = path.join(outDir, SSR_DIR);

await build({
  root: repoRoot,
  configFile: path.join(repoRoot, 'vite.config.ts'),
  logLevel: 'warn',
  // React and the libraries take their production builds, whatever NODE_ENV the server runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // Self-contained: the bundle is loaded from wherever the build was put, beside no node_modules.
  ssr: { noExternal: true },
  build: {
    ssr: path.join(repoRoot, 'src/web/serverRender.tsx'),
    outDir: ssrDir,
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
    rollupOptions: { output: { entryFileNames: SSR_ENTRY_FILE } },
  },
});

const shell = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');

// The pages the server renders with the catalogue, and the prerendered pages of PAINT_FIRST_PATHS,
// start the app after their first paint, through a loader (src/web/afterPaint.ts): no imports, so
// compiled on its own; named by its content for the year-long cache of /assets. Their shell is kept
// for the server (src/server/pageRender.ts).
const loaderSource = await fs.readFile(path.join(repoRoot, 'src/web/afterPaint.ts'), 'utf8');
const loader = ts.transpileModule(loaderSource, {
  compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext, removeComments: true },
}).outputText;
const loaderFile = `assets/after-paint-${createHash('sha256').update(loader).digest('base64url').slice(0, 8)}.js`;
await fs.writeFile(path.join(outDir, loaderFile), loader);
const paintFirstShell = deferAppStart(shell, `/${loaderFile}`);
await fs.writeFile(path.join(ssrDir, PAGE_SHELL_FILE), paintFirstShell);
const mod = (await import(pathToFileURL(path.join(ssrDir, SSR_ENTRY_FILE)).href)) as ServerRenderBundle;
const pagesDir = path.join(outDir, PAGES_DIR);
await fs.mkdir(pagesDir, { recursive: true });
const manifest: Record<string, string> = {};
for (const pathname of mod.PRERENDERED_PATHS) {
  const page = await mod.prerenderPage(pathname);
  const file = pageFileName(pathname);
  const pageShell = mod.PAINT_FIRST_PATHS.includes(pathname) ? paintFirstShell : shell;
  await fs.writeFile(path.join(pagesDir, file), mod.injectPage(pageShell, page));
  manifest[pathname] = `${PAGES_DIR}/${file}`;
}
await fs.writeFile(path.join(pagesDir, PAGES_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`prerendered ${Object.keys(manifest).join(', ')}; server-rendering bundle in ${path.relative(repoRoot, ssrDir) || ssrDir}`);
process.exit(0);
