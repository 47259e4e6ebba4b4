// People end to end (docs/product.md#accounts), in Chromium against the production build
// on a fresh database. Without e-mail: only admins reach /app/users and see its link; /login leads to
// /forgot-password; a link page opened without its token refuses at once; the pages pass axe at
// desktop and phone width. With e-mail (the e2e server's real SMTP server, read through
// tests/support/e2eMailbox.ts): an admin invites an installer, the link from the received e-mail is
// followed in a fresh browser, the installer sets a password and lands on the dashboard; the used link
// is then refused; forgot-password for a known and an unknown email look the same and only the known
// one gets a link, which sets a new password; disabling signs the user out of an open browser on its
// next request.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '../../src/domain/schemas/users';
import { storyAudit, storyUsers } from '../../src/web/portal/users/userFixtures';
import { linkIn, mailsTo, waitForMail } from '../support/e2eMailbox';
import { expect, signInThroughPage, test, uniqueName, USERS } from './portalHelpers';

const INVITE_SUBJECT = "You're invited to the Boardwalk portal";
const RESET_SUBJECT = 'Reset your Boardwalk password';
const NEW_PASSWORD = 'a long enough passphrase';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target) }));
}

test.describe('as client', () => {
  test.use({ persona: 'client' });
  test('is refused from /app/users and sees no Users link', async ({ page }) => {
    await page.goto('/app/dashboard');
    await expect(page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Users' })).toHaveCount(0);
    await page.goto('/app/users');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });
});

test.describe('as admin', () => {
  test.use({ persona: 'admin' });
  test('opens Users from the top navigation', async ({ page }) => {
    await page.goto('/app/dashboard');
    await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/app\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite user' })).toBeVisible();
  });

  test('the users page, its Invite dialog and the Disable confirm pass axe at phone width (API answers faked)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.route('**/api/users?*', (route) => route.fulfill({ json: storyUsers }));
    await page.route('**/api/users/audit-log?*', (route) => route.fulfill({ json: storyAudit }));
    await page.goto('/app/users');
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('row')).toHaveCount(storyUsers.length + 1);
    await expect(page.getByRole('table', { name: 'Audit log' }).getByRole('row')).toHaveCount(storyAudit.length + 1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite user' });
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await table.getByRole('row').filter({ hasText: storyUsers[1].email }).getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByRole('alertdialog', { name: `Disable ${storyUsers[1].email}?` })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('the sign-in page leads to Forgot password', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
});

for (const width of [1440, 375]) {
  test(`link pages without a token refuse at once, and pass axe at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/reset-password');
    await expect(page.getByText(ACCOUNT_MESSAGES.linkInvalid)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/accept-invite');
    await expect(page.getByText(ACCOUNT_MESSAGES.linkInvalid)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('the invitation form with its errors passes axe at phone width, the token gone from the URL (API answers faked)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  let sent: unknown;
  await page.route('**/api/auth/invitation', (route) => {
    sent = route.request().postDataJSON();
    return route.fulfill({ json: { email: 'new.installer@example.com', role: 'installer' } });
  });
  await page.goto('/accept-invite?token=faked-token-for-the-screen');
  await expect(page.getByTestId('account-email')).toHaveText('new.installer@example.com');
  expect(sent).toEqual({ token: 'faked-token-for-the-screen' });
  await expect(page).toHaveURL(/\/accept-invite$/);
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText(ACCOUNT_MESSAGES.passwordsDiffer)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

// ---- With e-mail ----

/** A link from a received e-mail as a path on this app (the server names its own public origin). */
async function linkFrom(to: string, subject: string, pathname: string): Promise<string> {
  const url = new URL(linkIn(await waitForMail(to, subject), pathname));
  return url.pathname + url.search;
}

async function freshPage(browser: Browser) {
  // Explicitly empty: inside a test, a new context otherwise starts from the test's own storage state (the admin's).
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  return { context, page: await context.newPage() };
}

/** /app/users as the admin, signed in afresh: a sign-in through the page replaces the worker's cached admin session. */
async function openUsersAsAdmin(page: Page) {
  await page.context().clearCookies();
  await page.goto('/login');
  await signInThroughPage(page, USERS.admin);
  await page.goto('/app/users');
}

async function setPassword(page: Page) {
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
}

test.describe('with e-mail', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ persona: 'admin' });

  const installer = `${uniqueName('installer').replace(/\s+/g, '.')}@example.com`.toLowerCase();
  let inviteLink = '';

  test('an admin invites an installer, who sets a password from the e-mail and lands on the dashboard', async ({ page, browser }) => {
    await page.goto('/app/users');
    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite user' });
    await dialog.getByLabel('Email').fill(installer);
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Installer' }).click();
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await expect(dialog.getByText(`Invitation sent to ${installer}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: installer });
    await expect(row.getByRole('cell')).toContainText([installer, 'Installer', 'Invited', 'Never']);
    // Newest first: the invitation just sent heads the audit log.
    await expect(page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1).getByRole('cell')).toContainText([
      USERS.admin,
      'Invited',
      installer,
    ]);

    inviteLink = await linkFrom(installer, INVITE_SUBJECT, '/accept-invite');
    const { context, page: invitee } = await freshPage(browser);
    await invitee.goto(inviteLink);
    await expect(invitee.getByRole('heading', { level: 1, name: 'Set up your account' })).toBeVisible();
    await expect(invitee.getByTestId('account-email')).toHaveText(installer);
    // The token left the address bar on load.
    await expect(invitee).toHaveURL(/\/accept-invite$/);
    await invitee.getByLabel('New password').fill(NEW_PASSWORD);
    await invitee.getByLabel('Confirm password').fill(`${NEW_PASSWORD}!`);
    await invitee.getByRole('button', { name: 'Set password' }).click();
    await expect(invitee.getByText(ACCOUNT_MESSAGES.passwordsDiffer)).toBeVisible();
    await setPassword(invitee);
    await expect(invitee).toHaveURL(/\/app\/dashboard$/);
    await expect(invitee.getByTestId('user-label')).toHaveText(`${installer} (installer)`);
    await context.close();
  });

  test('the used invitation link is refused', async ({ browser }) => {
    const { context, page } = await freshPage(browser);
    await page.goto(inviteLink);
    await expect(page.getByText(ACCOUNT_MESSAGES.linkUsed)).toBeVisible();
    await expect(page.getByLabel('New password')).toHaveCount(0);
    await context.close();
  });

  test('forgot-password answers the same for a known and an unknown email; the known one resets by e-mail', async ({ browser }) => {
    const { context, page } = await freshPage(browser);
    const answerFor = async (email: string) => {
      await page.goto('/forgot-password');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send link' }).click();
      await expect(page.getByText(ACCOUNT_MESSAGES.forgotPasswordAnswer)).toBeVisible();
      return page.getByRole('main').innerText();
    };
    const unknown = `nobody.${Date.now()}@example.com`;
    expect(await answerFor(installer)).toBe(await answerFor(unknown));
    const resetLink = await linkFrom(installer, RESET_SUBJECT, '/reset-password');
    expect(await mailsTo(unknown)).toEqual([]);

    await page.goto(resetLink);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    // The token left the address bar on load.
    await expect(page).toHaveURL(/\/reset-password$/);
    await setPassword(page);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    // A reset link is only tried on submit (there is no look-up for it): the used one is refused then.
    await page.goto(resetLink);
    await setPassword(page);
    await expect(page.getByText(ACCOUNT_MESSAGES.linkUsed)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
    await context.close();
  });

  test('disabling signs the user out of an open browser on its next request', async ({ page, browser }) => {
    const { context, page: user } = await freshPage(browser);
    await user.goto('/login');
    await user.getByLabel('Email').fill(installer);
    await user.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await user.getByRole('button', { name: 'Sign In' }).click();
    await expect(user).toHaveURL(/\/app\/dashboard$/);

    await openUsersAsAdmin(page);
    const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: installer });
    await row.getByRole('button', { name: 'Disable' }).click();
    await page
      .getByRole('alertdialog', { name: `Disable ${installer}?` })
      .getByRole('button', { name: 'Disable' })
      .click();
    await expect(page.getByText(`${installer} is disabled`)).toBeVisible();
    await expect(row.getByRole('cell')).toContainText([installer, 'Installer', 'Disabled']);

    await user.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Orders' }).click();
    await expect(user).toHaveURL(/\/login$/);
    await context.close();
  });

  test('the last active admin cannot disable themselves', async ({ page }) => {
    await openUsersAsAdmin(page);
    const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: USERS.admin });
    await row.getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click();
    await expect(
      page.getByRole('status').getByText(new RegExp(`${ACCOUNT_MESSAGES.notYourself}|${ACCOUNT_MESSAGES.lastAdmin}`)),
    ).toBeVisible();
  });
});
