// The benchmark's output: one Figure per measured quantity, written to bench/results.json (an array
// of figures) and bench/results.md, and printed one line each.
import fs from 'node:fs/promises';
import path from 'node:path';

export type Comparison = '>=' | '<=' | '==';

export interface Figure {
  name: string;
  /** null when the figure could not be measured (note says why). */
  value: number | null;
  unit: string;
  /** The figure's target, e.g. ">= 0.8". */
  target: string;
  met: boolean;
  /** What the value is made of, or why it is missing. */
  note?: string;
  /** Reported for information beside a figure that has the target: counted neither met nor missed. */
  information?: true;
}

function rounded(value: number): number {
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 3;
  return Number(value.toFixed(digits));
}

/**
 * What one load run was made of. A run with no sample to judge (no expected answer: nothing came back
 * within the round, or errors, timeouts and other statuses alone) measured nothing; its p50 and req/s
 * read 0, which a "<=" target would call met.
 */
export interface Sampling {
  /** Requests sent. */
  requests: number;
  /** Answers with the expected status: the samples the run's figures are made of. */
  samples: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

/** A run that measured nothing: the figure built on it is not measured (never met), with this reason. */
export class NoSamples extends Error {}

/** Throws NoSamples, saying how many requests went and what came back, when the run has no sample. */
export function requireSamples(run: Sampling, what: string): void {
  if (run.samples > 0) return;
  throw new NoSamples(
    `${what}: no samples, 0 of ${run.requests} requests answered as expected; ${run.errors} errors ` +
      `(${run.timeouts} timeouts), statuses ${JSON.stringify(run.statusCodes)}`,
  );
}

/**
 * Judges a value against its target. A value that is not a finite number measured nothing (the median or
 * percentile of no samples, a ratio over a side that measured 0): not measured, never met.
 */
export function figure(name: string, value: number, unit: string, op: Comparison, target: number, note?: string): Figure {
  if (!Number.isFinite(value)) return unmeasuredValue(name, value, unit, `${op} ${target}`, note);
  const v = rounded(value);
  // Compared at the precision shown, so a printed value and its verdict always agree.
  const met = op === '>=' ? v >= target : op === '<=' ? v <= target : v === target;
  return { name, value: v, unit, target: `${op} ${target}`, met, ...(note ? { note } : {}) };
}

/** A figure kept for information, with no target of its own. */
export function information(name: string, value: number, unit: string, note?: string): Figure {
  if (!Number.isFinite(value)) return { ...unmeasuredValue(name, value, unit, 'none', note), information: true };
  return { name, value: rounded(value), unit, target: 'none', met: true, information: true, ...(note ? { note } : {}) };
}

/** The figures that have a target. */
export function targeted(figures: readonly Figure[]): Figure[] {
  return figures.filter((f) => !f.information);
}

export function notMeasurable(name: string, unit: string, target: string, reason: string): Figure {
  return { name, value: null, unit, target, met: false, note: `not measurable: ${reason}` };
}

function unmeasuredValue(name: string, value: number, unit: string, target: string, note?: string): Figure {
  return notMeasurable(
    name,
    unit,
    target,
    `no finite value (${String(value)}): no samples, or a ratio over a side that measured 0${note ? `; ${note}` : ''}`,
  );
}

export function formatLine(f: Figure): string {
  const value = f.value === null ? 'n/a' : `${f.value}${f.unit ? ` ${f.unit}` : ''}`;
  const verdict = f.value === null ? 'NOT MEASURED' : f.information ? 'information' : f.met ? 'met' : 'MISSED';
  return `${f.name.padEnd(64)} ${value.padStart(14)}  target ${f.target.padEnd(10)} ${verdict}${f.note ? `  (${f.note})` : ''}`;
}

export interface RunInfo {
  mode: 'full' | 'quick';
  startedAt: string;
  durationSeconds: number;
  node: string;
  cpus: number;
  loadAverage: number[];
  settings: Record<string, unknown>;
}

export async function writeResults(dir: string, figures: Figure[], info: RunInfo): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, 'results.json'), `${JSON.stringify(figures, null, 2)}\n`);
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  const verdict = (f: Figure) => (f.value === null ? 'not measured' : f.information ? 'information' : f.met ? 'yes' : '**no**');
  const rows = figures.map((f) => {
    const value = f.value === null ? 'n/a' : `${f.value} ${f.unit}`.trim();
    return `| ${cell(f.name)} | ${value} | ${cell(f.target)} | ${verdict(f)} | ${cell(f.note ?? '')} |`;
  });
  const withTarget = targeted(figures);
  const met = withTarget.filter((f) => f.met).length;
  const md = [
    '# Boardwalk benchmark results',
    '',
    `Mode ${info.mode}, started ${info.startedAt}, took ${info.durationSeconds} s on Node ${info.node}, ${info.cpus} CPUs, ` +
      `load average at start ${info.loadAverage.map((l) => l.toFixed(2)).join(' / ')}.`,
    '',
    `${met} of ${withTarget.length} targets met. Server figures are ratios against a measurement taken in the same run: ` +
      'a bare Fastify server, or for POST /api/orders pgbench running the same insert on the same database.',
    '',
    '| figure | value | target | met | note |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    '## Settings',
    '',
    '```json',
    JSON.stringify(info.settings, null, 2),
    '```',
    '',
  ].join('\n');
  await fs.writeFile(path.join(dir, 'results.md'), md);
}
