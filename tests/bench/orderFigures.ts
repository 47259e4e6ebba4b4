// The order documents' figures (CSV export and PDF confirmation) on the large app, and POST /api/orders
// with prices against the same call on the code from before orders carried money (a second app built
// from an earlier commit, `--before=<rev>`), in alternating rounds on equal data sets.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { describe, measure, median } from './load';
import { figure, information, notMeasurable, type Figure } from './figures';
import { orderPayload, signIn, type ServerTargets } from './serverFigures';
import { describeLimited, newPdfTally, renderPdf } from './pdfRender';

const PDF_SAMPLES = 40;
const RSS_SAMPLE_MS = 20;

/** Resident set size of a process in MiB (Linux /proc), or null when it cannot be read. */
async function rssMiB(pid: number): Promise<number | null> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  return kb ? Number(kb) / 1024 : null;
}

/** Samples the process's RSS until stopped; answers the peak. */
function sampleRss(pid: number) {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const rss = await rssMiB(pid);
      if (rss !== null) peak = Math.max(peak, rss);
      await new Promise((r) => setTimeout(r, RSS_SAMPLE_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return peak;
    },
  };
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * GET /api/orders/export.csv of every order (10,000 in the large data set, 1 to 8 lines each) as the
 * admin, read as a stream: data rows a second, and the app's peak RSS during the export against before.
 */
export async function csvExportFigures(t: ServerTargets): Promise<Figure[]> {
  const rowsName = 'GET /api/orders/export.csv, every order of the large data set: rows/s';
  const rssName = 'GET /api/orders/export.csv, every order of the large data set: app peak RSS during the export';
  try {
    const cookie = await signIn(t.large, t.adminEmail, t.demoPassword);
    const exportOnce = async () => {
      const started = performance.now();
      const res = await fetch(`${t.large}/api/orders/export.csv`, { headers: { cookie } });
      if (res.status !== 200 || !res.body) throw new Error(`the export answered ${res.status}`);
      let newlines = 0;
      let bytes = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) newlines += 1;
      }
      return { rows: newlines - 1, bytes, seconds: (performance.now() - started) / 1000 };
    };
    await exportOnce(); // warm: the first run compiles the code paths and fills PostgreSQL's cache
    const before = (await rssMiB(t.pids.large)) ?? 0;
    const sampler = sampleRss(t.pids.large);
    let peak = 0;
    let run: Awaited<ReturnType<typeof exportOnce>>;
    try {
      run = await exportOnce();
    } finally {
      peak = await sampler.stop();
    }
    const rate = run.rows / run.seconds;
    t.log(
      `  CSV export: ${run.rows} rows (${(run.bytes / 1024 / 1024).toFixed(1)} MiB) in ${run.seconds.toFixed(2)} s; ` +
        `app RSS ${before.toFixed(0)} MiB before, peak ${peak.toFixed(0)} MiB`,
    );
    return [
      information(rowsName, rate, 'rows/s', `${run.rows} rows, ${(run.bytes / 1024 / 1024).toFixed(1)} MiB in ${run.seconds.toFixed(2)} s`),
      information(
        rssName,
        peak,
        'MiB',
        `${before.toFixed(0)} MiB just before (+${(peak - before).toFixed(0)} MiB), sampled every ${RSS_SAMPLE_MS} ms`,
      ),
    ];
  } catch (err) {
    t.log(`  CSV export figures failed: ${(err as Error).stack ?? String(err)}`);
    t.problems.push(`${rowsName}: ${(err as Error).message}`);
    return [
      notMeasurable(rowsName, 'rows/s', 'none', (err as Error).message),
      notMeasurable(rssName, 'MiB', 'none', (err as Error).message),
    ];
  }
}

