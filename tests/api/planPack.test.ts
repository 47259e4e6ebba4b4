// The plan pack (docs/product.md#subframe-and-edges): a saved design's plan as a 3-page PDF for its owner and
// for a share link's visitors, read back as a person reading it sees it: the plan's dimensions, the deck
// height and joist spacing, the cut list, the priced list's total exactly as the calculator's panel shows
// it, and the company block and the guide's disclaimer on every page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planForDrawing } from '../../src/domain/designPlan';
import { DEFAULT_DECK_OPTIONS, FRAME_ESTIMATE_NOTE, type DeckOptions } from '../../src/domain/frameGuide';
import { formatCents } from '../../src/domain/money';
import { materialLineName } from '../../src/domain/layoutFigures';
import { cutBoardText, cutList, cutPieceText, PLAN_NEEDS_COLOUR } from '../../src/domain/planPack';
import { designMaterials } from '../../src/domain/schemas/designMaterials';
import type { DesignDrawing } from '../../src/domain/schemas/designs';
import { boardItemsResponse, hardwareItemsResponse } from '../../src/domain/schemas/inventory';
import { COMPANY } from '../../src/domain/constants';
import { createTestApp, type TestApp } from '../support/app';
import { rectangleDrawing, saveDesign } from '../support/savedDesign';
import { pdfText } from '../support/pdfText';
import { Client, signInDemoUsers } from './helpers';

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

const deck: DeckOptions = {
  ...DEFAULT_DECK_OPTIONS,
  heightMm: 600,
  frame: 'timber',
  border: 'single',
  wallEdges: [{ shape: 0, edge: 0 }],
  steps: { shape: 0, edge: 2 },
};
const drawing = rectangleDrawing(deck);

async function saved(who: Client, body: DesignDrawing = drawing) {
  return saveDesign(who, body);
}

async function catalogue() {
  return {
    boardItems: boardItemsResponse.parse((await client.get('/api/inventory/board-items')).json()).data,
    hardwareItems: hardwareItemsResponse.parse((await client.get('/api/inventory/hardware-items')).json()).data,
  };
}

