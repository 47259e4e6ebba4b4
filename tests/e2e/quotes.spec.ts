// Quotes end to end (docs/product.md#quotes), in Chromium against the
// production build on a fresh database. The whole sale: a visitor draws and sends a quote request on
// /deck-calculator; an admin opens the lead, Prepare quote, adds a line and Send quote; the customer opens
// the e-mailed link in a fresh browser, accepts with pickup, sets a password from the next e-mail and sees
// the order in My Orders; the lead reads Won. Then the public page at phone width and its accept form by
// keyboard alone (the quote's API answers faked, so those two need no server-side quote).
import { PO_LABEL, PO_MESSAGES } from '../../src/domain/purchaseOrder';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { formatDate } from '../../src/domain/dates';
import { addDays, weekday } from '../../src/domain/deliveryDays';
import { QUOTE_MESSAGES } from '../../src/domain/quotes';
import type { PublicQuote, QuoteDetail } from '../../src/domain/schemas/quotes';
import { linkIn, mailsTo, waitForMail } from '../support/e2eMailbox';
import { canvas } from './calculatorHelpers';
import { expect, futureDate, pickPreferredDate, test, uniqueName } from './portalHelpers';

const NEW_PASSWORD = 'a long enough passphrase';

/** The first Saturday of next month (the month futureDate() is in), YYYY-MM-DD. */
function firstSaturdayOfNextMonth(): string {
  let day = `${futureDate().iso.slice(0, 7)}-01`;
  while (weekday(day) !== 6) day = addDays(day, 1);
  return day;
}

async function freshPage(browser: Browser) {
  // Explicitly empty: inside a test, a new context otherwise starts from the test's own storage state (the admin's).
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  return { context, page: await context.newPage() };
}

