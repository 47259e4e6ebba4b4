// The driver's day on /app/run (docs/product.md#delivery): loading -> notStarted (Start run) ->
// running.atStop (On my way, Delivered, Not delivered) -> running.capturing (quantities, receiver and
// signature, or left on site, photos, a reason) -> running.sending -> running.sent, or running.failed
// when the network does not answer, or running.refused when the server refused a step for good (kept on
// the phone with its reason until the driver retries or discards it, running.discarding). Every step goes
// to the phone's outbox first (the app's `sendSteps` keeps it in IndexedDB with its key, then sends what
// waits in order), so a step taken offline is kept and sent when the network is back; the stop shows the
// step at once, whatever the network does.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { onTheTruck, type NotDeliveredReason } from '../src/domain/lastMile';
import type { Run, RunStop } from '../src/domain/schemas/runs';

/** One step for the outbox: the run's start, or a stop's step with its body (without its key). */
export type OutgoingStep =
  | { kind: 'start'; runId: string; ref: string }
  | { kind: 'on_the_way'; runId: string; orderId: string; ref: string }
  | {
      kind: 'delivered';
      runId: string;
      orderId: string;
      ref: string;
      lines: { kind: 'board' | 'hardware'; lineId: number; delivered: number }[];
      leftOnSite: boolean;
      receiverName: string;
      signature: string | null;
      photos: string[];
    }
  | { kind: 'not_delivered'; runId: string; orderId: string; ref: string; reason: NotDeliveredReason; photos: string[] };

/** What the outbox still holds, as the page lists it. */
export interface WaitingStep {
  key: string;
  kind: OutgoingStep['kind'];
  ref: string;
}

/** A step the server refused for good, kept with the server's reason until the driver retries or discards it. */
export interface RefusedStep extends WaitingStep {
  reason: string;
}

export interface SendResult {
  waiting: WaitingStep[];
  refused: RefusedStep[];
}

export interface Capture {
  kind: 'delivered' | 'not_delivered';
  receiverName: string;
  leftOnSite: boolean;
  /** Delivered quantity by `${kind}:${lineId}`. */
  quantities: Record<string, number>;
  signature: string | null;
  photos: string[];
  reason: NotDeliveredReason | null;
}

export type CaptureProblem = 'receiverNeeded' | 'signatureNeeded' | 'photoNeeded' | 'reasonNeeded';

export interface DriverRunContext {
  run: Run | null;
  stopIndex: number;
  capture: Capture | null;
  problem: CaptureProblem | null;
  outgoing: OutgoingStep | null;
  waiting: WaitingStep[];
  refused: RefusedStep[];
  loadError: boolean;
}

export type DriverRunEvent =
  | { type: 'load.retry' }
  | { type: 'run.start' }
  | { type: 'stop.select'; index: number }
  | { type: 'stop.onMyWay' }
  | { type: 'stop.deliver' }
  | { type: 'stop.notDelivered' }
  | { type: 'capture.receiver'; value: string }
  | { type: 'capture.leftOnSite'; value: boolean }
  | { type: 'capture.quantity'; line: string; value: number }
  | { type: 'capture.signature'; value: string | null }
  | { type: 'capture.photo.add'; value: string }
  | { type: 'capture.photo.remove'; index: number }
  | { type: 'capture.reason'; value: NotDeliveredReason }
  | { type: 'capture.submit' }
  | { type: 'capture.cancel' }
  | { type: 'outbox.retry' }
  | { type: 'outbox.discard'; key: string };

export const lineKey = (line: { kind: string; lineId: number }) => `${line.kind}:${line.lineId}`;
const currentStop = (c: DriverRunContext): RunStop | undefined => c.run?.stops[c.stopIndex];
const withStatus = (run: Run, orderId: string, status: RunStop['deliveryStatus']): Run => ({
  ...run,
  stops: run.stops.map((s) => (s.orderId === orderId ? { ...s, deliveryStatus: status } : s)),
});
/** The first stop still to visit, else the last. */
const nextOpenStop = (run: Run, from: number) => {
  const open = run.stops.findIndex((s, i) => i >= from && (s.deliveryStatus === 'scheduled' || s.deliveryStatus === 'on_the_way'));
  return open >= 0 ? open : Math.min(from, Math.max(0, run.stops.length - 1));
};

export function captureProblem(capture: Capture, stop: RunStop): CaptureProblem | null {
  if (capture.kind === 'not_delivered') {
    if (!capture.reason) return 'reasonNeeded';
    return capture.photos.length ? null : 'photoNeeded';
  }
  if (capture.leftOnSite && stop.leaveOnSite) return capture.photos.length ? null : 'photoNeeded';
  if (!capture.receiverName.trim()) return 'receiverNeeded';
  return capture.signature ? null : 'signatureNeeded';
}

const stopEvents = {
  'stop.select': { actions: 'selectStop' },
  'stop.onMyWay': { guard: 'stopIsOpen', target: '#driverRun.running.sending', actions: 'queueOnMyWay' },
  'stop.deliver': { guard: 'stopIsOpen', target: '#driverRun.running.capturing', actions: 'startDelivered' },
  'stop.notDelivered': { guard: 'stopIsOpen', target: '#driverRun.running.capturing', actions: 'startNotDelivered' },
} as const;

