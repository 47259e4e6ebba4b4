// Reliability, status history: every change writes exactly one event (from, to, who, when) in the same
// transaction as the change. Concurrent admins leave an unbroken chain of events ending at the
// order's status; when writing the event fails, the status does not change either.
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderStatusHistory, orders, users } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { DEMO, signIn, type Client } from '../api/helpers';
import { orderPayload } from './support';

let t: TestApp;
let client: Client;
const admins: Client[] = [];
beforeAll(async () => {
  t = await createTestApp();
  client = await signIn(t.app, DEMO.client);
  for (let i = 0; i < 4; i += 1) admins.push(await signIn(t.app, DEMO.admin, undefined, `10.50.0.${i + 1}`));
});
afterAll(async () => {
  await t?.close();
});

it('40 concurrent status changes by several admins leave one event per real change, chained from -> to, ending at the status', async () => {
  const id = (await client.post('/api/orders', orderPayload())).json().id as string;
  const wanted = ['approved', 'dispatched', 'pending', 'approved', 'approved', 'dispatched', 'pending', 'dispatched'];
  const results = await Promise.all(
    Array.from({ length: 40 }, (_, i) => admins[i % admins.length].put(`/api/orders/${id}/status`, { status: wanted[i % wanted.length] })),
  );
  expect(results.every((r) => r.statusCode === 200)).toBe(true);
  const events = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id)).orderBy(asc(orderStatusHistory.id));
  const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
  const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.admin));
  // The creation event, then one per actual change: each starts where the previous ended.
  expect(events[0]).toMatchObject({ fromStatus: null, toStatus: 'pending' });
  for (let i = 1; i < events.length; i += 1) {
    expect(events[i].fromStatus).toBe(events[i - 1].toStatus);
    expect(events[i].fromStatus).not.toBe(events[i].toStatus);
    expect(events[i].changedBy).toBe(admin.id);
    expect(events[i].changedAt.getTime()).toBeGreaterThanOrEqual(events[i - 1].changedAt.getTime());
  }
  expect(events.at(-1)!.toStatus).toBe(order.status);
  expect(events.length).toBeGreaterThan(1);
});

it('when the event cannot be written, the status does not change (same transaction) and the answer is a plain 500', async () => {
  const id = (await client.post('/api/orders', orderPayload())).json().id as string;
  // Fault injection: history rows for this one order are refused by the database.
  await t.db.execute(
    sql.raw(`
    create function refuse_history() returns trigger language plpgsql as $$
    begin raise exception 'history unavailable'; end $$;
    create trigger refuse_history before insert on order_status_history
      for each row when (new.order_id = '${id}'::uuid and new.from_status is not null) execute function refuse_history();`),
  );
  try {
    const res = await admins[0].put(`/api/orders/${id}/status`, { status: 'dispatched' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error' });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(order.status).toBe('pending');
    expect(await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id))).toHaveLength(1);
  } finally {
    await t.db.execute(sql.raw('drop trigger refuse_history on order_status_history; drop function refuse_history();'));
  }
  expect((await admins[0].put(`/api/orders/${id}/status`, { status: 'dispatched' })).statusCode).toBe(200);
});
