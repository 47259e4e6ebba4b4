// Order wizard route (/app/orders/create and /orders/create, ?project= preselects the project). Runs
// the orderWizard machine with the real calls provided, and goes to /orders after submission.
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { orderWizardMachine } from '../../../../machines/orderWizard.machine';
import { boardConfigQuery, createOrder, queryKeys, useBoardItems, useHardwareItems, useProjects } from '../../api/queries';
import { usePageMeta } from '../../hooks/usePageMeta';
import { getInspect } from '../../inspect';
import { OrderWizardView } from './OrderWizardView';
import type { HardwareData } from './steps/HardwareStep';

export function OrderWizardPage() {
  usePageMeta('Create New Order', 'Build a board and hardware order step by step.');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const actor = useActorRef(
    orderWizardMachine.provide({
      actors: {
        loadBoardConfig: fromPromise(() => qc.fetchQuery(boardConfigQuery)),
        submitOrder: fromPromise(({ input }) => createOrder(input)),
      },
      actions: {
        navigateToOrders: () => {
          void qc.invalidateQueries({ queryKey: queryKeys.orders });
          navigate('/orders');
        },
      },
    }),
    { input: { project: params.get('project') || null }, inspect: getInspect() },
  );
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
