// /deck-calculator (spec sections 2, 4, 5, 8, 9): draw the deck, read the materials, request a quote.
// Lazy-loaded by src/web/routes.tsx, so Konva never reaches the landing page's bundle.
//
// State: the drawing lives in the calculatorEditor actor, the quote wizard in the quoteDialog actor,
// the brand and colour in the URL (?brand, ?color), the catalogue in react-query. This screen wires
// them together; the components below it only render and send events.
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, startTransition, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams, type NavigateFunction } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { css, cx } from 'styled-system/css';
import { quoteDialogMachine, type QuoteErrorReport, type SubmitQuoteInput } from '../../../machines/quoteDialog.machine';
import { quoteStepColors, type Brand } from '../../domain/catalogue';
import { MESSAGES, PRODUCT_NAME, SIDE_PANEL_WIDTH } from '../../domain/constants';
import { canProceedWithQuote } from '../../domain/materials';
import { api } from '../api/client';
import { useBoardItems } from '../api/catalogueQueries';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Logo } from '../components/Logo';
import { usePageMeta } from '../hooks/usePageMeta';
import { getInspect } from '../inspect';
import { BottomSheet } from './BottomSheet';
import { EditorWorkspace } from './EditorWorkspace';
import { MaterialsPanel } from './MaterialsPanel';
import type { QuoteStepColors } from './QuoteDialog';
import { buildCalculatorQuote, selectedItemIds } from './quotePayload';
import { resolveSelection, withBrand, withColor } from './selection';
import { useDeckEditor } from './useDeckEditor';
import { InteractiveScope, useInteractive } from './useInteractive';
import type { NoticeState } from '../components/RouteNotice';

export const CALCULATOR_TITLE = 'Deck Calculator';

// The quote dialog (its form fields, focus trap and portal) is loaded when it first opens: the
// calculator's first paint does not need it (a benchmark target: JavaScript for /deck-calculator).
const QuoteDialog = lazy(async () => ({ default: (await import('./QuoteDialog')).QuoteDialog }));

// Panda's md breakpoint: from here the side column shows the materials, below it the bottom sheet.
const WIDE_QUERY = '(min-width: 768px)';
// The side panel's width (spec: side panel 350px) as a class: a style attribute would be dropped by the
// CSP from prerendered HTML. Keyed by the constant, so a new width fails typecheck.
const sidePanelWidth: Record<typeof SIDE_PANEL_WIDTH, string> = { 350: css({ w: '350px' }) };
const sideColumn = cx(
  sidePanelWidth[SIDE_PANEL_WIDTH],
  css({
    display: { base: 'none', md: 'block' },
    flexShrink: 0,
    bg: 'bg.surface',
    borderLeftWidth: '1px',
    borderColor: 'border.default',
    p: '5',
    overflowY: 'auto',
    maxH: 'calc(100dvh - 4rem)',
    position: 'sticky',
    top: '0',
  }),
);
const wideQuery = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_QUERY) : null);

/**
 * Whether the side column is shown. Where that cannot be told (the prerender, and so the hydrating
 * page) it is rendered, hidden by CSS if narrow; the screen's width is then read after mount and
 * applied in a transition (a synchronous re-render right after hydration would be one long task).
 */
