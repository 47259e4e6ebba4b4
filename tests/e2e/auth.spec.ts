// Signing in and being signed in, as a returning user meets them (spec section 2 "Login", "Landing
// page"; section 7 "Session refresh"): /login on a fresh load, where a sign-in lands, the public header.
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
    await context.clearCookies({ name: 'bw_access' });
    const tab = await context.newPage();
    await tab.goto('/login');
    await expect(tab).toHaveURL(/\/$/);
  });
});
