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

export function figure(name: string, value: number, unit: string, op: Comparison, target: number, note?: string): Figure {
  const v = rounded(value);
  // Compared at the precision shown, so a printed value and its verdict always agree.
  const met = op === '>=' ? v >= target : op === '<=' ? v <= target : v === target;
  return { name, value: v, unit, target: `${op} ${target}`, met, ...(note ? { note } : {}) };
}

/** A figure kept for information, with no target of its own. */
export function information(name: string, value: number, unit: string, note?: string): Figure {
  return { name, value: rounded(value), unit, target: 'none', met: true, information: true, ...(note ? { note } : {}) };
}

/** The figures that have a target. */
export function targeted(figures: readonly Figure[]): Figure[] {
  return figures.filter((f) => !f.information);
}

export function notMeasurable(name: string, unit: string, target: string, reason: string): Figure {
  return { name, value: null, unit, target, met: false, note: `not measurable: ${reason}` };
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
