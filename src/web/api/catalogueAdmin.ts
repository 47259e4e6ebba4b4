// The staff catalogue's calls (admins only, docs/product.md#catalogue): the list a page at a time with
// its search and filters, one item, its history, New item, Save and Duplicate as a new colour. Every
// change refreshes the list, the item and its history, and the public catalogue reads this browser holds.
// The price file: its preview, Apply and the export's address.
import './zodConfig';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  catalogueItem,
  catalogueItemList,
  itemHistory,
  type CatalogueItem,
  type CatalogueItemInput,
  type CatalogueListQuery,
} from '../../domain/schemas/catalogueAdmin';
import { API_BASE_PATH } from '../../domain/constants';
import {
  priceFileApplied,
  priceFilePreview,
  type PriceFileApplied,
  type PriceFileInput,
  type PriceFilePreview,
} from '../../domain/schemas/priceFile';
import { useApiClient } from './ApiClientContext';
import { catalogueQueryKeys } from './catalogue';
import type { ApiClient } from './client';
import { fetchCursorPage, useCursorPages, type CursorPage } from './cursorPages';

const CATALOGUE_PAGE_SIZE = 50;

export type CatalogueFilters = Pick<CatalogueListQuery, 'q' | 'kind' | 'brand' | 'range' | 'status'>;

const catalogueAdminKeys = {
  all: ['catalogue-admin'] as const,
  pages: (filters: CatalogueFilters) => ['catalogue-admin', 'pages', filters] as const,
  item: (itemId: string) => ['catalogue-admin', 'item', itemId] as const,
  history: (itemId: string) => ['catalogue-admin', 'history', itemId] as const,
};

const itemPath = (itemId: string) => `/catalogue/items/${encodeURIComponent(itemId)}`;

// ---- Fetchers ----
function fetchCataloguePage(
  client: ApiClient,
  filters: CatalogueFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CursorPage<CatalogueItem>> {
  const params = new URLSearchParams({ limit: String(CATALOGUE_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return fetchCursorPage(client, '/catalogue/items', params, cursor, catalogueItemList, signal);
}

// ---- Hooks ----
export const useCataloguePages = (filters: CatalogueFilters) =>
  useCursorPages(catalogueAdminKeys.pages(filters), (client, cursor, signal) => fetchCataloguePage(client, filters, cursor, signal));

export const useCatalogueItem = (itemId: string | undefined) => {
  const client = useApiClient();
  return useQuery({
    queryKey: catalogueAdminKeys.item(itemId ?? ''),
    queryFn: ({ signal }) => client.get(itemPath(itemId!), { schema: catalogueItem, signal }),
    enabled: itemId !== undefined,
  });
};

export const useItemHistory = (itemId: string | undefined) => {
  const client = useApiClient();
  return useQuery({
    queryKey: catalogueAdminKeys.history(itemId ?? ''),
    queryFn: ({ signal }) => client.get(`${itemPath(itemId!)}/history`, { schema: itemHistory, signal }),
    enabled: itemId !== undefined,
  });
};

// ---- What each change refreshes ----
/** After any change: the staff list and items, and the public catalogue reads (prices, colours). */
export const onCatalogueChanged = async (qc: QueryClient): Promise<void> => {
  await Promise.all([
    qc.invalidateQueries({ queryKey: catalogueAdminKeys.all }),
    qc.invalidateQueries({ queryKey: catalogueQueryKeys.all }),
  ]);
};

/** POST /api/catalogue/items (New item) or PUT /api/catalogue/items/{id} (Save). */
export const useSaveCatalogueItem = (existing: boolean) => {
  const client = useApiClient();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CatalogueItemInput) =>
      existing
        ? client.put(itemPath(body.item_id), body, { schema: catalogueItem })
        : client.post('/catalogue/items', body, { schema: catalogueItem }),
    onSuccess: () => onCatalogueChanged(qc),
  });
};

/** POST /api/catalogue/items/{id}/duplicate {item_id, cf_board_colour, name}: a draft copy. */
export const useDuplicateColour = (itemId: string) => {
  const client = useApiClient();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { item_id: string; cf_board_colour: string; name: string }) =>
      client.post(`${itemPath(itemId)}/duplicate`, body, { schema: catalogueItem }),
    onSuccess: () => onCatalogueChanged(qc),
  });
};

// ---- The price file (docs/product.md#catalogue) ----
/** GET /api/catalogue/price-file: the catalogue as the file's CSV (a download link). */
export const PRICE_FILE_EXPORT_URL = `${API_BASE_PATH}/catalogue/price-file`;

/** POST /api/catalogue/price-file/preview: what the file would change, changing nothing. */
export const previewPriceFile = (client: ApiClient, input: { csv: string }): Promise<PriceFilePreview> =>
  client.post('/catalogue/price-file/preview', input, { schema: priceFilePreview });

/** POST /api/catalogue/price-file/apply: all or nothing, its prices at once or from a Melbourne minute. */
export const applyPriceFile = (client: ApiClient, input: PriceFileInput): Promise<PriceFileApplied> =>
  client.post('/catalogue/price-file/apply', input, { schema: priceFileApplied });
