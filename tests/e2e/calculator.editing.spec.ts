// The calculator's second generation in Chromium (docs/product.md#calculator-editing, docs/product.md#validation-rules): typed edge
// lengths in both modes, a refused length, undo and redo of every kind of edit with the keyboard and the
// toolbar, Escape and a second finger dropping a drag, and Fit to shapes. Real mouse, CDP touch, keyboard.
import { expect, test, type Page } from '@playwright/test';
import { EDGE_LENGTH_REFUSED } from '../../src/domain/edgeLength';
import type { Point } from '../../src/domain/geometry';
import { canvas, dragMm, expectFigures, screenOf, shapesOf } from './calculatorHelpers';

const SQUARE: Point[] = [
  { x: 50, y: 50 },
  { x: 1050, y: 50 },
  { x: 1050, y: 1050 },
  { x: 50, y: 1050 },
];

async function open(page: Page) {
  await page.goto('/deck-calculator');
  await expect(canvas(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Add Shape' })).toBeEnabled();
}

const points = async (page: Page, index = 0) => (await shapesOf(page))[index]?.points;
const area = (page: Page) => page.getByTestId('side-deckArea');
const undo = (page: Page) => page.getByRole('button', { name: 'Undo', exact: true });
const redo = (page: Page) => page.getByRole('button', { name: 'Redo', exact: true });
const field = (page: Page) => page.getByLabel('Edge length (mm)');

async function setMode(page: Page, mode: 'Scaling' | 'Individual') {
  await page.getByRole('toolbar').locator('[data-part="item"]', { hasText: mode }).click();
}

/** Types a length for edge `edge` of shape 1, chosen from the shape list with the keyboard. */
async function typeLength(page: Page, edge: number, mm: string) {
  await page.getByRole('button', { name: new RegExp(`^E${edge} .*set the length of Shape 1 edge ${edge}$`) }).focus();
  await page.keyboard.press('Enter');
  await expect(field(page)).toBeFocused();
  await page.keyboard.type(mm);
  await page.keyboard.press('Enter');
}

/** The screen centre of a Konva node by name (edge labels are drawn on the canvas). */
async function nodeCentre(page: Page, name: string): Promise<Point> {
  return page.evaluate((n) => {
    const konva = (
      window as unknown as { Konva: { stages: { container(): HTMLElement; findOne(s: string): { getClientRect(): DOMRect } }[] } }
    ).Konva;
    const stage = konva.stages[konva.stages.length - 1];
    const box = stage.container().getBoundingClientRect();
    const r = stage.findOne(`.${n}`).getClientRect();
    return { x: box.left + r.x + r.width / 2, y: box.top + r.y + r.height / 2 };
  }, name);
}

test('typed lengths on the default square: the top edge at 2000 mm gives 2.00 m² in either mode (the other sides stay)', async ({
  page,
}) => {
  await open(page);
  await typeLength(page, 1, '2000');
  await expect(area(page)).toHaveText('2.00 m²');
  await expect(page.getByRole('status').filter({ hasText: 'edge 1' })).toHaveText('Shape 1: 2.00 m², edge 1 set to 2000 mm');
  await expect(field(page)).toBeHidden();
  await undo(page).click();
  await expect(area(page)).toHaveText('1.00 m²');
  await setMode(page, 'Individual');
  await typeLength(page, 1, '2000');
  await expect(area(page)).toHaveText('2.00 m²');
  // The end corner moved along the edge and the far side followed: still a rectangle.
  expect(await points(page)).toEqual([
    { x: 50, y: 50 },
    { x: 2050, y: 50 },
    { x: 2050, y: 1050 },
    { x: 50, y: 1050 },
  ]);
  await expectFigures(page, await shapesOf(page));
});

test('a length label on the canvas opens the field; a refused length says why and changes nothing; Escape closes it', async ({ page }) => {
  await open(page);
  await setMode(page, 'Individual');
  const label = await nodeCentre(page, 'label:0:0');
  await page.mouse.click(label.x, label.y);
  await expect(field(page)).toHaveValue('1000');
  await field(page).fill('50');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: EDGE_LENGTH_REFUSED })).toBeVisible();
  await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
  expect(await points(page)).toEqual(SQUARE);
  await expect(undo(page)).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(field(page)).toBeHidden();
  expect(await points(page)).toEqual(SQUARE);
});

