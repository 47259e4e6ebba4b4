// An item's stock state as a badge on the staff screens (docs/product.md#stock-and-samples): Short when
// order lines wait for it, Low at or under its low-stock level, OK otherwise.
import { badge } from 'styled-system/recipes';
import { STOCK_STATE_LABELS, type StockState } from '../../../domain/stock';

// Literal recipe calls, so Panda's static extraction generates every tone's styles.
const STATE_CLASS: Record<StockState, string> = {
  short: badge({ tone: 'warning' }),
  low: badge({ tone: 'info' }),
  ok: badge({ tone: 'success' }),
};

export function StockStateBadge({ state }: { state: StockState }) {
  return <span className={STATE_CLASS[state]}>{STOCK_STATE_LABELS[state]}</span>;
}
