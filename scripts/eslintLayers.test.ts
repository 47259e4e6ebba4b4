// The layer rule of eslint.config.js (docs/architecture.md#arrows-that-must-never-be) run through ESLint's Node API on
// small snippets placed as files of each layer: every forbidden arrow is reported, every allowed one is not.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: repoRoot });

/** The messages of the layer rule for `code` linted as if it were the file `filePath` (relative to the repo root). */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => `${m.line}: ${m.message}`);
}

describe('the layer rule', () => {
  it('keeps src/web and src/server out of machines/', async () => {
    const code = [
      "import { App } from '../src/web/App';",
      "import { buildApp } from '../src/server/app';",
      "import { STEPS } from '../src/domain/constants';",
      'export const all = [App, buildApp, STEPS];',
    ].join('\n');
    const errors = await layerErrors('machines/x.ts', code);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^1: machines\/ and src\/domain .* import nothing from src\/web or src\/server/);
    expect(errors[1]).toMatch(/^2: /);
  });

  it('keeps src/web and src/server out of src/domain', async () => {
    const code = [
      "import { App } from '../web/App';",
      "import { buildApp } from '../server/app';",
      'export const all = [App, buildApp];',
    ].join('\n');
    expect(await layerErrors('src/domain/x.ts', code)).toEqual([expect.stringMatching(/^1: /), expect.stringMatching(/^2: /)]);
  });

  it('keeps src/server out of src/web, which may use machines/ and src/domain', async () => {
    const code = [
      "import { buildApp } from '../server/app';",
      "import { STEPS } from '../domain/constants';",
      "import { authMachine } from '../../machines/auth.machine';",
      'export const all = [buildApp, STEPS, authMachine];',
    ].join('\n');
    expect(await layerErrors('src/web/x.ts', code)).toEqual(['1: src/web never imports src/server']);
  });

  it('lets src/server import from src/web only the server-rendering entry', async () => {
    const code = [
      "import { App } from '../web/App';",
      "import type * as ServerRender from '../web/serverRender';",
      "import { STEPS } from '../domain/constants';",
      'export type Render = typeof ServerRender;',
      'export const all = [App, STEPS];',
    ].join('\n');
    const errors = await layerErrors('src/server/x.ts', code);
    expect(errors).toEqual([expect.stringMatching(/^1: src\/server imports from src\/web only the server-rendering entry/)]);
  });
});
