// The frame under the boards on the deck canvas (docs/product.md#subframe-and-edges): joists thin, bearers
// and ledgers thicker, posts as squares, the steps' treads outlined beyond the edge they go down from, the
// balustrade as a dark line with its posts.
// One custom shape beneath the deck's shapes (DeckCanvas's underlay layer), memoised on the frame and the
// zoom, as the boards are.
import { memo } from 'react';
import { Shape as KonvaShape } from 'react-konva/lib/ReactKonvaCore';
import type { CanvasFrame } from './canvasBoards';
import { fillRings, strokeSegments } from './canvasPaths';
import type { CanvasColors } from './canvasColors';

/** A post's square on the plan, mm (a 90 mm post drawn a little larger so it reads at any zoom). */
const POST_MM = 120;
/** A balustrade post's square on the plan, mm (a 50 mm aluminium post drawn larger). */
const BALUSTRADE_POST_MM = 90;

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
        // The balustrade: its rails along the edges and down the steps, its posts as small squares.
        strokeSegments(ctx, frame.balustrade ?? [], colors.label, 3, scale);
        const balustradePosts = frame.balustradePosts ?? [];
        if (balustradePosts.length > 0) {
          ctx.beginPath();
          for (const p of balustradePosts)
            ctx.rect(p.x - BALUSTRADE_POST_MM / 2, p.y - BALUSTRADE_POST_MM / 2, BALUSTRADE_POST_MM, BALUSTRADE_POST_MM);
          ctx.fillStyle = colors.label;
          ctx.fill();
        }
      }}
    />
  );
});
