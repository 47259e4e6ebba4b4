// Signing in and being signed in, as a returning user meets them (docs/product.md#login, "Landing
// page"; docs/product.md#session-refresh): /login on a fresh load, where a sign-in lands, the public header.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, USERS } from './portalHelpers';

async function signIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test.describe('a signed-in user opening /login on a fresh load', () => {
  test('in a new tab is sent on to /', async ({ context, page }) => {
    await page.goto('/login');
    await signIn(page, USERS.client);
    const tab = await context.newPage();
    await tab.goto('/login');
    await expect(tab).toHaveURL(/\/$/);
  });

  test('the next day (access cookie gone, refresh token alive) is sent on to /', async ({ context, page }) => {
    await page.goto('/login');
    await signIn(page, USERS.client);
    // The day ends with the portal closed: a dashboard still loading would refresh the session itself, racing the new
    // tab's refresh with the same refresh token (reuse revokes the family, so the tab would rightly stay on /login).
    await expect(page.getByRole('heading', { name: 'Projects Dashboard' })).toBeVisible();
    await page.close();
    await context.clearCookies({ name: 'bw_access' });
    const tab = await context.newPage();
    await tab.goto('/login');
    await expect(tab).toHaveURL(/\/$/);
  });
});

test.describe('the portal is found again after signing in', () => {
  test("signing in from the landing page's Installer Portal button opens the dashboard", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Installer Portal' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, USERS.installer);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Projects Dashboard' })).toBeVisible();
  });

  test('a signed-in user sees Dashboard in the public header (no hydration mismatch); signed out, Installer Portal', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, USERS.client);
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(err.message));
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
    });
    // The prerendered landing page is drawn for anonymous visitors; it switches once hydrated.
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/app/dashboard');
    await expect(banner.getByRole('link', { name: 'Installer Portal' })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);

    await banner.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Installer Portal' })).toHaveAttribute('href', '/login');
  });
});
