import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/web/**/*.stories.@(ts|tsx)', '../machines/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Fonts (/fonts) and the generated illustrations (/art) come from public/.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};
export default config;
