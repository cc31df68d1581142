import { randomUUID } from 'node:crypto';
import type { EventRelay } from './event-bus.ts';
import { connectRedis } from './redis.ts';

export interface RedisEventRelayOptions<M> {
  url: string;
  /** One pub/sub channel for every relayed topic (deployments and test runs sharing a Redis use their own). */
  channel: string;
  topics: ReadonlyArray<keyof M & string>;
  log: { warn(details: object, message: string): void };
}

export interface RedisEventRelay<M> extends EventRelay<M> {
  /** Unsubscribes and quits both connections. */
  close(): Promise<void>;
}

interface Wire {
  /** The node that published it: a node ignores its own messages (its subscribers heard them at once). */
  o: string;
  t: string;
  p: unknown;
}

/**
 * Carries chosen topics of the event bus to every other node through Redis pub/sub (lib/event-bus.ts EventRelay).
 * Pub/sub is at most once: a node that is disconnected while a message passes never hears it, so a subscriber must
 * tolerate a lost event (the session cache's TTL bounds what a lost revocation costs; docs/decisions/0150).
 */
export async function createRedisEventRelay<M>({
  url,
  channel,
  topics,
  log,
}: RedisEventRelayOptions<M>): Promise<RedisEventRelay<M>> {
  const origin = randomUUID();
  const known = new Set<string>(topics);
  const { pub, sub } = await connectRedis(url, log, 'events');
  let receive: ((topic: keyof M & string, payload: M[keyof M & string]) => void) | null = null;

  await sub.subscribe(channel, (message) => {
    let wire: Wire;
    try {
      wire = JSON.parse(message) as Wire;
    } catch (error) {
      log.warn({ err: error, channel }, 'events: unreadable relay message ignored');
      return;
    }
    if (wire.o === origin || !known.has(wire.t) || !receive) return;
    receive(wire.t as keyof M & string, wire.p as M[keyof M & string]);
  });

  let closed = false;
  return {
    topics,
    async send(topic, payload) {
      if (closed) return;
      const wire: Wire = { o: origin, t: topic, p: payload };
      await pub.publish(channel, JSON.stringify(wire));
    },
    attach(deliver) {
      receive = deliver as typeof receive;
    },
    async close() {
      if (closed) return;
      closed = true;
      receive = null;
      await Promise.allSettled([sub.unsubscribe(channel)]);
      await Promise.allSettled([sub.close(), pub.close()]);
    },
  };
}
