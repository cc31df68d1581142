import { sql } from 'kysely';
import type { Db } from '../../../db/create-db.ts';

// Jackpot SQL. Pool amounts are numeric(24,4) kuruş; here they travel as BigInt ten-thousandths ("units").

/** numeric text ('1234.5600', '-0.0001', '12') → units. */
export function toUnits(text: string | null): bigint {
  const value = (text ?? '0').trim();
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace(/^[-+]/, '').split('.');
  const units = BigInt(whole) * 10_000n + BigInt((fraction + '0000').slice(0, 4));
  return negative ? -units : units;
}

/** units → numeric text. */
export function fromUnits(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  return `${negative ? '-' : ''}${abs / 10_000n}.${String(abs % 10_000n).padStart(4, '0')}`;
}

/** Inserts a level (seed in shard 0, other shards 0) unless it exists; returns its id either way. */
export async function seedLevel(
  db: Db,
  input: { instanceCode: string; level: number; seed: number; seedUnits: bigint; shards: number; now: Date },
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('jackpot_levels')
      .values({
        instance_code: input.instanceCode,
        level: input.level,
        seed: String(input.seed),
        seeded_total: String(input.seed),
        created_at: input.now,
      })
      .onConflict((oc) => oc.columns(['instance_code', 'level']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const row = await trx
        .selectFrom('jackpot_levels')
        .select('id')
        .where('instance_code', '=', input.instanceCode)
        .where('level', '=', input.level)
        .executeTakeFirstOrThrow();
      return row.id;
    }
    await trx
      .insertInto('jackpot_pools')
      .values(
        Array.from({ length: input.shards }, (_, shard) => ({
          level_id: inserted.id,
          shard,
          amount: shard === 0 ? fromUnits(input.seedUnits) : '0',
        })),
      )
      .onConflict((oc) => oc.columns(['level_id', 'shard']).doNothing())
      .execute();
    return inserted.id;
  });
}

export function levelStates(db: Db) {
  return db
    .selectFrom('jackpot_levels as l')
    .innerJoin('jackpot_pools as p', 'p.level_id', 'l.id')
    .select([
      'l.id',
      'l.seed',
      'l.win_count',
      'l.largest_win',
      'l.last_win_at',
      sql<string>`sum(p.amount)::text`.as('pooled'),
    ])
    .groupBy(['l.id', 'l.seed', 'l.win_count', 'l.largest_win', 'l.last_win_at'])
    .execute();
}

export async function addToPool(db: Db, levelId: string, shard: number, units: bigint): Promise<void> {
  await db
    .updateTable('jackpot_pools')
    .set({ amount: sql<string>`amount + ${fromUnits(units)}::numeric` })
    .where('level_id', '=', levelId)
    .where('shard', '=', shard)
    .execute();
}

/** Locks every pool of a level, in shard order, and returns them. */
export function lockPools(db: Db, levelId: string) {
  return db
    .selectFrom('jackpot_pools')
    .select(['shard', sql<string>`amount::text`.as('amount')])
    .where('level_id', '=', levelId)
    .orderBy('shard')
    .forUpdate()
    .execute();
}

/** After a win: shard 0 holds the restart value, the others nothing. */
export async function resetPools(db: Db, levelId: string, restartUnits: bigint): Promise<void> {
  await db
    .updateTable('jackpot_pools')
    .set({
      amount: sql<string>`case when shard = 0 then ${fromUnits(restartUnits)}::numeric else 0 end`,
    })
    .where('level_id', '=', levelId)
    .execute();
}

export async function recordWin(
  db: Db,
  win: {
    levelId: string;
    seed: number;
    playerId: string;
    gameCode: string;
    roundId: string;
    amount: number;
    now: Date;
  },
): Promise<void> {
  await db
    .updateTable('jackpot_levels')
    .set({
      seeded_total: sql<string>`seeded_total + ${String(win.seed)}::bigint`,
      win_count: sql<number>`win_count + 1`,
      largest_win: sql<string>`greatest(largest_win, ${String(win.amount)}::bigint)`,
      last_win_at: win.now,
    })
    .where('id', '=', win.levelId)
    .execute();
  await db
    .insertInto('jackpot_wins')
    .values({
      level_id: win.levelId,
      player_id: win.playerId,
      game_code: win.gameCode,
      round_id: win.roundId,
      amount: String(win.amount),
      created_at: win.now,
    })
    .execute();
}

export async function totals(db: Db): Promise<{ pools: string; seeded: string }> {
  const pools = await db
    .selectFrom('jackpot_pools')
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('total'))
    .executeTakeFirstOrThrow();
  const seeded = await db
    .selectFrom('jackpot_levels')
    .select(sql<string>`coalesce(sum(seeded_total), 0)::text`.as('total'))
    .executeTakeFirstOrThrow();
  return { pools: pools.total, seeded: seeded.total };
}

/** Each level's last win (the back office's jackpot panel, docs/decisions/0560). */
export function lastWins(db: Db) {
  return db
    .selectFrom('jackpot_wins')
    .distinctOn('level_id')
    .select(['level_id', 'amount'])
    .orderBy('level_id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
