// A drawn deck as an SVG plan (no Konva): the designs list's thumbnail, the shared page, print and the
// staff inbox. The outlines are filled with a tint of the chosen colour; the board layout's pieces and
// faint joists (docs/product.md#board-layout-rules) may be drawn over them, and for print each edge's length
// and a scale bar. The colour comes from catalogue data, so it is an SVG attribute (not a style
// attribute, which the CSP drops); everything else is styled with Panda tokens.
import { css, cx } from 'styled-system/css';
import { isValidShape, type Point } from '../../domain/geometry';
import { edgeLabelsOutside, linesPath, outlinePath, planFrame, planSummary, scaleBarLengthMm } from './designPlanGeometry';

/** The board layout as the plan draws it: BoardLayout and the canvas's CanvasBoards both fit. */
export interface PlanBoards {
  pieces: ReadonlyArray<{ polygons: ReadonlyArray<readonly Point[]> }>;
  joists: ReadonlyArray<readonly [Point, Point]>;
}

export interface DesignPlanProps {
  shapes: ReadonlyArray<{ points: readonly Point[] }>;
  /** The chosen colour's swatch (CSS colour), or null before a colour is chosen: the theme's fill. */
  colour: string | null;
  /** The board layout to draw over the shapes, or null/absent for the outlines only. */
  boards?: PlanBoards | null;
  /** Each edge's length in m beside it (print, the shared page). */
  dimensions?: boolean;
  /** A scale bar under the plan (print). */
  scaleBar?: boolean;
  /** The box the plan is fitted into, in px. */
  width: number;
  height: number;
  className?: string;
}

const FONT_PX = 11;
/** How strongly a shape shows its colour's swatch (the calculator's canvas may tint with the same). */
export const SHAPE_TINT_OPACITY = 0.35;

const styles = {
  svg: css({ display: 'block', maxWidth: '100%', height: 'auto', bg: 'canvas.bg', borderRadius: 'sm' }),
  themeFill: css({ fill: 'canvas.fill', fillOpacity: 0.28 }),
  invalid: css({ fill: 'canvas.invalid', fillOpacity: 0.2, stroke: 'canvas.invalid' }),
  outline: css({ fill: 'none', stroke: 'canvas.outline' }),
  boards: css({ stroke: 'canvas.outline', strokeOpacity: 0.45 }),
  themeBoards: css({ fill: 'canvas.fill' }),
  joists: css({ fill: 'none', stroke: 'canvas.gridMajor', strokeDasharray: '4 3' }),
  label: css({ fill: 'canvas.label', fontFamily: 'body' }),
  invalidLabel: css({ fill: 'canvas.labelInvalid' }),
  scaleBar: css({ stroke: 'canvas.label', fill: 'none' }),
};

export function DesignPlan({ shapes, colour, boards, dimensions = false, scaleBar = false, width, height, className }: DesignPlanProps) {
  const frame = planFrame(shapes, {
    width,
    height,
    paddingPx: dimensions ? FONT_PX * 2.5 : 4,
    bottomPx: scaleBar ? FONT_PX * 3 : 0,
  });
  const fontMm = FONT_PX / frame.scale;
  const valid = shapes.filter((s) => isValidShape(s.points));
  const invalid = shapes.filter((s) => !isValidShape(s.points));
  const barMm = scaleBarLengthMm(width / 3 / frame.scale);
  const bar = frame.scaleBarOrigin;
  const tick = fontMm * 0.5;
  // Strokes stay a pixel wide whatever the scale.
  const stroke = { vectorEffect: 'non-scaling-stroke' as const, strokeWidth: 1.5 };
  return (
    <svg
      role="img"
      aria-label={planSummary(shapes)}
      width={width}
      height={height}
      viewBox={frame.viewBox.join(' ')}
      className={cx(styles.svg, className)}
    >
      <path
        d={outlinePath(valid.map((s) => s.points))}
        fillRule="nonzero"
        className={colour ? undefined : styles.themeFill}
        fill={colour ?? undefined}
        fillOpacity={colour ? SHAPE_TINT_OPACITY : undefined}
        data-part="shapes"
      />
      {boards ? (
        <>
          <path d={linesPath(boards.joists)} className={styles.joists} {...stroke} strokeWidth={1} data-part="joists" />
          <path
            d={outlinePath(boards.pieces.flatMap((p) => p.polygons))}
            className={cx(styles.boards, colour ? undefined : styles.themeBoards)}
            fill={colour ?? undefined}
            {...stroke}
            strokeWidth={0.5}
            data-part="boards"
          />
        </>
      ) : null}
      <path d={outlinePath(valid.map((s) => s.points))} className={styles.outline} {...stroke} data-part="outlines" />
      {invalid.length ? (
        <path d={outlinePath(invalid.map((s) => s.points))} className={styles.invalid} {...stroke} data-part="invalid" />
      ) : null}
      {dimensions
        ? shapes.flatMap((s, i) =>
            edgeLabelsOutside(s.points, fontMm).map((label, e) => (
              <text
                key={`${i}-${e}`}
                x={label.x}
                y={label.y}
                transform={label.angle ? `rotate(${label.angle} ${label.x} ${label.y})` : undefined}
                fontSize={fontMm}
                textAnchor="middle"
                dominantBaseline="central"
                className={cx(styles.label, isValidShape(s.points) ? undefined : styles.invalidLabel)}
              >
                {label.text}
              </text>
            )),
          )
        : null}
      {scaleBar ? (
        <g data-part="scale-bar">
          <path
            d={`M${bar.x} ${bar.y - tick}V${bar.y}H${bar.x + barMm}V${bar.y - tick}`}
            className={styles.scaleBar}
            {...stroke}
            strokeWidth={1}
          />
          <text x={bar.x + barMm + fontMm * 0.5} y={bar.y} fontSize={fontMm} dominantBaseline="central" className={styles.label}>
            {`${barMm / 1000} m`}
          </text>
        </g>
      ) : null}
    </svg>
  );
}
