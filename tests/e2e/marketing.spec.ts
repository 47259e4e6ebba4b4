// Marketing site (docs/product.md#screens-and-routes): landing, products, terms, contact, login and 403 in Chromium against the
// production build. Texts quoted here are the spec's and must appear exactly.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  expectNoHorizontalScroll,
  loadWholePage,
  openProductsInApp,
  PUBLIC_PAGES,
  SCREENSHOT_WIDTHS,
  textContrast,
} from './marketingHelpers';

const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'boardwalk-demo';

async function openLanding(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('landing page', () => {
  test('header, hero, steps, claims, contact details and footer', async ({ page }) => {
    await openLanding(page);
    await expect(page).toHaveTitle(/Boardwalk/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /composite decking/i);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/#contact');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Installer Portal' })).toHaveAttribute('href', '/login');
    // The header stays in view while scrolling (sticky).
    await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');

    await expect(page.getByRole('link', { name: 'Get Instant Quote' })).toHaveAttribute('href', '/deck-calculator');
    for (const step of ['Connect', 'Design', 'Relax']) await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible();
    await expect(page.getByText('Over 1,000 Victorian homeowners helped').first()).toBeVisible();
    await expect(page.getByText(/24-48 hours/).first()).toBeVisible();

    await loadWholePage(page);
    const contact = page.locator('#contact');
    await expect(contact.getByRole('link', { name: '(03) 5550 4821' })).toHaveAttribute('href', 'tel:0355504821');
    await expect(contact.getByRole('link', { name: 'hello@boardwalk.example' })).toHaveAttribute('href', 'mailto:hello@boardwalk.example');
    for (const area of ['Melbourne', 'Sydney', 'Brisbane', 'Perth', 'Adelaide', 'Darwin'])
      await expect(contact.getByText(area, { exact: true })).toBeVisible();
    // Business hours (Mon-Fri 8-6, Sat 9-4, Sun closed) and, as given, the different pickup hours.
    await expect(contact.getByText('Monday - Friday')).toBeVisible();
    await expect(contact.getByText('8:00 AM - 6:00 PM')).toBeVisible();
    await expect(contact.getByText('9:00 AM - 4:00 PM')).toBeVisible();
    await expect(contact.getByText('Closed')).toBeVisible();
    await expect(contact.getByText('Monday-Friday 8:00 AM - 5:00 PM')).toBeVisible();
    await expect(contact.getByText('Saturday 9:00 AM - 2:00 PM')).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/Boardwalk Composite Decking/)).toBeVisible();
    await expect(footer.getByText('Version 0.1.0')).toBeVisible();
  });

  test('range tabs switch content and Get Quote carries the brand', async ({ page }) => {
    await openLanding(page);
    await page.locator('#ranges').scrollIntoViewIfNeeded();
    const tabs = page.getByRole('tablist', { name: 'Decking ranges' });
    await expect(tabs.getByRole('tab')).toHaveText(['WoodEvo HOME', 'WoodEvo ADVANCED', 'Millboard']);
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'WoodEvo HOME' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/deck-calculator?brand=woodevo');

    await tabs.getByRole('tab', { name: 'Millboard' }).click();
    await expect(tabs.getByRole('tab', { name: 'Millboard' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('heading', { name: 'Millboard' })).toBeVisible();
    await expect(panel.getByText('$55 - $85 per m2')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/deck-calculator?brand=millboard');

    // Keyboard: arrow keys move between tabs.
    await tabs.getByRole('tab', { name: 'Millboard' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.getByRole('tab', { name: 'WoodEvo ADVANCED' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('heading', { name: 'WoodEvo ADVANCED' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/deck-calculator?brand=woodevo');
  });

  test('Get Quote opens the calculator with the brand', async ({ page }) => {
    await openLanding(page);
    await page.locator('#ranges').scrollIntoViewIfNeeded();
    await page.getByRole('tab', { name: 'Millboard' }).click();
    // The named panel: while tabs switch, the outgoing panel is briefly still in the document.
    await page.getByRole('tabpanel', { name: 'Millboard' }).getByRole('link', { name: 'Get Quote' }).click();
    await expect(page).toHaveURL(/\/deck-calculator\?brand=millboard$/);
  });

  test('gallery of seven images with Start Your Deck Journey', async ({ page }) => {
    await openLanding(page);
    await loadWholePage(page);
    const gallery = page.locator('#gallery');
    await expect(gallery.getByRole('img')).toHaveCount(7);
    for (const img of await gallery.getByRole('img').all()) {
      await expect(img).toHaveAttribute('width', /\d+/);
      await expect(img).toHaveAttribute('height', /\d+/);
      await expect(img).toHaveAttribute('alt', /.{10,}/);
    }
    await expect(gallery.getByRole('link', { name: 'Start Your Deck Journey' })).toHaveAttribute('href', '/deck-calculator');
  });

  test('the legacy price calculator is hidden but works when revealed', async ({ page }) => {
    await openLanding(page);
    const legacy = page.locator('#price-calculator');
    await expect(legacy).toBeHidden();
    await expect(legacy).toHaveAttribute('hidden', '');
    await legacy.evaluate((el) => el.removeAttribute('hidden'));
    await legacy.scrollIntoViewIfNeeded();
    await expect(legacy.getByRole('heading', { name: 'Price Calculator' })).toBeVisible();

    await legacy.getByRole('button', { name: 'Calculate Price' }).click();
    await expect(legacy.getByText('Please fill in all required fields')).toBeVisible();

    // 10 m2 of WoodEvo Home Premium at $52: $520.00 + GST 10% = $572.00; boards = ceil(10 / 0.2) = 50.
    await legacy.getByLabel('Area (m²)').fill('10');
    await legacy.getByRole('combobox', { name: 'Brand' }).click();
    await page.getByRole('option', { name: 'WoodEvo' }).click();
    await legacy.getByRole('combobox', { name: 'Product Line' }).click();
    await page.getByRole('option', { name: /Home Premium/ }).click();
    await legacy.getByRole('button', { name: 'Calculate Price' }).click();
    await expect(legacy.getByText('10 m² · 50 boards')).toBeVisible();
    await expect(legacy.getByRole('row', { name: /Subtotal/ })).toContainText('$520.00');
    await expect(legacy.getByRole('row', { name: /GST/ })).toContainText('$52.00');
    await expect(legacy.getByRole('row', { name: /Total/ }).last()).toContainText('$572.00');

    // Length x width overrides the typed area; joists follow the perimeter.
    await legacy.getByLabel('Length (m)').fill('5');
    await legacy.getByLabel('Width (m)').fill('4');
    await legacy.getByText(/Aluminium Joists/).click();
    await legacy.getByRole('button', { name: 'Calculate Price' }).click();
    // area 20, perimeter 18 m: joists ceil(18 / 2.4) = 8; 20 x 52 = 1040 + 18 x 35 = 630 -> 1670 + 167 GST.
    await expect(legacy.getByText('20 m² · 100 boards · 8 joists')).toBeVisible();
    await expect(legacy.getByRole('row', { name: /Total/ }).last()).toContainText('$1,837.00');
  });
});

test.describe('hash scrolling', () => {
  test('a hash in the URL scrolls to its section on load', async ({ page }) => {
    await page.goto('/#contact');
    const contact = page.locator('#contact');
    await expect(contact).toBeInViewport();
    await expect
      .poll(async () => contact.evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5000 })
      .toBeLessThan(120);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });

  test('the header Contact link scrolls smoothly to the contact section, also from another page', async ({ page }) => {
    await openLanding(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();

    await page.goto('/products');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
    await expect(page.getByRole('heading', { name: "Let's plan your deck" })).toBeVisible();
  });

  test('scrolling is instant for visitors who prefer reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'auto');
    await page.goto('/#gallery');
    await expect(page.locator('#gallery')).toBeInViewport();
    await context.close();
  });
});

/** Ticks an Ark UI checkbox by clicking its box (its label holds a link, so not the label's centre). */
async function tick(scope: Locator, label: RegExp) {
  const root = scope.locator('label[data-scope="checkbox"]').filter({ hasText: label });
  await scope.getByRole('checkbox', { name: label }).check();
  await expect(root).toHaveAttribute('data-state', 'checked');
}

test.describe('contact form', () => {
  async function openForm(page: Page) {
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Send an enquiry' });
    await expect(form).toBeVisible();
    return form;
  }

  test('required fields and the privacy policy are checked before sending', async ({ page }) => {
    let posted = 0;
    await page.route('**/api/contact/', (route) => {
      posted += 1;
      return route.continue();
    });
    const form = await openForm(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Full Name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Phone is required')).toBeVisible();
    await expect(form.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Full Name').fill('Sam Citizen');
    await expect(form.getByText('Full Name is required')).toBeHidden();
    await form.getByLabel('Email').fill('sam@example.com');
    await form.getByLabel('Phone').fill('0400 000 000');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Please accept the privacy policy to continue')).toBeVisible();
    expect(posted).toBe(0);
  });

  test('a sent enquiry shows Message Sent Successfully for 3 seconds, then the form resets', async ({ page }) => {
    const form = await openForm(page);
    await form.getByLabel('Full Name').fill('Sam Citizen');
    await form.getByLabel('Email').fill('sam@example.com');
    await form.getByLabel('Phone').fill('0400 000 000');
    await form.getByRole('combobox', { name: 'Project Type' }).click();
    await page.getByRole('option', { name: 'Deck Replacement' }).click();
    await form.getByRole('combobox', { name: 'Timeline' }).click();
    await page.getByRole('option', { name: 'Just Planning' }).click();
    await form.getByLabel('Message').fill('About 30 m2 off the back door.');
    await tick(form, /newsletter/);
    await tick(form, /I accept the/);

    const request = page.waitForRequest((r) => r.url().endsWith('/api/contact/') && r.method() === 'POST');
    const response = page.waitForResponse((r) => r.url().endsWith('/api/contact/'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    const body = (await request).postDataJSON();
    expect(body).toEqual({
      name: 'Sam Citizen',
      email: 'sam@example.com',
      phone: '0400 000 000',
      projectType: 'deck-replacement',
      timeline: 'just-planning',
      message: 'About 30 m2 off the back door.',
      newsletter: true,
    });
    // Stored by the server (201 with the new lead's id).
    expect((await response).status()).toBe(201);
    const success = form.getByText('Message Sent Successfully');
    await expect(success).toBeVisible();
    const shownAt = Date.now();
    await expect(success).toBeHidden({ timeout: 6000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2000);
    await expect(form.getByLabel('Full Name')).toHaveValue('');
    await expect(form.getByRole('combobox', { name: 'Project Type' })).toHaveText(/Select project type/);
  });

  test('Sending... while busy, and a failure keeps the typed values with the error text', async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/api/contact/', async (route) => {
      await gate;
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'boom' }) });
    });
    const form = await openForm(page);
    await form.getByLabel('Full Name').fill('Sam Citizen');
    await form.getByLabel('Email').fill('sam@example.com');
    await form.getByLabel('Phone').fill('0400 000 000');
    await tick(form, /I accept the/);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await expect(form.getByText('Error submitting form. Please try again.')).toBeVisible();
    await expect(form.getByLabel('Full Name')).toHaveValue('Sam Citizen');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});

test.describe('range tabs under the pointer', () => {
  for (const path of ['/', '/products']) {
    test(`on ${path} the selected tab's label stays readable when hovered (contrast at least 4.5:1)`, async ({ page }) => {
      await page.goto(path);
      const tabs = page.getByRole('tablist', { name: 'Decking ranges' });
      const selected = tabs.getByRole('tab', { selected: true });
      await expect(selected).toBeEnabled();
      await selected.scrollIntoViewIfNeeded();
      expect(await textContrast(selected)).toBeGreaterThanOrEqual(4.5);
      await selected.hover();
      expect(await textContrast(selected)).toBeGreaterThanOrEqual(4.5);
      // An unselected tab under the pointer stays readable too.
      const other = tabs.getByRole('tab', { selected: false }).first();
      await other.hover();
      expect(await textContrast(other)).toBeGreaterThanOrEqual(4.5);
    });
  }
});

test.describe('products page', () => {
  test('three range tabs with one card per colour and every card field', async ({ page }) => {
    await page.goto('/products');
    await expect(page).toHaveTitle(/Products/);
    const tabs = page.getByRole('tablist', { name: 'Decking ranges' });
    await expect(tabs.getByRole('tab')).toHaveText(['WoodEvo HOME', 'WoodEvo ADVANCED', 'Millboard']);
    const panel = page.getByRole('tabpanel');
    const cards = panel.getByRole('article');
    await expect(cards).toHaveCount(5);
    const first = cards.first();
    await expect(first.getByRole('heading')).toHaveText(/Barossa/);
    await expect(first.getByText('WoodEvo', { exact: true })).toBeVisible();
    await expect(first.getByText('Grooved', { exact: true })).toBeVisible();
    await expect(first.getByText('5400 x 137 x 23mm', { exact: true })).toBeVisible();
    await expect(first.getByText(/^\$\d+\.\d{2} per board$/)).toBeVisible();
    await expect(first.getByRole('img')).toHaveAttribute('src', '/images/inventory/we-home-grooved-barossa-5400.jpg');

    await tabs.getByRole('tab', { name: 'WoodEvo ADVANCED' }).click();
    await expect(panel.getByText('Victorian Maple', { exact: true })).toBeVisible();
    await expect(panel.getByText('Smoked Ash', { exact: true })).toBeVisible();
    // Every colour has its board photo, Ironbark too: no card says No Image.
    const ironbark = panel.getByRole('article').filter({ hasText: 'Ironbark' });
    await expect(ironbark.first().getByRole('img')).toHaveAttribute('src', /^\/images\/inventory\/we-advanced-[a-z-]+-ironbark-\d+\.jpg$/);
    const photo = ironbark.first().getByRole('img');
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(panel.getByText('No Image')).toHaveCount(0);

    await tabs.getByRole('tab', { name: 'Millboard' }).click();
    await expect(panel.getByRole('article')).toHaveCount(6);
    await expect(panel.getByText('Millboard', { exact: true }).first()).toBeVisible();
    await expect(panel.getByText('Burnt Cedar', { exact: true })).toBeVisible();
  });

  test('the calculator shows Ironbark with its board photo, not No Image', async ({ page }) => {
    await page.goto('/deck-calculator?color=Ironbark');
    const panel = page.getByTestId('materials-side');
    const photo = panel.getByRole('img', { name: 'Ironbark decking board' });
    await expect(photo).toHaveAttribute('src', /^\/images\/inventory\/we-advanced-[a-z-]+-ironbark-\d+\.jpg$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(panel.getByText('No Image')).toHaveCount(0);
  });

  test('an image that fails to load shows Image unavailable and the item id', async ({ page }) => {
    await page.route('**/images/inventory/we-home-grooved-basalt-5400.jpg', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/products');
    const card = page.getByRole('article').filter({ hasText: 'Basalt' });
    await expect(card.getByText('Image unavailable')).toBeVisible();
    await expect(card.getByText('we-home-grooved-basalt-5400')).toBeVisible();
  });

  test('loading spinner, then the error state when the catalogue call fails', async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/api/inventory/board-items', async (route) => {
      await gate;
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'down' }) });
    });
    await openProductsInApp(page);
    await expect(page.getByRole('status').filter({ hasText: 'Loading products' })).toBeAttached();
    release();
    await expect(page.getByRole('heading', { name: 'Error Loading Products' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Failed to load products. Please try again later.')).toBeVisible();
  });

  test('success false is an error too', async ({ page }) => {
    await page.route('**/api/inventory/board-items', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: false, data: [] }) }),
    );
    await openProductsInApp(page);
    await expect(page.getByRole('heading', { name: 'Error Loading Products' })).toBeVisible();
  });

  test('an empty catalogue shows No Products Found for the range', async ({ page }) => {
    await page.route('**/api/inventory/board-items', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data: [] }) }),
    );
    await openProductsInApp(page);
    await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
    await expect(page.getByText('No products available for WoodEvo HOME at the moment.')).toBeVisible();
    await page.getByRole('tab', { name: 'Millboard' }).click();
    await expect(page.getByText('No products available for Millboard at the moment.')).toBeVisible();
  });
});

