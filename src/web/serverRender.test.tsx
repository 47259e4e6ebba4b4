// @vitest-environment node
// The server's render of /products and /deck-calculator (src/server/pageRender.ts runs the built form of this module): the
// cards drawn from the catalogue body it is given, no style attribute or inline script (the CSP would
// drop them), and the queries it used as a data block for the browser.
import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it, vi } from 'vitest';
import { storyHome } from './calculator/storyFixtures';
import { QUERY_STATE_ELEMENT_ID } from './api/pageQueryState';
import { catalogueQueryKeys } from './api/catalogue';
import { renderCataloguePage } from './serverRender';
import { calculatorColors, defaultColor } from '../domain/catalogue';
import { displayColorName } from '../domain/colors';

const shell =
  '<!doctype html><html><head><title>Boardwalk</title><meta name="description" ' +
  'content="x" /><script type="module" crossorigin src="/assets/index.js"></script>' +
  '</head><body><div id="root"></div></body></html>';
const items = storyHome.map((i) => ({ ...i, image_id: `img-${i.item_id}`, name: `${i.name} <&>` }));
const body = JSON.stringify({ success: true, data: items });

describe('renderCataloguePage', () => {
  it('draws /products with the catalogue: every card of the first range, the first photo prioritised, the data for hydration', async () => {
    const html = await renderCataloguePage(shell, '/products', { boardItems: body });
    expect(html).toContain('<title>Products | Boardwalk</title>');
    for (const item of items) expect(html).toContain(`id="product-${item.item_id}" class="`);
    expect(html).toContain('&lt;&amp;&gt;');
    expect(html).toMatch(new RegExp(`<img src="/images/inventory/${items[0].item_id}.jpg"[^>]*fetchPriority="high"`, 'i'));
    expect(html).not.toContain('Loading products');
    // Only classes and SVG attributes: the CSP (style-src 'self') drops style attributes.
    expect(html).not.toMatch(/<[^>]+\sstyle="/);
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts).toEqual([
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">',
      `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">`,
    ]);

    const block = new RegExp(`<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">(.*?)</script>`).exec(html)![1];
    expect(block).not.toContain('<');
    const state = JSON.parse(block) as { queries: { queryKey: unknown; state: { data: unknown } }[] };
    expect(state.queries.map((q) => q.queryKey)).toEqual([catalogueQueryKeys.boardItems]);
    expect(state.queries[0].state.data).toEqual(items);
  });

  it('draws /deck-calculator with its default colour chosen, so the browser neither fetches nor parses the catalogue', async () => {
    const html = await renderCataloguePage(shell, '/deck-calculator', { boardItems: body });
    const colour = defaultColor(calculatorColors(items, 'WoodEvo'))!;
    expect(html).toMatch(new RegExp(`role="combobox"[^>]*>.*?>${displayColorName(colour.cf_board_colour)}</span>`));
    expect(html).not.toContain('Loading colours');
    expect(html).not.toMatch(/<[^>]+\sstyle="/);
    const block = new RegExp(`<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">(.*?)</script>`).exec(html)![1];
    const state = JSON.parse(block) as { queries: { queryKey: unknown; state: { data: unknown } }[] };
    expect(state.queries.map((q) => q.queryKey)).toEqual([catalogueQueryKeys.boardItems]);
  });

  it('refuses a catalogue body the browser would refuse', async () => {
    await expect(
      renderCataloguePage(shell, '/products', { boardItems: JSON.stringify({ success: true, data: [{ item_id: 1 }] }) }),
    ).rejects.toThrow();
    await expect(renderCataloguePage(shell, '/products', { boardItems: JSON.stringify({ success: false, data: [] }) })).rejects.toThrow();
  });

  it('keeps no AsyncLocalStorage: on Node 20 its first use slows every later request of the server', async () => {
    const run = vi.spyOn(AsyncLocalStorage.prototype, 'run');
    const enterWith = vi.spyOn(AsyncLocalStorage.prototype, 'enterWith');
    try {
      await renderCataloguePage(shell, '/products', { boardItems: body });
      expect(run).not.toHaveBeenCalled();
      expect(enterWith).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
      enterWith.mockRestore();
    }
  });
});
