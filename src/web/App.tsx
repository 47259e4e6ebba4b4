// App root: error boundary and the router. react-query is provided by the lazy QueryLayout route
// (src/web/api/QueryLayout.tsx) so the landing page's first load stays small.
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from './components/ErrorBoundary';
import { AppRoutes } from './routes';

export function App() {
  return (
    <ErrorBoundary area="app">
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ErrorBoundary>
  );
}
