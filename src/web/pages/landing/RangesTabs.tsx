// The three ranges as Ark UI tabs, each with a Get Quote link to the calculator for its brand.
// In the page's HTML (every panel's text), but its code loads after the first paint (see Deferred) so
// Ark UI stays out of the landing page's first load.
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { badge, button } from 'styled-system/recipes';
import { ColorSwatch } from '../../components/ColorSwatch';
import * as Tabs from '../../components/ui/tabs';
import { useHydrated } from '../../hooks/useHydrated';
import { RANGE_STORIES } from './rangeContent';

export function RangesTabs() {
  // The tabs arrive prerendered; a click before React owns them would be lost (see useHydrated).
  const ready = useHydrated();
  return (
    <Tabs.Root defaultValue={RANGE_STORIES[0].key}>
      <Tabs.List aria-label="Decking ranges">
        {RANGE_STORIES.map((r) => (
          <Tabs.Trigger key={r.key} value={r.key} disabled={!ready}>
            {r.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {RANGE_STORIES.map((r) => (
        <Tabs.Content key={r.key} value={r.key}>
          <div
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr', lg: '1.1fr 1fr' },
              gap: { base: '8', lg: '14' },
              alignItems: 'center',
            })}
          >
            <img
              src={r.art.src}
              alt={r.art.alt}
              width={r.art.width}
              height={r.art.height}
              loading="lazy"
              decoding="async"
              className={css({ w: 'full', h: 'auto', borderRadius: 'panel', shadow: 'lift' })}
            />
            <div>
              <p className={css({ textStyle: 'eyebrow', color: 'fg.accent', mb: '2' })}>{r.tagline}</p>
              <h3 className={css({ textStyle: 'h2', mb: '4' })}>{r.label}</h3>
              <p className={css({ color: 'fg.muted', mb: '5' })}>{r.description}</p>
              <ul className={css({ display: 'grid', gap: '2', mb: '6', listStyle: 'none', p: '0' })}>
                {r.features.map((f) => (
                  <li key={f} className={css({ display: 'flex', gap: '2', alignItems: 'flex-start' })}>
                    <svg
                      width="20"
                      height="20"
                      viewBox="0 0 24 24"
                      aria-hidden="true"
                      className={css({ color: 'eucalypt.600', flexShrink: 0, mt: '0.5' })}
                    >
                      <path
                        d="M20 6 9 17l-5-5"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2.5"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                    {f}
                  </li>
                ))}
              </ul>
              <p className={css({ fontSize: 'sm', fontWeight: '600', mb: '2' })}>Colours</p>
              <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mb: '6', listStyle: 'none', p: '0' })}>
                {r.colors.map((c) => (
                  <li key={c} className={badge({ tone: 'neutral' })}>
                    <ColorSwatch color={c} size={12} showLabel />
                  </li>
                ))}
              </ul>
              <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4' })}>
                <Link to={r.quoteHref} className={button({ variant: 'primary', size: 'lg' })}>
                  Get Quote
                </Link>
                {r.price ? <span className={css({ fontWeight: '600', color: 'fg.muted' })}>{r.price}</span> : null}
              </div>
            </div>
          </div>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
