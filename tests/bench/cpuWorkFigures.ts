// The CPU pool's figures (README "Security and reliability"): GET /api/health p99 while 8 worst-case designs
// (comb-shaped 200-point drawings, 8 users saving one after another) are saved at once, against the same
// measurement idle; and the PDF of a 400-line order, p50 one at a time. Before the pool, four such saves held
// health at 1.5 s.
import { combDrawing, largestOrder } from '../support/worstCase';
import { offeredDay } from '../api/helpers';
import { figure, information, notMeasurable, type Figure } from './figures';
import { describe, measure } from './load';
import { percentile } from './orderFigures';
import { describeLimited, newPdfTally, renderPdf } from './pdfRender';
import { signIn, type ServerTargets } from './serverFigures';
import { BENCH_USER_EMAIL } from './seedLarge';

const SAVERS = 8;
const HEALTH_NAME = `GET /api/health p99 while ${SAVERS} comb-shaped 200-point designs are saved at once`;
// Far under one worst-case layout (about 250 ms on an idle core) and the 1.5 s of before; a quick run at
// a load average of 16 on two cores measured 549 ms (idle p99 109 ms at the same time).
const HEALTH_TARGET_MS = 200;

export async function cpuWorkFigures(t: ServerTargets, quick: boolean): Promise<Figure[]> {
  const figures: Figure[] = [];
  const health = { url: `${t.large}/api/health` };
  const settings = { connections: 10, duration: quick ? 2 : 5 };
  try {
    const cookies = await Promise.all(Array.from({ length: SAVERS }, (_, i) => signIn(t.large, BENCH_USER_EMAIL(i + 1), t.benchPassword)));
    const body = JSON.stringify({ name: 'Comb', drawing: combDrawing() });
    const statuses: Record<number, number> = {};
    const save = async (cookie: string) => {
      const res = await fetch(`${t.large}/api/designs`, {
        method: 'POST',
        headers: { cookie, origin: t.large, 'content-type': 'application/json' },
        body,
      });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    };
    await save(cookies[0]); // the pool's threads start with the first job
    await measure(health, { connections: 10, duration: t.warmSeconds });
    const idle = await measure(health, settings);
    let saving = true;
    const savers = cookies.map(async (cookie) => {
      while (saving) await save(cookie);
    });
    let busy;
    try {
      busy = await measure(health, settings);
    } finally {
      saving = false;
      await Promise.all(savers);
    }
    t.log(`  health idle: ${describe(idle)}; while saving: ${describe(busy)}; saves answered ${JSON.stringify(statuses)}`);
    if (busy.unexpected || busy.errors || !statuses[201]) throw new Error(`health ${describe(busy)}; saves ${JSON.stringify(statuses)}`);
    const note = `idle p99 ${idle.p99} ms; p50 ${busy.p50} ms against ${idle.p50} ms idle; saves answered ${JSON.stringify(statuses)}`;
    figures.push(figure(HEALTH_NAME, busy.p99, 'ms', '<=', HEALTH_TARGET_MS, note));
  } catch (err) {
    t.log(`  ${HEALTH_NAME} failed: ${(err as Error).stack ?? String(err)}`);
    t.problems.push(`${HEALTH_NAME}: ${(err as Error).message}`);
    figures.push(notMeasurable(HEALTH_NAME, 'ms', `<= ${HEALTH_TARGET_MS}`, (err as Error).message));
  }

  const pdfName = 'GET /api/orders/{id}/pdf of a 400-line order, one at a time, p50';
  try {
    const cookie = await signIn(t.large, t.clientEmail, t.demoPassword);
    const created = await fetch(`${t.large}/api/orders`, {
      method: 'POST',
      headers: { cookie, origin: t.large, 'content-type': 'application/json' },
      body: JSON.stringify(largestOrder(offeredDay('delivery', 3))),
    });
    if (created.status !== 201) throw new Error(`the 400-line order answered ${created.status}: ${await created.text()}`);
    const { id } = (await created.json()) as { id: string };
    const tally = newPdfTally();
    const render = () => renderPdf(`${t.large}/api/orders/${id}/pdf`, cookie, tally);
    await render();
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < (quick ? 5 : 15); i += 1) {
      const { ms, bytes } = await render();
      times.push(ms);
      size = bytes;
    }
    const p50 = percentile(times, 50);
    const note = `p95 ${percentile(times, 95).toFixed(0)} ms; ${(size / 1024).toFixed(1)} KiB${describeLimited(tally)}`;
    t.log(`  400-line PDF: p50 ${p50.toFixed(0)} ms; ${note}`);
    figures.push(information(pdfName, p50, 'ms', note));
  } catch (err) {
    t.log(`  ${pdfName} failed: ${(err as Error).stack ?? String(err)}`);
    t.problems.push(`${pdfName}: ${(err as Error).message}`);
    figures.push(notMeasurable(pdfName, 'ms', 'none', (err as Error).message));
  }
  return figures;
}
