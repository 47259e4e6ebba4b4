// The project name editor's actor (ProjectDetailPage provides it with the app's call and the project);
// the editor reads and sends through ProjectNameContext.
import { createActorContext } from '@xstate/react';
import { projectNameMachine } from '../../../../machines/projectName.machine';
import { getInspect } from '../../inspect';

export const ProjectNameContext = createActorContext(projectNameMachine, { inspect: getInspect() });
