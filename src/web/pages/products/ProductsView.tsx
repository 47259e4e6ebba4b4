// The products page body as a pure view of the catalogue query's state (stories render each state).
import { css } from 'styled-system/css';
import { noProductsForRangeMessage } from '../../../domain/constants';
import { MESSAGES } from '../../../domain/messages';
import { PRODUCT_TABS, productsForTab, type BoardItem, type ProductTabKey } from '../../../domain/catalogue';
import type { PriceContext } from '../../../domain/tradePricing';
import type { AvailabilityLine } from '../../../domain/schemas/stock';
import { Spinner } from '../../components/Spinner';
import { useHydrated } from '../../hooks/useHydrated';
import * as Tabs from '../../components/ui/tabs';
import { ProductCard } from './ProductCard';

export type ProductsState = { status: 'pending' } | { status: 'error' } | { status: 'success'; items: readonly BoardItem[] };

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: { base: '5', md: '6' },
});

function StateMessage({ heading, text, role }: { heading: string; text: string; role?: 'alert' }) {
  return (
    <div
      role={role}
      className={css({
        textAlign: 'center',
        py: '16',
        px: '4',
        bg: 'bg.surface',
        borderRadius: 'card',
        borderWidth: '1px',
        borderColor: 'border.default',
      })}
    >
      <h3 className={css({ textStyle: 'h3', mb: '2' })}>{heading}</h3>
      <p className={css({ color: 'fg.muted' })}>{text}</p>
    </div>
  );
}

/** `prices`: a signed-in trade member's, shown on every card (null: the catalogue's). */
export function ProductsView({
  state,
  defaultTab = PRODUCT_TABS[0].key,
  prices = null,
  availability,
}: {
  state: ProductsState;
  defaultTab?: ProductTabKey;
  prices?: PriceContext | null;
  /** Each item's label for one board, by `itemId:1` (absent until it answers). */
  availability?: ReadonlyMap<string, AvailabilityLine>;
}) {
  // The tabs arrive prerendered; a click before React owns them would be lost (see useHydrated).
  const ready = useHydrated();
  return (
    <Tabs.Root defaultValue={defaultTab} lazyMount>
      <Tabs.List aria-label="Decking ranges">
        {PRODUCT_TABS.map((t) => (
          <Tabs.Trigger key={t.key} value={t.key} disabled={!ready}>
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {PRODUCT_TABS.map((t) => {
        const items = state.status === 'success' ? productsForTab(state.items, t) : [];
        return (
          <Tabs.Content key={t.key} value={t.key}>
            <h2 className={css({ srOnly: true })}>{t.label}</h2>
            {state.status === 'pending' ? <Spinner label="Loading products" /> : null}
            {state.status === 'error' ? (
              <StateMessage role="alert" heading={MESSAGES.productsErrorHeading} text={MESSAGES.productsLoadFailed} />
            ) : null}
            {state.status === 'success' && items.length === 0 ? (
              <StateMessage heading={MESSAGES.noProductsHeading} text={noProductsForRangeMessage(t.label)} />
            ) : null}
            {items.length > 0 ? (
              <div className={grid}>
                {/* The first row (up to three cards) is on the first screen; the first card's photo is the LCP. */}
                {items.map((item, i) => (
                  <ProductCard
                    key={item.item_id}
                    item={item}
                    eager={i < 3}
                    priority={i === 0}
                    prices={prices}
                    availability={availability?.get(`${item.item_id}:1`)?.label ?? null}
                  />
                ))}
              </div>
            ) : null}
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
