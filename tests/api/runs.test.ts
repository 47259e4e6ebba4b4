// The last mile (docs/product.md#delivery) on the real database: a driver reaches only their own runs;
// staff give a day's deliveries to a driver in order; starting the run e-mails each customer a window;
// a step sent twice is recorded once; a short delivery leaves a follow-up in To schedule with no second
// fee; not delivered goes back with its reason; the proof is visible to those who see the order.
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRef } from '../../src/domain/format';
import { RUN_MESSAGES } from '../../src/domain/lastMile';
import { toScheduleList } from '../../src/domain/schemas/delivery';
import { order as orderSchema, type Order, type OrderCreatePayload } from '../../src/domain/schemas/orders';
import { orderDelivery, run as runSchema, type Run } from '../../src/domain/schemas/runs';
import { addUser } from '../../src/server/auth/users';
import { deliveryPhotos, deliverySteps, notifications, orders as ordersTable } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { TEST_PASSWORD_HASH_COST } from '../support/testDatabase';
import { BAROSSA_LINE, Client, clipsLine, DEMO, offeredDay, signIn } from './helpers';

// Tuesday 1 December 2026, 09:00 in Melbourne: the run is today's.
const NOW = new Date('2026-11-30T22:00:00Z');
const TODAY = '2026-12-01';
const PASSWORD = 'driver-password-1';

let t: TestApp;
let client: Client;
let installer: Client;
let admin: Client;
let driver: Client;
let otherDriver: Client;
let driverId: string;
let otherDriverId: string;
let photo: string;
let signature: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const [d1, d2] = await Promise.all([
    addUser(t.db, { email: 'driver1@boardwalk.example', role: 'driver', password: PASSWORD, hashCost: TEST_PASSWORD_HASH_COST }),
    addUser(t.db, { email: 'driver2@boardwalk.example', role: 'driver', password: PASSWORD, hashCost: TEST_PASSWORD_HASH_COST }),
  ]);
  driverId = d1.id;
  otherDriverId = d2.id;
  [client, installer, admin, driver, otherDriver] = await Promise.all([
    signIn(t.app, DEMO.client),
    signIn(t.app, DEMO.installer),
    signIn(t.app, DEMO.admin),
    signIn(t.app, d1.email, PASSWORD),
    signIn(t.app, d2.email, PASSWORD),
  ]);
  // A camera photo with EXIF (a copyright and an orientation) the server must strip.
  const jpeg = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#8a6a4a' } })
    .jpeg()
    .withMetadata({ orientation: 1, exif: { IFD0: { Copyright: 'Driver phone', Artist: 'GPS 37.8S 144.9E' } } })
    .toBuffer();
  photo = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  const png = await sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toBuffer();
  signature = `data:image/png;base64,${png.toString('base64')}`;
});
afterAll(async () => {
  await t?.close();
});

function payload(overrides: Partial<OrderCreatePayload> = {}): OrderCreatePayload {
  return {
    boards: [{ ...BAROSSA_LINE, quantity: 10 }],
    deliveryMethod: 'delivery',
    deliveryStreetAddress: '12 Bay Road',
    deliveryCityPostcode: 'Sandringham 3191',
    pickupLocation: '',
    preferredDate: '2026-12-03',
    notes: 'Gate code 1234',
    hardwareItems: [clipsLine(3)],
    ...overrides,
  };
}

async function placeForToday(by: Client = client, overrides: Partial<OrderCreatePayload> = {}): Promise<Order> {
  const res = await by.post('/api/orders', payload(overrides));
  expect(res.statusCode, res.body).toBe(201);
  const placed = orderSchema.parse(res.json());
  const set = await admin.put(`/api/delivery/orders/${placed.id}/day`, { day: TODAY });
  expect(set.statusCode, set.body).toBe(200);
  return placed;
}

async function assign(orderIds: string[], who = driverId) {
  return admin.put('/api/delivery/runs', { day: TODAY, driverId: who, orderIds });
}

