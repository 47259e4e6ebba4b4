// Shared helpers for the marketing and accessibility suites.
import { expect, type Page } from '@playwright/test';

export const PUBLIC_PAGES = [
  { name: 'landing', path: '/' },
  { name: 'products', path: '/products' },
  { name: 'terms', path: '/terms' },
  { name: 'login', path: '/login' },
  { name: 'login-installer', path: '/login?portal=installer' },
  { name: 'unauthorized', path: '/unauthorized' },
] as const;

/** Scrolls through the page so code-split sections near the viewport load, then back to the top. */
export async function loadWholePage(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  for (let i = 0; i < 40; i += 1) {
    const atBottom = await page.evaluate(() => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2);
    if (atBottom) break;
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(80);
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(150);
}

export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scrollWidth, 'page must not scroll sideways').toBeLessThanOrEqual(clientWidth);
}
