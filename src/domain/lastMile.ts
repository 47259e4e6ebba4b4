// The last mile (docs/product.md#delivery): a driver's run, the customer's time window, what a proof
// of delivery holds and the e-mails' subjects. Shared by the server, the run page and the order page.
import { todayIn } from './dates';

export const DELIVERY_STATUSES = ['scheduled', 'on_the_way', 'delivered', 'not_delivered'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  scheduled: 'Scheduled',
  on_the_way: 'On the way',
  delivered: 'Delivered',
  not_delivered: 'Not delivered',
};

export const NOT_DELIVERED_REASONS = ['no_access', 'refused', 'damaged', 'other'] as const;
export type NotDeliveredReason = (typeof NOT_DELIVERED_REASONS)[number];
export const NOT_DELIVERED_REASON_LABELS: Record<NotDeliveredReason, string> = {
  no_access: 'No access',
  refused: 'Refused',
  damaged: 'Damaged',
  other: 'Other',
};

/** docs/product.md#delivery: a run starts at 07:30 Melbourne time, each stop 45 minutes after the one before. */
export const RUN_START_MINUTES = 7 * 60 + 30;
export const MINUTES_PER_STOP = 45;
export const WINDOW_HOURS = 2;

/** 9:00 am, 12:00 pm, 1:00 pm: the way the window is written in the e-mail. */
export function clockText(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

/** The customer's window for the stop at `index` (0 = first): the planned time rounded down to the hour, plus two hours. */
export function etaWindow(index: number): { from: string; to: string } {
  const planned = RUN_START_MINUTES + MINUTES_PER_STOP * index;
  const start = Math.floor(planned / 60) * 60;
  return { from: clockText(start), to: clockText(start + WINDOW_HOURS * 60) };
}

export const runStartedSubject = (ref: string, window: { from: string; to: string }) =>
  `Order ${ref}: delivery today between ${window.from} and ${window.to}`;
export const onTheWaySubject = (ref: string) => `Order ${ref}: your delivery is on its way`;
export const deliveredSubject = (ref: string) => `Order ${ref} delivered`;
export const notDeliveredSubject = (ref: string) => `Order ${ref}: we couldn't deliver today`;

/** What To schedule shows staff of an order back from a run. */
export const notDeliveredNote = (reason: NotDeliveredReason) => `Not delivered: ${NOT_DELIVERED_REASON_LABELS[reason]}`;
export const FOLLOW_UP_NOTE = 'Follow-up delivery: the rest of a short delivery (no delivery fee)';

export const LEFT_ON_SITE = 'Left on site';

export const RUN_MESSAGES = {
  runNotFound: 'Run not found',
  stopNotFound: 'Stop not found',
  notRunDay: 'A run can be started only on its day',
  notStarted: 'Start the run first',
  alreadyDone: 'This stop has already been delivered or marked not delivered',
  leftOnSiteNotAsked: 'The customer did not ask for the delivery to be left on site',
  photoNeeded: 'Add at least one photo',
  signatureNeeded: 'The receiver must sign',
  receiverNeeded: "Enter the receiver's name",
  reasonNeeded: 'Choose why it was not delivered',
  tooMany: 'A delivered quantity cannot be more than was ordered',
  notADriver: 'Choose a driver',
  notThatDay: 'Every stop must be a delivery scheduled for the run’s day',
  started: 'The run has started: its stops can no longer change',
  imageInvalid: 'Photos and signatures must be JPEG, PNG or WebP images',
  proofNotFound: 'No proof of delivery yet',
} as const;

/** A line's remaining quantity after a delivery, or null when the delivery was complete. */
export function outstandingOf<L extends { ordered: number; delivered: number }>(lines: readonly L[]): L[] | null {
  const short = lines.filter((l) => l.delivered < l.ordered);
  return short.length ? short : null;
}
/** On my way is sent once, from a stop not yet visited. */
export const canGoOnMyWay = (status: DeliveryStatus) => status === 'scheduled';
/** The lines the driver delivers at a stop: a fully back-ordered line is not on the truck. */
export const onTheTruck = <L extends { quantity: number }>(lines: readonly L[]): L[] => lines.filter((l) => l.quantity > 0);
/** A run is started on its day (Melbourne time), as the server insists. */
export const isRunDay = (day: string, now: Date = new Date()) => day === todayIn(undefined, now);
/**
 * The runs a driver's page lists: from today on (Melbourne time), today's first, then the later days in
 * order, as GET /api/run answers; the phone's copy is read through it, so a run of a past day drops off.
 */
export const runsFromToday = <R extends { day: string }>(runs: readonly R[], now: Date = new Date()): R[] => {
  const today = todayIn(undefined, now);
  return runs.filter((r) => r.day >= today).sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
};
