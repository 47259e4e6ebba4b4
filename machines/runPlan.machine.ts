// The admin's run planner on a day's run sheet (docs/product.md#delivery): choose a driver, give them
// the day's deliveries and put the stops in order (Move up, Move down), then Save run (PUT
// /api/delivery/runs, the list is the whole run). editing -> saving -> editing (saved, or the server's
// refusal: a started run can no longer change).
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorOf, messageOr } from './errors';

/** A run of the day as the planner knows it: its driver and its stops in order. */
export interface PlannedRun {
  driverId: string;
  orderIds: string[];
}

interface RunPlanInput {
  day: string;
}

export interface SaveRunInput {
  day: string;
  driverId: string;
  orderIds: string[];
}

interface RunPlanContext {
  day: string;
  runs: PlannedRun[];
  driverId: string;
  orderIds: string[];
  saved: boolean;
  problem: string | null;
}

export type RunPlanEvent =
  | { type: 'runs.receive'; runs: PlannedRun[] }
  | { type: 'driver.choose'; driverId: string }
  | { type: 'stop.add'; orderId: string }
  | { type: 'stop.remove'; orderId: string }
  | { type: 'stop.moveUp'; index: number }
  | { type: 'stop.moveDown'; index: number }
  | { type: 'plan.save' };

export const RUN_PLAN_TEXTS = {
  noDriver: 'Choose a driver',
  failed: 'The run could not be saved. Please try again.',
} as const;

const swap = (ids: string[], a: number, b: number) => {
  if (a < 0 || b < 0 || a >= ids.length || b >= ids.length) return ids;
  const next = [...ids];
  [next[a], next[b]] = [next[b], next[a]];
  return next;
};
const stopsOf = (runs: PlannedRun[], driverId: string) => runs.find((r) => r.driverId === driverId)?.orderIds ?? [];

export const runPlanMachine = setup({
  types: {
    context: {} as RunPlanContext,
    events: {} as RunPlanEvent,
    input: {} as RunPlanInput,
  },
  actors: {
    saveRun: fromPromise<PlannedRun, SaveRunInput>(async () => {
      throw new Error('saveRun is provided by the app');
    }),
  },
  guards: {
    driverChosen: ({ context }) => context.driverId !== '',
  },
  actions: {
    keepRuns: assign(({ context, event }) => {
      assertEvent(event, 'runs.receive');
      // The stops being edited stay as they are; a driver not being edited shows their saved run.
      return { runs: event.runs, orderIds: context.driverId && !context.saved ? context.orderIds : stopsOf(event.runs, context.driverId) };
    }),
    chooseDriver: assign(({ context, event }) => {
      assertEvent(event, 'driver.choose');
      return { driverId: event.driverId, orderIds: stopsOf(context.runs, event.driverId), saved: false, problem: null };
    }),
    editStops: assign(({ context, event }) => {
      const ids = context.orderIds;
      let orderIds = ids;
      if (event.type === 'stop.add') orderIds = ids.includes(event.orderId) ? ids : [...ids, event.orderId];
      if (event.type === 'stop.remove') orderIds = ids.filter((id) => id !== event.orderId);
      if (event.type === 'stop.moveUp') orderIds = swap(ids, event.index, event.index - 1);
      if (event.type === 'stop.moveDown') orderIds = swap(ids, event.index, event.index + 1);
      return { orderIds, saved: false, problem: null };
    }),
    explainNoDriver: assign({ problem: RUN_PLAN_TEXTS.noDriver }),
    keepSaved: assign(({ context }, saved: PlannedRun) => ({
      saved: true,
      problem: null,
      orderIds: saved.orderIds,
      runs: [...context.runs.filter((r) => r.driverId !== saved.driverId), saved],
    })),
    explainFailure: assign({ problem: (_, error: unknown) => messageOr(error, RUN_PLAN_TEXTS.failed) }),
    // Provided by the app: the day's runs, the run sheet and To schedule are read afresh.
    runsChanged: () => undefined,
  },
}).createMachine({
  id: 'runPlan',
  context: ({ input }) => ({ day: input.day, runs: [], driverId: '', orderIds: [], saved: false, problem: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'runs.receive': { actions: 'keepRuns' },
        'driver.choose': { actions: 'chooseDriver' },
        'stop.add': { actions: 'editStops' },
        'stop.remove': { actions: 'editStops' },
        'stop.moveUp': { actions: 'editStops' },
        'stop.moveDown': { actions: 'editStops' },
        'plan.save': [{ guard: 'driverChosen', target: 'saving' }, { actions: 'explainNoDriver' }],
      },
    },
    saving: {
      invoke: {
        id: 'saveRun',
        src: 'saveRun',
        input: ({ context }) => ({ day: context.day, driverId: context.driverId, orderIds: context.orderIds }),
        onDone: { target: 'editing', actions: [{ type: 'keepSaved', params: ({ event }) => event.output }, 'runsChanged'] },
        onError: { target: 'editing', actions: { type: 'explainFailure', params: errorOf } },
      },
    },
  },
});
