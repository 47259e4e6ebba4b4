// Joining a trade company as the invited person does (docs/product.md#trade-accounts): the invitation
// e-mail names the company; with no account yet they create one with that address (sign-up, then its
// confirmation link and password), open Invitations and accept; only then are they a member.
import type { Browser, Page } from '@playwright/test';
import { SIGNUP_SUBJECT } from '../../src/server/mail/messages';
import { linkIn, waitForMail } from '../support/e2eMailbox';
import { expect } from './portalHelpers';

export const invitationSubject = (company: string) => `You're invited to join ${company} on Boardwalk`;

/** A browser of the invited person's own, signed up with the invited address, who accepts the invitation. */
export async function joinAsInvited(browser: Browser, email: string, company: string, password: string): Promise<Page> {
  const invitation = await waitForMail(email, invitationSubject(company));
  expect(linkIn(invitation, '/app/invitations')).toMatch(/\/app\/invitations$/);
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.goto(linkIn(await waitForMail(email, SIGNUP_SUBJECT), '/verify-email'));
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).not.toHaveURL(/\/verify-email/);
  // Not a member yet: the account page names the invitation and leads to it.
  await page.goto('/app/account');
  await expect(page.getByRole('region', { name: 'Company' })).toHaveCount(0);
  await expect(page.getByText(`${company} has invited you to join it.`)).toBeVisible();
  await page.getByRole('link', { name: 'See your invitations' }).click();
  await expect(page).toHaveURL(/\/app\/invitations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
  const card = page.getByRole('article', { name: company });
  await expect(card).toContainText(`invited you to join ${company} as`);
  await expect(card.getByRole('button', { name: `Decline ${company}'s invitation` })).toBeVisible();
  await card.getByRole('button', { name: `Accept and join ${company}` }).click();
  await expect(page.getByRole('status').getByText(`You've joined ${company}.`)).toBeVisible();
  await expect(page.getByRole('article', { name: company })).toHaveCount(0);
  return page;
}
