// Portal end to end, in Chromium against the production build on a fresh database, signed
// in as each demo user: guard and origin return, shell, dashboard (sorting, create), project detail
// (rename, orders), the order wizard (a delivery order, a pickup order with hardware, every back rule,
// every validation message, load/submit failures), My Orders and order detail, admin status updates
// with the snackbar, and a 401 healed by exactly one refresh.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { PICKUP_LOCATION } from '../../src/domain/constants';
import { MESSAGES } from '../../src/domain/messages';
import { orderRef, truncateNotes } from '../../src/domain/format';
import {
  addBoard,
  createClientOrder,
  createOrderViaApi,
  createProjectViaApi,
  expect,
  futureDate,
  pickPreferredDate,
  signInThroughPage,
  stepHeading,
  test,
  uniqueName,
  USERS,
} from './portalHelpers';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** Inline alert banners (not Ark UI's empty live-announcer region, which also has role=alert). */
const banner = (scope: Page | Locator) => scope.locator('[role=alert]:not([data-live-announcer])');

async function rowTexts(page: Page, column: number): Promise<string[]> {
  return page.locator('tbody tr').evaluateAll((rows, c) => rows.map((r) => (r.children[c] as HTMLElement).innerText.trim()), column);
}

test.describe('guard and shell', () => {
  test('an anonymous visitor goes to /login and comes back to where they were', async ({ page }) => {
    await page.goto('/app/orders?from=guard');
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughPage(page, USERS.client);
    await expect(page).toHaveURL(/\/app\/orders\?from=guard$/);
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  });

  test('the shell shows nav, product name, email (role), avatar initials, footer version; Logout ends the session', async ({ page }) => {
    await page.goto('/login');
    await signInThroughPage(page, USERS.installer);
    // No remembered origin: signing in opens the portal.
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    const nav = page.getByRole('navigation', { name: 'Portal' });
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Orders', 'Deck Layout']);
    await expect(page.getByRole('banner').getByText('Boardwalk', { exact: true })).toBeVisible();
    await expect(page.getByTestId('user-label')).toHaveText('installer@boardwalk.example (installer)');
    await expect(page.locator('[data-scope="avatar"][data-part="fallback"]')).toHaveText('IN');
    await expect(page.getByRole('contentinfo')).toContainText('Version 0.1.0');

    await nav.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/app\/orders$/);
    await nav.getByRole('link', { name: 'Deck Layout' }).click();
    await expect(page.getByRole('heading', { name: 'Deck Layout' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the Deck Calculator' })).toHaveAttribute('href', '/deck-calculator');
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Projects Dashboard' })).toBeVisible();

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a 401 mid-session is healed by exactly one refresh', async ({ page, context, baseURL }) => {
    await page.goto('/login');
    await signInThroughPage(page, USERS.client);
    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { name: 'Projects Dashboard' })).toBeVisible();
    await expect(page.getByTestId('project-row').first()).toBeVisible();
    const refreshes: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/auth/refresh')) refreshes.push(r.url());
    });
    // Expire the access cookie: the next calls answer 401.
    await context.clearCookies({ name: 'bw_access' });
    expect((await context.cookies(baseURL)).map((c) => c.name)).not.toContain('bw_access');
    await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect(
      page
        .getByTestId('order-row')
        .first()
        .or(page.getByText(MESSAGES.noOrders, { exact: true })),
    ).toBeVisible();
    expect((await context.cookies(baseURL)).map((c) => c.name)).toContain('bw_access');
    await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByTestId('project-row').first()).toBeVisible();
    expect(refreshes).toHaveLength(1);
  });
});

test.describe('installer: empty states', () => {
  test.use({ persona: 'installer' });

  test('dashboard and orders are empty; the Create Project dialog refuses a blank name', async ({ page }) => {
    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { name: 'Projects Dashboard' })).toBeVisible();
    await expect(page.getByText(MESSAGES.noProjects)).toBeVisible();
    await page.getByRole('button', { name: 'Create Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Project' });
    await expect(dialog).toBeVisible();
    const create = dialog.getByRole('button', { name: 'Create Project' });
    await expect(create).toBeDisabled();
    await dialog.getByLabel('Project Name').fill('   ');
    await expect(create).toBeDisabled();
    await dialog.getByLabel('Project Name').press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(MESSAGES.noProjects)).toBeVisible();

    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    await expect(page.getByText(MESSAGES.noOrders, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create New Order' })).toBeVisible();
    await page.getByRole('link', { name: 'Create Your First Order' }).click();
    await expect(stepHeading(page, 1)).toBeVisible();
  });
});

