import { lazy } from 'react';
import { css } from 'styled-system/css';
import { intro, section } from 'styled-system/recipes';
import { Container } from '../../components/Container';
import { Deferred } from '../../components/Deferred';

const heading = intro({ level: 'section' });

const RangesTabs = lazy(async () => ({ default: (await import('./RangesTabs')).RangesTabs }));

/** Tabbed view of the three ranges with Get Quote (docs/product.md#screens-and-routes). */
export function RangesSection() {
  return (
    <section id="ranges" aria-labelledby="ranges-heading" className={section({ tone: 'surface' })}>
      <Container>
        <div className={css({ textAlign: 'center', maxW: 'prose', mx: 'auto', mb: { base: '8', md: '10' } })}>
          <p className={heading.eyebrow}>Our ranges</p>
          <h2 id="ranges-heading" className={heading.title}>
            Three ranges, one easy choice
          </h2>
          <p className={css({ color: 'fg.muted' })}>
            From hard-working family decks to architectural oak, every board is capped, low-maintenance and made for Australian conditions.
          </p>
        </div>
        {/* Prerendered: the ranges' names and stories are text everyone must find; only their code waits. */}
        <Deferred reserve={css({ minH: '44rem' })} prerendered>
          <RangesTabs />
        </Deferred>
      </Container>
    </section>
  );
}
