// The CPU pool's fairness (issue 34, item 1; docs/bench.md): while 4 visitors (4 addresses, through the
// trusted proxy hop) keep asking for heavy plan packs of their share links, each a new drawing's pack (the
// most detailed one drawn rather than refused, so each is a job and never a cached answer), a signed-in
// customer downloads their small plan pack one after another (renamed each time, so each is a job too):
// its p95, and /api/health p99 meanwhile. Before the bounds and the visitors' lane, one anonymous worst
// case held a pool thread 12-19 s and another customer's one-page pack took 22 s.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { largestPlanDrawing } from '../support/worstCase';
import { figure, notMeasurable, type Figure } from './figures';
import { describe, measure, type Measured } from './load';
import { percentile } from './orderFigures';
import { signIn, type ServerTargets } from './serverFigures';
import { BENCH_USER_EMAIL } from './seedLarge';

const VISITORS = 4;
const PACK_NAME = "Signed-in customer's small plan pack p95 while 4 visitors ask for heavy plan packs";
const PACK_TARGET_MS = 1000;
const HEALTH_NAME = 'GET /api/health p99 while 4 visitors ask for heavy plan packs';
const HEALTH_TARGET_MS = 50;

const rect = (w: number, h: number) => [
  { x: 0, y: 0 },
  { x: w, y: 0 },
  { x: w, y: h },
  { x: 0, y: h },
];

export async function poolFairnessFigures(t: ServerTargets, quick: boolean): Promise<Figure[]> {
  const samples = quick ? 5 : 20;
  try {
    const cookie = await signIn(t.large, BENCH_USER_EMAIL(2), t.benchPassword);
    const json = { cookie, origin: t.large, 'content-type': 'application/json' };
    const created = await fetch(`${t.large}/api/designs`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        name: 'Fair deck',
        drawing: {
          shapes: [{ id: 'fair-1', points: rect(5000, 4000) }],
          brand: 'WoodEvo',
          colorItemId: 'we-home-grooved-barossa-5400',
          boardDirection: 'horizontal',
        },
      }),
    });
    if (created.status !== 201) throw new Error(`saving the design answered ${created.status}: ${await created.text()}`);
    const { id } = (await created.json()) as { id: string };

    // Each visitor's share links, made before the load: a link a minute is far under their hourly limit.
    const shares = quick ? 4 : 10;
    const visitors = await Promise.all(
      Array.from({ length: VISITORS }, async (_, v) => {
        const address = `10.34.0.${v + 1}`;
        const urls: string[] = [];
        for (let i = 0; i < shares; i += 1) {
          const drawing = largestPlanDrawing();
          // A different drawing each (one tooth 10 mm longer), so no two packs are the same.
          drawing.shapes[0].points[1].y += 10 * (v * shares + i);
          const res = await fetch(`${t.large}/api/shared-designs`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: t.large, 'x-forwarded-for': address },
            body: JSON.stringify({ name: `Visitor ${v + 1} deck ${i + 1}`, drawing }),
          });
          if (res.status !== 201) throw new Error(`a visitor's share answered ${res.status}: ${await res.text()}`);
          urls.push(`${t.large}/api/shared-designs/${((await res.json()) as { token: string }).token}/plan.pdf`);
        }
        return { address, urls };
      }),
    );

    const statuses: Record<number, number> = {};
    let running = true;
    const heavy = visitors.map(async ({ address, urls }) => {
      for (let i = 0; running && i < urls.length; i += 1) {
        const res = await fetch(urls[i], { headers: { 'x-forwarded-for': address } });
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        // A refused visitor waits as told, then tries the next link.
        if (res.status === 429 || res.status === 503) await new Promise((r) => setTimeout(r, 1000));
      }
    });
    const times: number[] = [];
    let health: Measured | undefined;
    try {
      await new Promise((r) => setTimeout(r, 500)); // the visitors' first jobs are on the pool
      const packs = (async () => {
        for (let i = 0; i < samples; i += 1) {
          await fetch(`${t.large}/api/designs/${id}`, { method: 'PUT', headers: json, body: JSON.stringify({ name: `Fair deck ${i}` }) });
          const started = performance.now();
          const res = await fetch(`${t.large}/api/designs/${id}/plan.pdf`, { headers: { cookie } });
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`the customer's plan pack answered ${res.status}`);
          times.push(performance.now() - started);
        }
      })();
      health = await measure({ url: `${t.large}/api/health` }, { connections: 10, duration: quick ? 2 : 5 });
      await packs;
    } finally {
      running = false;
      await Promise.all(heavy);
    }
    if (!health) throw new Error('health was not measured');
    const p95 = percentile(times, 95);
    const load = os.loadavg()[0].toFixed(1);
    const spread = `p50 ${percentile(times, 50).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`;
    const note = `${spread}; visitors answered ${JSON.stringify(statuses)}; load average ${load}`;
    t.log(`  small plan pack while visitors ask for heavy ones: p95 ${p95.toFixed(0)} ms; ${note}; health ${describe(health)}`);
    return [
      figure(PACK_NAME, p95, 'ms', '<=', PACK_TARGET_MS, note),
      figure(HEALTH_NAME, health.p99, 'ms', '<=', HEALTH_TARGET_MS, `p50 ${health.p50} ms; load average ${load}`),
    ];
  } catch (err) {
    t.log(`  ${PACK_NAME} failed: ${(err as Error).stack ?? String(err)}`);
    t.problems.push(`${PACK_NAME}: ${(err as Error).message}`);
    return [
      notMeasurable(PACK_NAME, 'ms', `<= ${PACK_TARGET_MS}`, (err as Error).message),
      notMeasurable(HEALTH_NAME, 'ms', `<= ${HEALTH_TARGET_MS}`, (err as Error).message),
    ];
  }
}
