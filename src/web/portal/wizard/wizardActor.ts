// The order wizard's actor for the whole wizard subtree (OrderWizardPage provides it with the app's
// calls and the page's input); every step reads it with OrderWizardContext.useSelector and sends
// through OrderWizardContext.useActorRef().
import { createActorContext } from '@xstate/react';
import { orderWizardMachine } from '../../../../machines/orderWizard.machine';
import { getInspect } from '../../inspect';

export const OrderWizardContext = createActorContext(orderWizardMachine, { inspect: getInspect() });
