// An invoice's status as a chip: Unpaid and Part paid amber, Overdue dark (accent, to stand out), Paid green.
// Labels from src/domain/invoices.ts.
import { badge } from 'styled-system/recipes';
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '../../../domain/invoices';

// Literal recipe calls, so Panda's static extraction generates every tone's styles.
const TONE_CLASS: Record<InvoiceStatus, string> = {
  unpaid: badge({ tone: 'warning' }),
  part_paid: badge({ tone: 'warning' }),
  overdue: badge({ tone: 'accent' }),
  paid: badge({ tone: 'success' }),
};

export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  return (
    <span className={TONE_CLASS[status]} data-testid="invoice-status-chip">
      {INVOICE_STATUS_LABELS[status]}
    </span>
  );
}
