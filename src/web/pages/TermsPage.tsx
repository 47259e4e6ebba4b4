// Terms page with placeholder filler text (docs/product.md#screens-and-routes).
import { css, cx } from 'styled-system/css';
import { intro } from 'styled-system/recipes';
import { COMPANY_LINE } from '../../domain/constants';
import { Container } from '../components/Container';
import { usePageMeta } from '../hooks/usePageMeta';
import { TERMS_SECTIONS, TERMS_UPDATED } from './termsContent';

const heading = intro();

export function TermsPage() {
  usePageMeta('Terms and Conditions', `Terms and conditions of trade for ${COMPANY_LINE}.`);
  return (
    <Container className={css({ py: { base: '12', md: '20' } })}>
      <article className={css({ maxW: 'prose', mx: 'auto' })}>
        <p className={heading.eyebrow}>Legal</p>
        <h1 className={cx(heading.title, css({ mb: '3' }))}>Terms and Conditions</h1>
        <p className={css({ color: 'fg.muted', mb: '10' })}>
          {COMPANY_LINE} · Last updated {TERMS_UPDATED}
        </p>
        {TERMS_SECTIONS.map((s) => (
          <section key={s.title} className={css({ mb: '8' })}>
            <h2 className={css({ textStyle: 'h3', mb: '3' })}>{s.title}</h2>
            {s.paragraphs.map((p) => (
              <p key={p.slice(0, 24)} className={css({ color: 'fg.muted', mb: '3' })}>
                {p}
              </p>
            ))}
          </section>
        ))}
      </article>
    </Container>
  );
}
