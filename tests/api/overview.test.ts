// The admin overview (GET /api/admin/overview) on the real database: admins only (401 anonymous, 403
// clients and installers); the counts follow new leads, leads received today (Melbourne), and orders
// waiting to be approved or dispatched.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOverview, type AdminOverview } from '../../src/domain/schemas/overview';
import { contactRequests } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { contactBody, orderPayload, quoteBody } from '../reliability/support';
import { Client, DEMO, signIn } from './helpers';

let t: TestApp;
let admin: Client;
let client: Client;
let address = 0;
const visitor = () => new Client(t.app, `203.0.113.${(address += 1)}`);

beforeAll(async () => {
  t = await createTestApp();
  [admin, client] = await Promise.all([signIn(t.app, DEMO.admin), signIn(t.app, DEMO.client)]);
});
afterAll(async () => {
  await t?.close();
});

async function overview(): Promise<AdminOverview> {
  const res = await admin.get('/api/admin/overview');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return adminOverview.parse(res.json());
}

describe('GET /api/admin/overview', () => {
  it('answers 401 to visitors and 403 to clients and installers', async () => {
    expect((await new Client(t.app).get('/api/admin/overview')).statusCode).toBe(401);
    const installer = await signIn(t.app, DEMO.installer);
    for (const who of [client, installer]) {
      const res = await who.get('/api/admin/overview');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Only an admin can see the overview' });
    }
  });

  it('counts new leads, the leads received today, and the orders to approve and to dispatch', async () => {
    const before = await overview();
    // Two quote requests and two enquiries; one enquiry arrived two days ago, one quote is already contacted.
    const posted = async (url: string, body: object) => {
      const res = await visitor().post(url, body);
      expect(res.statusCode).toBe(201);
      return (res.json() as { id: string }).id;
    };
    const contacted = await posted('/api/quotes', quoteBody);
    await posted('/api/quotes', quoteBody);
    const old = await posted('/api/contact', contactBody);
    await posted('/api/contact', contactBody);
    expect((await admin.patch(`/api/leads/${contacted}`, { status: 'contacted' })).statusCode).toBe(200);
    await t.db
      .update(contactRequests)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(contactRequests.id, old));
    // Three orders: one stays pending, one approved, one dispatched.
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await client.post('/api/orders', orderPayload());
      expect(res.statusCode).toBe(201);
      ids.push((res.json() as { id: string }).id);
    }
    expect((await admin.put(`/api/orders/${ids[1]}/status`, { status: 'approved' })).statusCode).toBe(200);
    expect((await admin.put(`/api/orders/${ids[2]}/status`, { status: 'dispatched' })).statusCode).toBe(200);

    expect(await overview()).toEqual({
      newQuoteRequests: before.newQuoteRequests + 1,
      newEnquiries: before.newEnquiries + 2,
      quoteRequestsToday: before.quoteRequestsToday + 2,
      enquiriesToday: before.enquiriesToday + 1,
      ordersToApprove: before.ordersToApprove + 1,
      ordersToDispatch: before.ordersToDispatch + 1,
    });
  });
});
