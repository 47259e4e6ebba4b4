// The stock forms' actor (machines/stockEntry.machine.ts) for an item's stock page, with the real calls
// of src/web/api/stock.ts. The page provides it once per item; the form reads it with
// StockEntryContext.useSelector and sends with useActorRef().send.
import type { QueryClient } from '@tanstack/react-query';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { stockEntryMachine } from '../../../../machines/stockEntry.machine';
import { onStockChanged, saveStockEntry } from '../../api/stock';
import type { ApiClient } from '../../api/client';
import { getInspect } from '../../inspect';

export const StockEntryContext = createActorContext(stockEntryMachine, { inspect: getInspect() });

/** The machine with the API's calls; made once per client and query client (the page memoises it). */
export function stockEntryLogic(client: ApiClient, qc: QueryClient): typeof stockEntryMachine {
  return stockEntryMachine.provide({
    actors: { saveStockEntry: fromPromise(({ input }) => saveStockEntry(client, input)) },
    actions: { stockChanged: () => void onStockChanged(qc) },
  });
}
