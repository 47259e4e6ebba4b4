// The 3D view of the design (docs/product.md#3d-view), in Chromium (its software WebGL): 3D opens beside
// the plan on the L-shaped deck, three.js loads only then, the view turns by drag and by the arrow keys,
// zooms with + and -, goes to Top and back with Reset view, shows the frame through the boards, follows
// an edit of the deck's height, and saves a PNG; without WebGL the plan stays with a sentence saying why.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openCalculatorWith } from '../support/calculatorDrawing';

const view = (page: Page) => page.getByRole('application', { name: '3D view of the deck' });
const status = (page: Page) => page.getByRole('region', { name: '3D view', exact: true }).getByRole('status');
const isThree = (file: string) => readFileSync(path.join('dist', file), 'utf8').includes('WebGLRenderer');

test('3D opens beside the plan, turns, zooms, shows the frame and saves a picture', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('response', (r) => {
    const p = new URL(r.url()).pathname;
    if (p.endsWith('.js')) scripts.add(p);
  });
  await openCalculatorWith(page);
  await page.waitForLoadState('networkidle');
  // The calculator's own JavaScript has no three.js in it.
  expect([...scripts].filter(isThree)).toEqual([]);

  await page.getByRole('button', { name: '3D', exact: true }).click();
  await expect(page.getByRole('button', { name: '3D', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(view(page).locator('canvas')).toBeVisible({ timeout: 30_000 });
  expect([...scripts].filter(isThree).length).toBeGreaterThan(0);
  // The plan stays beside it.
  await expect(page.getByTestId('deck-canvas')).toBeVisible();
  await expect(page.getByText(/^A 4\.00 m by 5\.00 m deck, 0\.60 m above the ground, with \d+ boards\.$/)).toBeVisible();

  const first = await status(page).textContent();
  expect(first).toMatch(/^Seen from the front left, \d+° above/);

  // Keyboard: the arrow keys turn the view, + comes closer.
  await view(page).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(status(page)).not.toHaveText(first!);
  await expect(status(page)).toContainText('Seen from the front,');
  const before = Number(/([\d.]+) m away/.exec((await status(page).textContent())!)![1]);
  await page.keyboard.press('+');
  const after = Number(/([\d.]+) m away/.exec((await status(page).textContent())!)![1]);
  expect(after).toBeLessThan(before);

  // Top, then Reset view puts it back where it started.
  await page.getByRole('button', { name: 'Top', exact: true }).click();
  await expect(status(page)).toContainText('Seen from above');
  await page.getByRole('button', { name: 'Reset view' }).click();
  await expect(status(page)).toHaveText(first!);

  // Orbit by dragging across the view.
  const box = (await view(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 200, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(status(page)).not.toHaveText(first!);

  // Show frame: the boards turn see-through and the view says what it shows beneath them.
  await page.getByRole('button', { name: 'Show frame' }).click();
  await expect(page.getByRole('button', { name: 'Show frame' })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByText(/Frame shown through the boards: \d+ joists, \d+ bearers, 0 ledgers, 0 noggins and \d+ posts\./),
  ).toBeVisible();

  // An edit in the plan shows in 3D at once.
  const height = page.getByRole('complementary', { name: 'Materials' }).getByLabel('Deck height (mm)');
  await height.fill('1200');
  await height.press('Enter');
  await expect(page.getByText(/^A 4\.00 m by 5\.00 m deck, 1\.20 m above the ground/)).toBeVisible();
  // 1.2 m up, the balustrade the rule asks for stands in the view, and the view says so.
  await expect(page.getByText(/A balustrade with [1-9]\d* posts and [1-9]\d* infill panels\./)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save picture' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Deck design.png');
  const png = readFileSync((await file.path())!);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect(png.length).toBeGreaterThan(5_000);
});

test('without WebGL the plan stays, with a sentence saying why there is no 3D', async ({ page }) => {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
      if (kind.startsWith('webgl')) return null;
      return (original as (...a: unknown[]) => unknown).call(this, kind, ...rest);
    } as typeof original;
  });
  await openCalculatorWith(page);
  await page.getByRole('button', { name: '3D', exact: true }).click();
  await expect(page.getByText(/^There is no 3D view here: this browser cannot draw 3D graphics/)).toBeVisible();
  await expect(view(page)).toHaveCount(0);
  await expect(page.getByTestId('deck-canvas')).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('two fingers pinching apart zoom the 3D view in', async ({ page }) => {
    await openCalculatorWith(page);
    await page.getByRole('button', { name: '3D', exact: true }).click();
    await expect(view(page).locator('canvas')).toBeVisible({ timeout: 30_000 });
    await view(page).scrollIntoViewIfNeeded();
    const away = async () => Number(/([\d.]+) m away/.exec((await status(page).textContent())!)![1]);
    await expect(status(page)).toContainText('m away');
    const before = await away();
    const box = (await view(page).boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const fingers = (d: number) => [
      { x: cx - d, y: cy, id: 1 },
      { x: cx + d, y: cy, id: 2 },
    ];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
    for (let d = 30; d <= 120; d += 10) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(d) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(away).toBeLessThan(before);
  });
});
