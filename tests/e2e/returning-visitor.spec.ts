// A returning visitor's first page load (docs/product.md#session-refresh, docs/product.md#login): the browser
// comes back with its session cookies and nothing else this tab knew. The 15-minute access cookie has
// lapsed (gone, or still sent but refused by the server) while the 30-day refresh cookie lives; the local
// storage may be empty (cleared, another profile sync, private mode). Each test signs in through /login,
// then opens a new browser context holding only the cookies it chose.
import { expect, test, type Browser, type BrowserContext, type Cookie } from '@playwright/test';
import { signInThroughPage, USERS } from './portalHelpers';

const ACCESS = 'bw_access';
const REFRESH = 'bw_refresh';

/** Signs in through the form and returns the browser's cookies once the dashboard is up (its calls settled). */
async function signedInCookies(browser: Browser): Promise<Cookie[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await signInThroughPage(page, USERS.client);
  await expect(page.getByRole('heading', { name: 'Projects Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { cookies } = await context.storageState();
  await context.close();
  return cookies;
}

/** A browser holding these cookies and an empty local storage. */
async function returningBrowser(browser: Browser, cookies: Cookie[]): Promise<BrowserContext> {
  return browser.newContext({ storageState: { cookies, origins: [] } });
}

const withoutAccess = (cookies: Cookie[]) => cookies.filter((c) => c.name !== ACCESS);
/** The access cookie still sent, with a token the server no longer accepts (as after its 15 minutes). */
const withStaleAccess = (cookies: Cookie[]) => cookies.map((c) => (c.name === ACCESS ? { ...c, value: 'lapsed-access-token' } : c));

test.describe('a returning customer opening the portal', () => {
  for (const [name, keep] of [
    ['only the refresh cookie', withoutAccess],
    ['an access cookie the server refuses', withStaleAccess],
  ] as const) {
    test(`with ${name}: the dashboard opens after one refresh, on a reload too`, async ({ browser }) => {
      const cookies = keep(await signedInCookies(browser));
      expect(cookies.some((c) => c.name === REFRESH)).toBe(true);
      const context = await returningBrowser(browser, cookies);
      const page = await context.newPage();
      const refreshes: number[] = [];
      page.on('response', (res) => {
        if (new URL(res.url()).pathname === '/api/auth/refresh') refreshes.push(res.status());
      });
      await page.goto('/app/dashboard');
      await expect(page.getByRole('heading', { name: 'Projects Dashboard' })).toBeVisible();
      await expect(page).toHaveURL(/\/app\/dashboard$/);
      expect(refreshes).toEqual([204]);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Projects Dashboard' })).toBeVisible();
      await expect(page).toHaveURL(/\/app\/dashboard$/);
      await context.close();
    });
  }

  test('whose refresh cookie is gone too goes to /login, and back to the dashboard after signing in', async ({ browser }) => {
    const cookies = (await signedInCookies(browser)).filter((c) => c.name !== ACCESS && c.name !== REFRESH);
    const context = await returningBrowser(browser, cookies);
    const page = await context.newPage();
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughPage(page, USERS.client);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await context.close();
  });
});

test.describe('a signed-in browser with empty local storage opening /login', () => {
  for (const [name, keep] of [
    ['both cookies', (cookies: Cookie[]) => cookies],
    ['only the refresh cookie', withoutAccess],
  ] as const) {
    for (const path of ['/login', '/login?portal=installer']) {
      test(`${path} with ${name} is sent on to /`, async ({ browser }) => {
        const context = await returningBrowser(browser, keep(await signedInCookies(browser)));
        const page = await context.newPage();
        await page.goto(path);
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Decks made for long Australian summers' })).toBeVisible();
        await context.close();
      });
    }
  }

  test('with no session keeps the sign-in form, with no failed call in the console', async ({ browser }) => {
    const context = await returningBrowser(browser, []);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(msg.text());
    });
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(problems).toEqual([]);
    await context.close();
  });
});

test.describe('a returning customer on the calculator', () => {
  // /deck-calculator is a public page: its signed-in calls renew the session once (POST /api/auth/session)
  // and retry, rather than taking the lapsed access cookie's 401 for a visitor.
  test('with only the refresh cookie presses Save design on a drawing and gets the Save dialog, no trip to /login', async ({ browser }) => {
    const context = await returningBrowser(browser, withoutAccess(await signedInCookies(browser)));
    const page = await context.newPage();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/deck-calculator');
    await expect(page.getByTestId('deck-canvas')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Save design' })).toBeEnabled();
    await page.getByRole('button', { name: 'Add Shape' }).click();
    await page.getByRole('button', { name: 'Save design' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save design' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Design name')).toBeVisible();
    await expect(page).toHaveURL(/\/deck-calculator/);
    expect(visited).not.toContain('/login');
    await context.close();
  });
});
