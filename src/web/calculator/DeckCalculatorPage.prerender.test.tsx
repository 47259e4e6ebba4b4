// @vitest-environment node
// /deck-calculator as the build would prerender it (src/web/prerender.tsx): HTML the CSP lets paint
// (style-src 'self' drops style attributes; inline scripts are not allowed either), with the page's
// heading, the drawing tools and the materials in their loading state, and nothing left suspended.
import { describe, expect, it } from 'vitest';
import { CALCULATOR_TITLE } from './DeckCalculatorPage';
import { prerenderPage } from '../prerender';

describe('prerendered /deck-calculator', () => {
  it('is HTML without style attributes or scripts, with the heading, tools and loading materials', async () => {
    const { html, meta } = await prerenderPage('/deck-calculator');
    expect(html).not.toMatch(/<[^>]+\sstyle=/);
    expect(html).not.toContain('<script');
    // Nothing suspended: a pending boundary would need an inline script to be filled in.
    expect(html).not.toContain('<template');
    expect(html).toMatch(new RegExp(`<h1[^>]*>.*${CALCULATOR_TITLE}.*</h1>`));
    expect(meta?.title).toContain(CALCULATOR_TITLE);
    expect(html).toContain('Add Shape');
    expect(html).toContain('Your Deck Materials');
    expect(html).toContain('Loading colours...');
    expect(html).toContain('data-testid="side-colour-placeholder"');
    // The canvas is drawn in the browser only.
    expect(html).not.toContain('data-testid="deck-canvas"');
  }, 60_000);
});