const subjectsOf = async (orderId: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.orderId, orderId))).map((n) => n.subject);

describe('the driver role', () => {
  it('reaches its profile and its runs, and nothing else of the portal', async () => {
    const profile = await driver.get('/api/users/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json().role).toBe('driver');
    for (const url of [
      '/api/orders',
      '/api/projects',
      '/api/designs',
      '/api/me/account/statement',
      '/api/delivery/to-schedule',
      '/api/delivery/drivers',
    ]) {
      const res = await driver.get(url);
      expect(res.statusCode, url).toBe(403);
    }
    expect((await driver.post('/api/orders', payload())).statusCode).toBe(403);
    expect((await driver.get('/api/run')).statusCode).toBe(200);
    expect((await client.get('/api/run')).statusCode).toBe(403);
    expect((await admin.get('/api/run')).statusCode).toBe(403);
    expect((await new Client(t.app).get('/api/run')).statusCode).toBe(401);
  });

  it('admins list the drivers a run can go to', async () => {
    const res = await admin.get('/api/delivery/drivers');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((d: { email: string }) => d.email)).toEqual(['driver1@boardwalk.example', 'driver2@boardwalk.example']);
    expect((await client.get('/api/delivery/drivers')).statusCode).toBe(403);
  });
});

describe('a day run from start to proof', () => {
  let first: Order;
  let second: Order;
  let third: Order;
  let theRun: Run;

  it('staff give three of today’s deliveries to a driver and put them in order; only that driver reads the run', async () => {
    first = await placeForToday(client);
    second = await placeForToday(installer, { deliveryCityPostcode: 'Brighton 3186' });
    third = await placeForToday(client, { deliveryCityPostcode: 'Hampton 3188', leaveOnSite: true });
    expect((await assign([first.id, second.id, third.id], 'not-a-uuid')).statusCode).toBe(400);
    expect((await assign([first.id, second.id, third.id], first.ownerEmail ?? first.id)).statusCode).toBe(400);
    const set = await assign([third.id, first.id, second.id]);
    expect(set.statusCode, set.body).toBe(200);
    const reordered = runSchema.parse((await assign([first.id, second.id, third.id])).json());
    expect(reordered.stops.map((s) => s.orderId)).toEqual([first.id, second.id, third.id]);
    expect(reordered.stops.map((s) => s.window)).toEqual([
      { from: '7:00 am', to: '9:00 am' },
      { from: '8:00 am', to: '10:00 am' },
      { from: '9:00 am', to: '11:00 am' },
    ]);
    const stop = reordered.stops[0];
    expect(stop).toMatchObject({ customer: DEMO.client, instructions: 'Gate code 1234', deliveryStatus: 'scheduled', leaveOnSite: false });
    expect(stop.mapsUrl).toContain(encodeURIComponent('12 Bay Road, Sandringham 3191'));
    expect(stop.lines.map((l) => [l.kind, l.quantity])).toEqual([
      ['board', 10],
      ['hardware', 3],
    ]);
    theRun = reordered;

    const mine = (await driver.get('/api/run')).json() as Run[];
    expect(mine.map((r) => r.id)).toEqual([theRun.id]);
    expect((await driver.get(`/api/run/${theRun.id}`)).statusCode).toBe(200);
    expect((await otherDriver.get(`/api/run/${theRun.id}`)).statusCode).toBe(404);
    expect((await otherDriver.get('/api/run')).json()).toEqual([]);
    expect((await otherDriver.post(`/api/run/${theRun.id}/start`, { key: 'start-other-1' })).statusCode).toBe(404);
    const dayRuns = (await admin.get(`/api/delivery/runs?day=${TODAY}`)).json() as Run[];
    expect(dayRuns.map((r) => r.driver.id)).toEqual([driverId]);
    expect(otherDriverId).not.toBe(driverId);
  });

  it('a step before the start is refused; Start run e-mails every customer their window once', async () => {
    const early = await driver.post(`/api/run/${theRun.id}/stops/${first.id}/steps`, { kind: 'on_the_way', key: 'early-step-1' });
    expect(early.statusCode).toBe(409);
    const started = await driver.post(`/api/run/${theRun.id}/start`, { key: 'start-run-1' });
    expect(started.statusCode, started.body).toBe(200);
    expect(runSchema.parse(started.json()).startedAt).toBe(NOW.toISOString());
    expect((await driver.post(`/api/run/${theRun.id}/start`, { key: 'start-run-1' })).statusCode).toBe(200);
    expect(await subjectsOf(first.id)).toContain(`Order ${orderRef(first.id)}: delivery today between 7:00 am and 9:00 am`);
    expect(await subjectsOf(third.id)).toContain(`Order ${orderRef(third.id)}: delivery today between 9:00 am and 11:00 am`);
    const eta = (await subjectsOf(second.id)).filter((s) => s.includes('delivery today between'));
    expect(eta).toEqual([`Order ${orderRef(second.id)}: delivery today between 8:00 am and 10:00 am`]);
    expect((await assign([first.id])).statusCode).toBe(409);
  });

  it('On my way e-mails the customer; the same step sent twice is recorded once', async () => {
    const step = { kind: 'on_the_way', key: 'otw-first-0001' };
    const [a, b] = await Promise.all([
      driver.post(`/api/run/${theRun.id}/stops/${first.id}/steps`, step),
      driver.post(`/api/run/${theRun.id}/stops/${first.id}/steps`, step),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().recorded, b.json().recorded].sort()).toEqual([false, true]);
    const rows = await t.db.select().from(deliverySteps).where(eq(deliverySteps.idempotencyKey, step.key));
    expect(rows).toHaveLength(1);
    expect((await subjectsOf(first.id)).filter((s) => s.endsWith('your delivery is on its way'))).toHaveLength(1);
  });

  it('Delivered with a receiver, a signature and a photo: stored shrunk and stripped, e-mailed, proof for the customer only', async () => {
    const refusedLeft = await driver.post(`/api/run/${theRun.id}/stops/${first.id}/steps`, {
      kind: 'delivered',
      key: 'left-first-0001',
      lines: [],
      leftOnSite: true,
      photos: [photo],
    });
    expect(refusedLeft.statusCode).toBe(400);
    expect(refusedLeft.json().message).toBe('The customer did not ask for the delivery to be left on site');
    const noSignature = await driver.post(`/api/run/${theRun.id}/stops/${first.id}/steps`, {
      kind: 'delivered',
      key: 'nosig-first-001',
      lines: [],
      receiverName: 'Sam Lee',
    });
    expect(noSignature.json().message).toBe('The receiver must sign');
    const notImage = await driver.post(`/api/run/${theRun.id}/stops/${first.id}/steps`, {
      kind: 'delivered',
      key: 'bad-image-first',
      lines: [],
      receiverName: 'Sam Lee',
      signature: Buffer.from('not a picture at all').toString('base64'),
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe('Photos and signatures must be JPEG, PNG or WebP images');

    const body = { kind: 'delivered', key: 'delivered-first-1', lines: [], receiverName: 'Sam Lee', signature, photos: [photo] };
    const res = await driver.post(`/api/run/${theRun.id}/stops/${first.id}/steps`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ recorded: true, deliveryStatus: 'delivered', followUp: false });
    expect((await driver.post(`/api/run/${theRun.id}/stops/${first.id}/steps`, body)).json().recorded).toBe(false);
    const [step] = await t.db
      .select()
      .from(deliverySteps)
      .where(and(eq(deliverySteps.orderId, first.id), eq(deliverySteps.kind, 'delivered')));
    const [stored] = await t.db.select().from(deliveryPhotos).where(eq(deliveryPhotos.stepId, step.id));
    expect(Math.max(stored.width, stored.height)).toBe(2048);
    const meta = await sharp(stored.webp).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();

    expect(await subjectsOf(first.id)).toContain(`Order ${orderRef(first.id)} delivered`);
    const read = orderDelivery.parse((await client.get(`/api/orders/${first.id}/delivery`)).json());
    expect(read).toMatchObject({ status: 'delivered', statusLabel: 'Delivered', outstanding: [] });
    expect(read.attempts[0]).toMatchObject({ kind: 'delivered', receiverName: 'Sam Lee', leftOnSite: false });
    expect(read.attempts[0].lines).toEqual([
      { name: expect.any(String), ordered: 10, delivered: 10 },
      { name: expect.any(String), ordered: 3, delivered: 3 },
    ]);
    const image = await client.get(read.attempts[0].photoUrls[0]);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await client.get(read.attempts[0].signatureUrl!)).headers['content-type']).toBe('image/png');
    expect((await installer.get(read.attempts[0].photoUrls[0])).statusCode).toBe(404);
    expect((await installer.get(`/api/orders/${first.id}/delivery`)).statusCode).toBe(404);
    expect((await driver.get(`/api/orders/${first.id}/delivery`)).statusCode).toBe(403);
    const pdf = await client.get(read.proofUrl!);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await admin.get(read.proofUrl!)).statusCode).toBe(200);
    expect((await installer.get(read.proofUrl!)).statusCode).toBe(404);
  });

  it('a short delivery leaves the rest on a follow-up in To schedule with no second fee', async () => {
    const stop = theRun.stops[1];
    const board = stop.lines.find((l) => l.kind === 'board')!;
    const res = await driver.post(`/api/run/${theRun.id}/stops/${second.id}/steps`, {
      kind: 'delivered',
      key: 'delivered-second-1',
      lines: [{ kind: 'board', lineId: board.lineId, delivered: 7 }],
      receiverName: 'Alex Site',
      signature,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ recorded: true, deliveryStatus: 'delivered', followUp: true });
    const tooMany = await driver.post(`/api/run/${theRun.id}/stops/${second.id}/steps`, {
      kind: 'delivered',
      key: 'delivered-second-2',
      lines: [],
      receiverName: 'Alex Site',
      signature,
    });
    expect(tooMany.statusCode).toBe(409);

    const read = orderDelivery.parse((await installer.get(`/api/orders/${second.id}/delivery`)).json());
    expect(read.outstanding).toEqual([{ name: expect.any(String), quantity: 3 }]);
    const waiting = toScheduleList.parse((await admin.get('/api/delivery/to-schedule')).json());
    expect(waiting.find((w) => w.id === second.id)?.rescheduleReason).toBe(
      'Follow-up delivery: the rest of a short delivery (no delivery fee)',
    );
    const [row] = await t.db.select().from(ordersTable).where(eq(ordersTable.id, second.id));
    expect(row.totalCents).toBe(second.totalCents);
    expect(row.status).toBe(second.status);

    // Scheduled again (even once dispatched), its stop carries only the rest.
    await admin.put(`/api/orders/${second.id}/status`, { status: 'approved' });
    await admin.put(`/api/orders/${second.id}/status`, { status: 'dispatched' });
    const again = await admin.put(`/api/delivery/orders/${second.id}/day`, { day: '2026-12-02' });
    expect(again.statusCode, again.body).toBe(200);
    const followUp = runSchema.parse(
      (await admin.put('/api/delivery/runs', { day: '2026-12-02', driverId, orderIds: [second.id] })).json(),
    );
    expect(followUp.stops[0].lines.map((l) => [l.kind, l.quantity])).toEqual([['board', 3]]);
  });

  it('Not delivered needs a photo, sends the order back to To schedule with the reason, and tells the customer', async () => {
    const noPhoto = await driver.post(`/api/run/${theRun.id}/stops/${third.id}/steps`, {
      kind: 'not_delivered',
      key: 'nd-third-0001',
      reason: 'no_access',
    });
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().message).toBe('Add at least one photo');
    const res = await driver.post(`/api/run/${theRun.id}/stops/${third.id}/steps`, {
      kind: 'not_delivered',
      key: 'nd-third-0002',
      reason: 'no_access',
      photos: [photo],
    });
    expect(res.statusCode, res.body).toBe(200);
    const waiting = toScheduleList.parse((await admin.get('/api/delivery/to-schedule')).json());
    expect(waiting.find((w) => w.id === third.id)).toMatchObject({ confirmedDay: null, rescheduleReason: 'Not delivered: No access' });
    expect(await subjectsOf(third.id)).toContain(`Order ${orderRef(third.id)}: we couldn't deliver today`);
    const read = orderDelivery.parse((await client.get(`/api/orders/${third.id}/delivery`)).json());
    expect(read.attempts[0]).toMatchObject({ kind: 'not_delivered', reason: 'No access' });
    expect(read.attempts[0].photoUrls).toHaveLength(1);
    // The driver's run still shows what was done at each stop.
    const after = runSchema.parse((await driver.get(`/api/run/${theRun.id}`)).json());
    expect(after.stops.map((s) => s.deliveryStatus)).toEqual(['delivered', 'not_delivered']);
  });

  it('left on site when the customer asked for it, with a photo', async () => {
    const asked = await placeForToday(client, { leaveOnSite: true });
    const r = runSchema.parse(
      (await admin.put('/api/delivery/runs', { day: TODAY, driverId: otherDriverId, orderIds: [asked.id] })).json(),
    );
    await otherDriver.post(`/api/run/${r.id}/start`, { key: 'start-run-2' });
    const res = await otherDriver.post(`/api/run/${r.id}/stops/${asked.id}/steps`, {
      kind: 'delivered',
      key: 'left-asked-0001',
      lines: [],
      leftOnSite: true,
      photos: [photo],
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = orderDelivery.parse((await client.get(`/api/orders/${asked.id}/delivery`)).json());
    expect(read.attempts[0]).toMatchObject({ leftOnSite: true, receiverName: null, signatureUrl: null });
    expect((await driver.post(`/api/run/${r.id}/stops/${asked.id}/steps`, { kind: 'on_the_way', key: 'foreign-run-01' })).statusCode).toBe(
      404,
    );
  });
});

