// Leads as staff work them (docs/product.md#leads): quote requests and enquiries, each
// with a status that starts `new` and that an admin may set to any other; every change is kept.
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
