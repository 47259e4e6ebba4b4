// My Orders (docs/product.md#screens-and-routes) at /app/orders and /orders: the table, Back to Dashboard, Create New Order.
// An admin's list is everyone's orders, so it is titled Orders.
// A load failure shows its message in a banner. Coming from Submit Order, a confirmation names the
// placed order's reference; admins also get the status filter, Search and Export CSV (kept in the URL).
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { useAuthUser } from '../../auth/AuthProvider';
import { isAdmin } from '../permissions';
import { usePageMeta } from '../../hooks/usePageMeta';
import { PageHeader } from '../PageHeader';
import { widePageClass } from '../styles';
import { orderPlacedMessage } from '../../../domain/constants';
import { orderRef } from '../../../domain/format';
import { Alert } from '../../components/Alert';
import { LoadMore } from '../../components/LoadMore';
import { OrderFilters } from './OrderFilters';
import { itemsOf } from '../../api/cursorPages';
import { NO_ORDER_FILTERS, orderFilterParams, orderFiltersFrom, useOrderPages } from '../../api/orders';
import { queryState } from '../../api/queryState';
import { useMyAccount } from '../../api/tradeAccounts';
import { CheckboxField } from '../../components/form/CheckboxField';
import { placedOrderId } from './orderPlaced';
import { MyOrdersTable, type OrdersState } from './OrdersTable';

/** Orders list failures have no fixed text in the spec: the error's own message, else this. */
const ORDERS_LOAD_FAILED = 'Failed to load orders';
export const CREATE_ORDER_PATH = '/app/orders/create';
const MY_ORDERS_TITLE = 'My Orders';
const ALL_ORDERS_TITLE = 'Orders';

export function OrdersPage() {
  const navigate = useNavigate();
  const user = useAuthUser();
  const admin = isAdmin(user);
  const title = admin ? ALL_ORDERS_TITLE : MY_ORDERS_TITLE;
  usePageMeta(title, admin ? 'Every Boardwalk order.' : 'Your Boardwalk board orders.');
  const [params, setParams] = useSearchParams();
  // Customers filter only by "their own" (a trade company's member); staff by status and search too.
  const filters = admin ? orderFiltersFrom(params) : { ...NO_ORDER_FILTERS, mine: params.get('mine') === 'true' };
  const member = useMyAccount().data?.company != null;
  const orders = useOrderPages(filters);
  const placed = placedOrderId(useLocation().state);
  const state: OrdersState = queryState(orders, (data) => ({ orders: itemsOf(data) }), ORDERS_LOAD_FAILED);
  return (
    <div className={widePageClass}>
      <PageHeader
        title={title}
        actions={
          <>
            <Link to="/app/dashboard" className={button({ variant: 'secondary' })}>
              Back to Dashboard
            </Link>
            <Link to={CREATE_ORDER_PATH} className={button({ variant: 'primary' })}>
              Create New Order
            </Link>
          </>
        }
      />
      {placed ? (
        <div className={css({ mb: '4' })}>
          <Alert tone="success">{orderPlacedMessage(orderRef(placed))}</Alert>
        </div>
      ) : null}
      {admin ? <OrderFilters key={filters.q} filters={filters} onChange={(f) => setParams(orderFilterParams(f))} /> : null}
      {!admin && member ? (
        <div className={css({ mb: '4' })}>
          <CheckboxField
            name="mine"
            label="Only orders I placed"
            checked={filters.mine === true}
            onChange={(mine) => setParams(orderFilterParams({ ...filters, mine }))}
          />
        </div>
      ) : null}
      <MyOrdersTable
        state={state}
        showOwner={admin}
        onOpen={(id) => navigate(`/app/orders/${id}`)}
        createOrderHref={CREATE_ORDER_PATH}
        noMatchMessage={filters.status || filters.q ? 'No orders match this status and search.' : undefined}
      />
      <LoadMore query={orders} label="Load More Orders" />
    </div>
  );
}
