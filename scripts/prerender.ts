// Renders the public pages of a built app to HTML: `node --import tsx scripts/prerender.ts <outDir>`.
// Run by the build (scripts/prerenderPlugin.ts) in its own process: the app's modules, loaded through
// a Vite SSR server, start timers (query caches, actors) that would keep a build process alive.
import fs from 'node:fs/promises';
import path from 'node:path';
import { createServer } from 'vite';
import { injectPage, pageFileName, PAGES_DIR } from './prerenderPages';

const repoRoot = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.argv[2] ?? 'dist');

const shell = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
const server = await createServer({
  root: repoRoot,
  configFile: path.join(repoRoot, 'vite.config.ts'),
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  appType: 'custom',
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const mod = (await server.ssrLoadModule('/src/web/prerender.tsx')) as typeof import('../src/web/prerender');
  const pagesDir = path.join(outDir, PAGES_DIR);
  await fs.mkdir(pagesDir, { recursive: true });
  const manifest: Record<string, string> = {};
  for (const pathname of mod.PRERENDERED_PATHS) {
    const page = await mod.prerenderPage(pathname);
    const file = pageFileName(pathname);
    await fs.writeFile(path.join(pagesDir, file), injectPage(shell, page));
    manifest[pathname] = `${PAGES_DIR}/${file}`;
  }
  await fs.writeFile(path.join(pagesDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`prerendered ${Object.keys(manifest).join(', ')}`);
} finally {
  await server.close();
}
process.exit(0);
