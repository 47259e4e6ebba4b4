// Order wizard route (/app/orders/create and /orders/create, ?project= preselects the project). Runs
// the orderWizard machine with the real calls provided, and goes to /orders after submission.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useNavigate, useSearchParams, type NavigateFunction } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { orderWizardMachine } from '../../../../machines/orderWizard.machine';
import { useApiClient } from '../../api/ApiClientContext';
import type { ApiClient } from '../../api/client';
import { boardConfigQuery, createOrder, queryKeys, useBoardItems, useHardwareItems, useProjects } from '../../api/queries';
import { usePageMeta } from '../../hooks/usePageMeta';
import { getInspect } from '../../inspect';
import { OrderWizardView } from './OrderWizardView';
import type { HardwareData } from './steps/HardwareStep';

/** The wizard with the app's calls, built once per page (provide() makes a new machine definition). */
function appOrderWizardMachine(qc: QueryClient, client: ApiClient, navigate: NavigateFunction) {
  return orderWizardMachine.provide({
    actors: {
      loadBoardConfig: fromPromise(() => qc.fetchQuery(boardConfigQuery)),
      submitOrder: fromPromise(({ input }) => createOrder(client, input)),
    },
    actions: {
      navigateToOrders: () => {
        void qc.invalidateQueries({ queryKey: queryKeys.orders });
        navigate('/orders');
      },
    },
  });
}

export function OrderWizardPage() {
  usePageMeta('Create New Order', 'Build a board and hardware order step by step.');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const client = useApiClient();
  const machine = useMemo(() => appOrderWizardMachine(qc, client, navigate), [qc, client, navigate]);
  const actor = useActorRef(machine, { input: { project: params.get('project') || null }, inspect: getInspect() });
  const boardItems = useBoardItems();
  const hardwareItems = useHardwareItems();
  const projects = useProjects();
  const hardware: HardwareData =
    hardwareItems.isError || boardItems.isError
      ? { status: 'error' }
      : hardwareItems.isSuccess && boardItems.isSuccess
        ? { status: 'success', boardItems: boardItems.data, hardwareItems: hardwareItems.data }
        : { status: 'pending' };
  return <OrderWizardView actor={actor} boardItems={boardItems.data} hardware={hardware} projects={projects.data ?? []} />;
}
