import type { createClient } from 'redis';

/**
 * Which sessions lost a socket a moment ago (a network drop, a ping timeout, a node shutting down), so that the
 * socket that comes back for that session is told `reconnected`. A count per session, so three tabs dropped together
 * are three reconnects. Kept in Redis when the hub uses it (the client may come back through another node).
 */
export interface DropLog {
  remember(sessionId: string): Promise<void>;
  /** True (and one drop fewer) when the session dropped a socket within the window. */
  take(sessionId: string): Promise<boolean>;
}

/** Long enough for the client's whole reconnect schedule (0, 2, 10, 30 s) plus its timeouts. */
export const DROP_WINDOW_MS = 5 * 60_000;
const MEMORY_LIMIT = 100_000;

export function createMemoryDropLog(now: () => number = Date.now): DropLog {
  const drops = new Map<string, { count: number; until: number }>();
  return {
    async remember(sessionId) {
      const at = now();
      if (drops.size >= MEMORY_LIMIT) {
        for (const [id, drop] of drops) if (drop.until <= at) drops.delete(id);
        if (drops.size >= MEMORY_LIMIT) drops.clear();
      }
      const current = drops.get(sessionId);
      const count = current && current.until > at ? current.count + 1 : 1;
      drops.set(sessionId, { count, until: at + DROP_WINDOW_MS });
    },
    async take(sessionId) {
      const drop = drops.get(sessionId);
      if (!drop) return false;
      if (drop.until <= now()) {
        drops.delete(sessionId);
        return false;
      }
      if (drop.count <= 1) drops.delete(sessionId);
      else drop.count -= 1;
      return true;
    },
  };
}

type RedisClient = ReturnType<typeof createClient>;

const TAKE_SCRIPT = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n <= 0 then return 0 end
if n == 1 then redis.call('DEL', KEYS[1]) else redis.call('DECR', KEYS[1]) end
return 1`;

export function createRedisDropLog(redis: RedisClient, prefix: string): DropLog {
  return {
    async remember(sessionId) {
      const key = prefix + sessionId;
      await redis.multi().incr(key).pExpire(key, DROP_WINDOW_MS).exec();
    },
    async take(sessionId) {
      // One atomic step: a drop recorded between a separate read and delete would be lost.
      return (await redis.eval(TAKE_SCRIPT, { keys: [prefix + sessionId] })) === 1;
    },
  };
}
