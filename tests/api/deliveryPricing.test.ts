// How an order's delivery is charged, said by its caller (services/orders.ts `deliveryPricing`), against
// real PostgreSQL: an order placed in the wizard pays its postcode's zone fee (docs/product.md#delivery); the
// order an accepted quote makes carries exactly the quote's lines and no zone fee, because staff price
// delivery on the quote (docs/product.md#quotes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order as orderSchema, orderDetail, type OrderCreatePayload } from '../../src/domain/schemas/orders';
import { quoteDetail } from '../../src/domain/schemas/quotes';
import { hashToken, newToken } from '../../src/server/auth/tokens';
import { quoteLinks } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { BAROSSA_LINE, Client, clipsLine, DEMO, offeredDay, signIn } from './helpers';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, DEMO.admin);
});
afterAll(async () => {
  await t?.close();
});
const ADDRESS = { street: '12 Bay Road', cityPostcode: 'Sandringham 3191' }; // the Melbourne zone: $95.00
const MELBOURNE_FEE_CENTS = 9_500;

describe('delivery pricing of a new order', () => {
  it('a wizard order to a Melbourne postcode pays the zone fee as a line of its own', async () => {
    const client = await signIn(t.app, DEMO.client);
    const payload: OrderCreatePayload = {
      boards: [BAROSSA_LINE],
      hardwareItems: [clipsLine(2)],
      deliveryMethod: 'delivery',
      deliveryStreetAddress: ADDRESS.street,
      deliveryCityPostcode: ADDRESS.cityPostcode,
      pickupLocation: '',
      preferredDate: offeredDay('delivery', 7),
      notes: '',
    };
    const res = await client.post('/api/orders', payload);
    expect(res.statusCode, res.body).toBe(201);
    const order = orderSchema.parse(res.json());
    expect(order).toMatchObject({ deliveryZone: 'melbourne', deliveryFeeCents: MELBOURNE_FEE_CENTS });
    expect(order.lines.filter((l) => l.kind === 'delivery').map((l) => l.lineTotalCents)).toEqual([MELBOURNE_FEE_CENTS]);
  });

  it("an accepted quote's order, delivered to the same postcode, has no zone fee: its total is the quote's", async () => {
    const email = `delivery.pricing.${Date.now()}@quotes.example`;
    const created = await admin.post('/api/quotes', { customerName: 'Pat Customer', customerEmail: email });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = quoteDetail.parse(created.json());
    const patched = await admin.patch(`/api/quotes/${id}`, {
      lines: [
        { kind: 'item', itemId: 'we-home-grooved-barossa-5400', quantity: 10 },
        { kind: 'free', description: 'Delivery to site', quantity: 1, unitPriceCents: 4_000 },
      ],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const sent = await admin.post(`/api/quotes/${id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    const quote = quoteDetail.parse(sent.json());
    // A link of the test's own to the sent version, as the quote's e-mail would carry one.
    const token = newToken();
    await t.db.insert(quoteLinks).values({ quoteId: id, version: 1, tokenHash: hashToken(token) });

    const accepted = await new Client(t.app).post(`/api/public/quotes/${token}/accept`, {
      method: 'delivery',
      address: ADDRESS.street,
      cityPostcode: ADDRESS.cityPostcode,
      preferredDate: offeredDay('delivery', 7),
      acceptTerms: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const orderId = quoteDetail.parse((await admin.get(`/api/quotes/${id}`)).json()).order!.id;
    const order = orderDetail.parse((await admin.get(`/api/orders/${orderId}`)).json());
    expect(order).toMatchObject({ deliveryZone: null, deliveryFeeCents: null, totalCents: quote.totalCents });
    expect(order.lines.some((l) => l.kind === 'delivery')).toBe(false);
  });
});
