// Accepting quotes (POST /api/public/quotes/{token}/accept) measured as placing orders is (POST /api/orders,
// serverFigures.ts): the same signed-in client's account, the same three catalogue lines, delivery, the
// same connections, alternating rounds, median of the per-round ratios. An acceptance uses up its quote, so
// each round first prepares as many sent quotes as it sends acceptances (created, priced and sent through
// the staff API) and both sides send exactly that many requests. The large app sends no e-mail (no mail
// worker), so no link token exists yet: the bench adds one link per quote to the database, hashed as the
// app hashes the tokens it mails. Each acceptance comes from its own address (the public routes are throttled
// per address; the app trusts one proxy hop).
import { randomBytes, randomUUID } from 'node:crypto';
import autocannon, { type RequestSpec, type Result } from 'autocannon';
import pg from 'pg';
import { hashToken } from '../../src/server/auth/tokens';
import { BROWSER_HEADERS, median } from './load';
import { information, notMeasurable, type Figure } from './figures';
import { orderPayload, signIn, type ServerTargets } from './serverFigures';

const NAME = 'POST /api/public/quotes/{token}/accept accepts/s ratio to POST /api/orders orders/s (same 3 lines, delivery), no errors';
const PREPARE_CONCURRENCY = 10;

let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.99.${(address >> 8) & 255}.${address & 255}`;
};

interface Fired {
  rps: number;
  seconds: number;
  statusCodes: Record<string, number>;
  errors: number;
}

/**
 * `amount` requests over the connections; every answer must be 201. Timed from the call to the last
 * answer: autocannon looks whether a fixed amount is done only at its once-a-second sample tick, so the
 * call itself returns on a whole second (a round of 40 read 40/s on both sides, whatever the route did).
 */
async function fire(url: string, connections: number, requests: RequestSpec[], amount: number) {
  let lastAnswer = 0;
  const timed = requests.map((r) => ({
    ...r,
    onResponse: () => {
      lastAnswer = performance.now();
    },
  }));
  const started = performance.now();
  const result: Result = await autocannon({ url, connections, amount, timeout: 30, requests: timed });
  const seconds = (lastAnswer - started) / 1000;
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, Number(s.count)]));
  const ok = statusCodes['201'] ?? 0;
  const fired: Fired = { rps: ok / seconds, seconds, statusCodes, errors: result.errors };
  if (ok !== amount || result.errors) throw new Error(`${url}: ${JSON.stringify(statusCodes)}, ${result.errors} errors, of ${amount}`);
  return fired;
}

/** Requests a side a round, rounds, and the connections both sides use. */
export interface AcceptSize {
  perRound: number;
  rounds: number;
  connections: number;
}

export async function acceptFigure(t: ServerTargets, size: AcceptSize): Promise<Figure> {
  const { perRound, rounds } = size;
  const db = new pg.Client({ connectionString: t.largeDatabaseUrl });
  try {
    await db.connect();
    const base = t.large;
    const admin = await signIn(base, t.adminEmail, t.demoPassword);
    const client = await signIn(base, t.clientEmail, t.demoPassword);
    const orderBody = await orderPayload(base);
    const order = JSON.parse(orderBody) as {
      boards: { item_id: string; quantity: number }[];
      hardwareItems: { item_id: string; quantity: number }[];
      preferredDate: string;
    };
    const lines = [...order.boards, ...order.hardwareItems].map((l) => ({ kind: 'item', itemId: l.item_id, quantity: l.quantity }));
    const staffHeaders = { cookie: admin, origin: base, 'content-type': 'application/json' };
    const call = async (method: string, path: string, body: unknown, status: number) => {
      const res = await fetch(`${base}${path}`, { method, headers: staffHeaders, body: JSON.stringify(body) });
      if (res.status !== status) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as { id: string };
    };
    /** Sent quotes for the client's email, each with a link token of the bench's own. */
    const prepare = async (count: number): Promise<string[]> => {
      const ids: string[] = [];
      for (let done = 0; done < count; done += PREPARE_CONCURRENCY) {
        const batch = Array.from({ length: Math.min(PREPARE_CONCURRENCY, count - done) }, async () => {
          const { id } = await call('POST', '/api/quotes', { customerName: 'Bench Client', customerEmail: t.clientEmail }, 201);
          await call('PATCH', `/api/quotes/${id}`, { lines }, 200);
          await call('POST', `/api/quotes/${id}/send`, {}, 200);
          return id;
        });
        ids.push(...(await Promise.all(batch)));
      }
      const tokens = ids.map(() => randomBytes(32).toString('base64url'));
      await db.query(
        'insert into quote_links (quote_id, token_hash, version) select id, hash, 1 from unnest($1::uuid[], $2::text[]) as l(id, hash)',
        [ids, tokens.map(hashToken)],
      );
      return tokens;
    };
    const acceptBody = JSON.stringify({
      method: 'delivery',
      address: '12 Beach Road',
      cityPostcode: 'Brighton VIC 3186',
      preferredDate: order.preferredDate,
      reference: '',
      acceptTerms: true,
    });
    const accepts = (tokens: string[]): RequestSpec[] => [
      {
        method: 'POST',
        setupRequest: (r) => ({
          ...r,
          method: 'POST',
          path: `/api/public/quotes/${tokens.pop()}/accept`,
          body: acceptBody,
          headers: { ...BROWSER_HEADERS, origin: base, 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
        }),
      },
    ];
    const orders: RequestSpec[] = [
      {
        method: 'POST',
        setupRequest: (r) => ({
          ...r,
          method: 'POST',
          path: '/api/orders',
          body: orderBody,
          headers: {
            ...BROWSER_HEADERS,
            cookie: client,
            origin: base,
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
          },
        }),
      },
    ];
    // autocannon refuses more connections than requests.
    const connections = Math.min(size.connections, perRound);
    // Warm both paths.
    await fire(base, 5, accepts(await prepare(15)), 10);
    await fire(base, 5, orders, 10);

    const ratios: number[] = [];
    const rates = { accept: [] as number[], order: [] as number[] };
    for (let round = 0; round < rounds; round++) {
      // A spare token a connection: autocannon may set up one request more on a connection than it sends.
      const tokens = await prepare(perRound + connections);
      const sides = round % 2 ? (['order', 'accept'] as const) : (['accept', 'order'] as const);
      const m: Partial<Record<'accept' | 'order', Fired>> = {};
      for (const side of sides) m[side] = await fire(base, connections, side === 'accept' ? accepts(tokens) : orders, perRound);
      t.log(
        `  accept vs order, round ${round + 1}: ${Math.round(m.accept!.rps)} accepts/s, ${Math.round(m.order!.rps)} orders/s ` +
          `(${perRound} each, ${connections} connections)`,
      );
      ratios.push(m.accept!.rps / m.order!.rps);
      rates.accept.push(m.accept!.rps);
      rates.order.push(m.order!.rps);
    }
    const note =
      `median ${Math.round(median(rates.accept))} accepts/s against ${Math.round(median(rates.order))} orders/s ` +
      `(per-round ratios ${ratios.map((r) => r.toFixed(2)).join(', ')}, spread ${Math.min(...ratios).toFixed(2)}-` +
      `${Math.max(...ratios).toFixed(2)}; ${perRound} requests a side a round, ` +
      `${connections} connections); every answer 201`;
    // For information (the issue sets no target): an acceptance is an order plus the quote's lock and checks,
    // its version's lines, the owner's account, the quote's and the lead's status and a third e-mail, and the
    // public routes' throttle, all in the same request.
    return information(NAME, median(ratios), 'x', note);
  } catch (err) {
    t.log(`  ${NAME} failed: ${(err as Error).stack ?? String(err)}`);
    t.problems.push(`${NAME}: ${(err as Error).message}`);
    return notMeasurable(NAME, 'x', 'none', (err as Error).message);
  } finally {
    await db.end().catch(() => undefined);
  }
}
