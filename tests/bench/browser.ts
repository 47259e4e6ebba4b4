// Browser figures measured with Playwright driving Debian's Chromium against the production build:
// the JavaScript a page loads (gzip, and whether Konva is in it), layout shift, and frame timing while
// dragging a deck corner at 4x CPU slowdown.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { hasKonva } from './build';

export const DESKTOP = { width: 1350, height: 940 };
export const MOBILE = { width: 412, height: 823 };

export async function launch(chromePath: string): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath, args: ['--disable-gpu'] });
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.waitForTimeout(500);
}

export interface PageJs {
  files: string[];
  gzipBytes: number;
  konvaFiles: string[];
  /** Files fetched later (after the first idle period that follows the app's start), not counted above. */
  laterFiles: string[];
  /** Files matching `apart` (a page's Web Worker scripts), not counted above, and their gzip size. */
  apartFiles: string[];
  apartGzipBytes: number;
}

/**
 * Same-origin .js files a page fetches, gzipped at level 9. With `initialOnly`, only those requested
 * before the first idle period after the load event: what the page needs to load and render, not
 * what it fetches afterwards while idle (below-the-fold sections the landing page mounts then).
 */
export async function pageJs(
  browser: Browser,
  base: string,
  route: string,
  outDir: string,
  chunkModules: Map<string, string[]>,
  initialOnly = false,
  apart?: RegExp,
): Promise<PageJs> {
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    const page = await context.newPage();
    // Registered before any page script, so this idle callback runs before the page's own. A page
    // that starts its app after the first paint (src/web/afterPaint.ts, data-app-entry) counts from
    // the first idle period after its 'app-started' mark instead: the entry is fetched after load.
    await page.addInitScript(`window.addEventListener('load', function () {
      var idle = function () { requestIdleCallback(function () { window.__firstIdleAt = performance.now(); }); };
      if (!document.querySelector('script[data-app-entry]')) return idle();
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntriesByName('app-started').length) return;
        observer.disconnect();
        idle();
      }).observe({ type: 'mark', buffered: true });
    });`);
    await page.goto(base + route, { waitUntil: 'load' });
    await settle(page);
    const entries = (await page.evaluate(`(() => performance.getEntriesByType('resource')
      .map((e) => ({ url: e.name, start: e.startTime })))()`)) as { url: string; start: number }[];
    const idleAt = (await page.evaluate('window.__firstIdleAt ?? Infinity')) as number;
    const initial = new Set<string>();
    const later = new Set<string>();
    const apartFiles = new Set<string>();
    for (const { url: href, start } of entries) {
      const url = new URL(href);
      if (url.origin !== base || !url.pathname.endsWith('.js')) continue;
      if (apart?.test(url.pathname)) {
        apartFiles.add(url.pathname.slice(1));
        continue;
      }
      (initialOnly && start > idleAt ? later : initial).add(url.pathname.slice(1));
    }
    let gzipBytes = 0;
    for (const file of initial) gzipBytes += gzipSync(await readFile(path.join(outDir, file)), { level: 9 }).length;
    let apartGzipBytes = 0;
    for (const file of apartFiles) apartGzipBytes += gzipSync(await readFile(path.join(outDir, file)), { level: 9 }).length;
    return {
      apartFiles: [...apartFiles],
      apartGzipBytes,
      files: [...initial],
      gzipBytes,
      konvaFiles: [...initial].filter((f) => hasKonva(chunkModules.get(f))),
      laterFiles: [...later],
    };
  } finally {
    await context.close();
  }
}

/** Sum of layout-shift values (without recent input) from navigation until the page settles. */
export async function pageCls(browser: Browser, base: string, route: string, viewport: { width: number; height: number }): Promise<number> {
  const mobile = viewport.width < 600;
  const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile, deviceScaleFactor: mobile ? 1.75 : 1 });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(base + route, { waitUntil: 'load' });
    await settle(page);
    await page.waitForTimeout(1000);
    return await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  } finally {
    await context.close();
  }
}

export interface DragResult {
  frames: number;
  over50: number;
  medianMs: number;
  p95Ms: number;
  shapes: number;
  /** With `releases`: ms from each short drag's pointerup to the panel's last change after it. */
  figuresAfterReleaseMs: number[];
}

export class NotMeasurable extends Error {}

/** What DevTools' Performance panel records: the main thread's tasks, frames and the JavaScript sampling profiler. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'latencyInfo',
];

interface KonvaNode {
  name(): string;
  getClassName(): string;
  draggable(): boolean;
  isVisible(): boolean;
  width(): number;
  height(): number;
  radius?: () => number;
  closed?: () => boolean;
  points?: () => number[];
  getAbsolutePosition(): { x: number; y: number };
  getClientRect(): { x: number; y: number; width: number; height: number };
}
interface KonvaStage {
  container(): HTMLElement;
  find(selector: (n: KonvaNode) => boolean): KonvaNode[];
}
type KonvaWindow = Window & { Konva?: { stages: KonvaStage[] }; __frames?: number[]; __recording?: boolean };

/**
 * Reads the deck from Konva itself (Konva registers window.Konva): deck shapes are closed lines; corner
 * handles are the nodes named corner:<shape>:<index> (the calculator hit-tests them itself), or else
 * visible draggable circles or squares about the spec's point-handle size (12), last drawn first.
 */
