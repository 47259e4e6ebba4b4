// Order detail body (docs/product.md#screens-and-routes): the reference and full id, Download PDF and Order again, every
// field (the subframe and the customer's own notes shown apart), the priced lines with Subtotal
// (ex GST), GST and Total (inc GST) as stored when the order was placed, the e-mails sent about it,
// the pickup information box for pickup orders (a delivery's Delivery section else), the status
// history (each status with who set it and when, as the server stored it), and the admin-only Update
// Status control. Pure view: the page passes the order, the status control's state and the sections
// it loads.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { brandDisplayName } from '../../../domain/catalogue';
import { NO_PROJECT_LABEL, SUBFRAME_LABELS } from '../../../domain/constants';
import { formatDate, formatDateTime } from '../../../domain/dates';
import { CONFIRMED_DAY_LABEL } from '../../../domain/deliveryTexts';
import { FREIGHT_TO_BE_QUOTED } from '../../../domain/deliveryZones';
import { designOpenHref } from '../../../domain/designLinks';
import { formatBoards, orderRef } from '../../../domain/format';
import { splitOrderNotes } from '../../../domain/orderPayload';
import { ORDER_STATUS_OPTIONS, statusChangeBy, type OrderStatus } from '../../../domain/orderStatus';
import type { OrderDetail, OrderStatusChange } from '../../../domain/schemas/orders';
import { backOrderedLines } from '../../../domain/stock';
import { orderPdfUrl } from '../../api/orders';
import { Alert } from '../../components/Alert';
import { SelectField } from '../../components/form/SelectField';
import { DetailSection } from '../DetailSection';
import { actionsRow, dl, pageClass, pageHeader, pageTitle } from '../styles';
import { FromQuote } from '../quotes/FromQuote';
import { OrderLinesTable } from './OrderLinesTable';
import { PickupInfo } from './PickupInfo';
import { OverCreditFlag, PurchaseOrderEntry } from './OverCreditFlag';
import { StatusChip } from './StatusChip';

/** Order again: the wizard started from this order's lines. */
const reorderPath = (id: string) => `/app/orders/create?reorder=${encodeURIComponent(id)}`;

export interface StatusControlState {
  busy: boolean;
  error: string | undefined;
  onSelect: (status: OrderStatus) => void;
}

export interface OrderDetailViewProps {
  order: OrderDetail;
  /** Present for admins only: the Update Status control. */
  statusControl?: StatusControlState;
  onBack: () => void;
  /** The e-mails section (loaded by the page). */
  emails?: ReactNode;
  /** A delivery's Delivery section (loaded by the page; a pickup shows the pickup information instead). */
  delivery?: ReactNode;
}

const DELIVERY_LABELS: Record<string, string> = { delivery: 'Delivery', pickup: 'Pickup' };

