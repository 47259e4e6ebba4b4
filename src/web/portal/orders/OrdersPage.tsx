// My Orders (spec section 2) at /app/orders and /orders: the table, Back to Dashboard, Create New Order.
// A load failure shows its message in a banner.
import { Link, useNavigate } from 'react-router-dom';
import { button } from 'styled-system/recipes';
import { errorMessage } from '../../api/client';
import { useOrders } from '../../api/queries';
import { useAuthUser } from '../../auth/AuthProvider';
import { isAdmin } from '../permissions';
import { usePageMeta } from '../../hooks/usePageMeta';
import { actionsRow, pageClass, pageHeader, pageTitle } from '../styles';
import { OrdersTable, type OrdersState } from './OrdersTable';

/** Orders list failures have no fixed text in the spec: the error's own message, else this. */
const ORDERS_LOAD_FAILED = 'Failed to load orders';
export const CREATE_ORDER_PATH = '/app/orders/create';

export function OrdersPage() {
  usePageMeta('My Orders', 'Your Boardwalk board orders.');
  const navigate = useNavigate();
  const user = useAuthUser();
  const orders = useOrders();
  const state: OrdersState =
    orders.status === 'success'
      ? { status: 'success', orders: orders.data }
      : orders.status === 'error'
        ? { status: 'error', message: errorMessage(orders.error, ORDERS_LOAD_FAILED) }
        : { status: 'pending' };
  return (
    <div className={pageClass}>
      <div className={pageHeader}>
        <h1 className={pageTitle}>My Orders</h1>
        <div className={actionsRow}>
          <Link to="/app/dashboard" className={button({ variant: 'secondary' })}>
            Back to Dashboard
          </Link>
          <Link to={CREATE_ORDER_PATH} className={button({ variant: 'primary' })}>
            Create New Order
          </Link>
        </div>
      </div>
      <OrdersTable state={state} showOwner={isAdmin(user)} onOpen={(id) => navigate(`/app/orders/${id}`)} createOrderHref={CREATE_ORDER_PATH} />
    </div>
  );
}
