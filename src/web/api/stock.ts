// Staff's stock calls (admins only, docs/product.md#stock-and-samples): the stock list a page at a
// time, the back orders, one item's figures and ledger, and goods in, expected purchases and
// adjustments. Every change refreshes all of them and the public availability labels this browser holds.
import './zodConfig';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { API_BASE_PATH } from '../../domain/constants';
import { backOrderLine, itemLedger, stockChangeResult, stockList } from '../../domain/schemas/stock';
import type { StockEntryPayload } from '../../domain/stockForms';
import { useApiClient } from './ApiClientContext';
import type { ApiClient } from './client';

const stockKeys = {
  all: ['stock'] as const,
  page: (page: number) => ['stock', 'page', page] as const,
  backOrders: ['stock', 'back-orders'] as const,
  item: (itemId: string) => ['stock', 'item', itemId] as const,
};

const backOrderList = z.array(backOrderLine);

export const STOCK_EXPORT_URL = `${API_BASE_PATH}/stock/export.csv`;

export const useStockPage = (page: number) => {
  const client = useApiClient();
  return useQuery({
    queryKey: stockKeys.page(page),
    queryFn: ({ signal }) => client.get(`/stock?page=${page}`, { schema: stockList, signal }),
    placeholderData: keepPreviousData,
  });
};

export const useBackOrders = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: stockKeys.backOrders,
    queryFn: ({ signal }) => client.get('/stock/back-orders', { schema: backOrderList, signal }),
  });
};

export const useStockItem = (itemId: string) => {
  const client = useApiClient();
  return useQuery({
    queryKey: stockKeys.item(itemId),
    queryFn: ({ signal }) => client.get(`/stock/items/${encodeURIComponent(itemId)}`, { schema: itemLedger, signal }),
  });
};

/** The POST of each stock form: goods in and adjustments answer how many customers were told. */
export async function saveStockEntry(client: ApiClient, payload: StockEntryPayload): Promise<{ notified: number }> {
  if (payload.mode === 'goodsIn') return client.post('/stock/goods-in', payload.body, { schema: stockChangeResult });
  if (payload.mode === 'adjust') return client.post('/stock/adjustments', payload.body, { schema: stockChangeResult });
  await client.post('/stock/expected', payload.body);
  return { notified: 0 };
}

/** After any change: every stock read, and the labels customers read (which the change may move). */
export const onStockChanged = async (qc: QueryClient): Promise<void> => {
  await Promise.all([qc.invalidateQueries({ queryKey: stockKeys.all }), qc.invalidateQueries({ queryKey: ['availability'] })]);
};
