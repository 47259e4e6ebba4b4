// The last mile on a 390 px phone (docs/product.md#delivery): an admin gives three of today's deliveries
// to a driver and puts them in order on the run sheet; the driver (signed up from the invitation, landing
// on /app/run) starts the run, delivers one with a signature and a photo, one short, and marks one not
// delivered, with the network cut in between: the steps wait on the phone ("Waiting to send: N") and go
// when it is back. The customer reads the proof on the order page and in the e-mail; staff see the
// follow-up and the reason in To schedule. A driver with a run today and one on a later day sees both,
// today's first, and opens the later one: its stops, and no Start run before its day.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { TIME_ZONE } from '../../src/domain/constants';
import { formatDate, todayIn } from '../../src/domain/dates';
import { isServiceDay } from '../../src/domain/deliveryDays';
import { orderRef } from '../../src/domain/format';
import { deliveredSubject, FOLLOW_UP_NOTE, notDeliveredNote, onTheWaySubject } from '../../src/domain/lastMile';
import { victorianHoliday } from '../../src/domain/victorianHolidays';
import { offeredDay } from '../api/helpers';
import { linkIn, waitForMail } from '../support/e2eMailbox';
import { createClientOrder, expect, test, uniqueName, USERS } from './portalHelpers';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const INVITE_SUBJECT = "You're invited to the Boardwalk portal";
const PASSWORD = 'a long enough passphrase';
const EMPTY = { cookies: [], origins: [] };

test.use({ persona: 'admin' });

