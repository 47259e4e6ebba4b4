// The drawing area: toolbar (Add Shape, Undo, Redo, Delete Shape, edit mode, unit, zoom, Fit to
// shapes), the react-konva canvas with the exact-length field over it, the accessible shape list and a
// polite live region. Everything it shows comes from useDeckEditor, and every control, shortcut and key
// only sends the editor actor (DeckEditorContext) one event. On a phone the toolbar is one row: the
// secondary actions sit in a More tools popover (the same elements, shown inline from md up), so the
// canvas gets most of the screen.
import { lazy, memo, Suspense, useEffect, useId, useMemo, useRef } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { EDIT_MODES, LENGTH_UNIT_LABELS, LENGTH_UNITS, MAX_SHAPES, type EditMode, type LengthUnit } from '../../domain/constants';
import { useInteractive } from './useInteractive';
import { ShapeList, shapeSummary } from './ShapeList';
import { Segments } from './Segments';
import type { DeckEditor } from './useDeckEditor';
import { DeckEditorContext } from './deckEditorActor';
import { EdgeLengthField } from './EdgeLengthField';
import { CANVAS_MARGIN_PX } from './canvasUnits';
import type { CanvasColour } from './canvasBoards';

// The canvas and Konva (about 38 KB gzip) load beside the rest of the calculator rather than before
// it: the toolbar, the shape list and the materials paint without waiting for them (benchmark targets: first
// and largest contentful paint). In the browser the request starts as soon as this module runs; a
// prerender never renders the canvas (it draws on a <canvas> from effects), so it does not load it.
const loadCanvas = () => import('./DeckCanvas');
const canvasModule = typeof window === 'undefined' ? null : loadCanvas();
const DeckCanvas = lazy(async () => ({ default: (await (canvasModule ?? loadCanvas())).DeckCanvas }));

export const EDIT_MODE_LABELS: Record<EditMode, string> = { scaling: 'Scaling', individual: 'Individual' };
export const ADD_SHAPE_LABEL = 'Add Shape';
export const DELETE_SHAPE_LABEL = 'Delete Shape';
export const UNDO_LABEL = 'Undo';
export const REDO_LABEL = 'Redo';
export const FIT_LABEL = 'Fit to shapes';

/**
 * Whether a key press belongs elsewhere: a text field (which keeps its own undo and Escape) or a dialog
 * over the drawing (the quote dialog took the drawing as it opened).
 */
const notForDrawing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.closest('[role="dialog"]') !== null);

/**
 * Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, Escape drops a drag, anywhere on the page but
 * in a text field.
 */
function useEditorShortcuts() {
  const send = DeckEditorContext.useActorRef().send;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (notForDrawing(e.target)) return;
      const key = e.key.toLowerCase();
      const mod = e.ctrlKey || e.metaKey;
      if (mod && key === 'z' && !e.shiftKey) send({ type: 'history.undo' });
      else if ((mod && key === 'z' && e.shiftKey) || (e.ctrlKey && key === 'y')) send({ type: 'history.redo' });
      else if (key === 'escape') return send({ type: 'drag.cancel' });
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [send]);
}

const moreButton = css({ display: { base: 'inline-flex', md: 'none' }, ml: 'auto' });
/**
 * The secondary tools: a popover under More tools on a phone, inline in the toolbar from md up (a
 * closed popover is only hidden by the browser's own style, which this overrides there).
 */
const secondaryTools = css({
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: '3',
  p: '3',
  m: '0',
  position: 'fixed',
  inset: 'auto',
  top: '8.5rem',
  right: '2',
  left: 'auto',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'control',
  boxShadow: 'lift',
  '&:popover-open': { display: 'flex' },
  md: {
    display: 'flex',
    position: 'static',
    flex: '1',
    flexDirection: 'row',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '2',
    p: '0',
    bg: 'transparent',
    borderWidth: '0',
    boxShadow: 'none',
    overflow: 'visible',
  },
});

/** Holds the canvas's place (its colour, in its box) until the canvas has loaded. */
const canvasPlaceholder = css({ position: 'absolute', inset: '0', bg: 'canvas.bg' });

/**
 * The canvas, from the committed shapes: during a drag it re-renders itself and the dragged shape alone,
 * reading the preview from the editor (a benchmark target: frames under 50 ms at 4x CPU slowdown).
 */
