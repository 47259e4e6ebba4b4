// My Orders table (spec section 2): every column, notes cut at 50 characters, row click and View
// Details open the order. Admins also see each order's owner.
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { brandDisplayName } from '../../../domain/catalogue';
import { MESSAGES, NO_PROJECT_LABEL } from '../../../domain/constants';
import { formatDateTime } from '../../../domain/dates';
import { truncateNotes } from '../../../domain/format';
import type { Order } from '../../../domain/schemas/orders';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { clickableRow, emptyBox, table, tableWrap } from '../styles';
import { StatusChip } from './StatusChip';

export type OrdersState = { status: 'pending' } | { status: 'error'; message: string } | { status: 'success'; orders: readonly Order[] };

export interface OrdersTableProps {
  state: OrdersState;
  /** Admins see every order with its owner's email. */
  showOwner: boolean;
  onOpen: (orderId: string) => void;
  createOrderHref: string;
}

const DELIVERY_LABELS: Record<string, string> = { delivery: 'Delivery', pickup: 'Pickup' };

export function OrdersTable({ state, showOwner, onOpen, createOrderHref }: OrdersTableProps) {
  if (state.status === 'pending') return <Spinner label="Loading orders" />;
  if (state.status === 'error') return <Alert tone="error">{state.message}</Alert>;
  if (state.orders.length === 0) {
    return (
      <div className={emptyBox}>
        <p>{MESSAGES.noOrders}</p>
        <Link to={createOrderHref} className={button({ variant: 'primary' })}>
          Create Your First Order
        </Link>
      </div>
    );
  }
  const onKey = (e: KeyboardEvent, id: string) => {
    if (e.key === 'Enter') onOpen(id);
  };
  return (
    <div className={tableWrap}>
      <table className={table}>
        <caption className={css({ srOnly: true })}>Orders, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Order ID</th>
            {showOwner ? <th scope="col">Owner</th> : null}
            <th scope="col">Project</th>
            <th scope="col">Brand</th>
            <th scope="col">Range</th>
            <th scope="col">Color</th>
            <th scope="col">Quantity</th>
            <th scope="col">Status</th>
            <th scope="col">Delivery</th>
            <th scope="col">Notes</th>
            <th scope="col">Created</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {state.orders.map((o) => (
            <tr key={o.id} className={clickableRow} onClick={() => onOpen(o.id)} onKeyDown={(e) => onKey(e, o.id)} data-testid="order-row">
              <td className={css({ fontSize: 'xs', maxW: '9rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })} title={o.id}>
                {o.id}
              </td>
              {showOwner ? <td>{o.ownerEmail ?? ''}</td> : null}
              <td>{o.projectName ?? o.project ?? NO_PROJECT_LABEL}</td>
              <td>{brandDisplayName(o.brand)}</td>
              <td>{o.range}</td>
              <td>{o.colorName}</td>
              <td>{o.quantity}</td>
              <td>
                <StatusChip status={o.status} />
              </td>
              <td>{DELIVERY_LABELS[o.deliveryMethod] ?? o.deliveryMethod}</td>
              <td className={css({ minW: '12rem' })} title={o.notes}>
                {truncateNotes(o.notes)}
              </td>
              <td className={css({ whiteSpace: 'nowrap' })}>{formatDateTime(o.createdAt)}</td>
              <td>
                <button
                  type="button"
                  className={button({ variant: 'secondary', size: 'sm' })}
                  onClick={(e) => {
                    e.stopPropagation();
                    onOpen(o.id);
                  }}
                >
                  View Details
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
