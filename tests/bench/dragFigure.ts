// `npm run bench -- --only=drag [--quick] [--before=<rev>] [--trace]`: the issue's drag figure alone, a
// corner of the 5-shape deck dragged with every layer on (boards, joists, bearers, posts) at 4x CPU
// slowdown: frames over 50 ms and the p95 frame. Builds this checkout's web app and serves it from a
// small app of its own (the drag reads only the catalogue). With --before, the web app of <rev> (from
// `git archive`, built with this checkout's packages) is served by a second app and the two are dragged
// in alternating rounds, so that both sides see the same machine load (it drifts within seconds). With
// --trace, one more drag a side is traced (bench/profiles/drag-*.json, for DevTools' Performance panel)
// and what its long frames spend their time on is printed (dragTrace.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { dragFrames, launch, type DragResult } from './browser';
import { buildApp } from './build';
import { formatTraceSummary, summariseTraceFile } from './dragTrace';
import { figure, information, notMeasurable, type Figure } from './figures';
import { makeTempDir, repoRoot, startChild, stopAll } from './processes';

interface DragOptions {
  quick: boolean;
  beforeRev: string | undefined;
  trace: boolean;
  chromePath: string;
  resultsDir: string;
  log: (line: string) => void;
}

interface AppReady {
  url: string;
}

/** One side of the comparison: a web app served by an app of its own. */
interface Side {
  label: string;
  url: string;
  runs: DragResult[];
}

/** The web app of an earlier commit, built into `outDir` from `git archive <rev>` with this checkout's node_modules. */
async function buildBefore(rev: string, root: string, outDir: string): Promise<void> {
  const tree = path.join(root, 'before-tree');
  await fs.mkdir(tree);
  const archive = execFileSync('git', ['-C', repoRoot, 'archive', '--format=tar', rev], { maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', tree], { input: archive });
  await fs.symlink(path.join(repoRoot, 'node_modules'), path.join(tree, 'node_modules'));
  await buildApp(outDir, { root: tree });
}

const appEnv = (root: string, name: string, dist: string) => ({
  BENCH_DATA_DIR: path.join(root, name),
  WEB_DIST_DIR: dist,
  BENCH_WAIT_FOR_DIST: '0',
  BENCH_USERS: '10',
  BENCH_ORDERS: '10',
  BENCH_QUOTES: '10',
  MAIL_WORKER: 'false',
});

function summary(runs: DragResult[]) {
  const over50 = runs.map((r) => r.over50).sort((a, b) => a - b);
  const p95 = runs.map((r) => r.p95Ms).sort((a, b) => a - b);
  const mid = (list: number[]) => list[Math.floor(list.length / 2)];
  const each = runs.map((r) => `${r.over50} over 50 ms of ${r.frames}, p95 ${r.p95Ms.toFixed(1)} ms`).join('; ');
  return { over50: mid(over50), p95: mid(p95), note: `median of ${runs.length} drags: ${each}` };
}

export async function dragOnlyFigures(options: DragOptions): Promise<Figure[]> {
  const { quick, beforeRev, trace, chromePath, resultsDir, log } = options;
  const seconds = quick ? 1 : 5;
  const rounds = quick ? 1 : 3;
  const root = await makeTempDir('drag');
  const name = `drag a corner, 5-shape deck with all layers on, ${seconds} s at 4x CPU slowdown`;
  try {
    log(`building this checkout's web app${beforeRev ? ` and ${beforeRev}'s` : ''}`);
    const afterDist = path.join(root, 'dist');
    const beforeDist = path.join(root, 'before-dist');
    // One after the other: two Vite builds at once would only fight over the same cores.
    await buildApp(afterDist);
    if (beforeRev) await buildBefore(beforeRev, root, beforeDist);
    log('starting the apps (small data sets)');
    const apps = await Promise.all([
      startChild<AppReady>('app (this checkout)', 'appServer.ts', appEnv(root, 'after', afterDist)),
      beforeRev ? startChild<AppReady>(`app (${beforeRev})`, 'appServer.ts', appEnv(root, 'before', beforeDist)) : null,
    ]);
    const sides: Side[] = [{ label: 'this checkout', url: apps[0].ready.url, runs: [] }];
    if (apps[1]) sides.push({ label: beforeRev!, url: apps[1].ready.url, runs: [] });
    const browser = await launch(chromePath);
    try {
      for (let round = 0; round < rounds; round++) {
        // Alternating which side goes first, so neither always follows the other's drag.
        for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
          const run = await dragFrames(browser, side.url, seconds, { showBoards: true, allLayers: true });
          log(`  round ${round + 1}, ${side.label}: ${run.over50} frames over 50 ms of ${run.frames}, p95 ${run.p95Ms.toFixed(1)} ms`);
          side.runs.push(run);
        }
      }
      if (trace) {
        const dir = path.join(resultsDir, 'profiles');
        await fs.mkdir(dir, { recursive: true });
        for (const side of sides) {
          const file = path.join(dir, `drag-${side === sides[0] ? 'this-checkout' : 'before'}.json`);
          await dragFrames(browser, side.url, seconds, { showBoards: true, allLayers: true, traceFile: file });
          log(`  traced drag, ${side.label}: ${path.relative(repoRoot, file)}\n${formatTraceSummary(await summariseTraceFile(file))}`);
        }
      }
    } finally {
      await browser.close();
    }
    const after = summary(sides[0].runs);
    const figures = [
      figure(`${name}: frames over 50 ms`, after.over50, 'frames', '==', 0, after.note),
      information(`${name}: p95 frame`, after.p95, 'ms', after.note),
    ];
    if (sides[1]) {
      const before = summary(sides[1].runs);
      figures.push(
        information(`${name}: frames over 50 ms, before (${beforeRev})`, before.over50, 'frames', before.note),
        information(`${name}: p95 frame, before (${beforeRev})`, before.p95, 'ms', before.note),
      );
    }
    return figures;
  } catch (err) {
    log(`  ${name}: ${(err as Error).message}`);
    return [notMeasurable(`${name}: frames over 50 ms`, 'frames', '== 0', (err as Error).message)];
  } finally {
    await stopAll();
    await fs.rm(root, { recursive: true, force: true }).catch(() => undefined);
  }
}
