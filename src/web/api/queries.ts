// React Query keys, fetchers and hooks for the portal's API reads (spec section 7). Fetchers are
// exported on their own too, so machines can be given them as actors with .provide(). Each takes the
// API client of its subtree (useApiClient(): the route guard's, which refreshes the session on a 401). Every response is
// parsed with the shared zod schemas of src/domain/schemas. The catalogue reads live in
// catalogueQueries.ts (the public pages import only those) and are re-exported here for the portal.
import './zodConfig';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  order,
  orderDetail,
  orderList,
  project,
  projectList,
  type Order,
  type OrderCreatePayload,
  type OrderDetail,
  type OrderStatus,
  type Project,
} from '../../domain/schemas';
import { catalogueQueryKeys } from './catalogueQueries';
import { useApiClient } from './ApiClientContext';
import type { ApiClient } from './client';

export { boardConfigQuery, boardItemsQuery, useBoardItems, useHardwareItems } from './catalogueQueries';

export const queryKeys = {
  ...catalogueQueryKeys,
  projects: ['projects'] as const,
  project: (id: string) => ['projects', id] as const,
  orders: ['orders'] as const,
  projectOrders: (projectId: string) => ['orders', 'project', projectId] as const,
};

// ---- Fetchers ----
export const fetchProjects = (client: ApiClient, signal?: AbortSignal): Promise<Project[]> =>
  client.get('/projects', { schema: projectList, signal });
export const fetchProject = (client: ApiClient, id: string, signal?: AbortSignal): Promise<Project> =>
  client.get(`/projects/${encodeURIComponent(id)}`, { schema: project, signal });
export const fetchProjectOrders = (client: ApiClient, projectId: string, signal?: AbortSignal): Promise<Order[]> =>
  client.get(`/orders/project/${encodeURIComponent(projectId)}`, { schema: orderList, signal });
export const createProject = (client: ApiClient, name: string): Promise<Project> => client.post('/projects', { name }, { schema: project });
export const renameProject = (client: ApiClient, id: string, name: string): Promise<Project> =>
  client.patch(`/projects/${encodeURIComponent(id)}`, { name }, { schema: project });
/** POST /api/orders; the Idempotency-Key makes a resent submission (a retry after a lost answer) the same order, not a second one. */
export const createOrder = (client: ApiClient, payload: OrderCreatePayload, idempotencyKey?: string): Promise<Order> =>
  client.post('/orders', payload, { schema: order, ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}) });
export const updateOrderStatus = (client: ApiClient, id: string, status: OrderStatus): Promise<OrderDetail> =>
  client.put(`/orders/${encodeURIComponent(id)}/status`, { status }, { schema: orderDetail });

// ---- Query options (usable with useQuery, prefetchQuery, ensureQueryData) ----
export const projectsQuery = (client: ApiClient) =>
  queryOptions({ queryKey: queryKeys.projects, queryFn: ({ signal }) => fetchProjects(client, signal) });
export const projectQuery = (client: ApiClient, id: string) =>
  queryOptions({ queryKey: queryKeys.project(id), queryFn: ({ signal }) => fetchProject(client, id, signal) });
export const projectOrdersQuery = (client: ApiClient, projectId: string) =>
  queryOptions({ queryKey: queryKeys.projectOrders(projectId), queryFn: ({ signal }) => fetchProjectOrders(client, projectId, signal) });

// ---- Hooks ----
export const useProjects = () => useQuery(projectsQuery(useApiClient()));
export const useProject = (id: string) => useQuery(projectQuery(useApiClient(), id));
export const useProjectOrders = (projectId: string) => useQuery(projectOrdersQuery(useApiClient(), projectId));
