// Flows you can see, budgets: "no page's initial JavaScript grows (the inspector and layout library load
// only on ?inspect)". The bytes are the benchmark's figure (tests/bench/run.ts, initial JavaScript for /);
// this checks what made them grow, on the landing page's scripts as the browser fetches them from dist/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const text = (file: string) => readFileSync(path.join('dist', file), 'utf8');

test("the landing page's JavaScript carries nothing of the inspector or its layout library", async ({ page }) => {
  const files = new Set<string>();
  page.on('response', (r) => {
    const p = new URL(r.url()).pathname;
    if (p.endsWith('.js')) files.add(p);
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Get Instant Quote/ }).first()).toBeVisible({ timeout: 30_000 });
  // The landing page starts its app after the first paint (src/web/afterPaint.ts), then marks it.
  await page.waitForFunction(() => performance.getEntriesByName('app-started').length > 0, undefined, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const entry = await page.locator('script[data-app-entry]').getAttribute('data-app-entry');
  expect(entry, 'the landing page starts the app from its data-app-entry').toBeTruthy();
  const scripts = [...files].sort();
  expect(scripts).toContain(entry);

  // Nothing of the inspector is fetched, and the entry names no inspector file but its one small loader.
  expect(scripts.filter((f) => /builtInInspector|startInspector|elk|InspectorPanel/.test(f))).toEqual([]);
  expect(text(entry!).match(/[\w.-]*(builtInInspector|elk\.bundled|InspectorPanel)[\w.-]*/g)).toBeNull();
  // React and its JSX runtime stay in the entry: a lazy chunk importing react-dom made the bundler move
  // them into a chunk of their own, one more file and about 500 B more on every page.
  expect(scripts.filter((f) => text(f).includes('react.transitional.element'))).toEqual([entry]);
  // elkjs's free `require` put the bundler's require shim in the runtime chunk every page loads.
  expect(scripts.filter((f) => text(f).includes('Calling `require`'))).toEqual([]);
});
