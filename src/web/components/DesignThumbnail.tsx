// A saved design's drawn outline (the designs lists' thumbnail, the shared page's plan): the shapes'
// outlines scaled to the box. The slot the board-layout plan (DesignPlan) fills once it is in.
import { css, cx } from 'styled-system/css';
import { bounds } from '../../domain/geometry';
import type { DesignDrawing } from '../../domain/schemas/designs';

const BOX = 160;
const shapeClass = css({ fill: 'canvas.fill', fillOpacity: '0.35', stroke: 'canvas.outline', strokeWidth: '1.5', strokeLinejoin: 'round' });

export function DesignThumbnail({ drawing, name, className }: { drawing: DesignDrawing; name: string; className?: string }) {
  const b = bounds(drawing.shapes.flatMap((s) => s.points));
  const scale = (BOX - 8) / Math.max(b.width, b.height, 1);
  const px = (v: number, min: number) => ((v - min) * scale + 4).toFixed(1);
  return (
    <svg
      role="img"
      aria-label={`Plan of ${name}`}
      viewBox={`0 0 ${BOX} ${BOX}`}
      className={cx(
        css({
          w: '28',
          h: '28',
          flexShrink: 0,
          bg: 'canvas.bg',
          borderRadius: 'control',
          borderWidth: '1px',
          borderColor: 'border.default',
        }),
        className,
      )}
    >
      {drawing.shapes.map((s) => (
        <polygon key={s.id} className={shapeClass} points={s.points.map((p) => `${px(p.x, b.minX)},${px(p.y, b.minY)}`).join(' ')} />
      ))}
    </svg>
  );
}
