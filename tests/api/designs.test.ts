// Saved designs (docs/product.md#designs): owner only (another user's, an unknown or a
// malformed id all answer 404, admins included), a version per save with the last 20 kept, share links
// that die when revoked, visitors' throttled snapshot links, and the design an order or a quote came from.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  design,
  designList,
  DESIGN_VERSIONS_KEPT,
  sharedDesign,
  shareLink,
  VISITOR_SHARES_PER_HOUR,
  type DesignDrawing,
} from '../../src/domain/schemas/designs';
import { LAYOUT_MAX_EXTENT_MM } from '../../src/domain/constants';
import { order } from '../../src/domain/schemas/orders';
import { billForDrawing } from '../../src/domain/designPlan';
import { designVersions, orders, quoteRequests } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { BAROSSA_LINE, Client, offeredDay, rowCounts, signInDemoUsers } from './helpers';

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

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** A w x h mm rectangle at (x, y). */
function rect(id: string, w: number, h: number, x = 0, y = 0) {
  return {
    id,
    points: [
      { x, y },
      { x: x + w, y },
      { x: x + w, y: y + h },
      { x, y: y + h },
    ],
  };
}

const drawing: DesignDrawing = {
  shapes: [rect('shape-1', 5000, 4000)],
  brand: 'WoodEvo',
  colorItemId: 'we-home-grooved-barossa-5400',
  boardDirection: 'horizontal',
};

