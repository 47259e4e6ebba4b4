// The admin overview's call (GET /api/admin/overview, admins only).
import './zodConfig';
import { useQuery } from '@tanstack/react-query';
import { adminOverview, type AdminOverview } from '../../domain/schemas/overview';
import { useApiClient } from './ApiClientContext';
import type { ApiClient } from './client';

export const overviewKeys = { all: ['overview'] as const };

export const fetchAdminOverview = (client: ApiClient, signal?: AbortSignal): Promise<AdminOverview> =>
  client.get('/admin/overview', { schema: adminOverview, signal });

/** Counts move with every lead and order: read afresh each time the page opens. */
export const useAdminOverview = () => {
  const client = useApiClient();
  return useQuery({ queryKey: overviewKeys.all, queryFn: ({ signal }) => fetchAdminOverview(client, signal), staleTime: 0 });
};
