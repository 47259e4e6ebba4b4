import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { todayIn } from '../src/domain/dates';
import { addDays } from '../src/domain/deliveryDays';
import type { Run } from '../src/domain/schemas/runs';
import {
  driverRunMachine,
  openRunOf,
  type Capture,
  type DriverRunEvent,
  type LoadedRuns,
  type OutgoingStep,
  type SendResult,
} from './driverRun.machine';
import { describeModels } from './testing/describeModel';
import type { InternalEvent } from './testing/pathTesting';

const stop = (orderId: string, leaveOnSite = false) => ({
  orderId,
  ref: `BW-${orderId}`,
  position: 1,
  customer: 'c@example.com',
  address: '1 Bay Rd, Sandringham 3191',
  mapsUrl: 'https://maps.google.com/?q=1',
  phone: null,
  instructions: '',
  leaveOnSite,
  window: { from: '7:00 am', to: '9:00 am' },
  deliveryStatus: 'scheduled' as const,
  lines: [{ kind: 'board' as const, lineId: 1, name: 'Board', quantity: 10, backOrdered: 0 }],
});
// Start run is offered on the run's day only: the fixtures' run is today's (Melbourne), the later one is not.
const today = todayIn();
const run: Run = {
  id: 'run-1',
  day: today,
  driver: { id: 'd', email: 'd@x' },
  startedAt: null,
  stops: [stop('A'), stop('B', true)],
};
const started: Run = { ...run, startedAt: new Date().toISOString() };
const later: Run = { ...run, id: 'run-2', day: addDays(today, 3), stops: [stop('C')] };
const loaded = (runs: Run[], outbox: SendResult = { waiting: [], refused: [] }): LoadedRuns => ({ runs, ...outbox });
const waitingOne: SendResult = { waiting: [{ key: 'k1', kind: 'on_the_way', ref: 'BW-A' }], refused: [] };
const refusedOne: SendResult = {
  waiting: [],
  refused: [{ key: 'k2', kind: 'delivered', ref: 'BW-A', reason: 'This stop has already been delivered' }],
};

const captureFacts = (s: { context: { capture: Capture | null } }) =>
  s.context.capture && {
    kind: s.context.capture.kind,
    receiver: s.context.capture.receiverName !== '',
    signed: s.context.capture.signature !== null,
    photos: s.context.capture.photos.length > 0,
    left: s.context.capture.leftOnSite,
    reason: s.context.capture.reason !== null,
  };

