// What a model walk took, as data: the machine path tests and the Playwright model walks each write
// one of these per machine (recordWalks.ts), and the Flows stories and `npm run test:model` read
// them back. Plain data and pure functions only: the stories load this in the browser.

/** One step of a walked path: the event sent, the transitions it really took, the leaf states after it. */
export interface WalkedStep {
  event: string;
  keys: string[];
  states: string[];
}

export interface WalkedPath {
  name: string;
  steps: WalkedStep[];
}

/** Who walked: the machine's generated path tests (Vitest) or the browser walks of the real pages (Playwright). */
export type WalkSource = 'paths' | 'browser';

/** One coverage file (coverage/model/<source>/<machine>....json). */
export interface WalkFile {
  machine: string;
  source: WalkSource;
  /** How many paths were walked. */
  pathCount: number;
  /** Transition key -> how many steps of those paths took it. */
  walked: Record<string, number>;
  /** The fewest of those paths that together take every walked transition (the order wizard walks thousands). */
  paths: WalkedPath[];
  /** Transition key -> the full names of the first tests that took it (at most TESTS_PER_TRANSITION). */
  tests?: Record<string, string[]>;
}

/** The tests named per transition in the QA report (the order wizard's busiest arrows are walked thousands of times). */
export const TESTS_PER_TRANSITION = 5;

/** How a transition was covered, for colouring and counting. */
export type CoverageKind = 'both' | 'paths' | 'browser' | 'none';

export interface MachineCoverage {
  machine: string;
  paths: WalkedPath[];
  browserPaths: WalkedPath[];
  pathCount: number;
  browserPathCount: number;
  /** Transition key -> how many steps of the path tests took it. */
  byPaths: Map<string, number>;
  byBrowser: Map<string, number>;
  /** Transition key -> the first path tests / browser walks that took it (full test names). */
  testsByPaths: Map<string, string[]>;
  testsByBrowser: Map<string, string[]>;
}

/** A snapshot's value -> the ids of its active leaf states (`orderWizard.ordering.choosing.brand`). */
export function leafStateIds(machineId: string, value: unknown): string[] {
  if (typeof value === 'string') return [`${machineId}.${value}`];
  if (typeof value !== 'object' || value === null) return [];
  const out: string[] = [];
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const prefix = `${machineId}.${key}`;
    const leaves = leafStateIds(prefix, child);
    out.push(...(leaves.length > 0 ? leaves : [prefix]));
  }
  return out;
}

/**
 * A walk's file: the counts of every path, the first tests that took each transition (named
 * `<suite> › <path>` when the suite, the test file and its describe, is given), and a greedy cover of
 * the paths kept for listing and replay.
 */
export function walkFileOf(machine: string, source: WalkSource, paths: readonly WalkedPath[], suite?: string): WalkFile {
  const walked: Record<string, number> = {};
  const tests: Record<string, string[]> = {};
  for (const path of paths) {
    const test = suite ? `${suite} › ${path.name}` : path.name;
    for (const step of path.steps)
      for (const key of step.keys) {
        walked[key] = (walked[key] ?? 0) + 1;
        const named = (tests[key] ??= []);
        if (named.length < TESTS_PER_TRANSITION && !named.includes(test)) named.push(test);
      }
  }
  const remaining = new Set(Object.keys(walked));
  const candidates = paths.map((path) => ({ path, keys: new Set(path.steps.flatMap((s) => s.keys)) }));
  const kept: WalkedPath[] = [];
  while (remaining.size > 0) {
    let best: (typeof candidates)[number] | undefined;
    let bestGain = 0;
    for (const c of candidates) {
      let gain = 0;
      for (const k of c.keys) if (remaining.has(k)) gain += 1;
      if (gain > bestGain || (gain === bestGain && best && gain > 0 && c.path.steps.length < best.path.steps.length)) {
        best = c;
        bestGain = gain;
      }
    }
    if (!best) break;
    kept.push(best.path);
    for (const k of best.keys) remaining.delete(k);
  }
  return { machine, source, pathCount: paths.length, walked, paths: kept, tests };
}

function isWalkFile(value: unknown): value is WalkFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    'machine' in value &&
    'walked' in value &&
    Array.isArray((value as WalkFile).paths) &&
    typeof (value as WalkFile).pathCount === 'number'
  );
}

/** Every coverage file read (in any order) -> one record per machine id. */
export function mergeWalks(files: readonly unknown[]): Map<string, MachineCoverage> {
  const out = new Map<string, MachineCoverage>();
  for (const file of files) {
    if (!isWalkFile(file)) continue;
    let entry = out.get(file.machine);
    if (!entry) {
      entry = {
        machine: file.machine,
        paths: [],
        browserPaths: [],
        pathCount: 0,
        browserPathCount: 0,
        byPaths: new Map(),
        byBrowser: new Map(),
        testsByPaths: new Map(),
        testsByBrowser: new Map(),
      };
      out.set(file.machine, entry);
    }
    const browser = file.source === 'browser';
    const counts = browser ? entry.byBrowser : entry.byPaths;
    (browser ? entry.browserPaths : entry.paths).push(...file.paths);
    if (browser) entry.browserPathCount += file.pathCount;
    else entry.pathCount += file.pathCount;
    for (const [key, n] of Object.entries(file.walked)) counts.set(key, (counts.get(key) ?? 0) + n);
    const tests = browser ? entry.testsByBrowser : entry.testsByPaths;
    for (const [key, names] of Object.entries(file.tests ?? {})) {
      const named = tests.get(key) ?? [];
      for (const name of names) if (named.length < TESTS_PER_TRANSITION && !named.includes(name)) named.push(name);
      tests.set(key, named);
    }
  }
  return out;
}

export function coverageKind(coverage: MachineCoverage | undefined, key: string): CoverageKind {
  const paths = coverage?.byPaths.has(key) ?? false;
  const browser = coverage?.byBrowser.has(key) ?? false;
  return paths && browser ? 'both' : paths ? 'paths' : browser ? 'browser' : 'none';
}

/** Counts per kind over the machine's transition keys (the legend's numbers). */
export function coverageCounts(coverage: MachineCoverage | undefined, keys: readonly string[]): Record<CoverageKind, number> {
  const counts: Record<CoverageKind, number> = { both: 0, paths: 0, browser: 0, none: 0 };
  for (const key of keys) counts[coverageKind(coverage, key)] += 1;
  return counts;
}
