// @vitest-environment node
// / as the build prerenders it (src/web/prerender.tsx): the contact section's text (docs/product.md#screens-and-routes
// "Landing page": service areas, business hours, pickup hours) is in the served HTML, for find-in-page,
// screen readers and crawlers, while its code still loads later; so are the ranges' tabs and panels and
// the contact form's fields and consent (docs/product.md#landing-page), which wait only for their code.
import { describe, expect, it } from 'vitest';
import { BUSINESS_HOURS, CONTACT_EMAIL, PICKUP_LOCATION, SERVICE_AREAS } from '../../domain/constants';
import { prerenderPage } from '../prerender';
import { RANGE_STORIES } from './landing/rangeContent';

describe('prerendered /', () => {
  it('holds the gallery and the contact details, with nothing left suspended', async () => {
    const { html } = await prerenderPage('/');
    expect(html).not.toMatch(/<[^>]+\sstyle=/);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<template');
    expect(html).toContain('id="gallery"');
    expect(html).toContain('id="contact"');
    expect(html).toContain('Business hours');
    for (const h of BUSINESS_HOURS) {
      expect(html).toContain(`>${h.days}</dt>`);
      expect(html).toContain(`>${h.hours}</dd>`);
    }
    expect(html).toContain('Service areas');
    for (const area of SERVICE_AREAS) expect(html).toContain(`>${area}</li>`);
    for (const h of PICKUP_LOCATION.hours) expect(html).toContain(h);
    expect(html).toContain(CONTACT_EMAIL);
  }, 60_000);

  it('holds the range tabs with every range panel, and the contact form with its fields and consent', async () => {
    const { html } = await prerenderPage('/');
    expect(html).not.toMatch(/<[^>]+\sstyle=/);
    expect(html).not.toContain('<template');
    expect(html).toContain('aria-label="Decking ranges"');
    for (const range of RANGE_STORIES) {
      expect(html).toMatch(new RegExp(`<button[^>]*role="tab"[^>]*>${range.label}</button>`));
      expect(html).toMatch(new RegExp(`<h3[^>]*>${range.label}</h3>`));
      expect(html).toContain(range.description);
    }
    expect(html).toContain('Send an enquiry');
    for (const label of ['Full Name', 'Email', 'Phone', 'Message']) expect(html).toMatch(new RegExp(`<label[^>]*>${label}(<|$)`));
    for (const name of ['fullName', 'email', 'phone', 'message', 'privacy']) expect(html).toMatch(new RegExp(`name="${name}"`));
    expect(html).toContain('Project Type');
    expect(html).toContain('privacy policy');
  }, 60_000);
});
