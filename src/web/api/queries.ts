// React Query keys, fetchers and hooks for the portal's API reads (spec section 7). Fetchers are
// exported on their own too, so machines can be given them as actors with .provide(). Every response is
// parsed with the shared zod schemas of src/domain/schemas. The catalogue reads live in
// catalogueQueries.ts (the public pages import only those) and are re-exported here for the portal.
import './zodConfig';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  order,
  orderList,
  project,
  projectList,
  type Order,
  type OrderCreatePayload,
  type OrderStatus,
  type Project,
} from '../../domain/schemas';
import { catalogueQueryKeys } from './catalogueQueries';
import { api } from './client';

export { boardConfigQuery, boardItemsQuery, useBoardItems, useHardwareItems } from './catalogueQueries';

export const queryKeys = {
  ...catalogueQueryKeys,
  projects: ['projects'] as const,
  project: (id: string) => ['projects', id] as const,
  orders: ['orders'] as const,
  projectOrders: (projectId: string) => ['orders', 'project', projectId] as const,
};

// ---- Fetchers ----
export const fetchProjects = (signal?: AbortSignal): Promise<Project[]> => api.get('/projects', { schema: projectList, signal });
export const fetchProject = (id: string, signal?: AbortSignal): Promise<Project> =>
  api.get(`/projects/${encodeURIComponent(id)}`, { schema: project, signal });
export const fetchProjectOrders = (projectId: string, signal?: AbortSignal): Promise<Order[]> =>
  api.get(`/orders/project/${encodeURIComponent(projectId)}`, { schema: orderList, signal });
export const createProject = (name: string): Promise<Project> => api.post('/projects', { name }, { schema: project });
export const renameProject = (id: string, name: string): Promise<Project> =>
  api.patch(`/projects/${encodeURIComponent(id)}`, { name }, { schema: project });
export const createOrder = (payload: OrderCreatePayload): Promise<Order> => api.post('/orders', payload, { schema: order });
export const updateOrderStatus = (id: string, status: OrderStatus): Promise<Order> =>
  api.put(`/orders/${encodeURIComponent(id)}/status`, { status }, { schema: order });

// ---- Query options (usable with useQuery, prefetchQuery, ensureQueryData) ----
export const projectsQuery = queryOptions({ queryKey: queryKeys.projects, queryFn: ({ signal }) => fetchProjects(signal) });
export const projectQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.project(id), queryFn: ({ signal }) => fetchProject(id, signal) });
export const projectOrdersQuery = (projectId: string) =>
  queryOptions({ queryKey: queryKeys.projectOrders(projectId), queryFn: ({ signal }) => fetchProjectOrders(projectId, signal) });

// ---- Hooks ----
export const useProjects = () => useQuery(projectsQuery);
export const useProject = (id: string) => useQuery(projectQuery(id));
export const useProjectOrders = (projectId: string) => useQuery(projectOrdersQuery(projectId));
