// Order reads the shared queries module lacks: one order (GET /api/orders/{id}; 404 for a missing
// order or another user's) and the orders list page by page (GET /api/orders?limit&cursor, with the
// admins' status and q filters; the next cursor in the X-Next-Cursor header), and the download URLs.
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { isOrderStatus, type OrderStatus } from '../../../domain/orderStatus';
import { notificationSummary, type NotificationSummary } from '../../../domain/schemas/leadsInbox';
import { orderDetail, orderList, type Order, type OrderDetail } from '../../../domain/schemas/orders';
import { useApiClient } from '../../api/ApiClientContext';
import type { ApiClient } from '../../api/client';
import { queryKeys } from '../../api/queries';
import { API_BASE_PATH } from '../../../domain/constants';
import { deliveryPollInterval } from '../SentEmails';

export const orderKey = (id: string) => [...queryKeys.orders, 'detail', id] as const;
export const orderPagesKey = [...queryKeys.orders, 'pages'] as const;
export const ORDERS_PAGE_SIZE = 50;

export const fetchOrder = (client: ApiClient, id: string, signal?: AbortSignal): Promise<OrderDetail> =>
  client.get(`/orders/${encodeURIComponent(id)}`, { schema: orderDetail, signal });

export const orderQuery = (client: ApiClient, id: string) =>
  queryOptions({ queryKey: orderKey(id), queryFn: ({ signal }) => fetchOrder(client, id, signal) });

export const useOrder = (id: string) => useQuery(orderQuery(useApiClient(), id));

export const orderEmailsKey = (id: string) => [...queryKeys.orders, 'emails', id] as const;
const orderEmails = z.array(notificationSummary);

/** GET /api/orders/{id}/emails: what the outbox owes or sent about the order, with delivery states. */
export const useOrderEmails = (id: string) => {
  const client = useApiClient();
  return useQuery({
    queryKey: orderEmailsKey(id),
    queryFn: ({ signal }): Promise<NotificationSummary[]> =>
      client.get(`/orders/${encodeURIComponent(id)}/emails`, { schema: orderEmails, signal }),
    refetchInterval: (query) => deliveryPollInterval(query.state.data),
  });
};

export interface OrdersPage {
  orders: Order[];
  nextCursor: string | null;
}

/** The staff filters of My Orders (admins): a status and a search over customer email, project name and order id prefix. */
export interface OrderFilters {
  status: OrderStatus | null;
  q: string;
  /** A trade company's member: only the orders they placed (DESIGN.md "Trade accounts"). */
  mine?: boolean;
}
export const NO_ORDER_FILTERS: OrderFilters = { status: null, q: '' };

/** The filters as query parameters (the list, the CSV export and the page URL share them). */
export function orderFilterParams(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.mine) params.set('mine', 'true');
  return params;
}

/** The filters a URL carries; an unknown status is no filter. */
export function orderFiltersFrom(params: URLSearchParams): OrderFilters {
  const status = params.get('status');
  return { status: isOrderStatus(status) ? status : null, q: (params.get('q') ?? '').trim(), mine: params.get('mine') === 'true' };
}

/** Export CSV (admins): every line of the orders the filters select. */
export const ordersExportUrl = (filters: OrderFilters) => {
  const query = orderFilterParams(filters).toString();
  return `${API_BASE_PATH}/orders/export.csv${query ? `?${query}` : ''}`;
};

export async function fetchOrdersPage(
  client: ApiClient,
  cursor: string | null,
  filters: OrderFilters = NO_ORDER_FILTERS,
  signal?: AbortSignal,
): Promise<OrdersPage> {
  const params = orderFilterParams(filters);
  params.set('limit', String(ORDERS_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  let nextCursor: string | null = null;
  const orders = await client.get(`/orders?${params.toString()}`, {
    schema: orderList,
    signal,
    onResponse: (res) => {
      nextCursor = res.headers.get('x-next-cursor');
    },
  });
  return { orders, nextCursor };
}

export const useOrderPages = (filters: OrderFilters = NO_ORDER_FILTERS) => {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: [...orderPagesKey, filters.status ?? '', filters.q, filters.mine === true],
    queryFn: ({ pageParam, signal }) => fetchOrdersPage(client, pageParam, filters, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
};

/** Download PDF: the order confirmation the server renders (owner or admin). */
export const orderPdfUrl = (id: string) => `${API_BASE_PATH}/orders/${encodeURIComponent(id)}/pdf`;

/** Order again: the wizard started from this order's lines. */
export const reorderPath = (id: string) => `/app/orders/create?reorder=${encodeURIComponent(id)}`;
