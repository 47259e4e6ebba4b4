// Where the keyboard focus goes (WCAG 2.4.3 focus order): after each order wizard step it is on the new
// step's heading, after a refused Continue on the first field the refusal is about (a refused submission:
// on the server's reason), and after Apply in the
// calculator's Edge length field on the edge just edited, never on <body> or a button that is gone.
import type { Page } from '@playwright/test';
import { canvas } from './calculatorHelpers';
import { expect, futureDate, pickPreferredDate, stepHeading, test } from './portalHelpers';

/** What has the focus, as a person would name it: the element's role-ish tag and its text or name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()}: ${el.getAttribute('name') ?? el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''}`;
  });

test.describe('order wizard', () => {
  test.use({ persona: 'client' });

  test('each new step focuses its heading; a refused Continue focuses the field it is about', async ({ page }) => {
    await page.goto('/app/orders/create');
    await expect(stepHeading(page, 1)).toBeVisible();
    const heading = (name: string | RegExp) => page.getByRole('heading', { level: 3, name });

    await page.getByRole('button', { name: /^WoodEvo/ }).click();
    await expect(heading('Select Range')).toBeFocused();
    expect(await focused(page)).toBe('h3: Select Range');
    await page.getByRole('button', { name: /^HOME/ }).click();
    await expect(heading('Select Color')).toBeFocused();
    await page.getByRole('button', { name: /^Charcoal/ }).click();
    await expect(heading('Select Board Type for Charcoal')).toBeFocused();
    await page.getByRole('button', { name: /^Grooved/ }).click();
    await expect(heading('Select Color')).toBeFocused();
    await page.getByRole('complementary', { name: 'Order Summary' }).getByRole('button', { name: 'Proceed' }).click();
    await expect(heading('What Subframe are you using?')).toBeFocused();
    await page.getByRole('button', { name: 'TIMBER', exact: true }).click();
    await expect(heading(/^Hardware Suggestion/)).toBeFocused();
    await page.getByRole('complementary', { name: 'Order Summary' }).getByRole('button', { name: 'Proceed' }).click();
    await expect(heading('Delivery & Pickup')).toBeFocused();

    const next = page.getByRole('button', { name: 'Continue to Summary' });
    await next.click();
    await expect(page.getByRole('radio', { name: 'Delivery' })).toBeFocused();
    expect(await focused(page)).toBe('input: deliveryMethod');
    await page.getByText('Delivery', { exact: true }).click();
    await next.click();
    await expect(page.getByRole('textbox', { name: 'Preferred Date' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Preferred Date' })).toHaveAttribute('aria-invalid', 'true');
    await pickPreferredDate(page, futureDate().day);
    await next.click();
    await expect(page.getByLabel('Street Address')).toBeFocused();
    await expect(page.getByLabel('Street Address')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Street Address').fill('12 Bay Road');
    await next.click();
    await expect(page.getByLabel('City / Postcode')).toBeFocused();
    await page.getByLabel('City / Postcode').fill('Sandringham 3191');
    await next.click();
    await expect(heading('Order Summary')).toBeFocused();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(heading('Delivery & Pickup')).toBeFocused();
    await next.click();

    // A submission the server refuses: the focus goes to why, not to <body> (the button was disabled meanwhile).
    await page.route('**/api/orders', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 422, json: { message: 'Charcoal is out of stock' } })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Submit Order' }).click();
    const why = page.getByRole('alert').filter({ hasText: 'Charcoal is out of stock' });
    await expect(why).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Charcoal is out of stock');
  });
});

test('calculator: Apply in the Edge length field gives the focus back to the edge it edited', async ({ page }) => {
  await page.goto('/deck-calculator');
  await expect(canvas(page)).toBeVisible({ timeout: 30_000 });
  const edge = page.getByRole('button', { name: /^E2 .*set the length of Shape 1 edge 2$/ });
  await edge.click();
  const field = page.getByLabel('Edge length (mm)');
  await expect(field).toBeFocused();
  await field.fill('2000');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(field).toBeHidden();
  await expect(edge).toHaveAccessibleName(/^E2 200.0 cm, set the length of Shape 1 edge 2$/);
  await expect(edge).toBeFocused();
  expect(await focused(page)).toMatch(/^button: E2 200.0 cm/);
  // Enter and Escape close it the same way.
  await page.keyboard.press('Enter');
  await expect(field).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(edge).toBeFocused();
});
