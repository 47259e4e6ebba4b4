import { defineConfig } from 'vitest/config';
import os from 'node:os';
import react from '@vitejs/plugin-react';

// Two projects: node (domain, machines, server, API suites) and jsdom (React views).
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { 'styled-system': new URL('./styled-system', import.meta.url).pathname } },
  test: {
    // Vitest's default (cores - 1) is one worker on CI's 2 cores: the suite ran file after file, idle
    // while the reliability and CLI suites wait on the processes they start. Two overlap those waits.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'machines/**/*.test.ts',
            'src/domain/**/*.test.ts',
            'src/server/**/*.test.ts',
            'tests/api/**/*.test.ts',
            'tests/reliability/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/bench/**/*.test.ts',
          ],
          globalSetup: ['tests/support/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/webSetup.ts'],
        },
      },
    ],
  },
});