async function createDesign(who: Client, body: Record<string, unknown> = {}) {
  const res = await who.post('/api/designs', { name: 'Back deck', drawing, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return design.parse(res.json());
}

async function newProject(who: Client, name: string): Promise<string> {
  const res = await who.post('/api/projects', { name });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

describe('designs', () => {
  it('saves a design with the figures the server computed, reads it back and lists it', async () => {
    const created = await client.post('/api/designs', { name: '  Back deck  ', drawing });
    expect(created.statusCode).toBe(201);
    const body = design.parse(created.json());
    expect(created.headers.location).toBe(`/api/designs/${body.id}`);
    expect(body).toMatchObject({ name: 'Back deck', projectId: null, projectName: null, version: 1, drawing, share: null });
    // The spec's Calculations for 20 m2: 28 boards, 2 clip boxes (area x 1.4, boards / 20).
    expect(body.figures.spec).toMatchObject({ deckArea: 20, deckBoards: 28, clipBoxes: 2 });

    expect(design.parse((await client.get(`/api/designs/${body.id}`)).json())).toEqual(body);
    const list = designList.parse((await client.get('/api/designs')).json());
    expect(list[0]).toMatchObject({ id: body.id, name: 'Back deck', shared: false, version: 1 });
  });

  it("counts the plan's bill of materials with the calculator's own domain functions over the colour's stock lengths", async () => {
    const created = await createDesign(client);
    const { boardItems } = await t.app.catalogue.get();
    const expected = billForDrawing(drawing, { boardItems })!.bill.figures;
    expect(created.figures.layout).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(created.figures.layout!.boards.length).toBeGreaterThan(0);
    for (const row of created.figures.layout!.boards) expect(row.itemId).toMatch(/^we-home-grooved-barossa-/);

    const vertical = await createDesign(client, { drawing: { ...drawing, boardDirection: 'vertical' } });
    const verticalBill = billForDrawing({ ...drawing, boardDirection: 'vertical' }, { boardItems })!.bill;
    expect(vertical.figures.layout).toEqual(JSON.parse(JSON.stringify(verticalBill.figures)));
  });

  it('no layout without a colour, with a colour the catalogue lacks, or past the largest deck laid; spec figures stand', async () => {
    const huge = { ...drawing, shapes: [rect('shape-1', LAYOUT_MAX_EXTENT_MM + 10, 1000)] };
    for (const sent of [{ ...drawing, colorItemId: null }, { ...drawing, colorItemId: 'no-such-item' }, huge]) {
      const created = await createDesign(client, { drawing: sent });
      expect(created.figures.layout).toBeNull();
      expect(created.figures.spec.deckArea).toBeGreaterThan(0);
    }
  });

  it('ignores figures a client sends: only the drawing counts', async () => {
    const res = await client.post('/api/designs', { name: 'Sneaky', drawing, figures: { spec: { deckBoards: 1 } } });
    expect(res.statusCode).toBe(201);
    expect(design.parse(res.json()).figures.spec.deckBoards).toBe(28);
  });

  it('answers 401 without a session on every owner route', async () => {
    const anonymous = new Client(t.app);
    for (const res of [
      await anonymous.get('/api/designs'),
      await anonymous.post('/api/designs', { name: 'x', drawing }),
      await anonymous.get(`/api/designs/${MISSING_ID}`),
      await anonymous.put(`/api/designs/${MISSING_ID}`, { name: 'x' }),
      await anonymous.delete(`/api/designs/${MISSING_ID}`),
      await anonymous.post(`/api/designs/${MISSING_ID}/share`),
      await anonymous.delete(`/api/designs/${MISSING_ID}/share`),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Not signed in' });
    }
  });

  it("another user's design (admins too), an unknown and a malformed id all answer 404 Design not found, and change nothing", async () => {
    const mine = await createDesign(client, { name: 'Private deck' });
    for (const [who, id] of [
      [installer, mine.id],
      [admin, mine.id],
      [client, MISSING_ID],
      [client, 'not-a-uuid'],
    ] as const) {
      for (const res of [
        await who.get(`/api/designs/${id}`),
        await who.put(`/api/designs/${id}`, { name: 'Taken', drawing }),
        await who.post(`/api/designs/${id}/share`),
        await who.delete(`/api/designs/${id}/share`),
        await who.delete(`/api/designs/${id}`),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Design not found' });
      }
    }
    expect(designList.parse((await installer.get('/api/designs')).json()).map((d) => d.id)).not.toContain(mine.id);
    expect(design.parse((await client.get(`/api/designs/${mine.id}`)).json())).toMatchObject({
      name: 'Private deck',
      version: 1,
      share: null,
    });
  });

  it('keeps the deck build choices with the drawing (docs/product.md#subframe-and-edges); an older drawing has none', async () => {
    const deck = {
      heightMm: 900,
      frame: 'steel' as const,
      border: 'double' as const,
      breaker: true,
      wallEdges: [{ shape: 0, edge: 0 }],
      steps: { shape: 0, edge: 2 },
    };
    const created = await client.post('/api/designs', { name: 'Built', drawing: { ...drawing, deck } });
    expect(created.statusCode).toBe(201);
    const body = design.parse(created.json());
    expect(body.drawing.deck).toEqual(deck);
    expect(design.parse((await client.get(`/api/designs/${body.id}`)).json()).drawing.deck).toEqual(deck);
    expect((await createDesign(client)).drawing).not.toHaveProperty('deck');
    const refused = await client.post('/api/designs', { name: 'x', drawing: { ...drawing, deck: { ...deck, heightMm: 10 } } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Deck height must be at least 50 mm');
    // The balustrade the customer adds, and its colour, are kept too; an unknown colour is refused.
    const railed = { ...deck, balustradeEdges: [{ shape: 0, edge: 1 }], balustradeColour: 'pearl-white' as const };
    const withBalustrade = design.parse(
      (await client.post('/api/designs', { name: 'Railed', drawing: { ...drawing, deck: railed } })).json(),
    );
    expect(withBalustrade.drawing.deck).toEqual(railed);
    const badColour = await client.post('/api/designs', {
      name: 'x',
      drawing: { ...drawing, deck: { ...deck, balustradeColour: 'gold' } },
    });
    expect(badColour.statusCode).toBe(400);
    expect(badColour.json().message).toBe('Balustrade colour must be one of: black, monument, pearl-white');
  });

  it('refuses a bad body with a message and stores nothing', async () => {
    const foreignProject = await newProject(installer, 'Not yours');
    const before = await rowCounts(t.db);
    const designsBefore = designList.parse((await client.get('/api/designs')).json()).length;
    const cases: [unknown, string][] = [
      [{ name: '', drawing }, 'Design name is required'],
      [{ name: 'x', drawing: { ...drawing, shapes: [] } }, 'A design needs at least one shape'],
      [{ name: 'x', drawing: { ...drawing, shapes: [{ id: 's', points: [{ x: 0, y: 0 }] }] } }, 'A shape outline needs at least 3 points'],
      [
        { name: 'x', drawing: { ...drawing, boardDirection: 'herringbone' } },
        'Board direction must be one of: horizontal, vertical, diagonal',
      ],
      [{ name: 'x', projectId: 'nope', drawing }, 'Project not found'],
      [{ name: 'x', projectId: MISSING_ID, drawing }, 'Project not found'],
    ];
    for (const [body, message] of cases) {
      const res = await client.post('/api/designs', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const res = await client.post('/api/designs', { name: 'x', projectId: foreignProject, drawing });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Project not found', issues: [{ path: ['body', 'projectId'] }] });
    expect((await client.put(`/api/designs/${MISSING_ID}`, {})).json().message).toBe('Nothing to update');
    expect(await rowCounts(t.db)).toEqual(before);
    expect(designList.parse((await client.get('/api/designs')).json())).toHaveLength(designsBefore);
  });

  it('renames and moves between projects without a new version; a drawing makes one', async () => {
    const created = await createDesign(client);
    const projectId = await newProject(client, 'Design home');
    const moved = design.parse((await client.put(`/api/designs/${created.id}`, { name: 'Front deck', projectId })).json());
    expect(moved).toMatchObject({ name: 'Front deck', projectId, projectName: 'Design home', version: 1 });
    const bigger = { ...drawing, shapes: [rect('shape-1', 10_000, 4000)] };
    const saved = design.parse((await client.put(`/api/designs/${created.id}`, { drawing: bigger })).json());
    expect(saved).toMatchObject({ name: 'Front deck', projectId, version: 2, drawing: bigger });
    expect(saved.figures.spec).toMatchObject({ deckArea: 40, deckBoards: 56 });
    const out = design.parse((await client.put(`/api/designs/${created.id}`, { projectId: null })).json());
    expect(out).toMatchObject({ projectId: null, projectName: null, version: 2 });
  });

  it(`keeps the last ${DESIGN_VERSIONS_KEPT} versions: 21 saves keep 20, numbers only grow`, async () => {
    const created = await createDesign(client, { name: 'Many saves' });
    let last = created.version;
    for (let n = 2; n <= DESIGN_VERSIONS_KEPT + 1; n += 1) {
      const res = await client.put(`/api/designs/${created.id}`, { drawing: { ...drawing, shapes: [rect('shape-1', 1000 * n, 1000)] } });
      expect(res.statusCode).toBe(200);
      const version = design.parse(res.json()).version;
      expect(version).toBeGreaterThan(last);
      last = version;
    }
    expect(last).toBe(DESIGN_VERSIONS_KEPT + 1);
    const kept = await t.db
      .select({ version: designVersions.version })
      .from(designVersions)
      .where(eq(designVersions.designId, created.id))
      .orderBy(designVersions.version);
    expect(kept.map((v) => v.version)).toEqual(Array.from({ length: DESIGN_VERSIONS_KEPT }, (_, i) => i + 2));
    const current = design.parse((await client.get(`/api/designs/${created.id}`)).json());
    expect(current.figures.spec.deckArea).toBe((1000 * (DESIGN_VERSIONS_KEPT + 1) * 1000) / 1_000_000);
  });

  it('any run of saves keeps exactly the last min(saves, 20) versions, the current one last, renames making none', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Mostly saves, so most runs pass the 20 kept; some stay under it.
        fc.array(fc.oneof({ weight: 4, arbitrary: fc.constant('save') }, { weight: 1, arbitrary: fc.constant('rename') }), {
          minLength: DESIGN_VERSIONS_KEPT - 6,
          maxLength: DESIGN_VERSIONS_KEPT + 8,
          size: 'max',
        }),
        async (steps) => {
          const created = await createDesign(client, { name: 'Property deck' });
          let saves = 1;
          for (const [n, step] of steps.entries()) {
            const body =
              step === 'save' ? { drawing: { ...drawing, shapes: [rect('shape-1', 1000 + n * 10, 1000)] } } : { name: `Name ${n}` };
            const res = await client.put(`/api/designs/${created.id}`, body);
            expect(res.statusCode).toBe(200);
            if (step === 'save') saves += 1;
            expect(design.parse(res.json()).version).toBe(saves);
          }
          const kept = await t.db
            .select({ version: designVersions.version })
            .from(designVersions)
            .where(eq(designVersions.designId, created.id))
            .orderBy(designVersions.version);
          const count = Math.min(saves, DESIGN_VERSIONS_KEPT);
          expect(kept.map((v) => v.version)).toEqual(Array.from({ length: count }, (_, i) => saves - count + 1 + i));
        },
      ),
      { numRuns: 8 },
    );
  });

  it("lists one project's designs with ?projectId=; a project deleted leaves its designs in none", async () => {
    const projectId = await newProject(client, 'Pool surround');
    const inProject = await createDesign(client, { name: 'Pool deck', projectId });
    await createDesign(client, { name: 'Elsewhere' });
    const listed = designList.parse((await client.get('/api/designs', { query: { projectId } })).json());
    expect(listed.map((d) => d.name)).toEqual(['Pool deck']);
    expect(listed[0]).toMatchObject({ projectId, projectName: 'Pool surround' });

    expect((await installer.get('/api/designs', { query: { projectId } })).statusCode).toBe(404);
    expect((await client.get('/api/designs', { query: { projectId: 'nope' } })).statusCode).toBe(400);

    expect((await client.delete(`/api/projects/${projectId}`)).statusCode).toBe(204);
    expect(design.parse((await client.get(`/api/designs/${inProject.id}`)).json())).toMatchObject({ projectId: null, projectName: null });
  });

  it('deletes a design with its versions and link', async () => {
    const created = await createDesign(client);
    const link = shareLink.parse((await client.post(`/api/designs/${created.id}/share`)).json());
    expect((await client.delete(`/api/designs/${created.id}`)).statusCode).toBe(204);
    expect((await client.get(`/api/designs/${created.id}`)).statusCode).toBe(404);
    expect((await new Client(t.app).get(`/api/shared-designs/${link.token}`)).statusCode).toBe(404);
    expect(await t.db.select().from(designVersions).where(eq(designVersions.designId, created.id))).toEqual([]);
  });
});

describe('share links', () => {
  it('shares a design as an unguessable link anyone can read; sharing again answers the same link; revoked, it is dead', async () => {
    const created = await createDesign(client, { name: 'Shared deck' });
    const first = await client.post(`/api/designs/${created.id}/share`);
    expect(first.statusCode).toBe(201);
    const link = shareLink.parse(first.json());
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
    expect(link.url).toBe(`${t.config.publicUrl}/deck/${link.token}`);

    const again = await client.post(`/api/designs/${created.id}/share`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(design.parse((await client.get(`/api/designs/${created.id}`)).json()).share).toEqual(link);
    expect(designList.parse((await client.get('/api/designs')).json()).find((d) => d.id === created.id)?.shared).toBe(true);

    const visitor = new Client(t.app, '10.9.0.1');
    const read = await visitor.get(`/api/shared-designs/${link.token}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(sharedDesign.parse(read.json())).toMatchObject({ name: 'Shared deck', drawing, figures: created.figures });

    // The link shows the design as it is now.
    const bigger = { ...drawing, shapes: [rect('shape-1', 6000, 5000)] };
    await client.put(`/api/designs/${created.id}`, { drawing: bigger });
    expect(sharedDesign.parse((await visitor.get(`/api/shared-designs/${link.token}`)).json()).drawing).toEqual(bigger);

    expect((await client.delete(`/api/designs/${created.id}/share`)).statusCode).toBe(204);
    const gone = await visitor.get(`/api/shared-designs/${link.token}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBeTruthy();
    expect(design.parse((await client.get(`/api/designs/${created.id}`)).json()).share).toBeNull();

    // Sharing again makes a new link; the revoked one stays dead.
    const renewed = shareLink.parse((await client.post(`/api/designs/${created.id}/share`)).json());
    expect(renewed.token).not.toBe(link.token);
    expect((await visitor.get(`/api/shared-designs/${link.token}`)).statusCode).toBe(404);
    expect((await visitor.get(`/api/shared-designs/${renewed.token}`)).statusCode).toBe(200);
  });

  it('an unknown or malformed token answers 404', async () => {
    const visitor = new Client(t.app);
    for (const token of ['A'.repeat(43), 'short', '%00', 'x'.repeat(100)]) {
      const res = await visitor.get(`/api/shared-designs/${token}`);
      expect(res.statusCode, token).toBe(404);
    }
  });

  it('a visitor shares a snapshot of their drawing, with the figures computed here', async () => {
    const visitor = new Client(t.app, '10.9.0.2');
    const res = await visitor.post('/api/shared-designs', { drawing, figures: { nonsense: true } });
    expect(res.statusCode).toBe(201);
    const link = shareLink.parse(res.json());
    expect(link.url).toBe(`${t.config.publicUrl}/deck/${link.token}`);
    const read = sharedDesign.parse((await visitor.get(`/api/shared-designs/${link.token}`)).json());
    expect(read).toMatchObject({ name: 'Shared deck design', drawing, figures: { spec: { deckArea: 20, deckBoards: 28 } } });
    const named = shareLink.parse((await visitor.post('/api/shared-designs', { name: 'Our deck', drawing })).json());
    expect(sharedDesign.parse((await visitor.get(`/api/shared-designs/${named.token}`)).json()).name).toBe('Our deck');
    const bad = await visitor.post('/api/shared-designs', { drawing: { ...drawing, shapes: [] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('A design needs at least one shape');
  });

  it(`throttles visitors' links to ${VISITOR_SHARES_PER_HOUR} an hour per address with a 429 and a message`, async () => {
    const visitor = new Client(t.app, '10.9.0.3');
    for (let n = 0; n < VISITOR_SHARES_PER_HOUR; n += 1) {
      expect((await visitor.post('/api/shared-designs', { drawing })).statusCode).toBe(201);
    }
    const refused = await visitor.post('/api/shared-designs', { drawing });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many requests. Please wait a few minutes and try again.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await new Client(t.app, '10.9.0.4').post('/api/shared-designs', { drawing })).statusCode).toBe(201);
  });
});

describe('the share page', () => {
  it('sends no Referer onward from /deck/{token} (its URL is the secret); the calculator keeps the site policy', async () => {
    for (const url of ['/deck/abc', '/deck/abc?x=1']) {
      expect((await t.app.inject({ method: 'GET', url })).headers['referrer-policy'], url).toBe('no-referrer');
    }
    for (const url of ['/deck-calculator', '/decks']) {
      expect((await t.app.inject({ method: 'GET', url })).headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('orders and quotes from a design', () => {
  const PICKUP_DAY = offeredDay('pickup', 0);
  const orderBody = (designId?: unknown) => ({
    boards: [BAROSSA_LINE],
    deliveryMethod: 'pickup',
    deliveryStreetAddress: '',
    deliveryCityPostcode: '',
    pickupLocation: 'warehouse',
    preferredDate: PICKUP_DAY,
    notes: '',
    hardwareItems: [],
    ...(designId !== undefined ? { designId } : {}),
  });

  it('an order stores the design it came from and answers it; a deleted design leaves the order with none', async () => {
    const created = await createDesign(client, { name: 'Ordered deck' });
    const res = await client.post('/api/orders', orderBody(created.id));
    expect(res.statusCode, res.body).toBe(201);
    const placed = order.parse(res.json());
    expect(placed.design).toEqual({ id: created.id, name: 'Ordered deck' });
    expect(order.parse((await client.get(`/api/orders/${placed.id}`)).json()).design).toEqual({ id: created.id, name: 'Ordered deck' });
    // Admins see the link on the order too.
    expect(order.parse((await admin.get(`/api/orders/${placed.id}`)).json()).design).toEqual({ id: created.id, name: 'Ordered deck' });

    await client.put(`/api/designs/${created.id}`, { name: 'Renamed deck' });
    expect(order.parse((await client.get(`/api/orders/${placed.id}`)).json()).design?.name).toBe('Renamed deck');

    expect((await client.delete(`/api/designs/${created.id}`)).statusCode).toBe(204);
    expect(order.parse((await client.get(`/api/orders/${placed.id}`)).json()).design).toBeNull();
    const [row] = await t.db.select({ designId: orders.designId }).from(orders).where(eq(orders.id, placed.id));
    expect(row.designId).toBeNull();
  });

  it('an order without a design answers design null', async () => {
    const res = await client.post('/api/orders', orderBody());
    expect(res.statusCode).toBe(201);
    expect(order.parse(res.json()).design).toBeNull();
  });

  it("an order naming another user's, an unknown or a malformed design: 400 Design not found on the field, nothing stored", async () => {
    const theirs = await createDesign(installer, { name: 'Not yours' });
    const before = await rowCounts(t.db);
    for (const designId of [theirs.id, MISSING_ID, 'nope']) {
      const res = await client.post('/api/orders', orderBody(designId));
      expect(res.statusCode, designId).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Design not found',
        issues: [{ path: ['body', 'designId'], message: 'Design not found' }],
      });
    }
    expect(await rowCounts(t.db)).toEqual(before);
  });

  const quote = {
    fullName: 'Dana Deck',
    email: 'dana@example.com',
    phone: '0400 000 000',
    suburb: 'Brighton',
    projectTimeframe: '1-3-months',
    needInstaller: false,
    shapes: [{ id: 'box-1700000000000', width: 5000, height: 4000, x: 50, y: 50 }],
    woodevoHomeItemId: 'we-home-grooved-barossa-5400',
    deckAreaSqMeters: 20,
  };

  it("a signed-in sender's quote from their own design carries it to the lead detail", async () => {
    const created = await createDesign(client, { name: 'Quoted deck' });
    const res = await client.post('/quotes', { ...quote, designId: created.id });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    const [row] = await t.db.select({ designId: quoteRequests.designId }).from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(row.designId).toBe(created.id);
    const detail = await admin.get(`/api/leads/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().design).toEqual({ id: created.id, name: 'Quoted deck' });
  });

  it("a quote naming a visitor's, a foreign or an unknown design is kept, without the design", async () => {
    const theirs = await createDesign(installer, { name: 'Not yours' });
    for (const [who, designId] of [
      [new Client(t.app, '10.9.1.1'), theirs.id],
      [client, theirs.id],
      [client, MISSING_ID],
    ] as const) {
      const res = await who.post('/quotes', { ...quote, designId });
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json();
      const [row] = await t.db.select({ designId: quoteRequests.designId }).from(quoteRequests).where(eq(quoteRequests.id, id));
      expect(row.designId).toBeNull();
      expect((await admin.get(`/api/leads/${id}`)).json().design).toBeNull();
    }
  });
});
