// Accessibility of the calculator: axe on the page at desktop and phone width, with the
// bottom sheet expanded on the phone and with the quote dialog open on its colour and form steps.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function serious(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const minor = results.violations.filter((v) => v.impact !== 'serious' && v.impact !== 'critical');
  if (minor.length) console.log(`[axe ${label}] lesser issues:`, minor.map((v) => `${v.id} (${v.impact}, ${v.nodes.length})`).join(', '));
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

for (const width of [1440, 390]) {
  test.describe(`calculator axe at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the page has no serious or critical issues', async ({ page }) => {
      await page.goto('/deck-calculator');
      await expect(page.getByTestId('deck-canvas')).toBeVisible();
      if (width < 768) await page.getByRole('button', { name: /MATERIALS NEEDED/ }).click();
      const panel = page.getByTestId(width < 768 ? 'materials-sheet' : 'materials-side');
      await expect(panel.getByRole('combobox', { name: /Board Colour/ })).toHaveText(/\w/);
      expect(await serious(page, `calculator ${width}`)).toEqual([]);
    });

    test('the quote dialog has no serious or critical issues', async ({ page }) => {
      await page.goto('/deck-calculator');
      if (width < 768) await page.getByRole('button', { name: /MATERIALS NEEDED/ }).click();
      await page.getByRole('button', { name: 'Proceed with Quote' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('[data-scope="radio-group"][data-part="item"]').first().click();
      expect(await serious(page, `quote colours ${width}`)).toEqual([]);
      await dialog.getByRole('button', { name: 'Next' }).click();
      await dialog.getByRole('button', { name: 'Skip' }).click();
      await dialog.getByRole('button', { name: 'Skip' }).click();
      await dialog.getByRole('button', { name: 'Submit Quote Request' }).click();
      await expect(dialog.getByText('Please fill in all required fields')).toBeVisible();
      expect(await serious(page, `quote form ${width}`)).toEqual([]);
    });
  });
}
