// The orders of one project (docs/product.md#project-detail), with a count and an empty state.
import { css } from 'styled-system/css';
import { sectionTitle } from 'styled-system/recipes';
import { MESSAGES } from '../../../domain/messages';
import type { Order } from '../../../domain/schemas/orders';
import { OrdersTable, PROJECT_ORDERS_COLUMNS } from '../orders/OrdersTable';

export interface ProjectOrdersTableProps {
  orders: readonly Order[];
  createOrderHref: string;
  onOpen: (orderId: string) => void;
}

export function ProjectOrdersTable({ orders, createOrderHref, onOpen }: ProjectOrdersTableProps) {
  return (
    <section aria-labelledby="project-orders-heading" className={css({ mt: '10' })}>
      <h2 id="project-orders-heading" className={sectionTitle()}>
        Orders ({orders.length})
      </h2>
      <OrdersTable
        orders={orders}
        columns={PROJECT_ORDERS_COLUMNS}
        onOpen={onOpen}
        empty={{ message: MESSAGES.noProjectOrders, actionLabel: 'Create First Order', actionHref: createOrderHref }}
      />
    </section>
  );
}
