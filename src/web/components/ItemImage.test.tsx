// Item image rules (spec sections 7 and 8).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);
import { ItemImage } from './ItemImage';

describe('ItemImage', () => {
  it('shows the static inventory path', () => {
    render(<ItemImage itemId="we-home-grooved-barossa-5400" imageId="img-1" alt="Barossa" />);
    expect(screen.getByRole('img', { name: 'Barossa' })).toHaveAttribute('src', '/images/inventory/we-home-grooved-barossa-5400.jpg');
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
});