function LiveDeckCanvas({ editor, describedBy, colour }: { editor: DeckEditor; describedBy: string; colour: CanvasColour | undefined }) {
  const { shapes, mode, unit, view, selectedId } = editor;
  // The drawing's name follows the committed shapes (the live region tells each edit), so a drag move
  // does not recompute every shape's figures.
  const summary = useMemo(
    () => (shapes.length === 0 ? 'No shapes drawn.' : shapes.map((s, i) => shapeSummary(i, s, unit)).join('. ')),
    [shapes, unit],
  );
  return (
    <DeckCanvas
      shapes={shapes}
      mode={mode}
      unit={unit}
      selectedId={selectedId}
      view={view}
      label={`Deck drawing, ${shapes.length} of ${MAX_SHAPES} shapes. ${summary}`}
      describedBy={describedBy}
      shapeFill={colour?.shapeFill ?? null}
      boards={colour?.boards ?? null}
      frame={colour?.frame ?? null}
    />
  );
}

/** Memoised: the page re-renders for the catalogue and the URL, which the drawing does not show. */
export const EditorWorkspace = memo(function EditorWorkspace({ editor, colour }: { editor: DeckEditor; colour?: CanvasColour }) {
  const listId = useId();
  const moreId = useId();
  const stageBox = useRef<HTMLDivElement>(null);
  useEditorShortcuts();
  const send = editor.actor.send;
  // The stage's middle and size in the machine's stage coordinates (its origin sits CANVAS_MARGIN_PX inside).
  const stageSize = () => ({
    width: (stageBox.current?.clientWidth ?? 0) - 2 * CANVAS_MARGIN_PX,
    height: (stageBox.current?.clientHeight ?? 0) - 2 * CANVAS_MARGIN_PX,
  });
  const middle = () => {
    const { width, height } = stageSize();
    return { x: width / 2, y: height / 2 };
  };
  const { shapes, mode, unit, view, selectedId, canAdd, canUndo, canRedo, lengthEdit, announcement } = editor;
  const editedShape = lengthEdit ? shapes.findIndex((s) => s.id === lengthEdit.shapeId) : -1;
  // Prerendered, the toolbar is in the page before its code: until React owns it, a click would be lost.
  const live = useInteractive();
  const ghost = button({ variant: 'ghost', size: 'sm' });
  return (
    <div className={css({ flex: '1', display: 'flex', flexDirection: 'column', minH: '0' })}>
      <div
        role="toolbar"
        aria-label="Drawing tools"
        className={css({
          display: 'flex',
          flexWrap: { base: 'nowrap', md: 'wrap' },
          alignItems: 'center',
          gap: '2',
          px: { base: '3', md: '4' },
          py: '2.5',
          bg: 'bg.surface',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        <button
          type="button"
          className={button({ variant: 'primary', size: 'sm' })}
          disabled={!live || !canAdd}
          onClick={() => send({ type: 'shape.add' })}
          title={canAdd ? undefined : `At most ${MAX_SHAPES} shapes`}
        >
          {ADD_SHAPE_LABEL}
        </button>
        <button
          type="button"
          className={button({ variant: 'secondary', size: 'sm' })}
          disabled={!live || !canUndo}
          aria-keyshortcuts="Control+Z Meta+Z"
          onClick={() => send({ type: 'history.undo' })}
        >
          {UNDO_LABEL}
        </button>
        <button
          type="button"
          className={button({ variant: 'secondary', size: 'sm' })}
          disabled={!live || !canRedo}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
          onClick={() => send({ type: 'history.redo' })}
        >
          {REDO_LABEL}
        </button>
        <button type="button" popoverTarget={moreId} className={`${ghost} ${moreButton}`} disabled={!live}>
          More tools
        </button>
        <div id={moreId} popover="auto" className={secondaryTools}>
          <button
            type="button"
            className={button({ variant: 'secondary', size: 'sm' })}
            disabled={!selectedId}
            onClick={() => selectedId && send({ type: 'shape.remove', shapeId: selectedId })}
          >
            {DELETE_SHAPE_LABEL}
          </button>
          <Segments<EditMode>
            label="Edit mode"
            value={mode}
            options={EDIT_MODES}
            labels={EDIT_MODE_LABELS}
            onChange={(m) => send({ type: 'mode.set', mode: m })}
          />
          <Segments<LengthUnit>
            label="Unit"
            value={unit}
            options={LENGTH_UNITS}
            labels={LENGTH_UNIT_LABELS}
            onChange={(u) => send({ type: 'unit.set', unit: u })}
          />
          <div className={css({ display: 'inline-flex', flexWrap: 'wrap', gap: '1', ml: { base: '0', md: 'auto' } })}>
            <button
              type="button"
              aria-label="Zoom out"
              className={ghost}
              disabled={!live}
              onClick={() => send({ type: 'zoom.out', at: middle() })}
            >
              −
            </button>
            <output
              aria-label="Zoom level"
              className={css({ minW: '12', textAlign: 'center', fontSize: 'sm', fontVariantNumeric: 'tabular-nums', alignSelf: 'center' })}
            >
              {Math.round(view.scale * 100)}%
            </output>
            <button
              type="button"
              aria-label="Zoom in"
              className={ghost}
              disabled={!live}
              onClick={() => send({ type: 'zoom.in', at: middle() })}
            >
              +
            </button>
            <button type="button" className={ghost} disabled={!live} onClick={() => send({ type: 'zoom.reset' })}>
              Reset zoom
            </button>
            <button
              type="button"
              className={ghost}
              disabled={!live || shapes.length === 0}
              onClick={() => {
                const { width, height } = stageSize();
                send({ type: 'zoom.fit', width, height });
              }}
            >
              {FIT_LABEL}
            </button>
          </div>
        </div>
      </div>
      <p className={css({ px: { base: '3', md: '4' }, py: '1.5', fontSize: 'xs', color: 'fg.muted' })}>
        {/* A phone is touched, not clicked, and has no Escape key; one line there, so the canvas starts high. */}
        <span className={css({ display: { base: 'inline', md: 'none' } })}>
          {mode === 'scaling'
            ? 'Tap a length to type it. Two fingers pan and zoom.'
            : 'Tap an edge handle to add a corner, a length to type it.'}
        </span>
        <span className={css({ display: { base: 'none', md: 'inline' } })}>
          {mode === 'scaling'
            ? 'Drag a corner to resize in proportion, an edge handle to move that edge, or the shape to move it.'
            : 'Drag a corner to move it alone; tap an edge handle to add a corner there.'}{' '}
          Click a length to type it. Two fingers pan and zoom; Escape drops a drag.
        </span>
      </p>
      {/* A fixed share of the screen, so the canvas keeps its height however long the shape list grows. */}
      <div
        ref={stageBox}
        className={css({ position: 'relative', flex: 'none', h: { base: '58svh', md: 'max(30rem, calc(100dvh - 13rem))' }, minH: '22rem' })}
      >
        {/* The canvas is drawn by Konva in the browser: a prerendered page holds its place until then. */}
        {live ? (
          <Suspense fallback={<div aria-hidden="true" className={canvasPlaceholder} />}>
            <LiveDeckCanvas colour={colour} editor={editor} describedBy={listId} />
          </Suspense>
        ) : (
          <div aria-hidden="true" className={canvasPlaceholder} />
        )}
        {lengthEdit && editedShape >= 0 ? (
          <EdgeLengthField
            edit={lengthEdit}
            shapeNumber={editedShape + 1}
            onChange={(text) => send({ type: 'length.change', text })}
            onApply={() => send({ type: 'length.apply' })}
            onCancel={() => send({ type: 'length.cancel' })}
          />
        ) : null}
      </div>
      <div role="status" aria-live="polite" className={css({ srOnly: true })}>
        {announcement}
      </div>
      <section
        aria-labelledby={`${listId}-h`}
        className={css({ px: { base: '3', md: '4' }, py: '3', bg: 'bg.surface', borderTopWidth: '1px', borderColor: 'border.default' })}
      >
        <h2 id={`${listId}-h`} className={css({ fontSize: 'sm', fontWeight: '600', mb: '2' })}>
          Shapes ({shapes.length} of {MAX_SHAPES}){' '}
          <span className={css({ fontWeight: '400', color: 'fg.muted' })}>
            — focus a shape or corner, then use the arrow keys to move it 10 mm or Delete to remove the shape; choose an edge to type its
            length
          </span>
        </h2>
        <ShapeList
          id={listId}
          shapes={shapes}
          unit={unit}
          selectedId={selectedId}
          onSelect={(shapeId) => send({ type: 'shape.focus', shapeId })}
          onNudgeShape={(shapeId, direction) => send({ type: 'shape.nudge', shapeId, direction })}
          onNudgeCorner={(shapeId, index, direction) => send({ type: 'corner.nudge', shapeId, index, direction })}
          onDelete={(shapeId) => send({ type: 'shape.remove', shapeId })}
          onSelectEdge={(shapeId, edgeIndex) => send({ type: 'edge.select', shapeId, edgeIndex })}
        />
      </section>
    </div>
  );
});
