// A query's state as a view takes it: pending, failed with the words to show, or loaded with the view's
// own fields. Pages build it with queryState() instead of each writing the same three-way ternary.
import type { UseQueryResult } from '@tanstack/react-query';
import { messageOr } from '../../../machines/errors';
import { ApiError } from './client';

export type QueryState<T> = { status: 'pending' } | { status: 'error'; message: string } | ({ status: 'success' } & T);

/** The answers that mean "no such item" (404; some routes also refuse a malformed id with 400). */
export const isNotFound = (error: unknown, statuses: readonly number[] = [404]): boolean =>
  error instanceof ApiError && statuses.includes(error.status);

/** The view's state of `query`: its data through `select`, or `failure` when the server said nothing better. */
export function queryState<D, T extends object>(
  query: Pick<UseQueryResult<D>, 'status' | 'data' | 'error'>,
  select: (data: D) => T,
  failure: string,
): QueryState<T> {
  if (query.status === 'success') return { status: 'success', ...select(query.data as D) };
  if (query.status === 'error') return { status: 'error', message: messageOr(query.error, failure) };
  return { status: 'pending' };
}
