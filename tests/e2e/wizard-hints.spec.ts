// The hardware step's quantity hints (issue "Every material priced"): beside the clip boxes, what the
// order's boards need, with one press to use it; the picker still starts at 1 (docs/product.md#flows).
// A saved design's boards open the wizard (Order materials), as a homeowner or installer would.
import type { APIRequestContext } from '@playwright/test';
import { SUBFRAME_LABELS } from '../../src/domain/constants';
import { neededHardwareQuantity } from '../../src/domain/hardwareNeeds';
import type { Design } from '../../src/domain/schemas/designs';
import { expect, futureDate, pickPreferredDate, stepHeading, test, uniqueName } from './portalHelpers';

const CLIPS = { itemId: 'hw-woodevo-hidden-clips', name: 'WoodEvo Hidden Clips (box of 100)' };

/** A 6 m x 4 m WoodEvo HOME Barossa deck, saved through the API (the server lays its boards). */
async function createDesign(api: APIRequestContext): Promise<Design> {
  const drawing = {
    shapes: [
      {
        id: 'shape-1',
        points: [
          { x: 0, y: 0 },
          { x: 6000, y: 0 },
          { x: 6000, y: 4000 },
          { x: 0, y: 4000 },
        ],
      },
    ],
    brand: 'WoodEvo',
    colorItemId: 'we-home-grooved-barossa-5400',
    boardDirection: 'horizontal',
  };
  const res = await api.post('/api/designs', { data: { name: uniqueName('Hinted deck'), projectId: null, drawing } });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

test.describe('order wizard hardware hints', () => {
  test.use({ persona: 'client' });

  test("the clip boxes the design's boards need, used with one press, reach the summary", async ({ page, api }) => {
    const design = await createDesign(api);
    // The board lines the design brings, as the wizard holds them (the seeded sizes read "L x 137 x 23mm").
    const boardLines = design.figures.layout!.boards.map((b) => ({
      brand: 'WoodEvo',
      size: `${b.lengthMm} x 137 x 23mm`,
      quantity: b.count,
    }));
    const needed = neededHardwareQuantity(boardLines, CLIPS.itemId)!;
    expect(needed).toBeGreaterThan(1);

    await page.goto(`/app/orders/create?design=${design.id}`);
    await expect(stepHeading(page, 5)).toBeVisible();
    await page.getByRole('button', { name: SUBFRAME_LABELS.timber, exact: true }).click();
    await expect(stepHeading(page, 6)).toBeVisible();

    // The design brought its clips; take the line out to choose them on this step.
    const panel = page.getByRole('complementary', { name: 'Order Summary' });
    await panel.getByRole('button', { name: `Remove ${CLIPS.name}` }).click();
    const card = page.getByTestId('hardware-item').filter({ hasText: CLIPS.name });
    const picker = card.getByRole('spinbutton');
    await expect(picker).toHaveValue('1');
    await expect(card.getByText(`Your boards need ${needed} boxes`)).toBeVisible();

    // Keyboard: the Use button is reachable and pressed with Enter.
    const use = card.getByRole('button', { name: `Use ${needed} for ${CLIPS.name}` });
    await expect(use).toHaveText(`Use ${needed}`);
    await use.focus();
    await page.keyboard.press('Enter');
    await expect(picker).toHaveValue(String(needed));
    await card.getByRole('button', { name: `Add ${CLIPS.name}` }).click();
    await expect(panel.getByLabel(`Quantity of ${CLIPS.name}`, { exact: true })).toHaveValue(String(needed));
    await expect(picker).toHaveValue('1');

    await panel.getByRole('button', { name: 'Proceed' }).click();
    await expect(stepHeading(page, 7)).toBeVisible();
    await page.getByText('Pickup', { exact: true }).click();
    await pickPreferredDate(page, futureDate().day);
    await page.getByRole('button', { name: 'Continue to Summary' }).click();
    await expect(stepHeading(page, 8)).toBeVisible();
    const row = page.getByTestId('order-lines').getByRole('row').filter({ hasText: CLIPS.name });
    await expect(row.getByRole('cell', { name: String(needed), exact: true })).toBeVisible();
  });

  test('on a phone the hint and its Use button fit the card and set an added line', async ({ page, api }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const design = await createDesign(api);
    const boardLines = design.figures.layout!.boards.map((b) => ({
      brand: 'WoodEvo',
      size: `${b.lengthMm} x 137 x 23mm`,
      quantity: b.count,
    }));
    const needed = neededHardwareQuantity(boardLines, CLIPS.itemId)!;
    expect(needed).toBeGreaterThan(1);

    await page.goto(`/app/orders/create?design=${design.id}`);
    await page.getByRole('button', { name: SUBFRAME_LABELS.timber, exact: true }).click();
    await expect(stepHeading(page, 6)).toBeVisible();
    const card = page.getByTestId('hardware-item').filter({ hasText: CLIPS.name });
    const use = card.getByRole('button', { name: `Use ${needed} for ${CLIPS.name}` });
    await use.scrollIntoViewIfNeeded();
    const [cardBox, useBox] = [await card.boundingBox(), await use.boundingBox()];
    expect(useBox!.x + useBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
    expect(useBox!.x + useBox!.width).toBeLessThanOrEqual(390);
    // The clips came with the design (Added): Use sets that line to what the boards need.
    await expect(card.getByRole('button', { name: `${CLIPS.name} added` })).toBeDisabled();
    const line = page.getByRole('complementary', { name: 'Order Summary' }).getByLabel(`Quantity of ${CLIPS.name}`, { exact: true });
    await line.fill('1');
    await line.blur();
    await expect(line).toHaveValue('1');
    await use.click();
    await expect(line).toHaveValue(String(needed));
    await expect(card.getByRole('spinbutton')).toHaveValue('1');
  });
});
