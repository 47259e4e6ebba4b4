// The invitation dialog's actor, for the one dialog view (InviteDialog): the users page gives it its own
// actor (InviteUserContext), the account page the invite child its members actor invokes. A React
// context, as createActorContext gives a screen's root actor, so no view takes an actor as a prop.
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { InviteMachine } from '../../../../machines/invite';

export type InviteActor = ActorRefFrom<InviteMachine>;

export const InviteActorContext = createContext<InviteActor | null>(null);

export function useInviteActor(): InviteActor {
  const actor = useContext(InviteActorContext);
  if (!actor) throw new Error('InviteDialog needs an InviteActorContext provider');
  return actor;
}