export function OrderDetailView({ order, statusControl, onBack, emails, delivery }: OrderDetailViewProps) {
  const dateLabel = order.deliveryMethod === 'pickup' ? 'Preferred Pickup Date' : 'Preferred Delivery Date';
  const { subframe, customerNotes } = splitOrderNotes(order.notes);
  const ref = orderRef(order.id);
  // docs/product.md#stock-and-samples: what of each line waits for goods in.
  const backOrders = backOrderedLines(
    order,
    (b) => `${brandDisplayName(b.brand)} ${b.range} ${b.colorName} ${b.type}, ${b.size}`,
    (h) => h.name,
  );
  return (
    <div className={pageClass}>
      <div className={pageHeader}>
        <div>
          <p className={css({ textStyle: 'eyebrow', color: 'fg.accent' })} data-testid="order-ref">
            Order {ref}
          </p>
          <h1 className={pageTitle}>Order Details</h1>
          <p className={css({ fontSize: 'sm', color: 'fg.muted', wordBreak: 'break-all' })}>Order ID: {order.id}</p>
          {order.fromQuote ? <FromQuote quote={order.fromQuote} link={statusControl !== undefined} /> : null}
        </div>
        <div className={actionsRow}>
          <a href={orderPdfUrl(order.id)} download={`${ref}.pdf`} className={button({ variant: 'secondary' })}>
            Download PDF
          </a>
          <Link to={reorderPath(order.id)} className={button({ variant: 'secondary' })}>
            Order again
          </Link>
          <button type="button" className={button({ variant: 'secondary' })} onClick={onBack}>
            Back
          </button>
          <Link to="/app/orders" className={button({ variant: 'primary' })}>
            View All Orders
          </Link>
        </div>
      </div>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' }, gap: '6', alignItems: 'start' })}>
        <DetailSection id="order-fields-heading" title="Order Information">
          <dl className={dl}>
            <dt>Project</dt>
            <dd>{order.projectName ?? order.project ?? NO_PROJECT_LABEL}</dd>
            {order.design ? (
              <>
                <dt>Design</dt>
                <dd>
                  <Link to={designOpenHref(order.design.id)} className={css({ color: 'fg.link' })}>
                    {order.design.name}
                  </Link>
                </dd>
              </>
            ) : null}
            {order.ownerEmail ? (
              <>
                <dt>Ordered By</dt>
                <dd>{order.ownerEmail}</dd>
              </>
            ) : null}
            <dt>Brand</dt>
            <dd>{brandDisplayName(order.brand)}</dd>
            <dt>Range</dt>
            <dd>{order.range}</dd>
            <dt>Color</dt>
            <dd>{order.colorName}</dd>
            <dt>Quantity</dt>
            <dd>{formatBoards(order.quantity)}</dd>
            <dt>Status</dt>
            <dd>
              <StatusChip status={order.status} /> <OverCreditFlag order={order} />
            </dd>
            <PurchaseOrderEntry order={order} />
            <dt>Delivery Method</dt>
            <dd>{DELIVERY_LABELS[order.deliveryMethod] ?? order.deliveryMethod}</dd>
            <dt>Delivery Address</dt>
            <dd>{[order.deliveryStreetAddress, order.deliveryCityPostcode].filter(Boolean).join(', ') || '—'}</dd>
            <dt>{dateLabel}</dt>
            <dd>{formatDate(order.preferredDate)}</dd>
            {order.confirmedDay ? (
              <>
                <dt>{CONFIRMED_DAY_LABEL[order.deliveryMethod]}</dt>
                <dd data-testid="confirmed-day">{formatDate(order.confirmedDay)}</dd>
              </>
            ) : null}
            {order.freightToBeQuoted ? (
              <>
                <dt>Delivery Fee</dt>
                <dd data-testid="freight-quoted">{FREIGHT_TO_BE_QUOTED}</dd>
              </>
            ) : null}
            <dt>Created</dt>
            <dd>{formatDateTime(order.createdAt)}</dd>
            <dt>Updated</dt>
            <dd>{formatDateTime(order.updatedAt)}</dd>
            <dt>Subframe</dt>
            <dd>{subframe ? SUBFRAME_LABELS[subframe] : '—'}</dd>
            <dt>Notes</dt>
            <dd data-testid="customer-notes">{customerNotes || '—'}</dd>
          </dl>
          <h3 className={css({ fontWeight: '700', mt: '6', mb: '2' })}>Items</h3>
          <OrderLinesTable lines={order.lines} totals={order} caption={`Lines of order ${ref}`} />
          {order.pricesEstimated ? (
            <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '2' })} data-testid="prices-estimated">
              Estimated prices: this order was placed before orders kept their prices, so its lines are priced at the catalogue rates of the
              day prices were added.
            </p>
          ) : null}
          {backOrders.length ? (
            <>
              <h3 className={css({ fontWeight: '700', mt: '6', mb: '2' })}>Back orders</h3>
              <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '2' })}>
                These follow when they arrive at our warehouse; we e-mail you when they do.
              </p>
              <ul className={css({ display: 'grid', gap: '1.5', pl: '5', listStyle: 'disc', fontSize: 'sm' })} aria-label="Back orders">
                {backOrders.map((line, i) => (
                  <li key={i}>
                    {line.name}: {line.text}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <h3 className={css({ fontWeight: '700', mt: '6', mb: '2' })}>Specifications</h3>
          <ul className={css({ display: 'grid', gap: '1.5', pl: '5', listStyle: 'disc', fontSize: 'sm' })}>
            {order.boards.map((b, i) => (
              <li key={`b-${i}`}>
                {b.quantity} × {brandDisplayName(b.brand)} {b.range} {b.colorName} {b.type}, {b.size}
              </li>
            ))}
            {order.hardwareItems.map((h, i) => (
              <li key={`h-${i}`}>
                {h.quantity} × {h.name} ({h.category})
              </li>
            ))}
          </ul>
        </DetailSection>
        <div className={css({ display: 'grid', gap: '6' })}>
          {statusControl ? (
            <DetailSection id="status-heading" title="Update Status">
              <SelectField
                label="Update Status"
                name="status"
                items={ORDER_STATUS_OPTIONS}
                value={order.status}
                onChange={(v) => statusControl.onSelect(v as OrderStatus)}
                disabled={statusControl.busy}
              />
              {statusControl.error ? (
                <div className={css({ mt: '3' })}>
                  <Alert tone="error">{statusControl.error}</Alert>
                </div>
              ) : null}
            </DetailSection>
          ) : null}
          <StatusHistory history={order.history} />
          {emails}
          {order.deliveryMethod === 'pickup' ? <PickupInfo /> : delivery}
        </div>
      </div>
    </div>
  );
}

function StatusHistory({ history }: { history: OrderStatusChange[] }) {
  return (
    <DetailSection id="status-history-heading" title="Status history">
      <ol className={css({ display: 'grid', gap: '3' })} aria-labelledby="status-history-heading">
        {history.map((change, i) => (
          <li key={`${change.changedAt}-${i}`} data-testid="status-history-entry" className={css({ display: 'grid', gap: '1' })}>
            <span>
              <StatusChip status={change.status} />
            </span>
            <span className={css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' })}>
              {statusChangeBy(change, i === 0)} · <time dateTime={change.changedAt}>{formatDateTime(change.changedAt)}</time>
            </span>
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}
