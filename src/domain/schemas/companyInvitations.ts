// Invitations to join a trade company (docs/product.md#trade-accounts): an owner (or an admin) invites an
// address through POST /api/accounts/{id}/members, which answers the same for every address; the
// person signed in with that address reads theirs at GET /api/me/invitations and accepts or declines
// each. Until they accept they are not a member and nothing of theirs is shared.
import { z } from 'zod';
import { isoTimestamp } from './fields';
import { COMPANY_ROLES } from './trade';

export const INVITATION_MESSAGES = {
  notFound: 'This invitation has ended or is not for you',
  alreadyMember: 'That address is already a member of this company',
  /** The invited person's own answer: they read it, signed in as themselves. */
  inAnotherCompany: 'You already belong to a trade company. Ask its owner to remove you before joining another.',
  staff: 'Staff accounts cannot join a trade company',
  tooManyForCompany: 'Too many invitations from this company. Please try again tomorrow.',
  tooManyForAddress: 'Too many invitations to this address. Please try again tomorrow.',
} as const;

/** A pending invitation as the company's members see it. */
export const pendingInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  invitedAt: isoTimestamp,
  expiresAt: isoTimestamp,
});
export const pendingInvitationList = z.array(pendingInvitation);

/** POST /api/accounts/{id}/members: the same answer for every address, account or not. */
export const invitationSent = z.object({ invitation: pendingInvitation });

/** An invitation as the invited person sees it: which company, as what, from whom. */
export const myInvitation = z.object({
  id: z.string(),
  company: z.object({ id: z.string(), name: z.string() }),
  role: z.enum(COMPANY_ROLES),
  invitedBy: z.string().describe('The e-mail address of whoever sent it'),
  expiresAt: isoTimestamp,
});
export const myInvitationList = z.array(myInvitation);

/** POST /api/me/invitations/{id}/accept: the company joined and the role in it. */
export const invitationAccepted = z.object({ company: z.object({ id: z.string(), name: z.string() }), role: z.enum(COMPANY_ROLES) });

export const invitationParams = z.object({ id: z.string().max(100) });
export const companyInvitationParams = z.object({ id: z.string().max(100), invitationId: z.string().max(100) });

export type PendingInvitation = z.infer<typeof pendingInvitation>;
export type MyInvitation = z.infer<typeof myInvitation>;
export type InvitationAccepted = z.infer<typeof invitationAccepted>;
