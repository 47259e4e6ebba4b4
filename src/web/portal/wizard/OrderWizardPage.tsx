// Order wizard route (/app/orders/create and /orders/create, ?project= preselects the project,
// ?reorder={id} starts from that order's lines, ?design={id} from a saved design's boards). Runs the
// orderWizard machine with the real calls provided, and goes to /orders after submission, where the placed order's reference is confirmed.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { priceBook } from '../../../domain/orderPricing';
import { ORDER_PLACED_STATE, type OrderPlacedState } from '../orders/orderPlaced';
import { useNavigate, useSearchParams, type NavigateFunction } from 'react-router';
import { fromPromise } from 'xstate';
import { orderWizardMachine } from '../../../../machines/orderWizard.machine';
import { useApiClient } from '../../api/ApiClientContext';
import { useMyAccount, useMyPrices } from '../../api/tradeAccounts';
import { Spinner } from '../../components/Spinner';
import type { ApiClient } from '../../api/client';
import { boardConfigQuery, hardwareItemsQuery, onPricesUpdated, useBoardItems, useHardwareItems } from '../../api/catalogue';
import { createOrder, onOrderPlaced, orderQuery } from '../../api/orders';
import { projectsQuery, useProjects } from '../../api/projects';
import { usePageMeta } from '../../hooks/usePageMeta';
import { fetchDesign, fetchDesignMaterials } from '../../api/designs';
import { OrderWizardView } from './OrderWizardView';
import type { HardwareData } from './steps/HardwareStep';
import { OrderWizardContext } from './wizardActor';

/**
 * The wizard with the app's calls, built once per page (provide() makes a new machine definition).
 * One idempotency key per wizard: submitting again (after a lost answer) cannot place a second order,
 * while every new wizard, Order again included, is a new order.
 */
function appOrderWizardMachine(qc: QueryClient, client: ApiClient, navigate: NavigateFunction, idempotencyKey: string) {
  return orderWizardMachine.provide({
    actors: {
      loadBoardConfig: fromPromise(() => qc.fetchQuery(boardConfigQuery)),
      loadReorder: fromPromise(async ({ input }) => {
        const [order, hardwareItems, projects] = await Promise.all([
          qc.fetchQuery(orderQuery(client, input.orderId)),
          qc.fetchQuery(hardwareItemsQuery),
          qc.fetchQuery(projectsQuery(client)),
        ]);
        return { order, hardwareItems, projects };
      }),
      // The design with its whole priced list and the hardware its lines are found in.
      loadDesign: fromPromise(async ({ input, signal }) => {
        const [found, { materials }, hardwareItems] = await Promise.all([
          fetchDesign(client, input.designId, signal),
          fetchDesignMaterials(client, input.designId, signal),
          qc.fetchQuery(hardwareItemsQuery),
        ]);
        return { ...found, materials, hardwareItems };
      }),
      submitOrder: fromPromise(({ input }) => createOrder(client, input, idempotencyKey)),
    },
    actions: {
      // docs/product.md#catalogue: the page's catalogue is read again once the server says its prices changed.
      refreshPrices: () => void onPricesUpdated(qc),
      navigateToOrders: (_, order) => {
        void onOrderPlaced(qc);
        navigate('/orders', { state: { [ORDER_PLACED_STATE]: order.id } satisfies OrderPlacedState });
      },
    },
  });
}

/** 128 random bits as hex (crypto.randomUUID needs a secure context; getRandomValues does not). */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function OrderWizardPage() {
  usePageMeta('Create New Order', 'Build a board and hardware order step by step.');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const client = useApiClient();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const machine = useMemo(() => appOrderWizardMachine(qc, client, navigate, idempotencyKey), [qc, client, navigate, idempotencyKey]);
  // The page's query is read once, when the actor starts (later renders pass it again, unused).
  // A trade company may require a purchase order reference: the wizard starts once the account is known.
  const account = useMyAccount();
  const input = {
    project: params.get('project') || null,
    reorder: params.get('reorder') || null,
    design: params.get('design') || null,
    poRequired: account.data?.company?.poRequired ?? false,
  };
  const boardItems = useBoardItems();
  const hardwareItems = useHardwareItems();
  const projects = useProjects();
  const hardware: HardwareData =
    hardwareItems.isError || boardItems.isError
      ? { status: 'error' }
      : hardwareItems.isSuccess && boardItems.isSuccess
        ? { status: 'success', boardItems: boardItems.data, hardwareItems: hardwareItems.data }
        : { status: 'pending' };
  // The running total's prices: today's catalogue rates (the server prices the order again from its own).
  // Boards do not wait on a failed hardware list: without it the order can hold no hardware chosen from it,
  // and a line still without a price is named by the views rather than left spinning.
  const hardwareSettled = hardwareItems.isSuccess || hardwareItems.isError;
  // A trade company's member sees the company's prices (docs/product.md#trade-accounts), as the server charges them.
  const buyerPrices = useMyPrices();
  const prices = useMemo(
    () => (boardItems.data && hardwareSettled && buyerPrices ? priceBook(boardItems.data, hardwareItems.data ?? [], buyerPrices) : null),
    [boardItems.data, hardwareItems.data, hardwareSettled, buyerPrices],
  );
  if (account.isPending) return <Spinner label="Loading your account" />;
  return (
    <OrderWizardContext.Provider logic={machine} options={{ input }}>
      <OrderWizardView boardItems={boardItems.data} hardware={hardware} projects={projects.data ?? []} prices={prices} />
    </OrderWizardContext.Provider>
  );
}
