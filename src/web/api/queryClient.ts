// The app's QueryClient: modest retries (a visitor should see an error quickly, not after 30 s) and
// no refetch on window focus. One client for the whole app, so the 24-hour board-items cache is shared
// by the products page, the calculator and the order wizard.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export const appQueryClient = createQueryClient();
