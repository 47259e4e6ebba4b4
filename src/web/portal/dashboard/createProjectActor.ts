// The Create Project dialog's actor (DashboardPage provides it with the app's call); the dialog and
// the page's Create Project button read and send through CreateProjectContext.
import { createActorContext } from '@xstate/react';
import { createProjectMachine } from '../../../../machines/createProject.machine';
import { getInspect } from '../../inspect';

export const CreateProjectContext = createActorContext(createProjectMachine, { inspect: getInspect() });
