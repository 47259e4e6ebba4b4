// CPU-heavy work stays off the event loop (README "Security and reliability"): while the worst cases of
// the CPU pool's jobs run (four saves of a comb-shaped 200-point drawing; six PDFs of a 400-line order)
// not one board layout or PDF is computed on this thread, the event loop's, and `/api/health` answers
// first. The layout and PDF modules are wrapped to count their calls here; the pool's worker threads
// load their own copies, which are not counted. (How long the loop stalls is a figure of the bench,
// `npm run bench`, not an assertion: on a shared machine a timed test fails for the wrong reason.)
// Then the per-user limits: a third job at once, a spent budget and a full pool are refused with
// Retry-After, on a pool whose jobs wait until released.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../src/domain/schemas/orders';
import { THROTTLE_POLICY } from '../../src/server/auth/policy';
import { hit } from '../../src/server/auth/throttle';
import { users } from '../../src/server/db/schema';
import { renderQuotePdf } from '../../src/server/pdf/quotePdf';
import { renderOrderPdf } from '../../src/server/pdf/orderPdf';
import { renderInvoicePdf } from '../../src/server/pdf/invoicePdf';
import { renderStatementPdf } from '../../src/server/pdf/statementPdf';
import { renderPlanPackPdf } from '../../src/server/pdf/planPackPdf';
import { CpuPoolBusy, type CpuLane, type CpuPool } from '../../src/server/workers/cpuPool';
import { designFigures, designMaterials, quotePlan } from '../../src/server/workers/cpuTasks';
import { CPU_BUDGET_USED, CPU_JOBS_RUNNING, CPU_POOL_FULL } from '../../src/server/workers/jobLimits';
import { createTestApp, type TestApp } from '../support/app';
import { combDrawing, combsDrawing, largestOrder, largestPlanDrawing } from '../support/worstCase';
import { drawingPartsFor, PLAN_PACK_TOO_DETAILED, planPackJobMs } from '../../src/domain/jobCost';
import { DEFAULT_DECK_OPTIONS } from '../../src/domain/frameGuide';
import { rectangleDrawing, saveDesign } from '../support/savedDesign';
import { Client, DEMO, offeredDay, rowCounts, signIn, signInDemoUsers } from '../api/helpers';
import { designDrawing } from './support';

/** Board layouts and PDFs computed on this thread, the event loop's. */
const onThisThread = vi.hoisted(() => ({ layouts: 0, pdfs: 0 }));
vi.mock('../../src/domain/boardLayout', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/domain/boardLayout')>();
  return {
    ...actual,
    layoutForDrawing: (...args: Parameters<typeof actual.layoutForDrawing>) => {
      onThisThread.layouts += 1;
      return actual.layoutForDrawing(...args);
    },
  };
});
vi.mock('../../src/server/pdf/orderPdf', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/server/pdf/orderPdf')>();
  return {
    ...actual,
    renderOrderPdf: (...args: Parameters<typeof actual.renderOrderPdf>) => {
      onThisThread.pdfs += 1;
      return actual.renderOrderPdf(...args);
    },
  };
});

