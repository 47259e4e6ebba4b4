// The manufacturer's price file (docs/product.md#catalogue; the figures): a file of 5,000 rows,
// every item of the catalogue with its price raised 5% and new boards to make up the rest, previewed
// through POST /api/catalogue/price-file/preview as an admin: p50 of the round trip (target <= 2 s), p95
// in the note. Then the same file applied once (for information): it adds its new boards, so it runs
// last among the server figures.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { PRICE_FILE_COLUMNS } from '../../src/domain/schemas/priceFile';
import { figure, information, notMeasurable, type Figure } from './figures';
import { percentile } from './orderFigures';
import { signIn, type ServerTargets } from './serverFigures';

const ROWS = 5_000;
const PREVIEW_TARGET_MS = 2_000;

/** The catalogue's own rows with their prices 5% up, then new WoodEvo HOME boards up to ROWS rows. */
function benchFile(exported: string): string {
  const [header, ...rows] = parse(exported) as string[][];
  const price = header.indexOf('price');
  const raised = rows.map((r) => r.map((cell, i) => (i === price ? ((Number(cell) * 105) / 100).toFixed(2) : cell)));
  const added = Array.from({ length: Math.max(0, ROWS - rows.length) }, (_, i) => [
    `we-home-grooved-bench-${i}-5400`,
    `WoodEvo HOME Grooved Board Bench ${i} 5.4m`,
    'board',
    'WoodEvo',
    'HOME',
    'Grooved',
    `Bench_${i}`,
    '5400 x 137 x 23mm',
    'board',
    '71.25',
    'draft',
    'HW-WE-CLIP-100|HW-WE-START-20',
  ]);
  return stringify([[...PRICE_FILE_COLUMNS], ...raised, ...added]);
}

export async function priceFileFigures(t: ServerTargets, quick: boolean): Promise<Figure[]> {
  const previewName = `price file, ${ROWS.toLocaleString('en-AU')} rows: POST /api/catalogue/price-file/preview p50`;
  const applyName = `price file, ${ROWS.toLocaleString('en-AU')} rows: POST /api/catalogue/price-file/apply`;
  try {
    const cookie = await signIn(t.large, t.adminEmail, t.demoPassword);
    const headers = { cookie, origin: t.large, 'content-type': 'application/json' };
    const exported = await fetch(`${t.large}/api/catalogue/price-file`, { headers: { cookie } });
    if (exported.status !== 200) throw new Error(`the export answered ${exported.status}`);
    const body = JSON.stringify({ csv: benchFile(await exported.text()) });
    const post = async (path: string) => {
      const started = performance.now();
      const res = await fetch(`${t.large}${path}`, { method: 'POST', headers, body });
      const answer = (await res.json()) as { rows?: number; message?: string; errors?: unknown[] };
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${answer.message}`);
      if (answer.errors?.length) throw new Error(`${path}: ${answer.errors.length} rows in error`);
      return ms;
    };
    await post('/api/catalogue/price-file/preview'); // warm
    const samples = quick ? 5 : 15;
    const times: number[] = [];
    for (let i = 0; i < samples; i++) times.push(await post('/api/catalogue/price-file/preview'));
    const p50 = percentile(times, 50);
    const note = `p95 ${percentile(times, 95).toFixed(0)} ms over ${samples} previews of ${(body.length / 1e6).toFixed(2)} MB`;
    t.log(`  price file preview: p50 ${p50.toFixed(0)} ms; ${note}`);
    const applyMs = await post('/api/catalogue/price-file/apply');
    t.log(`  price file apply: ${applyMs.toFixed(0)} ms`);
    return [
      figure(previewName, Number(p50.toFixed(0)), 'ms', '<=', PREVIEW_TARGET_MS, note),
      information(applyName, Number(applyMs.toFixed(0)), 'ms', 'one transaction: every price raised now, the new boards created'),
    ];
  } catch (error) {
    t.problems.push(`price file: ${(error as Error).message}`);
    return [
      notMeasurable(previewName, 'ms', `<= ${PREVIEW_TARGET_MS}`, (error as Error).message),
      notMeasurable(applyName, 'ms', 'none', (error as Error).message),
    ];
  }
}
