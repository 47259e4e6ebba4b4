// A visitor's own account (docs/product.md#accounts): POST /api/auth/signup with an email and
// a password, a confirmation e-mail whose one-time link (the invitation's rules: 7 days, single use)
// makes the client account and signs the browser in. The answer is the same whether or not the email
// already has an account, so the form tells nobody who has one.
import { z } from 'zod';
import { loginRequest, user } from './auth';
import { isSitePath } from '../signupTexts';
import { emailField, firstMessages } from './fields';
import { linkToken, newPassword } from './users';

export const SIGNUP_MESSAGES = {
  /** The one answer to every accepted sign-up, taken or not. */
  sent: "Check your email: we've sent you a link to confirm your account. It works once, within 7 days.",
  /** A valid link whose address got an account meanwhile (an invitation, or another sign-up confirmed first). */
  accountExists: 'You already have an account with this email. Sign in instead.',
  throttled: 'Too many sign-up attempts. Please wait a few minutes and try again.',
  /** A confirmation link opened with another password than the sign-up's: the link stays usable. */
  wrongPassword: 'That is not the password you chose when you signed up. Please try again.',
} as const;

/** The longest return path kept (a calculator URL with its brand, colour and design). */
export const RETURN_PATH_MAX = 2000;

const returnPath = z
  .string({ error: 'returnTo must be text' })
  .max(RETURN_PATH_MAX, { error: `returnTo must be at most ${RETURN_PATH_MAX} characters` })
  .refine(isSitePath, { error: 'returnTo must be a path of this site' });

export const signupRequest = z.object({
  email: emailField(),
  password: newPassword,
  /** Where to go once the account is confirmed (e.g. the calculator with the visitor's drawing). */
  returnTo: returnPath.optional(),
});
export const signupAnswer = z.object({ message: z.literal(SIGNUP_MESSAGES.sent) });

/**
 * The link and the password chosen at sign-up: the link alone does not make the account, or whoever
 * signed up with someone else's address would own the account its owner confirms.
 */
export const verifyEmailRequest = z.object({ token: linkToken, password: loginRequest.shape.password });
/** The signed-in user, as login answers, and where the page goes next. */
export const verifyEmailResponse = z.object({ user, returnTo: z.string().nullable() });

export type SignupRequest = z.infer<typeof signupRequest>;
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequest>;
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponse>;

export interface SignupFormErrors {
  email?: string;
  password?: string;
}

/** The sign-up form's Email and Password by this schema, each field with its first message. */
export function signupFormErrors(email: string, password: string): SignupFormErrors {
  const parsed = signupRequest.safeParse({ email, password });
  return parsed.success ? {} : firstMessages(parsed.error.issues, ['email', 'password']);
}

/** The confirmation page's Password field by this schema: its first message, or undefined. */
export function verifyPasswordError(password: string): string | undefined {
  const parsed = verifyEmailRequest.shape.password.safeParse(password);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}
