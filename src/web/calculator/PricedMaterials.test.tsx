// Materials and prices at a trade member's prices (docs/product.md#trade-accounts): the list is priced by the
// domain's priceDeckPlan with unitPriceFor, so the lines, subtotal, GST and total are the member's, and each
// line whose price the company's replaced reads "Trade price" with the catalogue's price struck through; a
// visitor's list has neither.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PricedMaterials as Priced } from '../../domain/deckMaterials';
import { formatCents, lineTotalCents, orderTotals } from '../../domain/money';
import { PricedMaterials } from './PricedMaterials';

afterEach(cleanup);

const line = (itemId: string, quantity: number, unitPriceCents: number, retailCents?: number) => ({
  key: itemId,
  itemId,
  name: itemId,
  unit: 'each',
  group: 'boards' as const,
  quantity,
  unitPriceCents,
  lineTotalCents: lineTotalCents(unitPriceCents, quantity),
  ...(retailCents === undefined ? {} : { retailCents }),
});
const priced = (lines: Priced['lines']): Priced => ({ lines, totals: orderTotals(lines.map((l) => l.lineTotalCents)), missing: [] });

describe('PricedMaterials', () => {
  it('shows a visitor the catalogue prices with no Trade price', () => {
    render(<PricedMaterials priced={priced([line('board', 17, 6990)])} variant="side" pending={false} />);
    const row = screen.getByTestId('side-priced-board');
    expect(within(row).getByText('$69.90')).toBeInTheDocument();
    expect(screen.queryByText('Trade price')).toBeNull();
  });

  it("shows a member's unit prices with Trade price and the struck catalogue price, and totals at their prices", () => {
    // Trade: boards 15% off ($69.90 -> $59.42), clips 10% off ($120.00 -> $108.00).
    const list = priced([line('board', 17, 5942, 6990), line('clips', 2, 10_800, 12_000)]);
    render(<PricedMaterials priced={list} variant="sheet" pending={false} />);
    const board = screen.getByTestId('sheet-priced-board');
    expect(within(board).getByText('$59.42')).toBeInTheDocument();
    expect(within(board).getByText('Trade price')).toBeInTheDocument();
    expect(board.querySelector('s')).toHaveTextContent('retail $69.90');
    expect(within(board).getByText(formatCents(17 * 5942))).toBeInTheDocument();
    expect(screen.getByTestId('sheet-priced-total')).toHaveTextContent(formatCents(17 * 5942 + 2 * 10_800));
    expect(screen.getAllByText('Trade price')).toHaveLength(2);
  });
});
