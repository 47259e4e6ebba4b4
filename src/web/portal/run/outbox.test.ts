// The run page's outbox (docs/product.md#delivery): steps are kept before they are sent, sent in the
// order taken with their keys, kept when the network does not answer, and kept apart with the server's
// reason when it refuses them for good, until sent again (that one step) or discarded; the phone keeps
// every run assigned to the driver. IndexedDB is idb-keyval's: here a Map stands in for its store.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutgoingStep } from '../../../../machines/driverRun.machine';
import { todayIn } from '../../../domain/dates';
import { addDays } from '../../../domain/deliveryDays';
import type { Run } from '../../../domain/schemas/runs';
import { ApiError, type ApiClient } from '../../api/client';

const kept = vi.hoisted(() => new Map<string, unknown>());
vi.mock('idb-keyval', () => ({
  createStore: () => 'store',
  get: async (key: string) => kept.get(key),
  set: async (key: string, value: unknown) => void kept.set(key, value),
  del: async (key: string) => void kept.delete(key),
  entries: async () => [...kept.entries()],
}));

const { discardStep, keepRunsCopy, loadRuns, sendSteps } = await import('./outbox');

const run: Run = { id: 'r1', day: '2026-12-02', driver: { id: 'd', email: 'd@x' }, startedAt: null, stops: [] };
const start: OutgoingStep = { kind: 'start', runId: 'r1', ref: '2026-12-02' };
const onTheWay: OutgoingStep = { kind: 'on_the_way', runId: 'r1', orderId: 'o1', ref: 'BW-1' };
const notDelivered: OutgoingStep = { kind: 'not_delivered', runId: 'r1', orderId: 'o2', ref: 'BW-2', reason: 'no_access', photos: ['p'] };

function fakeClient(answer: (path: string, body: unknown) => Promise<unknown>) {
  const calls: { path: string; body: { key: string } & Record<string, unknown> }[] = [];
  const client = {
    post: async (path: string, body: unknown) => {
      calls.push({ path, body: body as { key: string } });
      return answer(path, body);
    },
    get: async (path: string) => answer(path, undefined),
  } as unknown as ApiClient;
  return { client, calls };
}
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => kept.clear());

