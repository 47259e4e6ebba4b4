// The run planner's actor (machines/runPlan.machine.ts) for a day's run sheet, with the real call of
// src/web/api/runs.ts (PUT /api/delivery/runs). The planner provides it once per day.
import type { QueryClient } from '@tanstack/react-query';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { runPlanMachine } from '../../../../machines/runPlan.machine';
import type { ApiClient } from '../../api/client';
import { onDeliveriesChanged } from '../../api/delivery';
import { saveRun } from '../../api/runs';
import { getInspect } from '../../inspect';

export const RunPlanContext = createActorContext(runPlanMachine, { inspect: getInspect() });

export function runPlanLogic(client: ApiClient, qc: QueryClient): typeof runPlanMachine {
  return runPlanMachine.provide({
    actors: { saveRun: fromPromise(({ input }) => saveRun(client, input)) },
    actions: { runsChanged: () => void onDeliveriesChanged(qc) },
  });
}
