// POST /quotes with the transactional outbox (issue 23's durable-write ratio, README "E-mail"): a quote
// request is the address throttle's two counts and one statement storing the quote with its two
// notification rows, the acknowledgement's day count and the relay row. The outbox adds no round trip,
// and its part of that statement is a text fixed per shape with the rows in one jsonb parameter (the
// acknowledgement's keys in another): before, it carried each constant and the rows as nine parameters,
// and drizzle rebuilt its text on every request (`npm run bench:profile -- quotes`). Against real PostgreSQL.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { leadCreatedResponse } from '../../src/domain/schemas/leads';
import { notifications } from '../../src/server/db/schema';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/app';
import { quoteBody } from '../bench/outboxFigure';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { trustProxy: 1 } });
});
afterAll(async () => {
  await t?.close();
});

interface Sent {
  text: string;
  name?: string;
  values: unknown[];
}

let address = 0;
/** One quote request from an address of its own (leads are throttled per address); the statements it sent. */
async function statementsOfOneQuote(email = 'visitor@example.com') {
  address += 1;
  const spy = vi.spyOn(t.pool, 'query');
  try {
    const res = await t.app.inject({
      method: 'POST',
      url: '/quotes',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${address}` },
      payload: { ...(JSON.parse(quoteBody) as object), email },
    });
    expect(res.statusCode, res.body).toBe(201);
    const sent = spy.mock.calls.map(([q, v]): Sent => {
      if (typeof q === 'string') return { text: q, values: (v as unknown[] | undefined) ?? [] };
      const config = q as { text: string; name?: string; values?: unknown[] };
      return { text: config.text, name: config.name, values: config.values ?? (v as unknown[] | undefined) ?? [] };
    });
    return { id: leadCreatedResponse.parse(res.json()).id, sent: sent.filter((s) => !/pgboss/i.test(s.text)) };
  } finally {
    spy.mockRestore();
  }
}

/** The parameter numbers a piece of statement text uses. */
const parameters = (text: string) => new Set([...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));

describe('POST /quotes round trips', () => {
  it('the throttle and one statement for the quote and its e-mails, the outbox adding two parameters', async () => {
    await statementsOfOneQuote(); // the catalogue's copy loads on first use
    // The acknowledgement's day is counted in the statement whether or not it is used up.
    for (const email of ['visitor@example.com', 'someone.new@example.com']) {
      const { id, sent } = await statementsOfOneQuote(email);
      // The drawing's board layout runs on the CPU pool charged to the visitor's address (jobLimits.ts, issue 34
      // item 1: every job is charged its estimate before it starts, then corrected to what it took), so the
      // address's CPU budget adds its charge and, unless the job took exactly its estimate, its correction.
      const cpuBudget = sent.filter((s) => s.values.some((value) => String(value).startsWith('cpu-ms:address:')));
      expect(cpuBudget.length).toBeGreaterThanOrEqual(1);
      expect(cpuBudget.length).toBeLessThanOrEqual(2);
      expect(sent).toHaveLength(3 + cpuBudget.length);
      const throttle = sent.filter((s) => !cpuBudget.includes(s) && s.text.includes('rate_limits') && !s.text.includes('quote_requests'));
      expect(throttle).toHaveLength(2);
      const [store] = sent.filter((s) => s.text.includes('quote_requests'));
      expect(store.name, 'prepared once per connection').toMatch(/^bw_/);
      expect(store.text).toMatch(/insert into "?notifications"?/);
      expect(store.text).toMatch(/insert into "?mail_relay"?/);
      expect(store.text).toMatch(/insert into "?rate_limits"?/);
      // The quote's own insert is the first CTE; everything after it is the outbox's.
      const lead = store.text.slice(0, store.text.indexOf('outbox_'));
      expect(store.values.length - parameters(lead).size).toBe(2);

      const rows = await t.db.select().from(notifications).where(eq(notifications.leadId, id));
      expect(rows.map((row) => row.template).sort()).toEqual(['quote.ack', 'quote.sales']);
    }
  });

  it('each shape is the same text every time, so PostgreSQL plans it once per connection', async () => {
    const first = await statementsOfOneQuote('repeat@example.com');
    const second = await statementsOfOneQuote('repeat@example.com');
    const name = (s: { sent: Sent[] }) => s.sent.find((x) => x.text.includes('quote_requests'))!.name;
    expect(name(second)).toBe(name(first));
  });
});
