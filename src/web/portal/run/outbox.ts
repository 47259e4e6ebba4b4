// The run page's outbox (docs/product.md#delivery "Nothing is lost"): every step the driver takes is
// kept in IndexedDB (idb-keyval) with its key before anything is sent, then what waits is sent in the
// order it was taken; the server records a key once, so a step sent twice (an answer lost on the way
// back) changes nothing. The phone also keeps a copy of the run, so the page opens without signal.
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import type { OutgoingStep, SendResult, WaitingStep } from '../../../../machines/driverRun.machine';
import type { Run, StepBody } from '../../../domain/schemas/runs';
import { ApiError, type ApiClient } from '../../api/client';
import { fetchDriverRuns, postRunStart, postStopStep } from '../../api/runs';

interface KeptStep {
  key: string;
  step: OutgoingStep;
}

const STEP_PREFIX = 'step:';
const RUN_COPY = 'run';

let store: UseStore | null = null;
/** Opened on first use (never while the module is merely imported). */
const outboxStore = () => (store ??= createStore('boardwalk-run', 'outbox'));

/** A key that sorts in the order the steps were taken and is unique on this phone. */
const newKey = () => `${STEP_PREFIX}${Date.now().toString(36).padStart(10, '0')}-${crypto.randomUUID()}`;

async function keptSteps(): Promise<KeptStep[]> {
  const all = await entries<string, KeptStep>(outboxStore());
  return all
    .filter(([k]) => k.startsWith(STEP_PREFIX))
    .map(([, v]) => v)
    .sort((a, b) => (a.key < b.key ? -1 : 1));
}

const waitingOf = (kept: KeptStep[]): WaitingStep[] => kept.map(({ key, step }) => ({ key, kind: step.kind, ref: step.ref }));

function bodyOf(step: Exclude<OutgoingStep, { kind: 'start' }>, key: string): StepBody {
  switch (step.kind) {
    case 'on_the_way':
      return { kind: 'on_the_way', key };
    case 'delivered':
      return {
        kind: 'delivered',
        key,
        lines: step.lines,
        leftOnSite: step.leftOnSite,
        receiverName: step.receiverName,
        signature: step.signature,
        photos: step.photos,
      };
    case 'not_delivered':
      return { kind: 'not_delivered', key, reason: step.reason, photos: step.photos };
  }
}

function sendOne(client: ApiClient, { key, step }: KeptStep): Promise<unknown> {
  if (step.kind === 'start') return postRunStart(client, step.runId, key);
  return postStopStep(client, step.runId, step.orderId, bodyOf(step, key));
}

/** The server answered and refused the step for good (not a lost network, an expired session or a busy server). */
const refusedForGood = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);

/**
 * Keeps `step` (when given) with a new key, then sends every waiting step in order. Resolves with what
 * still waits (nothing); rejects with `{ waiting }` when the network does not answer, the steps kept.
 */
export async function sendSteps(client: ApiClient, step: OutgoingStep | null): Promise<SendResult> {
  if (step) {
    const key = newKey();
    await set(key, { key, step } satisfies KeptStep, outboxStore());
  }
  const kept = await keptSteps();
  for (const [index, item] of kept.entries()) {
    try {
      await sendOne(client, item);
    } catch (error) {
      // A refusal would be refused again: it leaves the outbox rather than hold back every later step.
      if (!refusedForGood(error)) throw { waiting: waitingOf(kept.slice(index)) } satisfies SendResult;
    }
    await del(item.key, outboxStore());
  }
  return { waiting: [] };
}

/** The phone's copy of the run the page shows, kept as the driver works through it. */
export const keepRunCopy = (run: Run | null) => set(RUN_COPY, run, outboxStore());

/**
 * The driver's run for the page (today's first): what waits is sent first, so the server's answer holds
 * it; without signal, the phone's copy.
 */
export async function loadRun(client: ApiClient): Promise<Run | null> {
  await sendSteps(client, null).catch(() => undefined);
  try {
    const [first = null] = await fetchDriverRuns(client);
    await keepRunCopy(first);
    return first;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const copy = await get<Run | null>(RUN_COPY, outboxStore());
    if (copy === undefined) throw error;
    return copy;
  }
}
