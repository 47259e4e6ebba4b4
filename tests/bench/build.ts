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

/** `root`: another tree to build (an earlier commit's, for a before/after figure), with this checkout's packages. */
export async function buildApp(outDir: string, root = repoRoot): Promise<BuildOutput> {
  const started = Date.now();
  const codegen = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/@pandacss/dev/bin.js'), 'codegen', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (codegen.status !== 0) throw new Error(`panda codegen failed (${codegen.status})`);
  const chunkModules = new Map<string, string[]>();
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    plugins: [chunkModulesPlugin(chunkModules)],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  await fs.access(path.join(outDir, 'index.html'));
  // What the app's first production start would do (src/server/precompress.ts), done here so the
  // server starts at once.
  await precompressDir(outDir);
  return { outDir, chunkModules, seconds: (Date.now() - started) / 1000 };
}

/** True when a chunk bundles Konva (or react-konva, should it come back). */
export function hasKonva(modules: readonly string[] | undefined): boolean {
  return (modules ?? []).some((m) => /node_modules\/(react-)?konva\//.test(m));
}
