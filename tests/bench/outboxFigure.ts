// POST /quotes with the transactional outbox against without it: the large app stores each quote with its
// two notification rows and their queue jobs in one statement (it runs no mail worker: MAIL_WORKER=false
// in run.ts, so the figure is the cost of the outbox on the request, not of sending); the 100-order app
// runs the same code with an outbox that queues nothing (BENCH_OUTBOX=off in appServer.ts). Alternating
// rounds, median of the per-round ratios.
import { describe, measure, median } from './load';
import { figure, notMeasurable, type Figure } from './figures';
import type { ServerTargets } from './serverFigures';

const NAME = 'POST /quotes req/s with the outbox (2 e-mails queued in the same statement) ratio to without, no errors';

const quoteBody = JSON.stringify({
  fullName: 'Bench Visitor',
  email: 'visitor@example.com',
  phone: '0400 000 000',
  suburb: 'Brighton',
  projectTimeframe: 'within-1-month',
  needInstaller: true,
  shapes: [
    {
      id: 'box-1',
      width: 5000,
      height: 4000,
      x: 50,
      y: 50,
      points: [
        { x: 0, y: 0 },
        { x: 5000, y: 0 },
        { x: 5000, y: 4000 },
        { x: 0, y: 4000 },
      ],
    },
  ],
  woodevoHomeItemId: 'we-home-grooved-barossa-5400',
  woodevoAdvancedItemId: null,
  millboardItemId: null,
  deckAreaSqMeters: 20,
  boardsRequired: 28,
  clipBoxesNeeded: 2,
});

let address = 0;
/** Leads are throttled per client address: each request comes through the trusted proxy from its own. */
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

const request = (base: string) => ({
  url: `${base}/quotes`,
  method: 'POST' as const,
  headers: { origin: base, 'content-type': 'application/json' },
  body: quoteBody,
  perRequestHeaders: () => ({ 'x-forwarded-for': nextAddress() }),
});

export async function quoteOutboxFigure(t: ServerTargets): Promise<Figure> {
  try {
    for (const base of [t.large, t.small]) {
      const probe = await fetch(`${base}/quotes`, {
        method: 'POST',
        headers: { ...request(base).headers, 'x-forwarded-for': nextAddress() },
        body: quoteBody,
      });
      if (probe.status !== 201) throw new Error(`a single POST /quotes on ${base} answered ${probe.status}: ${await probe.text()}`);
      await measure(request(base), { connections: 10, duration: 1 }, 201);
    }
    const ratios: number[] = [];
    const withRps: number[] = [];
    for (let round = 0; round < t.rounds; round++) {
      const withOutbox = await measure(request(t.large), t.settings, 201);
      const without = await measure(request(t.small), t.settings, 201);
      t.log(`  POST /quotes, round ${round + 1}: with the outbox ${describe(withOutbox)};  without ${describe(without)}`);
      for (const m of [withOutbox, without]) if (m.unexpected || m.errors) throw new Error(`POST /quotes: ${describe(m)}`);
      ratios.push(withOutbox.rps / without.rps);
      withRps.push(withOutbox.rps);
    }
    const note = `median ${Math.round(median(withRps))} quotes/s with the outbox (2 e-mails queued each), every answer 201`;
    return figure(NAME, median(ratios), 'x', '>=', 0.9, note);
  } catch (err) {
    t.log(`  ${NAME} failed: ${(err as Error).stack ?? String(err)}`);
    t.problems.push(`${NAME}: ${(err as Error).message}`);
    return notMeasurable(NAME, 'x', '>= 0.9', (err as Error).message);
  }
}
