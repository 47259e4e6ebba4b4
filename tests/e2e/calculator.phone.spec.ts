// The calculator's editor on a 390 px phone: the Edge length (mm)
// field opens above the MATERIALS NEEDED sheet, the drawing toolbar is one row before the canvas, and the
// hint speaks of taps, not clicks and Escape. Chromium with touch, as a phone.
import { expect, test, type Page } from '@playwright/test';
import { canvas, screenOf } from './calculatorHelpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function open(page: Page) {
  await page.goto('/deck-calculator');
  await expect(canvas(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Add Shape' })).toBeEnabled();
}

/** Whether the element itself (not something over it) is what a tap at its middle reaches. */
const reachable = (page: Page, name: string, role: 'button' | 'textbox') =>
  (role === 'textbox' ? page.getByLabel(name) : page.getByRole(role, { name, exact: true })).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return r.bottom <= window.innerHeight && r.top >= 0 && hit !== null && el.contains(hit);
  });

test('the Edge length (mm) field opens above the MATERIALS NEEDED sheet: its field and Apply can be tapped', async ({ page }) => {
  await open(page);
  await expect(page.getByRole('button', { name: /MATERIALS NEEDED/ })).toBeVisible();
  // A tap on the top edge's length label, which sits just above the edge's middle.
  const mid = await screenOf(page, { x: 550, y: 50 });
  await page.touchscreen.tap(mid.x, mid.y - 16);
  const field = page.getByLabel('Edge length (mm)');
  await expect(field).toBeVisible();
  expect(await reachable(page, 'Edge length (mm)', 'textbox')).toBe(true);
  expect(await reachable(page, 'Apply', 'button')).toBe(true);
  await field.fill('2000');
  await page.getByRole('button', { name: 'Apply', exact: true }).tap();
  await expect(field).toBeHidden();
  await page.getByRole('button', { name: /MATERIALS NEEDED/ }).tap();
  await expect(page.getByTestId('sheet-deckArea')).toHaveText('2.00 m²');
});

test('the drawing toolbar is one row, right before the canvas', async ({ page }) => {
  await open(page);
  const toolbar = (await page.getByRole('toolbar', { name: 'Drawing tools' }).boundingBox())!;
  const add = (await page.getByRole('button', { name: 'Add Shape' }).boundingBox())!;
  const stage = (await canvas(page).boundingBox())!;
  console.log(`[phone] toolbar ${toolbar.y}..${toolbar.y + toolbar.height}, canvas top ${stage.y}`);
  // One row: no taller than its buttons and its padding.
  expect(toolbar.height).toBeLessThanOrEqual(add.height + 24);
  // Only the one-line hint between it and the canvas.
  expect(stage.y - (toolbar.y + toolbar.height)).toBeLessThanOrEqual(40);
});

test('the hint speaks of taps, not clicks and Escape', async ({ page }) => {
  await open(page);
  await expect(page.getByText('Tap a length to type it.')).toBeVisible();
  await expect(page.getByText(/Click a length/)).toBeHidden();
  await expect(page.getByText(/Escape/)).toBeHidden();
});
