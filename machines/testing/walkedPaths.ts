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
}

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

/** A walk's file: the counts of every path, and a greedy cover of them kept for listing and replay. */
export function walkFileOf(machine: string, source: WalkSource, paths: readonly WalkedPath[]): WalkFile {
  const walked: Record<string, number> = {};
  for (const path of paths) for (const step of path.steps) for (const key of step.keys) walked[key] = (walked[key] ?? 0) + 1;
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
  return { machine, source, pathCount: paths.length, walked, paths: kept };
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
      };
      out.set(file.machine, entry);
    }
    const browser = file.source === 'browser';
    const counts = browser ? entry.byBrowser : entry.byPaths;
    (browser ? entry.browserPaths : entry.paths).push(...file.paths);
    if (browser) entry.browserPathCount += file.pathCount;
    else entry.pathCount += file.pathCount;
    for (const [key, n] of Object.entries(file.walked)) counts.set(key, (counts.get(key) ?? 0) + n);
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
