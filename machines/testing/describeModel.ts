// Registers the generated path tests and the transition-coverage test of one machine with Vitest.
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { describePath, generatePaths, listTransitions, replayPath, type PathModel } from './pathTesting';

export function describeModel<M extends AnyStateMachine>(model: PathModel<M>): void {
  const paths = generatePaths(model);
  const walked = new Set<string>();
  const assertEqual = (actual: unknown, expected: unknown, message: string) =>
    expect(actual, message).toEqual(expected);

  describe(`${model.name} generated paths`, () => {
    it('generates at least one path with steps', () => {
      expect(paths.some((p) => p.steps.length > 0)).toBe(true);
    });

    paths.forEach((path, i) => {
      it(`path ${i + 1}: ${describePath(path)}`, async () => {
        for (const key of await replayPath(model, path, assertEqual)) walked.add(key);
      });
    });

    // Runs after the path tests above (Vitest runs a file's tests in order).
    it('walks every transition of the machine definition', () => {
      const missing = listTransitions(model.machine)
        .filter((t) => !walked.has(t.key))
        .map((t) => `${t.key} -> ${t.targets.join(',') || '(self)'}${t.guard ? ` if ${t.guard}` : ''}`);
      expect(missing, `${paths.length} paths walked`).toEqual([]);
    });
  });
}
