// The frame under the boards on the deck canvas (docs/product.md#subframe-and-edges): joists thin, bearers
// and ledgers thicker, posts as squares, the steps' treads outlined beyond the edge they go down from.
// One custom shape beneath the deck's shapes (DeckCanvas's underlay layer), memoised on the frame and the
// zoom, as the boards are.
import { memo } from 'react';
import { Shape as KonvaShape } from 'react-konva/lib/ReactKonvaCore';
import type { CanvasFrame } from './canvasBoards';
import { fillRings, strokeSegments } from './canvasPaths';
import type { CanvasColors } from './canvasColors';

/** A post's square on the plan, mm (a 90 mm post drawn a little larger so it reads at any zoom). */
const POST_MM = 120;

export const FrameLayer = memo(function FrameLayer({ frame, scale, colors }: { frame: CanvasFrame; scale: number; colors: CanvasColors }) {
  return (
    <KonvaShape
      listening={false}
      perfectDrawEnabled={false}
      sceneFunc={(ctx) => {
        strokeSegments(ctx, frame.joists, colors.gridMajor, 1.5, scale);
        strokeSegments(ctx, frame.bearers, colors.outline, 3, scale);
        strokeSegments(ctx, frame.ledgers, colors.outlineSelected, 4, scale);
        if (frame.posts.length > 0) {
          ctx.beginPath();
          for (const p of frame.posts) ctx.rect(p.x - POST_MM / 2, p.y - POST_MM / 2, POST_MM, POST_MM);
          ctx.fillStyle = colors.handle;
          ctx.fill();
        }
        fillRings(ctx, frame.treads, colors.fill, colors.outline, 1, scale);
      }}
    />
  );
});
