// Order these materials (docs/product.md#subframe-and-edges): a saved design's priced list, worked out by the
// server from the stored drawing and today's catalogue with the calculator's own domain code, every
// line of it (boards, clips, screws, frame items), owner only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colourStockItems, layoutRulesFor } from '../../src/domain/boardLayout';
import { priceDeckPlan } from '../../src/domain/deckMaterials';
import { planDeck } from '../../src/domain/deckPlan';
import { DEFAULT_DECK_OPTIONS, type DeckOptions } from '../../src/domain/frameGuide';
import { designMaterials } from '../../src/domain/schemas/designMaterials';
import { boardItemsResponse, hardwareItemsResponse } from '../../src/domain/schemas/inventory';
import type { DesignDrawing } from '../../src/domain/schemas/designs';
import { createTestApp, type TestApp } from '../support/app';
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

const deck: DeckOptions = { ...DEFAULT_DECK_OPTIONS, heightMm: 600, frame: 'timber', border: 'single', steps: { shape: 0, edge: 2 } };
const drawing = rectangleDrawing(deck);

async function saved(who: Client, body: DesignDrawing = drawing) {
  return saveDesign(who, body);
}

describe('GET /api/designs/{id}/materials', () => {
  it('answers every line of the priced list the calculator shows: boards, clips, screws and the frame, at today’s prices', async () => {
    const { id } = await saved(client);
    const res = await client.get(`/api/designs/${id}/materials`);
    expect(res.statusCode, res.body).toBe(200);
    const { materials } = designMaterials.parse(res.json());

    const catalogue = {
      boardItems: boardItemsResponse.parse((await client.get('/api/inventory/board-items')).json()).data,
      hardwareItems: hardwareItemsResponse.parse((await client.get('/api/inventory/hardware-items')).json()).data,
    };
    const colour = catalogue.boardItems.find((i) => i.item_id === drawing.colorItemId)!;
    const rules = layoutRulesFor(colour.cf_board_brand, colourStockItems(catalogue.boardItems, colour))!;
    const expected = priceDeckPlan(
      planDeck(drawing.shapes, rules, 'horizontal', deck),
      { brand: 'WoodEvo', frame: 'timber', heightMm: 600, stockItemIds: rules.stockItemIds ?? {}, joistCentresMm: rules.joistCentresMm },
      catalogue,
    );
    expect(materials).not.toBeNull();
    expect(materials!.deck).toEqual(deck);
    expect(materials!.lines).toEqual(
      expected.lines.map(({ itemId, name, quantity, unitPriceCents, lineTotalCents, metres }) => ({
        itemId,
        name,
        quantity,
        unitPriceCents,
        lineTotalCents,
        ...(metres === undefined ? {} : { metres }),
      })),
    );
    expect(materials!.totals).toEqual(expected.totals);
    const ids = materials!.lines.map((l) => l.itemId);
    expect(ids).toContain('we-home-grooved-barossa-5400');
    expect(ids).toContain('hw-woodevo-hidden-clips');
    expect(ids).toContain('hw-timber-subframe-screws');
    expect(ids.some((i) => i.startsWith('hw-joist-timber-'))).toBe(true);
    expect(ids.some((i) => i.startsWith('hw-bearer-timber-'))).toBe(true);
    expect(ids).toContain('hw-stringer-timber-3600');
  });

  it('answers materials null for a design without a colour', async () => {
    const { id } = await saved(client, { ...drawing, colorItemId: null });
    const res = await client.get(`/api/designs/${id}/materials`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ materials: null });
  });

  it("401 without a session; another user's, an unknown and a malformed id answer 404", async () => {
    const { id } = await saved(client);
    expect((await t.app.inject({ method: 'GET', url: `/api/designs/${id}/materials` })).statusCode).toBe(401);
    expect((await installer.get(`/api/designs/${id}/materials`)).statusCode).toBe(404);
    expect((await client.get('/api/designs/00000000-0000-4000-8000-000000000000/materials')).statusCode).toBe(404);
    expect((await client.get('/api/designs/not-a-uuid/materials')).statusCode).toBe(404);
  });
});
