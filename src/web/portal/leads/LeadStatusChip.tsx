// A lead's status as a chip: new leads stand out (info), work in progress is amber, won is green,
// lost is grey. Labels from src/domain/leads.ts.
import { badge } from 'styled-system/recipes';
import { leadStatusLabel, type LeadStatus } from '../../../domain/leads';

// Literal recipe calls, so Panda's static extraction generates every tone's styles.
const TONE_CLASS: Record<LeadStatus, string> = {
  new: badge({ tone: 'info' }),
  contacted: badge({ tone: 'warning' }),
  quoted: badge({ tone: 'warning' }),
  won: badge({ tone: 'success' }),
  lost: badge({ tone: 'neutral' }),
};

export function LeadStatusChip({ status }: { status: LeadStatus }) {
  return (
    <span className={TONE_CLASS[status]} data-testid="lead-status-chip">
      {leadStatusLabel(status)}
    </span>
  );
}
