// Step 8: Order Summary with Submit Order: the lines priced at today's catalogue rates with Subtotal
// (ex GST), GST and Total (inc GST), then the delivery details (Freight to be quoted outside the zones,
// docs/product.md#delivery). A failed submission keeps this step open with an alert; an order without a
// line says so and Submit Order is disabled (docs/product.md#order-wizard-steps).
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { NO_PROJECT_LABEL, SUBFRAME_LABELS } from '../../../../domain/constants';
import { MESSAGES, PRICES_UPDATED } from '../../../../domain/messages';
import { formatDate } from '../../../../domain/dates';
import { orderItemsProblem, pickupAddress } from '../../../../domain/orderPayload';
import type { PriceBook } from '../../../../domain/orderPricing';
import { applyPriceChanges, shownPricesOf } from '../../../../domain/priceChanges';
import { formatCents } from '../../../../domain/money';
import { priceOrderWithDelivery, quotedDeliveryFee } from '../../../../domain/deliveryPricing';
import { availabilityAsks, backOrderSummary, lineAvailability, orderStockLine } from '../../../../domain/stock';
import { useAvailability } from '../../../api/availability';
import { Spinner } from '../../../components/Spinner';
import { OrderLinesTable } from '../../orders/OrderLinesTable';
import type { Project } from '../../../../domain/schemas/projects';
import { Alert } from '../../../components/Alert';
import { dl } from '../../styles';
import { StepHeader } from '../StepHeader';
import { OrderWizardContext } from '../wizardActor';
import { OnAccountSummary } from './OnAccountSummary';

const NO_ITEMS_ID = 'summary-no-items';
const BACK_ORDER_NOTE =
  'We take the order as it is: these lines are more than our warehouse has, and follow on the day shown. We e-mail you when they arrive.';

