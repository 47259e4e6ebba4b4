// Lighthouse 12 (its default mobile form factor and simulated throttling) on the production build, one
// page at a time, with Debian's Chromium. The JSON report of each page is kept beside the results.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './processes';

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  cls: number;
  /** Audits that cost points, e.g. "largest-contentful-paint (score 0.87, 2.9 s)". */
  failing: Record<'performance' | 'accessibility' | 'best-practices', string[]>;
  reportFile: string;
}

interface Audit {
  id: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
}
interface Report {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
  runtimeError?: { code: string; message: string };
}

/** The run with the median performance score (the lower middle one of an even number). */
export function medianRun(runs: LighthouseResult[]): LighthouseResult {
  if (!runs.length) throw new Error('no Lighthouse runs');
  return [...runs].sort((a, b) => a.performance - b.performance)[Math.floor((runs.length - 1) / 2)];
}

/** Trace-recording failures Lighthouse itself asks to be run again for (seen 1 run in ~10 here). */
const TRANSIENT = /NO_NAVSTART|NO_FCP|NO_TRACING_STARTED|PROTOCOL_TIMEOUT/;

export async function runLighthouse(url: string, reportFile: string, chromePath: string, attempts = 3): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url, reportFile, chromePath);
    } catch (err) {
      if (attempt >= attempts || !TRANSIENT.test(String(err))) throw err;
      console.log(`[bench] lighthouse ${url}: ${String(err).slice(0, 120)}; running it again (${attempt + 1}/${attempts})`);
    }
  }
}

async function runLighthouseOnce(url: string, reportFile: string, chromePath: string): Promise<LighthouseResult> {
  const cli = path.join(repoRoot, 'node_modules/lighthouse/cli/index.js');
  const args = [
    cli,
    url,
    '--output=json',
    `--output-path=${reportFile}`,
    '--quiet',
    '--only-categories=performance,accessibility,best-practices',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    '--max-wait-for-load=60000',
  ];
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`lighthouse exited ${code}: ${stderr.trim().split('\n').slice(-3).join(' ')}`));
    });
  });
  const report = JSON.parse(await fs.readFile(reportFile, 'utf8')) as Report;
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const score = (id: string) => {
    const s = report.categories[id]?.score;
    if (s === null || s === undefined) throw new Error(`lighthouse gave no ${id} score`);
    return Math.round(s * 100);
  };
  const failing = (id: 'performance' | 'accessibility' | 'best-practices') =>
    (report.categories[id]?.auditRefs ?? [])
      .map((ref) => report.audits[ref.id])
      .filter(
        (a) =>
          a &&
          a.score !== null &&
          a.score < 1 &&
          (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric' || a.scoreDisplayMode === 'metricSavings'),
      )
      .map((a) => `${a.id} (score ${a.score}${a.displayValue ? `, ${a.displayValue}` : ''})`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    failing: { performance: failing('performance'), accessibility: failing('accessibility'), 'best-practices': failing('best-practices') },
    reportFile,
  };
}
