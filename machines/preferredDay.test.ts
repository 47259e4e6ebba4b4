import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { chosenRefusalOf, decidedDayOf, monthRange, preferredDayMachine, type PreferredDayEvent } from './preferredDay.machine';
import { describeModels } from './testing/describeModel';

// Melbourne Cup Day 2026 (a Victorian holiday) and a fully booked Friday, the days around them open.
const CUP_DAY = '2026-11-03';
const FULL_DAY = '2026-11-06';
const OPEN_DAY = '2026-11-04';
const holiday = { date: CUP_DAY, note: 'Public holiday: Melbourne Cup', reason: 'holiday', holiday: 'Melbourne Cup' } as const;
const open = { date: OPEN_DAY, note: null, reason: null, holiday: null };
const deliveryDays = [holiday, open, { date: FULL_DAY, note: 'Fully booked', reason: 'full', holiday: null } as const];
// For pickups the Friday is open.
const pickupDays = [holiday, open, { date: FULL_DAY, note: null, reason: null, holiday: null }];
const weekend = { date: '2026-12-05', note: 'No deliveries on weekends', reason: 'weekend', holiday: null } as const;

describeModels('preferredDay', [
  {
    name: 'choosing days as the marks arrive and the method changes',
    machine: preferredDayMachine,
    input: { method: 'delivery', value: '', today: '2026-11-02' },
    events: (s): PreferredDayEvent[] => [
      { type: 'day.choose', value: CUP_DAY },
      { type: 'day.choose', value: OPEN_DAY },
      { type: 'day.choose', value: '' },
      { type: 'days.receive', days: s.context.method === 'pickup' ? pickupDays : deliveryDays },
      { type: 'method.change', method: s.context.method === 'pickup' ? 'delivery' : 'pickup' },
      { type: 'range.show', from: '2026-11-30', to: '2027-01-10' },
      { type: 'days.fail' },
    ],
    facts: (s) => ({
      value: s.context.value,
      method: s.context.method,
      marked: s.context.marked,
      answered: Object.keys(s.context.answered).length,
      from: s.context.from,
    }),
    check: (s) => {
      // Marked is exactly "the chosen day has a reason", whatever order things happened in.
      // and it carries the calendar's refusal, the words the server refuses the order with.
      if (s.matches('marked')) {
        expect(s.context.marked[s.context.value]).toBeDefined();
        expect(chosenRefusalOf(s)).toMatch(/: choose another day$/);
      } else expect(chosenRefusalOf(s)).toBeNull();
      if (s.matches('available')) {
        expect(s.context.value).not.toBe('');
        expect(s.context.marked[s.context.value]).toBeUndefined();
      }
      if (s.matches('unchosen')) expect(s.context.value).toBe('');
      // Checking is exactly "a day is chosen for a method and the server has not answered for it".
      if (s.matches('checking')) {
        expect(s.context.value).not.toBe('');
        expect(s.context.answered[s.context.value]).toBeUndefined();
      }
    },
    limit: 2000,
  },
]);

