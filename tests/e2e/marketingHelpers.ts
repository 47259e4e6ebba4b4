// Shared helpers for the marketing and accessibility suites.
import { expect, type Locator, type Page } from '@playwright/test';

export const PUBLIC_PAGES = [
  { name: 'landing', path: '/' },
  { name: 'products', path: '/products' },
  { name: 'terms', path: '/terms' },
  { name: 'login', path: '/login' },
  { name: 'login-installer', path: '/login?portal=installer' },
  { name: 'unauthorized', path: '/unauthorized' },
] as const;

/** The desktop and phone widths every public page is checked and photographed at (scripts/screenshots.ts). */
export const SCREENSHOT_WIDTHS = [1440, 390] as const;

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
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scrollWidth, 'page must not scroll sideways').toBeLessThanOrEqual(clientWidth);
}

/**
 * /products reached from another page of the app, so the browser asks for the catalogue (a visit to
 * /products itself arrives drawn with the catalogue by the server, and asks for nothing).
 */
export async function openProductsInApp(page: Page): Promise<void> {
  // With a query the server sends the plain app shell, so the footer link exists only once the app has
  // drawn it and the click is the router's. (The prerendered /terms shows the link before hydration;
  // a click there under load was a full page load of the server-rendered /products, with no request.)
  await page.goto('/terms?from=footer');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page).toHaveURL(/\/products$/);
}

/**
 * WCAG 2 contrast ratio of an element's text colour against the first opaque background behind it,
 * read once its transitions have ended (a hover's colour change is a transition).
 */
export async function textContrast(locator: Locator): Promise<number> {
  return locator.evaluate(async (el) => {
    await Promise.all(el.getAnimations().map((a) => a.finished));
    const rgba = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const channel = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    let background = [255, 255, 255];
    for (let node: Element | null = el; node; node = node.parentElement) {
      const c = rgba(getComputedStyle(node).backgroundColor);
      if ((c[3] ?? 1) > 0) {
        background = c;
        break;
      }
    }
    const [light, dark] = [luminance(rgba(getComputedStyle(el).color)), luminance(background)].sort((a, b) => b - a);
    return (light + 0.05) / (dark + 0.05);
  });
}
