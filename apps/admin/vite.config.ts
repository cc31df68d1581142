import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The back office (docs/decisions/0520): served by the same server under /admin/ (apps/server/src/plugins/web.ts),
// built by `npm start` / `npm run build` beside the player site.
const backend = 'http://localhost:8080';

export default defineConfig({
  base: '/admin/',
  plugins: [
    react(),
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(html|js|css|svg|json|txt)$/,
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  server: { port: 5174, proxy: { '/api': backend } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Operators' browsers on office connections: the editor and chart libraries are fine in one chunk each.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            {
              name: 'charts',
              test: /node_modules[\\/](recharts|d3-|victory-vendor|@reduxjs|immer|reselect|react-redux|es-toolkit|decimal\.js-light)/,
              priority: 2,
            },
            {
              name: 'refine',
              test: /node_modules[\\/](@refinedev|@tanstack|lodash|lodash-es|qs|papaparse|pluralize)/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
