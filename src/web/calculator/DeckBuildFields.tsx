// The deck's build choices in the materials panel (docs/product.md#subframe-and-edges): Deck height (with the
// balustrade it calls for), Subframe, Border, Breaker board, Steps, the edges Against a wall and those given a
// Balustrade, and its colour. Pure view: the choices in, editor events out
// (each one an undo step of the calculator's editor).
import { memo, useEffect, useId, useState } from 'react';
import { css } from 'styled-system/css';
import { fieldLabel, input } from 'styled-system/recipes';
import { FRAME_LAYERS, type CalculatorEditorEvent, type FrameLayer, type FrameLayers } from '../../../machines/calculatorEditor.machine';
import * as Switch from '../components/ui/switch';
import {
  BORDER_STYLE_LABELS,
  BORDER_STYLES,
  clampDeckHeight,
  DECK_HEIGHT_MAX_MM,
  DECK_HEIGHT_MIN_MM,
  FRAME_ESTIMATE_NOTE,
  FRAME_MATERIAL_LABELS,
  FRAME_MATERIALS,
  sameEdge,
  type DeckOptions,
} from '../../domain/frameGuide';
import type { Shape } from '../../domain/geometry';
import {
  BALUSTRADE_COLOUR_LABEL,
  BALUSTRADE_COLOUR_LABELS,
  BALUSTRADE_COLOURS,
  BALUSTRADE_LABEL,
  DEFAULT_BALUSTRADE_COLOUR,
  STAIR_HANDRAIL_NOTE,
  type BalustradeNotes,
} from '../../domain/balustradeRules';
import { CheckboxField } from '../components/form/CheckboxField';
import { DeferredSelectField } from '../components/form/DeferredSelectField';
import { Segments } from './Segments';

export const DECK_HEIGHT_LABEL = 'Deck height (mm)';
export const SUBFRAME_LABEL = 'Subframe';
export const BORDER_LABEL = 'Border';
export const BREAKER_LABEL = 'Breaker board';
export const STEPS_LABEL = 'Steps';
export const NO_STEPS_LABEL = 'No steps';
export const AGAINST_WALL_LABEL = 'Against a wall';
export const LAYERS_LABEL = 'Layers';
/** The frame's layer switches; Boards is the toolbar's Show boards. */
export const FRAME_LAYER_LABELS: Record<FrameLayer, string> = { joists: 'Joists', bearers: 'Bearers', posts: 'Posts' };

/**
 * "Edge 2 of shape 1 (4000 mm)": an edge in the Balustrade list, worded apart from the wall list's so each
 * checkbox has a name of its own.
 */
export function balustradeEdgeName(shapeIndex: number, edgeIndex: number, lengthMm: number): string {
  return `Edge ${edgeIndex + 1} of shape ${shapeIndex + 1} (${Math.round(lengthMm)} mm)`;
}

/** "Shape 1, edge 2 (4000 mm)": an edge as the shape list and the canvas number it. */
export function edgeName(shapeIndex: number, edgeIndex: number, lengthMm: number): string {
  return `Shape ${shapeIndex + 1}, edge ${edgeIndex + 1} (${Math.round(lengthMm)} mm)`;
}

export interface DeckBuildFieldsProps {
  deck: DeckOptions;
  layers: FrameLayers;
  shapes: readonly Shape[];
  /** Names the instance in ids ('side' or 'sheet'). */
  variant: 'side' | 'sheet';
  send: (event: CalculatorEditorEvent) => void;
  /** What the plan says of the balustrade; null while the plan is worked out. */
  balustrade?: BalustradeNotes | null;
}

const group = css({ display: 'grid', gap: '3' });
const wallList = css({ display: 'grid', gap: '1.5', mt: '1.5', maxH: '48', overflowY: 'auto' });
const note = css({ fontSize: 'xs', color: 'fg.muted' });
const requiredNote = css({ fontSize: 'sm', color: 'fg.default', fontWeight: '600', mt: '-1.5' });

function HeightField({ heightMm, send, name }: { heightMm: number; send: DeckBuildFieldsProps['send']; name: string }) {
  const id = useId();
  const [text, setText] = useState(String(heightMm));
  // A change from elsewhere (undo, a loaded design) shows in the field.
  useEffect(() => setText(String(heightMm)), [heightMm]);
  const apply = () => {
    const value = clampDeckHeight(Number(text));
    if (value === null || text.trim() === '') setText(String(heightMm));
    else {
      setText(String(value));
      send({ type: 'deck.height', heightMm: value });
    }
  };
  return (
    <div>
      <label htmlFor={id} className={fieldLabel()}>
        {DECK_HEIGHT_LABEL}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={DECK_HEIGHT_MIN_MM}
        max={DECK_HEIGHT_MAX_MM}
        step={10}
        value={text}
        className={input()}
        onChange={(e) => setText(e.target.value)}
        onBlur={apply}
        onKeyDown={(e) => {
          if (e.key === 'Enter') apply();
        }}
      />
    </div>
  );
}

