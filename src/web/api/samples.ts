// Free samples (docs/product.md#stock-and-samples): the visitor's request (POST /api/samples, no
// account), and for staff the requests, each colour's sample stock and Mark posted, which refreshes both.
import './zodConfig';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  sampleCreated,
  sampleRequestList,
  sampleRequestSummary,
  sampleStockList,
  type SampleRequestBody,
  type SampleStockBody,
} from '../../domain/schemas/samples';
import { useApiClient } from './ApiClientContext';
import { api, type ApiClient } from './client';
import { leadKeys } from './leads';

const sampleKeys = {
  all: ['samples'] as const,
  requests: ['samples', 'requests'] as const,
  stock: ['samples', 'stock'] as const,
};

/** POST /api/samples: anonymous, so the plain client (no session to renew). */
export const sendSampleRequest = (body: SampleRequestBody) => api.post('/samples', body, { schema: sampleCreated });

export const useSampleRequests = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: sampleKeys.requests,
    queryFn: ({ signal }) => client.get('/samples', { schema: sampleRequestList, signal }),
  });
};

export const useSampleStock = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: sampleKeys.stock,
    queryFn: ({ signal }) => client.get('/samples/stock', { schema: sampleStockList, signal }),
  });
};

/** Mark posted: the request (on /app/samples and in the inbox) and the stock it took are read again. */
export const useMarkSamplesPosted = () => {
  const client = useApiClient();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.post(`/samples/${encodeURIComponent(id)}/posted`, undefined, { schema: sampleRequestSummary }),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: sampleKeys.all }), qc.invalidateQueries({ queryKey: leadKeys.all })]),
  });
};

/** Samples in (the sampleStockEntry machine's call): the colour's stock and the ledger come back. */
export async function saveSampleStock(client: ApiClient, body: SampleStockBody): Promise<void> {
  await client.post('/samples/stock', body, { schema: sampleStockList });
}

/** After samples in: the sample stock and its ledger are read again. */
export const onSampleStockChanged = (qc: QueryClient): Promise<void> => qc.invalidateQueries({ queryKey: sampleKeys.stock });
