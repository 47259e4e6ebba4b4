// The public pages arrive as HTML (scripts/prerender.ts) and the app hydrates them: readable before
// any script runs, and after hydration the same page without errors, interactive.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './portalHelpers';

const pages = [
  { path: '/', title: 'Boardwalk | Composite Decking Melbourne', heading: 'Decks made for long Australian summers' },
  { path: '/products', title: 'Products | Boardwalk', heading: 'Our Decking Ranges' },
  { path: '/terms', title: 'Terms and Conditions | Boardwalk', heading: 'Terms and Conditions' },
  { path: '/login', title: 'Sign in | Boardwalk', heading: 'Sign in to Boardwalk' },
  { path: '/unauthorized', title: 'Access Denied | Boardwalk', heading: 'Access Denied' },
];

/** Page errors and console errors/warnings (React reports hydration mismatches there). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(err.message));
  page.on('console', (msg) => { if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text()); });
  return problems;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const { path, title, heading } of pages) {
    test(`${path} shows its title and heading from the HTML alone`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }
});

test.describe('hydrated', () => {
  for (const { path, heading } of pages) {
    test(`${path} hydrates without errors`, async ({ page }) => {
      const problems = collectProblems(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test('the sign-in form works on the prerendered /login', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password-123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(problems.filter((p) => !/401|Failed to load resource/.test(p))).toEqual([]);
  });

  test('typing into the prerendered sign-in form waits for the app: no prefilled value comes back, nothing is submitted natively', async ({ page }) => {
    // Hold the login screen's code back so the form stays prerendered HTML for a while.
    await page.route(/\/assets\/LoginPage-[^/]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    await page.getByLabel('Email').fill('installer@boardwalk.example');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/app/dashboard');
    await expect(page.getByText('installer@boardwalk.example (installer)')).toBeVisible();
  });

  test('a range tab clicked on the prerendered /products waits for the app and then switches', async ({ page }) => {
    await page.route(/\/assets\/ProductsPage-[^/]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto('/products', { waitUntil: 'commit' });
    const millboard = page.getByRole('tab', { name: 'Millboard' });
    await expect(millboard).toBeDisabled();
    await millboard.click();
    await expect(millboard).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Millboard' })).toBeVisible();
  });

  test('a query or an in-page link still gets the page it names', async ({ page }) => {
    await page.goto('/login?portal=installer');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/#contact');
    await expect(page.locator('#contact')).toBeInViewport();
  });
});
