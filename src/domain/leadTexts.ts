// Texts of the staff inbox (docs/product.md#leads): its messages and how stored choices
// read. The spec has no inbox, so these are ours; they live once here for the screens, the lead status
// machine and the tests.
import { leadStatusLabel, type LeadStatus } from './leads';

export const LEAD_MESSAGES = {
  listLoadFailed: 'Failed to load leads',
  leadLoadFailed: 'Failed to load lead',
  statusUpdateFailed: 'Failed to update lead status',
  noteAddFailed: 'Failed to add note',
  noQuotes: 'No quote requests found',
  noEnquiries: 'No enquiries found',
  noSamples: 'No sample requests found',
} as const;

/** The confirmation beside the Status control once the server has taken the change. */
export function leadStatusSavedMessage(status: LeadStatus): string {
  return `Status changed to ${leadStatusLabel(status)}`;
}

/** The label of a form choice stored as its slug (timeframe, project type, timeline); the slug itself if unknown, '—' if none. */
export function choiceLabel(options: readonly { value: string; label: string }[], value: string | null | undefined): string {
  if (!value) return '—';
  return options.find((o) => o.value === value)?.label ?? value;
}

export function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}
