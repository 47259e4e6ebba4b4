// My Orders (spec section 2) at /app/orders and /orders: the table, Back to Dashboard, Create New Order.
// A load failure shows its message in a banner.
import { Link, useNavigate } from 'react-router-dom';
import { messageOr } from '../../../../machines/errors';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { useAuthUser } from '../../auth/AuthProvider';
import { isAdmin } from '../permissions';
import { usePageMeta } from '../../hooks/usePageMeta';
import { actionsRow, pageClass, pageHeader, pageTitle } from '../styles';
import { useOrderPages } from './orderQueries';
import { MyOrdersTable, type OrdersState } from './OrdersTable';

/** Orders list failures have no fixed text in the spec: the error's own message, else this. */
const ORDERS_LOAD_FAILED = 'Failed to load orders';
export const CREATE_ORDER_PATH = '/app/orders/create';

export function OrdersPage() {
  usePageMeta('My Orders', 'Your Boardwalk board orders.');
  const navigate = useNavigate();
  const user = useAuthUser();
  const orders = useOrderPages();
  const state: OrdersState =
    orders.status === 'success'
      ? { status: 'success', orders: orders.data.pages.flatMap((p) => p.orders) }
      : orders.status === 'error'
        ? { status: 'error', message: messageOr(orders.error, ORDERS_LOAD_FAILED) }
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
      <MyOrdersTable
        state={state}
        showOwner={isAdmin(user)}
        onOpen={(id) => navigate(`/app/orders/${id}`)}
        createOrderHref={CREATE_ORDER_PATH}
      />
      {orders.hasNextPage ? (
        <div className={css({ display: 'flex', justifyContent: 'center', mt: '6' })}>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            disabled={orders.isFetchingNextPage}
            aria-busy={orders.isFetchingNextPage}
            onClick={() => void orders.fetchNextPage()}
          >
            Load More Orders
          </button>
        </div>
      ) : null}
    </div>
  );
}
