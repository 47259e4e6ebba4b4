// One orders table for My Orders (docs/product.md#screens-and-routes) and a project's orders ("Project detail"): orders
// labelled by reference, notes cut at a word boundary within 50 characters; a row opens its order on
// click or, focused, on Enter. Admins also see each owner. Stacked rows on phones.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { brandDisplayName } from '../../../domain/catalogue';
import { NO_PROJECT_LABEL } from '../../../domain/constants';
import { MESSAGES } from '../../../domain/messages';
import { formatDateTime } from '../../../domain/dates';
import { formatCents } from '../../../domain/money';
import { orderRef, truncateNotes } from '../../../domain/format';
import type { Order } from '../../../domain/schemas/orders';
import { QueryStatus } from '../../components/QueryStatus';
import { EmptyState } from '../EmptyState';
import { clickableRow, table, tableWrap } from '../styles';
import { StatusChip } from './StatusChip';
import { OverCreditFlag } from './OverCreditFlag';

/**
 * Below md each order is a stacked card of label: value rows (the header row is kept for screen
 * readers only), so no column is ever hidden or cut on a phone; wider screens scroll what does not fit.
 */
const stackedOnPhones = css({
  mdDown: {
    '& thead': { srOnly: true },
    '& tr': { display: 'block', borderBottomWidth: '1px', borderColor: 'border.default', py: '2' },
    '& tbody tr:last-child': { borderBottomWidth: '0' },
    '& td': {
      display: 'flex',
      justifyContent: 'space-between',
      gap: '4',
      borderBottomWidth: '0',
      py: '1.5',
      textAlign: 'right',
      _before: { content: 'attr(data-label)', fontWeight: '600', color: 'fg.muted', textAlign: 'left' },
    },
  },
});

const DELIVERY_LABELS: Record<string, string> = { delivery: 'Delivery', pickup: 'Pickup' };

interface ColumnDef {
  header: string;
  /** Cell content; the table wraps it in a <td> labelled with the header for the stacked phone layout. */
  cell: (o: Order, onOpen: (orderId: string) => void) => ReactNode;
  className?: string;
  title?: (o: Order) => string;
}

const COLUMNS = {
  // The reference labels the order (docs/product.md#e-mail); the full id stays in the title and on the detail page.
  id: { header: 'Order ID', cell: (o) => orderRef(o.id), className: css({ whiteSpace: 'nowrap' }), title: (o) => o.id },
  owner: { header: 'Owner', cell: (o) => o.ownerEmail ?? '', className: css({ wordBreak: 'break-all', minW: '10rem' }) },
  // A trade company's orders: which member placed each (docs/product.md#trade-accounts).
  placedBy: { header: 'Placed by', cell: (o) => o.placedBy ?? '', className: css({ wordBreak: 'break-all', minW: '10rem' }) },
  project: { header: 'Project', cell: (o) => o.projectName ?? o.project ?? NO_PROJECT_LABEL },
  po: { header: 'PO / job reference', cell: (o) => o.poReference || '—' },
  brand: { header: 'Brand', cell: (o) => brandDisplayName(o.brand) },
  range: { header: 'Range', cell: (o) => o.range },
  color: { header: 'Color', cell: (o) => o.colorName },
  quantity: { header: 'Quantity', cell: (o) => o.quantity },
  // The order's total as placed (GST inclusive, docs/product.md#money).
  total: { header: 'Total', cell: (o) => formatCents(o.totalCents), className: css({ whiteSpace: 'nowrap', textAlign: { md: 'right' } }) },
  status: {
    header: 'Status',
    cell: (o) => (
      <>
        <StatusChip status={o.status} /> <OverCreditFlag order={o} />
      </>
    ),
  },
  delivery: { header: 'Delivery', cell: (o) => DELIVERY_LABELS[o.deliveryMethod] ?? o.deliveryMethod },
  notes: { header: 'Notes', cell: (o) => truncateNotes(o.notes), className: css({ minW: { md: '10rem' } }), title: (o) => o.notes },
  created: { header: 'Created', cell: (o) => formatDateTime(o.createdAt), className: css({ minW: { md: '7rem' } }) },
  actions: {
    header: 'Actions',
    cell: (o, onOpen) => (
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
    ),
  },
} satisfies Record<string, ColumnDef>;

export type OrderColumn = keyof typeof COLUMNS;

/** The columns of My Orders (docs/product.md#screens-and-routes) with each order's Total; the owner column only for admins. */
export const MY_ORDERS_COLUMNS = (showOwner: boolean, showPlacedBy = false, showPo = false): readonly OrderColumn[] => [
  'id',
  ...(showOwner ? (['owner'] as const) : []),
  ...(showPlacedBy ? (['placedBy'] as const) : []),
  'project',
  ...(showPo ? (['po'] as const) : []),
  'brand',
  'range',
  'color',
  'quantity',
  'total',
  'status',
  'delivery',
  'notes',
  'created',
  'actions',
];
/** A project's orders ("Project detail"): the project is the page's own. */
export const PROJECT_ORDERS_COLUMNS: readonly OrderColumn[] = ['id', 'brand', 'range', 'color', 'quantity', 'total', 'status', 'created'];

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
      <EmptyState
        text={empty.message}
        action={
          <Link to={empty.actionHref} className={button({ variant: 'primary' })}>
            {empty.actionLabel}
          </Link>
        }
      />
    );
  }
  return (
    <div className={tableWrap}>
      <table className={cx(table, stackedOnPhones)}>
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
              {columns.map((c) => {
                const col: ColumnDef = COLUMNS[c];
                return (
                  <td key={c} data-label={col.header} className={col.className} title={col.title?.(o)}>
                    {col.cell(o, onOpen)}
                  </td>
                );
              })}
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
  /** Shown instead of the spec's "no orders" text when filters select nothing. */
  noMatchMessage?: string;
}

/** My Orders: loading, a failure's message, the empty state or the table. */
export function MyOrdersTable({ state, showOwner, onOpen, createOrderHref, noMatchMessage }: MyOrdersTableProps) {
  if (state.status !== 'success') return <QueryStatus state={state} loading="Loading orders" />;
  return (
    <OrdersTable
      orders={state.orders}
      // A trade company's member sees who placed each of the company's orders; admins already see the owner.
      columns={MY_ORDERS_COLUMNS(
        showOwner,
        !showOwner && state.orders.some((o) => o.placedBy !== undefined),
        // Purchase order / job references (docs/product.md#trade-accounts), where any order on the page has one.
        state.orders.some((o) => o.poReference),
      )}
      onOpen={onOpen}
      caption="Orders, newest first"
      empty={
        noMatchMessage
          ? { message: noMatchMessage, actionLabel: 'Create New Order', actionHref: createOrderHref }
          : { message: MESSAGES.noOrders, actionLabel: 'Create Your First Order', actionHref: createOrderHref }
      }
    />
  );
}
