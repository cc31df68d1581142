import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';

/** Row counts a refused or replayed game call must leave unchanged. */
export async function gameLedgerSize(db: Db) {
  const { rows } = await sql<Record<string, string>>`
    select (select count(*) from ledger_transactions) as ledger,
           (select count(*) from ledger_entries) as entries,
           (select count(*) from game_transactions) as game,
           (select count(*) from game_rounds) as rounds,
           (select count(*) from bonus_wagers) as wagers`.execute(db);
  const r = rows[0] ?? {};
  return {
    ledger: Number(r.ledger),
    entries: Number(r.entries),
    game: Number(r.game),
    rounds: Number(r.rounds),
    wagers: Number(r.wagers),
  };
}

/** The game's ledger movements of one player, oldest first: [kind, cash change]. */
export async function cashMovements(db: Db, playerId: string): Promise<Array<[string, number]>> {
  const { rows } = await sql<{ kind: string; amount: string }>`
    select t.kind, e.amount
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join wallet_accounts a on a.id = e.account_id
     where t.player_id = ${playerId} and a.owner_type = 'player' and a.kind = 'cash'
       and t.kind in ('bet', 'win', 'rollback')
     order by t.id`.execute(db);
  return rows.map((r) => [r.kind, Number(r.amount)]);
}

export async function wagerKeys(db: Db, playerId: string): Promise<string[]> {
  const { rows } = await sql<{ key: string }>`
    select key from bonus_wagers where player_id = ${playerId} order by key`.execute(db);
  return rows.map((r) => r.key);
}
