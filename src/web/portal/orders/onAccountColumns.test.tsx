// Ordering on account in My Orders (docs/product.md#trade-accounts): a PO / job reference column where any
// order on the page has one, and the Over credit limit flag beside the status of an order placed over it.
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { storyOrders } from '../storyFixtures';
import { MyOrdersTable } from './OrdersTable';

afterEach(cleanup);

const table = (orders: typeof storyOrders, showOwner = false) => (
  <MemoryRouter>
    <MyOrdersTable state={{ status: 'success', orders }} showOwner={showOwner} onOpen={() => {}} createOrderHref="/app/orders/create" />
  </MemoryRouter>
);

describe('ordering on account in the orders list', () => {
  it('shows the PO / job reference column when an order has one, and none otherwise', () => {
    const withPo = storyOrders.map((o, i) => ({ ...o, poReference: i === 0 ? 'JOB-42' : '' }));
    const { unmount } = render(table(withPo));
    expect(screen.getByRole('columnheader', { name: 'PO / job reference' })).toBeInTheDocument();
    const first = screen.getAllByRole('row')[1];
    expect(within(first).getByText('JOB-42')).toHaveAttribute('data-label', 'PO / job reference');
    unmount();
    render(table(storyOrders));
    expect(screen.queryByRole('columnheader', { name: 'PO / job reference' })).toBeNull();
  });

  it('flags an order placed over the credit limit beside its status, for staff', () => {
    const flagged = storyOrders.map((o, i) => ({ ...o, overCreditLimit: i === 0 }));
    render(table(flagged, true));
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('Over credit limit')).toBeInTheDocument();
    for (const row of rows.slice(1)) expect(within(row).queryByText('Over credit limit')).toBeNull();
  });
});
