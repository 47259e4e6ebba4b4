// The deck calculator in Chromium with real pointer input (docs/product.md#deck-calculator): shapes drawn and edited with
// page.mouse and CDP touch events, the panel's figures checked against src/domain after every edit,
// the URL's colour, the phone bottom sheet, keyboard use, a quote stored in the database, and the
// crash screen.
import { expect, test, type Page } from '@playwright/test';
import { scaleFromCorner, shapeMetrics, type Point } from '../../src/domain/geometry';
import { calculateMaterials } from '../../src/domain/materials';
import { MESSAGES } from '../../src/domain/messages';
import { canvas, clickMm, dragMm, expectFigures, screenOf, shapesOf, storedQuote } from './calculatorHelpers';

const SQUARE: Point[] = [
  { x: 50, y: 50 },
  { x: 1050, y: 50 },
  { x: 1050, y: 1050 },
  { x: 50, y: 1050 },
];

async function open(page: Page, query = '') {
  await page.goto(`/deck-calculator${query}`);
  await expect(canvas(page)).toBeVisible({ timeout: 30_000 });
}

async function addShape(page: Page) {
  await page.getByRole('button', { name: 'Add Shape' }).click();
}

async function setMode(page: Page, mode: 'Scaling' | 'Individual') {
  // On a phone the edit mode is one of the secondary tools, under More tools.
  const more = page.getByRole('button', { name: 'More tools' });
  if (await more.isVisible()) await more.click();
  await page.getByRole('toolbar').locator('[data-part="item"]', { hasText: mode }).click();
  if (await more.isVisible()) await page.keyboard.press('Escape');
}

async function points(page: Page, index = 0): Promise<Point[]> {
  return (await shapesOf(page))[index].points;
}

async function expectShape(page: Page, want: Point[], index = 0) {
  await expect.poll(async () => points(page, index)).toEqual(want);
  await expectFigures(page, await shapesOf(page));
}

