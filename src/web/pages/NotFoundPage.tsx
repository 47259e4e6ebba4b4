// Any unknown public path: a friendly way back rather than a blank page.
import { Link } from 'react-router';
import { css, cx } from 'styled-system/css';
import { button, intro } from 'styled-system/recipes';
import { Container } from '../components/Container';
import { usePageMeta } from '../hooks/usePageMeta';

const heading = intro();

export function NotFoundPage() {
  usePageMeta('Page not found', 'The page you were looking for is not on the Boardwalk site.');
  return (
    <Container className={css({ py: { base: '20', md: '28' }, textAlign: 'center' })}>
      <p className={heading.eyebrow}>Error 404</p>
      <h1 className={heading.title}>Page not found</h1>
      <p className={cx(heading.lead, css({ mb: '8' }))}>That page has wandered off the deck.</p>
      <Link to="/" className={button({ variant: 'primary', size: 'lg' })}>
        Back to Home
      </Link>
    </Container>
  );
}
