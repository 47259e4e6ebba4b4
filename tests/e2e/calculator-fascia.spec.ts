// Fascia in lineal metres beside its stock lengths (docs/product.md#bill-of-materials): a 1 m square
// has 4 m of exposed edge; marking one edge against a wall takes its fascia away (3 m).
import { expect, test } from '@playwright/test';
import { openCalculatorWith } from '../support/calculatorDrawing';

const SQUARE = [
  {
    id: 'square-1',
    points: [
      { x: 0, y: 0 },
      { x: 1000, y: 0 },
      { x: 1000, y: 1000 },
      { x: 0, y: 1000 },
    ],
  },
];

test('a 1 m square shows 4.0 m of fascia edge, and 3.0 m once an edge is against a wall', async ({ page }) => {
  await openCalculatorWith(page, SQUARE);
  const panel = page.getByTestId('materials-side');
  const fascia = panel.getByTestId('side-priced-hw-woodevo-fascia').getByRole('rowheader');
  await expect(fascia).toContainText('(4.0 m of edge)');
  await panel.getByRole('group', { name: 'Against a wall' }).getByText('Shape 1, edge 1 (1000 mm)', { exact: true }).click();
  await expect(fascia).toContainText('(3.0 m of edge)');
});
