// What the 3D view draws: the calculator's (or a shared design's) plan and the choices it was planned with.
import type { DeckPlan } from '../../domain/deckPlan';
import type { FrameMaterial } from '../../domain/frameGuide';
import type { BoardDirection } from '../../domain/schemas/designs';

export interface Deck3DSource {
  plan: DeckPlan | null;
  heightMm: number;
  frame: FrameMaterial;
  direction: BoardDirection;
  boardWidthMm: number;
  gapMm: number;
  /** The chosen colour's swatch; null before one is chosen. */
  swatch: string | null;
  /** Save picture's file name, without its extension. */
  pictureName: string;
}
