// A quote for a trade company's customer end to end (docs/product.md#trade-accounts, docs/product.md#quotes), in Chromium
// against the production build: an admin makes a Trade-tier company with a member (through the API), then
// in the portal makes a quote for that member, adds a board from the catalogue at the company's price
// (Trade price beside the catalogue price it replaces) and sends it; the member opens the e-mailed link in
// a fresh browser, reads the same trade price, and accepts; the order charges the quote's total.
import { formatCents, rateToCents } from '../../src/domain/money';
import { boardItemsResponse } from '../../src/domain/schemas/inventory';
import { tradeAccount } from '../../src/domain/schemas/trade';
import { discountedCents, TIER_DISCOUNT_BP } from '../../src/domain/tradePricing';
import { waitForMail } from '../support/e2eMailbox';
import { joinAsInvited } from './joinCompany';
import { expect, futureDate, pickPreferredDate, test, uniqueName } from './portalHelpers';

const BOARD = 'we-home-grooved-barossa-5400';

test.describe('a quote for a trade company member', () => {
  test.use({ persona: 'admin' });
  test.setTimeout(120_000);

  test('staff quote the member at Trade prices; the member reads them on the quote page and accepts', async ({ page, api, browser }) => {
    const name = uniqueName('Trade Quote Member');
    const email = `${name.replace(/\s+/g, '.')}@example.com`.toLowerCase();
    const companyRes = await api.post('/api/accounts', {
      data: {
        name: uniqueName('Quoted Decks'),
        abn: '',
        billingEmail: 'accounts@quoted-decks.example',
        addresses: [],
        tier: 'trade',
        terms: 'pay_before_dispatch',
        creditLimitDollars: 0,
        poRequired: false,
      },
    });
    expect(companyRes.status(), await companyRes.text()).toBe(201);
    const company = tradeAccount.parse(await companyRes.json());
    const accountId = company.id;
    const member = await api.post(`/api/accounts/${accountId}/members`, { data: { email, role: 'buyer' } });
    expect(member.status(), await member.text()).toBe(201);
    // A member only once they accept, signed in as themselves (joinCompany.ts).
    await (await joinAsInvited(browser, email, company.name, 'a long enough passphrase')).context().close();
    const boards = boardItemsResponse.parse(await (await api.get('/api/inventory/board-items')).json());
    const board = boards.success ? boards.data.find((b) => b.item_id === BOARD)! : undefined;
    expect(board).toBeDefined();
    const retail = rateToCents(board!.rate);
    const trade = discountedCents(retail, TIER_DISCOUNT_BP.trade.board);

    // Staff: a new quote for the member; the catalogue's board at the company's price.
    await page.goto('/app/quotes');
    await page.getByRole('button', { name: 'New quote' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Create quote' }).click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^Q-\d{4}-\d{4,}$/);
    const number = (await heading.textContent())!.trim();
    await expect(page.getByRole('region', { name: 'Customer', exact: true })).toContainText('Trade account');
    await page.getByLabel('Add from the catalogue').fill(board!.name.slice(0, 40));
    const choice = page.getByRole('list', { name: 'Catalogue items' }).getByRole('listitem').filter({ hasText: board!.name }).first();
    await expect(choice).toContainText(`${formatCents(trade)} (Trade price)`);
    await choice.getByRole('button', { name: /^Add/ }).click();
    const line = page.getByTestId('quote-line').filter({ hasText: board!.name });
    await expect(line.getByLabel(`Unit price of ${board!.name}`)).toHaveValue((trade / 100).toFixed(2));
    await expect(line).toContainText('Trade price');
    await expect(line.getByLabel(`retail ${formatCents(retail)}`)).toHaveText(formatCents(retail));
    await expect(page.getByTestId('quote-total')).toHaveText(formatCents(trade));
    await expect(page.getByText('All changes saved')).toBeVisible();
    await page.getByRole('button', { name: 'Send quote' }).click();
    await expect(page.getByTestId('quote-status-chip')).toHaveText('Sent');

    // The member: the e-mailed link in a fresh browser; the trade price beside the catalogue's; accept.
    const mail = await waitForMail(email, `Your Boardwalk quote ${number}`);
    expect(mail.text).toContain(`Trade price, retail ${formatCents(retail)}`);
    const quoteUrl = mail.text.match(/https?:\/\/\S+/g)?.find((u) => new URL(u).pathname.startsWith('/quote/'));
    expect(quoteUrl, 'the quote e-mail links to /quote/{token}').toBeDefined();
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const customer = await context.newPage();
    await customer.goto(new URL(quoteUrl!).pathname);
    await expect(customer.getByRole('heading', { level: 1, name: `Quote ${number}` })).toBeVisible();
    const row = customer.getByRole('row').filter({ hasText: board!.name });
    await expect(row).toContainText(`${formatCents(trade)}Trade price`);
    await expect(row.getByLabel(`retail ${formatCents(retail)}`)).toHaveText(formatCents(retail));
    await expect(customer.getByLabel('Totals')).toContainText(formatCents(trade));
    await customer.getByRole('button', { name: 'Accept quote' }).click();
    await customer.locator('[data-scope="radio-group"][data-part="item"]', { hasText: 'Pickup' }).click();
    await pickPreferredDate(customer, futureDate().day);
    await customer.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await customer.getByRole('form', { name: 'Accept quote' }).getByRole('button', { name: 'Accept quote' }).click();
    await expect(customer.getByText('Thank you, your quote is accepted.')).toBeVisible();
    await context.close();

    // Staff: the order charges the quote's trade price.
    await page.reload();
    await expect(page.getByTestId('quote-status-chip')).toHaveText('Accepted');
    await page.getByRole('link', { name: /^BW-/ }).click();
    await expect(page.getByTestId('total')).toHaveText(formatCents(trade));
  });
});
