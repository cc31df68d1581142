import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';

// The sportsbook's reads for the back office (modules/backoffice, docs/decisions/0510).

/**
 * Stakes and what was paid back (settlement payout, boost included, plus cash-outs) of the bets settled or fully
 * cashed out per Europe/Istanbul day of `settled_at` in [from, to). Kuruş as text.
 */
export async function settledByDay(db: Db, from: Date, to: Date) {
  const { rows } = await sql<{ day: string; stakes: string; paid: string }>`
    select to_char(settled_at at time zone 'Europe/Istanbul', 'YYYY-MM-DD') as day,
           sum(stake) as stakes,
           sum(coalesce(payout, 0) + coalesce(cashed_out, 0)) as paid
      from sports_bets
     where status in ('settled', 'cashed_out') and settled_at >= ${from} and settled_at < ${to}
     group by 1`.execute(db);
  return new Map(rows.map((r) => [r.day, { stakes: String(r.stakes), paid: String(r.paid) }]));
}
