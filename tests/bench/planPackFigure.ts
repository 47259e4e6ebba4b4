// The plan pack's figure (docs/product.md#subframe-and-edges): GET /api/designs/{id}/plan.pdf of an L-shaped
// deck with a border, steps and an edge against a wall, one at a time, p50. Each download lays the boards,
// plans the frame, prices the list and draws three pages on the CPU pool. A bench user of its own, so its
// pool time (within the per-user budget) is no other figure's.
import { performance } from 'node:perf_hooks';
import { information, notMeasurable, type Figure } from './figures';
import { percentile } from './orderFigures';
import { signIn, type ServerTargets } from './serverFigures';
import { BENCH_USER_EMAIL } from './seedLarge';

const rect = (x: number, y: number, w: number, h: number) => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
];
/** 6 m x 4 m and 3 m x 3 m beside it: the L of the scenario, at 800 mm on timber. */
const drawing = {
  shapes: [
    { id: 'bench-plan-1', points: rect(0, 0, 6000, 4000) },
    { id: 'bench-plan-2', points: rect(6000, 0, 3000, 3000) },
  ],
  brand: 'WoodEvo',
  colorItemId: 'we-home-grooved-barossa-5400',
  boardDirection: 'horizontal',
  deck: {
    heightMm: 800,
    frame: 'timber',
    border: 'single',
    breaker: false,
    wallEdges: [{ shape: 0, edge: 0 }],
    steps: { shape: 0, edge: 2 },
  },
};

export async function planPackFigure(t: ServerTargets, quick: boolean): Promise<Figure> {
  const samples = quick ? 5 : 20;
  const name = `GET /api/designs/{id}/plan.pdf of an L-shaped deck with border and steps, ${samples} one at a time, p50`;
  try {
    const cookie = await signIn(t.large, BENCH_USER_EMAIL(1), t.benchPassword);
    const created = await fetch(`${t.large}/api/designs`, {
      method: 'POST',
      headers: { cookie, origin: t.large, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench plan deck', drawing }),
    });
    if (created.status !== 201) throw new Error(`saving the design answered ${created.status}: ${await created.text()}`);
    const { id } = (await created.json()) as { id: string };
    const render = async () => {
      const started = performance.now();
      const res = await fetch(`${t.large}/api/designs/${id}/plan.pdf`, { headers: { cookie } });
      const body = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200 || !body.subarray(0, 5).equals(Buffer.from('%PDF-')))
        throw new Error(`the plan pack answered ${res.status} ${res.headers.get('content-type')}`);
      return { ms: performance.now() - started, bytes: body.length };
    };
    await render(); // warm: the PDF library and the layout code load on a thread's first use
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < samples; i += 1) {
      const { ms, bytes } = await render();
      times.push(ms);
      size = bytes;
    }
    const p50 = percentile(times, 50);
    const note = `p95 ${percentile(times, 95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms; ${(size / 1024).toFixed(1)} KiB`;
    t.log(`  plan pack PDF: p50 ${p50.toFixed(0)} ms; ${note}`);
    return information(name, p50, 'ms', note);
  } catch (err) {
    t.log(`  ${name} failed: ${(err as Error).stack ?? String(err)}`);
    t.problems.push(`${name}: ${(err as Error).message}`);
    return notMeasurable(name, 'ms', 'none', (err as Error).message);
  }
}
