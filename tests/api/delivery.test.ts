// Delivery priced and scheduled (docs/product.md#delivery) on the real database: the
// fee is a line the server prices from the postcode, the days endpoint marks what cannot be served,
// and scheduling never overbooks a day, even with staff taking its last places at once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRef } from '../../src/domain/format';
import { deliveryDayList, runSheet, toScheduleList } from '../../src/domain/schemas/delivery';
import { order as orderSchema, type Order, type OrderCreatePayload } from '../../src/domain/schemas/orders';
import { notifications, orders as ordersTable } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { BAROSSA_LINE, Client, clipsLine, DEMO, signIn } from './helpers';

// Tuesday 1 December 2026, 09:00 in Melbourne: before the cut-off, so Wednesday 2 is the first delivery day.
const NOW = new Date('2026-11-30T22:00:00Z');

let t: TestApp;
let client: Client;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  [client, admin] = await Promise.all([signIn(t.app, DEMO.client), signIn(t.app, DEMO.admin)]);
});
afterAll(async () => {
  await t?.close();
});

function payload(overrides: Partial<OrderCreatePayload> = {}): OrderCreatePayload {
  return {
    boards: [BAROSSA_LINE],
    deliveryMethod: 'delivery',
    deliveryStreetAddress: '12 Bay Road',
    deliveryCityPostcode: 'Sandringham 3191',
    pickupLocation: '',
    preferredDate: '2026-12-03',
    notes: 'Selected subframe: timber',
    hardwareItems: [clipsLine(3)],
    ...overrides,
  };
}

async function place(body: unknown = payload()): Promise<Order> {
  const res = await client.post('/api/orders', body);
  expect(res.statusCode, res.body).toBe(201);
  return orderSchema.parse(res.json());
}