describe('the outbox', () => {
  it('keeps a step offline and sends the waiting ones in order, each with its own key, when the network is back', async () => {
    let online = false;
    const { client, calls } = fakeClient(async (path) => {
      if (!online) return offline();
      return path.endsWith('/start') ? run : { recorded: true, deliveryStatus: 'on_the_way', followUp: false };
    });
    await expect(sendSteps(client, start)).rejects.toEqual({
      waiting: [{ key: expect.any(String), kind: 'start', ref: '2026-12-02' }],
      refused: [],
    });
    await expect(sendSteps(client, onTheWay)).rejects.toMatchObject({ waiting: [{ kind: 'start' }, { kind: 'on_the_way' }] });
    calls.length = 0;
    online = true;
    await expect(sendSteps(client, null)).resolves.toEqual({ waiting: [], refused: [] });
    expect(calls.map((c) => c.path)).toEqual(['/run/r1/start', '/run/r1/stops/o1/steps']);
    expect(calls[1].body).toEqual({ kind: 'on_the_way', key: calls[1].body.key });
    expect(new Set(calls.map((c) => c.body.key)).size).toBe(2);
    expect(kept.size).toBe(0);
  });

  it('sends a step again with the same key when its answer was lost', async () => {
    let answers = 0;
    const { client, calls } = fakeClient(async () => (answers++ === 0 ? offline() : { recorded: false }));
    await expect(sendSteps(client, notDelivered)).rejects.toMatchObject({ waiting: [{ kind: 'not_delivered', ref: 'BW-2' }] });
    await sendSteps(client, null);
    expect(calls).toHaveLength(2);
    expect(calls[1].body).toEqual({ kind: 'not_delivered', key: calls[0].body.key, reason: 'no_access', photos: ['p'] });
  });

  it('keeps a step the server refuses for good apart with its reason, until sent again or discarded', async () => {
    let refuse = true;
    const { client, calls } = fakeClient(async (path) =>
      path.includes('/o1/') && refuse
        ? Promise.reject(new ApiError(409, 'This stop has already been delivered'))
        : { recorded: true, deliveryStatus: 'not_delivered', followUp: false },
    );
    const refused = { key: expect.any(String), kind: 'on_the_way', ref: 'BW-1', reason: 'This stop has already been delivered' };
    await expect(sendSteps(client, onTheWay)).resolves.toEqual({ waiting: [], refused: [refused] });
    // A later step is not held back, and the refused one is not sent again unless the driver asks.
    calls.length = 0;
    await expect(sendSteps(client, notDelivered)).resolves.toEqual({ waiting: [], refused: [refused] });
    expect(calls.map((c) => c.path)).toEqual(['/run/r1/stops/o2/steps']);
    expect(kept.size).toBe(1);
    // Retry sends it again with its own key.
    const [key] = kept.keys();
    calls.length = 0;
    await expect(sendSteps(client, null, key)).resolves.toEqual({ waiting: [], refused: [refused] });
    expect(calls.map((c) => c.body.key)).toEqual([key]);
    await expect(discardStep(key)).resolves.toEqual({ waiting: [], refused: [] });
    expect(kept.size).toBe(0);
    // A refused step the server takes on retry leaves the outbox.
    await sendSteps(client, onTheWay);
    refuse = false;
    await expect(sendSteps(client, null, [...kept.keys()][0])).resolves.toEqual({ waiting: [], refused: [] });
    expect(kept.size).toBe(0);
  });

  it('Retry on a refused step sends that step again and no other refused one', async () => {
    const { client, calls } = fakeClient(async () => Promise.reject(new ApiError(409, 'This stop has already been delivered')));
    await sendSteps(client, onTheWay);
    await sendSteps(client, notDelivered);
    const [first, second] = [...kept.keys()].sort();
    expect((await sendSteps(client, null)).refused.map((r) => r.ref)).toEqual(['BW-1', 'BW-2']);
    calls.length = 0;
    await sendSteps(client, null, second);
    expect(calls.map((c) => c.body.key)).toEqual([second]);
    calls.length = 0;
    await sendSteps(client, null, first);
    expect(calls.map((c) => c.path)).toEqual(['/run/r1/stops/o1/steps']);
    // Send now (no step named) sends what waits, never a refused step.
    calls.length = 0;
    await sendSteps(client, null);
    expect(calls).toEqual([]);
  });

  it('keeps a step an expired session or a busy server held back, and the refused ones with it', async () => {
    const { client } = fakeClient(async (path) =>
      path.includes('/o1/')
        ? Promise.reject(new ApiError(409, 'This stop has already been delivered'))
        : Promise.reject(new ApiError(503, 'Busy')),
    );
    await sendSteps(client, onTheWay);
    await expect(sendSteps(client, notDelivered)).rejects.toMatchObject({
      waiting: [{ kind: 'not_delivered' }],
      refused: [{ kind: 'on_the_way', reason: 'This stop has already been delivered' }],
    });
    expect(kept.size).toBe(2);
  });

  it("opens every run from the phone's copy when the network does not answer, today's first", async () => {
    const today = todayIn();
    const runs: Run[] = [
      { ...run, id: 'today', day: today },
      { ...run, id: 'later', day: addDays(today, 3) },
    ];
    const { client: online } = fakeClient(async () => runs);
    await expect(loadRuns(online)).resolves.toEqual({ runs, waiting: [], refused: [] });
    const { client: cut } = fakeClient(offline);
    await expect(loadRuns(cut)).resolves.toEqual({ runs, waiting: [], refused: [] });
    kept.clear();
    await expect(loadRuns(cut)).rejects.toThrow('Failed to fetch');
  });

  it('opens with what the outbox holds: a step waiting without signal is listed, not lost', async () => {
    const { client: cut } = fakeClient(offline);
    await expect(sendSteps(cut, onTheWay)).rejects.toMatchObject({ waiting: [{ ref: 'BW-1' }] });
    await keepRunsCopy([]);
    await expect(loadRuns(cut)).resolves.toMatchObject({ runs: [], waiting: [{ kind: 'on_the_way', ref: 'BW-1' }], refused: [] });
    // With the network back, the step is sent before the runs are read.
    const sent = fakeClient(async (path) => (path === '/run' ? [run] : { recorded: true }));
    await expect(loadRuns(sent.client)).resolves.toEqual({ runs: [run], waiting: [], refused: [] });
    expect(sent.calls.map((c) => c.path)).toEqual(['/run/r1/stops/o1/steps']);
  });

  it("keeps only the runs from today on when the phone's copy is older, and reads an earlier one-run copy", async () => {
    const today = todayIn();
    kept.set('run', { ...run, day: today });
    const { client: cut } = fakeClient(offline);
    await expect(loadRuns(cut)).resolves.toMatchObject({ runs: [{ id: 'r1', day: today }] });
    kept.clear();
    await keepRunsCopy([
      { ...run, id: 'past', day: addDays(today, -1) },
      { ...run, id: 'later', day: addDays(today, 2) },
      { ...run, id: 'today', day: today },
    ]);
    expect((await loadRuns(cut)).runs.map((r) => r.id)).toEqual(['today', 'later']);
  });
});
