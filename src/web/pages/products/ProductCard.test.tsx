// The catalogue's price for a visitor and for a trade member (docs/product.md#trade-accounts): a visitor's card
// reads "$rate per unit" and nothing else; a Trade tier member's reads their price in its place, with
// "Trade price" and the catalogue's price struck through beside it; an item price an admin set wins.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RETAIL_PRICES, type PriceContext } from '../../../domain/tradePricing';
import { storyHome } from '../../calculator/storyFixtures';
import { ProductCard } from './ProductCard';

afterEach(cleanup);

const item = storyHome[0]; // $69.90 per board
const trade: PriceContext = { tier: 'trade', overrides: new Map() };

const card = () => screen.getByRole('article', { name: item.name });

describe('ProductCard price', () => {
  it('shows a visitor the catalogue price alone', () => {
    render(<ProductCard item={item} />);
    expect(within(card()).getByText('$69.90 per board')).toBeInTheDocument();
    expect(within(card()).queryByText('Trade price')).toBeNull();
    expect(card().querySelector('s')).toBeNull();
  });

  it('shows a retail customer (catalogue prices) the same', () => {
    render(<ProductCard item={item} prices={RETAIL_PRICES} />);
    expect(within(card()).getByText('$69.90 per board')).toBeInTheDocument();
    expect(within(card()).queryByText('Trade price')).toBeNull();
  });

  it("shows a Trade tier member their price, labelled Trade price, beside the catalogue's struck through", () => {
    render(<ProductCard item={item} prices={trade} />);
    // Boards 15% off on Trade: 6990 x 0.85 = 5941.5, rounded half up to $59.42.
    expect(within(card()).getByText('$59.42 per board')).toBeInTheDocument();
    expect(within(card()).getByText('Trade price')).toBeInTheDocument();
    const retail = card().querySelector('s');
    expect(retail).toHaveTextContent('retail $69.90');
    expect(within(card()).queryByText('$69.90 per board')).toBeNull();
  });

  it("shows the company's own price for an item when an admin set one", () => {
    render(<ProductCard item={item} prices={{ tier: 'trade', overrides: new Map([[item.item_id, 5000]]) }} />);
    expect(within(card()).getByText('$50.00 per board')).toBeInTheDocument();
    expect(within(card()).getByText('Trade price')).toBeInTheDocument();
  });
});

describe('ProductCard availability', () => {
  const availability = () => within(card()).getByText('Availability').nextElementSibling;

  it('keeps the Availability row empty until the label arrives, then reads it', () => {
    const { rerender } = render(<ProductCard item={item} />);
    expect(availability()).toHaveTextContent(/^$/);
    rerender(<ProductCard item={item} availability="Back order, expected 4 Jan" />);
    expect(availability()).toHaveTextContent('Back order, expected 4 Jan');
  });
});
