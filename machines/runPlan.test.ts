import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { RUN_MESSAGES } from '../src/domain/lastMile';
import { RUN_PLAN_TEXTS, runPlanMachine, type PlannedRun, type RunPlanEvent, type SaveRunInput } from './runPlan.machine';
import { describeModel } from './testing/describeModel';
import type { InternalEvent } from './testing/pathTesting';

const DAY = '2026-12-07';
const runs: PlannedRun[] = [{ driverId: 'd1', orderIds: ['a', 'b'] }];

describeModel({
  name: 'runPlan',
  machine: runPlanMachine,
  input: { day: DAY },
  effects: ['runsChanged'],
  events: (s): (RunPlanEvent | InternalEvent)[] => [
    { type: 'runs.receive', runs },
    { type: 'driver.choose', driverId: s.context.driverId === 'd1' ? 'd2' : 'd1' },
    { type: 'stop.add', orderId: 'c' },
    { type: 'stop.remove', orderId: 'a' },
    { type: 'stop.moveUp', index: 1 },
    { type: 'stop.moveDown', index: 0 },
    { type: 'plan.save' },
    { type: 'xstate.done.actor.saveRun', output: { driverId: s.context.driverId, orderIds: s.context.orderIds } },
    { type: 'xstate.error.actor.saveRun', error: { status: 409, message: RUN_MESSAGES.started } },
  ],
  facts: (s) => ({
    driverId: s.context.driverId,
    orderIds: s.context.orderIds.join(','),
    saved: s.context.saved,
    problem: s.context.problem,
  }),
  check: (s, step) => {
    // Only a chosen driver's whole run, in the order shown, is sent.
    for (const call of step.invoked) {
      expect(call.input).toEqual({ day: DAY, driverId: s.context.driverId, orderIds: s.context.orderIds });
      expect(s.context.driverId).not.toBe('');
    }
    expect(new Set(s.context.orderIds).size).toBe(s.context.orderIds.length);
    if (step.event?.type === 'xstate.done.actor.saveRun') expect(step.effects.map((e) => e.name)).toEqual(['runsChanged']);
  },
  limit: 3000,
});

describe('runPlan rules', () => {
  const start = (save: (input: SaveRunInput) => Promise<PlannedRun>) =>
    createActor(runPlanMachine.provide({ actors: { saveRun: fromPromise(({ input }) => save(input)) } }), { input: { day: DAY } }).start();

  it("shows a driver's saved run and moves its stops up and down", () => {
    const actor = start((input) => Promise.resolve(input));
    actor.send({ type: 'runs.receive', runs });
    actor.send({ type: 'driver.choose', driverId: 'd1' });
    actor.send({ type: 'stop.add', orderId: 'c' });
    actor.send({ type: 'stop.moveUp', index: 2 });
    expect(actor.getSnapshot().context.orderIds).toEqual(['a', 'c', 'b']);
    actor.send({ type: 'stop.moveDown', index: 0 });
    expect(actor.getSnapshot().context.orderIds).toEqual(['c', 'a', 'b']);
    actor.send({ type: 'stop.moveUp', index: 0 });
    expect(actor.getSnapshot().context.orderIds).toEqual(['c', 'a', 'b']);
  });

  it('refuses to save without a driver, and shows the server’s refusal', async () => {
    let calls = 0;
    const actor = start(() => {
      calls += 1;
      return Promise.reject({ status: 409, message: RUN_MESSAGES.started });
    });
    actor.send({ type: 'plan.save' });
    expect(actor.getSnapshot().context.problem).toBe(RUN_PLAN_TEXTS.noDriver);
    expect(calls).toBe(0);
    actor.send({ type: 'driver.choose', driverId: 'd1' });
    actor.send({ type: 'plan.save' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().context.problem).toBe(RUN_MESSAGES.started);
  });
});
