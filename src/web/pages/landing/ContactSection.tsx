// Contact section (docs/product.md#who-uses-it, docs/product.md#screens-and-routes, docs/product.md#figures-and-limits): phone and email
// links, service areas, business hours and
// the pickup hours (both readings kept as given), the two claims, and the contact form (code-split,
// and prerendered like the rest: its fields and consent are in the page's HTML, its code loads later).
import { lazy } from 'react';
import { css, cx } from 'styled-system/css';
import { intro, section } from 'styled-system/recipes';
import {
  BUSINESS_HOURS,
  CONTACT_EMAIL,
  CONTACT_PHONE,
  HOMEOWNERS_HELPED,
  PICKUP_LOCATION,
  QUOTE_RESPONSE_TIME,
  SERVICE_AREAS,
} from '../../../domain/constants';
import { Container } from '../../components/Container';
import { Deferred } from '../../components/Deferred';

const heading = intro({ level: 'section' });

const ContactForm = lazy(async () => ({ default: (await import('./ContactForm')).ContactForm }));

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

const infoHeading = css({ textStyle: 'eyebrow', color: 'fg.accent', mb: '2' });
const infoBlock = css({ py: '5', borderTopWidth: '1px', borderColor: 'border.default' });
const contactLink = css({
  fontWeight: '600',
  fontSize: 'lg',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { textDecoration: 'underline', color: 'timber.700' },
});

export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-heading" className={section({ tone: 'subtle' })}>
      <Container
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: '5fr 7fr' },
          gap: { base: '10', lg: '16' },
          alignItems: 'start',
        })}
      >
        <div>
          <p className={heading.eyebrow}>Contact</p>
          <h2 id="contact-heading" className={heading.title}>
            Let&apos;s plan your deck
          </h2>
          <p className={css({ color: 'fg.muted', mb: '6' })}>
            {HOMEOWNERS_HELPED} choose, measure and order their decking. Send us a message and we will reply within {QUOTE_RESPONSE_TIME}.
          </p>
          <div className={infoBlock}>
            <h3 className={infoHeading}>Call or email</h3>
            <p>
              <a className={contactLink} href={telHref(CONTACT_PHONE)}>
                {CONTACT_PHONE}
              </a>
            </p>
            <p>
              <a className={contactLink} href={`mailto:${CONTACT_EMAIL}`}>
                {CONTACT_EMAIL}
              </a>
            </p>
          </div>
          <div className={infoBlock}>
            <h3 className={infoHeading}>Service areas</h3>
            <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0' })}>
              {SERVICE_AREAS.map((area) => (
                <li
                  key={area}
                  className={css({
                    px: '3',
                    py: '1',
                    borderRadius: 'full',
                    bg: 'bg.surface',
                    borderWidth: '1px',
                    borderColor: 'border.default',
                    fontSize: 'sm',
                    fontWeight: '500',
                  })}
                >
                  {area}
                </li>
              ))}
            </ul>
          </div>
          <div
            className={cx(css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr', lg: '1fr' }, gap: '6' }), infoBlock)}
          >
            <div>
              <h3 className={infoHeading}>Business hours</h3>
              <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '3', rowGap: '1', fontSize: 'sm' })}>
                {BUSINESS_HOURS.map((h) => (
                  <div key={h.days} className={css({ display: 'contents' })}>
                    <dt className={css({ fontWeight: '600' })}>{h.days}</dt>
                    <dd className={css({ color: 'fg.muted' })}>{h.hours}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <div>
              <h3 className={infoHeading}>Warehouse pickup</h3>
              <p className={css({ fontSize: 'sm', mb: '1' })}>{PICKUP_LOCATION.address}</p>
              <ul className={css({ fontSize: 'sm', color: 'fg.muted', listStyle: 'none', p: '0' })}>
                {PICKUP_LOCATION.hours.map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </ul>
            </div>
          </div>
        </div>
        <Deferred reserve={css({ minH: '46rem' })} rootMargin="600px 0px" prerendered>
          <ContactForm />
        </Deferred>
      </Container>
    </section>
  );
}
