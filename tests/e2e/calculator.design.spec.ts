// The calculator's design tools in Chromium (docs/product.md#board-layout-rules and "Beyond the spec:
// Designs"): boards laid and their figures beside the spec's, the drawing kept through a reload and
// the trip to /login, Save design into a new project, Share with Copy and Stop sharing, opening a
// saved design (a new version on save, the quote carrying it) and a shared link (a copy), the quote
// dialog's preselected colour and marked fields, and the print layout.
import type { Page } from '@playwright/test';
import { MESSAGES } from '../../src/domain/messages';
import { canvas, shapesOf } from './calculatorHelpers';
import { createProjectViaApi, expect, signInThroughPage, test, uniqueName, USERS } from './portalHelpers';

const drawing = {
  shapes: [
    {
      id: 'box-1',
      points: [
        { x: 0, y: 0 },
        { x: 4000, y: 0 },
        { x: 4000, y: 3000 },
        { x: 0, y: 3000 },
      ],
    },
  ],
  brand: 'WoodEvo',
  colorItemId: null,
  boardDirection: 'vertical',
};

async function open(page: Page, query = '') {
  await page.goto(`/deck-calculator${query}`);
  await expect(canvas(page)).toBeVisible({ timeout: 30_000 });
  // Live: the tools are enabled once React owns the page and the drawing's source is known.
  await expect(page.getByRole('button', { name: 'Save design' })).toBeEnabled();
}

const side = (page: Page) => page.getByTestId('materials-side');
const layoutSection = (page: Page) => side(page).getByRole('region', { name: 'From the board layout' });

test.describe('a visitor draws a deck', () => {
  test('sees the layout figures and overlap, keeps the drawing through a reload and /login, then saves and shares it', async ({ page }) => {
    await open(page);
    // The layout's own count beside the spec's unchanged Calculations.
    await expect(side(page).getByRole('region', { name: 'Calculations' })).toBeVisible();
    await expect(
      layoutSection(page)
        .getByText(/^\d+(\.\d+)? m boards$/)
        .first(),
    ).toBeVisible();
    await expect(layoutSection(page).getByText('Waste')).toBeVisible();
    await expect(side(page).getByRole('note')).toHaveCount(0);

    // A new shape lands on the first one: the panel names the overlap.
    await page.getByRole('button', { name: 'Add Shape' }).click();
    await expect(side(page).getByRole('note')).toHaveText(
      'Overlapping shapes: 1 and 2. The boards are laid once over them, but Deck Area counts the overlap twice.',
    );

    await page.getByText('Show boards').click();
    await expect(page.getByRole('switch', { name: 'Show boards' })).toBeChecked();
    await page.getByRole('group', { name: 'Design tools' }).locator('[data-part="item"]', { hasText: 'Vertical' }).click();
    await expect(page.getByRole('radio', { name: 'Vertical' })).toBeChecked();

    const drawn = await shapesOf(page);
    expect(drawn).toHaveLength(2);
    await page.reload();
    await expect(canvas(page)).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => shapesOf(page)).toEqual(drawn);
    await expect(page.getByRole('radio', { name: 'Vertical' })).toBeChecked();

    // Save design: a visitor signs in first and comes back with the drawing intact.
    const query = new URL(page.url()).search;
    await page.getByRole('button', { name: 'Save design' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughPage(page, USERS.client);
    await expect(page).toHaveURL(`/deck-calculator${query}`);
    await expect(canvas(page)).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => shapesOf(page)).toEqual(drawn);

    // Saved into a new project.
    const name = uniqueName('Back deck');
    const projectName = uniqueName('Beach house');
    await page.getByRole('button', { name: 'Save design' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save design' });
    await dialog.getByLabel('Design name').fill(name);
    await dialog.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option', { name: 'New project' }).click();
    await dialog.getByLabel('New project name').fill(projectName);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByText('Design saved.')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'your designs' })).toHaveAttribute('href', '/app/deck-layout');
    await expect(page).toHaveURL(/[?&]design=[0-9a-f-]{36}/);
    const designId = new URL(page.url()).searchParams.get('design')!;
    const saved = await page.request.get(`/api/designs/${designId}`);
    expect(saved.status()).toBe(200);
    expect(await saved.json()).toMatchObject({ name, projectName, version: 1, drawing: { shapes: drawn, boardDirection: 'vertical' } });
    await dialog.getByRole('button', { name: 'Done' }).click();

    // Shared: the owner's link, copied, then stopped.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const share = page.getByRole('dialog', { name: 'Share this design' });
    const link = share.getByLabel('Share link');
    await expect(link).toHaveValue(/\/deck\/[A-Za-z0-9_-]{20,}$/);
    const url = await link.inputValue();
    await share.getByRole('button', { name: 'Copy' }).click();
    await expect(share.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    const token = url.split('/deck/')[1];
    expect((await page.request.get(`/api/shared-designs/${token}`)).status()).toBe(200);
    await share.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(share.getByText('Sharing stopped: the link no longer works.')).toBeVisible();
    expect((await page.request.get(`/api/shared-designs/${token}`)).status()).toBe(404);
  });

  test('shares an unsaved drawing, which opens elsewhere as a copy', async ({ page, browser }) => {
    await open(page);
    await page.getByRole('group', { name: 'Design tools' }).locator('[data-part="item"]', { hasText: 'Vertical' }).click();
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const share = page.getByRole('dialog', { name: 'Share this design' });
    const url = await share.getByLabel('Share link').inputValue();
    expect(url).toMatch(/\/deck\/[A-Za-z0-9_-]{20,}$/);
    // A visitor cannot revoke: only owners of a saved design can.
    await expect(share.getByRole('button', { name: 'Stop sharing' })).toHaveCount(0);
    const token = url.split('/deck/')[1];

    const other = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const copy = await other.newPage();
    await open(copy, `?shared=${token}`);
    await expect.poll(() => shapesOf(copy)).toEqual(await shapesOf(page));
    await expect(copy.getByRole('radio', { name: 'Vertical' })).toBeChecked();
    // Opened as a copy: the token leaves the URL, and a reload keeps the copy from the browser.
    await expect(copy).not.toHaveURL(/shared=/);
    await other.close();
  });
});

