// The 3D button beside the plan and, once opened, the 3D view (docs/product.md#3d-view). three.js and
// @react-three/fiber load only when 3D is first opened (DeckView3D's chunk), so the calculator's first
// JavaScript stays within its budget; a browser without WebGL gets a sentence saying why, and the plan.
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { fromPromise } from 'xstate';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { deckViewMachine } from '../../../machines/deckView.machine';
import { Alert } from '../components/Alert';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { DECK_3D_LABELS } from './labels';
import type { Deck3DSource } from './source';
import { webglAvailable } from './webgl';

const DeckView3D = lazy(() => import('./DeckView3D'));

const appDeckViewMachine = deckViewMachine.provide({
  actors: { checkWebgl: fromPromise(async () => webglAvailable()) },
});

export function Deck3DSection({ source, className }: { source: Deck3DSource; className?: string }) {
  const actor = useActorRef(appDeckViewMachine);
  const open = useSelector(actor, (s) => !s.matches('closed'));
  const shown = useSelector(actor, (s) => s.matches('shown'));
  const unsupported = useSelector(actor, (s) => s.matches('unsupported'));
  return (
    <section aria-label={DECK_3D_LABELS.heading} className={className}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
        <button
          type="button"
          aria-pressed={open}
          className={button({ variant: open ? 'primary' : 'secondary', size: 'sm' })}
          onClick={() => actor.send({ type: open ? 'view.close' : 'view.open' })}
        >
          {DECK_3D_LABELS.open}
        </button>
      </div>
      {unsupported ? (
        <Alert tone="info" className={css({ mt: '3' })}>
          {DECK_3D_LABELS.noWebgl}
        </Alert>
      ) : null}
      {shown ? (
        <div className={css({ mt: '3' })}>
          <ErrorBoundary area="deck-3d">
            <Suspense fallback={<p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{DECK_3D_LABELS.loading}</p>}>
              <DeckView3D actor={actor} source={source} />
            </Suspense>
          </ErrorBoundary>
        </div>
      ) : null}
    </section>
  );
}
