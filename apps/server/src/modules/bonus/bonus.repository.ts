import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type {
  BonusDefinitionRow,
  BonusDefinitionsTable,
  BonusKind,
  PlayerBonusesTable,
  PlayerBonusRow,
} from './bonus.table.ts';

const ACTIVE = 1;

export async function upsertDefinitions(db: Db, rows: BonusDefinitionsTable[]): Promise<void> {
  await db
    .insertInto('bonus_definitions')
    .values(rows)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        kind: eb.ref('excluded.kind'),
        title_tr: eb.ref('excluded.title_tr'),
        title_en: eb.ref('excluded.title_en'),
        description_tr: eb.ref('excluded.description_tr'),
        description_en: eb.ref('excluded.description_en'),
        percent: eb.ref('excluded.percent'),
        max_amount: eb.ref('excluded.max_amount'),
        min_amount: eb.ref('excluded.min_amount'),
        wagering_multiplier: eb.ref('excluded.wagering_multiplier'),
        valid_days: eb.ref('excluded.valid_days'),
        sports_min_odds: eb.ref('excluded.sports_min_odds'),
        is_active: eb.ref('excluded.is_active'),
        sort_order: eb.ref('excluded.sort_order'),
      })),
    )
    .execute();
}

export function listActiveDefinitions(db: Db): Promise<BonusDefinitionRow[]> {
  return db
    .selectFrom('bonus_definitions')
    .selectAll()
    .where('is_active', '=', true)
    .orderBy('sort_order')
    .execute();
}

export function listDefinitions(db: Db): Promise<BonusDefinitionRow[]> {
  return db.selectFrom('bonus_definitions').selectAll().execute();
}

export function findDefinition(db: Db, id: number): Promise<BonusDefinitionRow | undefined> {
  return db.selectFrom('bonus_definitions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findDefinitionByKind(db: Db, kind: BonusKind): Promise<BonusDefinitionRow | undefined> {
  return db.selectFrom('bonus_definitions').selectAll().where('kind', '=', kind).executeTakeFirst();
}

/**
 * Serialises every bonus change of one player for the rest of the transaction (a transaction-scoped advisory lock),
 * taken before any wallet row: bonus lock → wallet accounts, one order everywhere.
 */
export async function lockPlayer(db: Db, playerId: string): Promise<void> {
  const key = Number(BigInt(playerId) % 2147483647n);
  await sql`select pg_advisory_xact_lock(${0x6b6173}, ${key}::int)`.execute(db);
}

export function insertPlayerBonus(db: Db, values: Insertable<PlayerBonusesTable>): Promise<PlayerBonusRow> {
  return db.insertInto('player_bonuses').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updatePlayerBonus(
  db: Db,
  id: string,
  patch: Updateable<PlayerBonusesTable>,
): Promise<PlayerBonusRow> {
  return db
    .updateTable('player_bonuses')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findPlayerBonusForUpdate(db: Db, id: string): Promise<PlayerBonusRow | undefined> {
  return db.selectFrom('player_bonuses').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function listForPlayer(db: Db, playerId: string): Promise<PlayerBonusRow[]> {
  return db
    .selectFrom('player_bonuses')
    .selectAll()
    .where('player_id', '=', playerId)
    .orderBy('id', 'desc')
    .execute();
}

/** Active bonuses, oldest first: wagering fills them in this order. */
export function listActive(db: Db, playerId: string): Promise<PlayerBonusRow[]> {
  return db
    .selectFrom('player_bonuses')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('status', '=', ACTIVE)
    .orderBy('granted_at')
    .orderBy('id')
    .execute();
}

/** Whether the player has an active bonus not yet expired at `now`: one index look-up, no lock (the bet's fast path). */
export async function hasActive(db: Db, playerId: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('player_bonuses')
    .select('id')
    .where('player_id', '=', playerId)
    .where('status', '=', ACTIVE)
    .where('expires_at', '>', now)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function findLatestOfDefinition(
  db: Db,
  playerId: string,
  definitionId: number,
  status?: number,
): Promise<PlayerBonusRow | undefined> {
  let query = db
    .selectFrom('player_bonuses')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('definition_id', '=', definitionId);
  if (status !== undefined) query = query.where('status', '=', status);
  return query.orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export function listDue(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('player_bonuses')
    .select(['id', 'player_id'])
    .where('status', '=', ACTIVE)
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

export async function claimExists(db: Db, scope: string, value: string): Promise<boolean> {
  const row = await db
    .selectFrom('bonus_claims')
    .select('scope')
    .where('scope', '=', scope)
    .where('value', '=', value)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findClaimedBonus(
  db: Db,
  scope: string,
  value: string,
): Promise<PlayerBonusRow | undefined> {
  return db
    .selectFrom('bonus_claims')
    .innerJoin('player_bonuses', 'player_bonuses.id', 'bonus_claims.player_bonus_id')
    .selectAll('player_bonuses')
    .where('bonus_claims.scope', '=', scope)
    .where('bonus_claims.value', '=', value)
    .executeTakeFirst();
}

/** False when the claim is already taken (the primary key decides, race-free). */
export async function insertClaim(
  db: Db,
  scope: string,
  value: string,
  playerBonusId: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('bonus_claims')
    .values({ scope, value, player_bonus_id: playerBonusId, created_at: now })
    .onConflict((oc) => oc.columns(['scope', 'value']).doNothing())
    .returning('scope')
    .executeTakeFirst();
  return row !== undefined;
}

/** False when this bet key was already counted. */
export async function insertWager(
  db: Db,
  key: string,
  playerId: string,
  amount: number,
  now: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('bonus_wagers')
    .values({ key, player_id: playerId, amount: String(amount), created_at: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

export async function savepoint(db: Db, name: string) {
  await sql.raw(`savepoint ${name}`).execute(db);
}
export async function releaseSavepoint(db: Db, name: string) {
  await sql.raw(`release savepoint ${name}`).execute(db);
}
export async function rollbackToSavepoint(db: Db, name: string) {
  await sql.raw(`rollback to savepoint ${name}`).execute(db);
}
