// Leads as staff work them (docs/product.md#leads): quote requests and enquiries, each
// with a status that starts `new` and that an admin may set to any other; every change is kept.
// Sample requests are leads of their own kind in the inbox, with their own statuses (Requested, Posted).
import { SAMPLE_STATUS_OPTIONS, type SampleStatus } from './samples';

export const LEAD_STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'quoted', label: 'Quoted' },
  { value: 'won', label: 'Won' },
  { value: 'lost', label: 'Lost' },
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number]['value'];
export const LEAD_STATUS_VALUES = LEAD_STATUSES.map((s) => s.value) as unknown as readonly [LeadStatus, ...LeadStatus[]];
export const INITIAL_LEAD_STATUS: LeadStatus = 'new';

export function leadStatusLabel(status: LeadStatus): string {
  return LEAD_STATUSES.find((s) => s.value === status)?.label ?? status;
}

/** The inbox's two tabs: `quote` (quote requests) and `enquiry` (the landing page's contact form). */
export const LEAD_KINDS = [
  { value: 'quote', label: 'Quote requests' },
  { value: 'enquiry', label: 'Enquiries' },
] as const;
export type LeadKind = (typeof LEAD_KINDS)[number]['value'];
export const LEAD_KIND_VALUES = LEAD_KINDS.map((k) => k.value) as unknown as readonly [LeadKind, ...LeadKind[]];

/**
 * The inbox's three tabs: the two stored lead kinds (the lead_kind enum) and `sample`, the sample
 * requests read from their own table (docs/product.md#leads). Only `quote` and `enquiry` have lead
 * statuses, notes and quotes; a sample request is Requested until staff mark it Posted.
 */
export const INBOX_KINDS = [...LEAD_KINDS, { value: 'sample', label: 'Sample requests' }] as const;
export type InboxKind = (typeof INBOX_KINDS)[number]['value'];
export const INBOX_KIND_VALUES = INBOX_KINDS.map((k) => k.value) as unknown as readonly [InboxKind, ...InboxKind[]];

/** A status the inbox filters by: a lead status for quotes and enquiries, a sample status for sample requests. */
export type InboxStatus = LeadStatus | SampleStatus;
export const INBOX_STATUS_VALUES = [...LEAD_STATUS_VALUES, ...SAMPLE_STATUS_OPTIONS.map((s) => s.value)] as unknown as readonly [
  InboxStatus,
  ...InboxStatus[],
];

/** The Status filter's choices on a tab. */
export function inboxStatusesOf(kind: InboxKind): readonly { value: InboxStatus; label: string }[] {
  return kind === 'sample' ? SAMPLE_STATUS_OPTIONS : LEAD_STATUSES;
}

/** Whether a tab's items can have this status (a sample request is never Won, a quote request never Posted). */
export function isStatusOf(kind: InboxKind, status: string): status is InboxStatus {
  return inboxStatusesOf(kind).some((s) => s.value === status);
}

/** The answer for an id in neither table (or not an id at all). */
export const LEAD_NOT_FOUND = 'Lead not found';

export const LEAD_PAGE_DEFAULT = 25;
export const LEAD_PAGE_MAX = 100;

/** An e-mail's delivery state as the lead and order pages show it. */
export const NOTIFICATION_STATUSES = [
  { value: 'queued', label: 'Queued' },
  { value: 'sent', label: 'Sent' },
  { value: 'retrying', label: 'Retrying' },
  { value: 'failed', label: 'Failed' },
] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number]['value'];
export const NOTIFICATION_STATUS_VALUES = NOTIFICATION_STATUSES.map((s) => s.value) as unknown as readonly [
  NotificationStatus,
  ...NotificationStatus[],
];

export function notificationStatusLabel(status: NotificationStatus): string {
  return NOTIFICATION_STATUSES.find((s) => s.value === status)?.label ?? status;
}
