// The last mile's calls (docs/product.md#delivery): the driver's runs and their steps (the run page's
// outbox sends them), staff giving a day's deliveries to a driver in order, and an order's delivery.
import { useQuery } from '@tanstack/react-query';
import { driverList, orderDelivery, run, runList, stepResult, type Run, type StepBody } from '../../domain/schemas/runs';
import { useApiClient } from './ApiClientContext';
import type { ApiClient } from './client';

const runKeys = {
  // Under the delivery key: a scheduling or a saved run reads them afresh (onDeliveriesChanged).
  drivers: ['delivery', 'drivers'] as const,
  day: (day: string) => ['delivery', 'runs', day] as const,
  orderDelivery: (orderId: string) => ['orders', 'delivery', orderId] as const,
};

/** The driver's runs from today on, today's first (GET /api/run). */
export const fetchDriverRuns = (client: ApiClient): Promise<Run[]> => client.get('/run', { schema: runList });

/** Starts a run with the phone's key (a second start changes nothing). */
export const postRunStart = (client: ApiClient, runId: string, key: string) =>
  client.post(`/run/${encodeURIComponent(runId)}/start`, { key }, { schema: run });

/** One step at a stop with the phone's key: the same key twice is recorded once. */
export const postStopStep = (client: ApiClient, runId: string, orderId: string, body: StepBody) =>
  client.post(`/run/${encodeURIComponent(runId)}/stops/${encodeURIComponent(orderId)}/steps`, body, { schema: stepResult });

export const useDrivers = () => {
  const client = useApiClient();
  return useQuery({ queryKey: runKeys.drivers, queryFn: ({ signal }) => client.get('/delivery/drivers', { schema: driverList, signal }) });
};

export const useDayRuns = (day: string) => {
  const client = useApiClient();
  return useQuery({
    queryKey: runKeys.day(day),
    queryFn: ({ signal }) => client.get(`/delivery/runs?day=${encodeURIComponent(day)}`, { schema: runList, signal }),
    staleTime: 0,
  });
};

/** Gives a driver the day's deliveries in this order (the list is the whole run); the runPlan machine calls it. */
export const saveRun = async (client: ApiClient, body: { day: string; driverId: string; orderIds: string[] }) => {
  const saved = await client.put('/delivery/runs', body, { schema: run });
  return { driverId: saved.driver.id, orderIds: saved.stops.map((s) => s.orderId) };
};

export const useOrderDelivery = (orderId: string) => {
  const client = useApiClient();
  return useQuery({
    queryKey: runKeys.orderDelivery(orderId),
    queryFn: ({ signal }) => client.get(`/orders/${encodeURIComponent(orderId)}/delivery`, { schema: orderDelivery, signal }),
    staleTime: 0,
  });
};
