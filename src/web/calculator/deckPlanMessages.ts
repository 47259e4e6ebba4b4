// What the calculator asks its plan worker (deckPlan.worker.ts) and what it answers.
import type { BoardLayout, LayoutRules } from '../../domain/boardLayout';
import type { BoardItem } from '../../domain/catalogue';
import type { DeckPlan } from '../../domain/deckPlan';
import type { DeckOptions } from '../../domain/frameGuide';
import type { Point } from '../../domain/geometry';
import type { BoardDirection } from '../../domain/schemas/designs';

export interface DeckPlanRequest {
  id: number;
  shapes: Array<{ points: Point[] }>;
  brand: string;
  colour: BoardItem;
  /** The catalogue's board items (the colour's stock lengths are found among them). */
  items: readonly BoardItem[];
  direction: BoardDirection;
  deck: DeckOptions;
}

export interface DeckPlanResponse {
  id: number;
  plan: DeckPlan | null;
  rules: LayoutRules | null;
  /**
   * The whole drawing's board layout (the figures "From the board layout", the print plan's boards):
   * the plan's field layout when no border or breaker takes anything out of the field, else laid apart.
   */
  layout: BoardLayout | null;
}
