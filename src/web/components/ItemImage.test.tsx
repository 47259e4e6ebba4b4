// Item image rules (docs/product.md#calls, docs/product.md#error-messages).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);
import { ITEM_IMAGE_VERSION } from '../../domain/itemImages';
import { ItemImage } from './ItemImage';

describe('ItemImage', () => {
  it('shows the static inventory path', () => {
    render(<ItemImage itemId="we-home-grooved-barossa-5400" imageId="img-1" alt="Barossa" />);
    expect(screen.getByRole('img', { name: 'Barossa' })).toHaveAttribute('src', '/images/inventory/we-home-grooved-barossa-5400.jpg');
  });

  it('offers every photo width in srcset (versioned), the spec path as the 640w one, with the drawn size', () => {
    render(<ItemImage itemId="we-home-grooved-barossa-5400" imageId="img-1" alt="Barossa" width={350} height={200} />);
    const img = screen.getByRole('img', { name: 'Barossa' });
    expect(img).toHaveAttribute(
      'srcset',
      [
        `/images/inventory/we-home-grooved-barossa-5400.jpg?w=320&v=${ITEM_IMAGE_VERSION} 320w`,
        '/images/inventory/we-home-grooved-barossa-5400.jpg 640w',
        `/images/inventory/we-home-grooved-barossa-5400.jpg?w=960&v=${ITEM_IMAGE_VERSION} 960w`,
        `/images/inventory/we-home-grooved-barossa-5400.jpg?w=1280&v=${ITEM_IMAGE_VERSION} 1280w`,
      ].join(', '),
    );
    expect(img).toHaveAttribute('sizes', '(max-width: 350px) 100vw, 350px');
    // Width and height attributes reserve the box before the bytes arrive.
    expect(img).toHaveAttribute('width', '350');
    expect(img).toHaveAttribute('height', '200');
  });

  it('takes the sizes its page gives', () => {
    render(<ItemImage itemId="x" imageId="img-1" alt="X" sizes="(min-width: 640px) 50vw, 100vw" />);
    expect(screen.getByRole('img')).toHaveAttribute('sizes', '(min-width: 640px) 50vw, 100vw');
  });

  it('loads lazily by default, eagerly when asked, and at high priority for the LCP image', () => {
    render(
      <>
        <ItemImage itemId="a" imageId="img-a" alt="A" />
        <ItemImage itemId="b" imageId="img-b" alt="B" eager />
        <ItemImage itemId="c" imageId="img-c" alt="C" priority />
      </>,
    );
    const [a, b, c] = ['A', 'B', 'C'].map((name) => screen.getByRole('img', { name }));
    expect(a).toHaveAttribute('loading', 'lazy');
    expect(a).not.toHaveAttribute('fetchpriority');
    expect(b).toHaveAttribute('loading', 'eager');
    expect(b).not.toHaveAttribute('fetchpriority');
    expect(c).toHaveAttribute('loading', 'eager');
    expect(c).toHaveAttribute('fetchpriority', 'high');
  });

  it('keeps its box in the width:height proportion in every state, without a style attribute (the CSP drops them)', () => {
    const { container } = render(
      <>
        <ItemImage itemId="a" imageId="img-a" alt="A" width={350} height={200} />
        <ItemImage itemId="b" imageId={null} alt="B" />
      </>,
    );
    const boxes = [...container.querySelectorAll('svg')].map((svg) => svg.getAttribute('viewBox'));
    expect(boxes).toEqual(['0 0 350 200', '0 0 600 400']);
    fireEvent.error(screen.getByRole('img', { name: 'A' }));
    expect(container.querySelector('svg')).toHaveAttribute('viewBox', '0 0 350 200');
    expect(container.querySelector('[style]')).toBeNull();
  });

  it('shows No Image without an image id', () => {
    render(<ItemImage itemId="x" imageId={null} alt="X" />);
    expect(screen.getByText('No Image')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows Image unavailable and the id when loading fails', () => {
    render(<ItemImage itemId="we-advanced-grooved-basalt-3600" imageId="img-2" alt="Basalt" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByText('Image unavailable')).toBeInTheDocument();
    expect(screen.getByText('we-advanced-grooved-basalt-3600')).toBeInTheDocument();
  });

  it("shows the item's main staff photo when it has one: its 640 JPEG as src, its WebP widths as srcset", () => {
    const photo = '0b6f6c1e-6a51-4d7e-9a3e-2f4b8f1d2c3a';
    render(<ItemImage itemId="we-home-grooved-barossa-5400" imageId="img-1" photoId={photo} alt="Barossa" />);
    const img = screen.getByRole('img', { name: 'Barossa' });
    expect(img).toHaveAttribute('src', `/images/catalogue/${photo}-640.jpg`);
    expect(img).toHaveAttribute('srcset', [320, 640, 960, 1280].map((w) => `/images/catalogue/${photo}-${w}.webp ${w}w`).join(', '));
  });
});
