// The sign-up screens' texts and form rule (docs/product.md#accounts): /login's note and
// Create an account, /signup and /verify-email. The spec names none, so these are ours; one place for
// the pages, the machines and the tests. The server's own answers are SIGNUP_MESSAGES (schemas/signup.ts).
// No zod here: /login and the calculator import this file, and neither page loads zod to be shown.

export const SIGNUP_TEXTS = {
  /** The /login link and the sign-up form's button. */
  createAccount: 'Create an account',
  creatingAccount: 'Creating account...',
  newHere: 'New to Boardwalk?',
  /** /login reached from the calculator's Save design: why a visitor is asked to sign in. */
  saveDesignNote: 'Sign in or create an account to save your design.',
  heading: 'Create your account',
  intro: 'Save your deck designs, keep projects and order boards online. We will e-mail you a link to confirm your address.',
  haveAccount: 'Already have an account?',
  signIn: 'Sign in',
  signupFailed: 'Failed to create your account. Please try again.',
  verifyHeading: 'Confirm your account',
  /** Why the confirmation page asks for a password: only whoever signed up knows it. */
  verifyIntro: 'Enter the password you chose when you signed up to confirm your account.',
  confirm: 'Confirm',
  confirming: 'Confirming...',
  verifying: 'Confirming your account',
  verifyFailed: 'Could not confirm your account. Please try again.',
  /** A confirmation link that cannot be used: the ways forward. */
  signUpAgain: 'Sign up again',
  goToSignIn: 'Go to sign in',
} as const;

/** A path of this site ('/x', never '//host' or '/\host', which browsers read as another site). */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && ![...value].some((c) => c === '\\' || c.charCodeAt(0) < 0x20);
}

export const SIGNUP_PATH = '/signup';

/** /signup keeping the way back (a path of this site) in `next`, so the confirmed visitor returns there. */
export function signupHref(next: string | null | undefined): string {
  return next && isSitePath(next) ? `${SIGNUP_PATH}?next=${encodeURIComponent(next)}` : SIGNUP_PATH;
}

/** The way back read from /signup's `next`, when it is a path of this site (anything else is dropped). */
export function returnPathOf(next: string | null | undefined): string | null {
  return next && isSitePath(next) && next !== '/login' && next !== SIGNUP_PATH ? next : null;
}
