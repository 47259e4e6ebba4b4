import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { APP_VERSION, COMPANY_LINE, CONTACT_EMAIL, CONTACT_PHONE } from '../../domain/constants';
import { Logo } from './Logo';

const footLink = css({ color: 'fg.inverseMuted', textDecoration: 'none', _hover: { color: 'fg.inverse', textDecoration: 'underline' } });

/** Site footer: company line, quick links, contact details and the version label (docs/product.md#who-uses-it). */
export function SiteFooter() {
  return (
    <footer className={css({ bg: 'bg.inverse', color: 'fg.inverse', pt: { base: '12', md: '16' }, pb: '8' })}>
      <div className={css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' } })}>
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '2fr 1fr 1fr' }, gap: '10' })}>
          <div>
            <Logo tone="inverse" />
            <p className={css({ mt: '4', color: 'fg.inverseMuted', maxW: '22rem', textStyle: 'small' })}>
              Premium composite decking from WoodEvo and Millboard, supplied across Australia with an instant deck calculator and a trade
              portal for installers.
            </p>
          </div>
          <nav aria-label="Footer">
            <h2 className={css({ textStyle: 'eyebrow', color: 'ochre.300', mb: '3' })}>Explore</h2>
            <ul className={css({ listStyle: 'none', p: '0', display: 'grid', gap: '2' })}>
              <li>
                <Link className={footLink} to="/products">
                  Products
                </Link>
              </li>
              <li>
                <Link className={footLink} to="/deck-calculator">
                  Deck Calculator
                </Link>
              </li>
              <li>
                <Link className={footLink} to="/login">
                  Installer Portal
                </Link>
              </li>
              <li>
                <Link className={footLink} to="/terms">
                  Terms
                </Link>
              </li>
            </ul>
          </nav>
          <div>
            <h2 className={css({ textStyle: 'eyebrow', color: 'ochre.300', mb: '3' })}>Talk to us</h2>
            <ul className={css({ listStyle: 'none', p: '0', display: 'grid', gap: '2' })}>
              <li>
                <a className={footLink} href={`tel:${CONTACT_PHONE.replace(/[^\d+]/g, '')}`}>
                  {CONTACT_PHONE}
                </a>
              </li>
              <li>
                <a className={footLink} href={`mailto:${CONTACT_EMAIL}`}>
                  {CONTACT_EMAIL}
                </a>
              </li>
            </ul>
          </div>
        </div>
        <div
          className={css({
            mt: '12',
            pt: '6',
            borderTopWidth: '1px',
            borderColor: 'border.inverse',
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            gap: '2',
            textStyle: 'small',
            color: 'fg.inverseMuted',
          })}
        >
          <p>
            © {new Date().getFullYear()} {COMPANY_LINE}
          </p>
          <p>Version {APP_VERSION}</p>
        </div>
      </div>
    </footer>
  );
}
