// The driver's run actor (machines/driverRun.machine.ts) for /app/run with the real calls: the runs from
// GET /api/run (or the phone's copy) and the IndexedDB outbox of ./outbox.ts. The page provides it once
// per client; the views read it with DriverRunContext.useSelector and only send.
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { driverRunMachine } from '../../../../machines/driverRun.machine';
import type { ApiClient } from '../../api/client';
import { getInspect } from '../../inspect';
import { discardStep, loadRuns, sendSteps } from './outbox';

export const DriverRunContext = createActorContext(driverRunMachine, { inspect: getInspect() });

export function driverRunLogic(client: ApiClient): typeof driverRunMachine {
  return driverRunMachine.provide({
    actors: {
      loadRun: fromPromise(() => loadRuns(client)),
      sendSteps: fromPromise(({ input }) => sendSteps(client, input.step, input.retryKey)),
      discardStep: fromPromise(({ input }) => discardStep(input.key)),
    },
  });
}
