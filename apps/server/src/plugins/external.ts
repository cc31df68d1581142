import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Response compression: JSON (and other text) answers of 1 KB or more go out as brotli or gzip when the caller
 * accepts it (`cms/grouped` is about 20 KB). Brotli at quality 4, the plugin's default, costs little CPU per answer;
 * the web app's files are compressed at build time instead (plugins/web.ts). Answers that already carry a
 * Content-Encoding (the precompressed files) and event streams are left alone; `app.inject` sends no
 * Accept-Encoding, so tests read plain bodies. Request bodies are never decompressed: the sandbox webhook signs the
 * exact bytes it receives.
 *
 * Security headers. The CSP allows what the player site needs: its own scripts, inline styles (component libraries
 * inject them), data:/blob: images, web workers from blob: (fingerprinting) and WebSocket connections to the hub.
 * No upgrade-insecure-requests: TLS ends at the load balancer, and a plain-http deployment must still load.
 */
export const externalPlugin = fp(
  async (app) => {
    await app.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      globalDecompression: false,
    });
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          workerSrc: ["'self'", 'blob:'],
          frameSrc: ["'self'", 'https:'],
          upgradeInsecureRequests: null,
        },
      },
    });
  },
  { name: 'external' },
);
