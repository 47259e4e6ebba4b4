// The public pages arrive as HTML (scripts/prerender.ts) and the app hydrates them: readable before
// any script runs, and after hydration the same page without errors, interactive. /products arrives
// drawn with the catalogue by the server (src/server/pageRender.ts) and hydrates from the data it carries.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PRODUCT_TABS, productsForTab, type BoardItem } from '../../src/domain/catalogue';
import { BUSINESS_HOURS, SERVICE_AREAS } from '../../src/domain/constants';
import { DEMO_PASSWORD } from './portalHelpers';

const pages = [
  { path: '/', title: 'Boardwalk | Composite Decking Melbourne', heading: 'Decks made for long Australian summers' },
  { path: '/products', title: 'Products | Boardwalk', heading: 'Our Decking Ranges' },
  { path: '/terms', title: 'Terms and Conditions | Boardwalk', heading: 'Terms and Conditions' },
  { path: '/deck-calculator', title: 'Deck Calculator | Boardwalk', heading: 'Deck Calculator' },
  { path: '/login', title: 'Sign in | Boardwalk', heading: 'Sign in to Boardwalk' },
  { path: '/unauthorized', title: 'Access Denied | Boardwalk', heading: 'Access Denied' },
];

/**
 * Holds the lazily loaded script matching `pattern` back until the returned release is called, so the
 * page stays its prerendered HTML for as long as the test needs (a fixed delay either ran out before a
 * loaded machine's assertion or kept every run waiting).
 */
async function holdScript(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Page errors and console errors/warnings (React reports hydration mismatches there). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
  });
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

  test("/ has the contact section's service areas and business hours in its HTML", async ({ page }) => {
    await page.goto('/');
    const contact = page.getByRole('region', { name: "Let's plan your deck" });
    await expect(contact.getByRole('heading', { name: 'Service areas' })).toBeAttached();
    for (const area of SERVICE_AREAS) await expect(contact.getByRole('listitem').filter({ hasText: area })).toBeAttached();
    await expect(contact.getByRole('heading', { name: 'Business hours' })).toBeAttached();
    for (const { days, hours } of BUSINESS_HOURS) {
      await expect(contact.getByRole('term').filter({ hasText: days })).toBeAttached();
      await expect(contact.getByRole('definition').filter({ hasText: hours }).first()).toBeAttached();
    }
  });

  test("/ has the range tabs with their names and the contact form's fields and consent in its HTML", async ({ page }) => {
    await page.goto('/');
    const tabs = page.getByRole('tablist', { name: 'Decking ranges' });
    await expect(tabs.getByRole('tab')).toHaveText(['WoodEvo HOME', 'WoodEvo ADVANCED', 'Millboard']);
    await expect(page.getByRole('tabpanel', { name: 'WoodEvo HOME' }).getByRole('heading', { name: 'WoodEvo HOME' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'WoodEvo HOME' }).getByRole('link', { name: 'Get Quote' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Send an enquiry' });
    for (const label of ['Full Name', 'Email', 'Phone', 'Message']) await expect(form.getByLabel(label)).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Project Type' })).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Timeline' })).toBeVisible();
    await expect(form.getByRole('checkbox', { name: /I accept the privacy policy/ })).toBeAttached();
    await expect(form.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/terms');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeVisible();
  });
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

  test("/ hydrates its prerendered contact section in place: the same nodes, then the form's code", async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForSelector('#contact');
    await page.evaluate(() => {
      (window as unknown as { served: Element | null }).served = document.querySelector('#contact h3');
    });
    // The form mounts once the lower sections' code has loaded (near the viewport or when idle).
    await expect(page.getByRole('textbox', { name: /Message/ })).toBeAttached({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { served: Element | null }).served?.isConnected)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('/ hydrates its prerendered range tabs and contact form in place, without layout shift, and both then work', async ({ page }) => {
    const problems = collectProblems(page);
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForSelector('#contact form');
    await page.evaluate(() => {
      (window as unknown as { served: Element[] }).served = [
        document.querySelector('[role="tablist"]')!,
        document.querySelector('#contact form')!,
      ];
    });
    const millboard = page.getByRole('tab', { name: 'Millboard' });
    await expect(millboard).toBeEnabled({ timeout: 15_000 });
    const form = page.getByRole('form', { name: 'Send an enquiry' });
    await expect(form.getByLabel('Full Name')).toBeEnabled({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    // The served nodes are the ones the app now runs (hydrated, not drawn again), and nothing moved.
    expect(await page.evaluate(() => (window as unknown as { served: Element[] }).served.every((e) => e.isConnected))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
    await millboard.click();
    await expect(page.getByRole('tabpanel', { name: 'Millboard' }).getByRole('heading', { name: 'Millboard' })).toBeVisible();
    await form.getByLabel('Full Name').fill('Sam Citizen');
    await expect(form.getByLabel('Full Name')).toHaveValue('Sam Citizen');
    await expect(form.getByRole('checkbox', { name: /I accept the privacy policy/ })).toBeEnabled();
    expect(problems).toEqual([]);
  });

  for (const path of ['/', '/login']) {
    test(`${path} asks for the app's code only after its first paint`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((r) => /\/assets\/index-[^/]+\.js$/.test(r.name))
          .map((r) => r.startTime),
        // The loader marks the app's start (the benchmark's initial-JS cut-off, tests/bench/browser.ts).
        started: performance.getEntriesByName('app-started', 'mark').length,
      }));
      expect(timing.paint).toBeGreaterThan(0);
      expect(timing.scripts).toHaveLength(1);
      expect(timing.scripts[0]).toBeGreaterThanOrEqual(timing.paint!);
      expect(timing.started).toBe(1);
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

  test('typing into the prerendered sign-in form waits for the app: no prefilled value comes back, nothing is submitted natively', async ({
    page,
  }) => {
    // Hold the login screen's code back so the form stays prerendered HTML until typing starts.
    const release = await holdScript(page, /\/assets\/LoginPage-[^/]+\.js$/);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    const typing = page.getByLabel('Email').fill('installer@boardwalk.example');
    release();
    await typing;
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/app/dashboard');
    await expect(page.getByText('installer@boardwalk.example (installer)')).toBeVisible();
  });

  test('a range tab clicked on the prerendered /products waits for the app and then switches', async ({ page }) => {
    const release = await holdScript(page, /\/assets\/ProductsPage-[^/]+\.js$/);
    await page.goto('/products', { waitUntil: 'commit' });
    const millboard = page.getByRole('tab', { name: 'Millboard' });
    await expect(millboard).toBeDisabled();
    const clicking = millboard.click();
    release();
    await clicking;
    await expect(millboard).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Millboard' })).toBeVisible();
  });

  test('on a phone the prerendered MATERIALS NEEDED bar waits for the app, then a tap opens the sheet', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    const release = await holdScript(page, /\/assets\/DeckCalculatorPage-[^/]+\.js$/);
    await page.goto('/deck-calculator', { waitUntil: 'commit' });
    const bar = page.getByRole('button', { name: /MATERIALS NEEDED/ });
    await expect(bar).toBeDisabled();
    const tapping = bar.click();
    release();
    await tapping;
    await expect(bar).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('bottom-sheet').getByRole('button', { name: 'Proceed with Quote' })).toBeVisible();
  });

  test('a query or an in-page link still gets the page it names', async ({ page }) => {
    await page.goto('/login?portal=installer');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/#contact');
    await expect(page.locator('#contact')).toBeInViewport();
  });
});

