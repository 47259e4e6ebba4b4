// The drawing area: toolbar (Add Shape, Delete Shape, edit mode, unit, zoom), the Konva canvas and
// the accessible shape list. Everything it shows comes from the editor adapter (useDeckEditor), and
// every control only calls one of its intents.
import { lazy, memo, Suspense, useId, useRef } from 'react';
import { css } from 'styled-system/css';
import { button, segmentGroup } from 'styled-system/recipes';
import { EDIT_MODES, LENGTH_UNIT_LABELS, LENGTH_UNITS, MAX_SHAPES, type EditMode, type LengthUnit } from '../../domain/constants';
import * as SegmentGroup from '../components/ui/segment-group';
import { useInteractive } from './useInteractive';
import { ShapeList, shapeSummary } from './ShapeList';
import { StaticRadioGroup } from './StaticRadioGroup';
import { useDrawing, type DeckEditor } from './useDeckEditor';
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

/** Holds the canvas's place (its colour, in its box) until the canvas has loaded. */
const canvasPlaceholder = css({ position: 'absolute', inset: '0', bg: 'canvas.bg' });

function Segments<T extends string>({
  label,
  value,
  options,
  labels,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (v: T) => void;
}) {
  const live = useInteractive();
  if (!live) {
    const parts = segmentGroup();
    return (
      <StaticRadioGroup
        label={label}
        value={value}
        options={options}
        labels={labels}
        rootClassName={parts.root}
        labelClassName={parts.label}
        itemClassName={parts.item}
        withItemControl
      />
    );
  }
  return (
    <SegmentGroup.Root value={value} onValueChange={(d) => d.value && onChange(d.value as T)}>
      <SegmentGroup.Label>{label}</SegmentGroup.Label>
      <SegmentGroup.Indicator />
      {options.map((o) => (
        <SegmentGroup.Item key={o} value={o}>
          <SegmentGroup.ItemText>{labels[o]}</SegmentGroup.ItemText>
          <SegmentGroup.ItemControl />
          <SegmentGroup.ItemHiddenInput />
        </SegmentGroup.Item>
      ))}
    </SegmentGroup.Root>
  );
}

/**
 * The canvas with a drag's preview: the only part of the page that re-renders on each pointer move
 * of a drag (a benchmark target: frames under 50 ms at 4x CPU slowdown). The rest follows committed shapes.
 */
function LiveDeckCanvas({ editor, describedBy, colour }: { editor: DeckEditor; describedBy: string; colour: CanvasColour | undefined }) {
  const { shapes, draggedId } = useDrawing(editor.actor);
  const { mode, unit, view, selectedId } = editor;
  const summary = shapes.length === 0 ? 'No shapes drawn.' : shapes.map((s, i) => shapeSummary(i, s, unit)).join('. ');
  return (
    <DeckCanvas
      shapes={shapes}
      mode={mode}
      unit={unit}
      selectedId={selectedId}
      draggedId={draggedId}
      view={view}
      label={`Deck drawing, ${shapes.length} of ${MAX_SHAPES} shapes. ${summary}`}
      describedBy={describedBy}
      onSelect={editor.select}
      onCornerDrag={editor.cornerDrag}
      onEdgeDrag={editor.edgeDrag}
      onEdgeSplit={editor.edgeSplit}
      onShapeDrag={editor.shapeDrag}
      onPinch={editor.pinch}
      onZoomAt={editor.zoomAt}
      shapeFill={colour?.shapeFill ?? null}
      boards={colour?.boards ?? null}
    />
  );
}

