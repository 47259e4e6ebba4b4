// A sign-in cut off by the database going away (docs/deploy.md#database-outages), over the real
// database: a trigger fails one statement of the sign-in with PostgreSQL's "terminating connection due
// to administrator command" code (57P01), as a restart does to the statement it interrupts.
// - Cut off inside the sign-in's transaction: 503 with Retry-After, and the browser's previous session
//   still works (ending it, starting the new one and logging the sign-in are one transaction).
// - Cut off after the session is stored (the throttle reset, the last sign-in time): 200 with the new
//   cookies, which work; a 503 there would leave the browser without a session at all.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { DEMO, DEMO_PASSWORD, signIn } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`
    create function test_fail_like_a_restart() returns trigger language plpgsql as $$
    begin
      raise exception 'terminating connection due to administrator command' using errcode = '57P01';
    end $$`);
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await t.db.execute(sql`drop trigger if exists test_cut_off on auth_events`);
  await t.db.execute(sql`drop trigger if exists test_cut_off on users`);
});

it("a sign-in cut off inside its transaction answers 503 and leaves the browser's previous session working", async () => {
  const client = await signIn(t.app, DEMO.client);
  const previous = client.jar.get('bw_access');
  await t.db.execute(sql`
    create trigger test_cut_off before insert on auth_events for each row
    when (new.kind = 'login.success') execute function test_fail_like_a_restart()`);
  const res = await client.post('/api/auth/login', { email: DEMO.client, password: DEMO_PASSWORD });
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json()).toEqual({ message: 'The database is unavailable; please retry shortly' });
  expect(client.jar.get('bw_access')).toBe(previous);
  const profile = await client.get('/api/users/profile');
  expect(profile.statusCode).toBe(200);
  expect(profile.json()).toMatchObject({ email: DEMO.client });
});

it('a sign-in cut off after its session is stored answers 200, and its new cookies work', async () => {
  const client = await signIn(t.app, DEMO.installer);
  const previous = client.jar.get('bw_access');
  await t.db.execute(sql`
    create trigger test_cut_off before update on users for each row
    when (new.last_sign_in_at is distinct from old.last_sign_in_at) execute function test_fail_like_a_restart()`);
  const res = await client.post('/api/auth/login', { email: DEMO.installer, password: DEMO_PASSWORD });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ user: { id: expect.any(String), email: DEMO.installer, role: 'installer' } });
  expect(client.jar.get('bw_access')).not.toBe(previous);
  const profile = await client.get('/api/users/profile');
  expect(profile.statusCode).toBe(200);
  expect(profile.json()).toMatchObject({ email: DEMO.installer });
});
