/// <reference types="node" />
// Builds the single-page app into web/dist and, in development, forwards /api to the command API.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build-plugins/precompress.ts';
import { preloadRoute } from './build-plugins/preload-route.ts';

export default defineConfig({
  plugins: [react(), preloadRoute('src/app/routes/landing.tsx'), precompress()],
  resolve: {
    // The browser shares pure rules with the server straight from source; no build step in between.
    alias: {
      '@shop/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)),
      // Request schemas and messages only: the contracts import zod and @shop/domain, never server code.
      '@shop/command-api/contracts': fileURLToPath(
        new URL('../command-api/src/contracts/index.ts', import.meta.url),
      ),
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    // The charts chunk (echarts core with the chart kinds we draw, about 600 kB minified, 200 kB gzip)
    // loads only on pages that show a chart; every other chunk stays far below this.
    chunkSizeWarningLimit: 700,
  },
});
