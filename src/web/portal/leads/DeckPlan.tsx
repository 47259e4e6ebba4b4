// The deck a quote request drew, for staff: each shape's outline from the calculator's points (a shape
// sent with only the spec's bounding box is drawn as that box), every edge's length labelled as the
// calculator labels it, placed by the calculator's own label rules (edgeLabels.ts). Plain SVG scaled
// to its box: no canvas library on this screen.
import { css } from 'styled-system/css';
import { DEFAULT_LENGTH_UNIT } from '../../../domain/constants';
import { bounds, type Point } from '../../../domain/geometry';
import type { QuoteLeadDetail } from '../../../domain/schemas/leadsInbox';
import { placeEdgeLabels } from '../../calculator/edgeLabels';

type PlanShape = QuoteLeadDetail['shapes'][number];

/** Drawing size in SVG units (px at full width), the margin that holds outer labels, and the label font. */
const PLAN_PX = 560;
const MARGIN_PX = 56;
const FONT_PX = 13;
/** An estimate of a label's width (digits and units in the body font), so placement needs no DOM. */
const measure = (text: string) => text.length * FONT_PX * 0.6;

/** A shape's outline: its points when sent, else its bounding box corner by corner. */
export function outlineOf(shape: PlanShape): Point[] {
  if (shape.points && shape.points.length >= 3) return shape.points;
  const { x, y, width, height } = shape;
  return [
    { x, y },
    { x: x + width, y },
    { x: x + width, y: y + height },
    { x, y: y + height },
  ];
}

// The calculator's canvas tokens, so the plan looks like the drawing the customer made.
const shapeClass = css({ fill: 'canvas.fill', fillOpacity: '0.25', stroke: 'canvas.outline', strokeWidth: '2', strokeLinejoin: 'round' });
const labelClass = css({ fill: 'canvas.label', fontSize: '13px', fontFamily: 'body', fontWeight: '600' });
const labelBg = css({ fill: 'canvas.bg', fillOpacity: '0.85' });

export function DeckPlan({ shapes }: { shapes: readonly PlanShape[] }) {
  const outlines = shapes.map(outlineOf);
  const all = outlines.flat();
  if (all.length === 0) return <p className={css({ color: 'fg.muted' })}>No shapes were sent with this quote.</p>;
  const b = bounds(all);
  const scale = PLAN_PX / Math.max(b.width, b.height, 1);
  const margin = MARGIN_PX / scale;
  const visible = { minX: b.minX - margin, minY: b.minY - margin, maxX: b.maxX + margin, maxY: b.maxY + margin };
  const px = (p: Point) => ({ x: (p.x - visible.minX) * scale, y: (p.y - visible.minY) * scale });
  const width = (visible.maxX - visible.minX) * scale;
  const height = (visible.maxY - visible.minY) * scale;
  return (
    <svg
      role="img"
      aria-label="Deck plan"
      viewBox={`0 0 ${width.toFixed(1)} ${height.toFixed(1)}`}
      className={css({
        display: 'block',
        w: 'full',
        maxW: '40rem',
        h: 'auto',
        bg: 'canvas.bg',
        borderRadius: 'card',
        borderWidth: '1px',
        borderColor: 'border.default',
      })}
      data-testid="deck-plan"
    >
      {outlines.map((points, i) => (
        <polygon
          key={shapes[i].id}
          className={shapeClass}
          points={points
            .map(px)
            .map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`)
            .join(' ')}
        />
      ))}
      {outlines.flatMap((points, i) =>
        placeEdgeLabels(points, { unit: DEFAULT_LENGTH_UNIT, scale, visible, handlePx: 0, fontPx: FONT_PX, measure }).map((label, j) => {
          const c = px(label);
          const w = label.width * scale;
          const h = label.height * scale;
          return (
            <g key={`${shapes[i].id}-${j}`} data-testid="edge-label">
              <rect className={labelBg} x={c.x - w / 2 - 2} y={c.y - h / 2} width={w + 4} height={h} rx={3} />
              <text className={labelClass} x={c.x} y={c.y} textAnchor="middle" dominantBaseline="central">
                {label.text}
              </text>
            </g>
          );
        }),
      )}
    </svg>
  );
}
