// The staff inbox end to end (docs/product.md#leads), in Chromium against the production
// build on a fresh database: a quote sent from /deck-calculator and an enquiry sent from the landing
// page reach /app/leads for an admin; the quote's plan is drawn with its edge lengths; status and notes
// are worked and kept; search and the status filter narrow the list and live in the URL; clients and
// installers are refused, anonymous visitors sent to /login, and only admins see the Leads link. The
// Sample requests tab and a sample request pass the same accessibility and phone-width checks.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { MESSAGES } from '../../src/domain/messages';
import { LEAD_MESSAGES } from '../../src/domain/leadTexts';
import { LEAD_NOT_FOUND } from '../../src/domain/leads';
import { sampleColours } from '../../src/domain/samples';
import { quoteLeadOf, storyQuoteRows } from '../../src/web/portal/leads/leadFixtures';
import { canvas } from './calculatorHelpers';
import { expect, test, uniqueName, USERS } from './portalHelpers';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** A calculator quote sent straight to POST /quotes: one 1 m x 2 m deck at (0, 0). */
async function sendQuoteViaApi(api: APIRequestContext, fullName: string, suburb = 'Coburg'): Promise<string> {
  const res = await api.post('/quotes', {
    data: {
      fullName,
      email: 'lead@example.com',
      phone: '0400 111 222',
      suburb,
      projectTimeframe: '3-months-plus',
      needInstaller: false,
      shapes: [
        {
          id: 'box-1',
          width: 1000,
          height: 2000,
          x: 0,
          y: 0,
          points: [
            { x: 0, y: 0 },
            { x: 1000, y: 0 },
            { x: 1000, y: 2000 },
            { x: 0, y: 2000 },
          ],
        },
      ],
      woodevoHomeItemId: null,
      woodevoAdvancedItemId: null,
      millboardItemId: null,
      deckAreaSqMeters: 2,
      boardsRequired: 3,
      clipBoxesNeeded: 1,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const rows = (page: Page) => page.getByTestId('lead-row');
const statusControl = (page: Page) => page.getByRole('combobox', { name: 'Status' });

async function chooseStatus(page: Page, label: string) {
  await statusControl(page).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** A sample request of its own (the 30-day rule refuses a repeat e-mail or address), sent to POST /api/samples. */
async function sendSampleRequestViaApi(api: APIRequestContext): Promise<string> {
  const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const boards = await (await api.get('/api/inventory/board-items')).json();
  const res = await api.post('/api/samples', {
    data: {
      name: 'Axel Sampler',
      email: `axel-${run}@example.com`,
      street: `${run} Sampler Lane`,
      suburb: 'Rye',
      postcode: '3941',
      colours: sampleColours(boards.data)
        .slice(0, 2)
        .map((c) => c.itemId),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('as an admin', () => {
  test.use({ persona: 'admin' });

  test('a quote sent from the deck calculator reaches the inbox with its plan; status and notes are worked and kept', async ({ page }) => {
    const name = uniqueName('Quinn Decker');
    page.on('dialog', (d) => void d.accept());
    await page.goto('/deck-calculator');
    await expect(canvas(page)).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Proceed with Quote' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('[data-scope="radio-group"][data-part="item"]', { hasText: 'Hampton' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Skip' }).click();
    await dialog.getByRole('button', { name: 'Skip' }).click();
    await dialog.getByLabel('Full Name').fill(name);
    await dialog.getByLabel('Email').fill('quinn@example.com');
    await dialog.getByLabel('Phone').fill('0400 123 456');
    await dialog.getByLabel('Suburb').fill('Northcote');
    await dialog.getByRole('combobox', { name: /Project Start Timeframe/ }).click();
    await page.getByRole('option', { name: 'Within 1 Month' }).click();
    await dialog.locator('[data-scope="radio-group"][data-part="item"]', { hasText: 'Yes' }).click();
    const response = page.waitForResponse((r) => r.url().endsWith('/quotes') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Submit Quote Request' }).click();
    expect((await response).status()).toBe(201);
    await expect(page).toHaveURL(/\/$/);

    // The portal's top navigation offers Leads to an admin.
    await page.goto('/app/dashboard');
    await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Leads' }).click();
    await expect(page).toHaveURL(/\/app\/leads$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Quote requests' })).toHaveAttribute('aria-selected', 'true');
    const row = rows(page).filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('quinn@example.com');
    await expect(row).toContainText('Northcote');
    await expect(row).toContainText('1.00 m²');
    await expect(row.getByTestId('lead-status-chip')).toHaveText('New');
    // Newest first is the API's rule (tests/api/leadsInbox.test.ts pages it); here other workers send quotes at the
    // same time, so the one just sent is only known to be on the first page.

    // The name is a real link, reached by keyboard.
    const link = row.getByRole('link', { name });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/leads\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Within 1 Month')).toBeVisible();
    // The calculator sends each shape's outline, so staff see the saved designs' plan with its edge lengths.
    const plan = page.getByRole('img', { name: /^Deck plan: 1 shape, 1\.00 m²/ });
    await expect(plan).toBeVisible();
    await expect(plan.locator('[data-part="outlines"]')).toHaveCount(1);
    await expect(plan.locator('text')).toHaveText(Array(4).fill('1.00 m'));
    await expect(page.getByText('Area: 1.00 m²')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Sent by the browser' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: "Server's figures" })).toBeVisible();
    await expect(page.getByRole('row', { name: /^Clip boxes/ })).toBeVisible();
    await expect(page.getByText('WoodEvo HOME', { exact: true })).toBeVisible();
    await expect(page.getByText('Hampton', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reply by email' })).toHaveAttribute('href', /^mailto:quinn%40example\.com\?subject=/);

    // The e-mails the quote owes (to sales, to the customer), each settling as Sent: without SMTP_URL the
    // e2e server writes them to DATA_DIR/mail/, and the page asks again while one is queued.
    const sent = page.getByTestId('sent-email');
    await expect(sent.filter({ hasText: `New quote request from ${name}` }).getByTestId('delivery-state')).toHaveText('Sent', {
      timeout: 20_000,
    });
    await expect(sent.filter({ hasText: "We've received your quote request" })).toContainText('quinn@example.com');

    // Status: the history grows by the change, with who made it.
    const history = page.getByTestId('status-history-entry');
    await expect(history).toHaveCount(1);
    await expect(history.first()).toContainText('New');
    await chooseStatus(page, 'Contacted');
    await expect(page.getByText('Status changed to Contacted')).toBeVisible();
    await expect(history).toHaveCount(2);
    await expect(history.nth(1)).toContainText(`Contacted from New, by ${USERS.admin}`);

    // Notes: an empty one is refused; a written one is listed with its author.
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText('Note is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Add note' }).fill('Called back; site visit on Friday.');
    await page.getByRole('button', { name: 'Add note' }).click();
    const note = page.getByTestId('lead-note');
    await expect(note).toHaveCount(1);
    await expect(note).toContainText('Called back; site visit on Friday.');
    await expect(note).toContainText(USERS.admin);
    await expect(page.getByRole('textbox', { name: 'Add note' })).toHaveValue('');

    // Kept by the server: a reload shows the same.
    await page.reload();
    await expect(statusControl(page)).toHaveText(/Contacted/);
    await expect(history).toHaveCount(2);
    await expect(note).toContainText('Called back; site visit on Friday.');
    await page.getByRole('link', { name: 'All leads' }).click();
    await expect(rows(page).filter({ hasText: name }).getByTestId('lead-status-chip')).toHaveText('Contacted');
  });

  test('search and the status filter narrow the list and stay in the URL through reload and back', async ({ page, api }) => {
    const token = uniqueName('Filterby').replace(/\s+/g, '');
    const first = `${token} One`;
    const second = `${token} Two`;
    await sendQuoteViaApi(api, first);
    const wonId = await sendQuoteViaApi(api, second, 'Ballarat');
    expect((await api.patch(`/api/leads/${wonId}`, { data: { status: 'won' } })).status()).toBe(200);

    await page.goto('/app/leads');
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(token);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${token}`));
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).first()).toContainText(second);

    await chooseStatus(page, 'Won');
    await expect(page).toHaveURL(/[?&]status=won/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(second);
    await expect(rows(page)).toContainText('Ballarat');

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(token);
    await expect(statusControl(page)).toHaveText(/Won/);
    await expect(rows(page)).toHaveCount(1);

    await page.goBack();
    await expect(page).not.toHaveURL(/status=/);
    await expect(rows(page)).toHaveCount(2);

    // Suburbs are searched too; a search matching nothing says so.
    await page.getByRole('searchbox', { name: 'Search' }).fill(`${token}-nobody`);
    await expect(page.getByText(LEAD_MESSAGES.noQuotes)).toBeVisible();
  });

  test('an enquiry sent from the landing page is on the Enquiries tab with its labels', async ({ page }) => {
    const name = uniqueName('Erin Enquirer');
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Send an enquiry' });
    await form.getByLabel('Full Name').fill(name);
    await form.getByLabel('Email').fill('erin@example.com');
    await form.getByLabel('Phone').fill('0400 999 888');
    await form.getByRole('combobox', { name: 'Project Type' }).click();
    await page.getByRole('option', { name: 'Deck Extension' }).click();
    await form.getByRole('combobox', { name: 'Timeline' }).click();
    await page.getByRole('option', { name: '1-3 Months' }).click();
    await form.getByLabel('Message').fill('Extend the deck by 3 m along the fence.');
    await form.getByRole('checkbox', { name: /I accept the/ }).check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText(MESSAGES.contactSuccess)).toBeVisible();

    await page.goto('/app/leads');
    await page.getByRole('tab', { name: 'Enquiries' }).click();
    await expect(page).toHaveURL(/[?&]kind=enquiry/);
    const row = rows(page).filter({ hasText: name });
    await expect(row).toContainText('Deck Extension');
    await expect(page.getByRole('columnheader', { name: 'Project type' })).toBeVisible();
    await row.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('1-3 Months')).toBeVisible();
    await expect(page.getByText('Extend the deck by 3 m along the fence.')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Deck plan/ })).toHaveCount(0);
    // Back returns to the Enquiries tab.
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Enquiries' })).toHaveAttribute('aria-selected', 'true');
  });

  test('Load more asks for the page the X-Next-Cursor header names and adds it below; a failed list shows its message', async ({
    page,
  }) => {
    const asked: (string | null)[] = [];
    await page.route(/\/api\/leads\?/, (route) => {
      const cursor = new URL(route.request().url()).searchParams.get('cursor');
      asked.push(cursor);
      const rows = cursor ? storyQuoteRows.slice(2) : storyQuoteRows.slice(0, 2);
      return route.fulfill({ json: rows, headers: cursor ? {} : { 'X-Next-Cursor': 'page-2' } });
    });
    await page.goto('/app/leads');
    await expect(rows(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).last()).toContainText(storyQuoteRows[2].name);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    expect(asked).toEqual([null, 'page-2']);

    await page.unroute(/\/api\/leads\?/);
    await page.route(/\/api\/leads\?/, (route) => route.fulfill({ status: 503, json: { message: 'The inbox is resting' } }));
    await page.getByRole('tab', { name: 'Enquiries' }).click();
    await expect(page.locator('[role=alert]:not([data-live-announcer])')).toHaveText('The inbox is resting');
  });

  test("a refused status change shows the server's message and keeps the status", async ({ page }) => {
    const lead = quoteLeadOf({ status: 'new' });
    await page.route(`**/api/leads/${lead.id}`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 409, json: { message: 'Someone else changed this lead' } })
        : route.fulfill({ json: lead }),
    );
    await page.goto(`/app/leads/${lead.id}`);
    await chooseStatus(page, 'Lost');
    await expect(page.locator('[role=alert]:not([data-live-announcer])')).toHaveText('Someone else changed this lead');
    await expect(statusControl(page)).toHaveText(/New/);
  });

  test('an unknown lead shows Lead not found', async ({ page }) => {
    await page.goto(`/app/leads/${MISSING_ID}`);
    await expect(page.getByText(LEAD_NOT_FOUND)).toBeVisible();
  });

  test('the inbox and a lead have no serious axe violations and no sideways scroll on a phone', async ({ page, api }) => {
    const id = await sendQuoteViaApi(api, uniqueName('Axel Checker'));
    const sample = await sendSampleRequestViaApi(api);
    const screens: [string, (p: Page) => Locator][] = [
      ['/app/leads', (p) => rows(p).first()],
      [`/app/leads/${id}`, (p) => p.getByRole('img', { name: /^Deck plan/ })],
      ['/app/leads?kind=sample', (p) => rows(p).first()],
      [`/app/leads/${sample}`, (p) => p.getByRole('list', { name: 'Colours' })],
    ];
    for (const [path, ready] of screens) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
      await page.setViewportSize({ width: 375, height: 800 });
      await expect(ready(page)).toBeVisible();
      const [scrollWidth, clientWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(scrollWidth, `${path} must not scroll sideways`).toBeLessThanOrEqual(clientWidth);
    }
  });
});

for (const persona of ['client', 'installer'] as const) {
  test.describe(`as ${persona}`, () => {
    test.use({ persona });

    test('the inbox is refused (Access Denied) and not in the navigation', async ({ page }) => {
      await page.goto('/app/dashboard');
      await expect(page.getByRole('navigation', { name: 'Portal' }).getByRole('link')).toHaveText(['Dashboard', 'Orders', 'Deck Layout']);
      for (const path of ['/app/leads', `/app/leads/${MISSING_ID}`]) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/unauthorized$/);
        await expect(page.getByRole('heading', { name: MESSAGES.accessDenied })).toBeVisible();
      }
    });
  });
}

test('an anonymous visitor is sent to /login and comes back to the inbox as an admin', async ({ page }) => {
  await page.goto('/app/leads?kind=enquiry');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(USERS.admin);
  await page.getByLabel('Password').fill(process.env.DEMO_PASSWORD ?? 'boardwalk-demo');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app\/leads\?kind=enquiry$/);
  await expect(page.getByRole('tab', { name: 'Enquiries' })).toHaveAttribute('aria-selected', 'true');
});
