// Flows you can see: the built Storybook's Flows story of the order wizard, and the built-in inspector
// (`?inspect`) following the wizard live. The Storybook build (storybook-static/, made by `npm test`
// before Playwright, or `npm run build-storybook`) is served here on a port of its own.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './portalHelpers';

const STORYBOOK = join(process.cwd(), 'storybook-static');
// In the run's own port range: E2E_PORT 3208 -> 3281.
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const STORYBOOK_PORT = 3200 + (E2E_PORT - 3200) * 10 + 1;
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

test.describe('Storybook Flows', () => {
  let server: Server | undefined;
  test.beforeAll(async () => {
    expect(existsSync(join(STORYBOOK, 'iframe.html')), 'storybook-static/ is built (npm run build-storybook)').toBe(true);
    server = createServer((req, res) => {
      const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/')).replace(/^(\.\.[/\\])+/, '');
      const file = join(STORYBOOK, path.endsWith('/') ? `${path}index.html` : path);
      if (!file.startsWith(STORYBOOK) || !existsSync(file) || !statSync(file).isFile()) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(res);
    });
    await new Promise<void>((resolve) => server!.listen(STORYBOOK_PORT, '127.0.0.1', resolve));
  });
  test.afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  test('the order wizard story draws its states, shows the spec rule of delivery, and every transition walked', async ({ page }) => {
    const base = `http://127.0.0.1:${STORYBOOK_PORT}`;
    const index = (await (await page.request.get(`${base}/index.json`)).json()) as {
      entries: Record<string, { title: string; name: string }>;
    };
    const id = Object.keys(index.entries).find((k) => index.entries[k]!.title === 'Flows' && index.entries[k]!.name === 'orderWizard');
    expect(id, 'a Flows story named orderWizard').toBeTruthy();
    await page.goto(`${base}/iframe.html?id=${id}&viewMode=story`);
    const diagram = page.getByRole('group', { name: /^Statechart of orderWizard:/ });
    await expect(diagram).toBeVisible({ timeout: 30_000 });
    for (const state of ['loading', 'ordering.choosing.brand', 'ordering.delivery', 'summary.reviewing']) {
      await expect(diagram.getByRole('button', { name: new RegExp(`^state ${state.replace(/\./g, '\\.')}\\b`) })).toBeVisible();
    }
    await diagram.getByRole('button', { name: /^state ordering\.delivery\b/ }).click();
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.getByRole('heading', { name: 'State ordering.delivery' })).toBeVisible();
    await expect(details).toContainText('4 from delivery go to summary after validation');
    const legend = page.getByRole('region', { name: 'Coverage' });
    await expect(legend).toContainText(/(\d+) of \1 transitions walked/);
    await expect(legend).toContainText('Not walked: 0');
  });
});

test.describe('built-in inspector', () => {
  test.use({ persona: 'admin' });

  test('?inspect on the order wizard shows it moving from brand to range when a brand card is clicked', async ({ page }) => {
    await page.goto('/app/orders/create?inspect');
    const inspector = page.getByRole('complementary', { name: 'Inspector' });
    await inspector.getByRole('navigation', { name: 'Live actors' }).getByRole('button', { name: 'orderWizard' }).last().click();
    await expect(inspector.getByText('orderWizard is in ordering.choosing.brand')).toBeVisible();
    await expect(inspector.getByRole('button', { name: /^state ordering\.choosing\.brand\b.*, active$/ })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: /^WoodEvo/ }).click();
    await expect(inspector.getByText('orderWizard is in ordering.choosing.range')).toBeVisible();
    await expect(inspector.getByRole('button', { name: /^state ordering\.choosing\.range\b.*, active$/ })).toBeVisible();
    const last = inspector.getByRole('table', { name: 'Event log of orderWizard' }).getByRole('row').last();
    await expect(last).toContainText('brand.select');
    await expect(last).toContainText('ordering.choosing.brand');
    await expect(last).toContainText('ordering.choosing.range');
  });
});

