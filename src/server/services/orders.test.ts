// The created order is answered from what was stored (no re-read): it must equal what every later
// read of the same order answers, for each shape of order and for an admin's view with ownerEmail.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueItems } from '../db/schema';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { Client, DEMO, signIn } from '../../../tests/api/helpers';

const NOW = new Date('2026-11-21T13:30:00Z');
// Sunday 22 Nov 2026, 00:30 in Melbourne: the first day the calendar offers is Monday.
const TODAY = '2026-11-23';
const barossa = {
  brand: 'WoodEvo',
  range: 'HOME',
  type: 'Grooved',
  colorId: '',
  colorName: 'Barossa',
  size: '5400 x 137 x 23mm',
  quantity: 10,
  item_id: 'we-home-grooved-barossa-5400',
};
const clips = {
  name: 'WoodEvo Hidden Clips (box of 100)',
  description: 'any text',
  category: '',
  quantity: 2,
  item_id: 'hw-woodevo-hidden-clips',
};

let t: TestApp;
let admin: Client;
let client: Client;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  [admin, client] = await Promise.all([signIn(t.app, DEMO.admin), signIn(t.app, DEMO.client)]);
});
afterAll(async () => {
  await t?.close();
});

describe('the answer to POST /api/orders', () => {
  it.each([
    [
      'an admin, with a project, boards and hardware, delivery',
      'admin',
      {
        boards: [barossa, { ...barossa, quantity: 3 }],
        hardwareItems: [clips],
        deliveryMethod: 'delivery',
        deliveryStreetAddress: ' 1 Bay St ',
        deliveryCityPostcode: 'Brighton 3186',
        pickupLocation: 'ignored',
      },
    ],
    [
      'a client, hardware only, pickup at the default place',
      'client',
      {
        boards: [],
        hardwareItems: [clips],
        deliveryMethod: 'pickup',
        deliveryStreetAddress: 'ignored',
        deliveryCityPostcode: '',
        pickupLocation: '',
      },
    ],
  ] as const)('equals the stored order as read back: %s', async (_label, who, lines) => {
    const user = who === 'admin' ? admin : client;
    const project = (await user.post('/api/projects', { name: `Deck of ${who}` })).json() as { id: string };
    const res = await user.post('/api/orders', {
      project: who === 'admin' ? project.id : null,
      preferredDate: TODAY,
      notes: 'Gate code 1234',
      ...lines,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as { id: string; createdAt: string };
    expect(res.headers.location).toBe(`/api/orders/${created.id}`);
    // Order detail is the same order plus its status history (placed, by whoever placed it) and what
    // waits on back order (nothing: the warehouse holds the demo stock).
    const placed = { status: 'pending', changedAt: created.createdAt, changedBy: `${who}@boardwalk.example` };
    expect((await user.get(`/api/orders/${created.id}`)).json()).toEqual({ ...created, history: [placed], backOrders: [] });
    const listed = ((await user.get('/api/orders')).json() as { id: string }[]).find((o) => o.id === created.id);
    expect(listed).toEqual(created);
  });
});

describe('the in-memory catalogue the order checks use', () => {
  it('still refuses (422, naming the line) an item removed from the catalogue after it was loaded', async () => {
    const item = 'we-home-grooved-hampton-5400';
    const line = { ...barossa, colorName: 'Hampton', item_id: item };
    const order = { boards: [line], hardwareItems: [], deliveryMethod: 'pickup', pickupLocation: '', preferredDate: TODAY, notes: '' };
    expect((await client.post('/api/orders', order)).statusCode).toBe(201); // the catalogue is now loaded
    // The order just made references the item: remove it (its lines cascade), then the item.
    await t.pool.query('delete from orders where id in (select order_id from order_boards where item_id = $1)', [item]);
    await t.db.delete(catalogueItems).where(eq(catalogueItems.itemId, item));
    const res = await client.post('/api/orders', order);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(`Board line 1: item ${item} is not a board in the catalogue`);
  });
});
