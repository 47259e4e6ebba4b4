// Route layout that provides react-query to the screens that read the API (products, calculator,
// portal). It is lazy-loaded, so the landing page's first load carries no react-query code.
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { appQueryClient } from './queryClient';

export function QueryLayout() {
  return (
    <QueryClientProvider client={appQueryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
