// Trade accounts in the order views (docs/product.md#trade-accounts): a company member's My Orders names who
// placed each order; a line at a trade price shows it beside the retail price it replaces.
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { storyOrders } from '../storyFixtures';
import { OrderLinesTable } from './OrderLinesTable';
import { MyOrdersTable } from './OrdersTable';

afterEach(cleanup);

describe('trade accounts in the order views', () => {
  it("shows a Placed by column when the list holds a company's orders, and none for a retail customer", () => {
    const company = storyOrders.map((o, i) => ({ ...o, placedBy: i === 0 ? 'buyer@southside.example' : 'owner@southside.example' }));
    const table = (orders: typeof storyOrders) => (
      <MemoryRouter>
        <MyOrdersTable state={{ status: 'success', orders }} showOwner={false} onOpen={() => {}} createOrderHref="/app/orders/create" />
      </MemoryRouter>
    );
    const { unmount } = render(table(company));
    expect(screen.getByRole('columnheader', { name: 'Placed by' })).toBeInTheDocument();
    expect(within(screen.getAllByRole('row')[1]).getByText('buyer@southside.example')).toBeInTheDocument();
    unmount();
    render(table(storyOrders));
    expect(screen.queryByRole('columnheader', { name: 'Placed by' })).toBeNull();
  });

  it('labels a trade price and shows the retail price it replaces', () => {
    const line = {
      kind: 'board' as const,
      item_id: 'b',
      name: 'Board',
      quantity: 2,
      unit: 'board',
      unitPriceCents: 5942,
      lineTotalCents: 11884,
    };
    render(
      <OrderLinesTable
        lines={[{ ...line, retailCents: 6990 }]}
        totals={{ subtotalCents: 10804, gstCents: 1080, totalCents: 11884 }}
        caption="Order lines"
      />,
    );
    expect(screen.getByText('Trade price')).toBeInTheDocument();
    expect(screen.getByText('$69.90')).toBeInTheDocument();
  });
});
