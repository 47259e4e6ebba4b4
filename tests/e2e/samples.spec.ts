// Free samples end to end (docs/product.md#stock-and-samples), in Chromium against the production build:
// a visitor on /products opens Order free samples, ticks three colours (a fifth cannot be ticked), sends
// the form and reads the e-mail; a second request for the same postal address, typed in other letter
// case and spacing, is refused with the rule's words; staff find the request on /app/samples (from the
// staff navigation), Mark posted, and the customer gets the "posted" e-mail. Staff record samples in for a
// colour (its field messages first), and its stock and the sample ledger row show it.
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
