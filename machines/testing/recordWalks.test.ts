import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { setup } from 'xstate';
import { generatePaths, replayPath, type PathModel } from './pathTesting';
import { recordWalks } from './recordWalks';
import { coverageCounts, mergeWalks, type WalkedStep } from './walkedPaths';

const toggle = setup({ types: { events: {} as { type: 'flip' } | { type: 'stop' } } }).createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off', stop: 'done' } }, done: { type: 'final' } },
});
const model: PathModel<typeof toggle> = {
  name: 'toggle',
  machine: toggle,
  events: () => [{ type: 'flip' }, { type: 'stop' }],
  facts: () => null,
};
const root = mkdtempSync(join(tmpdir(), 'boardwalk-walks-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const noCheck = () => undefined;

describe('model coverage recording', () => {
  test('a replayed path records each step: the event, the transitions it took and the leaf states after it', async () => {
    const path = generatePaths(model).find((p) => p.steps.some((s) => s.event.type === 'stop'))!;
    const steps: WalkedStep[] = [];
    await replayPath(model, path, noCheck, steps);
    expect(steps).toEqual([
      { event: 'xstate.init', keys: [], states: ['toggle.off'] },
      { event: 'flip', keys: ['toggle.off [flip #0]'], states: ['toggle.on'] },
      { event: 'stop', keys: ['toggle.on [stop #0]'], states: ['toggle.done'] },
    ]);
  });

  test('writes into a folder that does not exist yet, and the files merge into counts per transition', async () => {
    const dir = join(root, 'not', 'there');
    const walks = await Promise.all(
      generatePaths(model).map(async (path, i) => {
        const steps: WalkedStep[] = [];
        await replayPath(model, path, noCheck, steps);
        return { name: `path ${i + 1}`, steps };
      }),
    );
    recordWalks('paths', 'toggle', 'toggle', walks, undefined, dir);
    recordWalks('browser', 'toggle', 'path-1', walks.slice(0, 1), undefined, dir);
    const files = [
      join(dir, 'paths', 'toggle.json'),
      ...readdirSync(join(dir, 'browser', 'toggle')).map((f) => join(dir, 'browser', 'toggle', f)),
    ];
    const merged = mergeWalks(files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as unknown)).get('toggle');
    expect(merged?.pathCount).toBe(walks.length);
    expect(merged?.browserPathCount).toBe(1);
    const keys = ['toggle.off [flip #0]', 'toggle.on [flip #0]', 'toggle.on [stop #0]'];
    const counts = coverageCounts(merged, keys);
    expect(counts.none).toBe(0);
    expect(counts.both + counts.browser).toBe(new Set(walks[0].steps.flatMap((s) => s.keys)).size);
    // The kept paths still take every walked transition.
    expect(new Set(merged?.paths.flatMap((p) => p.steps.flatMap((s) => s.keys)))).toEqual(new Set(keys));
  });
});
