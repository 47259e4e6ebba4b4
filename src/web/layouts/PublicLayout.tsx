// Frame of every public page: sticky header, <main id="main">, footer, and hash scrolling.
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { css } from 'styled-system/css';
import { Deferred } from '../components/Deferred';
import { SiteHeader } from '../components/SiteHeader';
import { useHashScroll } from '../hooks/useHashScroll';

// The footer is below the fold on most pages: it loads as it nears the viewport (first-load budget).
const SiteFooter = lazy(async () => ({ default: (await import('../components/SiteFooter')).SiteFooter }));

export function PublicLayout() {
  useHashScroll();
  return (
    <div className={css({ minH: '100vh', display: 'flex', flexDirection: 'column' })}>
      <SiteHeader />
      {/* Page and footer appear together: a footer shown before its page would jump down when the
          page arrives (layout shift). */}
      <Suspense fallback={<div className={css({ flex: '1' })} />}>
        <main id="main" tabIndex={-1} className={css({ flex: '1', outline: 'none' })}>
          <Outlet />
        </main>
        <Deferred reserve={css({ minH: '20rem' })}>
          <SiteFooter />
        </Deferred>
      </Suspense>
    </div>
  );
}
