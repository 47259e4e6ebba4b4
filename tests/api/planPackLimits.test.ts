// The plan pack's bounds (issue 34, item 1; docs/product.md#designs): a drawing too detailed to draw in
// time is refused with the reason before any job runs, for its owner and for a share link's visitors, and
// a pack already made for the same name, drawing, catalogue and prices is sent again without a job, on
// the real CPU pool (its plan-pack jobs counted here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_PACK_TOO_DETAILED } from '../../src/domain/jobCost';
import { DEFAULT_DECK_OPTIONS } from '../../src/domain/frameGuide';
import { createCpuPool, type CpuPool } from '../../src/server/workers/cpuPool';
import { createTestApp, type TestApp } from '../support/app';
import { rectangleDrawing, saveDesign } from '../support/savedDesign';
import { combsDrawing } from '../support/worstCase';
import { Client, signInDemoUsers } from './helpers';

/** The real pool, its plan-pack jobs counted. */
function countingPool() {
  const real = createCpuPool();
  const counts = { planPdf: 0 };
  const pool: CpuPool = {
    ...real,
    planPdf: (plan, lane) => {
      counts.planPdf += 1;
      return real.planPdf(plan, lane);
    },
  };
  return { pool, counts };
}

let t: TestApp;
let client: Client;
const counting = countingPool();
beforeAll(async () => {
  t = await createTestApp({ cpuPool: counting.pool });
  [client] = await signInDemoUsers(t.app);
});
afterAll(async () => {
  await t?.close();
});

const tokenOf = (res: { json: () => unknown }) => (res.json() as { token: string }).token;

describe('a plan pack too detailed to draw', () => {
  it('5 comb outlines of 198 points answer 422 with the reason before any job, to the owner and to visitors, every time', async () => {
    const saved = await client.post('/api/designs', { name: 'Combs', drawing: combsDrawing() });
    expect(saved.statusCode, saved.body.slice(0, 200)).toBe(201);
    const { id } = saved.json() as { id: string };
    const share = await client.post(`/api/designs/${id}/share`);
    const visitor = new Client(t.app, '203.0.113.91');
    const visitorShare = await visitor.post('/api/shared-designs', { drawing: combsDrawing() });
    expect(visitorShare.statusCode, visitorShare.body.slice(0, 200)).toBe(201);

    const before = counting.counts.planPdf;
    for (const res of [
      await client.get(`/api/designs/${id}/plan.pdf`),
      await visitor.get(`/api/shared-designs/${tokenOf(share)}/plan.pdf`),
      await visitor.get(`/api/shared-designs/${tokenOf(visitorShare)}/plan.pdf`),
      await visitor.get(`/api/shared-designs/${tokenOf(visitorShare)}/plan.pdf`),
    ]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: PLAN_PACK_TOO_DETAILED });
    }
    expect(counting.counts.planPdf).toBe(before);
  });
});

describe('plan packs kept by what they are made from', () => {
  it("a repeat download is the same bytes without a job, a link's visitor shares it, a new name or drawing makes another", async () => {
    const design = await saveDesign(client, rectangleDrawing(DEFAULT_DECK_OPTIONS));
    const url = `/api/designs/${design.id}/plan.pdf`;
    const before = counting.counts.planPdf;
    const first = await client.get(url);
    expect(first.statusCode, first.body.slice(0, 200)).toBe(200);
    expect(counting.counts.planPdf).toBe(before + 1);

    const again = await client.get(url);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/pdf');
    expect(again.headers['content-disposition']).toBe('attachment; filename="back-deck-plan.pdf"');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // The owner pays catalogue prices here, so the link's visitors read the very same pack.
    const share = await client.post(`/api/designs/${design.id}/share`);
    const viaLink = await new Client(t.app, '203.0.113.92').get(`/api/shared-designs/${tokenOf(share)}/plan.pdf`);
    expect(viaLink.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(counting.counts.planPdf).toBe(before + 1);

    // Two at once share one job.
    const renamed = await client.put(`/api/designs/${design.id}`, { name: 'Side deck' });
    expect(renamed.statusCode).toBe(200);
    const both = await Promise.all([client.get(url), client.get(url)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both[0].rawPayload.equals(both[1].rawPayload)).toBe(true);
    expect(both[0].rawPayload.equals(first.rawPayload)).toBe(false);
    expect(counting.counts.planPdf).toBe(before + 2);

    const moved = rectangleDrawing({ ...DEFAULT_DECK_OPTIONS, heightMm: 900 });
    expect((await client.put(`/api/designs/${design.id}`, { drawing: moved })).statusCode).toBe(200);
    expect((await client.get(url)).statusCode).toBe(200);
    expect(counting.counts.planPdf).toBe(before + 3);
  });
});
