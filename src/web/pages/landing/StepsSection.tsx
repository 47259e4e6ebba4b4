// Connect / Design / Relax explainer (docs/product.md#screens-and-routes).
import { css } from 'styled-system/css';
import { card, intro, section } from 'styled-system/recipes';
import { QUOTE_RESPONSE_TIME } from '../../../domain/constants';
import { Container } from '../../components/Container';

const heading = intro({ level: 'section' });

const STEPS = [
  {
    title: 'Connect',
    text: 'Tell us about your space. Call, send an enquiry, or start with our deck calculator from your couch.',
    icon: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
  },
  {
    title: 'Design',
    text: 'Draw your deck, choose a range and colour, and see exactly how many boards, clips and joists you need.',
    icon: 'M3 21h18M5 21V9l7-5 7 5v12M9 21v-6h6v6',
  },
  {
    title: 'Relax',
    text: `We confirm your quote within ${QUOTE_RESPONSE_TIME} and deliver to site. Then it is barbecues, not oiling.`,
    icon: 'M17 8h1a4 4 0 1 1 0 8h-1M3 8h14v9a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4zM6 2v3M10 2v3M14 2v3',
  },
];

export function StepsSection() {
  return (
    <section id="how-it-works" aria-labelledby="steps-heading" className={section({ tone: 'canvas' })}>
      <Container>
        <div className={css({ textAlign: 'center', maxW: 'prose', mx: 'auto', mb: { base: '10', md: '14' } })}>
          <p className={heading.eyebrow}>How it works</p>
          <h2 id="steps-heading" className={heading.title}>
            From sketch to sundowners in three steps
          </h2>
        </div>
        <ol
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
            gap: { base: '5', md: '6' },
            listStyle: 'none',
            p: '0',
          })}
        >
          {STEPS.map((step, i) => (
            <li key={step.title} className={card({ padding: 'lg' })}>
              <div className={css({ display: 'flex', alignItems: 'center', gap: '4', mb: '4' })}>
                <span
                  className={css({
                    display: 'grid',
                    placeItems: 'center',
                    w: '12',
                    h: '12',
                    borderRadius: 'full',
                    bg: 'bg.accent',
                    color: 'ochre.700',
                  })}
                >
                  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
                    <path d={step.icon} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </span>
                <span className={css({ textStyle: 'eyebrow', color: 'fg.subtle' })}>Step {i + 1}</span>
              </div>
              <h3 className={css({ textStyle: 'h3', mb: '2' })}>{step.title}</h3>
              <p className={css({ color: 'fg.muted' })}>{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
