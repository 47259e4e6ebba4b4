// An owner's Invite a colleague on the account page (docs/product.md#trade-accounts): the invitation machine
// (./invite.ts) over the company roles, POST /accounts/{id}/members, starting at Buyer. Its own file, as
// every machine has one: the members machine (./companyMembers.machine.ts) invokes it.
import { MEMBER_FALLBACKS } from '../src/domain/companyMembers';
import { memberAdd } from '../src/domain/schemas/trade';
import { createInviteMachine } from './invite';

export const inviteColleagueMachine = createInviteMachine({
  id: 'inviteColleague',
  schema: memberAdd,
  role: 'buyer',
  fallback: MEMBER_FALLBACKS.inviteFailed,
});
