// The public availability labels (docs/product.md#stock-and-samples): In stock, Low stock or Back order
// with its day, for each item at a quantity. Public pages read them after the page is on screen, so the
// prerendered catalogue never waits for stock.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AvailabilityLine } from '../../domain/schemas/stock';
import { AVAILABILITY_STATUSES, MAX_AVAILABILITY_LINES } from '../../domain/stock';
import type { Parser } from './client';
import { api } from './client';

export interface AvailabilityAsk {
  itemId: string;
  quantity: number;
}

const chunks = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

// The answer's shape is availabilityLine's (src/domain/schemas/stock.ts), checked here without zod: the
// calculator's first load checks no response with it (tests/e2e/calculator.bundle.spec.ts).
const isLine = (v: unknown): v is AvailabilityLine => {
  const l = v as Partial<Record<keyof AvailabilityLine, unknown>> | null;
  return (
    typeof l === 'object' &&
    l !== null &&
    typeof l.itemId === 'string' &&
    Number.isInteger(l.quantity) &&
    (AVAILABILITY_STATUSES as readonly unknown[]).includes(l.status) &&
    (l.expectedDay === null || typeof l.expectedDay === 'string') &&
    typeof l.label === 'string'
  );
};
const availabilityAnswer: Parser<AvailabilityLine[]> = {
  parse(data) {
    if (!Array.isArray(data) || !data.every(isLine)) throw new Error('The availability answer is not a list of labels');
    return data;
  },
};

/** Every label asked for, in as few requests as the API's limit allows. */
export async function fetchAvailability(asks: readonly AvailabilityAsk[], signal?: AbortSignal): Promise<AvailabilityLine[]> {
  const answers = await Promise.all(
    chunks(asks, MAX_AVAILABILITY_LINES).map((part) =>
      api.get(`/availability?items=${part.map((a) => `${encodeURIComponent(a.itemId)}:${a.quantity}`).join(',')}`, {
        schema: availabilityAnswer,
        signal,
      }),
    ),
  );
  return answers.flat();
}

/** The label of each item at its quantity, by `itemId:quantity`; empty until it answers (or when `enabled` is false). */
export function useAvailability(asks: readonly AvailabilityAsk[], enabled = true): ReadonlyMap<string, AvailabilityLine> {
  const key = asks.map((a) => `${a.itemId}:${a.quantity}`);
  const query = useQuery({
    queryKey: ['availability', ...key],
    queryFn: ({ signal }) => fetchAvailability(asks, signal),
    enabled: enabled && asks.length > 0,
    staleTime: 60_000,
  });
  return new Map((query.data ?? []).map((line) => [`${line.itemId}:${line.quantity}`, line]));
}

/**
 * Each item's label by item id for lines that ask one quantity per item, as one object that keeps its
 * identity until a label changes (so a memoised panel does not render again for nothing).
 */
export function useAvailabilityLabels(asks: readonly AvailabilityAsk[], enabled = true): Readonly<Record<string, string>> {
  const answers = useAvailability(asks, enabled);
  const entries = [...answers.values()].map((line) => [line.itemId, line.label] as const);
  const key = JSON.stringify(entries);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the entries' content
  return useMemo(() => Object.fromEntries(entries), [key]);
}
