import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers. The CSP allows what the player site needs: its own scripts, inline styles (component libraries
 * inject them), data:/blob: images, web workers from blob: (fingerprinting) and WebSocket connections to the hub.
 * No upgrade-insecure-requests: TLS ends at the load balancer, and a plain-http deployment must still load.
 */
export const externalPlugin = fp(
  async (app) => {
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
