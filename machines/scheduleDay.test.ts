import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ScheduleResult } from '../src/domain/schemas/delivery';
import { scheduleDayMachine, type ScheduleDayEvent, type ScheduleTarget } from './scheduleDay.machine';
import { describeModels } from './testing/describeModel';
import type { InternalEvent } from './testing/pathTesting';

const PREFERRED = '2026-12-02';
const OPEN = '2026-12-03';
const FULL = '2026-12-04';
const SATURDAY = '2026-12-05';
const waiting: ScheduleTarget = { orderId: 'o-1', ref: 'BW-O1', method: 'delivery', preferredDate: PREFERRED, confirmedDay: null };
// Already on its preferred day: a move offers no day first.
const scheduled: ScheduleTarget = { ...waiting, confirmedDay: PREFERRED };
const days = [
  { date: PREFERRED, reason: null, holiday: null },
  { date: OPEN, reason: null, holiday: null },
  { date: FULL, reason: 'full' as const, holiday: null },
  { date: SATURDAY, reason: 'weekend' as const, holiday: null },
];
const done = (day: string, previousDay: string | null): ScheduleResult => ({ orderId: 'o-1', confirmedDay: day, previousDay });
const justFilled = { status: 409, message: 'Thursday 3 December 2026 is fully booked: choose another day' };
const offline = new TypeError('Failed to fetch');

describeModels('scheduleDay', [
  {
    name: 'schedule or move, refusals before sending and from the server',
    machine: scheduleDayMachine,
    effects: ['daysChanged'],
    events: (s): (ScheduleDayEvent | InternalEvent)[] => [
      { type: 'schedule.open', target: waiting },
      { type: 'schedule.open', target: scheduled },
      { type: 'days.receive', days },
      { type: 'day.choose', day: OPEN },
      { type: 'day.choose', day: FULL },
      { type: 'day.choose', day: SATURDAY },
      { type: 'day.choose', day: PREFERRED },
      { type: 'schedule.submit' },
      { type: 'xstate.done.actor.scheduleOrder', output: done(s.context.day, s.context.target?.confirmedDay ?? null) },
      { type: 'xstate.error.actor.scheduleOrder', error: justFilled },
      { type: 'xstate.error.actor.scheduleOrder', error: offline },
      { type: 'dialog.close' },
    ],
    facts: (s) => ({
      target: s.context.target?.confirmedDay ?? s.context.target?.orderId ?? null,
      day: s.context.day,
      known: Object.keys(s.context.days).length,
      problem: s.context.problem?.kind ?? null,
    }),
    check: (s, step) => {
      for (const call of step.invoked) {
        // Only a day other than the order's own, not marked in the days known, is ever sent.
        expect(call.input).toEqual({ orderId: 'o-1', day: s.context.day });
        expect(['', s.context.target?.confirmedDay]).not.toContain(s.context.day);
        expect(s.context.days[s.context.day]?.reason ?? null).toBeNull();
      }
      if (step.event?.type === 'schedule.open') {
        const target = step.event.target as ScheduleTarget;
        expect(s.context.day).toBe(target.confirmedDay === PREFERRED ? '' : PREFERRED);
      }
      if (step.event?.type === 'xstate.done.actor.scheduleOrder') expect(step.effects.map((e) => e.name)).toEqual(['daysChanged']);
      if (s.context.problem?.kind === 'justFilled' && step.event?.type === 'xstate.error.actor.scheduleOrder')
        expect(step.effects.map((e) => e.name)).toEqual(['daysChanged']);
      if (s.matches('closed')) expect(s.context.target).toBeNull();
    },
    limit: 4000,
  },
]);

describe('scheduleDay rules', () => {
  const start = (result: () => Promise<ScheduleResult>) =>
    createActor(scheduleDayMachine.provide({ actors: { scheduleOrder: fromPromise(result) } })).start();

  it('offers the preferred day first', () => {
    const actor = start(() => Promise.resolve(done(PREFERRED, null)));
    actor.send({ type: 'schedule.open', target: waiting });
    expect(actor.getSnapshot().context.day).toBe(PREFERRED);
  });

  it('refuses a full day and a weekend before sending anything', () => {
    let calls = 0;
    const actor = start(() => {
      calls += 1;
      return Promise.resolve(done(OPEN, null));
    });
    actor.send({ type: 'schedule.open', target: waiting });
    actor.send({ type: 'days.receive', days });
    actor.send({ type: 'day.choose', day: FULL });
    actor.send({ type: 'schedule.submit' });
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'dayRefused', day: FULL, reason: 'full', holiday: null });
    actor.send({ type: 'day.choose', day: SATURDAY });
    actor.send({ type: 'schedule.submit' });
    expect(actor.getSnapshot().context.problem).toMatchObject({ kind: 'dayRefused', reason: 'weekend' });
    expect(calls).toBe(0);
  });

  it('tells of the day just filled when the server refuses a day shown open', async () => {
    const actor = start(() => Promise.reject(justFilled));
    actor.send({ type: 'schedule.open', target: waiting });
    actor.send({ type: 'days.receive', days });
    actor.send({ type: 'day.choose', day: OPEN });
    actor.send({ type: 'schedule.submit' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toEqual({ open: 'editing' });
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'justFilled', day: OPEN, message: justFilled.message });
  });
});
