// Texts of the staff inbox (DESIGN.md "Beyond the spec: Leads"). The spec has no inbox, so these are
// ours; they live once here for the screens, the lead status machine and the tests.
import { leadStatusLabel, type LeadStatus } from './leads';

export const LEAD_MESSAGES = {
  listLoadFailed: 'Failed to load leads',
  leadNotFound: 'Lead not found',
  leadLoadFailed: 'Failed to load lead',
  statusUpdateFailed: 'Failed to update lead status',
  noteRequired: 'Please write a note before adding it',
  noteAddFailed: 'Failed to add note',
  noQuotes: 'No quote requests found',
  noEnquiries: 'No enquiries found',
} as const;

/** The confirmation beside the Status control once the server has taken the change. */
export function leadStatusSavedMessage(status: LeadStatus): string {
  return `Status changed to ${leadStatusLabel(status)}`;
}
