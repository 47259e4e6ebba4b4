import { lazy } from 'react';
import { css } from 'styled-system/css';
import { section } from 'styled-system/recipes';
import { Container } from '../../components/Container';
import { Deferred } from '../../components/Deferred';

const LegacyCalculator = lazy(async () => ({ default: (await import('./LegacyCalculator')).LegacyCalculator }));

/**
 * The hidden legacy price calculator (docs/product.md#screens-and-routes): rendered with `hidden`, so it costs nothing
 * until revealed (remove the attribute); then it loads and works.
 */
export function LegacySection() {
  return (
    <section id="price-calculator" hidden aria-label="Price calculator" className={section({ tone: 'canvas', compact: true })}>
      <Container>
        <Deferred reserve={css({ minH: '40rem' })}>
          <LegacyCalculator />
        </Deferred>
      </Container>
    </section>
  );
}
