// Order again carries everything the first order had but its date (docs/product.md#order-wizard-state):
// its lines, project, subframe, delivery method and address, and notes, each still changeable, so the
// new order can differ in whatever the customer changes.
import { request } from '@playwright/test';
import { NO_PROJECT_LABEL } from '../../src/domain/constants';
import {
  expect,
  test,
  createOrderViaApi,
  createProjectViaApi,
  futureDate,
  pickPreferredDate,
  stepHeading,
  uniqueName,
} from './portalHelpers';

const METAL_SCREWS = {
  name: 'Metal Subframe Screws 10g x 30mm Self-Drilling (box of 500)',
  description: '',
  category: 'Hardware',
  quantity: 2,
  item_id: 'hw-metal-subframe-screws',
};

test.describe('client', () => {
  test.use({ persona: 'client' });

  test('order again: project, METAL subframe, delivery to the same address and notes come back; each can be changed', async ({
    page,
    api,
  }) => {
    const project = await createProjectViaApi(api, uniqueName('Reorder deck'));
    const other = await createProjectViaApi(api, uniqueName('Other deck'));
    const first = await createOrderViaApi(api, {
      project: project.id,
      deliveryMethod: 'delivery',
      deliveryStreetAddress: '12 Bay Road',
      deliveryCityPostcode: 'Sandringham 3191',
      pickupLocation: '',
      notes: 'Selected subframe: metal\nForklift on site',
      hardwareItems: [METAL_SCREWS],
    });

    await page.goto(`/app/orders/create?reorder=${first.id}`);
    await expect(stepHeading(page, 5)).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'Order Summary' });
    await expect(panel.getByTestId('order-line')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'METAL', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'TIMBER', exact: true })).toHaveAttribute('aria-pressed', 'false');

    // As it was: Proceed keeps METAL (hardware), then delivery with the same address, project and notes; no date.
    await panel.getByRole('button', { name: 'Proceed' }).click();
    await expect(stepHeading(page, 6)).toBeVisible();
    await panel.getByRole('button', { name: 'Proceed' }).click();
    await expect(stepHeading(page, 7)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Delivery' })).toBeChecked();
    await expect(page.getByLabel('Street Address')).toHaveValue('12 Bay Road');
    await expect(page.getByLabel('City / Postcode')).toHaveValue('Sandringham 3191');
    await expect(page.getByRole('combobox', { name: 'Project' })).toContainText(project.name);
    await expect(page.getByLabel('Notes')).toHaveValue('Forklift on site');
    await expect(page.getByLabel('Preferred Date')).toHaveValue('');

    // Each changed: subframe to TIMBER, pickup instead of delivery, another project, other notes.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(stepHeading(page, 6)).toBeVisible();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(stepHeading(page, 5)).toBeVisible();
    await page.getByRole('button', { name: 'TIMBER', exact: true }).click();
    await expect(stepHeading(page, 6)).toBeVisible();
    await panel.getByRole('button', { name: 'Proceed' }).click();
    await expect(stepHeading(page, 7)).toBeVisible();
    await page.getByText('Pickup', { exact: true }).click();
    await expect(page.getByLabel('Street Address')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Pickup Location' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option', { name: other.name }).click();
    await page.getByLabel('Notes').fill('Ring the bell');
    await pickPreferredDate(page, futureDate().day);

    const created = page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Continue to Summary' }).click();
    await expect(stepHeading(page, 8)).toBeVisible();
    await page.getByRole('button', { name: 'Submit Order' }).click();
    const sent = (await created).request().postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({
      project: other.id,
      deliveryMethod: 'pickup',
      deliveryStreetAddress: '',
      deliveryCityPostcode: '',
      preferredDate: futureDate().iso,
      notes: 'Selected subframe: timber\nRing the bell',
    });
    expect((sent.hardwareItems as { item_id: string }[]).map((h) => h.item_id)).toEqual([METAL_SCREWS.item_id]);
    await expect(page).toHaveURL(/\/orders$/);
  });
});

test.describe('admin', () => {
  test.use({ persona: 'admin' });

  // The customer's project is not among the admin's, so order again preselects none: Summary shows
  // No Project Selected (never the project's id) and the order is placed.
  test("order again of a client's order: no project preselected, no id shown, Submit Order places it", async ({
    page,
    sessions,
    baseURL,
  }) => {
    const clientApi = await request.newContext({
      baseURL,
      extraHTTPHeaders: { Origin: baseURL! },
      storageState: await sessions.get('client'),
    });
    const project = await createProjectViaApi(clientApi, uniqueName('Client deck'));
    const first = await createOrderViaApi(clientApi, { project: project.id, notes: 'Selected subframe: none' });
    await clientApi.dispose();

    await page.goto(`/app/orders/create?reorder=${first.id}`);
    await expect(stepHeading(page, 5)).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'Order Summary' });
    await panel.getByRole('button', { name: 'Proceed' }).click();
    await expect(stepHeading(page, 7)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Project' })).toContainText(NO_PROJECT_LABEL);
    await pickPreferredDate(page, futureDate().day);
    await page.getByRole('button', { name: 'Continue to Summary' }).click();
    await expect(stepHeading(page, 8)).toBeVisible();
    await expect(page.getByText(project.id)).toHaveCount(0);
    await expect(page.getByText(NO_PROJECT_LABEL, { exact: true })).toBeVisible();

    const created = page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit Order' }).click();
    expect((await created).status()).toBe(201);
    await expect(page).toHaveURL(/\/orders$/);
  });
});