describe('GET /api/designs/{id}/plan.pdf', () => {
  it('is a 3-page plan: the deck plan with its dimensions, the framing plan, the priced list and the cut list', async () => {
    const { id } = await saved(client);
    const res = await client.get(`/api/designs/${id}/plan.pdf`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="back-deck-plan.pdf"');
    const pages = await pdfText(res.rawPayload);
    expect(pages).toHaveLength(3);
    const [plan, framing, materials] = pages;

    for (const page of pages) {
      expect(page).toContain(FRAME_ESTIMATE_NOTE);
      expect(page).toContain(COMPANY.legalName);
      expect(page).toContain(`ABN ${COMPANY.abn}`);
    }

    // Page 1: the deck plan to scale, every edge's length, the board direction, border and steps.
    expect(plan).toContain('Deck plan: Back deck');
    expect(plan).toContain('Overall: 4000 mm x 3000 mm');
    expect(plan.match(/\b4000 mm\b/g)!.length).toBeGreaterThanOrEqual(3);
    expect(plan).toMatch(/\b3000 mm 4000 mm 3000 mm\b|\b3000 mm\b.*\b3000 mm\b/);
    expect(plan).toContain('Board direction: Horizontal');
    expect(plan).toContain('Boards run this way');
    expect(plan).toContain('Border: Single');
    // 600 mm in risers of at most 180 mm: 4 of 150 mm, 3 treads of two 137 mm boards and their 5 mm gaps.
    expect(plan).toContain('Steps: 4 risers of 150 mm, 3 treads 284 mm deep, 4000 mm wide');
    expect(plan).toMatch(/Scale 1:\d+ on A4/);

    // Page 2: the frame, its spacings and the deck height.
    expect(framing).toContain('Framing plan: Back deck');
    expect(framing).toContain('Deck height: 600 mm');
    expect(framing).toContain('Subframe: Timber');
    expect(framing).toContain('Joist spacing: 450 mm centres');
    // 3000 mm less the wall's ledger side: two bearers 1500 mm apart, posts within 1800 mm along each.
    expect(framing).toContain('Bearer spacing: 1500 mm at most');
    expect(framing).toContain('Post spacing: 1333 mm at most along each bearer');
    expect(framing).toContain('Ledgers: 1 (4.0 m)');

    // Page 3: the priced list as the panel shows it (the same lines and totals, to the cent), both sets of figures, the cut list.
    const { materials: priced } = designMaterials.parse((await client.get(`/api/designs/${id}/materials`)).json());
    expect(priced).not.toBeNull();
    expect(materials).toContain(`Total (inc GST) ${formatCents(priced!.totals.totalCents)}`);
    expect(materials).toContain(`Subtotal (ex GST) ${formatCents(priced!.totals.subtotalCents)}`);
    expect(materials).toContain(`GST ${formatCents(priced!.totals.gstCents)}`);
    for (const line of priced!.lines) expect(materials).toContain(`${materialLineName(line)} ${line.quantity}`);
    expect(materials.indexOf('From the board layout')).toBeLessThan(materials.indexOf('Quick estimate (area × 1.4)'));
    expect(materials).toContain('Deck Boards: 17');

    const planned = planForDrawing(drawing, await catalogue())!;
    const boards = cutList(planned);
    expect(boards[0].board).toBe(1);
    expect(materials).toContain(`${cutBoardText(boards[0])} ${boards[0].pieces.map(cutPieceText).join('; ')}`);
    expect(materials).toMatch(/Board 1 \(5\.4 m\) Row 1: \d+ mm/);
    // Every bought board has its row, numbered once: the layout's, then the border's and treads'.
    const bought = priced!.lines.find((l) => l.itemId === 'we-home-grooved-barossa-5400')!.quantity;
    expect(boards.map((b) => b.board)).toEqual(Array.from({ length: bought }, (_, i) => i + 1));
    expect(materials).toContain(`Board ${bought} (5.4 m) `);
    expect(materials).toMatch(/Border: 4000 mm/);
    expect(materials).toMatch(/Tread: 4000 mm/);
  });

  it('a diagonal deck 1.2 m up: joists at 300 mm centres, the balustrade on the framing page and priced in the list', async () => {
    const high = { ...rectangleDrawing({ ...deck, heightMm: 1200, border: 'none' }), boardDirection: 'diagonal' as const };
    const { id } = await saved(client, high);
    const res = await client.get(`/api/designs/${id}/plan.pdf`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const [plan, framing, materials] = await pdfText(res.rawPayload);
    expect(plan).toContain('Board direction: Diagonal');
    expect(framing).toContain('Joist spacing: 300 mm centres');
    // The wall's edge has none, the steps' edge is left open: the two side edges, 3 m each, and both sides of the steps.
    expect(framing).toMatch(
      /Balustrade: 2 runs \(6\.0 m\), \d+ posts at most 1500 mm apart, \d+ panels, \d+ rails of 5\.8 m; handrails both sides of the steps/,
    );
    const { materials: priced } = designMaterials.parse((await client.get(`/api/designs/${id}/materials`)).json());
    const post = priced!.lines.find((l) => l.itemId === 'hw-balustrade-post-black');
    expect(post?.unitPriceCents).toBe(8900);
    expect(materials).toContain(`${post!.name} ${post!.quantity}`);
    expect(priced!.lines.find((l) => l.itemId === 'hw-balustrade-panel-1500-black')?.unitPriceCents).toBe(12900);
  });

  it('answers 409 with the reason before the design has a colour', async () => {
    const { id } = await saved(client, { ...drawing, colorItemId: null });
    const res = await client.get(`/api/designs/${id}/plan.pdf`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PLAN_NEEDS_COLOUR);
  });

  it("401 without a session; another user's design (admins included), an unknown and a malformed id answer 404", async () => {
    const { id } = await saved(client);
    expect((await t.app.inject({ method: 'GET', url: `/api/designs/${id}/plan.pdf` })).statusCode).toBe(401);
    const foreign = await installer.get(`/api/designs/${id}/plan.pdf`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).toMatch(/^application\/json/);
    expect((await admin.get(`/api/designs/${id}/plan.pdf`)).statusCode).toBe(404);
    expect((await client.get('/api/designs/00000000-0000-4000-8000-000000000000/plan.pdf')).statusCode).toBe(404);
    expect((await client.get('/api/designs/not-a-uuid/plan.pdf')).statusCode).toBe(404);
  });
});

describe('GET /api/shared-designs/{token}/plan.pdf', () => {
  it("gives a link's visitors the same plan pack, and stops once the link is revoked", async () => {
    const { id } = await saved(client);
    const share = await client.post(`/api/designs/${id}/share`);
    expect(share.statusCode).toBe(201);
    const { token } = share.json() as { token: string };
    const visitor = new Client(t.app, '203.0.113.77');
    const res = await visitor.get(`/api/shared-designs/${token}/plan.pdf`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pages = await pdfText(res.rawPayload);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('Deck plan: Back deck');
    expect(pages[1]).toContain('Deck height: 600 mm');
    for (const page of pages) expect(page).toContain(FRAME_ESTIMATE_NOTE);

    expect((await client.delete(`/api/designs/${id}/share`)).statusCode).toBe(204);
    expect((await visitor.get(`/api/shared-designs/${token}/plan.pdf`)).statusCode).toBe(404);
  });

  it("serves a visitor's shared snapshot under the share page's heading; an unknown or malformed token answers 404", async () => {
    const visitor = new Client(t.app, '203.0.113.78');
    const share = await visitor.post('/api/shared-designs', { drawing });
    expect(share.statusCode, share.body).toBe(201);
    const res = await visitor.get(`/api/shared-designs/${(share.json() as { token: string }).token}/plan.pdf`);
    expect(res.statusCode).toBe(200);
    expect((await pdfText(res.rawPayload))[0]).toContain('Deck plan: Shared deck design');
    expect((await visitor.get(`/api/shared-designs/${'A'.repeat(43)}/plan.pdf`)).statusCode).toBe(404);
    expect((await visitor.get('/api/shared-designs/short/plan.pdf')).statusCode).toBe(404);
  });
});
