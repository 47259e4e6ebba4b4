// Free samples by post (docs/product.md#stock-and-samples): up to four board colours a request, at most
// one request per e-mail address and per postal address in 30 days (letter case and spaces folded),
// each colour's samples from their own stock. The rules and the words people read, used by the form,
// the server and the staff page alike.
import { TZDate } from '@date-fns/tz';
import { subDays } from 'date-fns';
import { TIME_ZONE } from './constants';
import { PRODUCT_TABS, productsForTab, type BoardItem } from './catalogue';
import { displayColorName } from './colors';

export const MAX_SAMPLE_COLOURS = 4;
export const SAMPLE_REPEAT_DAYS = 30;

export const SAMPLE_STATUSES = ['requested', 'posted'] as const;
export type SampleStatus = (typeof SAMPLE_STATUSES)[number];
export const SAMPLE_STATUS_LABELS: Record<SampleStatus, string> = { requested: 'Requested', posted: 'Posted' };
/** The inbox's Status filter on the Sample requests tab (docs/product.md#leads). */
export const SAMPLE_STATUS_OPTIONS = SAMPLE_STATUSES.map((value) => ({ value, label: SAMPLE_STATUS_LABELS[value] }));
/** Mark posted is offered while the samples are still to post (posting twice is refused). */
export const awaitsPosting = (status: SampleStatus): boolean => status === 'requested';

/** Why a colour's samples on hand changed (the sample stock ledger, docs/product.md#stock-and-samples). */
export const SAMPLE_MOVEMENTS = ['samples_in', 'posted'] as const;
export type SampleMovement = (typeof SAMPLE_MOVEMENTS)[number];
export const SAMPLE_MOVEMENT_LABELS: Record<SampleMovement, string> = { samples_in: 'Samples in', posted: 'Posted' };
/** How many of the latest sample ledger rows /app/samples shows. */
export const SAMPLE_LEDGER_LIMIT = 50;

export const SAMPLE_MESSAGES = {
  noColours: 'Choose at least one colour',
  tooManyColours: `Choose at most ${MAX_SAMPLE_COLOURS} colours`,
  sameColourTwice: 'Each colour can be chosen once',
  unknownColour: (itemId: string) => `Colour ${itemId} is not in our range`,
  outOfStock: (colour: string) => `Samples of ${colour} are out of stock for now; choose another colour`,
  repeatEmail:
    `A sample request was sent from this e-mail address in the last ${SAMPLE_REPEAT_DAYS} days; ` +
    `you can ask again ${SAMPLE_REPEAT_DAYS} days after it`,
  repeatAddress:
    `Samples were requested for this postal address in the last ${SAMPLE_REPEAT_DAYS} days; ` +
    `you can ask again ${SAMPLE_REPEAT_DAYS} days after it`,
  notFound: 'Sample request not found',
  sendFailed: 'Your request could not be sent. Please check your connection and try again.',
  sent: "Thanks! Your samples are on their way soon: we've e-mailed you what you chose.",
  limitReached: `You can choose up to ${MAX_SAMPLE_COLOURS} colours`,
  alreadyPosted: 'These samples were already posted',
  adminOnly: 'Only an admin can see and post sample requests',
  requestSubject: 'Your Boardwalk samples are on the way soon',
  postedSubject: 'Your Boardwalk samples have been posted',
  salesSubject: (name: string) => `New sample request from ${name}`,
} as const;

/** An e-mail address as the 30-day rule compares it: trimmed, lower case, no spaces. */
export function foldEmail(email: string): string {
  return email.replace(/\s+/g, '').toLowerCase();
}

/**
 * A postal address as the 30-day rule compares it: lower case with every space (and line break)
 * taken out, so "12 Beach Rd" and "12 beach  RD" are one address.
 */
export function foldAddress(address: { street: string; suburb: string; postcode: string }): string {
  return [address.street, address.suburb, address.postcode].map((part) => part.replace(/\s+/g, '').toLowerCase()).join('|');
}

export interface SampleKeys {
  emailKey: string;
  addressKey: string;
}

export function sampleKeys(request: { email: string; street: string; suburb: string; postcode: string }): SampleKeys {
  return { emailKey: foldEmail(request.email), addressKey: foldAddress(request) };
}

/**
 * When an earlier request stops counting against a new one: the same time 30 Melbourne calendar days
 * before (docs/decisions.md#dates-in-melbourne: a day is not always 24 hours).
 */
export function sampleRepeatWindowStart(now: Date): Date {
  return new Date(subDays(new TZDate(now.getTime(), TIME_ZONE), SAMPLE_REPEAT_DAYS).getTime());
}

/**
 * Why a new request is refused over an earlier one, or null: a request counts while it is younger
 * than 30 days; the e-mail address is checked first.
 */
export function sampleRepeatRefusal(request: SampleKeys, earlier: readonly (SampleKeys & { createdAt: Date })[], now: Date): string | null {
  const since = sampleRepeatWindowStart(now).getTime();
  const recent = earlier.filter((e) => e.createdAt.getTime() > since);
  if (recent.some((e) => e.emailKey === request.emailKey)) return SAMPLE_MESSAGES.repeatEmail;
  if (recent.some((e) => e.addressKey === request.addressKey)) return SAMPLE_MESSAGES.repeatAddress;
  return null;
}

/** How a colour reads on the form, the e-mails and the staff page: "WoodEvo HOME Charcoal". */
export function sampleColourName(colour: { range: string; name: string }): string {
  return `${colour.range} ${colour.name}`;
}

/** Where the samples go, on one line as the staff pages show it: "12 Beach Road, Sorrento 3943". */
export function postalAddress(r: { street: string; suburb: string; postcode: string }): string {
  return `${r.street}, ${r.suburb} ${r.postcode}`;
}

export interface SampleColour {
  itemId: string;
  /** The products page's tab: "WoodEvo HOME", "Millboard". */
  range: string;
  name: string;
}

/** The colours samples are offered in: each card of /products (its tab, one active item per colour). */
export function sampleColours(items: readonly BoardItem[]): SampleColour[] {
  return PRODUCT_TABS.flatMap((tab) =>
    productsForTab(items, tab).map((item) => ({ itemId: item.item_id, range: tab.label, name: displayColorName(item.cf_board_colour) })),
  );
}

/**
 * The sample colour of a board the calculator chose: the /products card of its tab with the same colour
 * (the card may be another length or profile of it), or undefined when its colour is not offered.
 */
export function sampleColourOf(items: readonly BoardItem[], item: BoardItem): SampleColour | undefined {
  const tab = PRODUCT_TABS.find((t) => t.brand === item.cf_board_brand && (t.range === null || t.range === item.cf_board_range));
  if (!tab) return undefined;
  const name = displayColorName(item.cf_board_colour);
  return sampleColours(items).find((c) => c.range === tab.label && c.name === name);
}
