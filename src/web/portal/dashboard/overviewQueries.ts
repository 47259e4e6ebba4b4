// The admin overview's call (GET /api/admin/overview, admins only) and the filtered lists its figures
// open: the inbox's new leads of each kind, and the orders Pending and Approved.
import { useQuery } from '@tanstack/react-query';
import { adminOverview, type AdminOverview } from '../../../domain/schemas/overview';
import { useApiClient } from '../../api/ApiClientContext';
import type { ApiClient } from '../../api/client';
import { paramsOf } from '../leads/leadFilter';
import { NO_ORDER_FILTERS, orderFilterParams } from '../orders/orderQueries';
import type { OrderStatus } from '../../../domain/schemas/orders';
import type { LeadKind } from '../../../domain/leads';

export const fetchAdminOverview = (client: ApiClient, signal?: AbortSignal): Promise<AdminOverview> =>
  client.get('/admin/overview', { schema: adminOverview, signal });

/** Counts move with every lead and order: read afresh each time the page opens. */
export const useAdminOverview = () => {
  const client = useApiClient();
  return useQuery({ queryKey: ['overview'], queryFn: ({ signal }) => fetchAdminOverview(client, signal), staleTime: 0 });
};

export const newLeadsPath = (kind: LeadKind) => `/app/leads?${paramsOf({ kind, status: 'new', q: '' }).toString()}`;
export const ordersWithStatusPath = (status: OrderStatus) => `/app/orders?${orderFilterParams({ ...NO_ORDER_FILTERS, status }).toString()}`;
