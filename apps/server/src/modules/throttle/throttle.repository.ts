import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';

/** Counts one hit in the key's fixed window (a new window starts once the old one is over): the hits so far and when
 * the window began. */
export async function hit(
  db: Db,
  key: string,
  now: Date,
  windowSeconds: number,
): Promise<{ hits: number; window_started_at: Date }> {
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
    .returning(['hits', 'window_started_at'])
    .executeTakeFirstOrThrow();
  return row;
}

/** Hits in the key's current window and when it began (0 hits when the window is over). */
export async function countHits(
  db: Db,
  key: string,
  now: Date,
  windowSeconds: number,
): Promise<{ hits: number; window_started_at: Date | null }> {
  const windowStart = new Date(now.getTime() - windowSeconds * 1000);
  const row = await db
    .selectFrom('rate_limits')
    .select(['hits', 'window_started_at'])
    .where('key', '=', key)
    .where('window_started_at', '>', windowStart)
    .executeTakeFirst();
  return row ?? { hits: 0, window_started_at: null };
}

/** Forgets one key (its primary-key row). */
export async function deleteKey(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/**
 * Forgets the keys that start with `prefix` (e.g. every address's count on one account). A scan of rate_limits: for rare
 * events such as a password reset.
 */
export async function deleteByPrefix(db: Db, prefix: string): Promise<void> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  await db.deleteFrom('rate_limits').where('key', 'like', pattern).execute();
}
