// The production build for the benchmark: Panda codegen, then the project's own vite config built
// into a folder of this run (so it never races other users of dist/), with a manifest and a record
// of which source modules ended up in which JavaScript chunk (to tell whether Konva is in a page's JS),
// then pre-compressed as the server would on its first start.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { precompressDir } from '../../src/server/precompress';
import { repoRoot } from './processes';

export interface BuildOutput {
  outDir: string;
  /** Output file (e.g. assets/index-abc.js) -> the source modules bundled into it. */
  chunkModules: Map<string, string[]>;
  seconds: number;
}

function chunkModulesPlugin(into: Map<string, string[]>): Plugin {
  return {
    name: 'bench-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === 'chunk')
          into.set(
            file,
            output.moduleIds.map((id) => path.relative(repoRoot, id.replace(/^\0/, ''))),
          );
      }
    },
  };
}

export interface BuildOptions {
  /** Panda codegen first (npm test has run it already when it builds dist/ through scripts/buildWithChunks.ts). */
  codegen?: boolean;
  /** Vite's manifest and the .br/.gz siblings the app's first production start would write: the benchmark's own build. */
  benchFolder?: boolean;
  /** Another tree to build (an earlier commit's, for a before/after figure), with this checkout's packages. */
  root?: string;
}

export async function buildApp(
  outDir: string,
  { codegen = true, benchFolder = true, root = repoRoot }: BuildOptions = {},
): Promise<BuildOutput> {
  const started = Date.now();
  if (codegen) {
    const run = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/@pandacss/dev/bin.js'), 'codegen', '--silent'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (run.status !== 0) throw new Error(`panda codegen failed (${run.status})`);
  }
  const chunkModules = new Map<string, string[]>();
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    plugins: [chunkModulesPlugin(chunkModules)],
    build: { outDir, emptyOutDir: true, manifest: benchFolder },
  });
  await fs.access(path.join(outDir, 'index.html'));
  // What the app's first production start would do (src/server/precompress.ts), done here so the
  // server starts at once.
  if (benchFolder) await precompressDir(outDir);
  return { outDir, chunkModules, seconds: (Date.now() - started) / 1000 };
}

/** The chunk record of a build, kept beside it for a later `bench --quick --prebuilt=<dir>`. */
export async function writeChunkModules(file: string, chunkModules: Map<string, string[]>): Promise<void> {
  await fs.writeFile(file, JSON.stringify(Object.fromEntries(chunkModules)));
}

/**
 * bench --quick on the build npm test has just made (scripts/buildWithChunks.ts): its chunk record, and
 * the .br/.gz siblings the benchmark's own build would have written (only the missing ones are written).
 */
export async function prebuiltApp(outDir: string, chunkModulesFile: string): Promise<BuildOutput> {
  const started = Date.now();
  await fs.access(path.join(outDir, 'index.html'));
  const record = JSON.parse(await fs.readFile(chunkModulesFile, 'utf8')) as Record<string, string[]>;
  await precompressDir(outDir);
  return { outDir, chunkModules: new Map(Object.entries(record)), seconds: (Date.now() - started) / 1000 };
}

/** True when a chunk bundles Konva (or react-konva, should it come back). */
export function hasKonva(modules: readonly string[] | undefined): boolean {
  return (modules ?? []).some((m) => /node_modules\/(react-)?konva\//.test(m));
}
