// What the people screens decide and say beside the API's own texts (ACCOUNT_MESSAGES in
// schemas/users.ts): the password form's rules, the fallbacks for failures that never reached the
// server (machines/errors.ts), and how an audit entry reads (docs/product.md#accounts).
import type { UserRole } from './constants';
import { ACCOUNT_MESSAGES, newPassword, USER_STATES, type AuditEntry, type UserState } from './schemas/users';

export const ACCOUNT_FALLBACKS = {
  inviteFailed: 'Failed to send the invitation',
  linkCheckFailed: 'Could not check this link. Please try again.',
  setPasswordFailed: 'Failed to set your password. Please try again.',
  forgotPasswordFailed: 'Failed to send the link. Please try again.',
  userUpdateFailed: 'Failed to update the user',
  resendFailed: 'Failed to resend the invitation',
} as const;

/** The one-time links' refusals: a token the server will not take, whatever the password. */
export const LINK_REFUSALS: readonly string[] = [ACCOUNT_MESSAGES.linkUsed, ACCOUNT_MESSAGES.linkExpired, ACCOUNT_MESSAGES.linkInvalid];

export interface PasswordFormErrors {
  password?: string;
  confirm?: string;
}

/** New password by the API's own rule (newPassword), and the confirmation typed the same. */
export function passwordFormErrors(password: string, confirm: string): PasswordFormErrors {
  const errors: PasswordFormErrors = {};
  const parsed = newPassword.safeParse(password);
  if (!parsed.success) errors.password = parsed.error.issues[0]?.message;
  if (confirm !== password) errors.confirm = ACCOUNT_MESSAGES.passwordsDiffer;
  return errors;
}

export const AUDIT_ACTION_LABELS: Record<AuditEntry['action'], string> = {
  'user.invite': 'Invited',
  'user.invite.resend': 'Resent invitation to',
  'user.role': 'Changed role of',
  'user.disable': 'Disabled',
  'user.enable': 'Enabled',
};

/** Role names as the users page shows them, in the order the Invite dialog offers them. */
export const ROLE_OPTIONS: readonly { value: UserRole; label: string }[] = [
  { value: 'client', label: 'Client' },
  { value: 'installer', label: 'Installer' },
  { value: 'admin', label: 'Admin' },
  // docs/product.md#delivery: staff who drive the runs; they reach only /app/run.
  { value: 'driver', label: 'Driver' },
];

export const roleLabel = (role: UserRole) => ROLE_OPTIONS.find((o) => o.value === role)?.label ?? role;

/** The users page's state column: Active, Invited, Disabled. */
export const userStateLabel = (state: UserState) => USER_STATES.find((s) => s.value === state)?.label ?? state;

/** What an admin may do to a user in each state (docs/product.md#accounts): resend only to the invited; enable the disabled. */
export function userActions(state: UserState): { resendInvitation: boolean; access: 'disable' | 'enable' } {
  return { resendInvitation: state === 'invited', access: state === 'disabled' ? 'enable' : 'disable' };
}
