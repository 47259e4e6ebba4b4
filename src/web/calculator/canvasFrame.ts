// What the canvas draws of the planned deck (docs/product.md#subframe-and-edges): the field's boards with
// the border, breaker and tread boards in the field's colour when Show boards is on, and the joists,
// bearers and posts whose layers are switched on, and the balustrade. Plain data for the canvas, as canvasBoards.ts.
import type { FrameLayers } from '../../../machines/calculatorEditor.machine';
import type { DeckPlan } from '../../domain/deckPlan';
import type { CanvasColour } from './canvasBoards';

export function planCanvas(
  base: CanvasColour,
  plan: DeckPlan | null,
  swatch: string | null,
  showBoards: boolean,
  layers: FrameLayers,
): CanvasColour {
  if (!plan) return base;
  const boards =
    showBoards && swatch
      ? {
          pieces: [
            ...plan.layout.pieces.map((p) => p.polygons),
            ...plan.borderPolygons.map((p) => [p]),
            ...plan.breakerPolygons.map((p) => [p]),
          ],
          joists: [],
          boardFill: swatch,
        }
      : null;
  return {
    shapeFill: base.shapeFill,
    boards,
    frame: {
      joists: layers.joists ? plan.frame.joists : [],
      bearers: layers.bearers ? plan.frame.bearers : [],
      ledgers: layers.bearers ? plan.frame.ledgers : [],
      posts: layers.posts ? plan.frame.posts : [],
      treads: plan.steps?.treadPolygons ?? [],
      balustrade: plan.balustrade.runs.map((r) => r.segment),
      balustradePosts: plan.balustrade.posts,
    },
  };
}
