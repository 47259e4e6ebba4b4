// Order these materials (docs/product.md#subframe-and-edges), in Chromium: a visitor draws an L-shaped deck
// with a colour, presses Order these materials, signs in and comes back with the drawing (as for Save
// design), saves it and lands in the order wizard with every line of the priced list the panel showed:
// the boards, the clips, the screws and the frame items, not just the boards.
import { expect as baseExpect } from '@playwright/test';
import { L_SHAPES, openCalculatorWith } from '../support/calculatorDrawing';
import { canvas } from './calculatorHelpers';
import { expect, signInThroughPage, stepHeading, test, uniqueName, USERS } from './portalHelpers';

test('a visitor orders the materials of their drawing: /login and back, saved, then the wizard holds every priced line', async ({
  page,
}) => {
  await openCalculatorWith(page, L_SHAPES);
  const order = page.getByRole('button', { name: 'Order these materials' });
  await expect(order).toBeEnabled();
  const panel = page.getByTestId('materials-side');
  await expect(panel.getByTestId('side-priced-total')).toBeVisible();
  // What the panel shows: each priced line's item and quantity.
  const shown = await panel.locator('[data-testid^="side-priced-"]').evaluateAll((rows) =>
    rows
      .filter((r) => r.tagName === 'TR')
      .map((r) => ({
        // The name without the stock label the row shows after it (docs/product.md#stock-and-samples).
        name: r.querySelector('th')!.textContent!.replace(/(In stock|Low stock|Back order.*)$/, ''),
        quantity: Number(r.querySelector('td')!.textContent),
      })),
  );
  baseExpect(shown.length).toBeGreaterThan(4);

  await order.click();
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughPage(page, USERS.client);
  await expect(page).toHaveURL(/\/deck-calculator\?/);
  await expect(canvas(page)).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Order these materials' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save design' });
  await dialog.getByLabel('Design name').fill(uniqueName('Ordered deck'));
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page).toHaveURL(/\/app\/orders\/create\?design=[0-9a-f-]{36}$/);
  await expect(stepHeading(page, 5)).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary.getByTestId('order-line')).toHaveCount(shown.length);
  // Boards, clips, screws and the frame, each with the quantity the panel priced.
  for (const line of shown.filter((l) => /Clips|Joist|Bearer|Screws/i.test(l.name)))
    await expect(summary.getByTestId('order-line').filter({ hasText: line.name }).first().getByTestId('line-quantity')).toHaveValue(
      String(line.quantity),
    );
  await expect(summary.getByTestId('order-line').filter({ hasText: /Hidden Clips/ })).toHaveCount(1);
  await expect(summary.getByTestId('order-line').filter({ hasText: /Joist/ }).first()).toBeVisible();
});
