// Accessibility: axe on every public page at desktop and phone width, with the code-split
// sections loaded and the interactive states (open select, errors) included. Zero serious or critical
// violations allowed; anything lesser is printed so it can be looked at.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loadWholePage, openProductsInApp, PUBLIC_PAGES } from './marketingHelpers';

async function seriousViolations(page: Page, label: string, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (include) builder.include(include);
  const results = await builder.analyze();
  const minor = results.violations.filter((v) => v.impact !== 'serious' && v.impact !== 'critical');
  if (minor.length) console.log(`[axe ${label}] lesser issues:`, minor.map((v) => `${v.id} (${v.impact}, ${v.nodes.length})`).join(', '));
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

for (const width of [1440, 390]) {
  test.describe(`axe at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { name, path } of PUBLIC_PAGES) {
      test(`${name} has no serious or critical issues`, async ({ page }) => {
        await page.goto(path);
        await loadWholePage(page);
        expect(await seriousViolations(page, `${name} ${width}`)).toEqual([]);
      });
    }

    test('contact form with errors and an open select has no serious or critical issues', async ({ page }) => {
      await page.goto('/#contact');
      const form = page.getByRole('form', { name: 'Send an enquiry' });
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByText('Full Name is required')).toBeVisible();
      expect(await seriousViolations(page, `contact-errors ${width}`)).toEqual([]);
      // The open list itself (it covers the fields below it while open, so those are not judged then).
      await form.getByRole('combobox', { name: 'Project Type' }).click();
      await expect(page.getByRole('option', { name: 'New Deck' })).toBeVisible();
      expect(await seriousViolations(page, `contact-select-open ${width}`, '[role="listbox"]')).toEqual([]);
    });

    test('products error and empty states have no serious or critical issues', async ({ page }) => {
      await page.route('**/api/inventory/board-items', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data: [] }) }),
      );
      await openProductsInApp(page);
      await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
      expect(await seriousViolations(page, `products-empty ${width}`)).toEqual([]);
    });
  });
}