describeModels('driverRun', [
  {
    name: 'a day: load, start, the stops, offline and back',
    machine: driverRunMachine,
    events: (s): (DriverRunEvent | InternalEvent)[] => [
      { type: 'xstate.done.actor.loadRun', output: loaded([s.context.loadError ? started : run]) },
      { type: 'xstate.done.actor.loadRun', output: loaded([]) },
      { type: 'xstate.error.actor.loadRun', error: new TypeError('offline') },
      { type: 'load.retry' },
      { type: 'run.open', runId: 'run-1' },
      { type: 'run.start' },
      { type: 'stop.select', index: s.context.stopIndex === 0 ? 1 : 0 },
      { type: 'stop.onMyWay' },
      { type: 'stop.deliver' },
      { type: 'stop.notDelivered' },
      { type: 'capture.reason', value: 'no_access' },
      { type: 'capture.photo.add', value: 'data:image/jpeg;base64,AA==' },
      { type: 'capture.submit' },
      { type: 'capture.cancel' },
      { type: 'xstate.done.actor.sendSteps', output: { waiting: [], refused: [] } },
      { type: 'xstate.done.actor.sendSteps', output: refusedOne },
      { type: 'xstate.done.actor.sendSteps', output: waitingOne },
      { type: 'xstate.error.actor.sendSteps', error: waitingOne },
      { type: 'xstate.error.actor.sendSteps', error: { ...waitingOne, refused: refusedOne.refused } },
      { type: 'outbox.retry' },
      { type: 'outbox.retry', key: 'k2' },
      { type: 'outbox.discard', key: 'k2' },
      { type: 'outbox.discard', key: 'unknown' },
      { type: 'xstate.done.actor.discardStep', output: { waiting: [], refused: [] } },
      { type: 'xstate.done.actor.discardStep', output: refusedOne },
      { type: 'xstate.done.actor.discardStep', output: waitingOne },
      { type: 'xstate.error.actor.discardStep', error: new Error('IndexedDB') },
    ],
    facts: (s) => ({
      stops: openRunOf(s.context)
        ?.stops.map((x) => x.deliveryStatus)
        .join(','),
      index: s.context.stopIndex,
      capture: s.context.capture?.kind ?? null,
      photos: (s.context.capture?.photos.length ?? 0) > 0,
      reason: s.context.capture?.reason ?? null,
      outgoing: s.context.outgoing?.kind ?? null,
      waiting: s.context.waiting.length,
      refused: s.context.refused.length,
      loadError: s.context.loadError,
    }),
    check: (s, step) => {
      for (const call of step.invoked) {
        if (call.id !== 'sendSteps') continue;
        const outgoing = (call.input as { step: OutgoingStep | null }).step;
        if (outgoing?.kind === 'not_delivered') expect(outgoing.photos.length).toBeGreaterThan(0);
      }
      for (const call of step.invoked) {
        // Only a step the server refused is ever discarded, or sent again by name.
        if (call.id === 'discardStep') expect(s.context.refused.map((r) => r.key)).toContain((call.input as { key: string }).key);
        const retryKey = call.id === 'sendSteps' ? (call.input as { retryKey: string | null }).retryKey : null;
        if (retryKey !== null) expect(step.previous?.context.refused.map((r) => r.key)).toContain(retryKey);
      }
      if (s.matches({ running: 'failed' })) expect(s.context.waiting.length).toBeGreaterThan(0);
      if (s.matches({ running: 'refused' })) expect(s.context.refused.length).toBeGreaterThan(0);
    },
    limit: 20000,
  },
  {
    name: 'capturing a delivery: quantities, receiver and signature, or left on site with a photo',
    machine: driverRunMachine,
    events: (s): (DriverRunEvent | InternalEvent)[] => [
      { type: 'xstate.done.actor.loadRun', output: loaded([started]) },
      { type: 'stop.select', index: 1 },
      { type: 'stop.deliver' },
      { type: 'capture.receiver', value: s.context.capture?.receiverName ? '' : 'Sam' },
      { type: 'capture.signature', value: s.context.capture?.signature ? null : 'data:image/png;base64,AA==' },
      { type: 'capture.leftOnSite', value: !s.context.capture?.leftOnSite },
      { type: 'capture.photo.add', value: 'data:image/jpeg;base64,AA==' },
      { type: 'capture.photo.remove', index: 0 },
      { type: 'capture.quantity', line: 'board:1', value: 7 },
      { type: 'capture.submit' },
      { type: 'capture.cancel' },
    ],
    facts: (s) => ({
      index: s.context.stopIndex,
      capture: captureFacts(s),
      problem: s.context.problem,
      outgoing: s.context.outgoing?.kind ?? null,
    }),
    check: (_s, step) => {
      for (const call of step.invoked) {
        if (call.id !== 'sendSteps') continue;
        const outgoing = (call.input as { step: OutgoingStep | null }).step;
        // A delivered step always has a signature and a receiver, or photos when left on site where asked.
        if (outgoing?.kind !== 'delivered') continue;
        if (outgoing.leftOnSite) expect(outgoing.photos.length).toBeGreaterThan(0);
        else expect([outgoing.receiverName, outgoing.signature]).not.toContain('');
      }
    },
    limit: 20000,
  },
  {
    name: "the list of runs: today's first, one opened and back; Start run on the run's day only",
    machine: driverRunMachine,
    events: (): (DriverRunEvent | InternalEvent)[] => [
      // Today's run not started and a later one, with a step the server refused, or today's run started.
      { type: 'xstate.done.actor.loadRun', output: loaded([run, later], refusedOne) },
      { type: 'xstate.done.actor.loadRun', output: loaded([started, later], waitingOne) },
      { type: 'run.open', runId: 'run-1' },
      { type: 'run.open', runId: 'run-2' },
      { type: 'run.open', runId: 'gone' },
      { type: 'run.list' },
      { type: 'run.start' },
      { type: 'stop.deliver' },
      { type: 'xstate.done.actor.sendSteps', output: { waiting: [], refused: [] } },
      { type: 'xstate.done.actor.sendSteps', output: refusedOne },
      { type: 'xstate.error.actor.sendSteps', error: waitingOne },
      { type: 'outbox.retry' },
      { type: 'outbox.retry', key: 'k2' },
      { type: 'outbox.discard', key: 'k2' },
      { type: 'xstate.done.actor.discardStep', output: { waiting: [], refused: [] } },
      { type: 'xstate.error.actor.discardStep', error: new Error('IndexedDB') },
    ],
    facts: (s) => ({
      runs: s.context.runs.map((r) => `${r.id}:${r.startedAt ? 'started' : 'not started'}`).join(','),
      open: s.context.runId,
      waiting: s.context.waiting.length,
      refused: s.context.refused.length,
    }),
    check: (s, step) => {
      // Today's run first, then the later days; a run opened is one of them.
      expect(s.context.runs.map((r) => r.day)).toEqual([...s.context.runs.map((r) => r.day)].sort());
      if (s.context.runId !== null) expect(openRunOf(s.context)).not.toBeNull();
      // The later run is never started, whatever the driver presses.
      expect(s.context.runs.find((r) => r.id === 'run-2')?.startedAt ?? null).toBeNull();
      for (const call of step.invoked) {
        if (call.id === 'sendSteps') expect((call.input as { step: OutgoingStep | null }).step?.runId ?? 'run-1').toBe('run-1');
      }
    },
    limit: 20000,
  },
]);

