// Create an account (docs/product.md#accounts), in Chromium against the production build
// with the e2e server's real SMTP server (tests/support/e2eMailbox.ts): a visitor draws a deck,
// presses Save design, is told why on /login, chooses Create an account, signs up, opens the link of
// the e-mail the app sent, types the password chosen at sign-up (a wrong one is refused first), and is
// back on the calculator signed in with the drawing intact, where the
// design saves. The used link is then refused with a way forward; a taken email gets the same answer.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SIGNUP_MESSAGES } from '../../src/domain/schemas/signup';
import { ACCOUNT_MESSAGES } from '../../src/domain/schemas/users';
import { SIGNUP_TEXTS } from '../../src/domain/signupTexts';
import { linkIn, mailsTo, waitForMail } from '../support/e2eMailbox';
import { canvas, shapesOf } from './calculatorHelpers';
import { expect, test, uniqueName, USERS } from './portalHelpers';

const SIGNUP_SUBJECT = 'Confirm your Boardwalk account';
const EXISTS_SUBJECT = 'You already have a Boardwalk account';
const PASSWORD = 'a long enough passphrase';

const freshEmail = (name: string) => `${uniqueName(name).replace(/\s+/g, '.')}@example.com`.toLowerCase();

async function openCalculator(page: Page) {
  await page.goto('/deck-calculator');
  await expect(canvas(page)).toBeVisible({ timeout: 30_000 });
  // Live: the tools are enabled once React owns the page and the drawing's source is known.
  await expect(page.getByRole('button', { name: 'Save design' })).toBeEnabled();
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

test.describe('a visitor saving a design', () => {
  test.describe.configure({ mode: 'serial' });
  const email = freshEmail('decker');
  let verifyLink = '';

  test('is told why on /login, creates an account, and the e-mailed link brings them back signed in with the drawing', async ({ page }) => {
    await openCalculator(page);
    await page.getByRole('button', { name: 'Add Shape' }).click();
    const drawn = await shapesOf(page);
    expect(drawn).toHaveLength(2);
    const query = new URL(page.url()).search;

    await page.getByRole('button', { name: 'Save design' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The spec's Login stays as it is; beside it, why and a way to make an account.
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Boardwalk' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(USERS.client);
    await expect(page.getByText(SIGNUP_TEXTS.saveDesignNote)).toBeVisible();
    await page.getByRole('link', { name: 'Create an account' }).click();

    await expect(page).toHaveURL(/\/signup\?next=/);
    await expect(page.getByRole('heading', { level: 1, name: SIGNUP_TEXTS.heading })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Clear inline errors first.
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByText(SIGNUP_MESSAGES.sent)).toBeVisible();
    await expect(page.getByTestId('signup-email')).toHaveText(email);

    const mail = await waitForMail(email, SIGNUP_SUBJECT);
    verifyLink = linkIn(mail, '/verify-email');
    // The link opens in this browser (a new tab, as from a mail client): the drawing is kept here.
    const tab = await page.context().newPage();
    await tab.goto(verifyLink);
    // The link alone makes no account: the page asks for the password chosen at sign-up.
    await expect(tab.getByRole('heading', { level: 1, name: SIGNUP_TEXTS.verifyHeading })).toBeVisible();
    await expect(tab).toHaveURL(/\/verify-email$/);
    await tab.getByLabel('Password').fill('not the password I chose');
    await tab.getByRole('button', { name: 'Confirm' }).click();
    await expect(tab.getByText(SIGNUP_MESSAGES.wrongPassword)).toBeVisible();
    expect(await seriousViolations(tab)).toEqual([]);
    await tab.getByLabel('Password').fill(PASSWORD);
    await tab.getByRole('button', { name: 'Confirm' }).click();
    await expect(tab).toHaveURL(`/deck-calculator${query}`);
    await expect(canvas(tab)).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => shapesOf(tab)).toEqual(drawn);

    // Signed in as the new client: Save design opens its dialog and saves.
    const profile = await tab.request.get('/api/users/profile');
    expect(await profile.json()).toMatchObject({ email, role: 'client' });
    const name = uniqueName('First deck');
    await tab.getByRole('button', { name: 'Save design' }).click();
    const dialog = tab.getByRole('dialog', { name: 'Save design' });
    await dialog.getByLabel('Design name').fill(name);
    await dialog.getByRole('combobox', { name: 'Project' }).click();
    await tab.getByRole('option', { name: 'New project' }).click();
    await dialog.getByLabel('New project name').fill(uniqueName('Home'));
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByText('Design saved.')).toBeVisible();
    const designId = new URL(tab.url()).searchParams.get('design')!;
    expect(await (await tab.request.get(`/api/designs/${designId}`)).json()).toMatchObject({ name, drawing: { shapes: drawn } });
  });

  test('the used link is refused with a way forward', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(verifyLink);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.linkUsed)).toBeVisible();
    // The token left the address bar on load.
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByRole('link', { name: SIGNUP_TEXTS.signUpAgain })).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('link', { name: SIGNUP_TEXTS.goToSignIn })).toHaveAttribute('href', '/login');
    await context.close();
  });

  test('a taken email gets the very same answer; its owner is told by e-mail instead', async ({ page }) => {
    const answerFor = async (address: string) => {
      await page.goto('/signup');
      await page.getByLabel('Email').fill(address);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Create an account' }).click();
      await expect(page.getByText(SIGNUP_MESSAGES.sent)).toBeVisible();
      return (await page.getByRole('main').innerText()).replace(address, '{email}');
    };
    const other = freshEmail('newcomer');
    expect(await answerFor(email)).toBe(await answerFor(other));
    await waitForMail(email, EXISTS_SUBJECT);
    await waitForMail(other, SIGNUP_SUBJECT);
    expect((await mailsTo(email)).filter((m) => m.subject === SIGNUP_SUBJECT)).toHaveLength(1);
  });
});

test('the installer portal offers no sign-up; plain /login offers it without the Save design note', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  await expect(page.getByText(SIGNUP_TEXTS.saveDesignNote)).toHaveCount(0);
  await page.goto('/login?portal=installer');
  await expect(page.getByRole('heading', { level: 1, name: 'Installer Portal' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
});

test('the sign-up pages pass axe on a phone, with errors shown and a link without its token', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/signup?next=%2Fdeck-calculator');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/verify-email');
  await expect(page.getByText(ACCOUNT_MESSAGES.linkInvalid)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