describe('preferredDay rules', () => {
  const start = (value = '') => createActor(preferredDayMachine, { input: { method: 'delivery', value, today: '2026-11-02' } }).start();

  it('a marked day stays chosen, with the refusal the server would give it (docs/product.md#delivery)', () => {
    const actor = start();
    actor.send({ type: 'days.receive', days: deliveryDays });
    actor.send({ type: 'day.choose', value: FULL_DAY });
    expect(actor.getSnapshot().value).toBe('marked');
    expect(actor.getSnapshot().context.value).toBe(FULL_DAY);
    expect(decidedDayOf(actor.getSnapshot())).toEqual({
      value: FULL_DAY,
      method: 'delivery',
      refusal: '6 Nov 2026 is fully booked: choose another day',
    });
    actor.send({ type: 'day.choose', value: OPEN_DAY });
    expect(decidedDayOf(actor.getSnapshot())).toEqual({ value: OPEN_DAY, method: 'delivery', refusal: null });
  });

  it('a day chosen before the marks arrive is checking, and decided when they do', () => {
    const actor = start(CUP_DAY);
    expect(actor.getSnapshot().value).toBe('checking');
    expect(decidedDayOf(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'days.receive', days: deliveryDays });
    expect(actor.getSnapshot().value).toBe('marked');
    expect(decidedDayOf(actor.getSnapshot())).toEqual({
      value: CUP_DAY,
      method: 'delivery',
      refusal: '3 Nov 2026 cannot be chosen (Public holiday: Melbourne Cup): choose another day',
    });
  });

  // The order of events a slow phone produces on the wizard's delivery step: the next month is shown,
  // its days are asked for, the customer picks a day and presses Continue before they answer. The day
  // used to be reported available at once (no answer awaited), so the wizard moved on before knowing it
  // was a day the warehouse cannot serve; now it is checking until the answer comes, and it stays chosen.
  it('a day picked while its month is still being fetched stays chosen and checking until the days answer', () => {
    const actor = start();
    actor.send({ type: 'days.receive', days: deliveryDays });
    actor.send({ type: 'range.show', from: '2026-11-30', to: '2027-01-10' });
    actor.send({ type: 'day.choose', value: '2026-12-05' });
    expect(actor.getSnapshot().value).toBe('checking');
    expect(actor.getSnapshot().context.value).toBe('2026-12-05');
    expect(decidedDayOf(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'days.receive', days: [weekend] });
    expect(actor.getSnapshot().value).toBe('marked');
    expect(decidedDayOf(actor.getSnapshot())).toEqual({
      value: '2026-12-05',
      method: 'delivery',
      refusal: '5 Dec 2026 cannot be chosen (No deliveries on weekends): choose another day',
    });
  });

  it('browsing to another month keeps the chosen day decided, its mark included', () => {
    const actor = start();
    actor.send({ type: 'days.receive', days: deliveryDays });
    actor.send({ type: 'day.choose', value: FULL_DAY });
    actor.send({ type: 'range.show', from: '2026-11-30', to: '2027-01-10' });
    actor.send({ type: 'days.receive', days: [weekend] });
    expect(actor.getSnapshot().value).toBe('marked');
    expect(actor.getSnapshot().context.marked).toMatchObject({ [FULL_DAY]: 'Fully booked', '2026-12-05': 'No deliveries on weekends' });
  });

  it('days that cannot be fetched leave the chosen day unmarked rather than waiting for ever', () => {
    const actor = start(OPEN_DAY);
    actor.send({ type: 'days.fail' });
    expect(actor.getSnapshot().value).toBe('available');
  });

  it('the same method again keeps what is known', () => {
    const actor = start();
    actor.send({ type: 'days.receive', days: deliveryDays });
    actor.send({ type: 'day.choose', value: FULL_DAY });
    actor.send({ type: 'method.change', method: 'delivery' });
    expect(actor.getSnapshot().value).toBe('marked');
  });

  it("switching to pickup forgets delivery's marks until pickup's days arrive", () => {
    const actor = start();
    actor.send({ type: 'days.receive', days: deliveryDays });
    actor.send({ type: 'day.choose', value: FULL_DAY });
    actor.send({ type: 'method.change', method: 'pickup' });
    expect(actor.getSnapshot().value).toBe('checking');
    expect(actor.getSnapshot().context.marked).toEqual({});
    actor.send({ type: 'days.receive', days: pickupDays });
    expect(actor.getSnapshot().value).toBe('available');
  });

  it('opens on the chosen day’s month, Monday-first, six weeks', () => {
    expect(start(CUP_DAY).getSnapshot().context).toMatchObject({ from: '2026-10-26', to: '2026-12-06' });
    expect(monthRange('2026-06-15')).toEqual({ from: '2026-06-01', to: '2026-07-12' });
  });
});
