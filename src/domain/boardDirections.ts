// The board direction of a design (docs/product.md#board-layout-rules): its values and the calculator's
// labels, apart from the designs schemas (schemas/designs.ts builds on them) so the calculator's toolbar
// shows them without loading zod (a benchmark target: JavaScript for /deck-calculator).
export const BOARD_DIRECTIONS = ['horizontal', 'vertical', 'diagonal'] as const;
export type BoardDirection = (typeof BOARD_DIRECTIONS)[number];
/** The calculator's Board direction control's labels. */
export const BOARD_DIRECTION_LABELS: Record<BoardDirection, string> = {
  horizontal: 'Horizontal',
  vertical: 'Vertical',
  diagonal: 'Diagonal',
};
