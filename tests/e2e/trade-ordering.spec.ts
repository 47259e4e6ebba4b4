// Ordering on account end to end (docs/product.md#trade-accounts), in Chromium against the production build:
// an admin sets up a company requiring a purchase order reference, on 30-day terms with a $1 credit limit
// and a saved address, and invites a fresh user as its Buyer; the buyer picks the saved address, is
// refused Continue without the reference, types it, is told at the summary the order goes over the
// credit limit, and places it; My Orders shows the reference, and staff see the Over credit limit flag
// on their list and on the order.
import { joinAsInvited } from './joinCompany';
import { addBoard, expect, futureDate, pickPreferredDate, stepHeading, test, uniqueName } from './portalHelpers';

const PASSWORD = 'a long enough passphrase';

test.describe('as admin with a new buyer', () => {
  test.use({ persona: 'admin' });

  test('the buyer orders with the saved address and a PO reference; over the credit limit it is placed and flagged', async ({
    page,
    api,
    browser,
  }) => {
    const company = uniqueName('Harbour Decks');
    const buyer = `${uniqueName('buyer').replace(/\s+/g, '.')}@example.com`.toLowerCase();
    const reference = uniqueName('JOB').replace(/\s+/g, '-');
    const created = await api.post('/api/accounts', {
      data: {
        name: company,
        abn: '',
        billingEmail: 'accounts@harbour.example',
        addresses: [{ name: 'Yard', street: '3 Dock Lane', cityPostcode: 'Brighton 3186' }],
        tier: 'trade',
        terms: 'eom_30',
        creditLimitDollars: 1,
        poRequired: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await api.post(`/api/accounts/${id}/members`, { data: { email: buyer, role: 'buyer' } })).status()).toBe(201);

    // The buyer joins by accepting the invitation as themselves (joinCompany.ts).
    const buyerPage = await joinAsInvited(browser, buyer, company, PASSWORD);
    await buyerPage.goto('/app/orders/create');
    await addBoard(buyerPage, /^WoodEvo/, /^HOME/, 'Sandstone', 'Grooved');
    await buyerPage.getByRole('button', { name: 'Proceed' }).click();
    await buyerPage.getByRole('button', { name: "I DON'T NEED HARDWARE" }).click();
    await expect(stepHeading(buyerPage, 7)).toBeVisible();
    await buyerPage.getByText('Delivery', { exact: true }).click();
    await buyerPage.getByRole('combobox', { name: 'Saved address' }).click();
    await buyerPage.getByRole('option', { name: 'Yard: 3 Dock Lane, Brighton 3186' }).click();
    await expect(buyerPage.getByLabel('Street Address')).toHaveValue('3 Dock Lane');
    await expect(buyerPage.getByLabel('City / Postcode')).toHaveValue('Brighton 3186');
    await pickPreferredDate(buyerPage, futureDate().day);
    await buyerPage.getByRole('button', { name: 'Continue to Summary' }).click();
    await expect(
      buyerPage.getByRole('alert').filter({ hasText: 'Enter a purchase order / job reference: your company requires one on every order' }),
    ).toBeVisible();
    const po = buyerPage.getByLabel('Purchase order / job reference');
    await expect(po).toBeFocused();
    await po.fill(reference);
    await buyerPage.getByRole('button', { name: 'Continue to Summary' }).click();
    await expect(stepHeading(buyerPage, 8)).toBeVisible();
    await expect(buyerPage.getByText(reference)).toBeVisible();
    await expect(buyerPage.getByRole('status').filter({ hasText: 'Over credit limit' })).toContainText('It will still be placed');
    await buyerPage.getByRole('button', { name: 'Submit Order' }).click();
    await expect(buyerPage).toHaveURL(/\/orders$/);
    const mine = buyerPage.getByTestId('order-row').first();
    await expect(mine.locator('td[data-label="PO / job reference"]')).toHaveText(reference);
    await buyerPage.context().close();

    await page.goto(`/app/orders?q=${encodeURIComponent(reference)}`);
    const row = page.getByTestId('order-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Over credit limit');
    await row.click();
    const info = page.getByRole('region', { name: 'Order Information' });
    await expect(info).toContainText('Over credit limit');
    await expect(info).toContainText(`Purchase order / job reference${reference}`);
  });
});
