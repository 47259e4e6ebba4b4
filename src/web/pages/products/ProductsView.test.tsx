// Products grid images: the first card's photo is the LCP image, fetched first at high
// priority; the first row loads eagerly, the rest lazily; every photo says how wide its card is drawn.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storyHome } from '../../calculator/storyFixtures';
import { ProductsView } from './ProductsView';

afterEach(cleanup);

const items = storyHome.map((i) => ({ ...i, image_id: `img-${i.item_id}` }));

describe('ProductsView images', () => {
  it('prioritises the first photo, loads the first row eagerly and the rest lazily', () => {
    render(<ProductsView state={{ status: 'success', items }} />);
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(5);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null]);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
    // One column on phones, two from sm, three from lg: the browser picks the photo width from this.
    for (const img of images)
      expect(img.getAttribute('sizes')).toBe(
        '(min-width: 1024px) min(calc((100vw - 7rem) / 3), 23rem), (min-width: 640px) calc(50vw - 2.25rem), calc(100vw - 2rem)',
      );
    expect(images[0]).toHaveAttribute('src', `/images/inventory/${items[0].item_id}.jpg`);
    expect(images[0].getAttribute('srcset')).toContain(`/images/inventory/${items[0].item_id}.jpg 640w`);
  });
});
