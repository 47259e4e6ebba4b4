// Order status chip: pending warning, approved info, dispatched success (docs/product.md#flows).
import { badge } from 'styled-system/recipes';
import { isOrderStatus, ORDER_STATUS_TONE, orderStatusLabel, type StatusTone } from '../../../domain/orderStatus';

// Literal recipe calls, so Panda's static extraction generates every tone's styles.
const TONE_CLASS: Record<StatusTone | 'neutral', string> = {
  warning: badge({ tone: 'warning' }),
  info: badge({ tone: 'info' }),
  success: badge({ tone: 'success' }),
  neutral: badge({ tone: 'neutral' }),
};

export function StatusChip({ status }: { status: string }) {
  const tone = isOrderStatus(status) ? ORDER_STATUS_TONE[status] : 'neutral';
  return (
    <span className={TONE_CLASS[tone]} data-tone={tone} data-testid="status-chip">
      {orderStatusLabel(status)}
    </span>
  );
}
