// The authenticated shell (docs/product.md#who-uses-it, docs/product.md#screens-and-routes): top navigation with Dashboard, Orders and Deck
// Layout (and Leads and Users for admins), the product name, the account menu, the page, and a footer with the version label.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { css } from 'styled-system/css';
import { APP_VERSION, COMPANY_LINE } from '../../../domain/constants';
import { Logo } from '../../components/Logo';
import { DRIVER_HOME_PATH, navItemsFor } from '../permissions';
import { UserMenu } from './UserMenu';

export const PORTAL_NAV = [
  { to: '/app/dashboard', label: 'Dashboard', current: ['/app/dashboard'] },
  // Every orders page marks Orders: the list, the wizard and an order, under /app or the short paths.
  { to: '/app/orders', label: 'Orders', current: ['/app/orders', '/orders'] },
  { to: '/app/deck-layout', label: 'Deck Layout', current: ['/app/deck-layout'] },
  // Only admins see and work leads (docs/product.md#leads).
  { to: '/app/leads', label: 'Leads', current: ['/app/leads'], adminOnly: true },
  // Staff price and send quotes (docs/product.md#quotes).
  { to: '/app/quotes', label: 'Quotes', current: ['/app/quotes'], adminOnly: true },
  // Staff invite and manage users (docs/product.md#accounts).
  { to: '/app/users', label: 'Users', current: ['/app/users'], adminOnly: true },
  // Staff manage trade accounts (docs/product.md#trade-accounts).
  { to: '/app/accounts', label: 'Accounts', current: ['/app/accounts'], adminOnly: true },
  // Staff follow invoices and record payments (docs/product.md#trade-accounts).
  { to: '/app/invoices', label: 'Invoices', current: ['/app/invoices'], adminOnly: true },
  // The warehouse schedules deliveries (docs/product.md#delivery).
  { to: '/app/deliveries', label: 'Deliveries', current: ['/app/deliveries'], adminOnly: true },
  // Staff run the catalogue: items, prices and statuses (docs/product.md#catalogue).
  { to: '/app/catalogue', label: 'Catalogue', current: ['/app/catalogue'], adminOnly: true },
  // Staff keep the warehouse's stock: levels, goods in, back orders (docs/product.md#stock-and-samples).
  { to: '/app/stock', label: 'Stock', current: ['/app/stock'], adminOnly: true },
  // Staff post the free samples visitors ask for (docs/product.md#stock-and-samples).
  { to: '/app/samples', label: 'Samples', current: ['/app/samples'], adminOnly: true },
  // A driver's only screen, their run (docs/product.md#delivery).
  { to: DRIVER_HOME_PATH, label: 'My run', current: [DRIVER_HOME_PATH], driverOnly: true },
] as const satisfies readonly { to: string; label: string; current: readonly string[]; adminOnly?: boolean; driverOnly?: boolean }[];

type NavItem = { to: string; label: string; current: readonly string[]; adminOnly?: boolean; driverOnly?: boolean };

/** Whether a nav item is the current section: its paths or anything under them. */
export function isCurrentSection(pathname: string, paths: readonly string[]): boolean {
  return paths.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

// Staff see twelve sections: from 1280 px (xl) the links tighten so the logo, all of them and the account
// menu share one row (docs/product.md#who-uses-it); from 1536 px there is room for the full size again.
const navLink = css({
  px: { base: '3', xl: '2' },
  py: '2',
  borderRadius: 'control',
  fontSize: { base: 'sm', xl: 'xs', '2xl': 'sm' },
  fontWeight: '600',
  color: 'fg.muted',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  _hover: { bg: 'bg.subtle', color: 'fg.default' },
  '&[aria-current=page]': { bg: 'bg.subtle', color: 'timber.800' },
});

export interface PortalShellProps {
  email: string;
  role: string;
  onLogout: () => void;
  children: ReactNode;
}

export function PortalShell({ email, role, onLogout, children }: PortalShellProps) {
  const { pathname } = useLocation();
  return (
    <div className={css({ minH: '100vh', display: 'flex', flexDirection: 'column', bg: 'bg.canvas' })}>
      <a
        href="#main"
        className={css({
          srOnly: true,
          _focus: { srOnly: false, position: 'fixed', top: '2', left: '2', zIndex: '100', bg: 'bg.surface', p: '2' },
        })}
      >
        Skip to content
      </a>
      {/* A printed page (a run sheet, docs/product.md#delivery) is only the page: no navigation, account menu or footer. */}
      <header
        className={css({ position: 'sticky', top: '0', zIndex: '40', bg: 'bg.surface', shadow: 'header', _print: { display: 'none' } })}
      >
        <div
          className={css({
            maxW: { base: 'content', xl: 'none' },
            mx: 'auto',
            px: { base: '3', sm: '6', lg: '8', xl: '4', '2xl': '8' },
            minH: '16',
            display: 'flex',
            alignItems: 'center',
            gap: { base: '2', md: '6', xl: '3' },
            flexWrap: { base: 'wrap', xl: 'nowrap' },
          })}
        >
          <Link
            to="/app/dashboard"
            aria-label="Boardwalk portal home"
            className={css({ textDecoration: 'none', color: 'inherit', display: 'inline-flex' })}
          >
            <Logo />
          </Link>
          <nav
            aria-label="Portal"
            className={css({ order: { base: 3, md: 0 }, w: { base: 'full', md: 'auto' }, overflowX: 'auto', pb: { base: '2', md: '0' } })}
          >
            <ul className={css({ display: 'flex', gap: { base: '1', xl: '0' }, listStyle: 'none', p: '0', m: '0' })}>
              {navItemsFor<NavItem>(PORTAL_NAV, { role }).map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={navLink} aria-current={isCurrentSection(pathname, item.current) ? 'page' : undefined}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={css({ ml: 'auto' })}>
            <UserMenu email={email} role={role} onLogout={onLogout} />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={css({ flex: '1', outline: 'none' })}>
        {children}
      </main>
      <footer className={css({ bg: 'bg.inverse', color: 'fg.inverseMuted', py: '6', textStyle: 'small', _print: { display: 'none' } })}>
        <div
          className={css({
            maxW: 'content',
            mx: 'auto',
            px: { base: '4', sm: '6', lg: '8' },
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            gap: '2',
          })}
        >
          <p>
            © {new Date().getFullYear()} {COMPANY_LINE}
          </p>
          <p>Version {APP_VERSION}</p>
        </div>
      </footer>
    </div>
  );
}
