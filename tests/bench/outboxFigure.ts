// POST /quotes with the transactional outbox against without it, like with like: one app, the large one
// (100,000 quote requests and their trigram index), switched between its own outbox, which stores each
// quote with its two notification rows and their queue jobs in one statement, and an outbox that queues
// nothing (appServer.ts, {type:'outbox'}), so the two sides share code, process, database and data and
// differ in the outbox alone. It runs no mail worker (MAIL_WORKER=false in run.ts): the figure is the
// outbox's cost on the request, not of sending. Alternating rounds, which side goes first alternating too,
// median of the per-round ratios; the outbox is on again afterwards, as the other figures expect.
import { CpuTally } from './cpuTime';
import { describe, measure, median } from './load';
import { figure, information, notMeasurable, type Figure } from './figures';
import type { ServerTargets } from './serverFigures';

const NAME = 'POST /quotes req/s with the outbox (2 e-mails queued in the same statement) ratio to without, no errors';

export const quoteBody = JSON.stringify({
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

/**
 * CPU per response of each side (the app's process and its PostgreSQL): on a machine shared with other
 * work the throughput ratio drifts with the load, while the CPU each request costs barely does, and on
 * an idle machine the ratio of the two is where the throughput ratio goes (both sides saturate the cores).
 */
function cpuNote(sides: [string, CpuTally][]): string {
  const parts = sides.map(([label, tally]) => {
    const { server, serverChildren } = tally.perResponse();
    return `${label} ${server.toFixed(0)} us (PostgreSQL ${serverChildren.toFixed(0)} us)`;
  });
  const [first, second] = sides.map(([, tally]) => tally.perResponse().server);
  return `CPU per response: ${parts.join(', ')}; ratio ${(second / first).toFixed(2)}`;
}

let address = 0;
/** Leads are throttled per client address: each request comes through the trusted proxy from its own. */
export const nextQuoteAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

const request = (base: string) => ({
  url: `${base}/quotes`,
  method: 'POST' as const,
  headers: { origin: base, 'content-type': 'application/json' },
  body: quoteBody,
  perRequestHeaders: () => ({ 'x-forwarded-for': nextQuoteAddress() }),
});

export async function quoteOutboxFigure(t: ServerTargets): Promise<Figure> {
  try {
    const probe = await fetch(`${t.large}/quotes`, {
      method: 'POST',
      headers: { ...request(t.large).headers, 'x-forwarded-for': nextQuoteAddress() },
      body: quoteBody,
    });
    if (probe.status !== 201) throw new Error(`a single POST /quotes answered ${probe.status}: ${await probe.text()}`);
    for (const on of [true, false]) {
      await t.setOutbox(on);
      await measure(request(t.large), { connections: 10, duration: 1 }, 201);
    }
    const ratios: number[] = [];
    const rates = { with: [] as number[], without: [] as number[] };
    const cpu = { with: new CpuTally(), without: new CpuTally() };
    for (let round = 0; round < t.rounds; round++) {
      const order = round % 2 ? (['without', 'with'] as const) : (['with', 'without'] as const);
      const m: Partial<Record<'with' | 'without', Awaited<ReturnType<typeof measure>>>> = {};
      for (const side of order) {
        await t.setOutbox(side === 'with');
        m[side] = await cpu[side].during(t.pids.large, () => measure(request(t.large), t.settings, 201));
      }
      t.log(`  POST /quotes, round ${round + 1}: with the outbox ${describe(m.with!)};  without ${describe(m.without!)}`);
      for (const x of [m.with!, m.without!]) if (x.unexpected || x.errors) throw new Error(`POST /quotes: ${describe(x)}`);
      ratios.push(m.with!.rps / m.without!.rps);
      rates.with.push(m.with!.rps);
      rates.without.push(m.without!.rps);
    }
    const note =
      `median ${Math.round(median(rates.with))} quotes/s with the outbox (2 e-mails queued each) against ` +
      `${Math.round(median(rates.without))} without, the same app and data (per-round ratios ` +
      `${ratios.map((r) => r.toFixed(2)).join(', ')}); every answer 201; ` +
      cpuNote([
        ['with', cpu.with],
        ['without', cpu.without],
      ]);
    t.log(`  POST /quotes: ${note}`);
    return figure(NAME, median(ratios), 'x', '>=', 0.9, note);
  } catch (err) {
    t.log(`  ${NAME} failed: ${(err as Error).stack ?? String(err)}`);
    t.problems.push(`${NAME}: ${(err as Error).message}`);
    return notMeasurable(NAME, 'x', '>= 0.9', (err as Error).message);
  } finally {
    await t.setOutbox(true).catch((err: unknown) => t.problems.push(`${NAME}: the outbox stayed off: ${(err as Error).message}`));
  }
}

/**
 * POST /quotes now against an earlier commit's code (`--before=<rev>`, a third app on an equal data set,
 * both with their outbox and no mail worker): the outbox's change measured in the same run. Alternating
 * rounds, which goes first alternating too, median of the per-round ratios. For information.
 */
export async function quotesBeforeFigure(t: ServerTargets, before: string, beforeRev: string, beforePid: number): Promise<Figure> {
  const name = `POST /quotes req/s ratio to ${beforeRev}'s code, both with their outbox, no errors`;
  try {
    for (const base of [t.large, before]) await measure(request(base), { connections: 10, duration: 1 }, 201);
    const ratios: number[] = [];
    const rates = { now: [] as number[], then: [] as number[] };
    const cpu = { now: new CpuTally(), then: new CpuTally() };
    for (let round = 0; round < t.rounds; round++) {
      const order = round % 2 ? (['then', 'now'] as const) : (['now', 'then'] as const);
      const m: Partial<Record<'now' | 'then', Awaited<ReturnType<typeof measure>>>> = {};
      for (const which of order)
        m[which] = await cpu[which].during(which === 'now' ? t.pids.large : beforePid, () =>
          measure(request(which === 'now' ? t.large : before), t.settings, 201),
        );
      t.log(`  POST /quotes, round ${round + 1}: now ${describe(m.now!)}; ${beforeRev} ${describe(m.then!)}`);
      for (const x of [m.now!, m.then!]) if (x.unexpected || x.errors) throw new Error(`POST /quotes: ${describe(x)}`);
      ratios.push(m.now!.rps / m.then!.rps);
      rates.now.push(m.now!.rps);
      rates.then.push(m.then!.rps);
    }
    const note =
      `median ${Math.round(median(rates.now))} quotes/s now against ${Math.round(median(rates.then))} at ${beforeRev} ` +
      `(per-round ratios ${ratios.map((r) => r.toFixed(2)).join(', ')}); every answer 201; ` +
      cpuNote([
        ['now', cpu.now],
        [beforeRev, cpu.then],
      ]);
    t.log(`  POST /quotes against ${beforeRev}: ${note}`);
    return information(name, median(ratios), 'x', note);
  } catch (err) {
    t.log(`  ${name} failed: ${(err as Error).stack ?? String(err)}`);
    t.problems.push(`${name}: ${(err as Error).message}`);
    return notMeasurable(name, 'x', 'none', (err as Error).message);
  }
}
