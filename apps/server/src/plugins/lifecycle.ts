import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Lifecycle {
  /** True once shutdown began: /ready answers 503 and every response closes its connection. */
  readonly draining: boolean;
  /**
   * Registers work that stops one of this node's background loops (crash driver lease, sweeps). It runs once, when the
   * drain begins, or at the latest first thing in `app.close()` — before the hub closes, so a loop never emits into a
   * hub that is gone.
   */
  onShutdown(stop: () => Promise<void> | void): void;
  /** Marks the node draining and stops its background loops: shutdown's first step. */
  beginDrain(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/**
 * The node's lifecycle state (decision 0140). Registered before every plugin that adds a background loop or a socket
 * server, so its preClose hook runs before theirs.
 */
export const lifecyclePlugin = fp(
  async (app) => {
    let draining = false;
    const stops: Array<() => Promise<void> | void> = [];
    let stopped: Promise<void> | null = null;
    const stopLoops = () => {
      stopped ??= Promise.allSettled(stops.map(async (stop) => stop())).then((results) => {
        for (const result of results) {
          if (result.status === 'rejected') {
            app.log.error({ err: result.reason }, 'a background loop did not stop cleanly');
          }
        }
      });
      return stopped;
    };
    const beginDrain = async () => {
      draining = true;
      await stopLoops();
    };
    app.decorate('lifecycle', {
      get draining() {
        return draining;
      },
      onShutdown(stop: () => Promise<void> | void) {
        stops.push(stop);
      },
      beginDrain,
    });
    // Every answer sent while draining closes its connection, requests already in flight included: kept-alive
    // clients (the load balancer's pooled connections) reconnect elsewhere, and no idle connection holds the close.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (draining) reply.header('connection', 'close');
      return payload;
    });
    app.addHook('preClose', beginDrain);
  },
  { name: 'lifecycle' },
);

export interface ShutdownOptions {
  /** How long /ready answers 503 before the listener closes (the load balancer's time to notice). */
  drainMs: number;
  /** Limit for closing after the drain (in-flight requests, sockets, transactions); past it the promise rejects. */
  timeoutMs: number;
}

/**
 * Graceful shutdown of one node: /ready turns 503 at once and background loops stop; after `drainMs` the listener
 * closes (no new connections, idle keep-alive connections closed), the hub's sockets are closed so their clients
 * reconnect to another node, in-flight requests and their transactions finish, then the app's own resources close.
 * The caller closes the database afterwards. Rejects when closing takes longer than `timeoutMs`.
 */
export async function shutdown(app: FastifyInstance, options: ShutdownOptions): Promise<void> {
  await app.lifecycle.beginDrain();
  if (options.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, options.drainMs));
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      app.close(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`closing took longer than ${options.timeoutMs} ms`)),
          options.timeoutMs,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
