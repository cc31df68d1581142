import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createEventBus, type EventMeta } from './event-bus.ts';
import { createRedisEventRelay, type RedisEventRelay } from './redis-event-relay.ts';

const redisUrl = process.env.TEST_REDIS_URL;

interface TestEvents {
  'thing.relayed': { id: number };
  'thing.local': { id: number };
}

const silent = { warn: () => {}, error: () => {} };

describe.skipIf(!redisUrl)(
  'event relay over Redis pub/sub (needs TEST_REDIS_URL; skipped without it)',
  () => {
    const relays: Array<RedisEventRelay<TestEvents>> = [];
    afterEach(async () => {
      for (const relay of relays.splice(0)) await relay.close();
    });

    async function node(channel: string) {
      const relay = await createRedisEventRelay<TestEvents>({
        url: redisUrl!,
        channel,
        topics: ['thing.relayed'],
        log: silent,
      });
      relays.push(relay);
      const bus = createEventBus<TestEvents>({ log: silent, relay });
      const heard: Array<[string, number, EventMeta]> = [];
      bus.subscribe('thing.relayed', ({ id }, meta) => {
        heard.push(['thing.relayed', id, meta]);
      });
      bus.subscribe('thing.local', ({ id }, meta) => {
        heard.push(['thing.local', id, meta]);
      });
      return { bus, heard };
    }

    it('a relayed topic reaches the other node once (local: false) and its own node once (local: true)', async () => {
      // A channel of this run only: parallel runs on the same Redis do not hear each other.
      const channel = `kasa-test-${randomBytes(6).toString('hex')}:events`;
      const [a, b] = [await node(channel), await node(channel)];
      a.bus.publish('thing.relayed', { id: 1 });
      a.bus.publish('thing.local', { id: 2 });
      await expect.poll(() => b.heard.length, { timeout: 2_000, interval: 10 }).toBe(1);
      expect(b.heard).toEqual([['thing.relayed', 1, { local: false }]]);
      expect(a.heard).toEqual([
        ['thing.relayed', 1, { local: true }],
        ['thing.local', 2, { local: true }],
      ]);
      // Nothing more arrives later (the publisher does not hear its own message back through Redis).
      b.bus.publish('thing.relayed', { id: 3 });
      await expect.poll(() => a.heard.length, { timeout: 2_000, interval: 10 }).toBe(3);
      expect(b.heard).toHaveLength(2);
      expect(a.heard[2]).toEqual(['thing.relayed', 3, { local: false }]);
    });
  },
);
