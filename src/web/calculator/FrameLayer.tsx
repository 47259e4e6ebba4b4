// The frame under the boards on the deck canvas (DESIGN.md "Subframe and edges"): joists thin, bearers
// and ledgers thicker, posts as squares, the steps' treads outlined beyond the edge they go down from.
// One custom shape on a non-listening layer, memoised on the frame and the zoom, as the boards are.
import { memo } from 'react';
import { Layer, Shape as KonvaShape } from 'react-konva/lib/ReactKonvaCore';
import type { CanvasFrame } from './canvasBoards';
import type { CanvasColors } from './canvasColors';

/** A post's square on the plan, mm (a 90 mm post drawn a little larger so it reads at any zoom). */
const POST_MM = 120;

export const FrameLayer = memo(function FrameLayer({ frame, scale, colors }: { frame: CanvasFrame; scale: number; colors: CanvasColors }) {
  return (
    <Layer listening={false}>
      <KonvaShape
        listening={false}
        perfectDrawEnabled={false}
        sceneFunc={(ctx) => {
          const lines = (segments: CanvasFrame['joists'], width: number, colour: string) => {
            if (segments.length === 0) return;
            ctx.beginPath();
            for (const [a, b] of segments) {
              ctx.moveTo(a.x, a.y);
              ctx.lineTo(b.x, b.y);
            }
            ctx.strokeStyle = colour;
            ctx.lineWidth = width / scale;
            ctx.stroke();
          };
          lines(frame.joists, 1.5, colors.gridMajor);
          lines(frame.bearers, 3, colors.outline);
          lines(frame.ledgers, 4, colors.outlineSelected);
          if (frame.posts.length > 0) {
            ctx.beginPath();
            for (const p of frame.posts) ctx.rect(p.x - POST_MM / 2, p.y - POST_MM / 2, POST_MM, POST_MM);
            ctx.fillStyle = colors.handle;
            ctx.fill();
          }
          if (frame.treads.length > 0) {
            ctx.beginPath();
            for (const tread of frame.treads) {
              tread.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
              ctx.closePath();
            }
            ctx.fillStyle = colors.fill;
            ctx.fill();
            ctx.strokeStyle = colors.outline;
            ctx.lineWidth = 1 / scale;
            ctx.stroke();
          }
        }}
      />
    </Layer>
  );
});
