import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { OperatorAuditRow, OperatorRow, OperatorSessionRow } from './ops.table.ts';

// ---- operators ----

/** A PostgreSQL array literal of roles (values from the contract's fixed list: no quoting needed). */
const rolesArray = (roles: readonly string[]) => sql<string[]>`${`{${roles.join(',')}}`}::text[]`;

export async function insertOperator(
  db: Db,
  values: { username: string; passwordHash: string; totpSecret: string; roles: readonly string[]; now: Date },
): Promise<OperatorRow | undefined> {
  return db
    .insertInto('operators')
    .values({
      username: values.username,
      password_hash: values.passwordHash,
      totp_secret: values.totpSecret,
      totp_last_step: null,
      roles: rolesArray(values.roles),
      locked_until: null,
      disabled_at: null,
      created_at: values.now,
      updated_at: values.now,
    })
    .onConflict((oc) => oc.expression(sql`lower(username)`).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The operator's TOTP secret as stored (sealed, lib/secret-box.ts). */
export async function setTotpSecret(db: Db, id: string, stored: string, now: Date): Promise<void> {
  await db
    .updateTable('operators')
    .set({ totp_secret: stored, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export function findOperatorByUsername(db: Db, username: string): Promise<OperatorRow | undefined> {
  return db
    .selectFrom('operators')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export function findOperatorById(db: Db, id: string): Promise<OperatorRow | undefined> {
  return db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listOperators(db: Db): Promise<OperatorRow[]> {
  return db.selectFrom('operators').selectAll().orderBy('id').execute();
}

export async function updateOperator(
  db: Db,
  id: string,
  change: { roles?: readonly string[]; disabledAt?: Date | null },
  now: Date,
): Promise<OperatorRow | undefined> {
  return db
    .updateTable('operators')
    .set({
      updated_at: now,
      ...(change.roles ? { roles: rolesArray(change.roles) } : {}),
      ...(change.disabledAt !== undefined ? { disabled_at: change.disabledAt } : {}),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Takes one sign-in attempt before a password or code is checked, in one statement (the players' rule,
 * docs/decisions/0420): counted as a failure and, at the `maxFailures`-th, the account locks at once, so a parallel
 * burst gets `maxFailures` checks at most. Returns the count (this attempt included), or null while locked.
 */
export async function reserveAttempt(
  db: Db,
  id: string,
  maxFailures: number,
  lockUntil: Date,
  now: Date,
): Promise<number | null> {
  const next = sql<number>`(case when locked_until is not null and locked_until <= ${now}::timestamptz then 1 else failed_logins + 1 end)`;
  const row = await db
    .updateTable('operators')
    .set({
      failed_logins: next,
      locked_until: sql<Date | null>`case when ${next} >= ${maxFailures} then ${lockUntil}::timestamptz when locked_until <= ${now}::timestamptz then null else locked_until end`,
    })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .returning('failed_logins')
    .executeTakeFirst();
  return row?.failed_logins ?? null;
}

/**
 * A right password gives its attempt back (the code is counted on the next step), lifting a lock only that attempt
 * set: the password alone never clears the count, so knowing it does not buy unlimited code guesses.
 */
export async function refundAttempt(db: Db, id: string, maxFailures: number): Promise<void> {
  await db
    .updateTable('operators')
    .set({
      failed_logins: sql<number>`failed_logins - 1`,
      locked_until: sql<Date | null>`case when failed_logins - 1 < ${maxFailures} then null else locked_until end`,
    })
    .where('id', '=', id)
    .where('failed_logins', '>', 0)
    .execute();
}

export async function clearFailures(db: Db, id: string): Promise<void> {
  await db
    .updateTable('operators')
    .set({ failed_logins: 0, locked_until: null })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('failed_logins', '>', 0), eb('locked_until', 'is not', null)]))
    .execute();
}

export async function setPasswordHash(db: Db, id: string, hash: string, now: Date): Promise<void> {
  await db
    .updateTable('operators')
    .set({ password_hash: hash, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/**
 * Marks TOTP step `step` used, only when it is later than the last one used: one statement, so two requests with the
 * same code cannot both pass. False → a replay (this step or an earlier one was already used).
 */
export async function useTotpStep(db: Db, id: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('operators')
    .set({ totp_last_step: String(step) })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('totp_last_step', 'is', null), eb(sql`totp_last_step`, '<', sql`${String(step)}::bigint`)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---- the step between password and code ----

export async function insertChallenge(
  db: Db,
  values: { tokenHash: string; operatorId: string; ip: string | null; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('operator_login_challenges')
    .values({
      token_hash: values.tokenHash,
      operator_id: values.operatorId,
      ip: values.ip,
      created_at: values.now,
      expires_at: values.expiresAt,
      used_at: null,
    })
    .execute();
}

/** Uses a challenge once (a wrong code spends it too); the operator's id, or undefined when unknown, used or expired. */
export async function useChallenge(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  const row = await db
    .updateTable('operator_login_challenges')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('operator_id')
    .executeTakeFirst();
  return row?.operator_id;
}

export async function deleteOldChallenges(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('operator_login_challenges').where('expires_at', '<', before).execute();
}

// ---- sessions ----

export async function insertSession(
  db: Db,
  values: { operatorId: string; tokenHash: string; ip: string | null; userAgent: string | null; now: Date },
): Promise<OperatorSessionRow> {
  return db
    .insertInto('operator_sessions')
    .values({
      operator_id: values.operatorId,
      token_hash: values.tokenHash,
      ip: values.ip,
      user_agent: values.userAgent,
      created_at: values.now,
      last_seen_at: values.now,
      revoked_at: null,
      revoke_reason: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findOpenSession(db: Db, tokenHash: string) {
  return db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select([
      's.id as session_id',
      's.created_at',
      's.last_seen_at',
      'o.id as operator_id',
      'o.username',
      'o.roles',
      'o.disabled_at',
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function touchSession(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('operator_sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
}

export async function revokeSession(db: Db, id: string, reason: string, now: Date): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeOperatorSessions(
  db: Db,
  operatorId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .execute();
}

// ---- four-eyes ----

/** Records the first approval; the existing one when there is one already (the first approver stays). */
export async function insertApproval(
  db: Db,
  values: { reference: string; operatorId: string; note: string | null; now: Date },
) {
  await db
    .insertInto('withdrawal_approvals')
    .values({
      reference: values.reference,
      operator_id: values.operatorId,
      note: values.note,
      approved_at: values.now,
    })
    .onConflict((oc) => oc.column('reference').doNothing())
    .execute();
  return findApproval(db, values.reference);
}

export function findApproval(db: Db, reference: string) {
  return db
    .selectFrom('withdrawal_approvals as a')
    .innerJoin('operators as o', 'o.id', 'a.operator_id')
    .select(['a.reference', 'a.operator_id', 'a.approved_at', 'a.note', 'o.username'])
    .where('a.reference', '=', reference)
    .executeTakeFirst();
}

export function listApprovals(db: Db, references: readonly string[]) {
  if (references.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('withdrawal_approvals as a')
    .innerJoin('operators as o', 'o.id', 'a.operator_id')
    .select(['a.reference', 'a.operator_id', 'a.approved_at', 'o.username'])
    .where('a.reference', 'in', references)
    .execute();
}

// ---- audit (append-only: insert and select) ----

export interface AuditInsert {
  operatorId: string | null;
  actor: string;
  action: string;
  route: string | null;
  targetType: string | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
  status: number | null;
  ip: string | null;
  requestId: string | null;
  now: Date;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export async function insertAudit(db: Db, entry: AuditInsert): Promise<void> {
  await db
    .insertInto('operator_audit')
    .values({
      operator_id: entry.operatorId,
      actor: entry.actor,
      action: entry.action,
      route: entry.route,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before: json(entry.before),
      after: json(entry.after),
      status: entry.status,
      ip: entry.ip,
      request_id: entry.requestId,
      created_at: entry.now,
    })
    .execute();
}

export interface AuditFilter {
  operatorId?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

function filtered(db: Db, f: AuditFilter) {
  let query = db.selectFrom('operator_audit');
  if (f.operatorId !== undefined) query = query.where('operator_id', '=', f.operatorId);
  if (f.action !== undefined) query = query.where('action', '=', f.action);
  if (f.targetType !== undefined) query = query.where('target_type', '=', f.targetType);
  if (f.targetId !== undefined) query = query.where('target_id', '=', f.targetId);
  if (f.from !== undefined) query = query.where('created_at', '>=', f.from);
  if (f.to !== undefined) query = query.where('created_at', '<', f.to);
  return query;
}

export function searchAudit(db: Db, f: AuditFilter, skip: number, take: number): Promise<OperatorAuditRow[]> {
  return filtered(db, f)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(skip)
    .limit(take)
    .execute();
}

export async function countAudit(db: Db, f: AuditFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
