// One orders table for My Orders (spec section 2) and a project's orders ("Project detail"): notes cut
// at 50 characters; a row opens its order on click or, focused, on Enter. Admins also see each owner.
import { Fragment, type ReactNode } from 'react';
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

const DELIVERY_LABELS: Record<string, string> = { delivery: 'Delivery', pickup: 'Pickup' };

interface ColumnDef {
  header: string;
  cell: (o: Order, onOpen: (orderId: string) => void) => ReactNode;
}

const idCell = css({ fontSize: 'xs', maxW: '9rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

const COLUMNS = {
  id: {
    header: 'Order ID',
    cell: (o) => (
      <td className={idCell} title={o.id}>
        {o.id}
      </td>
    ),
  },
  owner: { header: 'Owner', cell: (o) => <td>{o.ownerEmail ?? ''}</td> },
  project: { header: 'Project', cell: (o) => <td>{o.projectName ?? o.project ?? NO_PROJECT_LABEL}</td> },
  brand: { header: 'Brand', cell: (o) => <td>{brandDisplayName(o.brand)}</td> },
  range: { header: 'Range', cell: (o) => <td>{o.range}</td> },
  color: { header: 'Color', cell: (o) => <td>{o.colorName}</td> },
  quantity: { header: 'Quantity', cell: (o) => <td>{o.quantity}</td> },
  status: {
    header: 'Status',
    cell: (o) => (
      <td>
        <StatusChip status={o.status} />
      </td>
    ),
  },
  delivery: { header: 'Delivery', cell: (o) => <td>{DELIVERY_LABELS[o.deliveryMethod] ?? o.deliveryMethod}</td> },
  notes: {
    header: 'Notes',
    cell: (o) => (
      <td className={css({ minW: '12rem' })} title={o.notes}>
        {truncateNotes(o.notes)}
      </td>
    ),
  },
  created: { header: 'Created', cell: (o) => <td className={css({ whiteSpace: 'nowrap' })}>{formatDateTime(o.createdAt)}</td> },
  actions: {
    header: 'Actions',
    cell: (o, onOpen) => (
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
    ),
  },
} satisfies Record<string, ColumnDef>;

export type OrderColumn = keyof typeof COLUMNS;

/** The columns of My Orders (spec section 2); the owner column only for admins. */
export const MY_ORDERS_COLUMNS = (showOwner: boolean): readonly OrderColumn[] => [
  'id',
  ...(showOwner ? (['owner'] as const) : []),
  'project',
  'brand',
  'range',
  'color',
  'quantity',
  'status',
  'delivery',
  'notes',
  'created',
  'actions',
];
/** A project's orders ("Project detail"): the project is the page's own. */
export const PROJECT_ORDERS_COLUMNS: readonly OrderColumn[] = ['id', 'brand', 'range', 'color', 'quantity', 'status', 'created'];

export interface OrdersTableProps {
  orders: readonly Order[];
  columns: readonly OrderColumn[];
  onOpen: (orderId: string) => void;
  /** Shown instead of the table when there are no orders. */
  empty: { message: string; actionLabel: string; actionHref: string };
  caption?: string;
}

export function OrdersTable({ orders, columns, onOpen, empty, caption }: OrdersTableProps) {
  if (orders.length === 0) {
    return (
      <div className={emptyBox}>
        <p>{empty.message}</p>
        <Link to={empty.actionHref} className={button({ variant: 'primary' })}>
          {empty.actionLabel}
        </Link>
      </div>
    );
  }
  return (
    <div className={tableWrap}>
      <table className={table}>
        {caption ? <caption className={css({ srOnly: true })}>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {COLUMNS[c].header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr
              key={o.id}
              className={clickableRow}
              tabIndex={0}
              onClick={() => onOpen(o.id)}
              onKeyDown={(e) => {
                // Only the row's own Enter: an Enter on View Details is that button's click.
                if (e.key === 'Enter' && e.target === e.currentTarget) onOpen(o.id);
              }}
              data-testid="order-row"
            >
              {columns.map((c) => (
                <Fragment key={c}>{COLUMNS[c].cell(o, onOpen)}</Fragment>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export type OrdersState = { status: 'pending' } | { status: 'error'; message: string } | { status: 'success'; orders: readonly Order[] };

export interface MyOrdersTableProps {
  state: OrdersState;
  /** Admins see every order with its owner's email. */
  showOwner: boolean;
  onOpen: (orderId: string) => void;
  createOrderHref: string;
}

/** My Orders: loading, a failure's message, the empty state or the table. */
export function MyOrdersTable({ state, showOwner, onOpen, createOrderHref }: MyOrdersTableProps) {
  if (state.status === 'pending') return <Spinner label="Loading orders" />;
  if (state.status === 'error') return <Alert tone="error">{state.message}</Alert>;
  return (
    <OrdersTable
      orders={state.orders}
      columns={MY_ORDERS_COLUMNS(showOwner)}
      onOpen={onOpen}
      caption="Orders, newest first"
      empty={{ message: MESSAGES.noOrders, actionLabel: 'Create Your First Order', actionHref: createOrderHref }}
    />
  );
}
