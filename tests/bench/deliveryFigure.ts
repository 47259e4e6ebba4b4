// GET /api/delivery/days (docs/product.md#delivery): the calendar's question, six weeks of delivery days
// with the holidays, cut-off, day settings and each day's scheduled count, asked one at a time on
// the large data set (10,000 orders): p50, with p95 in the note.
import { addDays } from '../../src/domain/deliveryDays';
import { information, notMeasurable, type Figure } from './figures';
import { percentile } from './orderFigures';
import { signIn, type ServerTargets } from './serverFigures';

const SAMPLES = 200;
/** A month calendar's six weeks. */
const SPAN_DAYS = 42;

export async function deliveryDaysFigure(t: ServerTargets): Promise<Figure[]> {
  const name = `GET /api/delivery/days (delivery, ${SPAN_DAYS} days, one at a time) p50`;
  try {
    const cookie = await signIn(t.large, t.adminEmail, t.demoPassword);
    const from = new Date().toISOString().slice(0, 10);
    const ask = async (offset: number) => {
      const start = addDays(from, offset % 60);
      const url = `${t.large}/api/delivery/days?method=delivery&from=${start}&to=${addDays(start, SPAN_DAYS - 1)}`;
      const started = performance.now();
      const res = await fetch(url, { headers: { cookie } });
      const days = (await res.json()) as unknown[];
      if (res.status !== 200 || days.length !== SPAN_DAYS) throw new Error(`the days answered ${res.status} with ${days.length} days`);
      return performance.now() - started;
    };
    for (let i = 0; i < 10; i++) await ask(i); // warm: the holiday library's first year loads on first use
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) times.push(await ask(i));
    const p50 = percentile(times, 50);
    const note = `p95 ${percentile(times, 95).toFixed(1)} ms over ${SAMPLES} requests`;
    t.log(`  delivery days: p50 ${p50.toFixed(1)} ms; ${note}`);
    return [information(name, Number(p50.toFixed(1)), 'ms', note)];
  } catch (error) {
    t.problems.push(`${name}: ${(error as Error).message}`);
    return [notMeasurable(name, 'ms', 'information', (error as Error).message)];
  }
}
