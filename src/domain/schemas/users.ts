// People (docs/product.md#accounts): the admin's users page, invitations and password
// reset. Texts the screens and the server share live here once.
import { z } from 'zod';
import { USER_ROLES } from '../constants';
import { emailField, enumField, isoTimestamp, requiredText, searchQuery } from './fields';
import { userRole } from './auth';

/** ASVS 5.0: at least 8 characters; long passphrases are accepted whole (not trimmed). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 1024;

export const USER_STATES = [
  { value: 'active', label: 'Active' },
  { value: 'invited', label: 'Invited' },
  { value: 'disabled', label: 'Disabled' },
] as const;
export type UserState = (typeof USER_STATES)[number]['value'];
const USER_STATE_VALUES = USER_STATES.map((s) => s.value) as unknown as readonly [UserState, ...UserState[]];

export const ACCOUNT_MESSAGES = {
  /** docs/product.md#accounts: the same answer whether or not the account exists. */
  forgotPasswordAnswer: "If an account exists for that email, we've sent a link to reset your password.",
  /** The 429 of POST /auth/forgot-password: what was refused, not the sign-in throttle's words. */
  tooManyResetRequests: 'Too many password reset requests. Please try again later.',
  linkUsed: 'This link has already been used. Ask for a new one.',
  linkExpired: 'This link has expired. Ask for a new one.',
  linkInvalid: 'This link is not valid. Check that you copied the whole link, or ask for a new one.',
  passwordsDiffer: 'The passwords do not match',
  emailTaken: 'A user with that email already exists',
  notInvited: 'This user has already accepted their invitation',
  lastAdmin: 'The last active admin cannot be disabled or given another role',
  notYourself: 'You cannot disable yourself or change your own role',
  userNotFound: 'User not found',
  /** The 403 of every /api/users admin route for a signed-in non-admin. */
  adminOnly: 'Only an admin can manage users',
} as const;

export const newPassword = z
  .string({ error: (i) => (i.input === undefined ? 'Password is required' : 'Password must be text') })
  .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` });

/** A one-time link's token: 256 random bits, base64url (43 characters). */
export const linkToken = requiredText('Token', 200);

// ---- Admin: /app/users ----

export const userListQuery = z.object({
  q: searchQuery,
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(100, { error: 'limit must be at most 100' })
    .optional(),
  cursor: z.string().max(200, { error: 'cursor is not valid' }).optional(),
});

export const userSummary = z.object({
  id: z.string(),
  email: z.string(),
  role: userRole,
  state: z.enum(USER_STATE_VALUES),
  lastSignInAt: isoTimestamp.nullable(),
  createdAt: isoTimestamp,
});
export const userList = z.array(userSummary);

export const invitationCreate = z.object({
  email: emailField(),
  role: enumField('Role', USER_ROLES),
});

export const userUpdate = z
  .object({
    role: enumField('Role', USER_ROLES).optional(),
    disabled: z.boolean({ error: 'disabled must be true or false' }).optional(),
  })
  .refine((v) => v.role !== undefined || v.disabled !== undefined, { error: 'Give a role or disabled' });

/** One admin action (who, what, whom, when). */
export const auditEntry = z.object({
  id: z.number(),
  at: isoTimestamp,
  actor: z.string().describe("The admin's email"),
  action: z.enum(['user.invite', 'user.invite.resend', 'user.role', 'user.disable', 'user.enable']),
  target: z.string().describe("The affected user's email"),
  detail: z.string().describe("e.g. 'installer -> admin'"),
});
export const auditLog = z.array(auditEntry);

// ---- Invitation and password reset ----

/** POST /api/auth/invitation: what /accept-invite shows before the password is set. */
export const invitationLookup = z.object({ token: linkToken });
export const invitationInfo = z.object({ email: z.string(), role: userRole });

export const acceptInvite = z.object({ token: linkToken, password: newPassword });
export const forgotPassword = z.object({ email: emailField() });
export const forgotPasswordAnswer = z.object({ message: z.literal(ACCOUNT_MESSAGES.forgotPasswordAnswer) });
export const resetPassword = z.object({ token: linkToken, password: newPassword });

export type UserSummary = z.infer<typeof userSummary>;
export type AuditEntry = z.infer<typeof auditEntry>;
export type InvitationInfo = z.infer<typeof invitationInfo>;