test('undo and redo each kind of edit: add, drag, split, nudge, typed length, delete', async ({ page }) => {
  await open(page);
  await expect(undo(page)).toBeDisabled();
  await expect(redo(page)).toBeDisabled();
  const history: { points: Point[] }[][] = [await shapesOf(page)];
  const step = async () => history.push(await shapesOf(page));

  await page.getByRole('button', { name: 'Add Shape' }).click();
  await expect.poll(async () => (await shapesOf(page)).length).toBe(2);
  await step();
  await page.getByRole('button', { name: 'Delete Shape' }).click();
  await expect.poll(async () => (await shapesOf(page)).length).toBe(1);
  await step();
  await dragMm(page, { x: 1050, y: 1050 }, { x: 1250, y: 1250 });
  await expect.poll(async () => (await points(page))[2]).toEqual({ x: 1250, y: 1250 });
  await step();
  await setMode(page, 'Individual');
  const mid = await screenOf(page, { x: 650, y: 50 });
  await page.mouse.click(mid.x, mid.y);
  await expect.poll(async () => (await points(page)).length).toBe(5);
  await step();
  await page.getByTestId('shape-item-0').getByRole('button').first().focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await points(page))[0]).toEqual({ x: 50, y: 60 });
  await step();
  await typeLength(page, 5, '900');
  await expect.poll(async () => (await points(page))[0]).not.toEqual({ x: 50, y: 60 });
  await step();

  // Ctrl+Z walks back through every step, the Undo button too; then nothing is left to undo.
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  for (let i = history.length - 2; i >= 0; i--) {
    if (i % 2) await page.keyboard.press('Control+z');
    else await undo(page).click();
    await expect.poll(async () => shapesOf(page)).toEqual(history[i]);
  }
  await expect(undo(page)).toBeDisabled();
  // Ctrl+Shift+Z, Ctrl+Y and the Redo button walk forward again.
  for (let i = 1; i < history.length; i++) {
    if (i % 3 === 0) await redo(page).click();
    else await page.keyboard.press(i % 3 === 1 ? 'Control+Shift+z' : 'Control+y');
    await expect.poll(async () => shapesOf(page)).toEqual(history[i]);
  }
  await expect(redo(page)).toBeDisabled();
  await expectFigures(page, await shapesOf(page));
});

test('Escape during a mouse drag puts the shape back', async ({ page }) => {
  await open(page);
  const a = await screenOf(page, { x: 1050, y: 1050 });
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 80, a.y + 80, { steps: 6 });
  await expect.poll(async () => JSON.stringify(await points(page))).not.toBe(JSON.stringify(SQUARE));
  await page.keyboard.press('Escape');
  await expect.poll(async () => points(page)).toEqual(SQUARE);
  await page.mouse.move(a.x + 120, a.y + 120, { steps: 3 });
  await page.mouse.up();
  expect(await points(page)).toEqual(SQUARE);
  await expect(undo(page)).toBeDisabled();
});

test('a second finger during a touch drag puts the shape back and pinches instead', async ({ page }) => {
  await open(page);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', pts: Point[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: pts.map((p, id) => ({ x: p.x, y: p.y, id })) });
  const zoom = async () => Number(await canvas(page).getAttribute('data-zoom'));
  const a = await screenOf(page, { x: 550, y: 550 });
  await touch('touchStart', [a]);
  for (let i = 1; i <= 4; i++) await touch('touchMove', [{ x: a.x + 15 * i, y: a.y }]);
  await expect.poll(async () => (await points(page))[0].x).toBeGreaterThan(50);
  const b = { x: a.x + 60, y: a.y + 60 };
  await touch('touchStart', [{ x: a.x + 60, y: a.y }, b]);
  for (let i = 1; i <= 4; i++)
    await touch('touchMove', [
      { x: a.x + 60, y: a.y },
      { x: b.x + 20 * i, y: b.y + 20 * i },
    ]);
  await touch('touchEnd', []);
  await expect.poll(zoom).toBeGreaterThan(1.2);
  expect(await points(page)).toEqual(SQUARE);
  await expect(undo(page)).toBeDisabled();
});

test('Fit to shapes brings every shape into view', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Add Shape' }).click();
  // The new shape dragged far to the right, out of view.
  await dragMm(page, { x: 550, y: 550 }, { x: 5550, y: 550 }, 4);
  await expect.poll(async () => (await points(page, 1))[0].x).toBe(5050);
  const box = (await canvas(page).boundingBox())!;
  const inView = async () => {
    const corners = (await shapesOf(page)).flatMap((s) => s.points);
    const screen = await Promise.all(corners.map((p) => screenOf(page, p)));
    return screen.every((p) => p.x >= box.x && p.x <= box.x + box.width && p.y >= box.y && p.y <= box.y + box.height);
  };
  expect(await inView()).toBe(false);
  await page.getByRole('button', { name: 'Fit to shapes' }).click();
  await expect.poll(inView).toBe(true);
  await page.getByRole('button', { name: 'Reset zoom' }).click();
  await expect.poll(async () => Number(await canvas(page).getAttribute('data-zoom'))).toBe(1);
});

test('the canvas keeps its height as shapes are added (the shape list does not squeeze it)', async ({ page }) => {
  await open(page);
  const height = async () => (await canvas(page).boundingBox())!.height;
  const before = await height();
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Add Shape' }).click();
  await expect.poll(async () => (await shapesOf(page)).length).toBe(5);
  await expect(page.getByTestId('shape-item-4')).toBeVisible();
  expect(await height()).toBe(before);
});
