// A quote's status as a chip: drafts grey, open quotes amber (changes requested stands out), accepted
// green, expired and withdrawn grey. Labels from src/domain/quotes.ts.
import { badge } from 'styled-system/recipes';
import { quoteStatusLabel, type QuoteStatus } from '../../../domain/quotes';

// Literal recipe calls, so Panda's static extraction generates every tone's styles.
const TONE_CLASS: Record<QuoteStatus, string> = {
  draft: badge({ tone: 'neutral' }),
  sent: badge({ tone: 'info' }),
  viewed: badge({ tone: 'info' }),
  accepted: badge({ tone: 'success' }),
  changes_requested: badge({ tone: 'warning' }),
  expired: badge({ tone: 'neutral' }),
  withdrawn: badge({ tone: 'neutral' }),
};

export function QuoteStatusChip({ status }: { status: QuoteStatus }) {
  return (
    <span className={TONE_CLASS[status]} data-testid="quote-status-chip">
      {quoteStatusLabel(status)}
    </span>
  );
}
