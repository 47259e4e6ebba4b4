// The admin's scheduling dialog on /app/deliveries and the run sheet (docs/product.md#delivery; issue
// "Delivery, priced and scheduled"): give an order its day, or move it to another (the customer is
// e-mailed either way). closed -> open.editing (the preferred day offered first, unless it is the day
// the order already has) -> open.submitting (PUT /api/delivery/orders/{id}/day) -> open.done. A day the
// calendar marks full, closed or not served is refused before anything is sent; the server decides
// the rest in one transaction, and its 409 for a day the calendar showed with room left is the day
// just filled by someone else (the days are read afresh).
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { DeliveryMethod } from '../src/domain/constants';
import type { DayReason } from '../src/domain/deliveryDays';
import type { ScheduleResult } from '../src/domain/schemas/delivery';
import { errorOf, serverMessage, type ServerError } from './errors';

/** The order the dialog schedules. */
export interface ScheduleTarget {
  orderId: string;
  ref: string;
  method: DeliveryMethod;
  /** The customer's preferred date, offered first ('' when unknown). */
  preferredDate: string;
  /** The day it has now (a move), or null. */
  confirmedDay: string | null;
}

/** What the calendar knows of a day for the order's method. */
export interface DayState {
  reason: DayReason | null;
  holiday: string | null;
}

/** Why the dialog did not schedule (the view words each). */
export type ScheduleProblem =
  | { kind: 'noDay' }
  | { kind: 'sameDay' }
  | { kind: 'dayRefused'; day: string; reason: DayReason; holiday: string | null }
  | { kind: 'justFilled'; day: string; message: string | undefined }
  | { kind: 'failed'; message: string | undefined };

export interface ScheduleDayContext {
  target: ScheduleTarget | null;
  day: string;
  days: Readonly<Record<string, DayState>>;
  problem: ScheduleProblem | undefined;
  result: ScheduleResult | undefined;
}

export type ScheduleDayEvent =
  | { type: 'schedule.open'; target: ScheduleTarget }
  | { type: 'dialog.close' }
  | { type: 'day.choose'; day: string }
  | { type: 'days.receive'; days: readonly ({ date: string } & DayState)[] }
  | { type: 'schedule.submit' };

export interface ScheduleInput {
  orderId: string;
  day: string;
}

const closedContext: ScheduleDayContext = { target: null, day: '', days: {}, problem: undefined, result: undefined };

export const scheduleDayMachine = setup({
  types: {
    context: {} as ScheduleDayContext,
    events: {} as ScheduleDayEvent,
  },
  actors: {
    // Provided by the app: PUT /api/delivery/orders/{id}/day {day}.
    scheduleOrder: fromPromise<ScheduleResult, ScheduleInput>(async () => {
      throw new Error('scheduleOrder is provided by the app');
    }),
  },
  guards: {
    noDayChosen: ({ context }) => context.day === '',
    sameDayAsNow: ({ context }) => context.day === context.target?.confirmedDay,
    dayIsMarked: ({ context }) => (context.days[context.day]?.reason ?? null) !== null,
    // The server refused a day the calendar showed open: someone took its last place meanwhile.
    lostTheDay: (_, error: unknown) => typeof error === 'object' && error !== null && (error as Partial<ServerError>).status === 409,
  },
  actions: {
    // Provided by the app: the delivery lists and orders are read afresh (scheduled, or a day changed).
    daysChanged: () => {},
    openFor: assign(({ event }) => {
      assertEvent(event, 'schedule.open');
      const { preferredDate, confirmedDay } = event.target;
      return { ...closedContext, target: event.target, day: preferredDate !== confirmedDay ? preferredDate : '' };
    }),
    reset: assign(() => closedContext),
    setDay: assign(({ event }) => {
      assertEvent(event, 'day.choose');
      return { day: event.day, problem: undefined };
    }),
    storeDays: assign({
      days: ({ event }) => {
        assertEvent(event, 'days.receive');
        return Object.fromEntries(event.days.map((d) => [d.date, { reason: d.reason, holiday: d.holiday }]));
      },
    }),
    refuseNoDay: assign({ problem: { kind: 'noDay' } }),
    refuseSameDay: assign({ problem: { kind: 'sameDay' } }),
    refuseMarkedDay: assign({
      problem: ({ context }) => {
        const state = context.days[context.day];
        return { kind: 'dayRefused', day: context.day, reason: state.reason!, holiday: state.holiday };
      },
    }),
    setResult: assign({ result: (_, result: ScheduleResult) => result, problem: undefined }),
    refuseJustFilled: assign({
      problem: ({ context }, error: unknown) => ({ kind: 'justFilled', day: context.day, message: serverMessage(error) }),
    }),
    fail: assign({ problem: (_, error: unknown) => ({ kind: 'failed', message: serverMessage(error) }) }),
  },
}).createMachine({
  id: 'scheduleDay',
  context: closedContext,
  initial: 'closed',
  states: {
    closed: {
      on: { 'schedule.open': { target: 'open', actions: 'openFor' } },
    },
    open: {
      initial: 'editing',
      on: {
        'days.receive': { actions: 'storeDays' },
      },
      states: {
        editing: {
          on: {
            'dialog.close': { target: '#scheduleDay.closed', actions: 'reset' },
            'day.choose': { actions: 'setDay' },
            'schedule.submit': [
              { guard: 'noDayChosen', actions: 'refuseNoDay' },
              { guard: 'sameDayAsNow', actions: 'refuseSameDay' },
              { guard: 'dayIsMarked', actions: 'refuseMarkedDay' },
              { target: 'submitting' },
            ],
          },
        },
        submitting: {
          invoke: {
            id: 'scheduleOrder',
            src: 'scheduleOrder',
            input: ({ context }) => ({ orderId: context.target!.orderId, day: context.day }),
            onDone: { target: 'done', actions: [{ type: 'setResult', params: ({ event }) => event.output }, 'daysChanged'] },
            onError: [
              {
                guard: { type: 'lostTheDay', params: errorOf },
                target: 'editing',
                actions: [{ type: 'refuseJustFilled', params: errorOf }, 'daysChanged'],
              },
              { target: 'editing', actions: { type: 'fail', params: errorOf } },
            ],
          },
        },
        done: {
          on: { 'dialog.close': { target: '#scheduleDay.closed', actions: 'reset' } },
        },
      },
    },
  },
});
