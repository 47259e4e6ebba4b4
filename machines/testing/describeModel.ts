// Registers the generated path tests and the transition-coverage test of one machine with Vitest.
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { describePath, generatePaths, listTransitions, replayPath, type PathModel } from './pathTesting';
import { recordWalks, testFileName } from './recordWalks';
import type { WalkedPath, WalkedStep } from './walkedPaths';

/**
 * One machine, one or more path models over it. A big machine is explored by several models that
 * each vary one region freely and reach it by a fixed route, so no single graph explodes; coverage is
 * the union of what every model's paths really walked.
 */
export function describeModels<M extends AnyStateMachine>(name: string, models: PathModel<M>[]): void {
  const walked = new Set<string>();
  const assertEqual = (actual: unknown, expected: unknown, message: string) => expect(actual, message).toEqual(expected);
  let total = 0;
  // What each path really took, written once after the file's tests for the Flows stories and test:model.
  const recorded: WalkedPath[] = [];
  let testFile: string | undefined;

  describe(`${name} generated paths`, () => {
    for (const model of models) {
      const paths = generatePaths(model);
      total += paths.length;
      describe(model.name, () => {
        it(model.settlesAtOnce ? 'settles at once: one path, the initial snapshot' : 'generates at least one path with steps', () => {
          if (model.settlesAtOnce) expect(paths.map((p) => p.steps.length)).toEqual([1]);
          else expect(paths.some((p) => p.steps.length > 1)).toBe(true);
        });
        paths.forEach((path, i) => {
          const title = `path ${i + 1}: ${describePath(path)}`;
          it(title, async () => {
            const steps: WalkedStep[] = [];
            for (const key of await replayPath(model, path, assertEqual, steps)) walked.add(key);
            recorded.push({ name: models.length > 1 ? `${model.name} › ${title}` : title, steps });
            testFile ??= expect.getState().testPath;
          });
        });
      });
    }

    afterAll(() => {
      const suite = `${testFile ? `${testFileName(testFile)} › ` : ''}${name} generated paths`;
      if (recorded.length > 0) recordWalks('paths', models[0].machine.id, name, recorded, suite);
    });

    // Runs after the path tests above (Vitest runs a file's tests in order).
    it('walks every transition of the machine definition', () => {
      const missing = listTransitions(models[0].machine)
        .filter((t) => !walked.has(t.key))
        .map((t) => `${t.key} -> ${t.targets.join(',') || '(self)'}${t.guard ? ` if ${t.guard}` : ''}`);
      expect(missing, `${total} paths walked`).toEqual([]);
    });
  });
}

export function describeModel<M extends AnyStateMachine>(model: PathModel<M>): void {
  describeModels(model.name, [model]);
}
