// The preferred-date calendar's selection (docs/product.md#delivery; issue "Delivery, priced and
// scheduled"): the calendar marks the days the warehouse cannot serve for the chosen method (from GET
// /api/delivery/days). A marked day can be picked, and then the calendar's refusal says why it cannot
// be ordered for (the wizard, POST /api/orders and quote acceptance refuse it alike). unchosen ->
// deciding -> checking (the chosen day's answer is still on its way) -> available | marked; a new
// answer for the days or another method decides the chosen day again. The days are fetched by the view
// (the delivery calls live in src/web/api/delivery.ts) for the range the machine says is shown; their
// answers add up per method, so a month browsed to later does not forget the chosen day's. A form that
// must not move on before the chosen day is known (the wizard's Continue) waits for `available` or
// `marked` (decidedDayOf).
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import type { DeliveryMethod } from '../src/domain/constants';
import { isCalendarDateString } from '../src/domain/dates';
import { addDays, type DayReason } from '../src/domain/deliveryDays';
import { refusalMessage } from '../src/domain/deliveryTexts';

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
  /** Why a marked day cannot be ordered for, as the server words its refusal (docs/product.md#delivery), by date. */
  refusals: MarkedDays;
  /** The days the server has answered for the current method (marked or not). */
  answered: Readonly<Record<string, true>>;
}

export interface PreferredDayInput {
  method: DeliveryMethod | '';
  value: string;
  /** Today in Melbourne: the calendar opens on this month when no day is chosen. */
  today: string;
}

export type PreferredDayEvent =
  | { type: 'day.choose'; value: string }
  | { type: 'days.receive'; days: readonly CalendarDay[] }
  /** The days could not be fetched: the chosen day stays chosen, unmarked (staff confirm the day anyway). */
  | { type: 'days.fail' }
  | { type: 'method.change'; method: DeliveryMethod | '' }
  | { type: 'range.show'; from: string; to: string };

/** A day as GET /api/delivery/days answers it: its reason (null when it can be chosen) and how the calendar shows it. */
export interface CalendarDay {
  date: string;
  note: string | null;
  reason: DayReason | null;
  holiday: string | null;
}

/** The weeks a month calendar shows: from the Monday on or before the 1st, six weeks. */
export function monthRange(day: string): { from: string; to: string } {
  const first = `${day.slice(0, 7)}-01`;
  const [y, m] = first.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  const from = addDays(first, -((weekday + 6) % 7));
  return { from, to: addDays(from, 41) };
}

/** How a chosen day (checking, available or marked) answers a new choice, new days and another method. */
const CHOSEN_DAY = {
  'day.choose': [
    { guard: 'choosesNoDay', target: 'unchosen', actions: 'clearValue' },
    { target: 'deciding', actions: 'setValue' },
  ],
  'days.receive': { target: 'deciding', actions: 'storeMarks' },
  'method.change': { guard: 'changesMethod', target: 'deciding', actions: 'setMethod' },
} as const;

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
    /** Marks apply once a method is chosen: before that nothing is asked for, so nothing is awaited. */
    chosenDayUnanswered: ({ context }) => context.method !== '' && context.answered[context.value] === undefined,
    chosenDayIsMarked: ({ context }) => context.marked[context.value] !== undefined,
    changesMethod: ({ context, event }) => {
      assertEvent(event, 'method.change');
      return event.method !== context.method;
    },
  },
  actions: {
    setValue: assign({
      value: ({ event }) => {
        assertEvent(event, 'day.choose');
        return event.value;
      },
    }),
    clearValue: assign({ value: '' }),
    // Each answer replaces what was known of its days and keeps the others (the chosen day's month
    // stays known while another month is shown).
    storeMarks: assign(({ context, event }) => {
      assertEvent(event, 'days.receive');
      const dates = new Set(event.days.map((d) => d.date));
      const kept = Object.entries(context.marked).filter(([date]) => !dates.has(date));
      const fresh = event.days.filter((d) => d.note !== null).map((d) => [d.date, d.note!] as const);
      const method = context.method;
      const keptRefusals = Object.entries(context.refusals).filter(([date]) => !dates.has(date));
      const freshRefusals =
        method === ''
          ? []
          : event.days.filter((d) => d.reason !== null).map((d) => [d.date, refusalMessage(method, d.date, d.reason!, d.holiday)] as const);
      return {
        marked: Object.fromEntries([...kept, ...fresh]),
        refusals: Object.fromEntries([...keptRefusals, ...freshRefusals]),
        answered: { ...context.answered, ...Object.fromEntries(event.days.map((d) => [d.date, true] as const)) },
      };
    }),
    // Another method serves other days: the old marks no longer apply until its days arrive.
    setMethod: assign(({ event }) => {
      assertEvent(event, 'method.change');
      return { method: event.method, marked: {}, refusals: {}, answered: {} };
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
    refusals: {},
    answered: {},
  }),
  initial: 'deciding',
  on: {
    'range.show': { actions: 'setRange' },
  },
  states: {
    unchosen: {
      on: {
        'day.choose': [{ guard: 'choosesNoDay' }, { target: 'deciding', actions: 'setValue' }],
        'days.receive': { actions: 'storeMarks' },
        'method.change': { guard: 'changesMethod', actions: 'setMethod' },
      },
    },
    // Decides at once whether the chosen day is answered yet, and whether the calendar marks it.
    deciding: {
      always: [
        { guard: 'noDayChosen', target: 'unchosen' },
        { guard: 'chosenDayUnanswered', target: 'checking' },
        { guard: 'chosenDayIsMarked', target: 'marked' },
        { target: 'available' },
      ],
    },
    // A day is chosen and its days are still on their way (a slow phone, a slow server). The day
    // is kept; a form waiting on it knows it is not decided yet. A failed fetch leaves it unmarked.
    checking: {
      on: { ...CHOSEN_DAY, 'days.fail': 'available' },
    },
    available: { on: CHOSEN_DAY },
    // A day the warehouse cannot serve: kept, with the calendar's refusal, until another is chosen.
    marked: { on: CHOSEN_DAY },
  },
});

/** A decided day: the refusal is the calendar's reason it cannot be ordered for, null when it can. */
export interface DecidedDay {
  value: string;
  method: DeliveryMethod | '';
  refusal: string | null;
}

/** The chosen day once it is decided (available or marked), with its method; null while none is chosen or its days are awaited. */
export function decidedDayOf(state: Pick<SnapshotFrom<typeof preferredDayMachine>, 'matches' | 'context'>): DecidedDay | null {
  const { value, method } = state.context;
  if (state.matches('available')) return { value, method, refusal: null };
  if (state.matches('marked')) return { value, method, refusal: chosenRefusalOf(state) };
  return null;
}

/** Why the chosen day cannot be ordered for, while it is marked; null otherwise. */
export function chosenRefusalOf(state: Pick<SnapshotFrom<typeof preferredDayMachine>, 'matches' | 'context'>): string | null {
  if (!state.matches('marked')) return null;
  const { value, marked, refusals } = state.context;
  return refusals[value] ?? marked[value] ?? null;
}
