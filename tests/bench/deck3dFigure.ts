// The 3D view's figures (docs/product.md#3d-view), in Chromium's software WebGL: a 60 m² deck (10 x 6 m,
// the demo colour) in the calculator, the time from pressing 3D to its first drawn frame, then a drag
// orbiting the view for a few seconds at 4x CPU slowdown (median frame, frames over 100 ms), and whether
// three.js is in the calculator's initial JavaScript (it must load only when 3D is opened).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { DESKTOP, NotMeasurable } from './browser';
import { figure, type Figure } from './figures';

const DECK_60_M2 = [
  {
    id: 'box-1',
    points: [
      { x: 0, y: 0 },
      { x: 10000, y: 0 },
      { x: 10000, y: 6000 },
      { x: 0, y: 6000 },
    ],
  },
];
const COLOUR = 'we-home-grooved-barossa-5400';

/** Its own browser: the bench's others run with --disable-gpu, which in Chromium also turns software WebGL off. */
export async function deck3dFigures(chromePath: string, base: string, outDir: string, seconds: number): Promise<Figure[]> {
  const browser = await chromium.launch({ executablePath: chromePath });
  try {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (r) => {
      const url = new URL(r.url());
      if (url.origin === base && url.pathname.endsWith('.js')) scripts.add(url.pathname.slice(1));
    });
    await page.addInitScript(
      `localStorage.setItem('boardwalk.calculatorDrawing', ${JSON.stringify(
        JSON.stringify({ shapes: DECK_60_M2, boardDirection: 'horizontal', design: null }),
      )})`,
    );
    await page.goto(`${base}/deck-calculator?brand=woodevo&color=${COLOUR}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    const open = page.getByRole('button', { name: '3D', exact: true });
    if (!(await open.isVisible().catch(() => false))) throw new NotMeasurable('the calculator has no 3D button');
    const isThree = async (file: string) => (await readFile(path.join(outDir, file), 'utf8')).includes('WebGLRenderer');
    const initialThree: string[] = [];
    for (const file of scripts) if (await isThree(file)) initialThree.push(file);

    const view = page.getByRole('application', { name: '3D view of the deck' });
    const started = Date.now();
    await open.click();
    // The first frame: the canvas is there and the camera placed (the view says from where), then a frame drawn.
    await page
      .getByRole('region', { name: '3D view', exact: true })
      .getByRole('status')
      .filter({ hasText: 'm away' })
      .waitFor({ timeout: 30_000 });
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    const firstFrameMs = Date.now() - started;
    if ((await view.locator('canvas').count()) === 0) throw new NotMeasurable('the 3D view drew no canvas (no WebGL?)');

    const box = await view.boundingBox();
    if (!box) throw new NotMeasurable('the 3D view has no box');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(`(() => {
      window.__frames = [];
      window.__recording = true;
      requestAnimationFrame(function tick(t) { window.__frames.push(t); if (window.__recording) requestAnimationFrame(tick); });
    })()`);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    const end = Date.now() + seconds * 1000;
    let step = 0;
    while (Date.now() < end) {
      step += 1;
      await page.mouse.move(x + 120 * Math.sin(step / 15), y + 30 * Math.sin(step / 25));
      await page.waitForTimeout(16);
    }
    await page.mouse.up();
    const frames = (await page.evaluate('(() => { window.__recording = false; return window.__frames; })()')) as number[];
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const intervals = frames.slice(1).map((t, i) => t - frames[i]);
    if (intervals.length === 0) throw new NotMeasurable('the orbit drew no frames');
    const sorted = [...intervals].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    const note = `${intervals.length} frames, p95 ${sorted[Math.floor(sorted.length * 0.95)].toFixed(1)} ms`;
    const orbit = `orbit the 3D view, 60 m² deck, ${seconds} s at 4x CPU slowdown`;
    return [
      figure('3D first frame after opening, 60 m² deck', firstFrameMs, 'ms', '<=', 1500, 'from pressing 3D, three.js chunk loaded then'),
      figure(`${orbit}: median frame`, median, 'ms', '<=', 33, note),
      figure(`${orbit}: frames over 100 ms`, intervals.filter((d) => d > 100).length, 'frames', '==', 0, note),
      figure(
        'three.js chunks in the initial JavaScript for /deck-calculator',
        initialThree.length,
        'files',
        '==',
        0,
        initialThree.join(', ') || undefined,
      ),
    ];
  } finally {
    await browser.close();
  }
}