async function deckState(page: Page) {
  return page.evaluate(() => {
    const Konva = (window as KonvaWindow).Konva;
    const stage = Konva?.stages?.[Konva.stages.length - 1];
    if (!stage) return null;
    const box = stage.container().getBoundingClientRect();
    const shapes = stage.find((n) => n.getClassName() === 'Line' && !!n.closed?.() && n.isVisible());
    let handles = stage.find((n) => n.isVisible() && n.name().startsWith('corner:'));
    if (handles.length === 0) {
      handles = stage.find((n) => {
        if (!n.isVisible() || !n.draggable()) return false;
        const cls = n.getClassName();
        const size = cls === 'Circle' ? 2 * (n.radius?.() ?? 0) : cls === 'Rect' ? Math.max(n.width(), n.height()) : 0;
        return size >= 6 && size <= 30;
      });
    }
    return {
      shapes: shapes.length,
      points: shapes.map((s) => s.points?.() ?? []).flat(),
      // Last drawn first: it is on top of anything it overlaps.
      handles: handles.reverse().map((h) => {
        const at = h.getClientRect();
        return { x: box.left + at.x + at.width / 2, y: box.top + at.y + at.height / 2 };
      }),
    };
  });
}

/**
 * One short corner drag by `by` px each way; then the time from its pointerup to the last change of the
 * side panel (the spec's figures, the board layout's and the priced list, the last two from the plan
 * worker) before the panel stays unchanged for half a second: when every figure shows the new drawing.
 */
async function figuresAfterRelease(page: Page, at: { x: number; y: number }, by: number): Promise<number> {
  // A string, not a function: tsx's name-keeping helper (__name) does not exist in the page.
  await page.evaluate(`(() => {
    const panel = document.querySelector('[data-testid="materials-side"]');
    if (!panel) throw new Error('no side panel');
    const w = window;
    w.__release = { up: null, last: null };
    w.__releaseObserver?.disconnect();
    w.__releaseObserver = new MutationObserver(() => { if (w.__release.up !== null) w.__release.last = performance.now(); });
    w.__releaseObserver.observe(panel, { subtree: true, childList: true, characterData: true, attributes: true });
    window.addEventListener('pointerup', () => { w.__release.up = performance.now(); }, { capture: true, once: true });
  })()`);
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  for (let i = 1; i <= 5; i++) await page.mouse.move(at.x + (by * i) / 5, at.y + (by * i) / 5);
  await page.mouse.up();
  const ms = (await page.evaluate(`new Promise((resolve) => {
    const w = window;
    const started = performance.now();
    const check = () => {
      const { up, last } = w.__release;
      const now = performance.now();
      if (up !== null && last !== null && now - last >= 500) return resolve(last - up);
      if (now - started > 5000) return resolve(null);
      setTimeout(check, 50);
    };
    check();
  })`)) as number | null;
  if (ms === null) throw new NotMeasurable("the panel did not change within 5 s of a drag's release");
  return ms;
}

