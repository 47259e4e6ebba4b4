// CPU-heavy work stays off the event loop (README "Security and reliability"): while the worst cases of
// the CPU pool's jobs run (four saves of a comb-shaped 200-point drawing; six PDFs of a 400-line order)
// `/api/health` answers first, and the event loop never stalls for a third of one job's cost, measured
// on this thread right before, so a slow or busy machine moves both sides (with the work on the event
// loop the longest stall was 0.8 to 2 times that cost; on the pool at most 0.14, at a load of 13 on two
// cores; a busy moment is tried again, twice at most). Then the per-user limits: a third job at once, a
// spent budget and a full pool are refused with Retry-After, on a pool whose jobs wait until released.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutForDrawing } from '../../src/domain/boardLayout';
import { calculateMaterials } from '../../src/domain/materials';
import type { Order } from '../../src/domain/schemas/orders';
import { THROTTLE_POLICY } from '../../src/server/auth/policy';
import { hit } from '../../src/server/auth/throttle';
import { users } from '../../src/server/db/schema';
import { renderOrderPdf } from '../../src/server/pdf/orderPdf';
import { CpuPoolBusy, type CpuPool } from '../../src/server/workers/cpuPool';
import { designFigures } from '../../src/server/workers/cpuTasks';
import { CPU_BUDGET_USED, CPU_JOBS_RUNNING, CPU_POOL_FULL } from '../../src/server/workers/jobLimits';
import { createTestApp, type TestApp } from '../support/app';
import { combDrawing, largestOrder } from '../support/worstCase';
import { Client, DEMO, melbourneDate, rowCounts, signIn, signInDemoUsers } from '../api/helpers';
import { designDrawing } from './support';

let t: TestApp;
let client: Client;
let installer: Client;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  [client, installer, admin] = await signInDemoUsers(t.app);
  // The pool's thread starts with its first job: not part of what is measured.
  expect((await client.post('/api/designs', { name: 'Warm-up', drawing: designDrawing })).statusCode).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

/** Milliseconds of the cheaper of two runs of `job` on this thread (the first also warms the code up). */
async function costOnThisThread(job: () => unknown): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 2; i += 1) {
    const started = performance.now();
    await job();
    times.push(performance.now() - started);
  }
  return Math.min(...times);
}

/** Starts the heavy requests, then asks for /api/health; what answered in which order, and the event loop's longest stall. */
async function healthWhile(heavy: () => Promise<LightMyRequestResponse>[]) {
  const stalls = monitorEventLoopDelay({ resolution: 5 });
  stalls.enable();
  const answered: string[] = [];
  const heavyDone = heavy().map((p) => p.then((res) => (answered.push('heavy'), res)));
  const health = t.app.inject({ method: 'GET', url: '/api/health' }).then((res) => (answered.push('health'), res));
  const [results, healthRes] = await Promise.all([Promise.all(heavyDone), health]);
  stalls.disable();
  return { results, health: healthRes, answered, longestStallMs: stalls.max / 1e6 };
}

/**
 * healthWhile with one job's cost measured on this thread right before, up to three times until the
 * longest stall stays under a third of that cost. With the work on the event loop every attempt stalls
 * for a whole job; on the pool, one busy moment of a shared machine (other test files' processes on the
 * same two cores) must not fail the test. The users' pool-time budgets are reset between attempts.
 */
async function stallsUnderAThird(job: () => unknown, heavy: () => Promise<LightMyRequestResponse>[]) {
  let run;
  let costMs = 0;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await t.db.execute(sql`delete from rate_limits where key like 'cpu-ms:%'`);
    costMs = await costOnThisThread(job);
    run = await healthWhile(heavy);
    if (run.longestStallMs < costMs / 3) break;
  }
  return { ...run!, costMs };
}

describe('CPU-heavy work leaves the event loop', () => {
  it('four saves of a comb-shaped 200-point drawing: health answers first and the loop never stalls for one layout', async () => {
    const drawing = combDrawing();
    const { boardItems } = await t.app.catalogue.get();
    const run = await stallsUnderAThird(
      () => (calculateMaterials(drawing.shapes), layoutForDrawing(drawing, boardItems)),
      () => [client, client, installer, installer].map((who) => who.post('/api/designs', { name: 'Comb', drawing })),
    );

    expect(run.results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(run.results[0].json().figures.layout.boards.length).toBeGreaterThan(0);
    expect(run.health.json()).toEqual({ status: 'ok', database: 'up' });
    expect(run.answered[0]).toBe('health');
    expect(run.longestStallMs, `one layout costs ${run.costMs.toFixed(0)} ms on this thread`).toBeLessThan(run.costMs / 3);
  });

  it('six PDFs of a 400-line order: health answers first and the loop never stalls for one PDF', async () => {
    const payload = largestOrder(melbourneDate(3));
    const mine = await client.post('/api/orders', payload);
    const theirs = await installer.post('/api/orders', payload);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    const order = mine.json() as Order;
    expect(order.lines).toHaveLength(400);
    const run = await stallsUnderAThird(
      () => renderOrderPdf(order, DEMO.client),
      () => [
        client.get(`/api/orders/${order.id}/pdf`),
        client.get(`/api/orders/${order.id}/pdf`),
        installer.get(`/api/orders/${theirs.json().id}/pdf`),
        installer.get(`/api/orders/${theirs.json().id}/pdf`),
        admin.get(`/api/orders/${order.id}/pdf`),
        admin.get(`/api/orders/${theirs.json().id}/pdf`),
      ],
    );

    expect(run.results.map((r) => [r.statusCode, r.headers['content-type']])).toEqual(Array(6).fill([200, 'application/pdf']));
    expect(run.health.json()).toEqual({ status: 'ok', database: 'up' });
    expect(run.answered[0]).toBe('health');
    expect(run.longestStallMs, `one PDF costs ${run.costMs.toFixed(0)} ms on this thread`).toBeLessThan(run.costMs / 3);
  });
});

/** A CPU pool whose jobs wait until the test releases them (or, when full, refuse as the real one does). */
function gatedPool() {
  const waiting: Array<() => void> = [];
  let arrived: (() => void) | null = null;
  let full = false;
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
    orderPdf: (order, email) => gate(() => renderOrderPdf(order, email)),
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
    const order = (await owner.post('/api/orders', largestOrder(melbourneDate(3)))).json() as Order;
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
