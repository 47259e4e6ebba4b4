// Frame of every public page: sticky header, <main id="main">, footer, and hash scrolling.
import { Outlet } from 'react-router-dom';
import { css } from 'styled-system/css';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { useHashScroll } from '../hooks/useHashScroll';

export function PublicLayout() {
  useHashScroll();
  return (
    <div className={css({ minH: '100vh', display: 'flex', flexDirection: 'column' })}>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={css({ flex: '1', outline: 'none' })}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
