// The phone's MATERIALS NEEDED sheet while the calculator reads back the drawing this browser kept
// (drawingStorage.ts): the editor mounts again with the kept drawing once its checker (storedDrawing.ts,
// with zod) has loaded, and a sheet opened before that must stay open. Here the checker's script is
// held back until the sheet has been opened, so the read-back always comes after the tap.
import { expect, test } from '@playwright/test';
import { canvas } from './calculatorHelpers';

const rect = (x: number, y: number, w: number, h: number) => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
];
const KEPT = [
  { id: 'box-1', points: rect(50, 50, 4000, 3000) },
  { id: 'box-2', points: rect(50, 3050, 2000, 2000) },
];

test('on a 390 px phone the MATERIALS NEEDED sheet opened before the kept drawing is read back stays open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript((shapes) => {
    localStorage.setItem('boardwalk.calculatorDrawing', JSON.stringify({ shapes, boardDirection: 'horizontal', design: null }));
  }, KEPT);
  let release!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/storedDrawing-[^/]*\.js$/, async (route) => {
    await opened;
    await route.continue();
  });
  await page.goto('/deck-calculator');
  await expect(canvas(page)).toBeVisible({ timeout: 30_000 });
  const trigger = page.getByRole('button', { name: /MATERIALS NEEDED/ });
  await trigger.click();
  const sheet = page.getByTestId('materials-sheet');
  await expect(sheet).toBeVisible();
  release();
  // The kept L is drawn (two shapes), and the sheet is still open.
  await expect(page.getByRole('img', { name: /^Deck drawing, 2 of 5 shapes\./ })).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(sheet).toBeVisible();
});
