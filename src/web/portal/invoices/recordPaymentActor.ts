// The Record payment form's actor (machines/recordPayment.machine.ts) for an admin's invoice page, with
// the real call of src/web/api/invoices.ts. The page provides it once per invoice; the form reads it with
// RecordPaymentContext.useSelector and sends with useActorRef().send.
import type { QueryClient } from '@tanstack/react-query';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { recordPaymentMachine } from '../../../../machines/recordPayment.machine';
import { onPaymentRecorded, recordInvoicePayment } from '../../api/invoices';
import type { ApiClient } from '../../api/client';
import { getInspect } from '../../inspect';

export const RecordPaymentContext = createActorContext(recordPaymentMachine, { inspect: getInspect() });

/** The machine with the API's call; made once per client and query client (the page memoises it). */
export function recordPaymentLogic(client: ApiClient, qc: QueryClient): typeof recordPaymentMachine {
  return recordPaymentMachine.provide({
    actors: { recordPayment: fromPromise(({ input }) => recordInvoicePayment(client, input.invoiceId, input.payment)) },
    actions: { paymentRecorded: (_, updated) => void onPaymentRecorded(qc, updated) },
  });
}
