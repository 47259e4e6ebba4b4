// A returning customer in the order wizard and the calculator (docs/product.md#session-refresh;
// docs/product.md#api-conventions: the access cookie lasts about 15 minutes, the refresh cookie much longer): the
// browser comes back holding only the refresh cookie. Neither page may stall or send the customer to
// /login; a reload mid-flow keeps what it should (the calculator's drawing, in the browser) and the
// wizard, whose choices are not kept, opens again at its first step.
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { addBoard, futureDate, pickPreferredDate, signInThroughPage, stepHeading, USERS } from './portalHelpers';

/** A browser holding only the client's refresh cookie, as one does after the access cookie's 15 minutes. */
async function returningCustomer(browser: Browser): Promise<BrowserContext> {
  const first = await browser.newContext();
  const page = await first.newPage();
  await page.goto('/login');
  await signInThroughPage(page, USERS.client);
  await page.waitForLoadState('networkidle');
  const { cookies } = await first.storageState();
  await first.close();
  expect(cookies.map((c) => c.name)).toContain('bw_refresh');
  return browser.newContext({ storageState: { cookies: cookies.filter((c) => c.name !== 'bw_access'), origins: [] } });
}

test('the order wizard opens after one refresh, reloads mid-flow at its first step, and places the order', async ({ browser }) => {
  const context = await returningCustomer(browser);
  const page = await context.newPage();
  await page.goto('/app/orders/create');
  await expect(stepHeading(page, 1)).toBeVisible();
  await addBoard(page, /^WoodEvo/, /^ADVANCED/, 'Victorian Maple', 'Grooved');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByRole('button', { name: "I DON'T NEED HARDWARE" }).click();
  await expect(stepHeading(page, 7)).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/app\/orders\/create$/);
  await expect(stepHeading(page, 1)).toBeVisible();
  await expect(page.getByTestId('item-badge')).toHaveText('0 items');

  await addBoard(page, /^WoodEvo/, /^ADVANCED/, 'Victorian Maple', 'Grooved');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByRole('button', { name: "I DON'T NEED HARDWARE" }).click();
  await page.getByText('Pickup', { exact: true }).click();
  await pickPreferredDate(page, futureDate().day);
  await page.getByRole('button', { name: 'Continue to Summary' }).click();
  await expect(stepHeading(page, 8)).toBeVisible();
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await context.close();
});

test('the calculator keeps its drawing through a reload for a customer back with only the refresh cookie', async ({ browser }) => {
  const context = await returningCustomer(browser);
  const page = await context.newPage();
  await page.goto('/deck-calculator');
  const canvas = page.getByTestId('deck-canvas');
  const shapeCount = async () => (JSON.parse((await canvas.getAttribute('data-shapes')) ?? '[]') as unknown[]).length;
  await expect.poll(shapeCount).toBe(1);
  await page.getByRole('button', { name: 'Add Shape' }).click();
  await expect.poll(shapeCount).toBe(2);
  await page.reload();
  await expect.poll(shapeCount).toBe(2);
  await expect(page).toHaveURL(/\/deck-calculator/);
  await context.close();
});
