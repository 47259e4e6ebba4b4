// `npm test`: every check CI relies on, in order, stopping at the first failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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

interface Step {
  label: string;
  cmd: string;
  args: string[];
}

/** One step of a parallel chain, its output held back so that chains running side by side print whole. */
function runQuiet(step: Step): Promise<{ step: Step; status: number; output: string; seconds: string }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => chunks.push(c));
    const done = (status: number, extra = '') => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      resolve({ step, status, output: Buffer.concat(chunks).toString() + extra, seconds });
    };
    // A step that could not start, or was killed by a signal, has failed.
    child.on('error', (err) => done(1, `${err.message}\n`));
    child.on('close', (code) => done(code ?? 1));
  });
}

/**
 * Chains side by side, each chain's steps in order, a chain stopping at its first failure. On CI's two
 * cores the type checker keeps one busy for most of a minute while lint, Knip and Prettier (each one
 * thread) fit on the other, so the static checks take the checker's time rather than the sum.
 */
async function runChains(chains: Step[][]) {
  const started = Date.now();
  console.log(`\n▶ side by side: ${chains.map((chain) => chain.map((s) => s.label).join(' → ')).join(' | ')}`);
  const failures: string[] = [];
  await Promise.all(
    chains.map(async (chain) => {
      for (const step of chain) {
        const result = await runQuiet(step);
        console.log(`\n▶ ${step.label}: ${step.cmd} ${step.args.join(' ')}`);
        if (result.output) process.stdout.write(result.output);
        if (result.status !== 0) {
          console.error(`✖ ${step.label} failed after ${result.seconds}s (exit ${result.status})`);
          failures.push(step.label);
          return;
        }
        console.log(`✔ ${step.label} (${result.seconds}s)`);
      }
    }),
  );
  if (failures.length) process.exit(1);
  console.log(`✔ side by side (${((Date.now() - started) / 1000).toFixed(1)}s)`);
}

function ensureChromium() {
  if (existsSync(chromium)) return;
  console.log(`Chromium missing at ${chromium}: installing Debian's chromium with apt-get`);
  run('apt-get update', 'apt-get', ['update', '-qq']);
  run('install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core']);
}

// The production shape's suite (tests/reliability/production.test.ts) runs Debian's own HAProxy, PgBouncer
// and PostgreSQL 15, as an operator would (docs/deploy.md): installed here when missing, as Chromium is.
const PRODUCTION_PARTS: [path: string, pkg: string][] = [
  ['/usr/sbin/haproxy', 'haproxy'],
  ['/usr/sbin/pgbouncer', 'pgbouncer'],
  [`${process.env.PG15_BIN ?? '/usr/lib/postgresql/15/bin'}/postgres`, 'postgresql-15'],
];
function ensureProductionParts() {
  const missing = PRODUCTION_PARTS.filter(([file]) => !existsSync(file)).map(([, pkg]) => pkg);
  if (!missing.length) return;
  console.log(`${missing.join(', ')} missing: installing Debian's packages with apt-get`);
  run('apt-get update', 'apt-get', ['update', '-qq']);
  // The packages' own services are not wanted: the tests start their own servers on free ports.
  run(`install ${missing.join(' ')}`, 'apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    DEBIAN_FRONTEND: 'noninteractive',
  });
}

// Node 24 LTS runs every check: the registry's `node` package (a devDependency) puts it first on npm's
// PATH, so the children below (npx, Vitest workers, Playwright's web server, the bench) get it too.
const nodeMajor = Number(process.versions.node.split('.')[0]);
console.log(`Node ${process.version} (${process.execPath})`);
if (nodeMajor !== 24) {
  console.error(`✖ Node 24 LTS expected, got ${process.version}: run through npm (npm test), which puts node_modules/.bin first`);
  process.exit(1);
}

async function main() {
  const started = Date.now();
  run('panda codegen', 'npx', ['panda', 'codegen', '--silent']);
  await runChains([
    // tsconfig.json is a solution: each project (shared, web, server, web-tests) is checked with its own types.
    [{ label: 'typecheck', cmd: 'npx', args: ['tsc', '-b'] }],
    [
      { label: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
      // Unused exports, files and dependencies (knip.jsonc) fail the run as a lint error does.
      { label: 'knip', cmd: 'npx', args: ['knip'] },
      { label: 'format', cmd: 'npx', args: ['prettier', '--check', '.'] },
    ],
  ]);
  ensureProductionParts();
  run('vitest', 'npx', ['vitest', 'run']);
  // The build records its chunks' source modules so that bench --quick measures this very build
  // rather than making it a second time (tests/bench/build.ts).
  const chunkModules = path.join(os.tmpdir(), `boardwalk-chunk-modules-${process.pid}.json`);
  process.on('exit', () => rmSync(chunkModules, { force: true }));
  run('build', 'npx', ['tsx', 'scripts/buildWithChunks.ts', 'dist', chunkModules]);
  run('storybook build', 'npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static']);
  ensureChromium();
  run('playwright', 'npx', ['playwright', 'test']);
  // The benchmark in --quick mode proves it still runs; it fails only if the benchmark breaks.
  run('bench --quick', 'npx', ['tsx', 'tests/bench/run.ts', '--quick', '--prebuilt=dist', `--chunk-modules=${chunkModules}`]);
  console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
}

await main();