export const DeckBuildFields = memo(function DeckBuildFields({ deck, layers, shapes, variant, send, balustrade }: DeckBuildFieldsProps) {
  const edges = shapes.flatMap((shape, s) =>
    shape.points.map((p, e) => {
      const q = shape.points[(e + 1) % shape.points.length];
      const lengthMm = Math.hypot(q.x - p.x, q.y - p.y);
      return { shapeId: shape.id, shape: s, edge: e, label: edgeName(s, e, lengthMm), balustradeLabel: balustradeEdgeName(s, e, lengthMm) };
    }),
  );
  const stepsValue = deck.steps ? `${deck.steps.shape}:${deck.steps.edge}` : 'none';
  const stepItems = [{ value: 'none', label: NO_STEPS_LABEL }, ...edges.map((e) => ({ value: `${e.shape}:${e.edge}`, label: e.label }))];
  const wallsId = useId();
  const balustradeId = useId();
  const balustradeEdges = deck.balustradeEdges ?? [];
  return (
    <section aria-label="Build" data-testid={`${variant}-build`} className={group}>
      <HeightField heightMm={deck.heightMm} send={send} name={`${variant}-deck-height`} />
      {balustrade?.required ? (
        <p role="status" data-testid={`${variant}-balustrade-required`} className={requiredNote}>
          {balustrade.required}
        </p>
      ) : null}
      {balustrade?.handrail ? <p className={note}>{STAIR_HANDRAIL_NOTE}</p> : null}
      <Segments
        label={SUBFRAME_LABEL}
        value={deck.frame}
        options={FRAME_MATERIALS}
        labels={FRAME_MATERIAL_LABELS}
        onChange={(frame) => send({ type: 'deck.frame', frame })}
      />
      <Segments
        label={BORDER_LABEL}
        value={deck.border}
        options={BORDER_STYLES}
        labels={BORDER_STYLE_LABELS}
        onChange={(border) => send({ type: 'deck.border', border })}
      />
      <CheckboxField
        name={`${variant}-breaker`}
        label={BREAKER_LABEL}
        checked={deck.breaker}
        onChange={(on) => send({ type: 'deck.breaker', on })}
      />
      <DeferredSelectField
        label={STEPS_LABEL}
        name={`${variant}-steps`}
        items={stepItems}
        value={stepsValue}
        onChange={(v) => {
          const edge = edges.find((e) => `${e.shape}:${e.edge}` === v);
          send({ type: 'deck.steps', edge: edge ? { shapeId: edge.shapeId, edgeIndex: edge.edge } : null });
        }}
      />
      <fieldset>
        <legend id={wallsId} className={fieldLabel()}>
          {AGAINST_WALL_LABEL}
        </legend>
        <div className={wallList}>
          {edges.map((e) => (
            <CheckboxField
              key={`${e.shapeId}-${e.edge}`}
              name={`${variant}-wall-${e.shape}-${e.edge}`}
              label={e.label}
              checked={deck.wallEdges.some((w) => sameEdge(w, e))}
              onChange={(on) => send({ type: 'deck.wall', shapeId: e.shapeId, edgeIndex: e.edge, on })}
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend id={balustradeId} className={fieldLabel()}>
          {BALUSTRADE_LABEL}
        </legend>
        <div className={wallList}>
          {edges.map((e) => (
            <CheckboxField
              key={`${e.shapeId}-${e.edge}`}
              name={`${variant}-balustrade-${e.shape}-${e.edge}`}
              label={e.balustradeLabel}
              checked={balustradeEdges.some((w) => sameEdge(w, e))}
              onChange={(on) => send({ type: 'deck.balustrade', shapeId: e.shapeId, edgeIndex: e.edge, on })}
            />
          ))}
        </div>
      </fieldset>
      {balustrade?.any ? (
        <Segments
          label={BALUSTRADE_COLOUR_LABEL}
          value={deck.balustradeColour ?? DEFAULT_BALUSTRADE_COLOUR}
          options={BALUSTRADE_COLOURS}
          labels={BALUSTRADE_COLOUR_LABELS}
          onChange={(colour) => send({ type: 'deck.balustrade.colour', colour })}
        />
      ) : null}
      <div role="group" aria-label={LAYERS_LABEL} className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}>
        {FRAME_LAYERS.map((layer) => (
          <Switch.Root key={layer} checked={layers[layer]} onCheckedChange={(d) => send({ type: 'layer.set', layer, on: d.checked })}>
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{FRAME_LAYER_LABELS[layer]}</Switch.Label>
            <Switch.HiddenInput />
          </Switch.Root>
        ))}
      </div>
      <p className={note}>{FRAME_ESTIMATE_NOTE}</p>
    </section>
  );
});
