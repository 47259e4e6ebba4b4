// Orders (docs/product.md#flows, docs/product.md#validation-rules): placing one (POST /api/orders), one order (GET /api/orders/{id}; 404
// for a missing order or another user's), its status (PUT .../status, admins), its e-mails, a project's
// orders, and the orders list page by page with the admins' status and q filters; the download URLs.
// The fetchers (also given to machines as actors with .provide()), the query keys, the hooks, and what
// each change refreshes live here together.
import './zodConfig';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { API_BASE_PATH } from '../../domain/constants';
import { isOrderStatus } from '../../domain/orderStatus';
import { notificationSummary, type NotificationSummary } from '../../domain/schemas/leadsInbox';
import {
  order,
  orderDetail,
  orderList,
  type Order,
  type OrderCreatePayload,
  type OrderDetail,
  type OrderFilters,
  type OrderStatus,
} from '../../domain/schemas/orders';
import { useApiClient } from './ApiClientContext';
import type { ApiClient } from './client';
import { fetchCursorPage, useCursorPages, type CursorPage } from './cursorPages';
import { deliveryPollInterval } from './notifications';

export const ORDERS_PAGE_SIZE = 50;

/** The list's filters: the staff's status and search, and a trade company member's "only mine" (docs/product.md#trade-accounts). */
export type OrderListFilters = OrderFilters & { mine?: boolean };

/** No status, no search: every order the viewer may see. */
export const NO_ORDER_FILTERS: OrderListFilters = {};

export const orderKeys = {
  all: ['orders'] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  emails: (id: string) => ['orders', 'emails', id] as const,
  pages: ['orders', 'pages'] as const,
  filteredPages: (filters: OrderListFilters) => ['orders', 'pages', filters.status ?? '', filters.q ?? '', filters.mine === true] as const,
  project: (projectId: string) => ['orders', 'project', projectId] as const,
};

const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;

/** The filters as query parameters (the list, the CSV export and the page URL share them). */
export function orderFilterParams(filters: OrderListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  const q = filters.q?.trim();
  if (q) params.set('q', q);
  if (filters.mine) params.set('mine', 'true');
  return params;
}

/** The filters a URL carries; an unknown status is no filter. */
export function orderFiltersFrom(params: URLSearchParams): OrderListFilters {
  const status = params.get('status');
  const q = params.get('q')?.trim();
  return { ...(isOrderStatus(status) ? { status } : {}), ...(q ? { q } : {}), ...(params.get('mine') === 'true' ? { mine: true } : {}) };
}

// ---- Fetchers ----
export const fetchOrder = (client: ApiClient, id: string, signal?: AbortSignal): Promise<OrderDetail> =>
  client.get(orderPath(id), { schema: orderDetail, signal });
const orderEmails = z.array(notificationSummary);
/** GET /api/orders/{id}/emails: what the outbox owes or sent about the order, with delivery states. */
export const fetchOrderEmails = (client: ApiClient, id: string, signal?: AbortSignal): Promise<NotificationSummary[]> =>
  client.get(`${orderPath(id)}/emails`, { schema: orderEmails, signal });
export const fetchProjectOrders = (client: ApiClient, projectId: string, signal?: AbortSignal): Promise<Order[]> =>
  client.get(`/orders/project/${encodeURIComponent(projectId)}`, { schema: orderList, signal });
export function fetchOrdersPage(
  client: ApiClient,
  cursor: string | null,
  filters: OrderListFilters = NO_ORDER_FILTERS,
  signal?: AbortSignal,
): Promise<CursorPage<Order>> {
  const params = orderFilterParams(filters);
  params.set('limit', String(ORDERS_PAGE_SIZE));
  return fetchCursorPage(client, '/orders', params, cursor, orderList, signal);
}
/** POST /api/orders; the Idempotency-Key makes a resent submission (a retry after a lost answer) the same order, not a second one. */
export const createOrder = (client: ApiClient, payload: OrderCreatePayload, idempotencyKey?: string): Promise<Order> =>
  client.post('/orders', payload, { schema: order, ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}) });
export const updateOrderStatus = (client: ApiClient, id: string, status: OrderStatus): Promise<OrderDetail> =>
  client.put(`${orderPath(id)}/status`, { status }, { schema: orderDetail });

// ---- Query options (usable with useQuery, prefetchQuery, fetchQuery) ----
export const orderQuery = (client: ApiClient, id: string) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => fetchOrder(client, id, signal) });
export const projectOrdersQuery = (client: ApiClient, projectId: string) =>
  queryOptions({ queryKey: orderKeys.project(projectId), queryFn: ({ signal }) => fetchProjectOrders(client, projectId, signal) });

// ---- Hooks ----
export const useOrder = (id: string) => useQuery(orderQuery(useApiClient(), id));
export const useProjectOrders = (projectId: string) => useQuery(projectOrdersQuery(useApiClient(), projectId));
export const useOrderEmails = (id: string) => {
  const client = useApiClient();
  return useQuery({
    queryKey: orderKeys.emails(id),
    queryFn: ({ signal }) => fetchOrderEmails(client, id, signal),
    refetchInterval: (query) => deliveryPollInterval(query.state.data),
  });
};
export const useOrderPages = (filters: OrderListFilters = NO_ORDER_FILTERS) =>
  useCursorPages(orderKeys.filteredPages(filters), (client, cursor, signal) => fetchOrdersPage(client, cursor, filters, signal));

// ---- What each change refreshes ----
/** A placed order: every cached order list (My Orders, the project's orders). */
export const onOrderPlaced = (qc: QueryClient): Promise<void> => qc.invalidateQueries({ queryKey: orderKeys.all });
/**
 * A status change: the server's answer (with its status history) becomes the order's data, the lists
 * refresh, and so do its e-mails (the change owes the owner a status e-mail).
 */
export function onOrderStatusChanged(qc: QueryClient, updated: OrderDetail): Promise<void> {
  qc.setQueryData(orderKeys.detail(updated.id), updated);
  return Promise.all([
    qc.invalidateQueries({ queryKey: orderKeys.pages }),
    qc.invalidateQueries({ queryKey: orderKeys.emails(updated.id) }),
  ]).then(() => undefined);
}

// ---- Downloads ----
/** Export CSV (admins): every line of the orders the filters select. */
export const ordersExportUrl = (filters: OrderFilters) => {
  const query = orderFilterParams(filters).toString();
  return `${API_BASE_PATH}/orders/export.csv${query ? `?${query}` : ''}`;
};
/** Download PDF: the order confirmation the server renders (owner or admin). */
export const orderPdfUrl = (id: string) => `${API_BASE_PATH}${orderPath(id)}/pdf`;
