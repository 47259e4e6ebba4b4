// A query's state as views take it (queryState), and what a list shows before it has data (QueryStatus):
// the spinner's label while pending, the server's message or the fixed text when failed.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryStatus } from '../components/QueryStatus';
import { ApiError } from './client';
import { isNotFound, queryState } from './queryState';

afterEach(cleanup);

const failed = (error: Error) => ({ status: 'error' as const, data: undefined, error });

describe('queryState', () => {
  it("gives the view its fields from the data, the server's message or the fallback, or pending", () => {
    expect(queryState({ status: 'success', data: [1, 2], error: null }, (n) => ({ numbers: n }), 'Failed')).toEqual({
      status: 'success',
      numbers: [1, 2],
    });
    expect(queryState(failed(new ApiError(500, 'Database down')), () => ({}), 'Failed')).toEqual({
      status: 'error',
      message: 'Database down',
    });
    expect(queryState(failed(new TypeError('fetch failed')), () => ({}), 'Failed')).toEqual({ status: 'error', message: 'Failed' });
    expect(queryState({ status: 'pending', data: undefined, error: null }, () => ({}), 'Failed')).toEqual({ status: 'pending' });
  });

  it('reads 404, and the statuses a route adds, as not found', () => {
    expect(isNotFound(new ApiError(404, 'Not found'))).toBe(true);
    expect(isNotFound(new ApiError(400, 'Bad id'))).toBe(false);
    expect(isNotFound(new ApiError(400, 'Bad id'), [404, 400])).toBe(true);
    expect(isNotFound(new Error('404'))).toBe(false);
  });
});

describe('QueryStatus', () => {
  it('shows the spinner with its label, then the error banner', () => {
    const { rerender } = render(<QueryStatus state={{ status: 'pending' }} loading="Loading orders" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders');
    rerender(<QueryStatus state={{ status: 'error', message: 'Database down' }} loading="Loading orders" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Database down');
    rerender(
      <QueryStatus state={{ status: 'error', message: 'Database down' }} loading="Loading orders" failed="Failed to load projects" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load projects');
  });
});
