// The Storybook section "Flows": one story per machines/*.machine.ts, without a hand-kept list. The
// indexer names a story per machine file, and the Vite plugin gives src/web/flows/Flows.stories.tsx
// the matching named exports, so a new machine appears on the next start or build.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Indexer } from 'storybook/internal/types';
import type { Plugin } from 'vite';

const MACHINES = fileURLToPath(new URL('../machines/', import.meta.url));
const STORIES = /src\/web\/flows\/Flows\.stories\.tsx$/;

/** machines/orderWizard.machine.ts -> orderWizard (the story's export name). */
function machineStems(): string[] {
  return readdirSync(MACHINES)
    .filter((f) => f.endsWith('.machine.ts'))
    .map((f) => f.replace(/\.machine\.ts$/, ''))
    .filter((stem) => /^[A-Za-z_$][\w$]*$/.test(stem))
    .sort();
}

export const flowsIndexer: Indexer = {
  test: STORIES,
  createIndex: async () => machineStems().map((stem) => ({ type: 'story' as const, exportName: stem, name: stem, title: 'Flows' })),
};

export function flowsStoriesPlugin(): Plugin {
  return {
    name: 'boardwalk-flows-stories',
    enforce: 'pre',
    transform(code, id) {
      if (!STORIES.test(id.split('?')[0] ?? id)) return undefined;
      const exports = machineStems().map((stem) => `export const ${stem} = flowStory(${JSON.stringify(stem)});`);
      return { code: `${code}\n${exports.join('\n')}\n`, map: null };
    },
  };
}