test.describe('login', () => {
  test('client persona: product-named heading and the client demo email', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Boardwalk');
    await expect(page.getByLabel('Email')).toHaveValue('client@boardwalk.example');
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  test('installer persona: Installer Portal with its note and the installer demo email', async ({ page }) => {
    await page.goto('/login?portal=installer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installer Portal');
    await expect(page.getByText('Access your installer dashboard and project assignments')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('installer@boardwalk.example');
  });

  test("a failed login shows the server's message in a banner", async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('nobody@boardwalk.example');
    await page.getByLabel('Password').fill('wrong-password');
    const response = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
    await page.getByRole('button', { name: 'Sign In' }).click();
    const body = (await (await response).json()) as { message: string };
    expect(body.message.length).toBeGreaterThan(0);
    await expect(page.getByRole('alert')).toHaveText(body.message);
    // The typed email stays for the next attempt.
    await expect(page.getByLabel('Email')).toHaveValue('nobody@boardwalk.example');
  });

  test('Signing In... while busy, and Login failed when the server gives no message', async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/api/auth/login', async (route) => {
      await gate;
      await route.fulfill({ status: 500, body: '' });
    });
    await page.goto('/login');
    await page.getByLabel('Password').fill('whatever');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    release();
    await expect(page.getByRole('alert')).toHaveText('Login failed');
  });

  test('signing in returns to the page the user came from, and a signed-in visitor skips /login', async ({ page }) => {
    await page.goto('/app/orders');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill('installer@boardwalk.example');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/app\/orders$/);

    // Already authenticated: /login sends the user on (to / without a remembered origin).
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('signing in without an origin opens the dashboard', async ({ page }) => {
    await page.goto('/login?portal=installer');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });
});

