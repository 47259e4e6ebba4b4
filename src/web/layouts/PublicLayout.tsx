// Frame of every public page: sticky header, <main id="main">, footer, and hash scrolling.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { css } from 'styled-system/css';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { useHashScroll } from '../hooks/useHashScroll';

export function PublicLayout() {
  useHashScroll();
  return (
    <div className={css({ minH: '100vh', display: 'flex', flexDirection: 'column' })}>
      <SiteHeader />
      {/* Page and footer appear together: a footer shown before its page would jump down when the
          page arrives (layout shift). The footer is part of the prerendered HTML: on a short page
          (/login on a phone) it is in view, and a footer arriving later was the largest paint. */}
      <Suspense fallback={<div className={css({ flex: '1' })} />}>
        <main id="main" tabIndex={-1} className={css({ flex: '1', outline: 'none' })}>
          <Outlet />
        </main>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
