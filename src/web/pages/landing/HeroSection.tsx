// Hero: the promise, the claims and Get Instant Quote (docs/product.md#screens-and-routes).
import { Link } from 'react-router';
import { css, cx } from 'styled-system/css';
import { actionRow, button } from 'styled-system/recipes';
import { HOMEOWNERS_HELPED, QUOTE_RESPONSE_TIME } from '../../../domain/constants';
import { HERO_ART } from '../../art/artCatalogue';
import { containerClass } from '../../components/Container';

export function HeroSection() {
  return (
    <section
      id="home"
      aria-labelledby="hero-heading"
      className={css({ position: 'relative', overflow: 'hidden', bg: 'timber.900', color: 'fg.inverse', scrollMarginTop: '20' })}
    >
      <img
        src={HERO_ART.src}
        alt=""
        width={HERO_ART.width}
        height={HERO_ART.height}
        fetchPriority="high"
        decoding="async"
        className={css({
          position: 'absolute',
          inset: '0',
          w: 'full',
          h: 'full',
          objectFit: 'cover',
          objectPosition: { base: '70% 100%', md: 'center bottom' },
        })}
      />
      <div
        aria-hidden="true"
        className={css({
          position: 'absolute',
          inset: '0',
          bgGradient: { base: 'heroScrim', md: 'heroScrimWide' },
        })}
      />
      <div
        className={cx(
          containerClass,
          css({
            position: 'relative',
            py: { base: '16', md: '28', lg: '32' },
            minH: { base: '34rem', md: '40rem' },
            display: 'flex',
            alignItems: 'center',
          }),
        )}
      >
        <div className={css({ maxW: '40rem' })}>
          <p className={css({ textStyle: 'eyebrow', color: 'ochre.300', mb: '4' })}>Composite decking · WoodEvo &amp; Millboard</p>
          <h1 id="hero-heading" className={css({ textStyle: 'display', mb: '5' })}>
            Decks made for long Australian summers
          </h1>
          <p className={css({ textStyle: 'lead', color: 'timber.100', mb: '8', maxW: '34rem' })}>
            Premium composite boards that never need oiling. Sketch your deck, pick a colour and get your materials list in minutes.
          </p>
          <div className={actionRow()}>
            <Link to="/deck-calculator" className={button({ variant: 'cta', size: 'lg' })}>
              Get Instant Quote
            </Link>
            <Link to="/products" className={button({ variant: 'inverse', size: 'lg' })}>
              Explore the Ranges
            </Link>
          </div>
          <ul
            className={css({
              mt: '10',
              display: 'flex',
              flexWrap: 'wrap',
              gap: { base: '3', md: '6' },
              listStyle: 'none',
              p: '0',
              textStyle: 'small',
              color: 'timber.100',
            })}
          >
            <li className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
              <Tick /> {HOMEOWNERS_HELPED}
            </li>
            <li className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
              <Tick /> Quotes back within {QUOTE_RESPONSE_TIME}
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}

function Tick() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" className={css({ color: 'ochre.300', flexShrink: 0 })}>
      <path d="M20 6 9 17l-5-5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
