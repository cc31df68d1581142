import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';

/** Counts one hit in the key's fixed window (a new window starts once the old one is over); returns the hits so far. */
export async function hit(db: Db, key: string, now: Date, windowSeconds: number): Promise<number> {
  const windowStart = new Date(now.getTime() - windowSeconds * 1000);
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_started_at: now, hits: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limits.window_started_at <= ${windowStart} then 1 else rate_limits.hits + 1 end`,
        window_started_at: sql<Date>`case when rate_limits.window_started_at <= ${windowStart} then ${now} else rate_limits.window_started_at end`,
      }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return row.hits;
}

/** Hits in the key's current window (0 when the window is over). */
export async function countHits(db: Db, key: string, now: Date, windowSeconds: number): Promise<number> {
  const windowStart = new Date(now.getTime() - windowSeconds * 1000);
  const row = await db
    .selectFrom('rate_limits')
    .select('hits')
    .where('key', '=', key)
    .where('window_started_at', '>', windowStart)
    .executeTakeFirst();
  return row?.hits ?? 0;
}