/** GET /api/orders/{id}/pdf as the admin, one at a time over different orders of the large data set: p50 and p95. */
export async function pdfFigure(t: ServerTargets): Promise<Figure[]> {
  const name = `GET /api/orders/{id}/pdf (admin, ${PDF_SAMPLES} orders one at a time) p50`;
  try {
    const cookie = await signIn(t.large, t.adminEmail, t.demoPassword);
    const list = await fetch(`${t.large}/api/orders?limit=${PDF_SAMPLES}`, { headers: { cookie } });
    const ids = ((await list.json()) as { id: string }[]).map((o) => o.id);
    if (ids.length < PDF_SAMPLES) throw new Error(`only ${ids.length} orders to render`);
    const tally = newPdfTally();
    const render = (id: string) => renderPdf(`${t.large}/api/orders/${id}/pdf`, cookie, tally);
    for (const id of ids.slice(0, 5)) await render(id); // warm: fonts and the PDF library load on first use
    const times: number[] = [];
    const sizes: number[] = [];
    for (const id of ids) {
      const { ms, bytes } = await render(id);
      times.push(ms);
      sizes.push(bytes);
    }
    const p50 = percentile(times, 50);
    const size = (median(sizes) / 1024).toFixed(1);
    const note =
      `p95 ${percentile(times, 95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms; median size ${size} KiB` +
      describeLimited(tally);
    t.log(`  PDF: p50 ${p50.toFixed(0)} ms; ${note}`);
    return [information(name, p50, 'ms', note)];
  } catch (err) {
    t.log(`  ${name} failed: ${(err as Error).stack ?? String(err)}`);
    t.problems.push(`${name}: ${(err as Error).message}`);
    return [notMeasurable(name, 'ms', 'none', (err as Error).message)];
  }
}

/**
 * POST /api/orders on this code (prices computed and stored with every line) against the code of `beforeRev`
 * (no prices), each app on its own equal data set, alternating rounds, median of the per-round ratios.
 */
export async function pricesFigure(t: ServerTargets, before: string, beforeRev: string): Promise<Figure> {
  const name = `POST /api/orders orders/s with prices ratio to before prices (${beforeRev}), no errors`;
  try {
    const request = async (base: string) => {
      const cookie = await signIn(base, t.clientEmail, t.demoPassword);
      const body = await orderPayload(base);
      const headers = { cookie, origin: base, 'content-type': 'application/json' };
      const probe = await fetch(`${base}/api/orders`, { method: 'POST', headers: { ...headers, 'idempotency-key': randomUUID() }, body });
      if (probe.status !== 201) throw new Error(`a single POST /api/orders on ${base} answered ${probe.status}: ${await probe.text()}`);
      const r = {
        url: `${base}/api/orders`,
        method: 'POST' as const,
        headers,
        body,
        perRequestHeaders: () => ({ 'idempotency-key': randomUUID() }),
      };
      await measure(r, { connections: 10, duration: 1 }, 201);
      return r;
    };
    const now = await request(t.large);
    const then = await request(before);
    // Rounds as long as the orders-page comparison's: under load an order's p99 reaches seconds, longer than a 1.5 s round.
    const settings = { connections: t.settings.connections, duration: t.ordersRoundSeconds };
    const ratios: number[] = [];
    const rates = { now: [] as number[], then: [] as number[] };
    for (let round = 0; round < t.rounds; round++) {
      // Which goes first alternates too, so neither always meets the machine's load right after the other's writes.
      const order = round % 2 ? (['then', 'now'] as const) : (['now', 'then'] as const);
      const m = {
        now: undefined as Awaited<ReturnType<typeof measure>> | undefined,
        then: undefined as Awaited<ReturnType<typeof measure>> | undefined,
      };
      for (const which of order) m[which] = await measure(which === 'now' ? now : then, settings, 201);
      t.log(`  POST orders, round ${round + 1}: with prices ${describe(m.now!)}; before prices ${describe(m.then!)}`);
      for (const x of [m.now!, m.then!]) if (x.unexpected || x.errors) throw new Error(`POST orders: ${describe(x)}`);
      ratios.push(m.now!.rps / m.then!.rps);
      rates.now.push(m.now!.rps);
      rates.then.push(m.then!.rps);
    }
    const note =
      `median ${Math.round(median(rates.now))} orders/s with prices against ${Math.round(median(rates.then))} before ` +
      `(per-round ratios ${ratios.map((r) => r.toFixed(2)).join(', ')}); every answer 201`;
    return figure(name, median(ratios), 'x', '>=', 0.9, note);
  } catch (err) {
    t.log(`  ${name} failed: ${(err as Error).stack ?? String(err)}`);
    t.problems.push(`${name}: ${(err as Error).message}`);
    return notMeasurable(name, 'x', '>= 0.9', (err as Error).message);
  }
}