/** Where the outbox's answer leads: a refused step first (it needs the driver), then what still waits. */
const outboxAnswer = [
  {
    guard: { type: 'stepsRefused', params: ({ event }: { event: { output: SendResult } }) => event.output },
    target: 'refused',
    actions: { type: 'keepWaiting', params: ({ event }: { event: { output: SendResult } }) => event.output },
  },
  {
    guard: { type: 'stepsWaiting', params: ({ event }: { event: { output: SendResult } }) => event.output },
    target: 'failed',
    actions: { type: 'keepWaiting', params: ({ event }: { event: { output: SendResult } }) => event.output },
  },
  { target: 'sent', actions: { type: 'keepWaiting', params: ({ event }: { event: { output: SendResult } }) => event.output } },
] as const;

export const driverRunMachine = setup({
  types: {
    context: {} as DriverRunContext,
    events: {} as DriverRunEvent,
  },
  actors: {
    // Provided by the app: today's run (GET /api/run, or the phone's copy when offline), null when none.
    loadRun: fromPromise<Run | null>(async () => {
      throw new Error('loadRun is provided by the app');
    }),
    // Provided by the app: keeps `step` in IndexedDB with a new key, then sends every waiting step in order.
    // Rejects with {waiting} when the network does not answer (the steps stay kept).
    // `retryRefused` (the driver's Retry) sends the refused steps again too.
    sendSteps: fromPromise<SendResult, { step: OutgoingStep | null; retryRefused: boolean }>(async () => {
      throw new Error('sendSteps is provided by the app');
    }),
    // Provided by the app: removes the refused step `key` from the phone; resolves with what the outbox still holds.
    discardStep: fromPromise<SendResult, { key: string }>(async () => {
      throw new Error('discardStep is provided by the app');
    }),
  },
  guards: {
    hasRun: (_, run: Run | null) => run !== null,
    stepsRefused: (_, result: SendResult) => result.refused.length > 0,
    stepsWaiting: (_, result: SendResult) => result.waiting.length > 0,
    isRefusedStep: ({ context, event }) => event.type === 'outbox.discard' && context.refused.some((r) => r.key === event.key),
    runStarted: (_, run: Run | null) => run?.startedAt != null,
    stopIsOpen: ({ context }) => {
      const status = currentStop(context)?.deliveryStatus;
      return status === 'scheduled' || status === 'on_the_way';
    },
    captureIncomplete: ({ context }) => {
      const stop = currentStop(context);
      return !context.capture || !stop || captureProblem(context.capture, stop) !== null;
    },
  },
  actions: {
    keepRun: assign({
      run: (_, run: Run | null) => run,
      stopIndex: (_, run: Run | null) => (run ? nextOpenStop(run, 0) : 0),
      loadError: false,
    }),
    markLoadError: assign({ loadError: true }),
    queueStart: assign(({ context }) => ({
      run: context.run ? { ...context.run, startedAt: context.run.startedAt ?? 'pending' } : null,
      outgoing: context.run ? ({ kind: 'start', runId: context.run.id, ref: context.run.day } as OutgoingStep) : null,
    })),
    selectStop: assign({
      stopIndex: ({ context, event }) => {
        assertEvent(event, 'stop.select');
        return Math.max(0, Math.min(event.index, (context.run?.stops.length ?? 1) - 1));
      },
    }),
    queueOnMyWay: assign(({ context }) => {
      const stop = currentStop(context)!;
      return {
        run: withStatus(context.run!, stop.orderId, 'on_the_way'),
        outgoing: { kind: 'on_the_way', runId: context.run!.id, orderId: stop.orderId, ref: stop.ref } as OutgoingStep,
      };
    }),
    startDelivered: assign({
      problem: null,
      capture: ({ context }) => ({
        kind: 'delivered' as const,
        receiverName: '',
        leftOnSite: false,
        quantities: Object.fromEntries((currentStop(context)?.lines ?? []).map((l) => [lineKey(l), l.quantity])),
        signature: null,
        photos: [],
        reason: null,
      }),
    }),
    startNotDelivered: assign({
      problem: null,
      capture: () => ({
        kind: 'not_delivered' as const,
        receiverName: '',
        leftOnSite: false,
        quantities: {},
        signature: null,
        photos: [],
        reason: null,
      }),
    }),
    editCapture: assign({
      problem: null,
      capture: ({ context, event }) => {
        const c = context.capture!;
        switch (event.type) {
          case 'capture.receiver':
            return { ...c, receiverName: event.value };
          case 'capture.leftOnSite':
            return { ...c, leftOnSite: event.value };
          case 'capture.quantity': {
            // Never more than the truck carries for the line (the server refuses more than was ordered).
            const most = currentStop(context)?.lines.find((l) => lineKey(l) === event.line)?.quantity ?? 0;
            const value = Math.min(most, Math.max(0, Math.floor(event.value || 0)));
            return { ...c, quantities: { ...c.quantities, [event.line]: value } };
          }
          case 'capture.signature':
            return { ...c, signature: event.value };
          case 'capture.photo.add':
            return { ...c, photos: [...c.photos, event.value].slice(0, 3) };
          case 'capture.photo.remove':
            return { ...c, photos: c.photos.filter((_, i) => i !== event.index) };
          case 'capture.reason':
            return { ...c, reason: event.value };
          default:
            return c;
        }
      },
    }),
    explainProblem: assign({
      problem: ({ context }) => (context.capture && currentStop(context) ? captureProblem(context.capture, currentStop(context)!) : null),
    }),
    queueCapture: assign(({ context }) => {
      const stop = currentStop(context)!;
      const c = context.capture!;
      const runId = context.run!.id;
      const step: OutgoingStep =
        c.kind === 'not_delivered'
          ? { kind: 'not_delivered', runId, orderId: stop.orderId, ref: stop.ref, reason: c.reason!, photos: c.photos }
          : {
              kind: 'delivered',
              runId,
              orderId: stop.orderId,
              ref: stop.ref,
              lines: onTheTruck(stop.lines).map((l) => ({
                kind: l.kind,
                lineId: l.lineId,
                delivered: c.quantities[lineKey(l)] ?? l.quantity,
              })),
              leftOnSite: c.leftOnSite && stop.leaveOnSite,
              receiverName: c.leftOnSite && stop.leaveOnSite ? '' : c.receiverName.trim(),
              signature: c.leftOnSite && stop.leaveOnSite ? null : c.signature,
              photos: c.photos,
            };
      const run = withStatus(context.run!, stop.orderId, c.kind);
      return { run, outgoing: step, capture: null, problem: null, stopIndex: nextOpenStop(run, context.stopIndex) };
    }),
    dropCapture: assign({ capture: null, problem: null }),
    keepWaiting: assign({
      outgoing: null,
      waiting: (_, result: SendResult) => result.waiting,
      refused: (_, result: SendResult) => result.refused,
    }),
  },
}).createMachine({
  id: 'driverRun',
  context: { run: null, stopIndex: 0, capture: null, problem: null, outgoing: null, waiting: [], refused: [], loadError: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRun',
        src: 'loadRun',
        onDone: [
          {
            guard: { type: 'runStarted', params: ({ event }) => event.output },
            target: 'running',
            actions: { type: 'keepRun', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'hasRun', params: ({ event }) => event.output },
            target: 'notStarted',
            actions: { type: 'keepRun', params: ({ event }) => event.output },
          },
          { target: 'noRun' },
        ],
        onError: { target: 'loadFailed', actions: 'markLoadError' },
      },
    },
    loadFailed: { on: { 'load.retry': 'loading' } },
    noRun: { on: { 'load.retry': 'loading' } },
    notStarted: {
      on: { 'run.start': { target: '#driverRun.running.sending', actions: 'queueStart' } },
    },
    running: {
      initial: 'atStop',
      states: {
        atStop: { on: { ...stopEvents } },
        capturing: {
          on: {
            'capture.receiver': { actions: 'editCapture' },
            'capture.leftOnSite': { actions: 'editCapture' },
            'capture.quantity': { actions: 'editCapture' },
            'capture.signature': { actions: 'editCapture' },
            'capture.photo.add': { actions: 'editCapture' },
            'capture.photo.remove': { actions: 'editCapture' },
            'capture.reason': { actions: 'editCapture' },
            'capture.submit': [
              { guard: 'captureIncomplete', actions: 'explainProblem' },
              { target: 'sending', actions: 'queueCapture' },
            ],
            'capture.cancel': { target: 'atStop', actions: 'dropCapture' },
          },
        },
        sending: {
          invoke: {
            id: 'sendSteps',
            src: 'sendSteps',
            input: ({ context, event }) => ({ step: context.outgoing, retryRefused: event.type === 'outbox.retry' }),
            onDone: outboxAnswer,
            onError: {
              target: 'failed',
              actions: {
                type: 'keepWaiting',
                params: ({ event }) => {
                  const kept = event.error as Partial<SendResult> | undefined;
                  return { waiting: kept?.waiting ?? [], refused: kept?.refused ?? [] };
                },
              },
            },
          },
        },
        discarding: {
          invoke: {
            id: 'discardStep',
            src: 'discardStep',
            input: ({ event }) => {
              assertEvent(event, 'outbox.discard');
              return { key: event.key };
            },
            onDone: outboxAnswer,
            onError: 'refused',
          },
        },
        sent: { on: { ...stopEvents, 'outbox.retry': 'sending' } },
        // The network did not answer: the steps wait on the phone; the driver goes on with the run.
        failed: { on: { ...stopEvents, 'outbox.retry': 'sending', 'outbox.discard': { guard: 'isRefusedStep', target: 'discarding' } } },
        // The server refused a step for good: it stays on the phone with the reason until Retry or Discard.
        refused: { on: { ...stopEvents, 'outbox.retry': 'sending', 'outbox.discard': { guard: 'isRefusedStep', target: 'discarding' } } },
      },
    },
  },
});