test.describe('a signed-in user', () => {
  test.use({ persona: 'client' });

  test('opens a saved design, saves a new version of it, and a quote from it carries the design', async ({ page, api }) => {
    const project = await createProjectViaApi(api, uniqueName('Terrace'));
    const created = await api.post('/api/designs', { data: { name: uniqueName('Terrace deck'), projectId: project.id, drawing } });
    expect(created.status()).toBe(201);
    const design = await created.json();

    await open(page, `?design=${design.id}`);
    await expect.poll(() => shapesOf(page)).toEqual(drawing.shapes);
    await expect(page.getByRole('radio', { name: 'Vertical' })).toBeChecked();

    await page.getByRole('button', { name: 'Save design' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save design' });
    await expect(dialog.getByLabel('Design name')).toHaveValue(design.name);
    await expect(dialog.getByRole('combobox', { name: 'Project' })).toHaveText(new RegExp(project.name));
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByText('Design saved.')).toBeVisible();
    const after = await (await api.get(`/api/designs/${design.id}`)).json();
    expect(after.version).toBe(2);
    await dialog.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Proceed with Quote' }).click();
    const quote = page.getByRole('dialog');
    for (let i = 0; i < 3; i++) await quote.getByRole('button', { name: /^(Next|Continue to Form)$/ }).click();
    await quote.getByLabel('Full Name').fill('Sam Citizen');
    await quote.getByLabel('Email').fill('sam@example.com');
    await quote.getByLabel('Phone').fill('0400 000 000');
    await quote.getByLabel('Suburb').fill('Brunswick');
    await quote.getByRole('combobox', { name: 'Project Start Timeframe' }).click();
    await page.getByRole('option').first().click();
    await quote.getByText('Yes', { exact: true }).click();
    const request = page.waitForRequest((r) => r.url().endsWith('/quotes') && r.method() === 'POST');
    page.once('dialog', (d) => void d.accept());
    await quote.getByRole('button', { name: 'Submit Quote Request' }).click();
    expect((await request).postDataJSON()).toMatchObject({ designId: design.id });
    await expect(page).toHaveURL('/');
  });
});

test.describe('the quote dialog', () => {
  test('opens with the panel colour chosen and marks each missing field beside it', async ({ page }) => {
    await open(page);
    const colour = (await side(page).getByRole('combobox', { name: 'Board Colour' }).innerText()).trim();
    await page.getByRole('button', { name: 'Proceed with Quote' }).click();
    const quote = page.getByRole('dialog');
    await expect(quote.getByTestId('selected-colours')).toContainText(colour);
    await expect(quote.getByRole('radio', { name: colour })).toBeChecked();

    for (let i = 0; i < 3; i++) await quote.getByRole('button', { name: /^(Next|Continue to Form)$/ }).click();
    await quote.getByLabel('Email').fill('sam@example.com');
    await quote.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expect(quote.getByRole('alert').filter({ hasText: MESSAGES.quoteMissingFields })).toBeVisible();
    for (const label of ['Full Name', 'Phone', 'Suburb']) {
      await expect(quote.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
      await expect(quote.getByLabel(label)).toHaveAccessibleDescription(`${label} is required`);
    }
    await expect(quote.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(quote.getByRole('combobox', { name: 'Project Start Timeframe' })).toHaveAttribute('aria-invalid', 'true');
    await expect(quote.getByText('Project Start Timeframe is required')).toBeVisible();
    await expect(quote.getByRole('radiogroup', { name: /Do you need an installer/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(quote.getByText('Choose Yes or No')).toBeVisible();

    await quote.getByLabel('Full Name').fill('Sam Citizen');
    await expect(quote.getByLabel('Full Name')).not.toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('printing', () => {
  test('prints the plan to scale with both sets of figures, the date and the company block, without the controls', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await open(page);
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await expect(page.getByTestId('print-sheet')).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    const sheet = page.getByRole('article', { name: 'Printable design' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('heading', { name: 'Calculations' })).toBeVisible();
    await expect(sheet.getByRole('heading', { name: 'From the board layout' })).toBeVisible();
    await expect(sheet.getByText(/^\d+(\.\d+)? m boards$/).first()).toBeVisible();
    await expect(sheet.getByText('Colour:')).toBeVisible();
    await expect(sheet.getByText(/ABN 12 345 678 901/)).toBeVisible();
    await expect(sheet.getByText(/\(03\) 5550 4821/)).toBeVisible();
    await expect(sheet.locator('svg')).toBeVisible();
    // The plan carries its edge lengths and scale bar.
    await expect(sheet.locator('svg text').filter({ hasText: /m$/ }).first()).toBeVisible();
    const today = new Intl.DateTimeFormat('en-AU', { dateStyle: 'long', timeZone: 'Australia/Melbourne' }).format(new Date());
    await expect(sheet.getByText(today)).toBeVisible();
    for (const name of ['Save design', 'Share', 'Print', 'Add Shape', 'Proceed with Quote'])
      await expect(page.getByRole('button', { name, exact: true })).toBeHidden();
  });
});

test.describe('clearing the drawing', () => {
  test('starts again from one square and forgets the kept copy', async ({ page }) => {
    await open(page);
    const first = await shapesOf(page);
    await page.getByRole('button', { name: 'Add Shape' }).click();
    await expect.poll(async () => (await shapesOf(page)).length).toBe(2);
    await page.getByRole('button', { name: 'Clear drawing' }).click();
    await expect.poll(async () => (await shapesOf(page)).length).toBe(1);
    expect((await shapesOf(page))[0].points).toEqual(first[0].points);
    await page.reload();
    await expect(canvas(page)).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await shapesOf(page)).length).toBe(1);
  });
});
