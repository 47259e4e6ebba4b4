// The benchmark's judging: a figure that measured nothing is reported as not measured, never as met.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { NoSamples, figure, formatLine, information } from './figures';
import { measure } from './load';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A local server whose every request gets `handle`. */
async function serve(handle: http.RequestListener): Promise<string> {
  const server = http.createServer(handle);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

describe('figure judging', () => {
  it('judges a measured value against its target as before', () => {
    expect(figure('My Orders p50 ratio', 1.2, 'x', '<=', 1.5)).toMatchObject({ value: 1.2, met: true });
    expect(figure('My Orders p50 ratio', 1.6, 'x', '<=', 1.5)).toMatchObject({ value: 1.6, met: false });
    expect(figure('req/s ratio', 0.85, 'x', '>=', 0.8)).toMatchObject({ value: 0.85, met: true });
    expect(figure('frames over 50 ms', 0, 'frames', '==', 0)).toMatchObject({ value: 0, met: true });
  });

  it('reports a ratio over a side that measured 0, or the median of no samples, as not measured', () => {
    for (const value of [5 / 0, 0 / 0, Number.NaN]) {
      const f = figure('req/s ratio to reference', value, 'x', '>=', 0.8);
      expect(f).toMatchObject({ value: null, met: false });
      expect(formatLine(f)).toContain('NOT MEASURED');
    }
    expect(information('accepts/s ratio', Number.NaN, 'x')).toMatchObject({ value: null, information: true });
  });

  it('refuses a load run that got no answer in its round, saying how many requests went', async () => {
    // Holds every request past the 1 s round: autocannon counts them neither as answers nor as errors.
    const url = await serve(() => undefined);
    const run = measure({ url }, { connections: 2, duration: 1 });
    await expect(run).rejects.toBeInstanceOf(NoSamples);
    await expect(run).rejects.toThrow(/no samples, 0 of \d+ requests answered as expected; 0 errors/);
  });

  it('refuses a load run of errors and other statuses alone', async () => {
    const url = await serve((_req, res) => res.writeHead(503).end());
    await expect(measure({ url }, { connections: 2, duration: 1 })).rejects.toThrow(/0 of \d+ requests answered as expected.*"503":\d+/);
  });

  it('measures a run that got its answers', async () => {
    const url = await serve((_req, res) => res.writeHead(200).end('ok'));
    const m = await measure({ url }, { connections: 2, duration: 1 });
    expect(m.samples).toBeGreaterThan(0);
    expect(figure('GET / p50', m.p50, 'ms', '<=', 1000).met).toBe(true);
  });
});
