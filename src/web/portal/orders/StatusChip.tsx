// Order status chip: pending warning, approved info, dispatched success (spec section 4).
import { badge } from 'styled-system/recipes';
import { isOrderStatus, ORDER_STATUS_TONE, orderStatusLabel } from '../../../domain/orderStatus';

export function StatusChip({ status }: { status: string }) {
  const tone = isOrderStatus(status) ? ORDER_STATUS_TONE[status] : 'neutral';
  return (
    <span className={badge({ tone })} data-tone={tone} data-testid="status-chip">
      {orderStatusLabel(status)}
    </span>
  );
}
