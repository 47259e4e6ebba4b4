// App root: error boundary and the router. react-query is provided by the lazy QueryLayout route
// (src/web/api/QueryLayout.tsx) so the landing page's first load stays small. The build prerenders
// the public pages with the same tree under a StaticRouter (src/web/prerender.tsx).
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from './components/ErrorBoundary';
import { useLocationCatchUp } from './hooks/useLocationCatchUp';
import { AppRoutes } from './routes';

export function AppTree() {
  return (
    <ErrorBoundary area="app">
      <AppRoutes />
    </ErrorBoundary>
  );
}

function LocationCatchUp() {
  useLocationCatchUp();
  return null;
}

export function App() {
  return (
    <BrowserRouter>
      <LocationCatchUp />
      <AppTree />
    </BrowserRouter>
  );
}
