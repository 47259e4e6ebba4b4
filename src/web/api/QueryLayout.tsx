// Route layout that provides react-query to the screens that read the API (products, calculator,
// portal). It is lazy-loaded, so the landing page's first load carries no react-query code.
import { QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router';
import { hydrateFromDocument, ServerQueryClientContext } from './pageQueryState';
import { appQueryClient } from './queryClient';

// A page the server rendered with data (/products with the catalogue) carries that data: the app's
// client starts from it before the page hydrates, once, when this layout's code first loads.
if (typeof document !== 'undefined') hydrateFromDocument(appQueryClient, document);

export function QueryLayout() {
  // On the server each render has its own client (src/web/serverRender.tsx); in the browser, the app's.
  const client = useContext(ServerQueryClientContext) ?? appQueryClient;
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
