// /products (docs/product.md#screens-and-routes): the three ranges as tabs over the cached board-items catalogue.
import { lazy, Suspense, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { sampleColours } from '../../domain/samples';
import { Container } from '../components/Container';
import { useMemberPrices } from '../api/account';
import { useAvailability } from '../api/availability';
import { useBoardItems } from '../api/catalogue';
import { useSessionRenewingClient } from '../auth/sessionRenewingClient';
import { useHydrated } from '../hooks/useHydrated';
import { usePageMeta } from '../hooks/usePageMeta';
import { ProductsView, type ProductsState } from './products/ProductsView';

// docs/product.md#stock-and-samples: the samples form loads when first opened (the page's JS budget).
const SampleRequestDialog = lazy(() => import('./products/SampleRequestDialog'));

export const ORDER_SAMPLES_LABEL = 'Order free samples';

export function ProductsPage() {
  usePageMeta('Products', 'Browse WoodEvo HOME, WoodEvo ADVANCED and Millboard composite decking boards: colours, sizes and prices.');
  const query = useBoardItems();
  const hydrated = useHydrated();
  // A signed-in trade member sees their prices once the account answers (docs/product.md#trade-accounts); the
  // prerendered page and every visitor, the catalogue's.
  const prices = useMemberPrices(useSessionRenewingClient());
  // Each card's label for one board (docs/product.md#stock-and-samples), read once the page is live.
  const availability = useAvailability(
    (query.data ?? []).map((item) => ({ itemId: item.item_id, quantity: 1 })),
    hydrated,
  );
  // Mounted from the first opening on, so the form keeps what was typed when it is closed and opened again.
  const [samples, setSamples] = useState<'unopened' | 'open' | 'closed'>('unopened');
  const state: ProductsState = query.isPending
    ? { status: 'pending' }
    : query.isError
      ? { status: 'error' }
      : { status: 'success', items: query.data };
  return (
    <>
      <section className={css({ bg: 'bg.inverse', color: 'fg.inverse', py: { base: '12', md: '16' }, textAlign: 'center' })}>
        <Container>
          <p className={css({ textStyle: 'eyebrow', color: 'ochre.300', mb: '3' })}>The collection</p>
          <h1 className={css({ textStyle: 'h1', mb: '4' })}>Our Decking Ranges</h1>
          <p className={css({ textStyle: 'lead', color: 'fg.inverseMuted', maxW: 'prose', mx: 'auto' })}>
            Capped composite boards in timber and stone tones, built for Australian sun, salt and summer barbecues.
          </p>
          <button
            type="button"
            className={cx(button({ variant: 'primary', size: 'lg' }), css({ mt: '6' }))}
            disabled={!hydrated || !query.data}
            onClick={() => setSamples('open')}
            aria-haspopup="dialog"
          >
            {ORDER_SAMPLES_LABEL}
          </button>
        </Container>
      </section>
      <Container className={css({ py: { base: '10', md: '14' }, minH: '40rem' })}>
        <ProductsView state={state} prices={prices} availability={availability} />
      </Container>
      {samples !== 'unopened' && query.data ? (
        <Suspense fallback={null}>
          <SampleRequestDialog colours={sampleColours(query.data)} open={samples === 'open'} onClose={() => setSamples('closed')} />
        </Suspense>
      ) : null}
    </>
  );
}
