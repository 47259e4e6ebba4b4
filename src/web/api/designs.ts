// The portal's design calls (docs/product.md#designs; routes in src/domain/schemas/designs.ts):
// the user's designs (all, or one project's), one design, rename and delete. A change refreshes every
// list of designs (the deck layout page and the project pages share the key prefix).
import './zodConfig';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { designMaterials, type DesignMaterials } from '../../domain/schemas/designMaterials';
import { design, designList, type Design, type DesignSummary } from '../../domain/schemas/designs';
import { useApiClient } from './ApiClientContext';
import type { ApiClient } from './client';

export const designKeys = {
  all: ['designs'] as const,
  list: (projectId: string | null) => ['designs', 'list', projectId ?? 'all'] as const,
};

const designPath = (id: string) => `/designs/${encodeURIComponent(id)}`;

// ---- Fetchers ----
export const fetchDesigns = (client: ApiClient, projectId: string | null, signal?: AbortSignal): Promise<DesignSummary[]> =>
  client.get(projectId ? `/designs?${new URLSearchParams({ projectId }).toString()}` : '/designs', { schema: designList, signal });
export const fetchDesign = (client: ApiClient, id: string, signal?: AbortSignal): Promise<Design> =>
  client.get(designPath(id), { schema: design, signal });
/** The design's priced list at today's prices (Order these materials). */
export const fetchDesignMaterials = (client: ApiClient, id: string, signal?: AbortSignal): Promise<DesignMaterials> =>
  client.get(`${designPath(id)}/materials`, { schema: designMaterials, signal });
export const renameDesign = (client: ApiClient, id: string, name: string): Promise<Design> =>
  client.put(designPath(id), { name }, { schema: design });
export const deleteDesign = (client: ApiClient, id: string): Promise<void> => client.delete(designPath(id));

// ---- Query options and hooks ----
export const designsQuery = (client: ApiClient, projectId: string | null) =>
  queryOptions({ queryKey: designKeys.list(projectId), queryFn: ({ signal }) => fetchDesigns(client, projectId, signal) });
/** The user's designs, newest update first; with a project id, that project's only. */
export const useDesigns = (projectId: string | null = null) => useQuery(designsQuery(useApiClient(), projectId));

// ---- What each change refreshes ----
/** A rename or a delete: every list of designs. */
export const onDesignsChanged = (qc: QueryClient): Promise<void> => qc.invalidateQueries({ queryKey: designKeys.all });