/** The visitor's quote request from the calculator's default drawing. */
async function sendQuoteRequest(page: Page, name: string, email: string) {
  await page.goto('/deck-calculator');
  await expect(canvas(page)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Proceed with Quote' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('[data-scope="radio-group"][data-part="item"]', { hasText: 'Hampton' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Skip' }).click();
  await dialog.getByRole('button', { name: 'Skip' }).click();
  await dialog.getByLabel('Full Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('0400 123 456');
  await dialog.getByLabel('Suburb').fill('Northcote');
  await dialog.getByRole('combobox', { name: /Project Start Timeframe/ }).click();
  await page.getByRole('option', { name: 'Within 1 Month' }).click();
  await dialog.locator('[data-scope="radio-group"][data-part="item"]', { hasText: 'No' }).click();
  const response = page.waitForResponse((r) => r.url().endsWith('/quotes') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Submit Quote Request' }).click();
  expect((await response).status()).toBe(201);
}

/** The first message to `to` that carries a `pathname` link, waiting for it to arrive. */
async function waitForLink(to: string, pathname: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    for (const mail of await mailsTo(to)) {
      try {
        const url = new URL(linkIn(mail, pathname));
        return url.pathname + url.search;
      } catch {
        // not this one
      }
    }
    if (Date.now() > deadline) throw new Error(`no ${pathname} link to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

test.describe('the whole sale', () => {
  test.use({ persona: 'admin' });
  test.setTimeout(180_000);

  test('a drawn quote request is priced and sent by staff, accepted by the customer from the e-mail, and becomes their order', async ({
    page,
    browser,
  }) => {
    const name = uniqueName('Casey Quote');
    const email = `${name.replace(/\s+/g, '.')}@example.com`.toLowerCase();

    const visitor = await freshPage(browser);
    await sendQuoteRequest(visitor.page, name, email);
    await visitor.context.close();

    // Staff: the lead, Prepare quote, a delivery line, Send quote.
    await page.goto('/app/dashboard');
    await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Quotes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
    await page.goto('/app/leads');
    await page.getByTestId('lead-row').filter({ hasText: name }).getByRole('link', { name }).click();
    await page.getByRole('button', { name: 'Prepare quote' }).click();
    await expect(page).toHaveURL(/\/app\/quotes\/[^/]+$/);
    // The URL changes before the quote page replaces the lead's heading: wait for the number itself.
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^Q-\d{4}-\d{4,}$/);
    const number = (await heading.textContent())!.trim();
    // Prefilled from the drawing: the board lines of the chosen colour.
    await expect(page.getByTestId('quote-line').first()).toBeVisible();
    const free = page.getByRole('form', { name: 'Free line' });
    await free.getByLabel('Description').fill('Delivery to site');
    await free.getByLabel('Unit price').fill('150');
    await free.getByRole('button', { name: 'Add line' }).click();
    await expect(page.getByTestId('quote-line').filter({ has: page.locator('input[value="Delivery to site"]') })).toHaveCount(1);
    await expect(page.getByText('All changes saved')).toBeVisible();
    const total = (await page.getByTestId('quote-total').textContent())!.trim();
    // A reload loses nothing: the line is in the saved draft.
    await page.reload();
    await expect(page.locator('input[value="Delivery to site"]')).toBeVisible();
    await expect(page.getByTestId('quote-total')).toHaveText(total);
    await page.getByRole('button', { name: 'Send quote' }).click();
    await expect(page.getByTestId('quote-status-chip')).toHaveText('Sent');
    await expect(page.getByRole('button', { name: 'Revise' })).toBeVisible();

    // The customer: the e-mailed link, in a fresh browser; accept with pickup.
    const mail = await waitForMail(email, `Your Boardwalk quote ${number}`);
    const quoteUrl = mail.text.match(/https?:\/\/\S+/g)?.find((u) => new URL(u).pathname.startsWith('/quote/'));
    expect(quoteUrl, 'the quote e-mail links to /quote/{token}').toBeDefined();
    const customer = await freshPage(browser);
    await customer.page.goto(new URL(quoteUrl!).pathname);
    await expect(customer.page.getByRole('heading', { level: 1, name: `Quote ${number}` })).toBeVisible();
    await expect(customer.page.getByText('Boardwalk Composite Decking Pty Ltd')).toBeVisible();
    await expect(customer.page.getByRole('cell', { name: 'Delivery to site' })).toBeVisible();
    await expect(customer.page.getByLabel('Totals')).toContainText(total);
    await customer.page.getByRole('button', { name: 'Accept quote' }).click();
    // Without a sign-in the calendar marks the wizard's days: for delivery a weekend carries its reason,
    // and choosing it says why it cannot be ordered for (docs/product.md#delivery).
    const saturday = firstSaturdayOfNextMonth();
    const saturdayCell = customer.page.locator(`[data-scope="date-picker"][data-part="table-cell-trigger"][data-value="${saturday}"]`);
    await customer.page.locator('[data-scope="radio-group"][data-part="item"]', { hasText: 'Delivery' }).click();
    await customer.page.getByRole('button', { name: 'Open calendar' }).click();
    await customer.page.getByRole('button', { name: 'Next month' }).click();
    await expect(saturdayCell).toHaveAccessibleName(/No deliveries on weekends/);
    await expect(customer.page.getByText('No deliveries on weekends', { exact: true })).toBeVisible();
    await saturdayCell.click();
    await expect(customer.page.getByRole('status').filter({ hasText: 'choose another day' })).toHaveText(
      `${formatDate(saturday)} cannot be chosen (No deliveries on weekends): choose another day`,
    );
    await customer.page.locator('[data-scope="radio-group"][data-part="item"]', { hasText: 'Pickup' }).click();
    await pickPreferredDate(customer.page, futureDate().day);
    await customer.page.getByRole('checkbox', { name: /I accept the terms/ }).focus();
    await customer.page.keyboard.press('Space');
    await expect(customer.page.getByRole('checkbox', { name: /I accept the terms/ })).toBeChecked();
    await customer.page.getByRole('form', { name: 'Accept quote' }).getByRole('button', { name: 'Accept quote' }).click();
    await expect(customer.page.getByText('Thank you, your quote is accepted.')).toBeVisible();
    const reference = (await customer.page.locator('strong', { hasText: /^BW-/ }).textContent())!.trim();

    // The next e-mail sets their password; the order is theirs in My Orders.
    const invite = await waitForLink(email, '/accept-invite');
    await customer.page.goto(invite);
    await customer.page.getByLabel('New password').fill(NEW_PASSWORD);
    await customer.page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await customer.page.getByRole('button', { name: 'Set password' }).click();
    await expect(customer.page).toHaveURL(/\/app\/dashboard$/);
    await customer.page.goto('/app/orders');
    await expect(customer.page.getByText(reference)).toBeVisible();
    await customer.page.getByText(reference).click();
    await expect(customer.page.getByTestId('order-from-quote')).toHaveText(`From quote ${number}`);
    await customer.context.close();

    // Staff: the quote shows its order; the lead reads Won.
    await page.reload();
    await expect(page.getByTestId('quote-status-chip')).toHaveText('Accepted');
    await expect(page.getByRole('link', { name: reference })).toBeVisible();
    await page.goto('/app/leads');
    await expect(page.getByTestId('lead-row').filter({ hasText: name }).getByTestId('lead-status-chip')).toHaveText('Won');
  });
});

// ---- The public page alone, its answers faked ----

const TOKEN = 'faked-token-for-the-screen';
const fakedQuote: PublicQuote = {
  number: 'Q-2026-0042',
  version: 2,
  revised: true,
  underRevision: false,
  status: 'viewed',
  customerName: 'Sam Citizen',
  sentAt: '2026-11-20T01:00:00.000Z',
  validUntil: '2099-01-31',
  note: 'Thanks for the chat on site. Prices include the step boards.',
  lines: [
    {
      id: 1,
      kind: 'item',
      itemId: 'item-1',
      sku: null,
      description: 'WoodEvo HOME Ironbark Grooved 5400 x 137 x 23mm, a long description that must wrap on a phone',
      unit: 'each',
      quantity: 24,
      unitPriceCents: 8950,
      lineTotalCents: 214800,
      tradePrice: false,
      retailPriceCents: null,
    },
    {
      id: 2,
      kind: 'free',
      itemId: null,
      sku: null,
      description: 'Delivery',
      unit: 'each',
      quantity: 1,
      unitPriceCents: 15000,
      lineTotalCents: 15000,
      tradePrice: false,
      retailPriceCents: null,
    },
    {
      id: 3,
      kind: 'discount',
      itemId: null,
      sku: null,
      description: 'Discount (5%)',
      unit: '',
      quantity: 1,
      unitPriceCents: -11490,
      lineTotalCents: -11490,
      tradePrice: false,
      retailPriceCents: null,
    },
  ],
  subtotalCents: 198483,
  gstCents: 19827,
  totalCents: 218310,
  shapes: null,
  canAccept: true,
  poRequired: false,
  order: null,
};

async function fakeQuoteApi(page: Page) {
  const accepted: unknown[] = [];
  await page.route(`**/api/public/quotes/${TOKEN}`, (route) => route.fulfill({ json: fakedQuote }));
  await page.route(`**/api/public/quotes/${TOKEN}/accept`, async (route) => {
    accepted.push(route.request().postDataJSON());
    await route.fulfill({
      json: {
        orderReference: 'BW-1234ABCD',
        quote: { ...fakedQuote, status: 'accepted', canAccept: false, order: { reference: 'BW-1234ABCD' } },
      },
    });
  });
  return accepted;
}

test('the public quote fits a phone, reads as revised, and passes axe (API answers faked)', async ({ page }) => {
  await fakeQuoteApi(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/quote/${TOKEN}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Quote Q-2026-0042' })).toBeVisible();
  await expect(page.getByText('Revised')).toBeVisible();
  await expect(page.getByLabel('Totals')).toContainText('$2,183.10');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Accept quote' }).click();
  const after = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(after).toBeLessThanOrEqual(0);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('the accept form works by keyboard alone, refusing first without the terms (API answers faked)', async ({ page }) => {
  const accepted = await fakeQuoteApi(page);
  await page.goto(`/quote/${TOKEN}`);
  const accept = page.getByRole('button', { name: 'Accept quote' });
  await accept.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Accept quote' });
  await expect(form).toBeVisible();
  // Submitting the empty form names the first rule and puts focus on its field.
  await form.getByRole('button', { name: 'Accept quote' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toHaveText('Please select a delivery method to continue');
  await expect(page.getByRole('radio', { name: 'Delivery' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Pickup' })).toBeChecked();
  await expect(form.getByText('Pickup Location')).toBeVisible();
  const date = futureDate();
  const [y, m, d] = date.iso.split('-');
  await form.getByRole('textbox', { name: /Preferred Date/ }).focus();
  await page.keyboard.type(`${d}/${m}/${y}`);
  await page.keyboard.press('Enter');
  await form.getByLabel(PO_LABEL).focus();
  await page.keyboard.type('PO 7781');
  await form.getByRole('button', { name: 'Accept quote' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toHaveText(QUOTE_MESSAGES.acceptTerms);
  await expect(page.getByRole('checkbox', { name: /I accept the terms/ })).toBeFocused();
  await page.keyboard.press('Space');
  await form.getByRole('button', { name: 'Accept quote' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your order reference is')).toContainText('BW-1234ABCD');
  expect(accepted).toEqual([
    { method: 'pickup', address: '', cityPostcode: '', preferredDate: date.iso, reference: 'PO 7781', acceptTerms: true, version: 2 },
  ]);
});

test("asks for the PO a customer's company requires, and shows the server's refusal with the form kept (API answers faked)", async ({
  page,
}) => {
  const refusal = 'This day cannot be chosen (Fully booked): choose another day';
  const sent: unknown[] = [];
  await page.route(`**/api/public/quotes/${TOKEN}`, (route) => route.fulfill({ json: { ...fakedQuote, poRequired: true } }));
  await page.route(`**/api/public/quotes/${TOKEN}/accept`, async (route) => {
    sent.push(route.request().postDataJSON());
    await route.fulfill({ status: 400, json: { message: refusal, issues: [{ path: ['body', 'preferredDate'], message: refusal }] } });
  });
  await page.goto(`/quote/${TOKEN}`);
  await page.getByRole('button', { name: 'Accept quote' }).click();
  const form = page.getByRole('form', { name: 'Accept quote' });
  await page.locator('[data-scope="radio-group"][data-part="item"]', { hasText: 'Pickup' }).click();
  await pickPreferredDate(page, futureDate().day);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).focus();
  await page.keyboard.press('Space');
  const po = form.getByRole('textbox', { name: PO_LABEL });
  await expect(po).toHaveAttribute('required', '');
  await form.getByRole('button', { name: 'Accept quote' }).click();
  await expect(form.getByRole('alert')).toHaveText(PO_MESSAGES.required);
  await expect(po).toBeFocused();
  expect(sent).toEqual([]);
  await po.fill('JOB-42');
  await form.getByRole('button', { name: 'Accept quote' }).click();
  await expect(form.getByRole('alert')).toHaveText(refusal);
  await expect(po).toHaveValue('JOB-42');
  expect(sent).toEqual([expect.objectContaining({ reference: 'JOB-42' })]);
});

test('an unknown link is refused with a clear message (API answer faked)', async ({ page }) => {
  await page.route('**/api/public/quotes/no-such-token', (route) =>
    route.fulfill({ status: 404, json: { message: QUOTE_MESSAGES.linkNotValid } }),
  );
  await page.goto('/quote/no-such-token');
  await expect(page.getByRole('alert')).toContainText(QUOTE_MESSAGES.linkNotValid);
  await expect(page.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);
});

// ---- Staff screens, the quote's answers faked ----

const draftQuote: QuoteDetail = {
  id: 'q-faked',
  number: 'Q-2026-0007',
  status: 'draft',
  customerName: 'Robin Builder',
  customerEmail: 'robin@example.com',
  lead: null,
  version: 1,
  sentVersion: null,
  sentAt: null,
  validUntil: null,
  viewedAt: null,
  createdAt: '2026-11-26T00:00:00.000Z',
  updatedAt: '2026-11-26T00:00:00.000Z',
  customerPhone: '',
  customerSuburb: 'Brunswick',
  note: '',
  createdBy: 'admin@boardwalk.example',
  lines: [
    {
      id: 1,
      kind: 'item',
      itemId: 'item-1',
      sku: null,
      description: 'WoodEvo HOME Ironbark 5400',
      unit: 'each',
      quantity: 10,
      unitPriceCents: 8950,
      lineTotalCents: 89500,
      cataloguePriceCents: 8950,
      overridden: false,
      overriddenBy: null,
      tradePrice: false,
      retailPriceCents: null,
      customerPriceCents: 8950,
    },
  ],
  discount: null,
  subtotalCents: 0,
  gstCents: 0,
  totalCents: 0,
  versions: [],
  changeRequests: [],
  order: null,
  acceptedAt: null,
  withdrawnAt: null,
  reminderSentAt: null,
  shapes: null,
  customerPricing: null,
};

test.describe('staff screens', () => {
  test.use({ persona: 'admin' });

  test('the editor shows live totals, keeps an override apart, saves each edit and sends (API answers faked)', async ({ page }) => {
    const patches: unknown[] = [];
    let sent = false;
    await page.route('**/api/quotes/q-faked', async (route) => {
      if (route.request().method() === 'PATCH') {
        patches.push(route.request().postDataJSON());
        return route.fulfill({ json: draftQuote });
      }
      return route.fulfill({
        json: sent ? { ...draftQuote, status: 'sent', sentVersion: 1, sentAt: '2026-11-26T01:00:00.000Z' } : draftQuote,
      });
    });
    await page.route('**/api/quotes/q-faked/send', async (route) => {
      sent = true;
      await route.fulfill({ json: { ...draftQuote, status: 'sent' } });
    });
    await page.goto('/app/quotes/q-faked');
    await expect(page.getByRole('heading', { level: 1, name: 'Q-2026-0007' })).toBeVisible();
    const totals = page.getByLabel('Totals');
    await expect(page.getByTestId('quote-total')).toHaveText('$895.00');
    await page.getByLabel('Quantity of WoodEvo HOME Ironbark 5400').fill('12');
    await expect(page.getByTestId('quote-total')).toHaveText('$1,074.00');
    await page.getByLabel('Unit price of WoodEvo HOME Ironbark 5400').fill('80');
    await expect(page.getByTestId('quote-total')).toHaveText('$960.00');
    await expect(page.getByTestId('price-override')).toContainText('Catalogue price $89.50');
    // GST is one eleventh of the total, half up.
    await expect(totals).toContainText('$87.27');
    await expect(page.getByText('All changes saved')).toBeVisible();
    expect(patches.at(-1)).toMatchObject({ lines: [{ kind: 'item', itemId: 'item-1', quantity: 12, unitPriceCents: 8000 }] });
    await page.getByRole('button', { name: 'Send quote' }).click();
    await expect(page.getByRole('button', { name: 'Revise' })).toBeVisible();
    await expect(page.getByTestId('quote-status-chip')).toHaveText('Sent');
  });
});

test.describe('as client', () => {
  test.use({ persona: 'client' });

  test('is refused from /app/quotes and sees no Quotes link', async ({ page }) => {
    await page.goto('/app/dashboard');
    await expect(page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Quotes' })).toHaveCount(0);
    await page.goto('/app/quotes');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });
});

test.describe('the quote page on a phone (API answers faked)', () => {
  test.use({ viewport: { width: 390, height: 740 } });

  test('the terms label ticks its box, the terms link is its own link, and the confirmation shows where the customer pressed', async ({
    page,
  }) => {
    await fakeQuoteApi(page);
    await page.goto(`/quote/${TOKEN}`);
    await page.getByRole('button', { name: 'Accept quote' }).click();
    const form = page.getByRole('form', { name: 'Accept quote' });
    const terms = page.getByRole('checkbox', { name: /I accept the terms/ });
    // Pressing the words of the label (left of the link) ticks the box, as a label does.
    await form.getByText('I accept the', { exact: false }).click({ position: { x: 4, y: 6 } });
    await expect(terms).toBeChecked();
    // The link opens the terms in a new tab and leaves the box as it was.
    const link = form.getByRole('link', { name: 'terms and conditions' });
    await expect(link).toHaveAttribute('href', '/terms');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await tab.close();
    await expect(terms).toBeChecked();

    await page.locator('[data-scope="radio-group"][data-part="item"]', { hasText: 'Pickup' }).click();
    await pickPreferredDate(page, futureDate().day);
    await form.getByRole('button', { name: 'Accept quote' }).click();
    await expect(page.getByText('Thank you, your quote is accepted.')).toBeInViewport();
  });

  test('the request-changes confirmation shows where the customer pressed', async ({ page }) => {
    await fakeQuoteApi(page);
    await page.route(`**/api/public/quotes/${TOKEN}/changes`, (route) => route.fulfill({ status: 204 }));
    await page.goto(`/quote/${TOKEN}`);
    await page.getByRole('button', { name: 'Request changes' }).click();
    await page.getByRole('textbox', { name: /What would you like changed/ }).fill('Two more boards, please.');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Thank you. Your request has been sent to our team')).toBeInViewport();
  });

  test('the date picker opens inside the screen', async ({ page }) => {
    await fakeQuoteApi(page);
    await page.goto(`/quote/${TOKEN}`);
    await page.getByRole('button', { name: 'Accept quote' }).click();
    await page.getByRole('button', { name: 'Open calendar' }).click();
    const calendar = page.locator('[data-scope="date-picker"][data-part="content"]');
    await expect(calendar).toBeVisible();
    const box = (await calendar.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expect(calendar).toBeInViewport({ ratio: 1 });
  });
});
