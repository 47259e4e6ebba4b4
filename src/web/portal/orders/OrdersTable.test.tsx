// My Orders and a project's orders are one table: in both, a row takes keyboard focus and Enter opens
// its order, as a click does (docs/product.md#orders-list, docs/product.md#project-detail).
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProjectOrdersTable } from '../project/ProjectOrdersTable';
import { storyOrders } from '../storyFixtures';
import { MyOrdersTable } from './OrdersTable';

afterEach(cleanup);

const CREATE = '/app/orders/create';
const tables = {
  'My Orders': (onOpen: (id: string) => void) => (
    <MyOrdersTable state={{ status: 'success', orders: storyOrders }} showOwner={false} onOpen={onOpen} createOrderHref={CREATE} />
  ),
  "a project's orders": (onOpen: (id: string) => void) => (
    <ProjectOrdersTable orders={storyOrders} createOrderHref={CREATE} onOpen={onOpen} />
  ),
};

describe.each(Object.entries(tables))('orders table of %s', (_name, table) => {
  it('makes every row focusable and opens its order on Enter or click', () => {
    const onOpen = vi.fn();
    render(<MemoryRouter>{table(onOpen)}</MemoryRouter>);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(storyOrders.length);
    for (const row of rows) expect(row).toHaveAttribute('tabindex', '0');
    rows[1].focus();
    expect(rows[1]).toHaveFocus();
    fireEvent.keyDown(rows[1], { key: 'Enter' });
    expect(onOpen).toHaveBeenLastCalledWith(storyOrders[1].id);
    fireEvent.click(rows[0]);
    expect(onOpen).toHaveBeenLastCalledWith(storyOrders[0].id);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});

describe('My Orders labels', () => {
  it('labels each order by its reference, keeps the full id in the title, and gives every cell its column name', () => {
    render(
      <MemoryRouter>
        <MyOrdersTable state={{ status: 'success', orders: storyOrders }} showOwner={false} onOpen={() => {}} createOrderHref={CREATE} />
      </MemoryRouter>,
    );
    const first = within(screen.getByRole('table')).getAllByRole('row')[1];
    const cells = within(first).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(`BW-${storyOrders[0].id.slice(0, 8).toUpperCase()}`);
    expect(cells[0]).toHaveAttribute('title', storyOrders[0].id);
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(headers);
  });

  it('says no order matches when filters select nothing', () => {
    render(
      <MemoryRouter>
        <MyOrdersTable
          state={{ status: 'success', orders: [] }}
          showOwner
          onOpen={() => {}}
          createOrderHref={CREATE}
          noMatchMessage="No orders match this status and search."
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('No orders match this status and search.')).toBeInTheDocument();
  });
});
