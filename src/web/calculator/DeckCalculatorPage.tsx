// /deck-calculator (docs/product.md#screens-and-routes, docs/product.md#flows, docs/product.md#validation-rules,
// docs/product.md#error-messages, docs/product.md#figures-and-limits): draw the deck, read the materials, request a quote.
// Lazy-loaded by src/web/routes.tsx, so Konva never reaches the landing page's bundle.
//
// State: the drawing lives in the calculatorEditor actor, the quote wizard in the quoteDialog actor,
// the brand and colour in the URL (?brand, ?color), the catalogue in react-query. This screen wires
// them together; the components below it only render and send events.
import { useSelector } from '@xstate/react';
import { lazy, startTransition, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams, type NavigateFunction, type SetURLSearchParams } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { css, cx } from 'styled-system/css';
import {
  quoteDialogMachine,
  type QuoteErrorReport,
  type QuotePricesUpdated,
  type SubmitQuoteInput,
} from '../../../machines/quoteDialog.machine';
import { quoteStepColors, type BoardItem, type Brand } from '../../domain/catalogue';
import { displayColorName } from '../../domain/colors';
import { LOGIN_REASON_SAVE_DESIGN, PRODUCT_NAME, SIDE_PANEL_WIDTH } from '../../domain/constants';
import { MESSAGES } from '../../domain/messages';
import type { Shape } from '../../domain/geometry';
import { canProceedWithQuote } from '../../domain/materials';
import { api, ApiError } from '../api/client';
import { useSessionRenewingClient } from '../auth/sessionRenewingClient';
import { useMemberPrices } from '../api/account';
import { useAvailabilityLabels } from '../api/availability';
import { onPricesUpdated, useBoardItems, useHardwareItems } from '../api/catalogue';
import { repriceItems } from '../../domain/priceChanges';
import { availabilityAsks } from '../../domain/stock';
import type { PriceContext } from '../../domain/tradePricing';
import { Alert } from '../components/Alert';
import { DesignPlan } from '../components/DesignPlan';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Logo } from '../components/Logo';
import { usePageMeta } from '../hooks/usePageMeta';
import { BottomSheet } from './BottomSheet';
import { materialsPayload } from '../../domain/materialsPayload';
import { designOrderHref, designPlanPdfHref } from '../../domain/designLinks';
import { DesignToolbar } from './DesignToolbar';
import { clearStoredDrawing, writeStoredDrawing } from './drawingStorage';
import { specFigureRows } from '../../domain/designFigures';
import { EditorWorkspace } from './EditorWorkspace';
import { MaterialsPanel } from './MaterialsPanel';
import { PrintSheet } from './PrintSheet';
import type { QuoteStepColors } from './QuoteDialog';
import { buildCalculatorQuote, quotePreselection, selectedItemIds } from './quotePayload';
import { resolveSelection, withBrand, withColor, withDesign, withLoadedSelection, type CalculatorSelection } from './selection';
import { useBoardLayout } from './useBoardLayout';
import { useDeckPlan } from './useDeckPlan';
import { planCanvas } from './canvasFrame';
import type { DeckOptions } from '../../domain/frameGuide';
import { balustradeNotes } from '../../domain/balustradeRules';
import { useDeckEditor } from './useDeckEditor';
import { DeckEditorContext } from './deckEditorActor';
import { Deck3DSection } from '../deck3d/Deck3DSection';
import type { Deck3DSource } from '../deck3d/source';
import { DesignSessionContext, SaveDesignContext, ShareDesignContext } from './designToolsActors';
import { DesignToolsProvider, type DesignToolsEffects } from './DesignToolsProvider';
import { QuoteDialogContext } from './quoteDialogActor';
import { InteractiveScope, useInteractive } from './useInteractive';
import type { NoticeState } from '../components/RouteNotice';

export const CALCULATOR_TITLE = 'Deck Calculator';

