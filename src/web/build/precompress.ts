// Vite plugin (build only): writes .br and .gz siblings of every text asset in the output folder so
// the server can send them with @fastify/static's `preCompressed: true` (no compression work per
// request). Uncompressed JS costs the landing page most of its Lighthouse performance score.
// Usage in vite.config.ts: `plugins: [react(), precompress()]`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml)$/i;
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Writes file.br and file.gz next to each text file of at least 1 KB; returns how many files. */
export function precompressFolder(dir: string): number {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!TEXT.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'boardwalk:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const count = precompressFolder(outDir);
      config.logger.info(`precompressed ${count} files (.br, .gz) in ${path.relative(config.root, outDir)}`);
    },
  };
}
