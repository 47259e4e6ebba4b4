// Trade accounts end to end (docs/product.md#trade-accounts), in Chromium against the production build on
// a fresh database: only admins see the Accounts link and reach /app/accounts; an admin creates a
// company on Trade tier with PO required and 30-day terms (the ABN checked by the ATO's rule and shown
// formatted), and invites its owner, who signs up with the invited address, accepts the invitation
// naming the company on /app/invitations (joinCompany.ts) and only then is the company's Owner.
import { joinAsInvited } from './joinCompany';
import { expect, test, uniqueName } from './portalHelpers';

const PASSWORD = 'a long enough passphrase';

test.describe('as client', () => {
  test.use({ persona: 'client' });
  test('sees no Accounts link and is refused from /app/accounts', async ({ page }) => {
    await page.goto('/app/dashboard');
    await expect(page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Accounts' })).toHaveCount(0);
    await page.goto('/app/accounts');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });
});

test.describe('as admin', () => {
  test.use({ persona: 'admin' });

  test('creates a Trade company with PO required and 30-day terms, and invites its Owner', async ({ page, browser }) => {
    const company = uniqueName('Bayside Builders');
    const owner = `${uniqueName('owner').replace(/\s+/g, '.')}@example.com`.toLowerCase();
    await page.goto('/app/dashboard');
    await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Accounts' }).click();
    await expect(page).toHaveURL(/\/app\/accounts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    // The demo company is there.
    await expect(
      page.getByRole('table', { name: 'Trade accounts' }).getByRole('row').filter({ hasText: 'Southside Decking Pty Ltd' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'New account' }).click();
    const form = page.getByRole('form', { name: 'New account' });
    await form.getByLabel('Company name').fill(company);
    await form.getByLabel('ABN').fill('53 004 085 617');
    await form.getByLabel('Billing email').fill('accounts@bayside.example');
    await form.getByRole('combobox', { name: 'Payment terms' }).click();
    await page.getByRole('option', { name: '30 days end of month' }).click();
    await form.getByLabel('Credit limit ($)').fill('5000');
    await form.getByText('Purchase order number required on orders').click();
    await form.getByRole('button', { name: 'Save account' }).click();
    await expect(form.getByText('ABN must be 11 digits that pass the ATO check')).toBeVisible();
    await form.getByLabel('ABN').fill('53004085616');
    await form.getByRole('button', { name: 'Save account' }).click();
    await expect(page.getByRole('status').getByText(`${company} saved`)).toBeVisible();

    const row = page.getByRole('table', { name: 'Trade accounts' }).getByRole('row').filter({ hasText: company });
    await expect(row.getByRole('cell')).toHaveText([
      company,
      '53 004 085 616',
      'Trade',
      '30 days end of month',
      '$5,000.00',
      'Yes',
      '0',
      'Edit',
    ]);

    const members = page.getByRole('form', { name: 'Add member' });
    await members.getByLabel('Member email').fill(owner);
    await members.getByRole('combobox', { name: 'Company role' }).click();
    await page.getByRole('option', { name: 'Owner' }).click();
    await members.getByRole('button', { name: 'Add member' }).click();
    await expect(page.getByText(`Invitation sent to ${owner}. They join when they accept it.`)).toBeVisible();
    // Nothing is shared before they accept: the company has no member yet.
    await expect(page.getByRole('table', { name: 'Members' })).toHaveCount(0);

    const invitee = await joinAsInvited(browser, owner, company, PASSWORD);
    const mine = await invitee.request.get('/api/me/account');
    expect(await mine.json()).toMatchObject({ company: { name: company, poRequired: true, terms: 'eom_30' }, companyRole: 'owner' });
    await invitee.context().close();

    await page.reload();
    await page.getByRole('button', { name: `Edit ${company}` }).click();
    await expect(page.getByRole('table', { name: 'Members' }).getByRole('row').filter({ hasText: owner }).getByRole('cell')).toHaveText([
      owner,
      'Owner',
      'Active',
      'Remove',
    ]);
  });
});