let t: TestApp;
let client: Client;
let installer: Client;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  [client, installer, admin] = await signInDemoUsers(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** Starts the heavy requests, then asks for /api/health; what answered in which order, and what ran on this thread meanwhile. */
async function healthWhile(heavy: () => Promise<LightMyRequestResponse>[]) {
  onThisThread.layouts = 0;
  onThisThread.pdfs = 0;
  const answered: string[] = [];
  const heavyDone = heavy().map((p) => p.then((res) => (answered.push('heavy'), res)));
  const health = t.app.inject({ method: 'GET', url: '/api/health' }).then((res) => (answered.push('health'), res));
  const [results, healthRes] = await Promise.all([Promise.all(heavyDone), health]);
  return { results, health: healthRes, answered, onThisThread: { ...onThisThread } };
}

describe('CPU-heavy work leaves the event loop', () => {
  it('four saves of a comb-shaped 200-point drawing: no layout on the event loop, and health answers first', async () => {
    const drawing = combDrawing();
    const run = await healthWhile(() =>
      [client, client, installer, installer].map((who) => who.post('/api/designs', { name: 'Comb', drawing })),
    );

    expect(run.results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(run.results[0].json().figures.layout.boards.length).toBeGreaterThan(0);
    expect(run.onThisThread.layouts).toBe(0);
    expect(run.health.json()).toEqual({ status: 'ok', database: 'up' });
    expect(run.answered[0]).toBe('health');
  });

  it('six PDFs of a 400-line order: no PDF on the event loop, and health answers first', async () => {
    const payload = largestOrder(offeredDay('delivery', 3));
    const mine = await client.post('/api/orders', payload);
    const theirs = await installer.post('/api/orders', payload);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    const order = mine.json() as Order;
    // The 400 catalogue lines, and the delivery fee's line (docs/product.md#delivery).
    expect(order.lines.filter((l) => l.kind !== 'delivery')).toHaveLength(400);
    const run = await healthWhile(() => [
      client.get(`/api/orders/${order.id}/pdf`),
      client.get(`/api/orders/${order.id}/pdf`),
      installer.get(`/api/orders/${theirs.json().id}/pdf`),
      installer.get(`/api/orders/${theirs.json().id}/pdf`),
      admin.get(`/api/orders/${order.id}/pdf`),
      admin.get(`/api/orders/${theirs.json().id}/pdf`),
    ]);

    expect(run.results.map((r) => [r.statusCode, r.headers['content-type']])).toEqual(Array(6).fill([200, 'application/pdf']));
    expect(run.results[0].rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(run.onThisThread.pdfs).toBe(0);
    expect(run.health.json()).toEqual({ status: 'ok', database: 'up' });
    expect(run.answered[0]).toBe('health');
  });
});

describe("an anonymous visitor's worst case (issue 34)", () => {
  it('a share link of 5 comb outlines of 198 points: its plan.pdf asked twice at once is refused; a customer gets theirs', async () => {
    const visitor = new Client(t.app, '198.51.100.40');
    const share = await visitor.post('/api/shared-designs', { drawing: combsDrawing() });
    expect(share.statusCode, share.body.slice(0, 200)).toBe(201);
    const url = `/api/shared-designs/${(share.json() as { token: string }).token}/plan.pdf`;
    const design = await saveDesign(client, rectangleDrawing(DEFAULT_DECK_OPTIONS));
    const run = await healthWhile(() => [visitor.get(url), visitor.get(url), client.get(`/api/designs/${design.id}/plan.pdf`)]);

    expect(run.results.map((r) => r.statusCode)).toEqual([422, 422, 200]);
    for (const refused of run.results.slice(0, 2)) expect(refused.json()).toEqual({ message: PLAN_PACK_TOO_DETAILED });
    expect(run.results[2].rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(run.health.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

/** A CPU pool whose jobs wait until the test releases them (or, when full, refuse as the real one does). */
function gatedPool() {
  const waiting: Array<() => void> = [];
  let arrived: (() => void) | null = null;
  let full = false;
  const lanes: CpuLane[] = [];
  const gate = async <T>(value: () => T | Promise<T>) => {
    if (full) throw new CpuPoolBusy('every CPU worker is busy');
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      arrived?.();
    });
    return { value: await value(), ms: 1 };
  };
  const pool: CpuPool = {
    designFigures: (drawing, boardItems) => gate(() => designFigures(drawing, boardItems)),
    designMaterials: (drawing, boardItems, hardwareItems) => gate(() => designMaterials(drawing, { boardItems, hardwareItems })),
    quotePlan: (drawing, boardItems, hardwareItems, prices) => gate(() => quotePlan(drawing, { boardItems, hardwareItems }, prices)),
    orderPdf: (order, email) => gate(() => renderOrderPdf(order, email)),
    quotePdf: (quote) => gate(() => renderQuotePdf(quote)),
    invoicePdf: (invoice) => gate(() => renderInvoicePdf(invoice)),
    statementPdf: (statement) => gate(() => renderStatementPdf(statement)),
    planPdf: (plan, lane) => {
      lanes.push(lane ?? 'main');
      return gate(() => renderPlanPackPdf(plan));
    },
    warm: () => undefined,
    close: async () => undefined,
  };
  return {
    pool,
    /** Resolves once `n` jobs wait in the pool. */
    async waiting(n: number) {
      while (waiting.length < n) await new Promise<void>((resolve) => (arrived = resolve));
    },
    release() {
      for (const go of waiting.splice(0)) go();
    },
    /** Jobs waiting now. */
    pending: () => waiting.length,
    /** The lane each plan pack was sent to, in order. */
    lanes,
    fill(on: boolean) {
      full = on;
    },
  };
}

describe('per-user limits on the CPU pool', () => {
  let g: TestApp;
  const gated = gatedPool();
  let owner: Client;
  let other: Client;
  beforeAll(async () => {
    g = await createTestApp({ cpuPool: gated.pool });
    [owner, other] = await Promise.all([signIn(g.app, DEMO.client), signIn(g.app, DEMO.installer)]);
  });
  afterAll(async () => {
    await g?.close();
  });

  const userId = async (email: string) => (await g.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
  const save = (who: Client) => who.post('/api/designs', { name: 'Limited', drawing: designDrawing });

  it('a third job at once (a save or a PDF) answers 429 with Retry-After; the two running and other users are unaffected', async () => {
    const first = [save(owner), save(owner)];
    await gated.waiting(2);
    const order = (await owner.post('/api/orders', largestOrder(offeredDay('delivery', 3)))).json() as Order;
    for (const third of [await save(owner), await owner.get(`/api/orders/${order.id}/pdf`)]) {
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBe('1');
      expect(third.json()).toEqual({ message: CPU_JOBS_RUNNING });
    }
    const another = save(other);
    await gated.waiting(3);
    gated.release();
    expect((await Promise.all([...first, another])).map((r) => r.statusCode)).toEqual([201, 201, 201]);
    // Done, the slots are free again.
    const next = save(owner);
    await gated.waiting(1);
    gated.release();
    expect((await next).statusCode).toBe(201);
  });

  it("a visitor's share is held to two at once per address too", async () => {
    const visitor = new Client(g.app, '198.51.100.7');
    const share = () => visitor.post('/api/shared-designs', { drawing: designDrawing });
    const first = [share(), share()];
    await gated.waiting(2);
    const third = await share();
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe('1');
    gated.release();
    expect((await Promise.all(first)).map((r) => r.statusCode)).toEqual([201, 201]);
  });

  it("a user who spent the minute's pool time gets 429 until the window ends; each job is charged what it took", async () => {
    const me = await userId(DEMO.client);
    const rule = THROTTLE_POLICY.cpuMsPerUser;
    await hit(g.db, `cpu-ms:user:${me}`, rule, new Date(), rule.limit + 1);
    const refused = await save(owner);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: CPU_BUDGET_USED });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(rule.windowMs / 1000);

    const others = await userId(DEMO.installer);
    const before = (await hit(g.db, `cpu-ms:user:${others}`, rule, new Date(), 0)).count;
    const allowed = save(other);
    await gated.waiting(1);
    gated.release();
    expect((await allowed).statusCode).toBe(201);
    expect((await hit(g.db, `cpu-ms:user:${others}`, rule, new Date(), 0)).count).toBe(before + 1);
  });

  const addressBudget = async (address: string) =>
    (await hit(g.db, `cpu-ms:address:${address}`, THROTTLE_POLICY.cpuMsPerAddress, new Date(), 0)).count;
  /** A visitor's share of `drawing` (its layout job released at once): the plan pack's URL. */
  async function visitorShare(visitor: Client, drawing: unknown, name?: string) {
    const pending = visitor.post('/api/shared-designs', { drawing, name });
    await gated.waiting(1);
    gated.release();
    const share = await pending;
    expect(share.statusCode, share.body.slice(0, 200)).toBe(201);
    return `/api/shared-designs/${(share.json() as { token: string }).token}/plan.pdf`;
  }

  it("a visitor's plan pack is charged its estimate before it starts, runs in the visitors' lane, then counts what it took", async () => {
    const address = '198.51.100.21';
    const visitor = new Client(g.app, address);
    const drawing = largestPlanDrawing();
    const url = await visitorShare(visitor, drawing);
    const estimate = planPackJobMs(drawingPartsFor(drawing, (await g.app.catalogue.get()).boardItems));
    expect(estimate).toBeGreaterThan(1000);
    // The share's layout: charged its estimate, then the 1 ms the gated pool says it took.
    expect(await addressBudget(address)).toBe(1);

    const pack = visitor.get(url);
    await gated.waiting(1);
    expect(await addressBudget(address)).toBe(1 + estimate);
    expect(gated.lanes.at(-1)).toBe('visitor');
    gated.release();
    expect((await pack).statusCode).toBe(200);
    expect(await addressBudget(address)).toBe(2);
  });

  it("a visitor whose minute's pool time cannot cover a job's estimate is refused before it starts, and not charged for it", async () => {
    const address = '198.51.100.22';
    const visitor = new Client(g.app, address);
    const url = await visitorShare(visitor, largestPlanDrawing(), 'Over budget');
    const rule = THROTTLE_POLICY.cpuMsPerAddress;
    // Half a second left: the plan pack's estimate is more.
    await hit(g.db, `cpu-ms:address:${address}`, rule, new Date(), rule.limit - 500 - (await addressBudget(address)));
    const refused = await visitor.get(url);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: CPU_BUDGET_USED });
    expect(gated.pending()).toBe(0);
    expect(await addressBudget(address)).toBe(rule.limit - 500);
  });

  it("a signed-in owner's plan pack, and a visitor's small one, run in the main lane", async () => {
    const design = await (async () => {
      // The other user: the test before spent the owner's minute.
      const pending = other.post('/api/designs', { name: 'Lanes', drawing: designDrawing });
      await gated.waiting(1);
      gated.release();
      return (await pending).json() as { id: string };
    })();
    const mine = other.get(`/api/designs/${design.id}/plan.pdf`);
    await gated.waiting(1);
    expect(gated.lanes.at(-1)).toBe('main');
    gated.release();
    expect((await mine).statusCode).toBe(200);
    const url = await visitorShare(new Client(g.app, '198.51.100.23'), designDrawing, 'Small');
    const theirs = new Client(g.app, '198.51.100.23').get(url);
    await gated.waiting(1);
    expect(gated.lanes.at(-1)).toBe('main');
    gated.release();
    expect((await theirs).statusCode).toBe(200);
  });

  it('a full pool answers 503 with Retry-After and stores nothing', async () => {
    gated.fill(true);
    try {
      const before = await rowCounts(g.db);
      const res = await save(other);
      expect(await rowCounts(g.db)).toEqual(before);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ message: CPU_POOL_FULL });
    } finally {
      gated.fill(false);
    }
  });
});