describe('GET /api/delivery/quote', () => {
  it.each([
    ['3000', 'melbourne', 9500],
    ['3207', 'melbourne', 9500],
    ['3208', 'victoria', 19500],
    ['3999', 'victoria', 19500],
    ['2000', 'quoted', null],
  ])('postcode %s: zone %s, fee %s', async (postcode, zone, feeCents) => {
    const res = await new Client(t.app).get(`/api/delivery/quote?postcode=${postcode}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ postcode, zone, feeCents, served: feeCents !== null });
  });

  it('refuses what is not a 4-digit postcode with 400', async () => {
    const res = await new Client(t.app).get('/api/delivery/quote?postcode=31');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Postcode must be 4 digits');
  });
});

describe('the order carries its delivery fee', () => {
  it('prices the fee from the postcode as a line of the order and ignores a fee the browser sends', async () => {
    const plain = await place(payload({ deliveryMethod: 'pickup', deliveryStreetAddress: '', deliveryCityPostcode: '' }));
    expect(plain.deliveryZone).toBeNull();
    expect(plain.lines.some((l) => l.kind === 'delivery')).toBe(false);

    const tampered = { ...payload(), deliveryFeeCents: 1, deliveryZone: 'victoria', totalCents: 5 };
    const created = await place(tampered);
    expect(created.deliveryZone).toBe('melbourne');
    expect(created.deliveryFeeCents).toBe(9500);
    expect(created.lines.at(-1)).toEqual({
      kind: 'delivery',
      item_id: 'delivery',
      name: 'Delivery (Melbourne zone)',
      quantity: 1,
      unit: 'delivery',
      unitPriceCents: 9500,
      lineTotalCents: 9500,
    });
    expect(created.totalCents).toBe(created.lines.reduce((sum, l) => sum + l.lineTotalCents, 0));
    const read = orderSchema.parse((await client.get(`/api/orders/${created.id}`)).json());
    expect(read.lines).toEqual(created.lines);
    expect(read.totalCents).toBe(created.totalCents);
  });

  it('a Victorian postcode pays $195.00; outside the zones the order is placed with freight to be quoted', async () => {
    const regional = await place(payload({ deliveryCityPostcode: 'Geelong 3220' }));
    expect(regional.deliveryFeeCents).toBe(19500);
    const far = await place(payload({ deliveryCityPostcode: 'Sydney 2000' }));
    expect(far).toMatchObject({ deliveryZone: 'quoted', deliveryFeeCents: null, freightToBeQuoted: true });
    expect(far.lines.some((l) => l.kind === 'delivery')).toBe(false);
    const sales = await t.db.select().from(notifications).where(eq(notifications.orderId, far.id));
    expect(sales.length).toBeGreaterThan(0);
  });
});

describe('GET /api/delivery/days', () => {
  it('marks weekends, the cut-off, full and closed days, with remaining places', async () => {
    expect((await new Client(t.app).get('/api/delivery/days?method=delivery&from=2026-12-01&to=2026-12-07')).statusCode).toBe(401);
    const res = await client.get('/api/delivery/days?method=delivery&from=2026-12-01&to=2026-12-07');
    expect(res.statusCode).toBe(200);
    const days = deliveryDayList.parse(res.json());
    expect(days.map((d) => [d.date, d.reason])).toEqual([
      ['2026-12-01', 'cutoff'],
      ['2026-12-02', null],
      ['2026-12-03', null],
      ['2026-12-04', null],
      ['2026-12-05', 'weekend'],
      ['2026-12-06', 'weekend'],
      ['2026-12-07', null],
    ]);
    expect(days[1]).toMatchObject({ capacity: 8, deliverable: true, note: null });
    expect(days[4].note).toBe('No deliveries on weekends');
  });

  it('refuses a backwards or too long span', async () => {
    expect((await client.get('/api/delivery/days?method=delivery&from=2026-12-07&to=2026-12-01')).statusCode).toBe(400);
    expect((await client.get('/api/delivery/days?method=delivery&from=2026-01-01&to=2027-01-01')).statusCode).toBe(400);
    expect((await client.get('/api/delivery/days?method=boat&from=2026-12-01&to=2026-12-02')).statusCode).toBe(400);
  });
});

describe('scheduling (admins only)', () => {
  it('refuses clients, schedules, moves (e-mailing the customer each time) and shows the confirmed day', async () => {
    const placed = await place();
    expect((await client.put(`/api/delivery/orders/${placed.id}/day`, { day: '2026-12-03' })).statusCode).toBe(403);
    expect((await client.get('/api/delivery/to-schedule')).statusCode).toBe(403);

    const waiting = toScheduleList.parse((await admin.get('/api/delivery/to-schedule')).json());
    expect(waiting.find((w) => w.id === placed.id)).toMatchObject({ preferredDate: '2026-12-03', zone: 'melbourne', confirmedDay: null });

    const set = await admin.put(`/api/delivery/orders/${placed.id}/day`, { day: '2026-12-03' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ orderId: placed.id, confirmedDay: '2026-12-03', previousDay: null });
    const moved = await admin.put(`/api/delivery/orders/${placed.id}/day`, { day: '2026-12-04' });
    expect(moved.json()).toEqual({ orderId: placed.id, confirmedDay: '2026-12-04', previousDay: '2026-12-03' });

    expect((await client.get(`/api/orders/${placed.id}`)).json().confirmedDay).toBe('2026-12-04');
    const waitingAfter = toScheduleList.parse((await admin.get('/api/delivery/to-schedule')).json());
    expect(waitingAfter.some((w) => w.id === placed.id)).toBe(false);

    const mails = await t.db.select().from(notifications).where(eq(notifications.orderId, placed.id));
    const ref = orderRef(placed.id);
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([`Order ${ref}: delivery on 3 Dec 2026`, `Order ${ref}: delivery on 4 Dec 2026`]),
    );
  });

  it('refuses a weekend, a public holiday, a closed day and a day gone by with a clear message (staff may take today)', async () => {
    const placed = await place();
    const refused = async (day: string) => {
      const res = await admin.put(`/api/delivery/orders/${placed.id}/day`, { day });
      expect(res.statusCode, day).toBe(409);
      return res.json().message as string;
    };
    expect(await refused('2026-12-05')).toBe('5 Dec 2026 cannot be chosen (No deliveries on weekends): choose another day');
    expect(await refused('2026-12-25')).toBe('25 Dec 2026 cannot be chosen (Public holiday: Christmas Day): choose another day');
    expect(await refused('2026-11-30')).toBe('30 Nov 2026 cannot be chosen (Too soon for the 12:00 order cut-off): choose another day');
    expect((await admin.put('/api/delivery/days/2026-12-08', { capacity: 8, closed: true })).json()).toEqual({
      day: '2026-12-08',
      capacity: 8,
      closed: true,
    });
    expect(await refused('2026-12-08')).toBe('8 Dec 2026 is closed: choose another day');
    const [row] = await t.db.select().from(ordersTable).where(eq(ordersTable.id, placed.id));
    expect(row.confirmedDay).toBeNull();
  });

  it('20 staff scheduling at once for the last 3 places of a day: exactly 3 succeed, the rest are told the day is full', async () => {
    const day = '2026-12-09';
    const placed = await Promise.all(Array.from({ length: 20 }, () => place()));
    expect((await admin.put(`/api/delivery/days/${day}`, { capacity: 3, closed: false })).statusCode).toBe(200);
    const answers = await Promise.all(placed.map((o) => admin.put(`/api/delivery/orders/${o.id}/day`, { day })));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(17);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().message).toBe('9 Dec 2026 is fully booked: choose another day');
    }
    const days = deliveryDayList.parse((await admin.get(`/api/delivery/days?method=delivery&from=${day}&to=${day}`)).json());
    expect(days[0]).toMatchObject({ scheduled: 3, capacity: 3, remaining: 0, reason: 'full' });
  });

  it('the run sheet lists the deliveries in suburb order and the pickups apart', async () => {
    const day = '2026-12-10';
    const a = await place(
      payload({ deliveryStreetAddress: '1 Beach Rd', deliveryCityPostcode: 'Sandringham 3191', notes: 'Side gate', poReference: 'JOB-7' }),
    );
    const b = await place(payload({ deliveryStreetAddress: '9 High St', deliveryCityPostcode: 'Armadale 3143' }));
    const p = await place(payload({ deliveryMethod: 'pickup', deliveryStreetAddress: '', deliveryCityPostcode: '' }));
    for (const o of [a, b, p]) expect((await admin.put(`/api/delivery/orders/${o.id}/day`, { day })).statusCode).toBe(200);
    const res = await admin.get(`/api/delivery/run-sheet/${day}`);
    expect(res.statusCode).toBe(200);
    const sheet = runSheet.parse(res.json());
    expect(sheet.deliveries.map((s) => s.suburb)).toEqual(['Armadale', 'Sandringham']);
    expect(sheet.deliveries[1]).toMatchObject({
      address: '1 Beach Rd, Sandringham 3191',
      customerEmail: DEMO.client,
      notes: 'Side gate',
      poReference: 'JOB-7',
    });
    expect(sheet.deliveries[0].poReference).toBeNull();
    expect(sheet.deliveries[1].items.map((i) => i.kind)).toEqual(['board', 'hardware']);
    expect(sheet.pickups.map((s) => s.id)).toEqual([p.id]);
    expect((await admin.get('/api/delivery/run-sheet/2026-13-01')).statusCode).toBe(400);
  });
});
