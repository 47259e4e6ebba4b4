// The Invite user dialog's actor (UsersPage provides it with the app's call); the dialog and the page's
// Invite user button read and send through InviteUserContext.
import { createActorContext } from '@xstate/react';
import { inviteUserMachine } from '../../../../machines/inviteUser.machine';
import { getInspect } from '../../inspect';

export const InviteUserContext = createActorContext(inviteUserMachine, { inspect: getInspect() });
