// The preferred-date calendar's selection (DESIGN.md "Delivery"; issue "Delivery, priced and
// scheduled"): the calendar marks the days the warehouse cannot serve for the chosen method (from GET
// /api/delivery/days), and choosing a marked day is still allowed (the spec's delivery step decides
// what is accepted: required, today or later) but tells the customer staff will arrange the nearest
// available day. unchosen -> checking -> available | marked; a new answer for the days or another
// method checks the chosen day again. The days are fetched by the view (the delivery calls live in
// src/web/api/delivery.ts) for the range the machine says is shown.
import { assertEvent, assign, setup } from 'xstate';
import type { DeliveryMethod } from '../src/domain/constants';
import { isCalendarDateString } from '../src/domain/dates';
import { addDays } from '../src/domain/deliveryDays';

/** Why a day is marked (the server's wording), by date; days missing here are not marked. */
export type MarkedDays = Readonly<Record<string, string>>;

export interface PreferredDayContext {
  method: DeliveryMethod | '';
  /** The chosen day, YYYY-MM-DD, or '' before one is chosen. */
  value: string;
  /** The first and last day the calendar shows (its month's weeks). */
  from: string;
  to: string;
  marked: MarkedDays;
}

export interface PreferredDayInput {
  method: DeliveryMethod | '';
  value: string;
  /** Today in Melbourne: the calendar opens on this month when no day is chosen. */
  today: string;
}

export type PreferredDayEvent =
  | { type: 'day.choose'; value: string }
  | { type: 'days.receive'; days: readonly { date: string; note: string | null }[] }
  | { type: 'method.change'; method: DeliveryMethod | '' }
  | { type: 'range.show'; from: string; to: string };

/** The weeks a month calendar shows: from the Monday on or before the 1st, six weeks. */
export function monthRange(day: string): { from: string; to: string } {
  const first = `${day.slice(0, 7)}-01`;
  const [y, m] = first.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  const from = addDays(first, -((weekday + 6) % 7));
  return { from, to: addDays(from, 41) };
}

export const preferredDayMachine = setup({
  types: {
    context: {} as PreferredDayContext,
    events: {} as PreferredDayEvent,
    input: {} as PreferredDayInput,
  },
  guards: {
    choosesNoDay: ({ event }) => {
      assertEvent(event, 'day.choose');
      return !isCalendarDateString(event.value);
    },
    noDayChosen: ({ context }) => context.value === '',
    chosenDayIsMarked: ({ context }) => context.marked[context.value] !== undefined,
  },
  actions: {
    setValue: assign({
      value: ({ event }) => {
        assertEvent(event, 'day.choose');
        return event.value;
      },
    }),
    clearValue: assign({ value: '' }),
    storeMarks: assign({
      marked: ({ event }) => {
        assertEvent(event, 'days.receive');
        return Object.fromEntries(event.days.filter((d) => d.note !== null).map((d) => [d.date, d.note!]));
      },
    }),
    // Another method serves other days: the old marks no longer apply until its days arrive.
    setMethod: assign(({ event }) => {
      assertEvent(event, 'method.change');
      return { method: event.method, marked: {} };
    }),
    setRange: assign(({ event }) => {
      assertEvent(event, 'range.show');
      return { from: event.from, to: event.to };
    }),
  },
}).createMachine({
  id: 'preferredDay',
  context: ({ input }) => ({
    method: input.method,
    value: isCalendarDateString(input.value) ? input.value : '',
    ...monthRange(isCalendarDateString(input.value) ? input.value : input.today),
    marked: {},
  }),
  initial: 'checking',
  on: {
    'range.show': { actions: 'setRange' },
  },
  states: {
    unchosen: {
      on: {
        'day.choose': [{ guard: 'choosesNoDay' }, { target: 'checking', actions: 'setValue' }],
        'days.receive': { actions: 'storeMarks' },
        'method.change': { actions: 'setMethod' },
      },
    },
    // Decides at once whether the chosen day is one the calendar marks.
    checking: {
      always: [{ guard: 'noDayChosen', target: 'unchosen' }, { guard: 'chosenDayIsMarked', target: 'marked' }, { target: 'available' }],
    },
    available: {
      on: {
        'day.choose': [
          { guard: 'choosesNoDay', target: 'unchosen', actions: 'clearValue' },
          { target: 'checking', actions: 'setValue' },
        ],
        'days.receive': { target: 'checking', actions: 'storeMarks' },
        'method.change': { target: 'checking', actions: 'setMethod' },
      },
    },
    // A day the warehouse cannot serve: kept, with the note that staff will arrange the nearest day.
    marked: {
      on: {
        'day.choose': [
          { guard: 'choosesNoDay', target: 'unchosen', actions: 'clearValue' },
          { target: 'checking', actions: 'setValue' },
        ],
        'days.receive': { target: 'checking', actions: 'storeMarks' },
        'method.change': { target: 'checking', actions: 'setMethod' },
      },
    },
  },
});