test.describe('built-in inspector, paused', () => {
  test.use({ persona: 'admin' });

  test('paused, the log stays as it was while the wizard moves on; stepping moves the highlighted state', async ({ page }) => {
    await page.goto('/app/orders/create?inspect');
    const inspector = page.getByRole('complementary', { name: 'Inspector' });
    await inspector.getByRole('navigation', { name: 'Live actors' }).getByRole('button', { name: 'orderWizard' }).last().click();
    const brand = inspector.getByRole('button', { name: /^state ordering\.choosing\.brand\b.*, active$/ });
    await expect(brand).toBeVisible({ timeout: 30_000 });
    const rows = inspector.getByRole('table', { name: 'Event log of orderWizard' }).getByRole('row');

    await inspector.getByRole('button', { name: 'Pause' }).click();
    const status = inspector.getByText(/^orderWizard is in ordering\.choosing\.brand \(paused at event (\d+) of \1\)$/);
    const events = Number(/of (\d+)\)$/.exec(await status.innerText())?.[1]);
    await expect(rows).toHaveCount(events + 1);
    await page.getByRole('button', { name: /^WoodEvo/ }).click();
    await expect(inspector.getByText(/^\d+ events? since the pause$/)).toBeVisible();
    await expect(rows).toHaveCount(events + 1);
    await expect(status).toBeVisible();
    await expect(brand).toBeVisible();

    await inspector.getByRole('button', { name: 'Step back' }).click();
    await expect(inspector.getByText(new RegExp(`\\(paused at event ${events - 1} of ${events}\\)$`))).toBeVisible();
    await expect(brand).toHaveCount(0);
    await expect(rows.nth(events - 1)).toHaveAttribute('aria-current', 'step');
    await inspector.getByRole('button', { name: 'Step forward' }).click();
    await expect(brand).toBeVisible();

    await inspector.getByRole('button', { name: 'Resume' }).click();
    await expect(inspector.getByRole('button', { name: /^state ordering\.choosing\.range\b.*, active$/ })).toBeVisible();
    await expect(rows.last()).toContainText('brand.select');
  });
});

/** Every request the page makes to another origin than the app's (the Stately inspector would post to stately.ai). */
function requestsOutside(page: Page, baseURL: string): string[] {
  const outside: string[] = [];
  const origin = new URL(baseURL).origin;
  page.on('request', (r) => {
    if (/^https?:/.test(r.url()) && new URL(r.url()).origin !== origin) outside.push(r.url());
  });
  return outside;
}

test.describe('built-in inspector, signed out', () => {
  test('a production build shows no inspector to a visitor', async ({ page }) => {
    await page.goto('/login?inspect');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Inspector' })).toHaveCount(0);
  });

  test('?inspect=stately loads nothing from outside and shows a visitor no inspector', async ({ page, baseURL }) => {
    const outside = requestsOutside(page, baseURL!);
    const profile = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/users/profile');
    await page.goto('/deck-calculator?inspect=stately');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await profile).status()).toBe(401);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('complementary', { name: 'Inspector' })).toHaveCount(0);
    expect(outside).toEqual([]);
  });
});

test.describe('built-in inspector on a public page', () => {
  test.use({ persona: 'admin' });

  test('?inspect on the calculator opens it for a signed-in admin', async ({ page }) => {
    await page.goto('/deck-calculator?inspect');
    const inspector = page.getByRole('complementary', { name: 'Inspector' });
    await expect(
      inspector.getByRole('navigation', { name: 'Live actors' }).getByRole('button', { name: 'calculatorEditor' }).first(),
    ).toBeVisible({
      timeout: 30_000,
    });
  });

  test('?inspect=stately opens the built-in panel, never the outside inspector', async ({ page, baseURL }) => {
    const outside = requestsOutside(page, baseURL!);
    await page.goto('/deck-calculator?inspect=stately');
    await expect(page.getByRole('complementary', { name: 'Inspector' })).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(outside).toEqual([]);
  });
});
