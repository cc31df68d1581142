import type { Db } from '../../db/create-db.ts';
import { retryLater } from '../../lib/app-error.ts';
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

  const secondsLeft = (rule: RateLimit, windowStartedAt: Date | null) =>
    windowStartedAt
      ? (windowStartedAt.getTime() + rule.windowSeconds * 1000 - clock.now().getTime()) / 1000
      : 1;

  return {
    /** Counts a hit; throws 429 e.tooManyRequests (with Retry-After) when this hit goes over the limit. */
    async consume(rule: RateLimit, subject: string): Promise<void> {
      const row = await repo.hit(db, keyOf(rule, subject), clock.now(), rule.windowSeconds);
      if (row.hits > rule.limit)
        throw retryLater(secondsLeft(rule, row.window_started_at), 'e.tooManyRequests');
    },

    /** Counts a hit and tells the count so far and the seconds until the window ends; the caller judges it. */
    async take(rule: RateLimit, subject: string): Promise<{ hits: number; secondsLeft: number }> {
      const row = await repo.hit(db, keyOf(rule, subject), clock.now(), rule.windowSeconds);
      return {
        hits: row.hits,
        secondsLeft: Math.max(1, Math.ceil(secondsLeft(rule, row.window_started_at))),
      };
    },

    /** Counts a hit without judging it (e.g. a failure that later requests are checked against). */
    async record(rule: RateLimit, subject: string): Promise<void> {
      await repo.hit(db, keyOf(rule, subject), clock.now(), rule.windowSeconds);
    },

    /** Throws 429 (with Retry-After) when the key has already used up its limit in the current window. */
    async assertUnder(rule: RateLimit, subject: string): Promise<void> {
      const row = await repo.countHits(db, keyOf(rule, subject), clock.now(), rule.windowSeconds);
      if (row.hits >= rule.limit)
        throw retryLater(secondsLeft(rule, row.window_started_at), 'e.tooManyRequests');
    },

    /** Forgets the count of `rule` for one subject. */
    forget: (rule: RateLimit, subject: string) => repo.deleteKey(db, keyOf(rule, subject)),

    /** Forgets the counts of `rule` for every subject that starts with `subjectPrefix` (rare: a scan). */
    forgetPrefix: (rule: RateLimit, subjectPrefix: string) =>
      repo.deleteByPrefix(db, keyOf(rule, subjectPrefix)),
  };
}

export type ThrottleService = ReturnType<typeof createThrottleService>;
