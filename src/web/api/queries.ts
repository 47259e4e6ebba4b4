// React Query keys, fetchers and hooks for the API's reads (spec section 7). Fetchers are exported on
// their own too, so machines can be given them as actors with .provide(). Every response is parsed
// with the shared zod schemas of src/domain/schemas; inventory calls answering success false throw
// the spec's messages (section 8).
import './zodConfig';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { preload } from 'react-dom';
import { API_BASE_PATH, BOARD_ITEMS_CACHE_TTL_MS, MESSAGES } from '../../domain/constants';
import {
  boardConfigResponse,
  boardItemsResponse,
  hardwareItemsResponse,
  order,
  orderList,
  project,
  projectList,
  user,
  type BoardConfigDto,
  type BoardItemDto,
  type HardwareItemDto,
  type Order,
  type OrderCreatePayload,
  type OrderStatus,
  type Project,
  type User,
} from '../../domain/schemas';
import { api } from './client';

export const queryKeys = {
  boardItems: ['inventory', 'board-items'] as const,
  boardConfig: ['inventory', 'board-config'] as const,
  hardwareItems: ['inventory', 'hardware-items'] as const,
  projects: ['projects'] as const,
  project: (id: string) => ['projects', id] as const,
  orders: ['orders'] as const,
  projectOrders: (projectId: string) => ['orders', 'project', projectId] as const,
  profile: ['users', 'profile'] as const,
};

async function envelope<T>(path: string, schema: z.ZodType<{ success: boolean; data: T }>, failure: string, signal?: AbortSignal): Promise<T> {
  const body = await api.get(path, { schema, signal });
  if (!body.success) throw new Error(failure);
  return body.data;
}

// ---- Fetchers ----
export const fetchBoardItems = (signal?: AbortSignal): Promise<BoardItemDto[]> =>
  envelope('/inventory/board-items', boardItemsResponse, MESSAGES.fetchBoardItemsFailed, signal);
export const fetchBoardConfig = (signal?: AbortSignal): Promise<BoardConfigDto> =>
  envelope('/inventory/board-config', boardConfigResponse, MESSAGES.fetchBoardConfigFailed, signal);
export const fetchHardwareItems = (signal?: AbortSignal): Promise<HardwareItemDto[]> =>
  envelope('/inventory/hardware-items', hardwareItemsResponse, MESSAGES.fetchHardwareItemsFailed, signal);
export const fetchProfile = (signal?: AbortSignal): Promise<User> => api.get('/users/profile', { schema: user, signal });
export const fetchProjects = (signal?: AbortSignal): Promise<Project[]> => api.get('/projects', { schema: projectList, signal });
export const fetchProject = (id: string, signal?: AbortSignal): Promise<Project> =>
  api.get(`/projects/${encodeURIComponent(id)}`, { schema: project, signal });
export const fetchOrders = (signal?: AbortSignal): Promise<Order[]> => api.get('/orders', { schema: orderList, signal });
export const fetchProjectOrders = (projectId: string, signal?: AbortSignal): Promise<Order[]> =>
  api.get(`/orders/project/${encodeURIComponent(projectId)}`, { schema: orderList, signal });
export const createProject = (name: string): Promise<Project> => api.post('/projects', { name }, { schema: project });
export const renameProject = (id: string, name: string): Promise<Project> =>
  api.patch(`/projects/${encodeURIComponent(id)}`, { name }, { schema: project });
export const deleteProject = (id: string): Promise<void> => api.delete(`/projects/${encodeURIComponent(id)}`);
export const createOrder = (payload: OrderCreatePayload): Promise<Order> => api.post('/orders', payload, { schema: order });
export const updateOrderStatus = (id: string, status: OrderStatus): Promise<Order> =>
  api.put(`/orders/${encodeURIComponent(id)}/status`, { status }, { schema: order });

// ---- Query options (usable with useQuery, prefetchQuery, ensureQueryData) ----
export const boardItemsQuery = queryOptions({
  queryKey: queryKeys.boardItems,
  queryFn: ({ signal }) => fetchBoardItems(signal),
  // Spec section 9: the catalogue is cached client side for 24 hours.
  staleTime: BOARD_ITEMS_CACHE_TTL_MS,
  gcTime: BOARD_ITEMS_CACHE_TTL_MS,
});
export const boardConfigQuery = queryOptions({ queryKey: queryKeys.boardConfig, queryFn: ({ signal }) => fetchBoardConfig(signal), staleTime: 5 * 60_000 });
export const hardwareItemsQuery = queryOptions({ queryKey: queryKeys.hardwareItems, queryFn: ({ signal }) => fetchHardwareItems(signal), staleTime: 5 * 60_000 });
export const projectsQuery = queryOptions({ queryKey: queryKeys.projects, queryFn: ({ signal }) => fetchProjects(signal) });
export const projectQuery = (id: string) => queryOptions({ queryKey: queryKeys.project(id), queryFn: ({ signal }) => fetchProject(id, signal) });
export const ordersQuery = queryOptions({ queryKey: queryKeys.orders, queryFn: ({ signal }) => fetchOrders(signal) });
export const projectOrdersQuery = (projectId: string) =>
  queryOptions({ queryKey: queryKeys.projectOrders(projectId), queryFn: ({ signal }) => fetchProjectOrders(projectId, signal) });

// ---- Hooks ----
export const useBoardItems = () => {
  // In a page prerendered without the catalogue (the build's /products, sent when the server cannot
  // render it with the data) the catalogue request starts from the HTML, beside the scripts, instead of
  // after them (issue 9: the first photo, /products' largest paint, waited for it). Only there: a page
  // rendered with the data carries it, and in the browser the query may already be cached; an unused
  // preload is a wasted request (and a console warning).
  const hasData = useQueryClient().getQueryData(boardItemsQuery.queryKey) !== undefined;
  if (typeof window === 'undefined' && !hasData) preload(`${API_BASE_PATH}/inventory/board-items`, { as: 'fetch', crossOrigin: 'use-credentials' });
  return useQuery(boardItemsQuery);
};
export const useBoardConfig = () => useQuery(boardConfigQuery);
export const useHardwareItems = () => useQuery(hardwareItemsQuery);
export const useProjects = () => useQuery(projectsQuery);
export const useProject = (id: string) => useQuery(projectQuery(id));
export const useOrders = () => useQuery(ordersQuery);
export const useProjectOrders = (projectId: string) => useQuery(projectOrdersQuery(projectId));

export function useCreateProject() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createProject, onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.projects }) });
}
export function useRenameProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameProject(id, name),
    onSuccess: (p) => {
      qc.setQueryData(queryKeys.project(p.id), p);
      return qc.invalidateQueries({ queryKey: queryKeys.projects });
    },
  });
}
export function useCreateOrder() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createOrder, onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.orders }) });
}
export function useUpdateOrderStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: OrderStatus }) => updateOrderStatus(id, status),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.orders }),
  });
}
