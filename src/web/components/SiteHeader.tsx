// Sticky public header (docs/product.md#screens-and-routes): Home, Products and Contact links and an Installer Portal
// button to /login. On phones the links sit on a second row so nothing is hidden behind a menu.
// A browser that is signed in gets a Dashboard button to the portal instead: /login would only send
// such a user back (docs/product.md#login).
import { useSyncExternalStore } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { PORTAL_HOME_PATH } from '../../domain/constants';
import { hasSessionHint, subscribeSessionHint } from '../auth/sessionHint';
import { Logo } from './Logo';

const navLink = css({
  px: '3',
  py: '2',
  borderRadius: 'control',
  fontWeight: '500',
  fontSize: { base: 'sm', md: 'md' },
  textDecoration: 'none',
  color: 'fg.muted',
  _hover: { color: 'fg.default', bg: 'bg.subtle' },
  '&[aria-current=page]': { color: 'fg.default', fontWeight: '600' },
});

/**
 * Whether this browser is probably signed in (src/web/auth/sessionHint.ts). The prerendered header is
 * drawn for an anonymous visitor: hydration uses the server's answer (false), then React switches.
 */
function useProbablySignedIn(): boolean {
  return useSyncExternalStore(subscribeSessionHint, hasSessionHint, () => false);
}

export function SiteHeader() {
  const { pathname, hash } = useLocation();
  const signedIn = useProbablySignedIn();
  const cta = cx(button({ variant: 'primary', size: 'sm' }), css({ gridArea: 'cta' }));
  const onHome = pathname === '/';
  return (
    <header
      className={css({
        position: 'sticky',
        top: '0',
        zIndex: '20',
        bg: 'bg.header',
        backdropFilter: 'saturate(1.4) blur(10px)',
        boxShadow: 'header',
      })}
    >
      <a
        href="#main"
        className={css({
          srOnly: true,
          _focus: {
            srOnly: false,
            position: 'absolute',
            left: '3',
            top: '3',
            bg: 'bg.inverse',
            color: 'fg.inverse',
            px: '4',
            py: '2',
            borderRadius: 'control',
            zIndex: '30',
          },
        })}
      >
        Skip to content
      </a>
      <div
        className={css({
          maxW: 'content',
          mx: 'auto',
          px: { base: '4', md: '6' },
          display: 'grid',
          gridTemplateColumns: { base: '1fr auto', md: 'auto 1fr auto' },
          gridTemplateAreas: { base: '"logo cta" "nav nav"', md: '"logo nav cta"' },
          alignItems: 'center',
          columnGap: '4',
          minH: { base: '7.25rem', md: '4.5rem' },
          py: { base: '2', md: '0' },
        })}
      >
        <Link to="/" aria-label="Boardwalk home" className={css({ gridArea: 'logo', textDecoration: 'none', py: '2' })}>
          <Logo />
        </Link>
        <nav aria-label="Main" className={css({ gridArea: 'nav', justifySelf: { base: 'stretch', md: 'center' } })}>
          <ul
            className={css({
              display: 'flex',
              justifyContent: { base: 'space-between', sm: 'center' },
              gap: { base: '0', sm: '2' },
              listStyle: 'none',
              m: '0',
              p: '0',
            })}
          >
            <li>
              <NavLink to="/" end className={navLink} aria-current={onHome && !hash ? 'page' : undefined}>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to="/products" className={navLink}>
                Products
              </NavLink>
            </li>
            <li>
              <Link to="/#contact" className={navLink} aria-current={onHome && hash === '#contact' ? 'location' : undefined}>
                Contact
              </Link>
            </li>
          </ul>
        </nav>
        {signedIn ? (
          <Link to={PORTAL_HOME_PATH} className={cta}>
            Dashboard
          </Link>
        ) : (
          <Link to="/login" className={cta}>
            Installer Portal
          </Link>
        )}
      </div>
    </header>
  );
}
