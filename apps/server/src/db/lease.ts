import type { Db } from './create-db.ts';

/**
 * Tables holding a named lease (`name`, `holder`, `expires_at`): one node at a time runs the work behind it (the crash
 * game's driver, the sports simulator feed, each live table's dealer). A lapsed lease is taken over by the next node that asks.
 */
export type LeaseTable = 'crash_driver_lease' | 'sports_feed_lease' | 'table_lease' | 'tombala_lease';

/** Takes or renews lease `name` for `holder` when it is free, lapsed or already ours; true when we hold it now. */
export async function acquireLease(
  db: Db,
  table: LeaseTable,
  name: string,
  holder: string,
  now: Date,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .updateTable(table)
    .set({ holder, expires_at: expiresAt })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('holder', '=', holder), eb('holder', 'is', null), eb('expires_at', '<=', now)]))
    .returning('name')
    .execute();
  return rows.length === 1;
}

/** Gives lease `name` up when `holder` has it, so another node takes it at once instead of waiting for it to lapse. */
export async function releaseLease(db: Db, table: LeaseTable, name: string, holder: string): Promise<void> {
  await db
    .updateTable(table)
    .set({ holder: null, expires_at: null })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}