/** Memoised: the page re-renders for the catalogue and the URL, which the drawing does not show. */
export const EditorWorkspace = memo(function EditorWorkspace({ editor, colour }: { editor: DeckEditor; colour?: CanvasColour }) {
  const listId = useId();
  const stageBox = useRef<HTMLDivElement>(null);
  // Toolbar zoom keeps the middle of the canvas in place.
  const zoom = (factor: number) => {
    const el = stageBox.current;
    editor.zoomAt(factor, { x: (el?.clientWidth ?? 0) / 2, y: (el?.clientHeight ?? 0) / 2 });
  };
  const { shapes, mode, unit, view, selectedId, canAdd } = editor;
  // Prerendered, the toolbar is in the page before its code: until React owns it, a click would be lost.
  const live = useInteractive();
  return (
    <div className={css({ flex: '1', display: 'flex', flexDirection: 'column', minH: '0' })}>
      <div
        role="toolbar"
        aria-label="Drawing tools"
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
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
          onClick={editor.addShape}
          title={canAdd ? undefined : `At most ${MAX_SHAPES} shapes`}
        >
          {ADD_SHAPE_LABEL}
        </button>
        <button
          type="button"
          className={button({ variant: 'secondary', size: 'sm' })}
          disabled={!selectedId}
          onClick={() => selectedId && editor.deleteShape(selectedId)}
        >
          {DELETE_SHAPE_LABEL}
        </button>
        <Segments<EditMode> label="Edit mode" value={mode} options={EDIT_MODES} labels={EDIT_MODE_LABELS} onChange={editor.setMode} />
        <Segments<LengthUnit> label="Unit" value={unit} options={LENGTH_UNITS} labels={LENGTH_UNIT_LABELS} onChange={editor.setUnit} />
        <div className={css({ display: 'inline-flex', gap: '1', ml: { base: '0', sm: 'auto' } })}>
          <button
            type="button"
            aria-label="Zoom out"
            className={button({ variant: 'ghost', size: 'sm' })}
            disabled={!live}
            onClick={() => zoom(1 / 1.25)}
          >
            −
          </button>
          <output
            aria-label="Zoom level"
            className={css({ minW: '12', textAlign: 'center', fontSize: 'sm', fontVariantNumeric: 'tabular-nums', alignSelf: 'center' })}
          >
            {Math.round(view.zoom * 100)}%
          </output>
          <button
            type="button"
            aria-label="Zoom in"
            className={button({ variant: 'ghost', size: 'sm' })}
            disabled={!live}
            onClick={() => zoom(1.25)}
          >
            +
          </button>
        </div>
      </div>
      <p className={css({ px: { base: '3', md: '4' }, py: '1.5', fontSize: 'xs', color: 'fg.muted' })}>
        {mode === 'scaling'
          ? 'Drag a corner to resize in proportion, an edge handle to move that edge, or the shape to move it.'
          : 'Drag a corner to move it alone; tap an edge handle to add a corner there.'}{' '}
        Two fingers pan and zoom.
      </p>
      <div ref={stageBox} className={css({ position: 'relative', flex: '1', minH: { base: '22rem', md: '30rem' } })}>
        {/* The canvas is drawn by Konva in the browser: a prerendered page holds its place until then. */}
        {live ? (
          <Suspense fallback={<div aria-hidden="true" className={canvasPlaceholder} />}>
            <LiveDeckCanvas colour={colour} editor={editor} describedBy={listId} />
          </Suspense>
        ) : (
          <div aria-hidden="true" className={canvasPlaceholder} />
        )}
      </div>
      <section
        aria-labelledby={`${listId}-h`}
        className={css({ px: { base: '3', md: '4' }, py: '3', bg: 'bg.surface', borderTopWidth: '1px', borderColor: 'border.default' })}
      >
        <h2 id={`${listId}-h`} className={css({ fontSize: 'sm', fontWeight: '600', mb: '2' })}>
          Shapes ({shapes.length} of {MAX_SHAPES}){' '}
          <span className={css({ fontWeight: '400', color: 'fg.muted' })}>
            — focus a shape or corner, then use the arrow keys to move it 10 mm or Delete to remove the shape
          </span>
        </h2>
        <ShapeList
          id={listId}
          shapes={shapes}
          unit={unit}
          selectedId={selectedId}
          onSelect={editor.select}
          onNudgeShape={editor.nudgeShape}
          onNudgeCorner={editor.nudgeCorner}
          onDelete={editor.deleteFocused}
        />
      </section>
    </div>
  );
});
