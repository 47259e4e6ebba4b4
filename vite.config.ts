import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { prerenderPlugin } from './scripts/prerenderPlugin';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [react(), prerenderPlugin()],
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
    // Every browser the site supports preloads modules itself (Safari from 17); the polyfill would sit in
    // the entry that / loads first (a benchmark target: its initial JavaScript).
    modulePreload: { polyfill: false },
    rollupOptions: {
      // Panda's generated modules only define things: without this, importing one recipe from the
      // 'styled-system/recipes' index kept every recipe (and each slot recipe's runtime) in the entry.
      treeshake: { moduleSideEffects: (id) => (id.includes('/styled-system/') && !id.endsWith('.css') ? false : undefined) },
    },
  },
});
