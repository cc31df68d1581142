import compress from '@fastify/compress';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fp from 'fastify-plugin';
import helmet from 'helmet';

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
const SECURITY = {
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
} satisfies FastifyHelmetOptions;

/** The headers helmet's middleware sets for these options (it sets them synchronously, the same for every request). */
function securityHeaders(options: typeof SECURITY): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let called = false;
  helmet(options)({} as never, response as never, () => {
    called = true;
  });
  if (!called) throw new Error('helmet did not finish synchronously');
  return headers;
}

export const externalPlugin = fp(
  async (app) => {
    await app.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      globalDecompression: false,
    });
    await app.register(fastifyHelmet, { ...SECURITY, global: false });
    // The site's headers, made once by helmet itself: @fastify/helmet builds and runs helmet's middleware again for
    // every request (its CSP directives parsed each time: 4 % of the server's CPU on the balance poll). Routes with
    // their own `helmet` options (the game frame) still go through @fastify/helmet, merged with these.
    const headers = securityHeaders(SECURITY);
    app.addHook('onRequest', (request, reply, done) => {
      if ((request.routeOptions.config as { helmet?: unknown } | undefined)?.helmet === undefined)
        reply.headers(headers);
      done();
    });
  },
  { name: 'external' },
);
