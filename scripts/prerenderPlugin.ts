// Vite build plugin: after the client bundle is written, builds the server-rendering bundle into
// <outDir>/_ssr/ and prerenders the public pages into <outDir>/_pages/ (scripts/prerender.ts, in a
// child process) for the server to send (src/server/spa.ts), then writes every text file's .br/.gz
// sibling so `npm start` serves the app compressed.
// The benchmark found the landing page's largest paint waiting 1.7 s for the scripts that drew it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Plugin } from 'vite';
import { precompressDir } from '../src/server/precompress';

function run(args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`prerender failed (${signal ?? code})`))));
  });
}

export function prerenderPlugin(): Plugin {
  let outDir = '';
  let root = '';
  let skip = false;
  return {
    name: 'boardwalk-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      // Storybook builds with this config too; its pages are not the app's. The server-rendering
      // bundle is built with it as well (by scripts/prerender.ts itself).
      skip = config.plugins.some((p) => p.name.startsWith('storybook')) || !!config.build.ssr;
    },
    async closeBundle() {
      if (skip) return;
      await run(['--import', 'tsx', path.join(import.meta.dirname, 'prerender.ts'), outDir], root);
      await precompressDir(outDir);
    },
  };
}
