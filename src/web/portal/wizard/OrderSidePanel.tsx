// The side Order Summary panel: every line with its quantity (typed or stepped, minimum 1) and
// remove, the running total at today's catalogue prices, and Proceed (hidden on delivery; the whole
// panel is hidden on the summary step by the view). On a phone the panel sits below the step, so
// adding a board line scrolls it (and its Proceed) into view.
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '../../../domain/constants';
import { formatCents } from '../../../domain/money';
import { isHardwareLine, type OrderItem } from '../../../domain/orderPayload';
import type { PriceBook } from '../../../domain/orderPricing';
import { priceOrderWithDelivery } from '../../../domain/deliveryPricing';
import * as NumberInput from '../../components/ui/number-input';
import { lineDetail, lineTitle } from './wizardDisplay';
import { OrderWizardContext } from './wizardActor';

/** Below this width the panel is under the step rather than beside it (the view's lg breakpoint). */
const STACKED_QUERY = '(max-width: 1023.98px)';

function Line({ item }: { item: OrderItem }) {
  const actor = OrderWizardContext.useActorRef();
  const title = lineTitle(item);
  return (
    <li
      className={css({ display: 'grid', gap: '2', py: '3', borderBottomWidth: '1px', borderColor: 'border.default' })}
      data-testid="order-line"
    >
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
        {item.colorHex ? (
          <span
            aria-hidden="true"
            className={css({ w: '4', h: '4', borderRadius: 'full', flexShrink: 0, bg: 'var(--swatch)' })}
            style={{ ['--swatch' as string]: item.colorHex }}
          />
        ) : null}
        <span>
          <span className={css({ display: 'block', fontWeight: '600', fontSize: 'sm' })}>{title}</span>
          <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted' })}>{lineDetail(item)}</span>
        </span>
      </div>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
        <NumberInput.Root
          value={String(item.quantity)}
          min={MIN_LINE_QUANTITY}
          max={MAX_LINE_QUANTITY}
          step={1}
          allowMouseWheel={false}
          onValueChange={(d) => {
            if (Number.isFinite(d.valueAsNumber)) actor.send({ type: 'item.quantity.set', id: item.id, quantity: d.valueAsNumber });
          }}
        >
          <NumberInput.Label className={css({ srOnly: true })}>Quantity of {title}</NumberInput.Label>
          <NumberInput.Control>
            <NumberInput.DecrementTrigger aria-label={`Decrease quantity of ${title}`}>−</NumberInput.DecrementTrigger>
            <NumberInput.Input data-testid="line-quantity" />
            <NumberInput.IncrementTrigger aria-label={`Increase quantity of ${title}`}>+</NumberInput.IncrementTrigger>
          </NumberInput.Control>
        </NumberInput.Root>
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'sm' })}
          aria-label={`Remove ${title}`}
          onClick={() => actor.send({ type: 'item.remove', id: item.id })}
        >
          Remove
        </button>
      </div>
    </li>
  );
}

export function OrderSidePanel({ showProceed, prices }: { showProceed: boolean; prices: PriceBook | null }) {
  const actor = OrderWizardContext.useActorRef();
  const items = OrderWizardContext.useSelector((s) => s.context.orderItems);
  const canProceed = OrderWizardContext.useSelector((s) => s.can({ type: 'wizard.proceed' }));
  const boardLines = items.filter((i) => !isHardwareLine(i)).length;
  const method = OrderWizardContext.useSelector((s) => s.context.deliveryMethod);
  const cityPostcode = OrderWizardContext.useSelector((s) => s.context.deliveryCityPostcode);
  // The running total includes the delivery fee once the postcode gives a zone (docs/product.md#delivery).
  const priced = prices ? priceOrderWithDelivery(items, prices, { method, cityPostcode }) : null;
  const panel = useRef<HTMLElement>(null);
  const seenBoardLines = useRef(boardLines);
  useEffect(() => {
    // A board line was just added: on a phone the panel is below the colours, out of sight.
    const added = boardLines > seenBoardLines.current;
    seenBoardLines.current = boardLines;
    if (added && window.matchMedia(STACKED_QUERY).matches) panel.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }, [boardLines]);
  return (
    <aside
      ref={panel}
      aria-labelledby="order-panel-heading"
      className={css({
        bg: 'bg.surface',
        borderRadius: 'card',
        borderWidth: '1px',
        borderColor: 'border.default',
        shadow: 'card',
        p: '5',
        position: { lg: 'sticky' },
        top: { lg: '24' },
        scrollMarginTop: { base: '32', md: '20' },
      })}
    >
      <h2 id="order-panel-heading" className={css({ textStyle: 'h3', mb: '2' })}>
        Order Summary
      </h2>
      {items.length === 0 ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted', py: '3' })}>
          No items yet. Choose a brand, range, colour and board type to add boards.
        </p>
      ) : (
        <ul className={css({ listStyle: 'none', p: '0', m: '0' })}>
          {items.map((item) => (
            <Line key={item.id} item={item} />
          ))}
        </ul>
      )}
      {priced && items.length > 0 && priced.unpriced.length === 0 ? (
        <dl
          className={css({
            display: 'grid',
            gridTemplateColumns: '1fr auto',
            gap: '1',
            mt: '4',
            fontSize: 'sm',
            '& dd': { textAlign: 'right' },
          })}
          data-testid="running-total"
        >
          <dt className={css({ color: 'fg.muted' })}>GST included</dt>
          <dd className={css({ color: 'fg.muted' })}>{formatCents(priced.gstCents)}</dd>
          <dt className={css({ fontWeight: '700' })}>Total (inc GST)</dt>
          <dd className={css({ fontWeight: '700' })} data-testid="running-total-amount">
            {formatCents(priced.totalCents)}
          </dd>
        </dl>
      ) : null}
      {showProceed ? (
        <div className={css({ mt: '4' })}>
          <button
            type="button"
            className={button({ variant: 'primary', fullWidth: true })}
            disabled={!canProceed}
            onClick={() => actor.send({ type: 'wizard.proceed' })}
          >
            Proceed
          </button>
        </div>
      ) : null}
    </aside>
  );
}