/** Loads the calculator, builds a 5-shape deck with its own controls, then drags a corner for `seconds`. */
export async function dragFrames(
  browser: Browser,
  base: string,
  seconds: number,
  options: { shapesWanted?: number; showBoards?: boolean; allLayers?: boolean; releases?: number; traceFile?: string } = {},
): Promise<DragResult> {
  const { shapesWanted = 5, showBoards = false, allLayers = false, releases = 0, traceFile } = options;
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/deck-calculator`, { waitUntil: 'load' });
    await settle(page);
    const hasStage = await page
      .waitForFunction(() => ((window as KonvaWindow).Konva?.stages?.length ?? 0) > 0, null, { timeout: 20_000 })
      .then(
        () => true,
        () => false,
      );
    if (!hasStage) throw new NotMeasurable('/deck-calculator shows no Konva stage (the calculator screen is not built yet)');

    // Add shapes with the page's own button until the deck has the wanted count (spec: at most 5).
    const addButton = page.getByRole('button', { name: /add( a)?( new)? (shape|area|section|rectangle)/i }).first();
    for (let i = 0; i < shapesWanted + 2; i++) {
      const state = await deckState(page);
      if (!state || state.shapes >= shapesWanted) break;
      if (!(await addButton.isVisible().catch(() => false)) || !(await addButton.isEnabled().catch(() => false))) break;
      await addButton.click();
      await page.waitForTimeout(200);
    }
    const before = await deckState(page);
    if (!before || before.shapes < shapesWanted) {
      throw new NotMeasurable(`the calculator shows ${before?.shapes ?? 0} deck shapes and no "Add shape" button reached ${shapesWanted}`);
    }
    if (before.handles.length === 0) throw new NotMeasurable('no corner handle found on the deck');
    if (showBoards) {
      // The board layout drawn beneath the shapes in the panel's default colour (docs/product.md#board-layout-rules).
      const toggle = page.getByRole('switch', { name: 'Show boards' });
      if (!(await toggle.isVisible().catch(() => false))) throw new NotMeasurable('the calculator has no Show boards switch');
      await page.getByText('Show boards').click();
      if (!(await toggle.isChecked())) throw new NotMeasurable('Show boards did not switch on');
      await page.waitForTimeout(500);
    }
    if (allLayers) {
      // Joists, bearers and posts drawn too (docs/product.md#subframe-and-edges): the panel's Layers switches.
      for (const name of ['Joists', 'Bearers', 'Posts']) {
        const layer = page
          .getByRole('switch', { name, exact: true })
          .or(page.getByRole('checkbox', { name, exact: true }))
          .first();
        if (!(await layer.isVisible().catch(() => false))) throw new NotMeasurable(`the calculator has no ${name} layer switch`);
        // The switch's own input sits under its drawn control: its label is what a person clicks.
        if (!(await layer.isChecked())) await layer.locator('xpath=ancestor::label[1]').click();
        if (!(await layer.isChecked())) throw new NotMeasurable(`the ${name} layer did not switch on`);
      }
      await page.waitForTimeout(500);
    }

    // A short real drag finds a handle the pointer reaches (shapes added together may overlap, and a
    // handle can sit under the toolbar): the first whose drag changes the deck is the one measured.
    let handle: { x: number; y: number } | null = null;
    let handleIndex = -1;
    for (const [index, candidate] of before.handles.slice(0, 10).entries()) {
      const was = JSON.stringify((await deckState(page))?.points);
      await page.mouse.move(candidate.x, candidate.y);
      await page.mouse.down();
      for (let i = 1; i <= 4; i++) await page.mouse.move(candidate.x + 5 * i, candidate.y + 5 * i);
      await page.mouse.up();
      await page.waitForTimeout(100);
      if (JSON.stringify((await deckState(page))?.points) !== was) {
        handle = { x: candidate.x + 20, y: candidate.y + 20 };
        handleIndex = index;
        break;
      }
    }
    if (!handle) throw new NotMeasurable('dragging any of the first 10 corner handles changed no shape');
    const start = JSON.stringify((await deckState(page))?.points);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The measured drag alone, for DevTools' Performance panel and dragTrace.ts (the sampling profiler costs
    // a little time of its own: a traced drag's figures are not the bench's).
    if (traceFile) await browser.startTracing(page, { path: traceFile, categories: TRACE_CATEGORIES });
    // A string, not a function: tsx's name-keeping helper (__name) does not exist in the page.
    await page.evaluate(`(() => {
      window.__frames = [];
      window.__recording = true;
      requestAnimationFrame(function tick(t) { window.__frames.push(t); if (window.__recording) requestAnimationFrame(tick); });
    })()`);
    const { x, y } = handle;
    await page.mouse.move(x, y);
    await page.mouse.down();
    const end = Date.now() + seconds * 1000;
    let step = 0;
    while (Date.now() < end) {
      step += 1;
      // A slow circle of 40 px radius through the corner: a continuous real drag.
      const angle = step / 20;
      await page.mouse.move(x + 40 * Math.sin(angle), y + 40 - 40 * Math.cos(angle));
      await page.waitForTimeout(16);
    }
    // The circle passes through its start every 2*pi: end the drag away from it, so a drag that worked
    // always leaves the shape changed (one full run ended exactly on the start and read as broken).
    await page.mouse.move(x + 30, y + 30);
    await page.mouse.up();
    if (traceFile) await browser.stopTracing();
    const frames = await page.evaluate(() => {
      const w = window as KonvaWindow;
      w.__recording = false;
      return w.__frames ?? [];
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const after = await deckState(page);
    if (JSON.stringify(after?.points) === start) {
      throw new NotMeasurable('the measured drag changed no shape');
    }
    const intervals = frames.slice(1).map((t, i) => t - frames[i]);
    const sorted = [...intervals].sort((a, b) => a - b);
    const figuresAfterReleaseMs: number[] = [];
    for (let i = 0; i < releases; i++) {
      const at = (await deckState(page))?.handles[handleIndex];
      if (!at) throw new NotMeasurable('the measured corner handle is gone after the drag');
      figuresAfterReleaseMs.push(await figuresAfterRelease(page, at, i % 2 === 0 ? 12 : -12));
    }
    return {
      figuresAfterReleaseMs,
      frames: intervals.length,
      over50: intervals.filter((d) => d > 50).length,
      medianMs: sorted[Math.floor(sorted.length / 2)] ?? NaN,
      p95Ms: sorted[Math.floor(sorted.length * 0.95)] ?? NaN,
      shapes: before.shapes,
    };
  } finally {
    await context.close();
  }
}
