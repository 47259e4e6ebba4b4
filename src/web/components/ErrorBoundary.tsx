// Crash screen (docs/product.md#screens-and-routes, docs/product.md#error-messages): "Something went wrong", a request to refresh, and a
// Refresh
// Page button that reloads. ErrorBoundary catches render errors inside a subtree (wrap a screen in it
// with an `area` name) and reports the error, without personal values, to error tracking.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { PAGE_CRASH_HEADING } from '../../domain/constants';

export const REFRESH_MESSAGE = 'We hit an unexpected problem. Please refresh the page to try again.';

export function ErrorScreen({ onReload = () => window.location.reload() }: { onReload?: () => void }) {
  return (
    <div role="alert" className={css({ minH: '60vh', display: 'grid', placeItems: 'center', px: '4', py: '16', textAlign: 'center' })}>
      <div className={css({ maxW: '28rem' })}>
        <h1 className={css({ textStyle: 'h2', mb: '3' })}>{PAGE_CRASH_HEADING}</h1>
        <p className={css({ color: 'fg.muted', mb: '6' })}>{REFRESH_MESSAGE}</p>
        <button type="button" className={button({ variant: 'primary' })} onClick={onReload}>
          Refresh Page
        </button>
      </div>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** Names the area in error reports, e.g. 'deck-calculator'. */
  area?: string;
  fallback?: ReactNode;
}

export class ErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Loaded on demand: telemetry stays out of the first load.
    void import('../telemetry').then(({ reportError }) =>
      reportError(error, {
        name: 'render.crash',
        component: this.props.area ?? 'app',
        componentStack: info.componentStack?.slice(0, 300) ?? null,
      }),
    );
  }

  override render() {
    if (this.state.error) return this.props.fallback ?? <ErrorScreen />;
    return this.props.children;
  }
}
