// The run page's outbox (docs/product.md#delivery "Nothing is lost"): every step the driver takes is
// kept in IndexedDB (idb-keyval) with its key before anything is sent, then what waits is sent in the
// order it was taken; the server records a key once, so a step sent twice (an answer lost on the way
// back) changes nothing. A step the server refuses for good stays kept with the server's reason, apart
// from the waiting ones, until the driver sends it again or discards it: entered work is never dropped
// silently; the driver's Retry sends that one step again, not the other refused ones. The phone also
// keeps a copy of every run assigned to the driver, so the page and its list of runs open without signal.
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import type { LoadedRuns, OutgoingStep, RefusedStep, SendResult, WaitingStep } from '../../../../machines/driverRun.machine';
import { runsFromToday } from '../../../domain/lastMile';
import type { Run, StepBody } from '../../../domain/schemas/runs';
import { ApiError, type ApiClient } from '../../api/client';
import { fetchDriverRuns, postRunStart, postStopStep } from '../../api/runs';

interface KeptStep {
  key: string;
  step: OutgoingStep;
  /** The server's reason when it refused the step for good. */
  refused?: string;
}

const STEP_PREFIX = 'step:';
const RUNS_COPY = 'runs';
/** Where an earlier version of the page kept its one run: read when the list's copy is not there yet. */
const ONE_RUN_COPY = 'run';

let store: UseStore | null = null;
/** Opened on first use (never while the module is merely imported). */
const outboxStore = () => (store ??= createStore('boardwalk-run', 'outbox'));

let lastStamp = 0;
/**
 * A key that sorts in the order the steps were taken and is unique on this phone: two steps taken in the
 * same millisecond get stamps one apart (else the random part would order them).
 */
const newKey = () => {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return `${STEP_PREFIX}${lastStamp.toString(36).padStart(10, '0')}-${crypto.randomUUID()}`;
};

async function keptSteps(): Promise<KeptStep[]> {
  const all = await entries<string, KeptStep>(outboxStore());
  return all
    .filter(([k]) => k.startsWith(STEP_PREFIX))
    .map(([, v]) => v)
    .sort((a, b) => (a.key < b.key ? -1 : 1));
}

const waitingOf = (kept: KeptStep[]): WaitingStep[] =>
  kept.filter((k) => k.refused === undefined).map(({ key, step }) => ({ key, kind: step.kind, ref: step.ref }));
const refusedOf = (kept: KeptStep[]): RefusedStep[] =>
  kept.flatMap(({ key, step, refused }) => (refused === undefined ? [] : [{ key, kind: step.kind, ref: step.ref, reason: refused }]));
const resultOf = (kept: KeptStep[]): SendResult => ({ waiting: waitingOf(kept), refused: refusedOf(kept) });

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
 * Keeps `step` (when given) with a new key, then sends every waiting step in order, and the refused step
 * `retryKey` in its place when the driver retries it (no other refused step). Resolves with what the
 * server refused (nothing waits); rejects with `{ waiting, refused }` when the network does not answer,
 * every step kept.
 */
export async function sendSteps(client: ApiClient, step: OutgoingStep | null, retryKey: string | null = null): Promise<SendResult> {
  if (step) {
    const key = newKey();
    await set(key, { key, step } satisfies KeptStep, outboxStore());
  }
  const kept = await keptSteps();
  const sent = new Set<string>();
  const left = () => resultOf(kept.filter((k) => !sent.has(k.key)));
  for (const [index, item] of kept.entries()) {
    if (item.refused !== undefined && item.key !== retryKey) continue;
    try {
      await sendOne(client, item);
    } catch (error) {
      // Not refused for good: this step and every later one wait for the network, in order.
      if (!refusedForGood(error)) throw left();
      // A refusal would be refused again: it stands aside with the server's reason rather than hold
      // back every later step, and the driver decides (docs/product.md#delivery).
      kept[index] = { ...item, refused: (error as ApiError).message };
      await set(item.key, kept[index], outboxStore());
      continue;
    }
    await del(item.key, outboxStore());
    sent.add(item.key);
  }
  return left();
}

/** The driver discards a refused step: it leaves the phone. Resolves with what the outbox still holds. */
export async function discardStep(key: string): Promise<SendResult> {
  await del(key, outboxStore());
  return resultOf(await keptSteps());
}

/** The phone's copy of the driver's runs the page lists, kept as the driver works through them. */
export const keepRunsCopy = (runs: Run[]) => set(RUNS_COPY, runs, outboxStore());

async function runsCopy(): Promise<Run[] | undefined> {
  const runs = await get<Run[]>(RUNS_COPY, outboxStore());
  if (runs !== undefined) return runs;
  const one = await get<Run | null>(ONE_RUN_COPY, outboxStore());
  return one === undefined ? undefined : one ? [one] : [];
}

/** What waits is sent first; what the outbox then holds (all of it when the network does not answer). */
async function sendWaiting(client: ApiClient): Promise<SendResult> {
  try {
    return await sendSteps(client, null);
  } catch {
    return resultOf(await keptSteps());
  }
}

/**
 * Every run assigned to the driver from today on, today's first (docs/product.md#delivery), with what the
 * outbox holds: what waits is sent first, so the server's answer holds it; without signal, the phone's
 * copy (a past day's run drops off).
 */
export async function loadRuns(client: ApiClient): Promise<LoadedRuns> {
  const outbox = await sendWaiting(client);
  try {
    const runs = await fetchDriverRuns(client);
    await keepRunsCopy(runs);
    return { runs, ...outbox };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const copy = await runsCopy();
    if (copy === undefined) throw error;
    return { runs: runsFromToday(copy), ...outbox };
  }
}