test.describe('drawing on the canvas', () => {
  test('starts with one square; adds shapes up to five, then Add Shape is disabled; deleting to none disables Proceed', async ({
    page,
  }) => {
    await open(page);
    const [start] = await shapesOf(page);
    expect(start.points).toEqual(SQUARE);
    expect(start.id).toMatch(/^box-\d+$/);
    await expectFigures(page, [start]);
    for (let n = 2; n <= 5; n++) {
      await addShape(page);
      await expect.poll(async () => (await shapesOf(page)).length).toBe(n);
      const shapes = await shapesOf(page);
      expect(shapes[n - 1].points).toEqual(SQUARE);
      expect(new Set(shapes.map((s) => s.id)).size).toBe(n);
      await expectFigures(page, shapes);
    }
    await expect(page.getByRole('button', { name: 'Add Shape' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Proceed with Quote' })).toBeEnabled();

    // Select by clicking the shape's body on the canvas, then delete it.
    await clickMm(page, { x: 500, y: 700 });
    await page.getByRole('button', { name: 'Delete Shape' }).click();
    await expect.poll(async () => (await shapesOf(page)).length).toBe(4);
    await expect(page.getByRole('button', { name: 'Add Shape' })).toBeEnabled();
    await expectFigures(page, await shapesOf(page));
    for (let n = 3; n >= 0; n--) {
      await clickMm(page, { x: 500, y: 700 });
      await page.getByRole('button', { name: 'Delete Shape' }).click();
      await expect.poll(async () => (await shapesOf(page)).length).toBe(n);
    }
    await expectFigures(page, []);
    await expect(page.getByRole('button', { name: 'Proceed with Quote' })).toBeDisabled();
  });

  test('scaling mode: dragging a corner scales the whole shape in proportion', async ({ page }) => {
    await open(page);
    await dragMm(page, { x: 1050, y: 1050 }, { x: 1550, y: 1550 });
    const want = scaleFromCorner(SQUARE, 2, { x: 1550, y: 1550 });
    expect(want).toEqual([
      { x: 50, y: 50 },
      { x: 1550, y: 50 },
      { x: 1550, y: 1550 },
      { x: 50, y: 1550 },
    ]);
    await expectShape(page, want);
    // 2.25 m2: 4 boards, 1 clip box, 14 joists, 5 bearers, 16 screws.
    await expect(page.getByTestId('side-deckArea')).toHaveText('2.25 m²');
    await expect(page.getByTestId('side-deckBoards')).toHaveText('4');
  });

  test('individual mode: dragging a corner moves it alone', async ({ page }) => {
    await open(page);
    await setMode(page, 'Individual');
    await dragMm(page, { x: 1050, y: 1050 }, { x: 1450, y: 1250 });
    await expectShape(page, [
      { x: 50, y: 50 },
      { x: 1050, y: 50 },
      { x: 1450, y: 1250 },
      { x: 50, y: 1050 },
    ]);
  });

  test('scaling mode: dragging an edge handle moves that edge perpendicular to itself', async ({ page }) => {
    await open(page);
    // Right edge's midpoint, dragged right and a little down: only the x move counts.
    await dragMm(page, { x: 1050, y: 550 }, { x: 1550, y: 700 });
    await expectShape(page, [
      { x: 50, y: 50 },
      { x: 1550, y: 50 },
      { x: 1550, y: 1050 },
      { x: 50, y: 1050 },
    ]);
  });

  test('individual mode: clicking edge handles splits edges, and an L-shaped deck follows', async ({ page }) => {
    await open(page);
    await setMode(page, 'Individual');
    await clickMm(page, { x: 1050, y: 550 });
    await expectShape(page, [
      { x: 50, y: 50 },
      { x: 1050, y: 50 },
      { x: 1050, y: 550 },
      { x: 1050, y: 1050 },
      { x: 50, y: 1050 },
    ]);
    await clickMm(page, { x: 550, y: 1050 });
    await expectShape(page, [
      { x: 50, y: 50 },
      { x: 1050, y: 50 },
      { x: 1050, y: 550 },
      { x: 1050, y: 1050 },
      { x: 550, y: 1050 },
      { x: 50, y: 1050 },
    ]);
    await dragMm(page, { x: 1050, y: 1050 }, { x: 550, y: 550 });
    const L = [
      { x: 50, y: 50 },
      { x: 1050, y: 50 },
      { x: 1050, y: 550 },
      { x: 550, y: 550 },
      { x: 550, y: 1050 },
      { x: 50, y: 1050 },
    ];
    await expectShape(page, L);
    expect(shapeMetrics(L).area).toBe(750_000);
    await expect(page.getByTestId('side-deckArea')).toHaveText('0.75 m²');
  });

  test('dragging inside a shape moves the whole shape', async ({ page }) => {
    await open(page);
    await dragMm(page, { x: 400, y: 600 }, { x: 1400, y: 900 });
    await expectShape(
      page,
      SQUARE.map((p) => ({ x: p.x + 1000, y: p.y + 300 })),
    );
  });

  test('an edit that would make the shape invalid is ignored', async ({ page }) => {
    await open(page);
    await setMode(page, 'Individual');
    // Straight onto the opposite corner: two points closer than 1 mm (and a folded outline).
    await dragMm(page, { x: 1050, y: 50 }, { x: 50, y: 1050 }, 1);
    await expectShape(page, SQUARE);
    // Scaling past the anchor collapses the shape: ignored too.
    await setMode(page, 'Scaling');
    await dragMm(page, { x: 1050, y: 1050 }, { x: 0, y: 0 }, 1);
    await expectShape(page, SQUARE);
    // Shrinking below 0.1 m2 is refused as well.
    await dragMm(page, { x: 1050, y: 1050 }, { x: 250, y: 250 }, 1);
    await expectShape(page, SQUARE);
    await expect(page.getByTestId('side-deckArea')).toHaveText('1.00 m²');
    // Dragging on through invalid positions keeps the last valid preview: the shape stops at
    // the smallest allowed size rather than following the pointer.
    await dragMm(page, { x: 1050, y: 1050 }, { x: 150, y: 150 }, 20);
    const [shape] = await shapesOf(page);
    const area = shapeMetrics(shape.points).area;
    expect(area).toBeGreaterThanOrEqual(100_000);
    expect(area).toBeLessThan(1_000_000);
    await expectFigures(page, [shape]);
  });

  test('the unit toggle reads mm / m and switches every length', async ({ page }) => {
    await open(page);
    const toolbar = page.getByRole('toolbar');
    await expect(toolbar.locator('[data-part="item"]', { hasText: /^mm$/ })).toHaveAttribute('data-state', 'checked');
    const first = page.getByTestId('shape-item-0').getByRole('button').first();
    await expect(first).toContainText('edges 100.0 cm, 100.0 cm, 100.0 cm, 100.0 cm');
    // Each control is named by what it shows, then more (WCAG 2.5.3, label in name).
    await expect(first).toHaveAccessibleName(await first.innerText());
    await expect(page.getByTestId('shape-item-0').getByRole('button', { name: /^C1, Shape 1 corner 1 at / })).toHaveText('C1');
    await toolbar.locator('[data-part="item"]', { hasText: /^m$/ }).click();
    await expect(first).toContainText('edges 1.00 m, 1.00 m, 1.00 m, 1.00 m');
    // Under 1000 mm every unit shows millimetres.
    await setMode(page, 'Individual');
    await clickMm(page, { x: 1050, y: 550 });
    await expect(first).toContainText('5 corners, edges 1.00 m, 500 mm, 500 mm, 1.00 m, 1.00 m');
  });

  test('keyboard: arrows move the focused shape or corner 10 mm, Delete removes the shape', async ({ page }) => {
    await open(page);
    const shapeButton = page.getByTestId('shape-item-0').getByRole('button').first();
    await shapeButton.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expectShape(
      page,
      SQUARE.map((p) => ({ x: p.x + 10, y: p.y + 10 })),
    );
    await setMode(page, 'Individual');
    await page.getByRole('button', { name: /Shape 1 corner 3 at/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expectShape(page, [
      { x: 60, y: 60 },
      { x: 1060, y: 60 },
      { x: 1070, y: 1060 },
      { x: 60, y: 1060 },
    ]);
    await shapeButton.focus();
    await page.keyboard.press('Delete');
    await expect.poll(async () => (await shapesOf(page)).length).toBe(0);
    await expectFigures(page, []);
  });

  test('touch: one finger drags a corner, two fingers pinch-zoom within 0.1..5', async ({ page }) => {
    await open(page);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', pts: Point[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: pts.map((p, id) => ({ x: p.x, y: p.y, id })) });

    const a = await screenOf(page, { x: 1050, y: 1050 });
    const b = await screenOf(page, { x: 1550, y: 1550 });
    await touch('touchStart', [a]);
    for (let i = 1; i <= 6; i++) await touch('touchMove', [{ x: a.x + ((b.x - a.x) * i) / 6, y: a.y + ((b.y - a.y) * i) / 6 }]);
    await touch('touchEnd', []);
    await expectShape(page, scaleFromCorner(SQUARE, 2, { x: 1550, y: 1550 }));

    const zoom = async () => Number(await canvas(page).getAttribute('data-zoom'));
    const box = (await canvas(page).boundingBox())!;
    const c = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const pinch = async (from: number, to: number) => {
      await touch('touchStart', [
        { x: c.x - from, y: c.y },
        { x: c.x + from, y: c.y },
      ]);
      for (let i = 1; i <= 8; i++) {
        const d = from + ((to - from) * i) / 8;
        await touch('touchMove', [
          { x: c.x - d, y: c.y },
          { x: c.x + d, y: c.y },
        ]);
      }
      await touch('touchEnd', []);
    };
    await pinch(20, 120);
    await expect.poll(zoom).toBeGreaterThan(1.5);
    const shapesBefore = await shapesOf(page);
    // A huge spread stops at 5, a huge pinch at 0.1; the drawing itself is untouched.
    await pinch(10, 200);
    await pinch(10, 200);
    await expect.poll(zoom).toBe(5);
    await pinch(200, 2);
    await pinch(200, 2);
    await expect.poll(zoom).toBeCloseTo(0.1, 5);
    expect(await shapesOf(page)).toEqual(shapesBefore);
  });
});

test.describe('brand and colour', () => {
  test('a colour change replaces color in the URL without a new history entry', async ({ page }) => {
    await open(page, '?brand=woodevo');
    const before = await page.evaluate(() => history.length);
    const panel = page.getByTestId('materials-side');
    await panel.getByRole('combobox', { name: /Board Colour/ }).click();
    await page.getByRole('option', { name: 'Charcoal' }).click();
    await expect(page).toHaveURL(/[?&]color=we-home-grooved-charcoal-5400/);
    await expect(page).toHaveURL(/[?&]brand=woodevo/);
    expect(await page.evaluate(() => history.length)).toBe(before);
    await panel.getByRole('combobox', { name: /Board Colour/ }).click();
    await page.getByRole('option', { name: 'Hampton' }).click();
    await expect(page).toHaveURL(/[?&]color=we-home-grooved-hampton-5400/);
    expect(await page.evaluate(() => history.length)).toBe(before);
  });

  test('?brand is case-insensitive and ?color matches a partial name; only Grooved colours with a value are offered', async ({ page }) => {
    await open(page, '?brand=MILLBOARD&color=drift');
    const panel = page.getByTestId('materials-side');
    await expect(panel.getByRole('radiogroup', { name: 'Brand' }).locator('[data-part="item"][data-state="checked"]')).toHaveText(
      'Millboard',
    );
    await expect(panel.getByRole('combobox', { name: /Board Colour/ })).toHaveText(/Driftwood/);
    await expect(panel.getByRole('img', { name: 'Driftwood decking board' })).toBeVisible();
    await expect(panel.getByRole('img', { name: 'Driftwood decking board' })).toHaveJSProperty('height', 200);
    await panel.getByRole('combobox', { name: /Board Colour/ }).click();
    // The list opens once the select's code has arrived (it loads when first reached for).
    await expect(page.getByRole('option').first()).toBeVisible();
    const options = await page.getByRole('option').allTextContents();
    expect(options.map((o) => o.replace('✓', '').trim()).sort()).toEqual([
      'Antique Oak',
      'Burnt Cedar',
      'Coppered Oak',
      'Driftwood',
      'Golden Oak',
      'Smoked Oak',
    ]);
  });

  test('an invalid brand or unknown colour is only reported; the defaults apply', async ({ page }) => {
    const reports: string[] = [];
    await page.route('**/api/telemetry', async (route) => {
      reports.push(route.request().postData() ?? '');
      await route.fulfill({ status: 204 });
    });
    await open(page, '?brand=trex&color=purple');
    const panel = page.getByTestId('materials-side');
    await expect(panel.getByRole('radiogroup', { name: 'Brand' }).locator('[data-part="item"][data-state="checked"]')).toHaveText(
      'WoodEvo',
    );
    // Default: the first colour that has an image.
    await expect(panel.getByRole('combobox', { name: /Board Colour/ })).toHaveText(/Barossa/);
    await expect.poll(() => reports.join('\n')).toContain('calculator.brand.invalid');
    await expect.poll(() => reports.join('\n')).toContain('calculator.colour.unknown');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

/** Proceed with Quote wholly on screen with nothing scrolled: not clipped by its panel, not covered. */
async function expectProceedInView(page: Page, panel: 'side' | 'sheet') {
  const proceed = page.getByTestId(`materials-${panel}`).getByRole('button', { name: 'Proceed with Quote' });
  await expect(proceed).toBeEnabled();
  // The board layout's figures are the panel's last, longest part: the button is checked with them drawn.
  await expect(page.getByTestId(`materials-${panel}`).getByRole('heading', { name: 'From the board layout' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(proceed).toBeInViewport({ ratio: 1 });
  const box = (await proceed.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  // What a person would press at the button's centre is the button.
  expect(
    await proceed.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    }),
  ).toBe(true);
}

test.describe('Proceed with Quote stays in view at the foot of the materials panel', () => {
  for (const size of [
    { width: 1400, height: 900 },
    { width: 1280, height: 720 },
  ]) {
    test(`at ${size.width} x ${size.height} in the side panel, without scrolling`, async ({ page }) => {
      await page.setViewportSize(size);
      await open(page);
      await expectProceedInView(page, 'side');
    });
  }

  test('at 390 x 844 in the opened bottom sheet, without scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page);
    await page.getByRole('button', { name: /MATERIALS NEEDED/ }).click();
    await expectProceedInView(page, 'sheet');
  });
});

test.describe('layout', () => {
  test('at 390 px the materials sit in a MATERIALS NEEDED bottom sheet that collapses and expands', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page);
    await expect(page.getByRole('complementary', { name: 'Materials' })).toBeHidden();
    const trigger = page.getByRole('button', { name: /MATERIALS NEEDED/ });
    await expect(trigger).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const sheetBox = (await page.getByTestId('bottom-sheet').boundingBox())!;
    expect(sheetBox.y + sheetBox.height).toBeCloseTo(844, 0);
    await expect(page.getByTestId('sheet-deckArea')).toBeHidden();

    await dragMm(page, { x: 1050, y: 1050 }, { x: 1250, y: 1250 });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expectFigures(page, await shapesOf(page), 'sheet');
    await expect(page.getByTestId('materials-sheet').getByRole('button', { name: 'Proceed with Quote' })).toBeEnabled();
    await trigger.click();
    await expect(page.getByTestId('sheet-deckArea')).toBeHidden();
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('on a 390 px phone an L-shaped deck is drawn by touch (two splits and a corner drag) and the sheet shows its figures', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', pts: Point[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: pts.map((p, id) => ({ x: p.x, y: p.y, id })) });
    const tap = async (mm: Point) => {
      const p = await screenOf(page, mm);
      await touch('touchStart', [p]);
      await touch('touchEnd', []);
    };
    await setMode(page, 'Individual');
    await tap({ x: 1050, y: 550 });
    await tap({ x: 550, y: 1050 });
    await expect.poll(async () => (await points(page)).length).toBe(6);
    const a = await screenOf(page, { x: 1050, y: 1050 });
    const b = await screenOf(page, { x: 550, y: 550 });
    await touch('touchStart', [a]);
    for (let i = 1; i <= 6; i++) await touch('touchMove', [{ x: a.x + ((b.x - a.x) * i) / 6, y: a.y + ((b.y - a.y) * i) / 6 }]);
    await touch('touchEnd', []);
    const L = [
      { x: 50, y: 50 },
      { x: 1050, y: 50 },
      { x: 1050, y: 550 },
      { x: 550, y: 550 },
      { x: 550, y: 1050 },
      { x: 50, y: 1050 },
    ];
    await expect.poll(async () => points(page)).toEqual(L);
    await page.getByRole('button', { name: /MATERIALS NEEDED/ }).click();
    await expectFigures(page, [{ points: L }], 'sheet');
    await expect(page.getByTestId('sheet-deckArea')).toHaveText('0.75 m²');
  });

  test('the header title goes to /', async ({ page }) => {
    await open(page);
    await page.getByRole('heading', { level: 1 }).getByRole('link').click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a crash shows Something went wrong and Refresh Page reloads', async ({ page }) => {
    // Break the page once: the canvas's ResizeObserver throws on the first load only.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('crashed')) {
        sessionStorage.setItem('crashed', '1');
        window.ResizeObserver = class {
          constructor() {
            throw new Error('simulated crash');
          }
        } as unknown as typeof ResizeObserver;
      }
    });
    await page.goto('/deck-calculator');
    await expect(page.getByRole('heading', { name: MESSAGES.pageCrashHeading })).toBeVisible();
    await expect(page.getByText(/Please refresh the page/)).toBeVisible();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Refresh Page' }).click()]);
    await expect(canvas(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: MESSAGES.pageCrashHeading })).toHaveCount(0);
  });
});

test('a quote with an L-shaped deck of two shapes is stored with its shapes, colours and figures', async ({ page }) => {
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await open(page);
  await addShape(page);
  // Second shape beside the first, then stretched down: an L of 1 m2 + 2 m2.
  await dragMm(page, { x: 500, y: 500 }, { x: 1500, y: 500 });
  await dragMm(page, { x: 1550, y: 1050 }, { x: 1550, y: 2050 }); // bottom edge handle down 1 m
  const shapes = await shapesOf(page);
  expect(shapes.map((s) => s.points)).toEqual([
    SQUARE,
    [
      { x: 1050, y: 50 },
      { x: 2050, y: 50 },
      { x: 2050, y: 2050 },
      { x: 1050, y: 2050 },
    ],
  ]);
  const calc = calculateMaterials(shapes);
  expect(calc).toMatchObject({ deckArea: 3, deckBoards: 5, clipBoxes: 1, subframeMaterials: { joists: 18, bearers: 6, screws: 20 } });
  await expectFigures(page, shapes);

  await page.getByRole('button', { name: 'Proceed with Quote' }).click();
  const dialog = page.getByRole('dialog');
  const card = (name: string) => dialog.locator('[data-scope="radio-group"][data-part="item"]', { hasText: name });
  await card('Hampton').click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Skip' }).click();
  await card('Golden Oak').click();
  await expect(dialog.getByTestId('selected-colours')).toContainText('WoodEvo HOME: Hampton');
  await expect(dialog.getByTestId('selected-colours')).toContainText('Millboard: Golden Oak');
  await dialog.getByRole('button', { name: 'Continue to Form' }).click();

  await dialog.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect(dialog.getByText(MESSAGES.quoteMissingFields)).toBeVisible();
  await dialog.getByLabel('Full Name').fill('Alex Deckhand');
  await dialog.getByLabel('Email').fill('alex@example.com');
  await dialog.getByLabel('Phone').fill('0400 123 456');
  await dialog.getByLabel('Suburb').fill('Coburg');
  await dialog.getByRole('combobox', { name: /Project Start Timeframe/ }).click();
  await page.getByRole('option', { name: 'Within 1 Month' }).click();
  await dialog.locator('[data-scope="radio-group"][data-part="item"]', { hasText: 'Yes' }).click();

  const response = page.waitForResponse((r) => r.url().endsWith('/quotes') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Submit Quote Request' }).click();
  const res = await response;
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await expect(page).toHaveURL(/\/$/);
  expect(alerts).toEqual([MESSAGES.quoteSuccess]);
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.quoteSuccess })).toBeVisible();

  const stored = await storedQuote(id);
  expect(stored).not.toBeNull();
  expect(stored!.variant).toBe('calculator');
  expect(Number(stored!.deck_area_sq_meters)).toBe(3);
  expect(stored!.payload).toMatchObject({
    fullName: 'Alex Deckhand',
    projectTimeframe: 'within-1-month',
    needInstaller: true,
    // The spec's bounding box, and beside it the outline the plan on /app/leads/{id} is drawn from.
    shapes: [
      { id: shapes[0].id, width: 1000, height: 1000, x: 50, y: 50, points: shapes[0].points },
      { id: shapes[1].id, width: 1000, height: 2000, x: 1050, y: 50, points: shapes[1].points },
    ],
    woodevoHomeItemId: 'we-home-grooved-hampton-5400',
    woodevoAdvancedItemId: null,
    millboardItemId: 'mb-enhanced-grain-grooved-golden-oak-5400',
    boardBrand: 'Mixed brands',
    deckAreaSqMeters: 3,
    boardsRequired: 5,
    clipBoxesNeeded: 1,
    calculations: { deckArea: 3, deckBoards: 5, clipBoxes: 1, subframeMaterials: { joists: 18, bearers: 6, screws: 20 } },
  });
  expect(stored!.server_figures).toMatchObject({ areaM2: 3, boards: 5, clipBoxes: 1 });
});

test('a failed submit shows the error text and keeps the dialog open', async ({ page }) => {
  await page.route('**/quotes', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }));
  await open(page);
  await page.getByRole('button', { name: 'Proceed with Quote' }).click();
  const dialog = page.getByRole('dialog');
  for (let i = 0; i < 3; i++) await dialog.getByRole('button', { name: 'Skip' }).click();
  await dialog.getByLabel('Full Name').fill('Alex');
  await dialog.getByLabel('Email').fill('alex@example.com');
  await dialog.getByLabel('Phone').fill('0400');
  await dialog.getByLabel('Suburb').fill('Coburg');
  await dialog.getByRole('combobox', { name: /Project Start Timeframe/ }).click();
  await page.getByRole('option', { name: '1-3 Months' }).click();
  await dialog.locator('[data-scope="radio-group"][data-part="item"]', { hasText: 'No' }).click();
  await dialog.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect(dialog.getByText(MESSAGES.quoteSubmitFailed)).toBeVisible();
  await expect(page).toHaveURL(/deck-calculator/);
});
