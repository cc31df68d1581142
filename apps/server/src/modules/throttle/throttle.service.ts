import type { Db } from '../../db/create-db.ts';
import { tooManyRequests } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import * as repo from './throttle.repository.ts';

/** A limit: at most `limit` hits per `windowSeconds` for one key (e.g. an IP address). */
export interface RateLimit {
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Rate limits kept in the database, so every server node counts the same hits. Fixed windows: cheap, one row per key,
 * and good enough for abuse control (a burst at a window edge can reach twice the limit).
 */
export function createThrottleService(db: Db, clock: Clock) {
  const keyOf = (rule: RateLimit, subject: string) => `${rule.name}:${subject}`;

  return {
    /** Counts a hit; throws 429 e.tooManyRequests when this hit goes over the limit. */
    async consume(rule: RateLimit, subject: string): Promise<void> {
      const hits = await repo.hit(db, keyOf(rule, subject), clock.now(), rule.windowSeconds);
      if (hits > rule.limit) throw tooManyRequests('e.tooManyRequests');
    },

    /** Counts a hit without judging it (e.g. a failure that later requests are checked against). */
    async record(rule: RateLimit, subject: string): Promise<void> {
      await repo.hit(db, keyOf(rule, subject), clock.now(), rule.windowSeconds);
    },

    /** Throws 429 when the key has already used up its limit in the current window. */
    async assertUnder(rule: RateLimit, subject: string): Promise<void> {
      const hits = await repo.countHits(db, keyOf(rule, subject), clock.now(), rule.windowSeconds);
      if (hits >= rule.limit) throw tooManyRequests('e.tooManyRequests');
    },
  };
}

export type ThrottleService = ReturnType<typeof createThrottleService>;
