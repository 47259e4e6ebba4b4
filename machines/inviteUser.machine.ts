// The users page's Invite user dialog (docs/product.md#accounts): the invitation machine
// (./invite.ts) over the portal's roles, POST /users/invitations, starting at Client.
import { ACCOUNT_FALLBACKS } from '../src/domain/accountForms';
import { invitationCreate } from '../src/domain/schemas/users';
import { createInviteMachine } from './invite';

export const inviteUserMachine = createInviteMachine({
  id: 'inviteUser',
  schema: invitationCreate,
  role: 'client',
  fallback: ACCOUNT_FALLBACKS.inviteFailed,
});
