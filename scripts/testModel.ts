// `npm run test:model` (for QA): every machine's path tests and the browser model walks, then one table
// (machine, states, transitions, walked by paths, walked in the browser, paths), coverage/model/report.html
// (offline: each machine's statechart with its arrows coloured by coverage) and report.json. Exits non-zero
// when a test failed or any transition was walked by nothing. `--no-browser` skips the Playwright walks,
// `--no-build` reuses dist/ for them.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MODEL_COVERAGE_DIR } from '../machines/testing/recordWalks';
import { mergeWalks } from '../machines/testing/walkedPaths';
import { machinesIn } from '../src/web/flows/machineRegistry';
import { machineReport, reportHtml, reportTable } from './modelReport';

const root = new URL('../', import.meta.url);
const args = new Set(process.argv.slice(2));
const MODEL_WALKS = ['tests/e2e/portal.wizard-model.spec.ts', 'tests/e2e/calculator.quote-model.spec.ts'];

function run(label: string, cmd: string, cmdArgs: string[]): boolean {
  console.log(`\n▶ ${label}: ${cmd} ${cmdArgs.join(' ')}`);
  const result = spawnSync(cmd, cmdArgs, { stdio: 'inherit', cwd: root, env: process.env });
  if (result.status !== 0) console.error(`✖ ${label} failed (exit ${result.status ?? result.signal})`);
  return result.status === 0;
}

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? jsonFiles(join(dir, e.name)) : e.name.endsWith('.json') && e.name !== 'report.json' ? [join(dir, e.name)] : [],
  );
}

// Walks of an earlier run must not count for this one.
rmSync(MODEL_COVERAGE_DIR, { recursive: true, force: true });
let passed = run('machine path tests', 'npx', ['vitest', 'run', '--project', 'node', 'machines/']);
if (!args.has('--no-browser')) {
  if (!args.has('--no-build')) passed = run('build', 'npx', ['vite', 'build']) && passed;
  passed = run('browser model walks', 'npx', ['playwright', 'test', ...MODEL_WALKS]) && passed;
}

const machineDir = new URL('machines/', root);
const files = readdirSync(machineDir)
  .filter((f) => f.endsWith('.machine.ts'))
  .sort();
const modules: Record<string, Record<string, unknown>> = {};
for (const f of files) modules[f] = (await import(pathToFileURL(join(machineDir.pathname, f)).href)) as Record<string, unknown>;
const machines = machinesIn(modules);
const coverage = mergeWalks(jsonFiles(MODEL_COVERAGE_DIR).map((f) => JSON.parse(readFileSync(f, 'utf8')) as unknown));
const rows = machines.map((m) => machineReport(m, coverage.get(m.id)));

mkdirSync(MODEL_COVERAGE_DIR, { recursive: true });
const generatedAt = new Date().toISOString();
writeFileSync(join(MODEL_COVERAGE_DIR, 'report.json'), `${JSON.stringify({ generatedAt, machines: rows }, null, 2)}\n`);
writeFileSync(join(MODEL_COVERAGE_DIR, 'report.html'), await reportHtml(machines, coverage, generatedAt));

console.log(`\n${reportTable(rows)}\n`);
const unwalked = rows.flatMap((r) => r.unwalked.map((u) => `${r.machine}: ${u}`));
for (const u of unwalked) console.error(`✖ not walked: ${u}`);
console.log(`Report: ${join(MODEL_COVERAGE_DIR, 'report.html')} and report.json`);
if (!passed || unwalked.length > 0) process.exit(1);
