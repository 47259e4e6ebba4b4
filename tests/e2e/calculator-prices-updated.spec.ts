// Prices updated in the calculator's quote request (docs/product.md#catalogue), in Chromium against the production
// build: a visitor's page priced Materials and prices, then staff change a listed price through the catalogue
// API while the page is open. Submitting the quote request stores nothing and the dialog says "Prices updated"
// with the change and the new total; the list behind it is re-priced from that answer, and sending again
// stores the request at the new prices.
import { request as playwrightRequest, type Page } from '@playwright/test';
import { formatCents } from '../../src/domain/money';
import { PRICES_UPDATED } from '../../src/domain/messages';
import { pricesUpdatedResponse } from '../../src/domain/schemas/orders';
import { MESSAGES } from '../../src/domain/messages';
import { L_SHAPES, openCalculatorWith } from '../support/calculatorDrawing';
import { DEMO_PASSWORD, expect, test, USERS } from './portalHelpers';

const CLIPS = 'hw-woodevo-hidden-clips';

async function fillQuoteForm(page: Page) {
  const dialog = page.getByRole('dialog');
  for (let i = 0; i < 3; i++) await dialog.getByRole('button', { name: 'Skip' }).click();
  await dialog.locator('input[name="fullName"]').fill('Robin Price');
  await dialog.locator('input[name="email"]').fill('robin.price@example.com');
  await dialog.locator('input[name="phone"]').fill('0400 111 222');
  await dialog.locator('input[name="suburb"]').fill('Brunswick');
  await dialog.getByRole('combobox', { name: /Project Start Timeframe/ }).click();
  await page.getByRole('option', { name: '1-3 Months' }).click();
  await dialog.locator('[data-scope="radio-group"][data-part="item"]', { hasText: 'No' }).click();
}

test('a price changed while the calculator is open: the quote dialog says Prices updated, then sends at the new prices', async ({
  page,
  baseURL,
}) => {
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  const staff = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  expect((await staff.post('/api/auth/login', { data: { email: USERS.admin, password: DEMO_PASSWORD } })).status()).toBe(200);
  const hardware = (await (await staff.get('/api/inventory/hardware-items')).json()) as { data: { item_id: string; rate: number }[] };
  const clipsCents = Math.round(hardware.data.find((h) => h.item_id === CLIPS)!.rate * 100);
  const setClips = async (priceCents: number) =>
    expect((await staff.post(`/api/catalogue/items/${CLIPS}/prices`, { data: { priceCents } })).status()).toBeLessThan(300);

  try {
    await openCalculatorWith(page, L_SHAPES);
    const panel = page.getByTestId('materials-side');
    const clipsLine = panel.getByTestId(`side-priced-${CLIPS}`);
    await expect(clipsLine).toContainText(formatCents(clipsCents));
    const shownTotal = await panel.getByTestId('side-priced-total').innerText();

    // Staff raise the clips' price while the page is open.
    await setClips(clipsCents + 500);

    await page.getByRole('button', { name: 'Proceed with Quote' }).click();
    await fillQuoteForm(page);
    const refused = page.waitForResponse((r) => r.url().endsWith('/quotes') && r.request().method() === 'POST');
    await page.getByRole('dialog').getByRole('button', { name: 'Submit Quote Request' }).click();
    const answer = await refused;
    expect(answer.status()).toBe(409);
    const body = pricesUpdatedResponse.parse(await answer.json());

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(PRICES_UPDATED, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Changed prices' }).getByRole('listitem')).toHaveText([
      `${body.changes[0].name}: was ${formatCents(clipsCents)}, now ${formatCents(clipsCents + 500)}`,
    ]);
    await expect(dialog.getByText(`New total: ${formatCents(body.totalCents)}`)).toBeVisible();
    await expect(dialog.getByText(MESSAGES.quoteSubmitFailed)).toHaveCount(0);
    expect(alerts).toEqual([]);
    // The Materials and prices list behind the dialog is re-priced from the answer.
    await expect(clipsLine).toContainText(formatCents(clipsCents + 500));
    await expect(panel.getByTestId('side-priced-total')).toHaveText(formatCents(body.totalCents));
    expect(formatCents(body.totalCents)).not.toBe(shownTotal);

    // Sending again sends the new prices: the request is stored, the visitor is told and goes home.
    const stored = page.waitForResponse((r) => r.url().endsWith('/quotes') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Submit Quote Request' }).click();
    expect((await stored).status()).toBe(201);
    await expect(page).toHaveURL(/\/$/);
    expect(alerts).toEqual([MESSAGES.quoteSuccess]);
  } finally {
    await setClips(clipsCents);
    await staff.dispose();
  }
});
