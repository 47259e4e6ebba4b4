// App root: error boundary and the router. react-query is provided by the lazy QueryLayout route
// (src/web/api/QueryLayout.tsx) so the landing page's first load stays small. The build prerenders
// the public pages with the same tree under a StaticRouter (src/web/prerender.tsx).
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from './components/ErrorBoundary';
import { useLocationCatchUp } from './hooks/useLocationCatchUp';
import { AppRoutes } from './routes';

export function AppTree() {
  // A hook, not a component of its own: the prerendered tree and the browser's must have the same
  // shape, or React's generated ids (useId) differ and hydration mismatches.
  useLocationCatchUp();
  return (
    <ErrorBoundary area="app">
      <AppRoutes />
    </ErrorBoundary>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppTree />
    </BrowserRouter>
  );
}
