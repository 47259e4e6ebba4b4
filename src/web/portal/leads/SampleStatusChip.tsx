// A sample request's status as a chip: Requested stands out (info, still to post), Posted is green.
// Labels from src/domain/samples.ts.
import { badge } from 'styled-system/recipes';
import { SAMPLE_STATUS_LABELS, type SampleStatus } from '../../../domain/samples';

// Literal recipe calls, so Panda's static extraction generates every tone's styles.
const TONE_CLASS: Record<SampleStatus, string> = {
  requested: badge({ tone: 'info' }),
  posted: badge({ tone: 'success' }),
};

export function SampleStatusChip({ status }: { status: SampleStatus }) {
  return (
    <span className={TONE_CLASS[status]} data-testid="lead-status-chip">
      {SAMPLE_STATUS_LABELS[status]}
    </span>
  );
}
