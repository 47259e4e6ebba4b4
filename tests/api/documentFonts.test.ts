// Fonts that cover what people type (docs/product.md#quotes; the issue's "API
// and documents"): the order PDF and the quote PDF, read back as a reader extracts them, say the
// customer's own words, accents, Chinese, Japanese and Korean characters and emoji included, and take markup
// characters as plain text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { catalogueItems } from '../../src/server/db/schema';
import { order as orderSchema } from '../../src/domain/schemas/orders';
import { quoteDetail } from '../../src/domain/schemas/quotes';
import { createTestApp, type TestApp } from '../support/app';
import { pdfText } from '../support/pdfText';
import { Client, DEMO, offeredDay, signIn } from './helpers';

const TYPED = 'Zoë 山田 🙂 <b>&';
const MORE = 'こんにちは 김민준 Москва Łódź 🇦🇺';

let t: TestApp;
let client: Client;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  [client, admin] = await Promise.all([signIn(t.app, DEMO.client), signIn(t.app, DEMO.admin)]);
});
afterAll(async () => {
  await t?.close();
});

describe('what people type, in both documents', () => {
  it('the quote PDF shows the customer name and note as typed', async () => {
    const created = await admin.post('/api/quotes', { customerName: TYPED, customerEmail: 'zoe.yamada@fonts.example' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = quoteDetail.parse(created.json());
    const patched = await admin.patch(`/api/quotes/${id}`, {
      note: `${TYPED} ${MORE}`,
      lines: [{ kind: 'free', description: `Install ${TYPED}`, quantity: 1, unitPriceCents: 10_000 }],
    });
    expect(patched.statusCode, patched.body).toBe(200);

    const [page] = await pdfText((await admin.get(`/api/quotes/${id}/pdf`)).rawPayload);
    expect(page).toContain(`Customer: ${TYPED}`);
    expect(page).toContain(`Note: ${TYPED} ${MORE}`);
    expect(page).toContain(`Install ${TYPED}`);
  });

  it('the order PDF shows the notes as typed', async () => {
    const [hardware] = await t.db.select().from(catalogueItems).where(eq(catalogueItems.kind, 'hardware')).limit(1);
    const res = await client.post('/api/orders', {
      boards: [],
      hardwareItems: [{ name: hardware.name, description: '', category: 'Hardware', quantity: 1, item_id: hardware.itemId }],
      deliveryMethod: 'pickup',
      deliveryStreetAddress: '',
      deliveryCityPostcode: '',
      pickupLocation: '',
      preferredDate: offeredDay('pickup', 3),
      notes: `${TYPED} ${MORE}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = orderSchema.parse(res.json());

    const [page] = await pdfText((await client.get(`/api/orders/${order.id}/pdf`)).rawPayload);
    expect(page).toContain(`Notes: ${TYPED} ${MORE}`);
  });
});
