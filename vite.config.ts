import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { prerenderPlugin } from './scripts/prerenderPlugin';
import { elkWithoutRequire } from './scripts/elkWithoutRequire';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [react(), prerenderPlugin(), elkWithoutRequire()],
  resolve: {
    alias: {
      'styled-system': new URL('./styled-system', import.meta.url).pathname,
    },
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/quotes': `http://127.0.0.1:${apiPort}`,
      '/images': `http://127.0.0.1:${apiPort}`,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Browsers preload modules themselves (Safari from 17; an older one still loads every module, only
    // without the head start): the polyfill would sit in the entry / loads first (a benchmark target).
    modulePreload: { polyfill: false },
    rollupOptions: {
      // Panda's generated modules only define things: without this, importing one recipe from the
      // 'styled-system/recipes' index kept every recipe (and each slot recipe's runtime) in the entry.
      treeshake: { moduleSideEffects: (id) => (id.includes('/styled-system/') && !id.endsWith('.css') ? false : undefined) },
    },
  },
});
