// `npm run screenshots [-- BASE_URL]`: full-page screenshots of every public page at 1440 and 390 px
// into tests/e2e/screenshots/ (ignored by git), for a person to look over, taken from a running server
// (`npm start`; default http://localhost:$PORT or 3000). What they are looked at for is asserted by
// tests/e2e/marketing.spec.ts ("every public page at 1440 and 390 px").
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { loadWholePage, PUBLIC_PAGES, SCREENSHOT_WIDTHS } from '../tests/e2e/marketingHelpers';

const baseURL = process.argv[2] ?? `http://localhost:${process.env.PORT ?? 3000}`;
const dir = path.resolve(import.meta.dirname, '../tests/e2e/screenshots');
mkdirSync(dir, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ baseURL });
  for (const width of SCREENSHOT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const { name, path: pagePath } of PUBLIC_PAGES) {
      await page.goto(pagePath);
      await loadWholePage(page);
      const file = path.join(dir, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(path.relative(process.cwd(), file));
    }
  }
} finally {
  await browser.close();
}