test.describe('client: projects', () => {
  test.use({ persona: 'client' });

  test('create with Enter, open by row click (/project/{id}), rename inline, empty orders, Create Order preselects', async ({ page }) => {
    const name = uniqueName('Pool deck');
    await page.goto('/app/dashboard');
    await page.getByRole('button', { name: 'Create Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Project' });
    await dialog.getByLabel('Project Name').fill(name);
    await expect(dialog.getByRole('button', { name: 'Create Project' })).toBeEnabled();
    await dialog.getByLabel('Project Name').press('Enter');
    await expect(dialog).toHaveCount(0);
    await page.getByRole('row', { name: new RegExp(name) }).click();
    await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByTestId('project-id')).toHaveText(id);
    await expect(page.getByText('Created', { exact: true })).toBeVisible();
    await expect(page.getByText('Updated', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Orders (0)' })).toBeVisible();
    await expect(page.getByText(MESSAGES.noProjectOrders)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create First Order' })).toHaveAttribute('href', `/orders/create?project=${id}`);

    // Rename: Cancel keeps the name; Save is disabled when blank; Save stores the trimmed name.
    await page.getByRole('button', { name: `Edit project name ${name}` }).click();
    await page.getByLabel('Project Name').fill('Something else');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: `Edit project name ${name}` }).click();
    await page.getByLabel('Project Name').fill('  ');
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    const renamed = `${name} (renamed)`;
    await page.getByLabel('Project Name').fill(`  ${renamed}  `);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();

    await page.getByRole('link', { name: 'Create Order' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/create\\?project=${id}$`));
    await expect(stepHeading(page, 1)).toBeVisible();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(stepHeading(page, 7)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Project' })).toContainText(renamed);
  });

  test('the table sorts each column descending, ascending, then unsorted', async ({ page, api }) => {
    for (const n of ['aaa sort', 'ZZZ sort', 'mmm sort']) await createProjectViaApi(api, uniqueName(n));
    await page.goto('/app/dashboard');
    await expect(page.getByTestId('project-row').nth(3)).toBeVisible();
    const names = () => rowTexts(page, 0);
    const times = (column: number) =>
      page
        .locator('tbody tr')
        .evaluateAll((rows, c) => rows.map((r) => Date.parse(r.children[c].querySelector('time')!.getAttribute('datetime')!)), column);
    const original = await names();
    const byName = (a: string, b: string) => a.localeCompare(b, 'en-AU', { sensitivity: 'base', numeric: true });
    const isSorted = (values: number[], dir: 1 | -1) => values.every((v, i) => i === 0 || dir * (v - values[i - 1]) >= 0);
    for (const [index, label] of [
      [0, 'Name'],
      [1, 'Created At'],
      [2, 'Updated At'],
    ] as const) {
      const header = page.getByRole('columnheader', { name: label });
      await header.getByRole('button').click();
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      if (index === 0) expect(await names()).toEqual([...original].sort(byName).reverse());
      else expect(isSorted(await times(index), -1)).toBe(true);
      await header.getByRole('button').click();
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      if (index === 0) expect(await names()).toEqual([...original].sort(byName));
      else expect(isSorted(await times(index), 1)).toBe(true);
      await header.getByRole('button').click();
      await expect(header).toHaveAttribute('aria-sort', 'none');
      expect(await names()).toEqual(original);
    }
  });

  test('missing and failing projects show the spec texts', async ({ page }) => {
    await page.goto(`/app/project/${MISSING_ID}`);
    await expect(page.getByText(MESSAGES.projectNotFound)).toBeVisible();
    await page.route('**/api/projects', (r) =>
      r.request().method() === 'GET' ? r.fulfill({ status: 500, json: { message: 'boom' } }) : r.fallback(),
    );
    await page.goto('/app/dashboard');
    await expect(banner(page)).toHaveText(MESSAGES.projectsLoadFailed);
    await page.unroute('**/api/projects');
    await page.route('**/api/projects', (r) => (r.request().method() === 'POST' ? r.fulfill({ status: 500, json: {} }) : r.fallback()));
    await page.reload();
    await page.getByRole('button', { name: 'Create Project' }).click();
    await page.getByLabel('Project Name').fill('Will fail');
    await page.getByRole('dialog').getByRole('button', { name: 'Create Project' }).click();
    await expect(banner(page.getByRole('dialog'))).toHaveText(MESSAGES.projectCreateFailed);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('project-row').first().click();
    await expect(page.getByRole('button', { name: /Edit project name/ })).toBeVisible();
    await page.route('**/api/projects/*', (r) => (r.request().method() === 'PATCH' ? r.fulfill({ status: 500, json: {} }) : r.fallback()));
    await page.getByRole('button', { name: /Edit project name/ }).click();
    await page.getByLabel('Project Name').fill('Will not save');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(banner(page)).toHaveText(MESSAGES.projectUpdateFailed);
    await page.route('**/api/projects/*', (r) => (r.request().method() === 'GET' ? r.fulfill({ status: 500, json: {} }) : r.fallback()));
    await page.reload();
    await expect(page.getByText(MESSAGES.projectLoadFailed)).toBeVisible();
  });
});

test.describe('client: the order wizard', () => {
  test.use({ persona: 'client' });

  test('a delivery order: every step, line edits, every validation message, then My Orders and its detail', async ({ page, api }) => {
    const project = await createProjectViaApi(api, uniqueName('Front porch'));
    await page.goto('/app/orders/create');
    await expect(page.getByRole('heading', { name: 'Create New Order', level: 1 })).toBeVisible();
    await expect(stepHeading(page, 1)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Select Brand' })).toBeVisible();
    await expect(page.getByTestId('item-badge')).toHaveText('0 items');
    await expect(page.getByTestId('total-quantity')).toHaveText('Boards: 0 · Hardware units: 0');
    await expect(page.getByRole('complementary', { name: 'Order Summary' })).toBeVisible();
    const woodevo = page.getByRole('button', { name: /^WoodEvo/ });
    const millboard = page.getByRole('button', { name: /^Millboard/ });
    await expect(woodevo).toContainText('2 ranges');
    await expect(millboard).toContainText('2 ranges');
    await expect(woodevo).toHaveAttribute('data-texture', 'standard');
    await expect(millboard).toHaveAttribute('data-texture', 'millboard');
    await woodevo.click();

    await expect(stepHeading(page, 2)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Select Range' })).toBeVisible();
    const home = page.getByRole('button', { name: /^HOME/ });
    const advanced = page.getByRole('button', { name: /^ADVANCED/ });
    await expect(home).toContainText('Premium');
    await expect(home).toContainText('5 colours');
    await expect(home).toContainText('Comes in 5.4m Lengths');
    await expect(advanced).toContainText('Comes in 5.4m & 3.6m Lengths');
    await advanced.click();

    await expect(stepHeading(page, 3)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Select Color' })).toBeVisible();
    // Every colour of the demo catalogue has its board photo, Ironbark too (no swatch stands in).
    const maple = page.getByRole('button', { name: /^Victorian Maple/ });
    await expect(maple.locator('img')).toHaveAttribute('src', '/images/inventory/we-advanced-grooved-victorian-maple-5400.jpg');
    const ironbark = page.getByRole('button', { name: /^Ironbark/ });
    await expect(ironbark.locator('img')).toHaveAttribute('src', '/images/inventory/we-advanced-grooved-ironbark-5400.jpg');
    await expect(ironbark.getByTestId('colour-swatch')).toHaveCount(0);
    await maple.click();
    await expect(stepHeading(page, 4)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Select Board Type for Victorian Maple' })).toBeVisible();
    await page.getByRole('button', { name: /^Grooved/ }).click();
    await expect(stepHeading(page, 3)).toBeVisible();
    await page.getByRole('button', { name: /^Smoked Ash/ }).click();
    await page.getByRole('button', { name: /^Grooved/ }).click();
    await expect(page.getByTestId('item-badge')).toHaveText('2 items');
    await expect(page.getByTestId('total-quantity')).toHaveText('Boards: 2 · Hardware units: 0');

    const panel = page.getByRole('complementary', { name: 'Order Summary' });
    await panel.getByRole('button', { name: 'Increase quantity of WoodEvo ADVANCED Victorian Maple' }).click();
    await panel.getByRole('button', { name: 'Increase quantity of WoodEvo ADVANCED Victorian Maple' }).click();
    await expect(page.getByTestId('total-quantity')).toHaveText('Boards: 4 · Hardware units: 0');
    await panel.getByRole('button', { name: 'Decrease quantity of WoodEvo ADVANCED Victorian Maple' }).click();
    await expect(panel.getByLabel('Quantity of WoodEvo ADVANCED Victorian Maple', { exact: true })).toHaveValue('2');
    await expect(panel.getByRole('button', { name: 'Decrease quantity of WoodEvo ADVANCED Smoked Ash' })).toBeDisabled();
    await panel.getByRole('button', { name: 'Remove WoodEvo ADVANCED Smoked Ash' }).click();
    await expect(page.getByTestId('item-badge')).toHaveText('1 item');

    await panel.getByRole('button', { name: 'Proceed' }).click();
    await expect(stepHeading(page, 5)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What Subframe are you using?' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Subframe' }).getByRole('button')).toHaveText([
      'TIMBER',
      'METAL',
      "I DON'T NEED HARDWARE",
    ]);
    await page.getByRole('button', { name: "I DON'T NEED HARDWARE" }).click();

    await expect(stepHeading(page, 7)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Delivery & Pickup' })).toBeVisible();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Proceed' })).toHaveCount(0);
    await expect(page.getByText(MESSAGES.deliveryConfirmNote)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Project' })).toContainText('No Project Selected');
    const next = page.getByRole('button', { name: 'Continue to Summary' });
    await next.click();
    await expect(banner(page)).toHaveText(MESSAGES.selectDeliveryMethod);
    await page.getByText('Delivery', { exact: true }).click();
    await next.click();
    await expect(banner(page)).toHaveText(MESSAGES.selectPreferredDate);
    const date = futureDate();
    await pickPreferredDate(page, date.day);
    await next.click();
    await expect(banner(page)).toHaveText(MESSAGES.fillDeliveryAddress);
    await page.getByLabel('Street Address').fill('12 Esplanade');
    await next.click();
    await expect(banner(page)).toHaveText(MESSAGES.fillDeliveryAddress);
    await page.getByLabel('City / Postcode').fill('St Kilda 3182');
    await page.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option', { name: project.name }).click();
    await page.getByLabel('Notes').fill('Leave at the side gate, please call on arrival.');
    await next.click();

    await expect(stepHeading(page, 8)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toHaveCount(1);
    await expect(panel).toHaveCount(0);
    await expect(page.getByTestId('order-lines')).toContainText('WoodEvo ADVANCED Grooved Board Victorian Maple 5.4m');
    await expect(page.getByText('12 Esplanade, St Kilda 3182')).toBeVisible();
    await page.getByRole('button', { name: 'Submit Order' }).click();

    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    const row = page.getByTestId('order-row').filter({ hasText: project.name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('WoodEvo');
    await expect(row).toContainText('ADVANCED');
    await expect(row).toContainText('Victorian Maple');
    await expect(row).toContainText('Pending');
    await expect(row).toContainText('Delivery');
    await expect(row.locator('td[data-label="Notes"]')).toHaveText(
      truncateNotes('Selected subframe: none\nLeave at the side gate, please call on arrival.').replace('\n', ' '),
    );
    await row.getByRole('button', { name: 'View Details' }).click();

    await expect(page).toHaveURL(/\/app\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
    const info = page.getByRole('region', { name: 'Order Information' });
    for (const text of [
      project.name,
      'WoodEvo',
      'ADVANCED',
      'Victorian Maple',
      '2 boards',
      'Pending',
      'Delivery',
      '12 Esplanade, St Kilda 3182',
      'Leave at the side gate',
    ]) {
      await expect(info).toContainText(text);
    }
    await expect(info.getByTestId('status-chip')).toHaveAttribute('data-tone', 'warning');
    // A delivery order: the subframe and the customer's notes apart, and no pickup box.
    await expect(info.getByTestId('customer-notes')).toHaveText('Leave at the side gate, please call on arrival.');
    await expect(page.getByRole('region', { name: 'Pickup Information' })).toHaveCount(0);
    await expect(page.getByText('Update Status')).toHaveCount(0);
    await page.getByRole('link', { name: 'View All Orders' }).click();
    await expect(page).toHaveURL(/\/app\/orders$/);

    // The project page lists it with a count.
    await page.goto(`/app/project/${project.id}`);
    await expect(page.getByRole('heading', { name: 'Orders (1)' })).toBeVisible();
  });

  test('a pickup order with hardware: quantity picker, Added, method switching, pickup box', async ({ page }) => {
    await page.goto('/orders/create');
    await addBoard(page, /^Millboard/, /^ENHANCED GRAIN/, 'Antique Oak', 'Grooved');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('button', { name: 'TIMBER' }).click();
    await expect(stepHeading(page, 6)).toBeVisible();
    await expect(page.getByRole('heading', { name: /Hardware Suggestion/ })).toContainText('(optional)');
    const cards = page.getByTestId('hardware-item');
    await expect(cards.first()).toBeVisible();
    await expect(cards).not.toContainText(['WoodEvo Hidden Clips']);
    for (const text of await cards.allInnerTexts()) expect(text).toMatch(/\$\d[\d,]*\.\d{2} per \w+/);
    const card = cards.first();
    const name = (await card.getByRole('heading').innerText()).trim();
    const quantity = card.getByRole('spinbutton');
    await expect(quantity).toHaveValue('1');
    // Minimum 1: the decrement is disabled at 1.
    await expect(card.getByRole('button', { name: `Decrease quantity of ${name}` })).toBeDisabled();
    await card.getByRole('button', { name: `Increase quantity of ${name}` }).click();
    await card.getByRole('button', { name: `Increase quantity of ${name}` }).click();
    await expect(quantity).toHaveValue('3');
    await card.getByRole('button', { name: `Add ${name}` }).click();
    await expect(card.getByRole('button', { name: `${name} added` })).toBeDisabled();
    await expect(card.getByRole('button', { name: `${name} added` })).toHaveText('Added');
    await expect(quantity).toHaveValue('1');
    await expect(page.getByTestId('total-quantity')).toHaveText('Boards: 1 · Hardware units: 3');
    const second = cards.nth(1);
    await second.getByRole('spinbutton').fill('2');
    await second.getByRole('spinbutton').blur();
    await second.getByRole('button', { name: /^Add / }).click();
    await expect(page.getByTestId('item-badge')).toHaveText('3 items');
    await page.getByRole('button', { name: 'Proceed' }).click();

    await expect(stepHeading(page, 7)).toBeVisible();
    await page.getByText('Delivery', { exact: true }).click();
    await page.getByLabel('Street Address').fill('1 Beach Rd');
    await page.getByText('Pickup', { exact: true }).click();
    await expect(page.getByLabel('Street Address')).toHaveCount(0);
    const box = page.getByRole('region', { name: 'Pickup Location' });
    await expect(box).toContainText(PICKUP_LOCATION.address);
    for (const h of PICKUP_LOCATION.hours) await expect(box).toContainText(h);
    await page.getByText('Delivery', { exact: true }).click();
    await expect(page.getByLabel('Street Address')).toHaveValue('');
    await page.getByText('Pickup', { exact: true }).click();
    await pickPreferredDate(page, futureDate().day);
    await page.getByRole('button', { name: 'Continue to Summary' }).click();
    await expect(stepHeading(page, 8)).toBeVisible();
    await expect(page.getByText(PICKUP_LOCATION.address)).toBeVisible();
    await expect(page.getByTestId('order-lines').locator('tbody tr')).toHaveCount(3);
    await page.getByRole('button', { name: 'Submit Order' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    const row = page.getByTestId('order-row').filter({ hasText: 'Antique Oak' }).first();
    await expect(row).toContainText('Pickup');
    await row.click();
    await expect(page.getByRole('region', { name: 'Order Information' })).toContainText('Pickup');
    await expect(page.getByRole('region', { name: 'Order Information' })).toContainText(name);
    // The stored notes' subframe line is shown as the Subframe field, apart from the customer's notes.
    await expect(page.getByRole('region', { name: 'Order Information' })).toContainText('SubframeTIMBER');
    await expect(page.getByRole('region', { name: 'Pickup Information' })).toBeVisible();
  });

  test('every back rule, Start Over, and the hardware step without boards', async ({ page }) => {
    await page.goto('/app/orders/create');
    await expect(stepHeading(page, 1)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    // range -> brand clears the brand; color -> range clears the range; boardType -> color clears the colour.
    await page.getByRole('button', { name: /^WoodEvo/ }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 1)).toBeVisible();
    await expect(page.getByRole('button', { name: /^WoodEvo/ })).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: /^WoodEvo/ }).click();
    await page.getByRole('button', { name: /^HOME/ }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 2)).toBeVisible();
    await page.getByRole('button', { name: /^HOME/ }).click();
    await page.getByRole('button', { name: /^Basalt/ }).click();
    await expect(page.getByRole('heading', { name: 'Select Board Type for Basalt' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 3)).toBeVisible();
    // Start Over resets everything.
    await page.getByRole('button', { name: /^Basalt/ }).click();
    await page.getByRole('button', { name: /^Grooved/ }).click();
    await expect(page.getByTestId('item-badge')).toHaveText('1 item');
    await page.getByRole('button', { name: 'Start Over' }).click();
    await expect(stepHeading(page, 1)).toBeVisible();
    await expect(page.getByTestId('item-badge')).toHaveText('0 items');

    // No items: Proceed goes to delivery; back -> subframe (none chosen); subframe back -> brand.
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(stepHeading(page, 7)).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 5)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed' })).toBeDisabled();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 1)).toBeVisible();
    // Hardware without boards.
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'METAL' }).click();
    await expect(stepHeading(page, 6)).toBeVisible();
    await expect(page.getByText(MESSAGES.selectBoardsForHardware)).toBeVisible();

    // With items: subframe back -> color; hardware back -> subframe; delivery back -> hardware (timber/metal) or subframe (none);
    // summary back -> delivery.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 5)).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await addBoard(page, /^WoodEvo/, /^HOME/, 'Sandstone', 'Grooved');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 3)).toBeVisible();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('button', { name: 'TIMBER' }).click();
    await expect(stepHeading(page, 6)).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 5)).toBeVisible();
    await expect(page.getByRole('button', { name: 'TIMBER' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(stepHeading(page, 6)).toBeVisible();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(stepHeading(page, 7)).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 6)).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: "I DON'T NEED HARDWARE" }).click();
    await expect(stepHeading(page, 7)).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 5)).toBeVisible();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByText('Pickup', { exact: true }).click();
    await pickPreferredDate(page, futureDate().day);
    await page.getByRole('button', { name: 'Continue to Summary' }).click();
    await expect(stepHeading(page, 8)).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 7)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pickup Location' })).toBeVisible();
  });

  test('a summary without items says so and Submit Order is disabled until a board is added', async ({ page }) => {
    await page.goto('/app/orders/create');
    // No items: Proceed goes to delivery (the spec's forward rule), and on to the summary.
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(stepHeading(page, 7)).toBeVisible();
    await page.getByText('Pickup', { exact: true }).click();
    await pickPreferredDate(page, futureDate().day);
    await page.getByRole('button', { name: 'Continue to Summary' }).click();
    await expect(stepHeading(page, 8)).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit Order' });
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.orderHasNoItems })).toBeVisible();
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(MESSAGES.orderHasNoItems);

    // Back to the boards: with one added, the message is gone and Submit Order can be pressed.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 7)).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 5)).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await addBoard(page, /^WoodEvo/, /^HOME/, 'Sandstone', 'Grooved');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('button', { name: "I DON'T NEED HARDWARE" }).click();
    await expect(stepHeading(page, 7)).toBeVisible();
    await page.getByRole('button', { name: 'Continue to Summary' }).click();
    await expect(stepHeading(page, 8)).toBeVisible();
    await expect(page.getByTestId('order-lines')).toContainText('Sandstone');
    await expect(page.getByText(MESSAGES.orderHasNoItems)).toHaveCount(0);
    await expect(submit).toBeEnabled();
  });

  test('catalogue, hardware and submit failures show the spec texts', async ({ page }) => {
    let failConfig = true;
    await page.route('**/api/inventory/hardware-items', (r) => r.fulfill({ status: 503, json: {} }));
    await page.route('**/api/inventory/board-config', (r) =>
      failConfig ? r.fulfill({ status: 503, json: { message: 'down' } }) : r.fallback(),
    );
    await page.goto('/app/orders/create');
    const alert = banner(page);
    await expect(alert).toContainText(MESSAGES.boardConfigLoadFailed);
    await expect(alert.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/app/dashboard');
    failConfig = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(stepHeading(page, 1)).toBeVisible();

    await addBoard(page, /^WoodEvo/, /^HOME/, 'Charcoal', 'Grooved');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('button', { name: 'METAL' }).click();
    await expect(banner(page)).toHaveText(MESSAGES.hardwareLoadFailed);
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByText('Pickup', { exact: true }).click();
    await pickPreferredDate(page, futureDate().day);
    await page.route('**/api/orders', (r) =>
      r.request().method() === 'POST' ? r.fulfill({ status: 422, json: { message: 'Barossa is out of stock' } }) : r.fallback(),
    );
    await page.getByRole('button', { name: 'Continue to Summary' }).click();
    await expect(stepHeading(page, 8)).toBeVisible();
    // The hardware list failed, yet the boards are priced: no endless "Loading prices".
    await expect(page.getByRole('table', { name: "Order lines at today's prices" })).toContainText('Total (inc GST)');

    const submitted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/orders');
    await page.getByRole('button', { name: 'Submit Order' }).click();
    await submitted;
    await expect(banner(page)).toHaveText('Barossa is out of stock');
    await expect(stepHeading(page, 8)).toBeVisible();
    await page.unroute('**/api/orders');
    await page.route('**/api/orders', (r) => (r.request().method() === 'POST' ? r.abort('failed') : r.fallback()));
    await page.getByRole('button', { name: 'Submit Order' }).click();
    await expect(banner(page)).toHaveText(MESSAGES.orderSubmitFailed);
    await expect(stepHeading(page, 8)).toBeVisible();
  });

  test('boards that list no stocked hardware show the no-suggestions text', async ({ page }) => {
    await page.route('**/api/inventory/board-items', async (r) => {
      const res = await r.fetch();
      const body = await res.json();
      body.data = body.data.map((i: Record<string, unknown>) => ({ ...i, cf_boards_applicable: 'HW-NOT-STOCKED' }));
      await r.fulfill({ response: res, json: body });
    });
    await page.goto('/app/orders/create');
    await addBoard(page, /^WoodEvo/, /^HOME/, 'Hampton', 'Grooved');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('button', { name: 'TIMBER' }).click();
    await expect(page.getByText(MESSAGES.noHardwareSuggestions)).toBeVisible();
  });
});

test.describe('orders: client view', () => {
  test.use({ persona: 'client' });

  test('a client sees their order without the Update Status control; missing orders and failures show the spec texts', async ({
    page,
    api,
  }) => {
    const order = await createOrderViaApi(api);
    await page.goto(`/orders/${order.id}`);
    await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order Information' })).toContainText('4 boards');
    await expect(page.getByRole('combobox', { name: 'Update Status' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Update Status' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).not.toHaveURL(new RegExp(order.id));

    await page.goto(`/app/orders/${MISSING_ID}`);
    await expect(banner(page)).toHaveText(MESSAGES.orderNotFound);
    await page.route(`**/api/orders/${order.id}`, (r) => r.fulfill({ status: 500, json: {} }));
    await page.goto(`/app/orders/${order.id}`);
    await expect(banner(page)).toHaveText(MESSAGES.orderLoadFailed);
    await page.route(/\/api\/orders(\?.*)?$/, (r) => r.fulfill({ status: 500, json: { message: 'Orders are unavailable right now' } }));
    await page.goto('/app/orders');
    await expect(banner(page)).toHaveText('Orders are unavailable right now');
  });
});

test.describe('orders: admin', () => {
  test.use({ persona: 'admin' });

  test('admins see every order with its owner and change status with the snackbar (hidden after 6 s)', async ({
    page,
    sessions,
    baseURL,
  }) => {
    const order = await createClientOrder(sessions, baseURL, { notes: 'Selected subframe: none\nAdmin status walk' });

    // Signed in afresh: the worker's cached admin session may have been ended by an earlier test of this worker.
    await page.context().clearCookies();
    await page.goto('/login');
    await signInThroughPage(page, USERS.admin);
    await page.goto('/app/orders');
    await expect(page.getByRole('columnheader', { name: 'Owner' })).toBeVisible();
    const row = page.getByTestId('order-row').filter({ hasText: orderRef(order.id) });
    await expect(row).toContainText(USERS.client);
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/app/orders/${order.id}$`));
    const info = page.getByRole('region', { name: 'Order Information' });
    await expect(info).toContainText(USERS.client);
    const select = page.getByRole('combobox', { name: 'Update Status' });
    await expect(select).toContainText('Pending');

    const snackbar = page.locator('[data-scope="toast"][data-part="root"]');
    const chipColors = new Set<string>();
    for (const [label, tone] of [
      ['Approved', 'info'],
      ['Dispatched', 'success'],
      ['Pending', 'warning'],
    ] as const) {
      await select.click();
      await page.getByRole('option', { name: label }).click();
      await expect(snackbar).toContainText(`Order status updated to ${label}`);
      const chip = info.getByTestId('status-chip');
      await expect(chip).toHaveText(label);
      await expect(chip).toHaveAttribute('data-tone', tone);
      chipColors.add(await chip.evaluate((el) => getComputedStyle(el).backgroundColor));
    }
    // Each tone is painted, and differently.
    expect([...chipColors].filter((c) => c !== 'rgba(0, 0, 0, 0)')).toHaveLength(3);
    const shownAt = Date.now();
    await expect(snackbar).toHaveCount(0, { timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4_000);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Update Status' })).toContainText('Pending');
  });

  test('the list pages through the API with Load More Orders', async ({ page, api }) => {
    for (let i = 0; i < 3; i += 1) await createOrderViaApi(api, { notes: `Selected subframe: none\nPaging ${i}` });
    const total = (await (await api.get('/api/orders')).json()).length as number;
    // A small page size, so the few orders of this run span pages.
    await page.route('**/api/orders?*', (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get('limit') === '50') url.searchParams.set('limit', '2');
      return route.fallback({ url: url.toString() });
    });
    await page.goto('/app/orders');
    const rows = page.getByTestId('order-row');
    await expect(rows).toHaveCount(2);
    const more = page.getByRole('button', { name: 'Load More Orders' });
    await more.click();
    await expect(rows).toHaveCount(Math.min(4, total));
    // Other tests add orders meanwhile (admins see all), so page until the button goes away.
    await expect(async () => {
      if ((await more.isVisible()) && (await more.isEnabled())) await more.click({ timeout: 1_000 });
      await expect(more).toHaveCount(0, { timeout: 500 });
    }).toPass({ timeout: 30_000 });
    expect(await rows.count()).toBeGreaterThanOrEqual(total);
    const ids = await rows.evaluateAll((rs) => rs.map((r) => r.children[0].getAttribute('title')));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

test.describe('accessibility and small screens', () => {
  test.use({ persona: 'client' });

  test('the session check shows a spinner before the screen', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/users/profile', async (r) => {
      await held;
      await r.fallback();
    });
    await page.goto('/app/dashboard');
    await expect(page.getByRole('status').filter({ hasText: 'Checking your session' })).toBeAttached();
    release();
    await expect(page.getByRole('heading', { name: 'Projects Dashboard' })).toBeVisible();
  });

  test('portal screens have no serious axe violations and no sideways scroll on a phone', async ({ page, api }) => {
    const order = await createOrderViaApi(api);
    const screens: [string, Locator][] = [
      ['/app/dashboard', page.getByTestId('project-row').first()],
      ['/app/orders', page.getByTestId('order-row').first()],
      [`/app/orders/${order.id}`, page.getByRole('heading', { name: 'Order Details' })],
      ['/app/orders/create', stepHeading(page, 1)],
      ['/app/deck-layout', page.getByRole('heading', { name: 'Deck Layout' })],
    ];
    for (const [path, ready] of screens) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await expect(ready).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious, path).toEqual([]);
      await page.setViewportSize({ width: 375, height: 800 });
      await expect(ready).toBeVisible();
      const [scrollWidth, clientWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(scrollWidth, `${path} must not scroll sideways`).toBeLessThanOrEqual(clientWidth);
    }
  });
});