test('a driver runs the day from a phone and the customer reads the proof', async ({ page, api, browser, sessions, baseURL }) => {
  test.setTimeout(180_000);
  const today = todayIn(TIME_ZONE);
  test.skip(!isServiceDay('delivery', today, victorianHoliday), 'runs go out on delivery days only');
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#8a6a4a' } })
    .jpeg()
    .toBuffer();

  const { phone, driver, driverEmail } = await driverOnPhone(api, browser);

  // Three of the customer's deliveries, scheduled by staff for today (the cut-off binds customers only).
  const address = {
    deliveryMethod: 'delivery',
    deliveryStreetAddress: '12 Bay Road',
    deliveryCityPostcode: 'Sandringham 3191',
    pickupLocation: '',
  };
  const orders = [];
  for (let i = 0; i < 3; i += 1) {
    const { id } = await createClientOrder(sessions, baseURL, address);
    const set = await api.put(`/api/delivery/orders/${id}/day`, { data: { day: today } });
    expect(set.status(), await set.text()).toBe(200);
    orders.push({ id, ref: orderRef(id) });
  }
  const [a, b, c] = orders;

  // The admin gives them to the driver and puts them in order: c, a, b.
  await page.goto(`/app/deliveries/${today}`);
  const runs = page.getByRole('region', { name: "Drivers' runs" });
  await runs.getByRole('combobox', { name: 'Driver' }).click();
  await page.getByRole('option', { name: driverEmail }).click();
  for (const o of orders) await runs.getByRole('button', { name: `Add ${o.ref}` }).click();
  await runs.getByRole('button', { name: `Move up ${c.ref}` }).click();
  await runs.getByRole('button', { name: `Move up ${c.ref}` }).click();
  const stops = runs.getByRole('list', { name: 'Stops in order' }).getByRole('listitem');
  await expect(stops).toHaveText([new RegExp(`^1\\. ${c.ref}`), new RegExp(`^2\\. ${a.ref}`), new RegExp(`^3\\. ${b.ref}`)]);
  await runs.getByRole('button', { name: `Move down ${a.ref}` }).click();
  await runs.getByRole('button', { name: `Move up ${a.ref}` }).click();
  await runs.getByRole('button', { name: 'Save run' }).click();
  await expect(runs.getByRole('status')).toHaveText('Run saved');

  // The driver (signed in on the phone, on /app/run, and seeing nothing else) opens today's run.
  await driver.goto('/app/orders');
  await expect(driver).toHaveURL(/\/app\/run$/);
  await driver
    .getByRole('list', { name: 'My runs' })
    .getByRole('button', { name: `Today, ${formatDate(today)}: 3 stops` })
    .click();

  const stop = (ref: string) => driver.getByRole('listitem').filter({ has: driver.getByRole('heading', { name: new RegExp(ref) }) });
  await expect(driver.getByRole('heading', { level: 2 })).toHaveText([`1. ${c.ref}`, `2. ${a.ref}`, `3. ${b.ref}`]);
  await expect(stop(c.ref).getByRole('link', { name: /12 Bay Road/ })).toHaveAttribute('href', /^https:\/\//);
  await expect(stop(c.ref)).toContainText('Expected between 7:00 am and 9:00 am');
  expect(await seriousViolations(driver)).toEqual([]);
  await driver.getByRole('button', { name: 'Start run' }).click();
  await expect(driver.getByRole('status')).toHaveText('Everything is sent');

  // Stop 1: on my way, then delivered with a signature and a photo.
  await stop(c.ref).getByRole('button', { name: 'On my way' }).click();
  await expect(stop(c.ref).getByText('On the way', { exact: true })).toBeVisible();
  await waitForMail(USERS.client, onTheWaySubject(c.ref));
  await deliver(driver, stop(c.ref), photo, 'Sam Receiver');
  await expect(stop(c.ref).getByText('Delivered', { exact: true })).toBeVisible();
  await expect(driver.getByRole('status')).toHaveText('Everything is sent');

  // The signal drops: stop 2 delivered short, stop 3 not delivered; both wait on the phone.
  await phone.setOffline(true);
  await stop(a.ref).getByRole('button', { name: 'Delivered', exact: true }).click();
  await stop(a.ref).getByRole('spinbutton').first().fill('2');
  await deliver(driver, stop(a.ref), photo, 'Alex Short', false);
  await expect(driver.getByRole('status')).toHaveText('Waiting to send: 1');
  await stop(b.ref).getByRole('button', { name: 'Not delivered' }).click();
  await stop(b.ref).getByRole('button', { name: 'Confirm not delivered' }).click();
  await expect(stop(b.ref).getByRole('alert')).toHaveText('Choose why it was not delivered');
  await stop(b.ref).getByText('No access', { exact: true }).click();
  await stop(b.ref).getByLabel('Take or add a photo').setInputFiles({ name: 'gate.jpg', mimeType: 'image/jpeg', buffer: photo });
  await stop(b.ref).getByRole('button', { name: 'Confirm not delivered' }).click();
  await expect(stop(b.ref).getByText('Not delivered', { exact: true })).toBeVisible();
  await expect(driver.getByRole('status')).toHaveText('Waiting to send: 2');
  expect(await seriousViolations(driver)).toEqual([]);
  expect(await driver.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.setOffline(false);
  await expect(driver.getByRole('status')).toHaveText('Everything is sent', { timeout: 20_000 });
  // What the server recorded is what the phone shows after a reload.
  await driver.reload();
  await expect(stop(a.ref).getByText('Delivered', { exact: true })).toBeVisible();
  await expect(stop(b.ref).getByText('Not delivered', { exact: true })).toBeVisible();
  await phone.close();

  // The customer reads the proof on the order page and in the e-mail.
  await waitForMail(USERS.client, deliveredSubject(c.ref));
  const customerContext = await browser.newContext({ storageState: await sessions.get('client') });
  const customer = await customerContext.newPage();
  await customer.goto(`/app/orders/${c.id}`);
  const delivery = customer.getByRole('region', { name: 'Delivery', exact: true });
  await expect(delivery.getByTestId('delivery-status')).toHaveText('Delivered');
  await expect(delivery.getByText('Sam Receiver')).toBeVisible();
  await expect(delivery.getByRole('img', { name: 'Signature of Sam Receiver' })).toBeVisible();
  await expect(delivery.getByRole('img', { name: 'Delivery photo 1' })).toBeVisible();
  expect(await seriousViolations(customer)).toEqual([]);
  const proof = delivery.getByRole('link', { name: 'Proof of delivery (PDF)' });
  const pdf = await customer.request.get((await proof.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await customer.goto(`/app/orders/${a.id}`);
  await expect(customer.getByRole('region', { name: 'Delivery', exact: true }).getByRole('list', { name: 'Outstanding' })).toBeVisible();
  await customerContext.close();

  // Staff see the follow-up of the short delivery and the reason of the one not delivered.
  await page.goto('/app/deliveries');
  await expect(page.getByRole('row').filter({ hasText: a.ref })).toContainText(FOLLOW_UP_NOTE);
  await expect(page.getByRole('row').filter({ hasText: b.ref })).toContainText(notDeliveredNote('no_access'));
});

test("a driver sees every run assigned to them, today's first, and opens a later one: its stops, no Start run", async ({
  api,
  browser,
  sessions,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const today = todayIn(TIME_ZONE);
  test.skip(!isServiceDay('delivery', today, victorianHoliday), 'runs go out on delivery days only');
  const laterDay = offeredDay('delivery', 1);
  const { phone, driver, driverEmail } = await driverOnPhone(api, browser);
  await expect(driver.getByText('No run is assigned to you yet.')).toBeVisible();

  // One delivery today and two on a later day, each day's given to the driver (the later day's first).
  const address = {
    deliveryMethod: 'delivery',
    deliveryStreetAddress: '3 Beach Road',
    deliveryCityPostcode: 'Hampton 3188',
    pickupLocation: '',
  };
  const scheduled = async (day: string) => {
    const { id } = await createClientOrder(sessions, baseURL, address);
    const set = await api.put(`/api/delivery/orders/${id}/day`, { data: { day } });
    expect(set.status(), await set.text()).toBe(200);
    return { id, ref: orderRef(id) };
  };
  const mine = await scheduled(today);
  const later = [await scheduled(laterDay), await scheduled(laterDay)];
  const drivers = (await (await api.get('/api/delivery/drivers')).json()) as { id: string; email: string }[];
  const driverId = drivers.find((d) => d.email === driverEmail)!.id;
  for (const [day, orderIds] of [
    [laterDay, later.map((o) => o.id)],
    [today, [mine.id]],
  ] as const) {
    const saved = await api.put('/api/delivery/runs', { data: { day, driverId, orderIds } });
    expect(saved.status(), await saved.text()).toBe(200);
  }

  // Both runs, today's first, each named by its day and its stops.
  await driver.getByRole('button', { name: 'Try again' }).click();
  const runs = driver.getByRole('list', { name: 'My runs' }).getByRole('button');
  await expect(runs).toHaveCount(2);
  await expect(runs.nth(0)).toHaveAccessibleName(`Today, ${formatDate(today)}: 1 stop`);
  await expect(runs.nth(1)).toHaveAccessibleName(`${formatDate(laterDay)}: 2 stops`);
  expect(await seriousViolations(driver)).toEqual([]);

  // The later one, opened from the keyboard: its stops in order, and no Start run before its day.
  await runs.nth(1).focus();
  await driver.keyboard.press('Enter');
  await expect(driver.getByRole('heading', { level: 1 })).toHaveText(`My run: ${formatDate(laterDay)}`);
  await expect(driver.getByRole('heading', { level: 2 })).toHaveText([`1. ${later[0].ref}`, `2. ${later[1].ref}`]);
  await expect(driver.getByText(`This run is on ${formatDate(laterDay)}: start it on its day.`)).toBeVisible();
  await expect(driver.getByRole('button', { name: 'Start run' })).toHaveCount(0);
  await expect(driver.getByRole('button', { name: 'Delivered', exact: true })).toHaveCount(0);
  expect(await seriousViolations(driver)).toEqual([]);
  expect(await driver.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Back to the list, and today's run offers Start run.
  await driver.getByRole('button', { name: 'All my runs' }).click();
  await runs.nth(0).click();
  await expect(driver.getByRole('heading', { level: 2 })).toHaveText([`1. ${mine.ref}`]);
  await expect(driver.getByRole('button', { name: 'Start run' })).toBeVisible();
  await phone.close();
});

/** A driver invited by the admin sets a password from the invitation on a phone, lands on /app/run and sees only My run. */
async function driverOnPhone(api: APIRequestContext, browser: Browser) {
  const driverEmail = `${uniqueName('driver').replace(/\s+/g, '.')}@example.com`.toLowerCase();
  expect((await api.post('/api/users/invitations', { data: { email: driverEmail, role: 'driver' } })).status()).toBe(201);
  const phone = await browser.newContext({ ...PHONE, storageState: EMPTY });
  const driver = await phone.newPage();
  const invite = new URL(linkIn(await waitForMail(driverEmail, INVITE_SUBJECT), '/accept-invite'));
  await driver.goto(invite.pathname + invite.search);
  await driver.getByLabel('New password').fill(PASSWORD);
  await driver.getByLabel('Confirm password').fill(PASSWORD);
  await driver.getByRole('button', { name: 'Set password' }).click();
  await expect(driver).toHaveURL(/\/app\/run$/);
  await expect(driver.getByRole('navigation', { name: 'Portal' }).getByRole('link')).toHaveText(['My run']);
  return { phone, driver, driverEmail };
}

async function deliver(page: Page, stop: import('@playwright/test').Locator, photo: Buffer, receiver: string, open = true) {
  if (open) await stop.getByRole('button', { name: 'Delivered', exact: true }).click();
  await stop.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(stop.getByRole('alert')).toHaveText("Enter the receiver's name");
  await stop.getByLabel("Receiver's name").fill(receiver);
  const pad = stop.locator('[data-part="control"]').first();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 40);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 90, { steps: 8 });
  await page.mouse.move(box.x + 220, box.y + 50, { steps: 8 });
  await page.mouse.up();
  await stop.getByLabel('Take or add a photo').setInputFiles({ name: 'pallet.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(stop.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await stop.getByRole('button', { name: 'Confirm delivery' }).click();
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
