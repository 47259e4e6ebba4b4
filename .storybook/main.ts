import type { StorybookConfig } from '@storybook/react-vite';
import { flowsIndexer, flowsStoriesPlugin } from './flowsStories';

const config: StorybookConfig = {
  stories: ['../src/web/**/*.stories.@(ts|tsx)', '../machines/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Fonts (/fonts) and the generated illustrations (/art) come from public/.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // Flows: one story per machine file (see flowsStories.ts); listed first so it takes Flows.stories.tsx.
  experimental_indexers: async (existing) => [flowsIndexer, ...(existing ?? [])],
  viteFinal: async (vite) => ({ ...vite, plugins: [...(vite.plugins ?? []), flowsStoriesPlugin()] }),
};
export default config;
