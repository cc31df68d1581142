import { createClient } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;

interface RedisLog {
  warn(details: object, message: string): void;
}

/** A node that cannot reach Redis within this time at start refuses to start (its fan-out would be silently lost). */
export const REDIS_CONNECT_TIMEOUT_MS = 10_000;

/**
 * A connected pair of node-redis clients: one to publish and run commands, one in subscriber mode. `name` tells the
 * log lines apart (`hub`, `events`). Rejects when Redis does not answer within REDIS_CONNECT_TIMEOUT_MS; later outages
 * are logged and node-redis reconnects by itself.
 */
export async function connectRedis(
  url: string,
  log: RedisLog,
  name: string,
): Promise<{ pub: RedisClient; sub: RedisClient }> {
  const pub = createClient({
    url,
    socket: { connectTimeout: 5_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
  });
  const sub = pub.duplicate();
  // Without a listener a lost connection would crash the process.
  pub.on('error', (error: unknown) => log.warn({ err: error }, `${name}: redis (publish) error`));
  sub.on('error', (error: unknown) => log.warn({ err: error }, `${name}: redis (subscribe) error`));
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      Promise.all([pub.connect(), sub.connect()]),
      new Promise((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new Error(`${name}: Redis at REDIS_URL not reachable within ${REDIS_CONNECT_TIMEOUT_MS} ms`),
            ),
          REDIS_CONNECT_TIMEOUT_MS,
        );
      }),
    ]);
  } catch (error) {
    pub.destroy();
    sub.destroy();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return { pub, sub };
}