test.describe('other pages', () => {
  test('403 page', async ({ page }) => {
    await page.goto('/unauthorized');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this resource")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/app/dashboard');
  });

  test('terms page with its sections', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(6);
    await expect(page).toHaveTitle(/Terms and Conditions \| Boardwalk/);
  });

  test('every public page has a title, a description, landmarks and a visible focus style', async ({ page }) => {
    for (const { path } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await loadWholePage(page);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page).toHaveTitle(/\S.*Boardwalk|Boardwalk.*\S/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0, `${path} description`).toBeGreaterThan(40);
      await page.keyboard.press('Tab');
      const outline = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return { tag: el.tagName, outline: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(outline.outline, `${path} focus outline on ${outline.tag}`).not.toBe('none');
      expect(outline.width).toBeGreaterThanOrEqual(2);
    }
  });
});

// One browser walk per page over every width: the page loads once, then the window is resized, so the
// media queries and the layout answer each width as a load at that width would, without loading and
// hydrating every page six times.
// At every width: no sideways scrolling. At the desktop and phone widths a person looks over in the
// screenshots (`npm run screenshots`, scripts/screenshots.ts): header, heading and footer shown, and every
// image shown is drawn (no broken photo, no No Image frame).
const RESPONSIVE_WIDTHS = [360, 390, 768, 1024, 1440, 1920] as const;

