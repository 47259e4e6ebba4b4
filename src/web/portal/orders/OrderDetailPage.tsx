// Order detail page: loads the order (404 -> Order not found, else Failed to load order details) and,
// for admins, runs the orderStatus machine behind the Update Status control and the snackbar.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createActorContext } from '@xstate/react';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { orderStatusMachine } from '../../../../machines/orderStatus.machine';
import { MESSAGES } from '../../../domain/messages';
import type { OrderDetail } from '../../../domain/schemas/orders';
import { useApiClient } from '../../api/ApiClientContext';
import { type ApiClient } from '../../api/client';
import { onOrderStatusChanged, updateOrderStatus, useOrder } from '../../api/orders';
import { useAuthUser } from '../../auth/AuthProvider';
import { Spinner } from '../../components/Spinner';
import { isNotFound } from '../../api/queryState';
import { DetailLoadFailed } from '../DetailLoadFailed';
import { usePageMeta } from '../../hooks/usePageMeta';
import { getInspect } from '../../inspect';
import { isAdmin } from '../permissions';
import { OrderDelivery } from './OrderDelivery';
import { OrderDetailView } from './OrderDetailView';
import { OrderEmails } from './OrderEmails';
import { StatusSnackbar } from './StatusSnackbar';

/** The status machine with the app's calls, built once per query client and API client (provide() makes a new machine definition). */
function appOrderStatusMachine(qc: QueryClient, client: ApiClient) {
  return orderStatusMachine.provide({
    actors: { updateStatus: fromPromise(({ input }) => updateOrderStatus(client, input.orderId, input.status)) },
    actions: {
      // The server's answer becomes the order's query data, which the page shows.
      orderUpdated: (_, updated) => void onOrderStatusChanged(qc, updated),
    },
  });
}

/** The status machine's actor for an admin's order detail (its status control and snackbar). */
const OrderStatusContext = createActorContext(orderStatusMachine, { inspect: getInspect() });

function AdminOrderDetail({ order, onBack }: { order: OrderDetail; onBack: () => void }) {
  const qc = useQueryClient();
  const client = useApiClient();
  const machine = useMemo(() => appOrderStatusMachine(qc, client), [qc, client]);
  return (
    <OrderStatusContext.Provider logic={machine} options={{ input: { orderId: order.id } }}>
      <AdminOrderStatus order={order} onBack={onBack} />
    </OrderStatusContext.Provider>
  );
}

function AdminOrderStatus({ order, onBack }: { order: OrderDetail; onBack: () => void }) {
  const actor = OrderStatusContext.useActorRef();
  const busy = OrderStatusContext.useSelector((s) => s.matches('updating'));
  const error = OrderStatusContext.useSelector((s) => s.context.error);
  const snackbar = OrderStatusContext.useSelector((s) => s.context.snackbar);
  return (
    <>
      <OrderDetailView
        order={order}
        onBack={onBack}
        statusControl={{ busy, error, onSelect: (status) => actor.send({ type: 'status.select', status }) }}
        emails={<OrderEmails orderId={order.id} />}
        delivery={<OrderDelivery orderId={order.id} />}
      />
      <StatusSnackbar message={snackbar} onClose={() => actor.send({ type: 'snackbar.close' })} />
    </>
  );
}

export function OrderDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useAuthUser();
  const order = useOrder(id);
  usePageMeta('Order Details', 'Order details and status.');
  // Back to wherever the user came from; opened directly (no in-app history), the orders list.
  const onBack = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/app/orders'));
  if (order.isPending) return <Spinner label="Loading order" />;
  if (order.isError)
    return (
      <DetailLoadFailed
        message={isNotFound(order.error) ? MESSAGES.orderNotFound : MESSAGES.orderLoadFailed}
        back={{ to: '/app/orders', label: 'View All Orders' }}
      />
    );
  if (isAdmin(user)) return <AdminOrderDetail key={order.data.id} order={order.data} onBack={onBack} />;
  return (
    <OrderDetailView
      order={order.data}
      onBack={onBack}
      emails={<OrderEmails orderId={order.data.id} />}
      delivery={<OrderDelivery orderId={order.data.id} />}
    />
  );
}
