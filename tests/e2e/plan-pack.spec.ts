// Download plan (PDF) (docs/product.md#subframe-and-edges): a saved design's owner downloads its plan pack from
// the calculator's panel (and from the phone's bottom sheet), a share link's visitor from the share page;
// the file is read back as a person reading it sees it: three pages, the plan's dimensions, the deck height,
// the priced list's total exactly as the panel shows it, the guide's disclaimer on every page.
import fs from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { FRAME_ESTIMATE_NOTE } from '../../src/domain/frameGuide';
import { pdfText } from '../support/pdfText';
import { canvas } from './calculatorHelpers';
import { expect, test, uniqueName } from './portalHelpers';

const DOWNLOAD = 'Download plan (PDF)';
const drawing = {
  shapes: [
    {
      id: 'plan-1',
      points: [
        { x: 0, y: 0 },
        { x: 4000, y: 0 },
        { x: 4000, y: 3000 },
        { x: 0, y: 3000 },
      ],
    },
  ],
  brand: 'WoodEvo',
  colorItemId: 'we-home-grooved-barossa-5400',
  boardDirection: 'horizontal',
  deck: {
    heightMm: 600,
    frame: 'timber',
    border: 'single',
    breaker: false,
    wallEdges: [{ shape: 0, edge: 0 }],
    steps: { shape: 0, edge: 2 },
  },
};

async function downloadedPages(page: Page, link: Locator): Promise<string[]> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/-plan\.pdf$/);
  return pdfText(await fs.readFile(await download.path()));
}

function expectPlanPack(pages: string[], name: string) {
  expect(pages).toHaveLength(3);
  expect(pages[0]).toContain(`Deck plan: ${name}`);
  expect(pages[0]).toContain('Overall: 4000 mm x 3000 mm');
  expect(pages[1]).toContain('Deck height: 600 mm');
  expect(pages[1]).toContain('Joist spacing: 450 mm centres');
  expect(pages[2]).toMatch(/Board 1 \(5\.4 m\) Row 1: \d+ mm/);
  for (const text of pages) expect(text).toContain(FRAME_ESTIMATE_NOTE);
}

test.describe('a saved design’s owner', () => {
  test.use({ persona: 'client' });

  test('downloads the plan pack from the panel; its total is the panel’s to the cent', async ({ page, api }) => {
    const name = uniqueName('Plan deck');
    const created = await api.post('/api/designs', { data: { name, drawing } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await page.goto(`/deck-calculator?design=${id}`);
    await expect(canvas(page)).toBeVisible({ timeout: 30_000 });
    const panel = page.getByTestId('materials-side');
    const total = panel.getByTestId('side-priced-total');
    await expect(total).toHaveText(/^\$[\d,]+\.\d\d$/, { timeout: 30_000 });
    const pages = await downloadedPages(page, panel.getByRole('link', { name: DOWNLOAD }));
    expectPlanPack(pages, name);
    expect(pages[2]).toContain(`Total (inc GST) ${await total.textContent()}`);
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('downloads it from the MATERIALS NEEDED sheet', async ({ page, api }) => {
      const name = uniqueName('Phone plan deck');
      const created = await api.post('/api/designs', { data: { name, drawing } });
      const { id } = (await created.json()) as { id: string };
      await page.goto(`/deck-calculator?design=${id}`);
      await expect(canvas(page)).toBeVisible({ timeout: 30_000 });
      // Interactive first: a tap on the prerendered sheet before the page's code runs opens nothing.
      await expect(page.getByRole('button', { name: 'Add Shape' })).toBeEnabled();
      await page.getByRole('button', { name: /MATERIALS NEEDED/ }).tap();
      const sheet = page.getByTestId('materials-sheet');
      const total = sheet.getByTestId('sheet-priced-total');
      await expect(total).toHaveText(/^\$[\d,]+\.\d\d$/, { timeout: 30_000 });
      const pages = await downloadedPages(page, sheet.getByRole('link', { name: DOWNLOAD }));
      expectPlanPack(pages, name);
      expect(pages[2]).toContain(`Total (inc GST) ${await total.textContent()}`);
    });
  });
});

test.describe('a share link’s visitor', () => {
  test.use({ persona: 'client' });

  test('downloads the shared design’s plan pack from the share page', async ({ browser, api }) => {
    const name = uniqueName('Shared plan deck');
    const created = await api.post('/api/designs', { data: { name, drawing } });
    const { id } = (await created.json()) as { id: string };
    const { token } = (await (await api.post(`/api/designs/${id}/share`)).json()) as { token: string };

    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await visitor.newPage();
    await page.goto(`/deck/${token}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expectPlanPack(await downloadedPages(page, page.getByRole('main').getByRole('link', { name: DOWNLOAD })), name);
    await visitor.close();
  });
});

test('a visitor’s unsaved drawing offers no plan download (the plan pack is for saved or shared designs)', async ({ page }) => {
  await page.addInitScript((shapes) => {
    localStorage.setItem('boardwalk.calculatorDrawing', JSON.stringify({ shapes, boardDirection: 'horizontal', design: null }));
  }, drawing.shapes);
  await page.goto(`/deck-calculator?brand=woodevo&color=${drawing.colorItemId}`);
  await expect(canvas(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('side-priced-total')).toBeVisible();
  await expect(page.getByRole('link', { name: DOWNLOAD })).toHaveCount(0);
});
