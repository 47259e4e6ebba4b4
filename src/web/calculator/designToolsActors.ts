// The calculator's design tools, one actor each (DesignToolsProvider.tsx provides them with the app's
// calls): where the drawing comes from with Show boards and Board direction, Save design, and Share.
// The toolbar, the dialogs and the page read and send through these contexts.
import { createActorContext } from '@xstate/react';
import { designSessionMachine } from '../../../machines/designSession.machine';
import { saveDesignMachine } from '../../../machines/saveDesign.machine';
import { shareDesignMachine } from '../../../machines/shareDesign.machine';
import { getInspect } from '../inspect';

export const DesignSessionContext = createActorContext(designSessionMachine, { inspect: getInspect() });
export const SaveDesignContext = createActorContext(saveDesignMachine, { inspect: getInspect() });
export const ShareDesignContext = createActorContext(shareDesignMachine, { inspect: getInspect() });
