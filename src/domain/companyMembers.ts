// What a company's members sections (the owner's account page, the admin's Accounts page) say: the role
// choices, what adding a member did, and the fallbacks when a call fails without the server's own words
// (machines/errors.ts); the server's refusals (the last owner, a user of another company) are shown as sent.
import { COMPANY_ROLE_LABELS, COMPANY_ROLES, type CompanyRole } from './schemas/trade';

export const MEMBER_FALLBACKS = {
  inviteFailed: 'Failed to send the invitation',
  removeFailed: 'Failed to remove the member',
} as const;

/** The company roles as a role field offers them (Owner, Buyer). */
export const COMPANY_ROLE_OPTIONS = COMPANY_ROLES.map((value) => ({ value, label: COMPANY_ROLE_LABELS[value] }));

const roleLabelOf = (role: string) => (role in COMPANY_ROLE_LABELS ? COMPANY_ROLE_LABELS[role as CompanyRole] : role);

/** What adding a member says: an unknown address is invited, a known user joins at once with the role. */
export function memberAddedText(added: { email: string; role: string; invited: boolean }): string {
  return added.invited ? `Invitation sent to ${added.email}` : `${added.email} added as ${roleLabelOf(added.role)}`;
}
