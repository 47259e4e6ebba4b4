// autocannon runs on loopback, one at a time, with the same settings for the app and the reference.
import autocannon, { type Result } from 'autocannon';
import { requireSamples, type Sampling } from './figures';

/** What a browser sends with every request (the app serves pre-compressed catalogue bodies by it). */
export const BROWSER_HEADERS = { accept: 'application/json, */*', 'accept-encoding': 'gzip, deflate, br, zstd' };

export interface LoadSettings {
  connections: number;
  /** Seconds per measured run. */
  duration: number;
}

export interface LoadRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Per-request headers (e.g. a fresh Idempotency-Key each time). */
  perRequestHeaders?: () => Record<string, string>;
}

export interface Measured extends Sampling {
  /** Successful (2xx/304) responses per second. */
  rps: number;
  p50: number;
  p99: number;
  total: number;
  /** Responses other than 2xx (304 counts as expected when asked for). */
  unexpected: number;
}

export async function measure(request: LoadRequest, settings: LoadSettings, expectStatus = 200): Promise<Measured> {
  const { perRequestHeaders } = request;
  const headers = { ...BROWSER_HEADERS, ...request.headers };
  const result: Result = await autocannon({
    url: request.url,
    connections: settings.connections,
    duration: settings.duration,
    timeout: 30,
    method: request.method ?? 'GET',
    headers,
    body: request.body,
    ...(perRequestHeaders
      ? {
          requests: [
            {
              method: request.method ?? 'GET',
              body: request.body,
              setupRequest: (r) => ({ ...r, headers: { ...headers, ...perRequestHeaders() } }),
            },
          ],
        }
      : {}),
  });
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, Number(s.count)]));
  const total = Object.values(statusCodes).reduce((a, b) => a + b, 0);
  const expected = statusCodes[String(expectStatus)] ?? 0;
  // Requests still in flight when the round ends are neither answers nor errors: a round that got
  // nothing back reads p50 0 ms and 0 req/s, so it is refused here, once for every figure built on a run.
  const sampling: Sampling = {
    requests: result.requests.sent,
    samples: expected,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
  requireSamples(
    sampling,
    `${request.method ?? 'GET'} ${request.url} (${settings.duration} s at ${settings.connections} connections, expecting ${expectStatus})`,
  );
  return {
    ...sampling,
    rps: expected / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total,
    unexpected: total - expected,
  };
}

export function describe(m: Measured): string {
  return (
    `${Math.round(m.rps)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ` +
    `ms${m.unexpected ? `, ${m.unexpected} unexpected statuses ${JSON.stringify(m.statusCodes)}` : ''}` +
    `${m.errors ? `, ${m.errors} errors` : ''}`
  );
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