function useWide(): boolean {
  const live = useInteractive();
  const [wide, setWide] = useState(() => !live || (wideQuery()?.matches ?? true));
  useEffect(() => {
    const query = wideQuery();
    if (!query) return;
    const update = () => startTransition(() => setWide(query.matches));
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}

async function report(error: unknown, context: Record<string, string | number | boolean | null>) {
  const { reportError } = await import('../telemetry');
  reportError(error, context);
}

/**
 * The quote dialog with the app's calls, built once per navigate function: provide() builds a new
 * machine definition, which cost about 8 ms a render.
 */
function appQuoteDialogMachine(navigate: NavigateFunction) {
  return quoteDialogMachine.provide({
    actors: {
      submitQuote: fromPromise<unknown, SubmitQuoteInput>(async ({ input }) => {
        // The lead schemas are built on the first quote request, not while the page loads (blocking time).
        const { leadCreatedResponse } = await import('../../domain/schemas/leads');
        return api.post('/quotes', buildCalculatorQuote(input), { root: true, schema: leadCreatedResponse });
      }),
    },
    actions: {
      navigateHome: () => {
        // Spec section 4: on success an alert, the dialog closes, then the visitor goes to /, where
        // the same confirmation stays on screen for those who missed the native alert.
        window.alert(MESSAGES.quoteSuccess);
        navigate('/', { state: { notice: MESSAGES.quoteSuccess } satisfies NoticeState });
      },
      reportError: (_, r: QuoteErrorReport) =>
        void report(r.error, {
          name: 'quote.submit',
          deckAreaSqMeters: r.deckAreaSqMeters,
          projectTimeframe: r.projectTimeframe,
          needInstaller: r.needInstaller,
          ...selectedItemIds(r.selectedItemIds),
        }),
    },
  });
}

function CalculatorScreen() {
  usePageMeta(
    CALCULATOR_TITLE,
    'Draw your deck, choose a board colour and see the boards, clips and subframe you need, then request a quote.',
  );
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const boardItems = useBoardItems();
  // The catalogue's arrival re-renders the materials in a transition, which React splits and input
  // interrupts, rather than in the synchronous render a query update is (a benchmark target: blocking time);
  // the drawing's side of the page is memoised and does not re-render for it.
  const catalogue = useDeferredValue(boardItems.data);
  const cataloguePending = useDeferredValue(boardItems.isPending);
  const items = useMemo(() => catalogue ?? [], [catalogue]);

  // ---- Brand and colour (URL is the source of truth) ----
  const brandParam = params.get('brand');
  const colorParam = params.get('color');
  const selection = useMemo(() => resolveSelection(items, brandParam, colorParam), [items, brandParam, colorParam]);
  useEffect(() => {
    if (selection.invalidBrandParam)
      void report(new Error('Invalid brand parameter'), {
        name: 'calculator.brand.invalid',
        brandParam: selection.invalidBrandParam.slice(0, 60),
      });
  }, [selection.invalidBrandParam]);
  useEffect(() => {
    if (selection.unknownColorParam)
      void report(new Error('Unknown colour parameter'), {
        name: 'calculator.colour.unknown',
        colourParam: selection.unknownColorParam.slice(0, 60),
      });
  }, [selection.unknownColorParam]);
  useEffect(() => {
    if (boardItems.error) void report(boardItems.error, { name: 'calculator.colours.load' });
  }, [boardItems.error]);
  const chooseColor = useCallback((itemId: string) => setParams((p) => withColor(p, itemId), { replace: true }), [setParams]);
  const chooseBrand = useCallback((brand: Brand) => setParams((p) => withBrand(p, brand), { replace: true }), [setParams]);

  // ---- Drawing ----
  const editor = useDeckEditor();
  const shapes = editor.shapes;
  const calculations = editor.calculations;
  const canProceed = canProceedWithQuote(calculations);

  // ---- Quote dialog ----
  const quoteMachine = useMemo(() => appQuoteDialogMachine(navigate), [navigate]);
  const quote = useActorRef(quoteMachine, { inspect: getInspect() });
  const quoteColors: QuoteStepColors = useMemo(() => quoteStepColors(items), [items]);
  // The drawing goes to the dialog as it opens; the modal dialog keeps it from changing while open.
  const openQuote = useCallback(() => quote.send({ type: 'dialog.open', deck: { shapes, calculations } }), [quote, shapes, calculations]);
  // Mounted from its first opening on, so that it can animate its later closings and openings.
  const quoteOpen = useSelector(quote, (s) => !s.matches('closed'));
  const [quoteMounted, setQuoteMounted] = useState(false);
  if (quoteOpen && !quoteMounted) setQuoteMounted(true);

  // The side column's panel renders only where the column shows: on a phone it would be a hidden
  // second copy of the materials (the sheet's own renders when opened), costing first-load work.
  const wide = useWide();
  const panel = (variant: 'side' | 'sheet') => (
    <MaterialsPanel
      variant={variant}
      brand={selection.brand}
      colors={selection.colors}
      color={selection.color}
      calculations={calculations}
      canProceed={canProceed}
      loading={cataloguePending}
      onBrandChange={chooseBrand}
      onColorChange={chooseColor}
      onProceed={openQuote}
    />
  );

  return (
    <div className={css({ minH: '100dvh', display: 'flex', flexDirection: 'column', bg: 'bg.canvas' })}>
      <header
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '4',
          px: { base: '4', md: '6' },
          h: '16',
          bg: 'bg.surface',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
          flexShrink: 0,
        })}
      >
        <Link to="/" aria-label={`${PRODUCT_NAME} home`} className={css({ textDecoration: 'none' })}>
          <Logo />
        </Link>
        <h1 className={css({ fontFamily: 'heading', fontWeight: '600', fontSize: { base: 'lg', md: 'xl' } })}>
          <Link to="/" className={css({ textDecoration: 'none', _hover: { textDecoration: 'underline' } })}>
            {CALCULATOR_TITLE}
          </Link>
        </h1>
      </header>
      <div className={css({ flex: '1', display: 'flex', minH: '0' })}>
        <main id="main" className={css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column', pb: { base: '20', md: '0' } })}>
          <EditorWorkspace editor={editor} />
        </main>
        <aside aria-label="Materials" className={sideColumn}>
          <h2 className={css({ textStyle: 'eyebrow', color: 'fg.accent', mb: '4' })}>Your Deck Materials</h2>
          {wide ? panel('side') : null}
        </aside>
      </div>
      <aside aria-label="Materials needed" className={css({ display: { base: 'block', md: 'none' } })}>
        <BottomSheet summary={`Deck Area ${calculations.deckArea.toFixed(2)} m² · ${calculations.deckBoards} boards`}>
          {panel('sheet')}
        </BottomSheet>
      </aside>
      {quoteMounted ? (
        <Suspense fallback={null}>
          <QuoteDialog actor={quote} colors={quoteColors} />
        </Suspense>
      ) : null}
    </div>
  );
}

export function DeckCalculatorPage() {
  return (
    <ErrorBoundary area="deck-calculator">
      <InteractiveScope>
        <CalculatorScreen />
      </InteractiveScope>
    </ErrorBoundary>
  );
}
