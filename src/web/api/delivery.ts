// Delivery's calls (docs/product.md#delivery): fetchers, query keys, hooks, and what each
// change invalidates (the day lists, the to-schedule list, the run sheets and the order it touched).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DeliveryMethod } from '../../domain/constants';
import { daySetting, deliveryDayList, runSheet, scheduleResult, toScheduleList } from '../../domain/schemas/delivery';
import { useApiClient } from './ApiClientContext';
import type { ApiClient } from './client';
import { orderKeys } from './orders';

export const deliveryKeys = {
  all: ['delivery'] as const,
  days: (method: DeliveryMethod, from: string, to: string) => ['delivery', 'days', method, from, to] as const,
  toSchedule: ['delivery', 'to-schedule'] as const,
  runSheet: (day: string) => ['delivery', 'run-sheet', day] as const,
};

export const useDeliveryDays = (method: DeliveryMethod, from: string, to: string) => {
  const client = useApiClient();
  return useQuery({
    queryKey: deliveryKeys.days(method, from, to),
    queryFn: ({ signal }) => client.get(`/delivery/days?method=${method}&from=${from}&to=${to}`, { schema: deliveryDayList, signal }),
    staleTime: 0,
  });
};

export const useToSchedule = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: deliveryKeys.toSchedule,
    queryFn: ({ signal }) => client.get('/delivery/to-schedule', { schema: toScheduleList, signal }),
    staleTime: 0,
  });
};

export const useRunSheet = (day: string) => {
  const client = useApiClient();
  return useQuery({
    queryKey: deliveryKeys.runSheet(day),
    queryFn: ({ signal }) => client.get(`/delivery/run-sheet/${encodeURIComponent(day)}`, { schema: runSheet, signal }),
    staleTime: 0,
  });
};

/** Schedules or moves an order (PUT /api/delivery/orders/{id}/day); the scheduleDay machine calls it. */
export const scheduleOrder = (client: ApiClient, { orderId, day }: { orderId: string; day: string }) =>
  client.put(`/delivery/orders/${encodeURIComponent(orderId)}/day`, { day }, { schema: scheduleResult });

/** After a scheduling (or a refusal showing the days changed): every delivery list and the orders (their confirmed day) are read afresh. */
export const onDeliveriesChanged = (qc: QueryClient): Promise<unknown> =>
  Promise.all([qc.invalidateQueries({ queryKey: deliveryKeys.all }), qc.invalidateQueries({ queryKey: orderKeys.all })]);

/** Changes a day's capacity or closes it: the day lists are read afresh. */
export const useSetDay = () => {
  const client = useApiClient();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ day, capacity, closed }: { day: string; capacity: number; closed: boolean }) =>
      client.put(`/delivery/days/${encodeURIComponent(day)}`, { capacity, closed }, { schema: daySetting }),
    onSuccess: () => qc.invalidateQueries({ queryKey: deliveryKeys.all }),
  });
};
