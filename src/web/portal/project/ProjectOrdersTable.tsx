// The orders of one project (spec section 2 "Project detail"), with a count and an empty state.
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { brandDisplayName } from '../../../domain/catalogue';
import { MESSAGES } from '../../../domain/constants';
import { formatDateTime } from '../../../domain/dates';
import type { Order } from '../../../domain/schemas/orders';
import { clickableRow, emptyBox, table, tableWrap } from '../styles';
import { StatusChip } from '../orders/StatusChip';

export interface ProjectOrdersTableProps {
  orders: readonly Order[];
  createOrderHref: string;
  onOpen: (orderId: string) => void;
}

export function ProjectOrdersTable({ orders, createOrderHref, onOpen }: ProjectOrdersTableProps) {
  const onKey = (e: KeyboardEvent, id: string) => {
    if (e.key === 'Enter') onOpen(id);
  };
  return (
    <section aria-labelledby="project-orders-heading" className={css({ mt: '10' })}>
      <h2 id="project-orders-heading" className={css({ textStyle: 'h3', mb: '4' })}>
        Orders ({orders.length})
      </h2>
      {orders.length === 0 ? (
        <div className={emptyBox}>
          <p>{MESSAGES.noProjectOrders}</p>
          <Link to={createOrderHref} className={button({ variant: 'primary' })}>
            Create First Order
          </Link>
        </div>
      ) : (
        <div className={tableWrap}>
          <table className={table}>
            <thead>
              <tr>
                <th scope="col">Order ID</th>
                <th scope="col">Brand</th>
                <th scope="col">Range</th>
                <th scope="col">Color</th>
                <th scope="col">Quantity</th>
                <th scope="col">Status</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.id} className={clickableRow} tabIndex={0} onClick={() => onOpen(o.id)} onKeyDown={(e) => onKey(e, o.id)}>
                  <td className={css({ fontFamily: 'mono', fontSize: 'xs' })}>{o.id}</td>
                  <td>{brandDisplayName(o.brand)}</td>
                  <td>{o.range}</td>
                  <td>{o.colorName}</td>
                  <td>{o.quantity}</td>
                  <td>
                    <StatusChip status={o.status} />
                  </td>
                  <td>{formatDateTime(o.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
