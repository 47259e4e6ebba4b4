// The driver's page's words (docs/product.md#delivery), once: the steps' buttons, what waits to be sent
// and the capture form's problems (the server's own messages where it has one).
import type { CaptureProblem, OutgoingStep } from '../../../../machines/driverRun.machine';
import { formatDate } from '../../../domain/dates';
import { isRunDay, RUN_MESSAGES, type DeliveryStatus } from '../../../domain/lastMile';
import type { Run } from '../../../domain/schemas/runs';

/** A run's day in the list: today's says so (docs/product.md#delivery). */
const runDay = (day: string) => (isRunDay(day) ? `Today, ${formatDate(day)}` : formatDate(day));
const stopCount = (n: number) => (n === 1 ? '1 stop' : `${n} stops`);
const runSummary = (run: Pick<Run, 'stops' | 'startedAt'>) => `${stopCount(run.stops.length)}${run.startedAt ? ', started' : ''}`;

export const RUN_LABELS = {
  title: 'My run',
  listTitle: 'My runs',
  allRuns: 'All my runs',
  runDay,
  runSummary,
  /** The run's button in the list: its day and its stops. */
  runName: (run: Pick<Run, 'day' | 'stops' | 'startedAt'>) => `${runDay(run.day)}: ${runSummary(run)}`,
  loading: 'Loading your run',
  loadFailed: 'Your run could not be loaded. Check the signal and try again.',
  noRun: 'No run is assigned to you yet.',
  retry: 'Try again',
  start: 'Start run',
  notToday: (day: string) => `This run is on ${day}: start it on its day.`,
  onMyWay: 'On my way',
  delivered: 'Delivered',
  notDelivered: 'Not delivered',
  open: 'Open stop',
  confirmDelivered: 'Confirm delivery',
  confirmNotDelivered: 'Confirm not delivered',
  cancel: 'Cancel',
  receiver: "Receiver's name",
  signature: "Receiver's signature",
  leftOnSite: 'Left on site (the customer asked for it)',
  photos: 'Photos',
  addPhoto: 'Take or add a photo',
  removePhoto: (n: number) => `Remove photo ${n}`,
  reason: 'Reason',
  waiting: (n: number) => `Waiting to send: ${n}`,
  allSent: 'Everything is sent',
  sendNow: 'Send now',
  refused: 'Refused by the server',
  refusedHelp: 'These steps were not recorded. Retry once the reason is dealt with, or discard them.',
  retryStep: 'Retry',
  discardStep: 'Discard',
  offline: 'No signal: the steps are kept on this phone and sent when the network is back.',
  backOrdered: (n: number) => `${n} back-ordered: not on the truck`,
  window: (from: string, to: string) => `Expected between ${from} and ${to}`,
  noPhone: 'No phone number',
  deliveredOf: (name: string, ordered: number) => `${name}: delivered (of ${ordered})`,
} as const;

export const CAPTURE_PROBLEM_LABELS: Record<CaptureProblem, string> = {
  receiverNeeded: RUN_MESSAGES.receiverNeeded,
  signatureNeeded: RUN_MESSAGES.signatureNeeded,
  photoNeeded: RUN_MESSAGES.photoNeeded,
  reasonNeeded: RUN_MESSAGES.reasonNeeded,
};

export const STEP_LABELS: Record<OutgoingStep['kind'], string> = {
  start: 'Run started',
  on_the_way: 'On my way',
  delivered: 'Delivered',
  not_delivered: 'Not delivered',
};

/** The badge's tone of each delivery status (the run page's stops, the order's Delivery section). */
export const DELIVERY_STATUS_TONES: Record<DeliveryStatus, 'info' | 'accent' | 'success' | 'warning'> = {
  scheduled: 'info',
  on_the_way: 'accent',
  delivered: 'success',
  not_delivered: 'warning',
};
