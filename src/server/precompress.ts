// Brotli and gzip siblings (file.br, file.gz) of the built app's text files, made once after a build
// (at the first start that finds them missing or older) and served by @fastify/static's preCompressed
// option. The benchmark's Lighthouse run on / found 239 KiB of the first load sent uncompressed.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { SSR_DIR } from './buildLayout';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Brotli at its top quality: everything compressed here is compressed once and sent many times. */
export function brotliOptions(size: number) {
  return { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: size } };
}
export const GZIP_OPTIONS = { level: 9 } as const;

/** The brotli and gzip forms of `data`, made off the event loop (libuv's pool). */
export function brotliOf(data: Buffer): Promise<Buffer> {
  return brotli(data, brotliOptions(data.length));
}
export function gzipOf(data: Buffer): Promise<Buffer> {
  return gz(data, GZIP_OPTIONS);
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/i;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

async function* files(dir: string, top = true): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // The server-rendering bundle (~4 MB) is read by the server and never sent.
    if (entry.isDirectory() && top && entry.name === SSR_DIR) continue;
    if (entry.isDirectory()) yield* files(full, false);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield full;
  }
}

async function upToDate(target: string, sourceMtimeMs: number): Promise<boolean> {
  const st = await fs.stat(target).catch(() => null);
  return !!st && st.mtimeMs >= sourceMtimeMs;
}

/** Written beside the file under a temp name and renamed, so a reader never sees half a file. */
async function writeAtomically(target: string, data: Buffer): Promise<void> {
  const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(temp, data);
  await fs.rename(temp, target);
}

/**
 * Makes the missing or stale .br/.gz siblings under `dir`; returns how many files it wrote. A
 * read-only folder is not an error: the files are then served uncompressed.
 */
export async function precompressDir(dir: string): Promise<number> {
  let written = 0;
  for await (const file of files(dir)) {
    const st = await fs.stat(file);
    if (st.size < MIN_BYTES) continue;
    const needBr = !(await upToDate(`${file}.br`, st.mtimeMs));
    const needGz = !(await upToDate(`${file}.gz`, st.mtimeMs));
    if (!needBr && !needGz) continue;
    const data = await fs.readFile(file);
    if (needBr) {
      await writeAtomically(`${file}.br`, await brotliOf(data));
      written += 1;
    }
    if (needGz) {
      await writeAtomically(`${file}.gz`, await gzipOf(data));
      written += 1;
    }
  }
  return written;
}