async function catalogueTab(request: APIRequestContext, tab: (typeof PRODUCT_TABS)[number]): Promise<BoardItem[]> {
  const body = (await (await request.get('/api/inventory/board-items')).json()) as { data: BoardItem[] };
  return productsForTab(body.data, tab);
}

test.describe('/products with the catalogue from the server', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test("shows the first range's cards with the catalogue's names, and the first card's photo", async ({ page, request }) => {
      const items = await catalogueTab(request, PRODUCT_TABS[0]);
      expect(items.length).toBeGreaterThan(2);
      await page.goto('/products');
      const panel = page.getByRole('tabpanel', { name: PRODUCT_TABS[0].label });
      for (const item of items) await expect(panel.getByRole('heading', { level: 3, name: item.name })).toBeVisible();
      await expect(page.getByText('Loading products')).toHaveCount(0);
      const photo = panel.locator(`img[src="/images/inventory/${items[0].item_id}.jpg"]`);
      await expect(photo).toBeVisible();
      await expect(photo).toHaveAttribute('fetchpriority', 'high');
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // The card's photo box keeps its ratio through a class (a style attribute would be dropped by the CSP).
      const box = await photo.boundingBox();
      expect(box!.width / box!.height).toBeCloseTo(1.5, 1);
    });
  });

  test('hydrates with the data it carries: no errors, no CSP report, no catalogue request, tabs work', async ({ page, request }) => {
    const millboard = await catalogueTab(request, PRODUCT_TABS[2]);
    const problems = collectProblems(page);
    const catalogueRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/inventory/')) catalogueRequests.push(r.url());
    });
    await page.goto('/products');
    await page.waitForLoadState('networkidle');
    const tab = page.getByRole('tab', { name: PRODUCT_TABS[2].label });
    await expect(tab).toBeEnabled();
    await tab.click();
    const panel = page.getByRole('tabpanel', { name: PRODUCT_TABS[2].label });
    for (const item of millboard) await expect(panel.getByRole('heading', { level: 3, name: item.name })).toBeVisible();
    expect(catalogueRequests).toEqual([]);
    expect(problems).toEqual([]);
  });
});
