// React Query keys, fetchers and hooks for the catalogue reads (docs/product.md#calls): the only API reads of
// the public pages (/products, /deck-calculator). Kept apart from the portal's reads (the other modules here) and
// importing only the inventory schemas, so those pages do not build every portal schema (orders,
// projects, leads, auth) while they load (a benchmark target: /deck-calculator's blocking time). Responses are
// parsed with the shared zod schemas; answers with success false throw the spec's messages (docs/product.md#error-messages).
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { preload } from 'react-dom';
import { API_BASE_PATH, BOARD_ITEMS_CACHE_TTL_MS } from '../../domain/constants';
import { MESSAGES } from '../../domain/messages';
import type { BoardConfigDto, BoardItemDto, HardwareItemDto } from '../../domain/schemas/inventory';
import { api } from './client';

export const catalogueQueryKeys = {
  /** Every catalogue read: what a staff change to the catalogue refreshes. */
  all: ['inventory'] as const,
  boardItems: ['inventory', 'board-items'] as const,
  boardConfig: ['inventory', 'board-config'] as const,
  hardwareItems: ['inventory', 'hardware-items'] as const,
};

type InventorySchemas = typeof import('../../domain/schemas/inventory');
type Envelope<T> = z.ZodType<{ success: boolean; data: T }>;

// The inventory schemas are built when the first catalogue request is sent, not while the page's
// modules load (the benchmark: that evaluation was /deck-calculator's longest task); their module loads
// beside the request, and the answer is parsed with them as before. A page that arrives with the
// catalogue in it (/products) never builds them.
async function envelope<T>(
  path: string,
  pick: (schemas: InventorySchemas) => Envelope<T>,
  failure: string,
  signal?: AbortSignal,
): Promise<T> {
  // zod's configuration (zodConfig) comes with them: a page that arrives with the catalogue loads neither.
  const schemas = Promise.all([import('./zodConfig'), import('../../domain/schemas/inventory')]).then(([, m]) => m);
  // Settled here too, so a failed request leaves no unhandled rejection behind.
  schemas.catch(() => undefined);
  const raw = await api.get(path, { signal });
  const body = pick(await schemas).parse(raw);
  if (!body.success) throw new Error(failure);
  return body.data;
}

// ---- Fetchers ----
export const fetchBoardItems = (signal?: AbortSignal): Promise<BoardItemDto[]> =>
  envelope('/inventory/board-items', (s) => s.boardItemsResponse, MESSAGES.fetchBoardItemsFailed, signal);
export const fetchBoardConfig = (signal?: AbortSignal): Promise<BoardConfigDto> =>
  envelope('/inventory/board-config', (s) => s.boardConfigResponse, MESSAGES.fetchBoardConfigFailed, signal);
export const fetchHardwareItems = (signal?: AbortSignal): Promise<HardwareItemDto[]> =>
  envelope('/inventory/hardware-items', (s) => s.hardwareItemsResponse, MESSAGES.fetchHardwareItemsFailed, signal);

// ---- Query options (usable with useQuery, prefetchQuery, ensureQueryData) ----
export const boardItemsQuery = queryOptions({
  queryKey: catalogueQueryKeys.boardItems,
  queryFn: ({ signal }) => fetchBoardItems(signal),
  // docs/product.md#figures-and-limits: the catalogue is cached client side for 24 hours.
  staleTime: BOARD_ITEMS_CACHE_TTL_MS,
  gcTime: BOARD_ITEMS_CACHE_TTL_MS,
});
export const boardConfigQuery = queryOptions({
  queryKey: catalogueQueryKeys.boardConfig,
  queryFn: ({ signal }) => fetchBoardConfig(signal),
  staleTime: 5 * 60_000,
});
export const hardwareItemsQuery = queryOptions({
  queryKey: catalogueQueryKeys.hardwareItems,
  queryFn: ({ signal }) => fetchHardwareItems(signal),
  staleTime: 5 * 60_000,
});

// ---- Hooks ----
export const useBoardItems = () => {
  // In a page prerendered without the catalogue (the build's /products, sent when the server cannot
  // render it with the data) the catalogue request starts from the HTML, beside the scripts, instead of
  // after them (the benchmark: the first photo, /products' largest paint, waited for it). Only there: a page
  // rendered with the data carries it, and in the browser the query may already be cached; an unused
  // preload is a wasted request (and a console warning).
  const hasData = useQueryClient().getQueryData(boardItemsQuery.queryKey) !== undefined;
  if (typeof window === 'undefined' && !hasData)
    preload(`${API_BASE_PATH}/inventory/board-items`, { as: 'fetch', crossOrigin: 'use-credentials' });
  return useQuery(boardItemsQuery);
};
export const useHardwareItems = () => useQuery(hardwareItemsQuery);

/** A page the server renders with the catalogue (src/web/serverRender.tsx) starts its client from it. */
export const seedBoardItems = (client: QueryClient, items: BoardItemDto[]) => void client.setQueryData(boardItemsQuery.queryKey, items);
export const seedHardwareItems = (client: QueryClient, items: HardwareItemDto[]) =>
  void client.setQueryData(hardwareItemsQuery.queryKey, items);

/** docs/product.md#catalogue: the server said its prices differ from the page's: every catalogue read is refreshed. */
export const onPricesUpdated = (qc: QueryClient): Promise<void> => qc.invalidateQueries({ queryKey: catalogueQueryKeys.all });