export function SummaryStep({ projects, prices }: { projects: readonly Project[]; prices: PriceBook | null }) {
  const actor = OrderWizardContext.useActorRef();
  const c = OrderWizardContext.useSelector((s) => s.context);
  const pricesUpdated = OrderWizardContext.useSelector((s) => s.matches({ summary: 'pricesUpdated' }));
  // docs/product.md#catalogue: after Prices updated the lines show (and Submit sends) the server's prices.
  const shownBook = prices ? applyPriceChanges(prices, c.priceChanges) : null;
  const priced = shownBook
    ? priceOrderWithDelivery(c.orderItems, shownBook, { method: c.deliveryMethod, cityPostcode: c.deliveryCityPostcode })
    : null;
  const submitting = OrderWizardContext.useSelector((s) => s.matches({ summary: 'submitting' }));
  // The machine says whether Submit Order may be pressed (not while submitting, not without a line).
  const canSubmit = OrderWizardContext.useSelector((s) => s.can({ type: 'order.submit' }));
  const itemsProblem = OrderWizardContext.useSelector((s) => orderItemsProblem(s.context.orderItems));
  const freightQuoted = quotedDeliveryFee({ method: c.deliveryMethod, cityPostcode: c.deliveryCityPostcode });
  // docs/product.md#stock-and-samples: each line's label, and which lines wait for goods in, before Submit.
  const stockLines = (priced?.lines ?? []).map(orderStockLine);
  const availability = useAvailability(availabilityAsks(stockLines));
  const backOrders = backOrderSummary(stockLines, availability);
  const submitAlert = useRef<HTMLDivElement>(null);
  const pricesAlert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (c.submitError) submitAlert.current?.focus();
  }, [c.submitError]);
  useEffect(() => {
    if (pricesUpdated) pricesAlert.current?.focus();
  }, [pricesUpdated]);
  const projectName = c.project ? (projects.find((p) => p.id === c.project)?.name ?? c.project) : NO_PROJECT_LABEL;
  return (
    <section>
      <StepHeader title="Order Summary" />
      <div className={css({ display: 'grid', gap: '6' })}>
        <div className={card()}>
          <h4 className={css({ fontWeight: '700', mb: '3' })}>Items</h4>
          {itemsProblem ? (
            <div id={NO_ITEMS_ID}>
              <Alert tone="info">{itemsProblem}</Alert>
            </div>
          ) : !priced ? (
            <Spinner label="Loading prices" />
          ) : priced.unpriced.length > 0 ? (
            <Alert tone="info">{MESSAGES.pricesUnavailable}</Alert>
          ) : (
            <>
              <OrderLinesTable
                lines={priced.lines}
                totals={priced}
                caption="Order lines at today's prices"
                availabilityOf={(line) => lineAvailability(availability, orderStockLine(line))?.label}
              />
              <p className={css({ fontSize: 'xs', color: 'fg.muted', mt: '2' })}>
                Prices include GST. The order is priced from the catalogue when it is placed.
              </p>
            </>
          )}
        </div>
        <div className={card()}>
          <dl className={dl}>
            <dt>Subframe</dt>
            <dd>{c.selectedSubframe ? SUBFRAME_LABELS[c.selectedSubframe] : '—'}</dd>
            <dt>Delivery Method</dt>
            <dd>{c.deliveryMethod === 'pickup' ? 'Pickup' : 'Delivery'}</dd>
            {c.deliveryMethod === 'pickup' ? (
              <>
                <dt>Pickup Location</dt>
                <dd>{pickupAddress(c.pickupLocation)}</dd>
              </>
            ) : (
              <>
                <dt>Delivery Address</dt>
                <dd>{[c.deliveryStreetAddress, c.deliveryCityPostcode].filter(Boolean).join(', ')}</dd>
              </>
            )}
            {freightQuoted ? (
              <>
                <dt>Delivery Fee</dt>
                <dd data-testid="freight-quoted">{freightQuoted}</dd>
              </>
            ) : null}
            <dt>Preferred Date</dt>
            <dd>{formatDate(c.preferredDate)}</dd>
            <dt>Project</dt>
            <dd>{projectName}</dd>
            <dt>Notes</dt>
            <dd>{c.notes || '—'}</dd>
          </dl>
        </div>
        {backOrders.length ? (
          <Alert tone="info" title="Back orders">
            <p>{BACK_ORDER_NOTE}</p>
            <ul className={css({ pl: '5', listStyle: 'disc', mt: '1' })} aria-label="Back-ordered lines">
              {backOrders.map((line, i) => (
                <li key={i}>
                  {line.name}: {line.label}
                </li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <OnAccountSummary prices={prices} />
        {pricesUpdated && c.repricedTotals ? (
          // The order was not placed: the customer sees what changed before submitting at the new prices.
          <div ref={pricesAlert} tabIndex={-1} className={css({ outline: 'none' })}>
            <Alert tone="info" title={PRICES_UPDATED}>
              <p>Our prices changed since this page opened. Nothing has been ordered yet: check the new figures, then submit again.</p>
              <ul className={css({ pl: '5', listStyle: 'disc', mt: '1' })} aria-label="Changed prices">
                {c.priceChanges.map((change) => (
                  <li key={change.itemId}>
                    {change.name}: was {formatCents(change.was)}, now {formatCents(change.now)}
                  </li>
                ))}
              </ul>
              <p className={css({ fontWeight: '700', mt: '1' })}>New total: {formatCents(c.repricedTotals.totalCents)}</p>
            </Alert>
          </div>
        ) : null}
        {c.submitError ? (
          // A refused submission has no field to go back to: the focus goes to why (the button was disabled meanwhile).
          <div ref={submitAlert} tabIndex={-1} className={css({ outline: 'none' })}>
            <Alert tone="error">{c.submitError}</Alert>
          </div>
        ) : null}
        <div>
          <button
            type="button"
            className={button({ variant: 'cta', size: 'lg' })}
            disabled={!canSubmit}
            aria-describedby={itemsProblem ? NO_ITEMS_ID : undefined}
            onClick={() =>
              actor.send({
                type: 'order.submit',
                ...(priced && !priced.unpriced.length ? { shownPrices: shownPricesOf(priced.lines) } : {}),
              })
            }
          >
            {submitting ? 'Submitting...' : 'Submit Order'}
          </button>
        </div>
      </div>
    </section>
  );
}
