// Ordering on account at the summary (docs/product.md#trade-accounts): the purchase order / job reference the
// order goes with, and, for a company on terms whose exposure this order would take over its credit
// limit, that the order is still placed but held as pending until staff approve it.
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { priceOrderWithDelivery } from '../../../../domain/deliveryPricing';
import { formatCents } from '../../../../domain/money';
import type { PriceBook } from '../../../../domain/orderPricing';
import { orderOverCredit } from '../../../../domain/purchaseOrder';
import { Alert } from '../../../components/Alert';
import { useMyAccount } from '../../../api/tradeAccounts';
import { dl } from '../../styles';
import { OrderWizardContext } from '../wizardActor';

export function OnAccountSummary({ prices }: { prices: PriceBook | null }) {
  const c = OrderWizardContext.useSelector((s) => s.context);
  const account = useMyAccount().data;
  const credit = account?.credit ?? null;
  const totalCents = prices
    ? priceOrderWithDelivery(c.orderItems, prices, { method: c.deliveryMethod, cityPostcode: c.deliveryCityPostcode }).totalCents
    : null;
  const over = totalCents !== null && orderOverCredit(credit, totalCents);
  const po = c.poReference.trim();
  if (!po && !over) return null;
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      {po ? (
        <div className={card()}>
          <dl className={dl}>
            <dt>Purchase order / job reference</dt>
            <dd>{po}</dd>
          </dl>
        </div>
      ) : null}
      {over && credit ? (
        <Alert tone="info" title="Over credit limit">
          This order takes {account?.company?.name ?? 'your company'} over its credit limit of {formatCents(credit.limitCents)} (
          {formatCents(credit.exposureCents)} is already owing or on order). It will still be placed, and stays pending until our team
          approves it.
        </Alert>
      ) : null}
    </div>
  );
}
