import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { LimitKind, LimitPeriod, RgLimitsTable, RgPlayersTable } from './responsible-gaming.table.ts';

// All of player protection's SQL. Plain functions taking the database or a transaction first.

export function findPlayer(db: Db, playerId: string) {
  return db.selectFrom('rg_players').selectAll().where('player_id', '=', playerId).executeTakeFirst();
}

/**
 * The player's row locked for the rest of the caller's transaction (no row: nothing locked): a deposit or bet checked
 * against a limit waits for the one before it, so two at once cannot both fit into the same room.
 */
export function findPlayerForUpdate(db: Db, playerId: string) {
  return db
    .selectFrom('rg_players')
    .selectAll()
    .where('player_id', '=', playerId)
    .forUpdate()
    .executeTakeFirst();
}

/** The player's row, locked for a change (created first when missing, so two first changes do not race). */
export async function lockPlayer(db: Db, playerId: string, now: Date) {
  await db
    .insertInto('rg_players')
    .values({ player_id: playerId, updated_at: now })
    .onConflict((oc) => oc.column('player_id').doNothing())
    .execute();
  return db
    .selectFrom('rg_players')
    .selectAll()
    .where('player_id', '=', playerId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function updatePlayer(db: Db, playerId: string, values: Updateable<RgPlayersTable>) {
  await db.updateTable('rg_players').set(values).where('player_id', '=', playerId).execute();
}

export function findLimits(db: Db, playerId: string, kinds?: readonly LimitKind[]) {
  let query = db.selectFrom('rg_limits').selectAll().where('player_id', '=', playerId);
  if (kinds) query = query.where('kind', 'in', kinds);
  return query.execute();
}

export function findLimit(db: Db, playerId: string, kind: LimitKind, period: LimitPeriod) {
  return db
    .selectFrom('rg_limits')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('kind', '=', kind)
    .where('period', '=', period)
    .forUpdate()
    .executeTakeFirst();
}

export async function saveLimit(db: Db, row: Insertable<RgLimitsTable>) {
  await db
    .insertInto('rg_limits')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['player_id', 'kind', 'period']).doUpdateSet({
        amount: row.amount ?? null,
        pending_amount: row.pending_amount ?? null,
        pending_at: row.pending_at ?? null,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

export async function insertAudit(
  db: Db,
  row: { playerId: string; actor: string; action: string; detail: Record<string, unknown>; now: Date },
): Promise<void> {
  await db
    .insertInto('rg_audit')
    .values({
      player_id: row.playerId,
      actor: row.actor,
      action: row.action,
      detail: JSON.stringify(row.detail),
      created_at: row.now,
    })
    .execute();
}

export function listAudit(db: Db, playerId: string) {
  return db
    .selectFrom('rg_audit')
    .select(['action', 'actor', 'detail', 'created_at'])
    .where('player_id', '=', playerId)
    .orderBy('id', 'desc')
    .execute();
}

// ---- reopening after a self-exclusion or closure (migration 0048, docs/decisions/0440) ----

/** The player's latest request (any status), or undefined. */
export function findLatestReopen(db: Db, playerId: string) {
  return db
    .selectFrom('rg_reopen_requests')
    .selectAll()
    .where('player_id', '=', playerId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findPendingReopen(db: Db, playerId: string) {
  return db
    .selectFrom('rg_reopen_requests')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

export function findReopenForUpdate(db: Db, id: string) {
  return db.selectFrom('rg_reopen_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function insertReopen(
  db: Db,
  row: { playerId: string; blockKind: 'self_exclusion' | 'closed'; requestedAt: Date; coolingUntil: Date },
) {
  return db
    .insertInto('rg_reopen_requests')
    .values({
      player_id: row.playerId,
      block_kind: row.blockKind,
      requested_at: row.requestedAt,
      cooling_until: row.coolingUntil,
      status: 'pending',
      decided_by: null,
      decided_at: null,
      note: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function decideReopen(
  db: Db,
  id: string,
  values: {
    status: 'approved' | 'rejected' | 'withdrawn';
    decidedBy: string;
    decidedAt: Date;
    note: string | null;
  },
) {
  await db
    .updateTable('rg_reopen_requests')
    .set({
      status: values.status,
      decided_by: values.decidedBy,
      decided_at: values.decidedAt,
      note: values.note,
    })
    .where('id', '=', id)
    .execute();
}

/** Requests waiting for a decision, oldest first, with the player's username and block. */
export function listPendingReopens(db: Db) {
  return db
    .selectFrom('rg_reopen_requests as r')
    .innerJoin('players as p', 'p.id', 'r.player_id')
    .leftJoin('rg_players as g', 'g.player_id', 'r.player_id')
    .select([
      'r.id',
      'r.player_id',
      'r.block_kind',
      'r.requested_at',
      'r.cooling_until',
      'p.username',
      'g.block_period',
      'g.block_from',
    ])
    .where('r.status', '=', 'pending')
    .orderBy('r.id', 'asc')
    .execute();
}