describe('driverRun rules', () => {
  const start = (
    send: (step: OutgoingStep | null, retryKey: string | null) => Promise<SendResult>,
    runs: Run[] = [started],
    discard: (key: string) => Promise<SendResult> = async () => ({ waiting: [], refused: [] }),
  ) =>
    createActor(
      driverRunMachine.provide({
        actors: {
          loadRun: fromPromise<LoadedRuns>(async () => loaded(runs)),
          sendSteps: fromPromise(async ({ input }: { input: { step: OutgoingStep | null; retryKey: string | null } }) =>
            send(input.step, input.retryKey),
          ),
          discardStep: fromPromise(async ({ input }: { input: { key: string } }) => discard(input.key)),
        },
      }),
    ).start();
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('a short delivery sends the quantity the driver gave', async () => {
    const sent: OutgoingStep[] = [];
    const actor = start(async (step) => {
      if (step) sent.push(step);
      return { waiting: [], refused: [] };
    });
    await settle();
    actor.send({ type: 'stop.deliver' });
    actor.send({ type: 'capture.quantity', line: 'board:1', value: 7 });
    actor.send({ type: 'capture.submit' });
    expect(actor.getSnapshot().context.problem).toBe('receiverNeeded');
    actor.send({ type: 'capture.receiver', value: 'Sam Lee' });
    actor.send({ type: 'capture.submit' });
    expect(actor.getSnapshot().context.problem).toBe('signatureNeeded');
    actor.send({ type: 'capture.signature', value: 'data:image/png;base64,AA==' });
    actor.send({ type: 'capture.submit' });
    await settle();
    expect(sent[0]).toMatchObject({ kind: 'delivered', receiverName: 'Sam Lee', lines: [{ lineId: 1, delivered: 7 }] });
    expect(actor.getSnapshot().matches({ running: 'sent' })).toBe(true);
    // The next stop still to visit comes up.
    expect(actor.getSnapshot().context.stopIndex).toBe(1);
  });

  it('a delivered quantity is a whole number from 0 to what the truck carries for the line', async () => {
    const actor = start(async () => ({ waiting: [], refused: [] }));
    await settle();
    actor.send({ type: 'stop.deliver' });
    actor.send({ type: 'capture.quantity', line: 'board:1', value: 25 });
    expect(actor.getSnapshot().context.capture?.quantities['board:1']).toBe(10);
    actor.send({ type: 'capture.quantity', line: 'board:1', value: -3 });
    expect(actor.getSnapshot().context.capture?.quantities['board:1']).toBe(0);
    actor.send({ type: 'capture.quantity', line: 'board:1', value: 4.7 });
    expect(actor.getSnapshot().context.capture?.quantities['board:1']).toBe(4);
  });

  it('offline: the step shows on the stop at once and waits; a retry sends it', async () => {
    let online = false;
    const actor = start(async () => {
      if (!online) throw waitingOne;
      return { waiting: [], refused: [] };
    });
    await settle();
    actor.send({ type: 'stop.onMyWay' });
    await settle();
    expect(actor.getSnapshot().matches({ running: 'failed' })).toBe(true);
    expect(openRunOf(actor.getSnapshot().context)?.stops[0].deliveryStatus).toBe('on_the_way');
    expect(actor.getSnapshot().context.waiting).toHaveLength(1);
    online = true;
    actor.send({ type: 'outbox.retry' });
    await settle();
    expect(actor.getSnapshot().matches({ running: 'sent' })).toBe(true);
    expect(actor.getSnapshot().context.waiting).toEqual([]);
  });

  it('left on site only where the customer asked for it, and then with a photo', async () => {
    const actor = start(async () => ({ waiting: [], refused: [] }));
    await settle();
    actor.send({ type: 'stop.deliver' });
    actor.send({ type: 'capture.leftOnSite', value: true });
    actor.send({ type: 'capture.submit' });
    expect(actor.getSnapshot().context.problem).toBe('receiverNeeded');
    actor.send({ type: 'capture.cancel' });
    actor.send({ type: 'stop.select', index: 1 });
    actor.send({ type: 'stop.deliver' });
    actor.send({ type: 'capture.leftOnSite', value: true });
    actor.send({ type: 'capture.submit' });
    expect(actor.getSnapshot().context.problem).toBe('photoNeeded');
  });

  it('a refused step stays with the reason; Retry sends that step again, Discard removes it', async () => {
    const retries: (string | null)[] = [];
    const discarded: string[] = [];
    const actor = start(
      async (_step, retryKey) => {
        retries.push(retryKey);
        return refusedOne;
      },
      [started],
      async (key) => {
        discarded.push(key);
        return { waiting: [], refused: [] };
      },
    );
    await settle();
    actor.send({ type: 'stop.onMyWay' });
    await settle();
    expect(actor.getSnapshot().matches({ running: 'refused' })).toBe(true);
    expect(actor.getSnapshot().context.refused).toEqual(refusedOne.refused);
    actor.send({ type: 'outbox.retry', key: 'k2' });
    await settle();
    // Send now sends what waits; a Retry names the refused step, and only a refused one.
    actor.send({ type: 'outbox.retry' });
    await settle();
    actor.send({ type: 'outbox.retry', key: 'not-refused' });
    await settle();
    expect(retries).toEqual([null, 'k2', null]);
    actor.send({ type: 'outbox.discard', key: 'not-refused' });
    expect(actor.getSnapshot().matches({ running: 'refused' })).toBe(true);
    actor.send({ type: 'outbox.discard', key: 'k2' });
    await settle();
    expect(discarded).toEqual(['k2']);
    expect(actor.getSnapshot().matches({ running: 'sent' })).toBe(true);
    expect(actor.getSnapshot().context.refused).toEqual([]);
  });

  it("lists today's run and a later one; the later one opens with its stops and cannot be started", async () => {
    const sent: OutgoingStep[] = [];
    const actor = start(
      async (step) => {
        if (step) sent.push(step);
        return { waiting: [], refused: [] };
      },
      [run, later],
    );
    await settle();
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(actor.getSnapshot().context.runs.map((r) => r.id)).toEqual(['run-1', 'run-2']);
    actor.send({ type: 'run.open', runId: 'run-2' });
    expect(openRunOf(actor.getSnapshot().context)?.stops.map((x) => x.ref)).toEqual(['BW-C']);
    expect(actor.getSnapshot().can({ type: 'run.start' })).toBe(false);
    actor.send({ type: 'run.start' });
    expect(actor.getSnapshot().matches('notStarted')).toBe(true);
    actor.send({ type: 'run.list' });
    actor.send({ type: 'run.open', runId: 'run-1' });
    expect(actor.getSnapshot().can({ type: 'run.start' })).toBe(true);
    actor.send({ type: 'run.start' });
    await settle();
    expect(sent).toEqual([{ kind: 'start', runId: 'run-1', ref: today }]);
    expect(actor.getSnapshot().matches({ running: 'sent' })).toBe(true);
  });

  it('a run already started opens at once, and the driver can still go back to the list', async () => {
    const actor = start(async () => ({ waiting: [], refused: [] }), [started, later]);
    await settle();
    expect(actor.getSnapshot().matches({ running: 'atStop' })).toBe(true);
    expect(actor.getSnapshot().context.runId).toBe('run-1');
    actor.send({ type: 'run.list' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    actor.send({ type: 'run.open', runId: 'run-1' });
    expect(actor.getSnapshot().matches({ running: 'atStop' })).toBe(true);
  });
});
