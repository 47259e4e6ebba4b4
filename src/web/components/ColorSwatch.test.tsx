// Colour chips (the colour lookup of docs/product.md#colour-lookup), drawn without a style attribute: prerendered pages
// are under a CSP (style-src 'self') that drops them.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_COLOR_HEX } from '../../domain/colors';
import { ColorSwatch } from './ColorSwatch';

afterEach(cleanup);

describe('ColorSwatch', () => {
  it('fills the chip with the looked-up colour at the given size, named for its colour', () => {
    const { container } = render(<ColorSwatch color="Victorian_Maple" size={16} />);
    expect(screen.getByRole('img', { name: 'Victorian Maple' })).toBeInTheDocument();
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('width', '16');
    expect(svg).toHaveAttribute('height', '16');
    expect(container.querySelector('circle')).toHaveAttribute('fill', '#A0643C');
    expect(container.querySelector('[style]')).toBeNull();
  });

  it('shows the name beside a decorative chip, and the fallback colour for an unknown one', () => {
    const { container } = render(<ColorSwatch color="Mystery_Teak" showLabel />);
    expect(screen.getByText('Mystery Teak')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('width', '20');
    expect(container.querySelector('circle')).toHaveAttribute('fill', FALLBACK_COLOR_HEX);
  });
});
