import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressDir } from './src/server/precompress';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [
    react(),
    {
      // Every build ships its .br/.gz siblings, so `npm start` (any NODE_ENV) serves the app compressed.
      name: 'boardwalk-precompress',
      apply: 'build',
      async writeBundle(options) {
        if (options.dir) await precompressDir(options.dir);
      },
    },
  ],
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
  },
});
