// 403 page (spec section 2).
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { MESSAGES } from '../../domain/messages';
import { Container } from '../components/Container';
import { usePageMeta } from '../hooks/usePageMeta';

export function UnauthorizedPage() {
  usePageMeta(MESSAGES.accessDenied, 'You do not have permission to view this part of the Boardwalk portal.');
  return (
    <Container className={css({ py: { base: '20', md: '28' }, textAlign: 'center' })}>
      <p className={css({ textStyle: 'eyebrow', color: 'fg.accent', mb: '3' })}>Error 403</p>
      <h1 className={css({ textStyle: 'h1', mb: '4' })}>{MESSAGES.accessDenied}</h1>
      <p className={css({ textStyle: 'lead', color: 'fg.muted', mb: '8' })}>{MESSAGES.accessDeniedDetail}</p>
      <Link to="/app/dashboard" className={button({ variant: 'primary', size: 'lg' })}>
        Go to Dashboard
      </Link>
    </Container>
  );
}
