// The driver's day on /app/run (docs/product.md#delivery): loading -> choosing (every run assigned to
// the driver from today on, today's first; run.open opens one, run.list comes back) -> notStarted (Start
// run, only on the run's day) ->
// running.atStop (On my way, Delivered, Not delivered) -> running.capturing (quantities, receiver and
// signature, or left on site, photos, a reason) -> running.sending -> running.sent, or running.failed
// when the network does not answer, or running.refused when the server refused a step for good (kept on
// the phone with its reason until the driver retries or discards it, running.discarding). Every step goes
// to the phone's outbox first (the app's `sendSteps` keeps it in IndexedDB with its key, then sends what
// waits in order), so a step taken offline is kept and sent when the network is back; the stop shows the
// step at once, whatever the network does. A run already started opens at once (the driver goes on
// where they were). Retry on a refused step sends that step again, not the other refused ones.
import { assertEvent, assign, fromPromise, or, setup } from 'xstate';
import { isRunDay, onTheTruck, type NotDeliveredReason } from '../src/domain/lastMile';
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

/** What the page opens with: the driver's runs (today's first) and what the phone's outbox holds. */
export interface LoadedRuns extends SendResult {
  runs: Run[];
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
  /** Every run assigned to the driver from today on, today's first (the phone keeps a copy of them all). */
  runs: Run[];
  /** The run the driver opened, null on the list. */
  runId: string | null;
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
  | { type: 'run.open'; runId: string }
  | { type: 'run.list' }
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
  /** Without a key: send what waits (Send now, the network back). With a refused step's key: that step again. */
  | { type: 'outbox.retry'; key?: string }
  | { type: 'outbox.discard'; key: string };

export const lineKey = (line: { kind: string; lineId: number }) => `${line.kind}:${line.lineId}`;
const runOf = (runs: readonly Run[], runId: string | null) => runs.find((r) => r.id === runId) ?? null;
/** The run the driver opened (null on the list of runs). */
export const openRunOf = (c: Pick<DriverRunContext, 'runs' | 'runId'>): Run | null => runOf(c.runs, c.runId);
/** The run in progress, which the page opens at once. */
const startedRunOf = (runs: readonly Run[]) => runs.find((r) => r.startedAt !== null) ?? null;
const currentStop = (c: DriverRunContext): RunStop | undefined => openRunOf(c)?.stops[c.stopIndex];
/** The runs with the open one changed. */
const withOpenRun = (c: DriverRunContext, change: (run: Run) => Run): Run[] => c.runs.map((r) => (r.id === c.runId ? change(r) : r));
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
  'run.list': { target: '#driverRun.choosing', actions: 'closeRun' },
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

/** Send now, Retry of a refused step (that step only) and Discard of one, during the run. */
const outboxEvents = {
  'outbox.retry': { guard: or(['sendsWhatWaits', 'isRefusedStep']), target: '#driverRun.running.sending' },
  'outbox.discard': { guard: 'isRefusedStep', target: '#driverRun.running.discarding' },
} as const;

/** Sending or discarding while no run is under way (the list, a run not started): back to where the driver was. */
const outboxOnly = {
  initial: 'idle',
  states: {
    idle: {
      on: {
        'outbox.retry': { guard: or(['sendsWhatWaits', 'isRefusedStep']), target: 'sending' },
        'outbox.discard': { guard: 'isRefusedStep', target: 'discarding' },
      },
    },
    sending: {
      tags: ['outboxBusy'],
      invoke: {
        id: 'sendSteps',
        src: 'sendSteps',
        input: ({ event }: { event: DriverRunEvent }) => ({ step: null, retryKey: retryKeyOf(event) }),
        onDone: {
          target: 'idle',
          actions: { type: 'keepWaiting', params: ({ event }: { event: { output: SendResult } }) => event.output },
        },
        onError: {
          target: 'idle',
          actions: { type: 'keepWaiting', params: ({ event }: { event: { error: unknown } }) => keptOf(event.error) },
        },
      },
    },
    discarding: {
      tags: ['outboxBusy'],
      invoke: {
        id: 'discardStep',
        src: 'discardStep',
        input: ({ event }: { event: DriverRunEvent }) => {
          assertEvent(event, 'outbox.discard');
          return { key: event.key };
        },
        onDone: {
          target: 'idle',
          actions: { type: 'keepWaiting', params: ({ event }: { event: { output: SendResult } }) => event.output },
        },
        onError: 'idle',
      },
    },
  },
} as const;

/** The refused step the driver's Retry names, else null (only what waits is sent). */
const retryKeyOf = (event: DriverRunEvent) => (event.type === 'outbox.retry' ? (event.key ?? null) : null);
/** What a failed send says is still kept on the phone. */
const keptOf = (error: unknown): SendResult => {
  const kept = error as Partial<SendResult> | undefined;
  return { waiting: kept?.waiting ?? [], refused: kept?.refused ?? [] };
};

export const driverRunMachine = setup({
  types: {
    context: {} as DriverRunContext,
    events: {} as DriverRunEvent,
  },
  actors: {
    // Provided by the app: the driver's runs from today on, today's first (GET /api/run, or the phone's copy
    // when offline), with what the outbox holds once what waits has been sent.
    loadRun: fromPromise<LoadedRuns>(async () => {
      throw new Error('loadRun is provided by the app');
    }),
    // Provided by the app: keeps `step` in IndexedDB with a new key, then sends every waiting step in order.
    // Rejects with {waiting} when the network does not answer (the steps stay kept).
    // `retryKey` (the driver's Retry on a refused step) sends that refused step again too, and no other.
    sendSteps: fromPromise<SendResult, { step: OutgoingStep | null; retryKey: string | null }>(async () => {
      throw new Error('sendSteps is provided by the app');
    }),
    // Provided by the app: removes the refused step `key` from the phone; resolves with what the outbox still holds.
    discardStep: fromPromise<SendResult, { key: string }>(async () => {
      throw new Error('discardStep is provided by the app');
    }),
  },
  guards: {
    hasRuns: (_, loaded: LoadedRuns) => loaded.runs.length > 0,
    isAssignedRun: ({ context, event }) => event.type === 'run.open' && runOf(context.runs, event.runId) !== null,
    // docs/product.md#delivery: a run is started on its day (Melbourne time), as the server insists.
    runIsOnItsDay: ({ context }) => {
      const run = openRunOf(context);
      return run !== null && run.startedAt === null && isRunDay(run.day);
    },
    sendsWhatWaits: ({ event }) => event.type === 'outbox.retry' && event.key === undefined,
    stepsRefused: (_, result: SendResult) => result.refused.length > 0,
    stepsWaiting: (_, result: SendResult) => result.waiting.length > 0,
    isRefusedStep: ({ context, event }) =>
      (event.type === 'outbox.discard' || event.type === 'outbox.retry') && context.refused.some((r) => r.key === event.key),
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
    keepRuns: assign({
      runs: (_, loaded: LoadedRuns) => loaded.runs,
      waiting: (_, loaded: LoadedRuns) => loaded.waiting,
      refused: (_, loaded: LoadedRuns) => loaded.refused,
      loadError: false,
    }),
    openRun: assign(({ context }, runId: string) => {
      const run = runOf(context.runs, runId);
      return { runId: run?.id ?? null, stopIndex: run ? nextOpenStop(run, 0) : 0, capture: null, problem: null };
    }),
    closeRun: assign({ runId: null, stopIndex: 0, capture: null, problem: null }),
    markLoadError: assign({ loadError: true }),
    queueStart: assign(({ context }) => {
      const run = openRunOf(context)!;
      return {
        runs: withOpenRun(context, (r) => ({ ...r, startedAt: r.startedAt ?? 'pending' })),
        outgoing: { kind: 'start', runId: run.id, ref: run.day } as OutgoingStep,
      };
    }),
    selectStop: assign({
      stopIndex: ({ context, event }) => {
        assertEvent(event, 'stop.select');
        return Math.max(0, Math.min(event.index, (openRunOf(context)?.stops.length ?? 1) - 1));
      },
    }),
    queueOnMyWay: assign(({ context }) => {
      const stop = currentStop(context)!;
      return {
        runs: withOpenRun(context, (r) => withStatus(r, stop.orderId, 'on_the_way')),
        outgoing: { kind: 'on_the_way', runId: context.runId!, orderId: stop.orderId, ref: stop.ref } as OutgoingStep,
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
      const runId = context.runId!;
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
      const run = withStatus(openRunOf(context)!, stop.orderId, c.kind);
      return {
        runs: withOpenRun(context, () => run),
        outgoing: step,
        capture: null,
        problem: null,
        stopIndex: nextOpenStop(run, context.stopIndex),
      };
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
  context: {
    runs: [],
    runId: null,
    stopIndex: 0,
    capture: null,
    problem: null,
    outgoing: null,
    waiting: [],
    refused: [],
    loadError: false,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRun',
        src: 'loadRun',
        onDone: [
          {
            guard: { type: 'runStarted', params: ({ event }) => startedRunOf(event.output.runs) },
            target: 'running',
            actions: [
              { type: 'keepRuns', params: ({ event }) => event.output },
              { type: 'openRun', params: ({ event }) => startedRunOf(event.output.runs)!.id },
            ],
          },
          {
            guard: { type: 'hasRuns', params: ({ event }) => event.output },
            target: 'choosing',
            actions: { type: 'keepRuns', params: ({ event }) => event.output },
          },
          { target: 'noRun', actions: { type: 'keepRuns', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: 'markLoadError' },
      },
    },
    loadFailed: { on: { 'load.retry': 'loading' } },
    noRun: { on: { 'load.retry': 'loading' } },
    // Every run assigned to the driver, today's first: the driver opens one to see its stops.
    choosing: {
      ...outboxOnly,
      on: {
        'run.open': [
          {
            guard: { type: 'runStarted', params: ({ context, event }) => runOf(context.runs, event.runId) },
            target: 'running',
            actions: { type: 'openRun', params: ({ event }) => event.runId },
          },
          { guard: 'isAssignedRun', target: 'notStarted', actions: { type: 'openRun', params: ({ event }) => event.runId } },
        ],
      },
    },
    notStarted: {
      ...outboxOnly,
      on: {
        'run.start': { guard: 'runIsOnItsDay', target: '#driverRun.running.sending', actions: 'queueStart' },
        'run.list': { target: 'choosing', actions: 'closeRun' },
      },
    },
    running: {
      initial: 'atStop',
      states: {
        atStop: { on: { ...stopEvents, ...outboxEvents } },
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
          tags: ['outboxBusy'],
          invoke: {
            id: 'sendSteps',
            src: 'sendSteps',
            input: ({ context, event }) => ({ step: context.outgoing, retryKey: retryKeyOf(event) }),
            onDone: outboxAnswer,
            onError: { target: 'failed', actions: { type: 'keepWaiting', params: ({ event }) => keptOf(event.error) } },
          },
        },
        discarding: {
          tags: ['outboxBusy'],
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
        // Nothing waits and nothing was refused: Send now (the network back) only.
        sent: { on: { ...stopEvents, 'outbox.retry': { guard: 'sendsWhatWaits', target: 'sending' } } },
        // The network did not answer: the steps wait on the phone; the driver goes on with the run.
        failed: { on: { ...stopEvents, ...outboxEvents } },
        // The server refused a step for good: it stays on the phone with the reason until Retry or Discard.
        refused: { on: { ...stopEvents, ...outboxEvents } },
      },
    },
  },
});
