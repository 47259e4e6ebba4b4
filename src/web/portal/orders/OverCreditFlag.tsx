// Ordering on account in the order views (docs/product.md#trade-accounts): an order placed over the company's
// credit limit is flagged on the list and detail so staff check it before approving; the PO reference.
import { badge } from 'styled-system/recipes';
import type { Order } from '../../../domain/schemas/orders';

const FLAG_CLASS = badge({ tone: 'warning' });

export function OverCreditFlag({ order }: { order: Pick<Order, 'overCreditLimit'> }) {
  if (!order.overCreditLimit) return null;
  return <span className={FLAG_CLASS}>Over credit limit</span>;
}

/** The order's purchase order / job reference as a term of the detail's description list ('—' when none). */
export function PurchaseOrderEntry({ order }: { order: Pick<Order, 'poReference'> }) {
  return (
    <>
      <dt>Purchase order / job reference</dt>
      <dd>{order.poReference || '—'}</dd>
    </>
  );
}
