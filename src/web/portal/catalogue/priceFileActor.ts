// The price file's actor (machines/priceFile.machine.ts) on /app/catalogue, with the real calls of
// src/web/api/catalogueAdmin.ts. The panel provides it once per client; its parts read it with
// PriceFileContext.useSelector and send with useActorRef().send.
import type { QueryClient } from '@tanstack/react-query';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { priceFileMachine } from '../../../../machines/priceFile.machine';
import { applyPriceFile, onCatalogueChanged, previewPriceFile } from '../../api/catalogueAdmin';
import type { ApiClient } from '../../api/client';
import { getInspect } from '../../inspect';

export const PriceFileContext = createActorContext(priceFileMachine, { inspect: getInspect() });

/** The machine with the API's calls; made once per client and query client (the panel memoises it). */
export function priceFileLogic(client: ApiClient, qc: QueryClient): typeof priceFileMachine {
  return priceFileMachine.provide({
    actors: {
      previewPriceFile: fromPromise(({ input }) => previewPriceFile(client, input)),
      applyPriceFile: fromPromise(({ input }) => applyPriceFile(client, input)),
    },
    actions: { catalogueChanged: () => void onCatalogueChanged(qc) },
  });
}
