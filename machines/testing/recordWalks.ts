// Writes what a model walk took to coverage/model/ (see walkedPaths.ts for the shape), for the Flows
// stories and `npm run test:model`. One small synchronous write per machine (path tests) or per path
// (browser walks, which Playwright may run in parallel workers); the folder is made when absent.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { leafStateIds, walkFileOf, type WalkedPath, type WalkSource } from './walkedPaths';

export const MODEL_COVERAGE_DIR = fileURLToPath(new URL('../../coverage/model/', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A test file as the report names it (repository-relative). */
export const testFileName = (file: string) => relative(REPO_ROOT, file);

const safe = (name: string) => name.replace(/[^\w.-]+/g, '-');

/**
 * paths: coverage/model/paths/<name>.json (one file per describeModels, so a re-run replaces it);
 * browser: coverage/model/browser/<machine>/<name>.json (one file per walked path). `suite` (test file
 * and describe) prefixes the path names where the report names the tests that walk each transition.
 */
export function recordWalks(
  source: WalkSource,
  machine: string,
  name: string,
  paths: WalkedPath[],
  suite?: string,
  dir = MODEL_COVERAGE_DIR,
): void {
  const file = source === 'paths' ? join(dir, 'paths', `${safe(name)}.json`) : join(dir, 'browser', safe(machine), `${safe(name)}.json`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(walkFileOf(machine, source, paths, suite)));
}

/** A step of a Playwright model walk (the pure replay the walk drove the page by). */
interface BrowserStep {
  event: { type: string };
  keys: string[];
  state: unknown;
}

const valueOf = (snapshot: unknown) => (snapshot as { value?: unknown }).value;

/** Records one browser walk of a machine's path (the test `title` in the spec `file`), once the page followed it to the end. */
export function recordBrowserWalk(
  machine: string,
  index: number,
  title: string,
  initial: unknown,
  steps: readonly BrowserStep[],
  file: string,
): void {
  const walk = {
    name: title,
    steps: [
      { event: 'xstate.init', keys: [], states: leafStateIds(machine, valueOf(initial)) },
      ...steps.map((s) => ({ event: s.event.type, keys: s.keys, states: leafStateIds(machine, valueOf(s.state)) })),
    ],
  };
  recordWalks('browser', machine, `path-${index}`, [walk], testFileName(file));
}