// The quote dialog (its form fields, focus trap and portal) is loaded when it first opens: the
// calculator's first paint does not need it (a benchmark target: JavaScript for /deck-calculator).
const QuoteDialog = lazy(async () => ({ default: (await import('./QuoteDialog')).QuoteDialog }));
// Save design and Share likewise, on their first use.
const SaveDesignDialog = lazy(async () => ({ default: (await import('./SaveDesignDialog')).SaveDesignDialog }));
const ShareDialog = lazy(async () => ({ default: (await import('./ShareDialog')).ShareDialog }));

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
    // No bottom padding: the panel's sticky foot (Proceed with Quote) sits on the box's bottom edge.
    px: '5',
    pt: '5',
    overflowY: 'auto',
    maxH: 'calc(100dvh - 4rem)',
    position: 'sticky',
    top: '0',
  }),
);
// The interactive calculator; printing shows the print layout in its place (docs/product.md#designs).
const screenOnly = css({ minH: '100dvh', display: 'flex', flexDirection: 'column', bg: 'bg.canvas', _print: { display: 'none' } });
// The printed plan's box in px: the width of an A4 page's text block at 96 dpi, and two thirds of it high.
const PRINT_PLAN_SIZE = { width: 680, height: 450 };
// The 3D button's row above the drawing tools, and the 3D view there once opened.
const section3d = css({
  px: { base: '3', md: '4' },
  py: '2',
  bg: 'bg.surface',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  order: { base: 1, md: 0 },
});
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
function appQuoteDialogMachine(navigate: NavigateFunction, queryClient: QueryClient) {
  return quoteDialogMachine.provide({
    actors: {
      submitQuote: fromPromise<unknown, SubmitQuoteInput>(async ({ input }) => {
        // The lead schemas are built on the first quote request, not while the page loads (blocking time).
        const [, { leadCreatedResponse }, { pricesUpdatedResponse }] = await Promise.all([
          import('../api/zodConfig'),
          import('../../domain/schemas/leads'),
          import('../../domain/schemas/orders'),
        ]);
        try {
          return await api.post('/quotes', buildCalculatorQuote(input), { root: true, schema: leadCreatedResponse });
        } catch (error) {
          // docs/product.md#catalogue: 409 Prices updated carries the server's prices; the machine re-prices from them.
          const update = error instanceof ApiError && error.status === 409 ? pricesUpdatedResponse.safeParse(error.body) : null;
          if (update?.success)
            throw Object.assign(new Error(update.data.message), { pricesUpdated: update.data } satisfies QuotePricesUpdated);
          throw error;
        }
      }),
    },
    actions: {
      refreshPrices: () => void onPricesUpdated(queryClient),
      navigateHome: () => {
        // docs/product.md#flows: on success an alert, the dialog closes, then the visitor goes to /, where
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

/** The catalogue and URL facts the drawing's half of the page reads. */
interface ScreenState {
  items: readonly BoardItem[];
  selection: CalculatorSelection;
  cataloguePending: boolean;
  chooseBrand: (brand: Brand) => void;
  chooseColor: (itemId: string) => void;
  /** A signed-in trade member's prices for Materials and prices (docs/product.md#trade-accounts); null: the catalogue's. */
  prices: PriceContext | null;
}

/** The phone's materials sheet, open or not: kept above the editor, which mounts again when a drawing is restored. */
interface SheetState {
  sheetOpen: boolean;
  setSheetOpen: (open: boolean) => void;
}

function CalculatorScreen() {
  usePageMeta(
    CALCULATOR_TITLE,
    'Draw your deck, choose a board colour and see the boards, clips and subframe you need, then request a quote.',
  );
  const navigate = useNavigate();
  const location = useLocation();
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

  // ---- Design tools: where the drawing comes from, Save design, Share ----
  // Its signed-in calls renew a lapsed session once before a 401 means a visitor (sessionRenewingClient.ts).
  const client = useSessionRenewingClient();
  const prices = useMemberPrices(client);
  const effects: DesignToolsEffects = {
    // Back here afterwards, with the brand and colour in the URL and the drawing kept in the browser.
    // The reason lets /login say why and offer Create an account.
    toLogin: () => navigate('/login', { state: { from: `${location.pathname}${location.search}`, reason: LOGIN_REASON_SAVE_DESIGN } }),
    showDesign: (design) => setParams((p) => withDesign(p, design?.id ?? null), { replace: true }),
    orderDesign: (design) => navigate(designOrderHref(design.id)),
  };
  const queryClient = useQueryClient();
  const quoteMachine = useMemo(() => appQuoteDialogMachine(navigate, queryClient), [navigate, queryClient]);

  const state: ScreenState = { items, selection, cataloguePending, chooseBrand, chooseColor, prices };
  return (
    <DesignToolsProvider client={client} effects={effects} params={params}>
      <QuoteDialogContext.Provider logic={quoteMachine}>
        <RestoredDrawingScreen setParams={setParams} {...state} />
      </QuoteDialogContext.Provider>
    </DesignToolsProvider>
  );
}

/**
 * The editor is mounted with the drawing it starts from: its own first shape, then (once known) the
 * browser's copy or a loaded design, which mount it again.
 */
function RestoredDrawingScreen({ setParams, ...state }: ScreenState & { setParams: SetURLSearchParams }) {
  const restored = DesignSessionContext.useSelector((s) => s.context.restored);
  // The kept drawing is read back after the page is up: a sheet opened meanwhile stays open.
  const [sheetOpen, setSheetOpen] = useState(false);
  // A loaded design or shared link brings its brand and colour: into the URL, which holds them.
  useEffect(() => {
    const brand = restored?.brand;
    if (brand) setParams((p) => withLoadedSelection(p, brand, restored.colorItemId), { replace: true });
  }, [restored, setParams]);
  return (
    <DrawingScreen
      key={restored?.key ?? 0}
      initialShapes={restored?.shapes ?? null}
      initialDeck={restored?.deck ?? null}
      sheetOpen={sheetOpen}
      setSheetOpen={setSheetOpen}
      {...state}
    />
  );
}

/** The drawing screen's editor actor, made once here (with a restored drawing, if any) for all of the screen. */
function DrawingScreen({
  initialShapes,
  initialDeck,
  ...state
}: ScreenState & SheetState & { initialShapes: Shape[] | null; initialDeck: DeckOptions | null }) {
  const [input] = useState(() => ({ ...(initialShapes ? { shapes: initialShapes } : {}), ...(initialDeck ? { deck: initialDeck } : {}) }));
  return (
    <DeckEditorContext.Provider options={{ input }}>
      <DrawingScreenBody {...state} />
    </DeckEditorContext.Provider>
  );
}

function DrawingScreenBody({
  items,
  selection,
  cataloguePending,
  chooseBrand,
  chooseColor,
  prices,
  sheetOpen,
  setSheetOpen,
}: ScreenState & SheetState) {
  const live = useInteractive();

  // ---- Drawing ----
  const editor = useDeckEditor();
  const editorActor = editor.actor;
  const shapes = editor.shapes;
  const calculations = editor.calculations;
  const canProceed = canProceedWithQuote(calculations);
  const deck = useSelector(editorActor, (s) => s.context.deck);
  const layers = useSelector(editorActor, (s) => s.context.layers);
  const sendEditor = editorActor.send;

  // ---- Design tools ----
  const ready = DesignSessionContext.useSelector((s) => s.matches('ready'));
  const direction = DesignSessionContext.useSelector((s) => s.context.direction);
  const showBoards = DesignSessionContext.useSelector((s) => s.context.showBoards);
  const design = DesignSessionContext.useSelector((s) => s.context.design);
  const loadError = DesignSessionContext.useSelector((s) => s.context.loadError);
  const drawing = useMemo(
    () =>
      shapes.length === 0
        ? null
        : {
            shapes: shapes.map((sh) => ({ id: sh.id, points: sh.points })),
            brand: selection.brand,
            colorItemId: selection.color?.item_id ?? null,
            boardDirection: direction,
            deck,
          },
    [shapes, selection.brand, selection.color, direction, deck],
  );
  // Kept in the browser until cleared or saved, once it is known where the drawing came from.
  useEffect(() => {
    if (!ready) return;
    if (drawing) writeStoredDrawing({ shapes: drawing.shapes, boardDirection: drawing.boardDirection, design, deck: drawing.deck });
    else clearStoredDrawing();
  }, [ready, drawing, design]);
  const hardwareItems = useHardwareItems();
  const hardware = useMemo(() => hardwareItems.data ?? [], [hardwareItems.data]);
  // docs/product.md#catalogue: after a quote request answered Prices updated, Materials and prices is priced at the
  // prices that answer told (the catalogue this page loaded may be the browser's cached copy).
  const updatedPrices = QuoteDialogContext.useSelector((s) => s.context.updatedPrices);
  const pricedItems = useMemo(() => repriceItems(items, updatedPrices), [items, updatedPrices]);
  const pricedHardware = useMemo(() => repriceItems(hardware, updatedPrices), [hardware, updatedPrices]);
  const deckPlan = useDeckPlan(shapes, selection.brand, selection.color, pricedItems, pricedHardware, direction, deck, prices);
  // docs/product.md#stock-and-samples: each priced line's label at its quantity, once the page is live.
  const availability = useAvailabilityLabels(availabilityAsks(deckPlan.priced?.lines ?? []), live);
  const layout = useBoardLayout(deckPlan.layout, selection.color, showBoards, deckPlan.bill?.figures ?? null);
  const canvas = useMemo(
    () => planCanvas(layout.canvas, deckPlan.plan, layout.swatch, showBoards, layers),
    [layout.canvas, deckPlan.plan, layout.swatch, showBoards, layers],
  );

  // ---- 3D view: the same plan the canvas draws ----
  const source3d: Deck3DSource = useMemo(
    () => ({
      plan: deckPlan.plan,
      heightMm: deck.heightMm,
      frame: deck.frame,
      direction,
      boardWidthMm: deckPlan.rules?.boardWidthMm ?? 0,
      gapMm: deckPlan.rules?.gapMm ?? 0,
      swatch: layout.swatch,
      pictureName: design?.name ?? 'Deck design',
    }),
    [deckPlan.plan, deckPlan.rules, deck.heightMm, deck.frame, direction, layout.swatch, design],
  );

  // ---- Quote dialog ----
  const quote = QuoteDialogContext.useActorRef();
  const quoteColors: QuoteStepColors = useMemo(() => quoteStepColors(items), [items]);
  // The drawing goes to the dialog as it opens, with the panel's colour on its range's step; the modal
  // dialog keeps it from changing while open.
  const openQuote = useCallback(
    () =>
      quote.send({
        type: 'dialog.open',
        deck: {
          shapes,
          calculations,
          designId: design?.id ?? null,
          materials: materialsPayload(deck, deckPlan.priced),
          plannedIn: selection.color ? { colorItemId: selection.color.item_id, boardDirection: direction } : null,
        },
        color: quotePreselection(quoteColors, selection.color),
      }),
    [quote, shapes, calculations, design, quoteColors, selection.color, deck, deckPlan.priced, direction],
  );
  // Mounted from its first opening on, so that it can animate its later closings and openings.
  const quoteOpen = QuoteDialogContext.useSelector((s) => !s.matches('closed'));
  const [quoteMounted, setQuoteMounted] = useState(false);
  if (quoteOpen && !quoteMounted) setQuoteMounted(true);
  const print = useCallback(() => window.print(), []);
  const saveUsed = SaveDesignContext.useSelector((s) => !s.matches('closed'));
  const shareUsed = ShareDesignContext.useSelector((s) => !s.matches('closed'));
  const [saveMounted, setSaveMounted] = useState(false);
  const [shareMounted, setShareMounted] = useState(false);
  if (saveUsed && !saveMounted) setSaveMounted(true);
  if (shareUsed && !shareMounted) setShareMounted(true);

  // Download plan (PDF): the saved design's plan pack once it has a colour. A design is opened only by its
  // signed-in owner (loading or saving it needs the session), so its owner is who sees the link.
  const planPdfHref = live && design && selection.color ? designPlanPdfHref(design.id) : null;

  const plannedBalustrade = deckPlan.plan?.balustrade;
  const balustrade = useMemo(
    () => (plannedBalustrade ? balustradeNotes(plannedBalustrade, deck.heightMm) : null),
    [plannedBalustrade, deck.heightMm],
  );

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
      layoutFigures={layout.figures}
      layoutPending={layout.figures === null && (cataloguePending || selection.color !== null)}
      overlapNotice={layout.overlapNotice}
      deck={live ? deck : undefined}
      layers={layers}
      shapes={shapes}
      onEditorEvent={sendEditor}
      priced={deckPlan.priced}
      pricedPending={deckPlan.pending || hardwareItems.isPending}
      availability={availability}
      planPdfHref={planPdfHref}
      balustrade={balustrade}
    />
  );

  return (
    <>
      <div className={screenOnly}>
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
            {/* On a phone the design tools follow the drawing: the drawing toolbar is the one row before the canvas. */}
            <div className={css({ order: { base: 1, md: 0 } })}>
              <DesignToolbar drawing={live ? drawing : null} onPrint={print} />
            </div>
            {loadError ? (
              <Alert tone="error" className={css({ m: '3' })}>
                {loadError}
              </Alert>
            ) : null}
            {live ? <Deck3DSection source={source3d} className={section3d} /> : null}
            <EditorWorkspace editor={editor} colour={canvas} />
          </main>
          <aside aria-label="Materials" className={sideColumn}>
            <h2 className={css({ textStyle: 'eyebrow', color: 'fg.accent', mb: '4' })}>Your Deck Materials</h2>
            {wide ? panel('side') : null}
          </aside>
        </div>
        <aside aria-label="Materials needed" className={css({ display: { base: 'block', md: 'none' } })}>
          <BottomSheet
            summary={`Deck Area ${calculations.deckArea.toFixed(2)} m² · ${calculations.deckBoards} boards`}
            open={sheetOpen}
            onOpenChange={setSheetOpen}
          >
            {panel('sheet')}
          </BottomSheet>
        </aside>
        {quoteMounted ? (
          <Suspense fallback={null}>
            <QuoteDialog colors={quoteColors} />
          </Suspense>
        ) : null}
        <Suspense fallback={null}>
          {saveMounted ? <SaveDesignDialog /> : null}
          {shareMounted ? <ShareDialog /> : null}
        </Suspense>
      </div>
      {live ? (
        <PrintSheet
          title={design?.name ?? 'Deck design'}
          colour={selection.color ? `${displayColorName(selection.color.cf_board_colour)} · ${selection.color.cf_board_range}` : null}
          plan={
            <DesignPlan
              shapes={shapes}
              colour={layout.swatch}
              boards={layout.layout}
              dimensions
              scaleBar
              width={PRINT_PLAN_SIZE.width}
              height={PRINT_PLAN_SIZE.height}
            />
          }
          specFigures={specFigureRows(calculations)}
          layoutFigures={layout.figures}
          printedAt={new Date()}
        />
      ) : null}
    </>
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
