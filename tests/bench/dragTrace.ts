// What a drag's long frames spend their time on, read from a Chrome trace of the drag (dragFrames'
// `traceFile`, `npm run bench -- --only=drag --trace`): the renderer's main thread, its animation
// frames (FireAnimationFrame) and the V8 sampling profiler's samples (disabled-by-default-v8.cpu_profiler).
// A frame is long when the next animation frame starts more than 50 ms after it; within long frames
// the time is summed by trace event (pointer events, animation frames, style, layout, paint, GC) and the
// samples by function (self time), so the costly code is named. The trace itself loads in DevTools'
// Performance panel (or ui.perfetto.dev).
import { readFile } from 'node:fs/promises';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      type?: string;
      startTime?: number;
      cpuProfile?: {
        nodes?: { id: number; callFrame: { functionName: string; url?: string; lineNumber: number }; parent?: number }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
}

export interface TraceSummary {
  frames: number;
  longFrames: number;
  /** Milliseconds inside long frames by trace event name (pointer events by their type). */
  byEvent: [string, number][];
  /** Milliseconds of self time inside long frames by function (name, script file, line). */
  byFunction: [string, number][];
}

const top = (totals: Map<string, number>, n: number): [string, number][] =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, us]) => [k, us / 1000]);

export function summariseTrace(events: TraceEvent[], longMs = 50, topN = 25): TraceSummary {
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) throw new Error('the trace has no renderer main thread');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const frameStarts = onMain
    .filter((e) => e.name === 'FireAnimationFrame' && e.ph === 'X')
    .map((e) => e.ts)
    .sort((a, b) => a - b);
  const windows: [number, number][] = [];
  for (let i = 1; i < frameStarts.length; i++) {
    if (frameStarts[i] - frameStarts[i - 1] > longMs * 1000) windows.push([frameStarts[i - 1], frameStarts[i]]);
  }
  const overlap = (from: number, to: number) => windows.reduce((sum, [a, b]) => sum + Math.max(0, Math.min(to, b) - Math.max(from, a)), 0);

  // Trace events by name, counting only the time no child of the same thread already counts (self time).
  const complete = onMain.filter((e) => e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const byEvent = new Map<string, number>();
  const stack: { end: number; key: string }[] = [];
  const label = (e: TraceEvent) => (e.name === 'EventDispatch' ? `EventDispatch ${e.args?.data?.type ?? ''}` : e.name);
  for (const e of complete) {
    while (stack.length && stack[stack.length - 1].end <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    const inside = overlap(e.ts, e.ts + e.dur!);
    if (parent && parent.key !== 'RunTask') byEvent.set(parent.key, (byEvent.get(parent.key) ?? 0) - inside);
    const key = label(e);
    byEvent.set(key, (byEvent.get(key) ?? 0) + inside);
    stack.push({ end: e.ts + e.dur!, key });
  }
  byEvent.delete('RunTask');
  byEvent.delete('ThreadControllerImpl::RunTask');

  // The sampling profiler's chunks for the main thread: each sample's self time at its node's function.
  const byFunction = new Map<string, number>();
  const nodes = new Map<number, string>();
  const profile = events.find((e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid);
  let clock = profile?.args?.data?.startTime ?? 0;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === main.pid && profile && e.id === profile.id)) {
    const data = chunk.args?.data;
    for (const n of data?.cpuProfile?.nodes ?? []) {
      const { functionName, url, lineNumber } = n.callFrame;
      const file = (url ?? '').split('/').pop() ?? '';
      nodes.set(n.id, `${functionName || '(anonymous)'} ${file}${file ? `:${lineNumber + 1}` : ''}`.trim());
    }
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    samples.forEach((id, i) => {
      const delta = deltas[i] ?? 0;
      clock += delta;
      const inside = overlap(clock - Math.max(delta, 0), clock);
      if (inside > 0) byFunction.set(nodes.get(id) ?? String(id), (byFunction.get(nodes.get(id) ?? String(id)) ?? 0) + inside);
    });
  }
  return {
    frames: Math.max(0, frameStarts.length - 1),
    longFrames: windows.length,
    byEvent: top(byEvent, topN),
    byFunction: top(byFunction, topN),
  };
}

export async function summariseTraceFile(file: string): Promise<TraceSummary> {
  const json = JSON.parse(await readFile(file, 'utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
  return summariseTrace(Array.isArray(json) ? json : json.traceEvents);
}

export function formatTraceSummary(s: TraceSummary): string {
  const rows = (list: [string, number][]) => list.map(([k, ms]) => `  ${ms.toFixed(1).padStart(8)} ms  ${k}`).join('\n');
  return [
    `${s.longFrames} of ${s.frames} animation frames over 50 ms`,
    'inside them, by trace event (self time):',
    rows(s.byEvent),
    'inside them, by function (V8 samples, self time):',
    rows(s.byFunction),
  ].join('\n');
}
