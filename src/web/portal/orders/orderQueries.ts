// Order reads the shared queries module lacks: one order (GET /api/orders/{id}; 404 for a missing
// order or another user's) and the orders list page by page (GET /api/orders?limit&cursor, the next
// cursor in the X-Next-Cursor header).
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { notificationSummary, type NotificationSummary } from '../../../domain/schemas/leadsInbox';
import { order, orderList, type Order } from '../../../domain/schemas/orders';
import { useApiClient } from '../../api/ApiClientContext';
import type { ApiClient } from '../../api/client';
import { queryKeys } from '../../api/queries';
import { deliveryPollInterval } from '../SentEmails';

export const orderKey = (id: string) => [...queryKeys.orders, 'detail', id] as const;
export const orderPagesKey = [...queryKeys.orders, 'pages'] as const;
export const ORDERS_PAGE_SIZE = 50;

export const fetchOrder = (client: ApiClient, id: string, signal?: AbortSignal): Promise<Order> =>
  client.get(`/orders/${encodeURIComponent(id)}`, { schema: order, signal });

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

export async function fetchOrdersPage(client: ApiClient, cursor: string | null, signal?: AbortSignal): Promise<OrdersPage> {
  const params = new URLSearchParams({ limit: String(ORDERS_PAGE_SIZE) });
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

export const useOrderPages = () => {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: orderPagesKey,
    queryFn: ({ pageParam, signal }) => fetchOrdersPage(client, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
};
