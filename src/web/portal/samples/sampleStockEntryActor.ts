// The Samples in form's actor (machines/sampleStockEntry.machine.ts) with the real call of
// src/web/api/samples.ts. SamplesPage provides it once; the form reads it with
// SampleStockEntryContext.useSelector and sends with useActorRef().send.
import type { QueryClient } from '@tanstack/react-query';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { sampleStockEntryMachine } from '../../../../machines/sampleStockEntry.machine';
import { onSampleStockChanged, saveSampleStock } from '../../api/samples';
import type { ApiClient } from '../../api/client';
import { getInspect } from '../../inspect';

export const SampleStockEntryContext = createActorContext(sampleStockEntryMachine, { inspect: getInspect() });

/** The machine with the API's call; made once per client and query client (the page memoises it). */
export function sampleStockEntryLogic(client: ApiClient, qc: QueryClient): typeof sampleStockEntryMachine {
  return sampleStockEntryMachine.provide({
    actors: { saveSampleStock: fromPromise(({ input }) => saveSampleStock(client, input)) },
    actions: { sampleStockChanged: () => void onSampleStockChanged(qc) },
  });
}
