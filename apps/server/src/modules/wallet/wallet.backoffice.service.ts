import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';

// The wallet's reads for the back office (modules/backoffice, docs/decisions/0510): the ledger summed per Europe/Istanbul
// calendar day, and one player's transactions. Kuruş as text (bigint sums), converted by the caller.

/** Bucket of a timestamp: its Europe/Istanbul calendar day as YYYY-MM-DD. */
const dayOf = (column: string) => sql.raw(`to_char(${column} at time zone 'Europe/Istanbul', 'YYYY-MM-DD')`);

export interface GameFlowRow {
  day: string;
  game_code: string;
  /** Stakes less rolled-back stakes, on cash and bonus. */
  stakes: string;
  /** Wins and jackpot payouts less rolled-back wins, on cash and bonus. */
  wins: string;
}

/**
 * Stakes and wins per day and game code in [from, to): the player side of every bet, win, jackpot payout and
 * rollback (a rollback counts against the kind it reverses). The game code is the movement's `metadata.gameCode`.
 */
export async function gameFlowsByDay(db: Db, from: Date, to: Date): Promise<GameFlowRow[]> {
  const { rows } = await sql<GameFlowRow>`
    select ${dayOf('t.created_at')} as day,
           coalesce(t.metadata->>'gameCode', o.metadata->>'gameCode', '') as game_code,
           -coalesce(sum(e.amount) filter (where t.kind = 'bet' or (t.kind = 'rollback' and o.kind = 'bet')), 0)
             as stakes,
           coalesce(sum(e.amount) filter (where t.kind in ('win', 'jackpot_payout')
                                             or (t.kind = 'rollback' and o.kind = 'win')), 0) as wins
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join wallet_accounts a on a.id = e.account_id and a.owner_type = 'player'
      left join ledger_transactions o on o.id = t.reverses_id
     where t.created_at >= ${from} and t.created_at < ${to}
       and t.kind in ('bet', 'win', 'jackpot_payout', 'rollback')
     group by 1, 2`.execute(db);
  return rows.map((r) => ({ ...r, stakes: String(r.stakes), wins: String(r.wins) }));
}

/** Distinct players who placed a bet, per day in [from, to) and over the whole range. */
export async function activePlayers(db: Db, from: Date, to: Date) {
  const { rows } = await sql<{ day: string | null; players: string }>`
    select ${dayOf('created_at')} as day, count(distinct player_id) as players
      from ledger_transactions
     where created_at >= ${from} and created_at < ${to} and kind = 'bet'
     group by rollup (1)`.execute(db);
  const byDay = new Map<string, number>();
  let period = 0;
  for (const row of rows) {
    if (row.day === null) period = Number(row.players);
    else byDay.set(row.day, Number(row.players));
  }
  return { byDay, period };
}

/** What the house's bonus_cost account paid out (grants and conversions less forfeits), per day in [from, to). */
export async function bonusCostByDay(db: Db, from: Date, to: Date): Promise<Map<string, string>> {
  const { rows } = await sql<{ day: string; cost: string }>`
    select ${dayOf('t.created_at')} as day, -sum(e.amount) as cost
      from ledger_entries e
      join wallet_accounts a on a.id = e.account_id and a.owner_type = 'house' and a.kind = 'bonus_cost'
      join ledger_transactions t on t.id = e.transaction_id
     where t.created_at >= ${from} and t.created_at < ${to}
     group by 1`.execute(db);
  return new Map(rows.map((r) => [r.day, String(r.cost)]));
}

export interface PlayerLedgerRow {
  id: string;
  kind: string;
  metadata: Record<string, unknown>;
  cash: string;
  bonus: string;
  cash_after: string | null;
  bonus_after: string | null;
  created_at: Date;
}

/** One player's ledger transactions, newest first, with their change to the player's cash and bonus. */
export async function playerLedger(db: Db, playerId: string, skip: number, take: number) {
  const { rows } = await sql<PlayerLedgerRow>`
    select t.id, t.kind, t.metadata, t.cash_after, t.bonus_after, t.created_at,
           coalesce((select sum(e.amount) from ledger_entries e join wallet_accounts a on a.id = e.account_id
                      where e.transaction_id = t.id and a.player_id = ${playerId} and a.kind = 'cash'), 0) as cash,
           coalesce((select sum(e.amount) from ledger_entries e join wallet_accounts a on a.id = e.account_id
                      where e.transaction_id = t.id and a.player_id = ${playerId} and a.kind = 'bonus'), 0) as bonus
      from ledger_transactions t
     where t.player_id = ${playerId}
     order by t.id desc
     limit ${take} offset ${skip}`.execute(db);
  const counted = await db
    .selectFrom('ledger_transactions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('player_id', '=', playerId)
    .executeTakeFirstOrThrow();
  return {
    total: Number(counted.n),
    rows: rows.map((r) => ({
      ...r,
      cash: String(r.cash),
      bonus: String(r.bonus),
      cash_after: r.cash_after === null ? null : String(r.cash_after),
      bonus_after: r.bonus_after === null ? null : String(r.bonus_after),
    })),
  };
}

/** A player's stakes and wins over the account's life (as gameFlowsByDay), kuruş as text. */
export async function playerGameTotals(db: Db, playerId: string) {
  const { rows } = await sql<{ stakes: string; wins: string }>`
    select -coalesce(sum(e.amount) filter (where t.kind = 'bet' or (t.kind = 'rollback' and o.kind = 'bet')), 0)
             as stakes,
           coalesce(sum(e.amount) filter (where t.kind in ('win', 'jackpot_payout')
                                             or (t.kind = 'rollback' and o.kind = 'win')), 0) as wins
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join wallet_accounts a on a.id = e.account_id and a.owner_type = 'player' and a.player_id = ${playerId}
      left join ledger_transactions o on o.id = t.reverses_id
     where t.player_id = ${playerId} and t.kind in ('bet', 'win', 'jackpot_payout', 'rollback')`.execute(db);
  return { stakes: String(rows[0]?.stakes ?? '0'), wins: String(rows[0]?.wins ?? '0') };
}

/** Cash balances of several players, kuruş as text. */
export async function cashBalances(db: Db, playerIds: readonly string[]): Promise<Map<string, string>> {
  if (playerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('wallet_accounts')
    .select(['player_id', 'balance'])
    .where('owner_type', '=', 'player')
    .where('kind', '=', 'cash')
    .where('player_id', 'in', playerIds)
    .execute();
  return new Map(rows.map((r) => [r.player_id!, String(r.balance)]));
}
