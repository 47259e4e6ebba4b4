// The Rename and Delete dialogs' actor for a designs list (DeckLayoutPage provides it with the app's
// calls); the dialogs read it with DesignActionsContext.useSelector and send through useActorRef().
import { createActorContext } from '@xstate/react';
import { designActionsMachine } from '../../../../machines/designActions.machine';
import { getInspect } from '../../inspect';

export const DesignActionsContext = createActorContext(designActionsMachine, { inspect: getInspect() });
