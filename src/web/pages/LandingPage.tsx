// / (spec section 2 "Landing page"). Sections are built in src/web/pages/landing/.
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { Container } from '../components/Container';
import { usePageMeta } from '../hooks/usePageMeta';

export function LandingPage() {
  usePageMeta('Boardwalk | Composite Decking', 'Premium WoodEvo and Millboard composite decking.');
  return (
    <Container className={css({ py: '20' })}>
      <h1 className={css({ textStyle: 'display', mb: '6' })}>Composite decking</h1>
      <Link to="/deck-calculator" className={button({ variant: 'cta', size: 'lg' })}>
        Get Instant Quote
      </Link>
    </Container>
  );
}