describe("a driver's runs on several days (docs/product.md#delivery)", () => {
  it("lists today's run first, then a later day's, each with its stops, and starts a run only on its day", async () => {
    const later = offeredDay('delivery', 2, NOW);
    expect(later > TODAY).toBe(true);
    const d3 = await addUser(t.db, {
      email: 'driver3@boardwalk.example',
      role: 'driver',
      password: PASSWORD,
      hashCost: TEST_PASSWORD_HASH_COST,
    });
    const third = await signIn(t.app, d3.email, PASSWORD);
    const placed = orderSchema.parse((await client.post('/api/orders', payload())).json());
    expect((await admin.put(`/api/delivery/orders/${placed.id}/day`, { day: later })).statusCode).toBe(200);
    const todays = await placeForToday(client, { deliveryCityPostcode: 'Hampton 3188' });
    // The later day's run is given first: the list is in day order, not the order runs were given.
    const laterRun = await admin.put('/api/delivery/runs', { day: later, driverId: d3.id, orderIds: [placed.id] });
    expect(laterRun.statusCode, laterRun.body).toBe(200);
    expect((await admin.put('/api/delivery/runs', { day: TODAY, driverId: d3.id, orderIds: [todays.id] })).statusCode).toBe(200);

    const runs = (await third.get('/api/run')).json() as Run[];
    expect(runs.map((r) => [r.day, r.stops.map((x) => x.orderId)])).toEqual([
      [TODAY, [todays.id]],
      [later, [placed.id]],
    ]);
    const early = await third.post(`/api/run/${runs[1].id}/start`, { key: 'start-later-1' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(RUN_MESSAGES.notRunDay);
    expect((await third.get(`/api/run/${runs[1].id}`)).json().startedAt).toBeNull();
    expect((await third.post(`/api/run/${runs[0].id}/start`, { key: 'start-today-1' })).statusCode).toBe(200);
  });
});
