// The staff lists' shared Status and Search block (src/web/portal/StatusSearchFilters.tsx), on the quotes
// list and the leads inbox alike: the search reaches the URL once typing pauses, and the box follows the
// URL when it changes under it, so the Quotes link clears a search instead of the old text coming back.
import { expect, test } from './portalHelpers';

test.describe('as admin', () => {
  test.use({ persona: 'admin' });

  for (const { path, link } of [
    { path: '/app/quotes', link: 'Quotes' },
    { path: '/app/leads', link: 'Leads' },
  ]) {
    test(`${link}: a search goes to the URL, and the ${link} link clears it`, async ({ page }) => {
      await page.goto(path);
      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.fill('nobody-by-this-name');
      await expect(page).toHaveURL(/[?&]q=nobody-by-this-name/);
      await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(search).toHaveValue('');
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }
});
