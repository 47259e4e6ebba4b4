// Smoke: the production build renders in Chromium and the API answers on the same origin.
import { expect, test } from '@playwright/test';

test('the landing page renders with the product name', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  // The strict CSP must not block anything the app needs (inline styles/scripts, fonts).
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) errors.push(msg.text());
  });
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Boardwalk/);
  // The app itself rendered (not just the static <title>): the name shows on the page.
  await expect(page.getByText(/Boardwalk/).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('the health endpoint answers 200 with the database up', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
});

test('a client-side route is served the app, not a 404', async ({ page }) => {
  const response = await page.goto('/deck-calculator');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Boardwalk/);
});
