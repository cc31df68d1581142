import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const backend = 'http://localhost:8080';
const proxy = {
  '/api': backend,
  '/hub': { target: backend, ws: true },
  '/dev': backend,
  '/media': backend,
  '/game-frame': backend,
};

/**
 * The stylesheet before the scripts in index.html: Vite puts it after the entry and its modulepreloads, so on a slow
 * phone connection the one render-blocking file queued behind 12 scripts and the first paint waited for all of them
 * (docs/decisions/0130).
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'kasa:stylesheet-first',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        if (links.length === 0) return html;
        let out = html;
        for (const link of links) out = out.replace(link, '');
        return out.replace(/(\s*)(<script type="module")/, `${links.join('')}$1$2`);
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    stylesheetFirst(),
    // A brotli and a gzip copy of every text file, made once at build time at the highest levels (the server sends
    // them as they are: apps/server/src/plugins/web.ts). Files under 1 KB are not worth a copy.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(html|js|css|svg|json|txt)$/,
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  server: { port: 5173, proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Only the libraries every page needs get chunks of their own: they change less often than our code, so they
        // stay cached across releases. Everything else (zod, forms, Swiper, Socket.IO, FingerprintJS, DOMPurify…)
        // goes with the on-demand chunk that uses it, so the first page does not load it (docs/decisions/0130).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            {
              name: 'libs',
              test: /node_modules[\\/](@tanstack|i18next|react-i18next|use-sync-external-store)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
