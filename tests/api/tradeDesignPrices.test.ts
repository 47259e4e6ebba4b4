// A saved design's priced list at its owner's prices (docs/product.md#trade-accounts): for a member of the demo
// trade company (Trade tier: boards 15% off, everything else 10%), GET /api/designs/{id}/materials and the plan
// pack's page 3 price every line with the domain's unitPriceFor, to the cent, and the PDF shows "Trade price"
// beside each catalogue price it replaces. A retail customer's, and a share link's (whoever made it), stay at
// the catalogue's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DECK_OPTIONS, type DeckOptions } from '../../src/domain/frameGuide';
import { formatCents, lineTotalCents, orderTotals } from '../../src/domain/money';
import { designMaterials, type MaterialsPayload } from '../../src/domain/schemas/designMaterials';
import { boardItemsResponse } from '../../src/domain/schemas/inventory';
import { TIER_DISCOUNT_BP, discountedCents } from '../../src/domain/tradePricing';
import { createTestApp, type TestApp } from '../support/app';
import { pdfText } from '../support/pdfText';
import { rectangleDrawing, saveDesign } from '../support/savedDesign';
import { Client, signInDemoUsers } from './helpers';

let t: TestApp;
let client: Client;
let installer: Client;
beforeAll(async () => {
  t = await createTestApp();
  [client, installer] = await signInDemoUsers(t.app);
});
afterAll(async () => {
  await t?.close();
});

const deck: DeckOptions = { ...DEFAULT_DECK_OPTIONS, heightMm: 600, frame: 'timber' };
const drawing = rectangleDrawing(deck);

async function materialsOf(who: Client): Promise<{ id: string; materials: MaterialsPayload }> {
  const { id } = await saveDesign(who, drawing);
  const res = await who.get(`/api/designs/${id}/materials`);
  expect(res.statusCode, res.body).toBe(200);
  const { materials } = designMaterials.parse(res.json());
  expect(materials).not.toBeNull();
  return { id, materials: materials! };
}

async function page3(who: Client, id: string): Promise<string> {
  const res = await who.get(`/api/designs/${id}/plan.pdf`);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return (await pdfText(res.rawPayload))[2];
}

describe("a design's priced list for a member of a Trade tier company", () => {
  it('prices every line at the Trade tier, to the cent, in the materials and in the plan pack with Trade price shown', async () => {
    const retail = await materialsOf(client);
    const trade = await materialsOf(installer);
    const boardIds = new Set(boardItemsResponse.parse((await client.get('/api/inventory/board-items')).json()).data.map((i) => i.item_id));
    expect(trade.materials.lines.map((l) => [l.itemId, l.quantity])).toEqual(retail.materials.lines.map((l) => [l.itemId, l.quantity]));
    // By hand: the $54.00 box of WoodEvo clips less Trade's 10% is $48.60.
    expect(trade.materials.lines.find((l) => l.itemId === 'hw-woodevo-hidden-clips')?.unitPriceCents).toBe(4860);
    const expected = retail.materials.lines.map((r) => {
      const unitPriceCents = discountedCents(r.unitPriceCents, TIER_DISCOUNT_BP.trade[boardIds.has(r.itemId) ? 'board' : 'hardware']);
      return { ...r, unitPriceCents, lineTotalCents: lineTotalCents(unitPriceCents, r.quantity) };
    });
    expect(trade.materials.lines).toEqual(expected);
    expect(trade.materials.totals).toEqual(orderTotals(expected.map((l) => l.lineTotalCents)));
    expect(trade.materials.totals.totalCents).toBeLessThan(retail.materials.totals.totalCents);

    const text = await page3(installer, trade.id);
    expect(text).toContain(`Total (inc GST) ${formatCents(trade.materials.totals.totalCents)}`);
    expect(text).toContain(`GST ${formatCents(trade.materials.totals.gstCents)}`);
    const clips = retail.materials.lines.find((l) => l.itemId === 'hw-woodevo-hidden-clips')!;
    expect(text).toContain(`$48.60 / box Trade price ${formatCents(clips.unitPriceCents)}`);
    expect(text.match(/Trade price/g)).toHaveLength(trade.materials.lines.length);
  });

  it("keeps a retail customer's plan pack and a share link's at the catalogue's prices, with no Trade price", async () => {
    const retail = await materialsOf(client);
    const text = await page3(client, retail.id);
    expect(text).toContain(`Total (inc GST) ${formatCents(retail.materials.totals.totalCents)}`);
    expect(text).not.toContain('Trade price');

    // A share link is anyone's: the member's shared design prints the catalogue's prices.
    const { id } = await saveDesign(installer, drawing);
    const share = await installer.post(`/api/designs/${id}/share`);
    expect(share.statusCode, share.body).toBe(201);
    const token = (share.json() as { token: string }).token;
    const res = await new Client(t.app, '203.0.113.91').get(`/api/shared-designs/${token}/plan.pdf`);
    expect(res.statusCode).toBe(200);
    const shared = (await pdfText(res.rawPayload))[2];
    expect(shared).toContain(`Total (inc GST) ${formatCents(retail.materials.totals.totalCents)}`);
    expect(shared).not.toContain('Trade price');
  });
});