test.describe('responsive layout', () => {
  for (const { path } of PUBLIC_PAGES) {
    test(`${path} from 360 to 1920 px: no sideways scrolling; at 1440 and 390 px header, heading, footer and every image drawn`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: RESPONSIVE_WIDTHS[0], height: 900 });
      await page.goto(path);
      await loadWholePage(page);
      for (const width of RESPONSIVE_WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const screenshotWidth = (SCREENSHOT_WIDTHS as readonly number[]).includes(width);
        // Images chosen by width (srcset) load after a resize: the screenshot widths walk the page again.
        if (screenshotWidth) await loadWholePage(page);
        else await page.waitForLoadState('networkidle');
        await test.step(`${width} px`, async () => {
          await expectNoHorizontalScroll(page);
          if (!screenshotWidth) return;
          await expect(page.getByRole('banner'), path).toBeVisible();
          await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
          await expect(page.getByRole('contentinfo'), path).toBeVisible();
          const images = await page.evaluate(() => {
            const shown = [...document.images].filter((img) => img.checkVisibility());
            const drawn = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;
            return { drawn: shown.filter(drawn).length, undrawn: shown.filter((img) => !drawn(img)).map((img) => img.src) };
          });
          expect(images.undrawn, `${path} at ${width} px: images shown but not drawn`).toEqual([]);
          // The landing page's art and the products' photos are what its screenshots are mostly of.
          if (path === '/' || path === '/products') expect(images.drawn, `${path}: images drawn`).toBeGreaterThan(3);
          await expect(page.getByText(/^(No Image|Image unavailable)$/), path).toHaveCount(0);
        });
      }
    });
  }
});
