// What a company's members sections (the owner's account page, the admin's Accounts page) say: the role
// choices, what adding a member did, and the fallbacks when a call fails without the server's own words
// (machines/errors.ts); the server's refusals (the last owner, a user of another company) are shown as sent.
import { COMPANY_ROLE_LABELS, COMPANY_ROLES } from './schemas/trade';

export const MEMBER_FALLBACKS = {
  inviteFailed: 'Failed to send the invitation',
  removeFailed: 'Failed to remove the member',
  cancelFailed: 'Failed to cancel the invitation',
} as const;

/** The portal page where a person answers their invitations to join a company (and the e-mail links to). */
export const INVITATIONS_PATH = '/app/invitations';

/** The account page's notice of invitations waiting for an answer. */
export function pendingInvitationsText(invitations: readonly { company: { name: string } }[]): string {
  return invitations.length === 1
    ? `${invitations[0].company.name} has invited you to join it.`
    : `You have ${invitations.length} invitations to join a company.`;
}

/** The invited person's invitations page: its fallback, and what an answer says. */
export const INVITATION_FALLBACKS = { answerFailed: 'Failed to answer the invitation' } as const;

export const invitationAnsweredText = (answered: { kind: 'accepted' | 'declined'; company: string }) =>
  answered.kind === 'accepted' ? `You've joined ${answered.company}.` : `You declined the invitation from ${answered.company}.`;

/** The company roles as a role field offers them (Owner, Buyer). */
export const COMPANY_ROLE_OPTIONS = COMPANY_ROLES.map((value) => ({ value, label: COMPANY_ROLE_LABELS[value] }));

/**
 * What inviting a colleague says, the same for every address (docs/product.md#trade-accounts): they join
 * only when they accept, so nothing tells whether the address has an account.
 */
export function memberAddedText(added: { email: string }): string {
  return `Invitation sent to ${added.email}. They join when they accept it.`;
}
