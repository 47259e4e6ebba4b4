// The side Order Summary panel: every line with +1 / -1 / remove, and Proceed (hidden on delivery;
// the whole panel is hidden on the summary step by the view).
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import type { OrderItem } from '../../../domain/orderPayload';
import { lineDetail, lineTitle } from './wizardDisplay';
import type { WizardActor } from './wizardActor';

const iconButton = css({
  w: '8',
  h: '8',
  display: 'grid',
  placeItems: 'center',
  borderRadius: 'control',
  borderWidth: '1px',
  borderColor: 'border.strong',
  bg: 'bg.surface',
  cursor: 'pointer',
  fontSize: 'md',
  lineHeight: '1',
  _hover: { bg: 'bg.subtle' },
  _disabled: { opacity: 0.4, cursor: 'not-allowed' },
});

function Line({ actor, item }: { actor: WizardActor; item: OrderItem }) {
  const canDecrement = useSelector(actor, (s) => s.can({ type: 'item.decrement', id: item.id }));
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
        <button
          type="button"
          className={iconButton}
          aria-label={`Decrease quantity of ${title}`}
          disabled={!canDecrement}
          onClick={() => actor.send({ type: 'item.decrement', id: item.id })}
        >
          −
        </button>
        <span
          aria-label={`Quantity of ${title}`}
          data-testid="line-quantity"
          className={css({ minW: '8', textAlign: 'center', fontWeight: '700' })}
        >
          {item.quantity}
        </span>
        <button
          type="button"
          className={iconButton}
          aria-label={`Increase quantity of ${title}`}
          onClick={() => actor.send({ type: 'item.increment', id: item.id })}
        >
          +
        </button>
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

export function OrderSidePanel({ actor, showProceed }: { actor: WizardActor; showProceed: boolean }) {
  const items = useSelector(actor, (s) => s.context.orderItems);
  const canProceed = useSelector(actor, (s) => s.can({ type: 'wizard.proceed' }));
  return (
    <aside
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
            <Line key={item.id} actor={actor} item={item} />
          ))}
        </ul>
      )}
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
