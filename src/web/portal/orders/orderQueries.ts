// The one read the shared queries module lacks: a single order (GET /api/orders/{id}). The server
// answers 404 for a missing order or another user's, which the page shows as Order not found.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { order, type Order } from '../../../domain/schemas/orders';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queries';

export const orderKey = (id: string) => [...queryKeys.orders, 'detail', id] as const;

export const fetchOrder = (id: string, signal?: AbortSignal): Promise<Order> => api.get(`/orders/${encodeURIComponent(id)}`, { schema: order, signal });

export const orderQuery = (id: string) => queryOptions({ queryKey: orderKey(id), queryFn: ({ signal }) => fetchOrder(id, signal) });

export const useOrder = (id: string) => useQuery(orderQuery(id));
