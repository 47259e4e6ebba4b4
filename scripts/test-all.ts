// `npm test`: every check CI relies on, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(label: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds}s (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds}s)`);
}

function ensureChromium() {
  if (existsSync(chromium)) return;
  console.log(`Chromium missing at ${chromium}: installing Debian's chromium with apt-get`);
  run('apt-get update', 'apt-get', ['update', '-qq']);
  run('install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core']);
}

// Node 24 LTS runs every check: the registry's `node` package (a devDependency) puts it first on npm's
// PATH, so the children below (npx, Vitest workers, Playwright's web server, the bench) get it too.
const nodeMajor = Number(process.versions.node.split('.')[0]);
console.log(`Node ${process.version} (${process.execPath})`);
if (nodeMajor !== 24) {
  console.error(`✖ Node 24 LTS expected, got ${process.version}: run through npm (npm test), which puts node_modules/.bin first`);
  process.exit(1);
}

const started = Date.now();
run('panda codegen', 'npx', ['panda', 'codegen', '--silent']);
// tsconfig.json is a solution: each project (shared, web, server, web-tests) is checked with its own types.
run('typecheck', 'npx', ['tsc', '-b']);
run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
// Unused exports, files and dependencies (knip.jsonc) fail the run as a lint error does.
run('knip', 'npx', ['knip']);
run('format', 'npx', ['prettier', '--check', '.']);
run('vitest', 'npx', ['vitest', 'run']);
run('build', 'npx', ['vite', 'build']);
run('storybook build', 'npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static']);
ensureChromium();
run('playwright', 'npx', ['playwright', 'test']);
// The benchmark in --quick mode proves it still runs; it fails only if the benchmark breaks.
run('bench --quick', 'npx', ['tsx', 'tests/bench/run.ts', '--quick']);
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
