// 403 page (docs/product.md#screens-and-routes).
import { Link } from 'react-router';
import { css, cx } from 'styled-system/css';
import { button, intro } from 'styled-system/recipes';
import { MESSAGES } from '../../domain/messages';
import { Container } from '../components/Container';
import { usePageMeta } from '../hooks/usePageMeta';

const heading = intro();

export function UnauthorizedPage() {
  usePageMeta(MESSAGES.accessDenied, 'You do not have permission to view this part of the Boardwalk portal.');
  return (
    <Container className={css({ py: { base: '20', md: '28' }, textAlign: 'center' })}>
      <p className={heading.eyebrow}>Error 403</p>
      <h1 className={heading.title}>{MESSAGES.accessDenied}</h1>
      <p className={cx(heading.lead, css({ mb: '8' }))}>{MESSAGES.accessDeniedDetail}</p>
      <Link to="/app/dashboard" className={button({ variant: 'primary', size: 'lg' })}>
        Go to Dashboard
      </Link>
    </Container>
  );
}
