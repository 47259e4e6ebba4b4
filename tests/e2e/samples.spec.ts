// Free samples end to end (docs/product.md#stock-and-samples), in Chromium against the production build:
// a visitor on /products opens Order free samples, ticks three colours (a fifth cannot be ticked), sends
// the form and reads the e-mail; a second request for the same postal address, typed in other letter
// case and spacing, is refused with the rule's words; staff find the request on /app/samples (from the
// staff navigation), Mark posted, and the customer gets the "posted" e-mail. Staff record samples in for a
// colour (its field messages first), and its stock and the sample ledger row show it. A request is also a
// lead of its own kind: staff find it on the inbox's Sample requests tab with its colours and address,
// open it, Mark posted, and the customer gets the "posted" e-mail.
import { SAMPLE_MESSAGES, sampleColourName, sampleColours } from '../../src/domain/samples';
import { waitForMail } from '../support/e2eMailbox';
import { expect, test } from './portalHelpers';

test.describe('as admin', () => {
  test.use({ persona: 'admin' });
  test('a visitor orders three samples; a repeat for the same address is refused; staff mark them posted', async ({
    page,
    browser,
    baseURL,
  }) => {
    const run = Date.now();
    const email = `samples-${run}@visitor.example`;
    const street = `${run % 100_000} Ocean Beach Road`;
    const visitor = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const v = await visitor.newPage();
    await v.goto('/products');
    await v.getByRole('button', { name: 'Order free samples' }).click();
    const dialog = v.getByRole('dialog', { name: 'Order free samples' });
    await expect(dialog).toBeVisible();

    // The colours offered are the products page's cards, as the catalogue answers them.
    const boards = await (await visitor.request.get('/api/inventory/board-items')).json();
    const offered = sampleColours(boards.data).map(sampleColourName);
    const names = offered.slice(0, 3);
    for (const name of names) await dialog.getByRole('checkbox', { name }).check();
    await expect(dialog.getByText('3 of 4 chosen')).toBeVisible();
    // Sending without the address names what is missing.
    await dialog.getByRole('button', { name: 'Send my request' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Name' }).fill('Robin Visitor');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Street address' }).fill(street);
    await dialog.getByRole('textbox', { name: 'Suburb' }).fill('Portsea');
    await dialog.getByRole('textbox', { name: 'Postcode' }).fill('3944');
    await dialog.getByRole('button', { name: 'Send my request' }).click();
    await expect(dialog.getByText(SAMPLE_MESSAGES.sent)).toBeVisible();

    const ack = await waitForMail(email, 'Your Boardwalk samples are on the way soon');
    expect(ack.text).toContain('Thanks, Robin.');
    for (const name of names) expect(ack.text).toContain(name);

    // The same postal address again, typed otherwise, from another e-mail address.
    await dialog.getByRole('button', { name: 'Order more samples' }).click();
    await dialog.getByRole('checkbox', { name: offered[3] }).check();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Robin Visitor');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(`other-${email}`);
    await dialog.getByRole('textbox', { name: 'Street address' }).fill(`  ${street.toUpperCase().replace(' ', '  ')}`);
    await dialog.getByRole('textbox', { name: 'Suburb' }).fill('portsea ');
    await dialog.getByRole('textbox', { name: 'Postcode' }).fill('3944');
    await dialog.getByRole('button', { name: 'Send my request' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(SAMPLE_MESSAGES.repeatAddress);
    await visitor.close();

    // Staff post them.
    await page.goto('/app/dashboard');
    await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Samples', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Samples' })).toBeVisible();
    const row = page.getByRole('table', { name: 'Sample requests' }).getByRole('row').filter({ hasText: email });
    await expect(row).toContainText(`${street}, Portsea 3944`);
    for (const name of names) await expect(row).toContainText(name);
    await row.getByRole('button', { name: 'Mark posted: samples for Robin Visitor' }).click();
    await expect(row).toContainText('Posted');
    await expect(row.getByRole('button')).toHaveCount(0);

    const posted = await waitForMail(email, 'Your Boardwalk samples have been posted');
    for (const name of names) expect(posted.text).toContain(name);
  });

  test("a visitor orders samples; staff find them on the inbox's Sample requests tab, open them and mark them posted", async ({
    page,
    browser,
    baseURL,
  }) => {
    const run = Date.now();
    const email = `inbox-samples-${run}@visitor.example`;
    const street = `${run % 100_000} Inbox Parade`;
    const visitor = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const v = await visitor.newPage();
    await v.goto('/products');
    await v.getByRole('button', { name: 'Order free samples' }).click();
    const dialog = v.getByRole('dialog', { name: 'Order free samples' });
    const boards = await (await visitor.request.get('/api/inventory/board-items')).json();
    const names = sampleColours(boards.data).map(sampleColourName).slice(1, 3);
    for (const name of names) await dialog.getByRole('checkbox', { name }).check();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Sam Inbox');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Street address' }).fill(street);
    await dialog.getByRole('textbox', { name: 'Suburb' }).fill('Rye');
    await dialog.getByRole('textbox', { name: 'Postcode' }).fill('3941');
    await dialog.getByRole('button', { name: 'Send my request' }).click();
    await expect(dialog.getByText(SAMPLE_MESSAGES.sent)).toBeVisible();
    await visitor.close();

    // The staff inbox: the Sample requests tab lists it with its colours, address and status.
    await page.goto('/app/dashboard');
    await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Leads', exact: true }).click();
    await page.getByRole('tab', { name: 'Sample requests' }).click();
    await expect(page).toHaveURL(/[?&]kind=sample/);
    await expect(page.getByRole('tab', { name: 'Sample requests' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    await expect(page).toHaveURL(/[?&]q=/);
    const list = page.getByRole('table', { name: 'Sample requests, newest first' });
    const row = list.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`${street}, Rye 3941`);
    for (const name of names) await expect(row).toContainText(name);
    await expect(row).toContainText('Requested');
    // The status filter has the tab's own statuses.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await expect(page.getByRole('option', { name: 'Posted' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Won' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Opened: its colours and address, and Mark posted.
    await row.getByRole('link', { name: 'Sam Inbox' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sam Inbox' })).toBeVisible();
    await expect(page.getByText('Sample request', { exact: true })).toBeVisible();
    await expect(page.getByText(`${street}, Rye 3941`)).toBeVisible();
    const chosen = page.getByRole('list', { name: 'Colours' });
    for (const name of names) await expect(chosen.getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
    await page.getByRole('button', { name: 'Mark posted: samples for Sam Inbox' }).click();
    await expect(page.getByRole('button', { name: 'Mark posted: samples for Sam Inbox' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Status' })).toContainText('Posted');

    const posted = await waitForMail(email, 'Your Boardwalk samples have been posted');
    for (const name of names) expect(posted.text).toContain(name);
    await expect(page.getByTestId('sent-email').filter({ hasText: 'Your Boardwalk samples have been posted' })).toHaveCount(1);

    // Back on the tab it reads Posted.
    await page.getByRole('link', { name: 'All leads' }).click();
    await expect(page.getByRole('tab', { name: 'Sample requests' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    await expect(
      page.getByRole('table', { name: 'Sample requests, newest first' }).getByRole('row').filter({ hasText: email }),
    ).toContainText('Posted');
  });

  test("staff record samples in: the colour's stock goes up and the sample ledger shows the row", async ({ page }) => {
    const reference = `SMP-${Date.now()}`;
    await page.goto('/app/samples');
    await expect(page.getByRole('heading', { level: 1, name: 'Samples' })).toBeVisible();
    const stock = page.getByRole('table', { name: 'Sample stock' });
    const first = stock.getByRole('row').nth(1);
    const colour = (await first.getByRole('rowheader').textContent())!.trim();
    const before = Number(await first.getByRole('cell').first().textContent());

    const form = page.getByRole('form', { name: 'Samples in' });
    await form.getByRole('button', { name: 'Record samples in' }).click();
    await expect(form.getByText('Colour is required')).toBeVisible();
    await expect(form.getByText('Reference is required')).toBeVisible();

    await form.getByRole('combobox', { name: 'Colour' }).click();
    await page.getByRole('option', { name: colour, exact: true }).click();
    await form.getByRole('textbox', { name: 'Quantity' }).fill('30');
    await form.getByRole('textbox', { name: 'Reference' }).fill(reference);
    await form.getByRole('button', { name: 'Record samples in' }).click();
    await expect(form.getByText('Samples in recorded.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Reference' })).toHaveValue('');

    await expect(stock.getByRole('row').filter({ hasText: colour }).getByRole('cell').first()).toHaveText(String(before + 30));
    const row = page.getByRole('table', { name: 'Sample stock ledger' }).getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText(colour);
    await expect(row).toContainText('Samples in');
    await expect(row).toContainText('+30');
    await expect(row).toContainText(String(before + 30));
    await expect(row).toContainText('admin@boardwalk.example');
  });
});

test("the calculator's Order a free sample opens the products page's dialog with its colour ticked", async ({ page }) => {
  await page.goto('/deck-calculator');
  const panel = page.getByTestId('materials-side');
  const colour = panel.getByRole('combobox', { name: 'Board Colour' });
  await expect(colour).toHaveText(/\w/);
  const name = (await colour.innerText()).trim();
  await panel.getByRole('button', { name: `Order a free sample: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Order free samples' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('1 of 4 chosen')).toBeVisible();
  const ticked = dialog.getByRole('checkbox', { checked: true });
  await expect(ticked).toHaveCount(1);
  await expect(ticked).toHaveAccessibleName(new RegExp(`${name}$`));
});
