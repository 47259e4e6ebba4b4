import type { ActorRefFrom } from 'xstate';
import type { orderWizardMachine } from '../../../../machines/orderWizard.machine';

export type WizardActor = ActorRefFrom<typeof orderWizardMachine>;
