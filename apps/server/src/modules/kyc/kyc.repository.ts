import type { KycDocumentKind } from '@kasa/contract/kyc';
import type { Db } from '../../db/create-db.ts';
import type { KycAuditRow, KycDocumentRow, KycDocumentsTable, KycRowStatus } from './kyc.table.ts';

export type NewDocument = Omit<KycDocumentsTable, 'id'>;

/** The player's latest document of each kind that is not a replaced one (what the player and the rules look at). */
export function latestDocuments(db: Db, playerId: string): Promise<KycDocumentRow[]> {
  return db
    .selectFrom('kyc_documents')
    .selectAll()
    .distinctOn('kind')
    .where('player_id', '=', playerId)
    .where('status', '<>', 'replaced')
    .orderBy('kind')
    .orderBy('id', 'desc')
    .execute();
}

export function findDocument(db: Db, id: string): Promise<KycDocumentRow | undefined> {
  return db.selectFrom('kyc_documents').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findDocumentForUpdate(db: Db, id: string): Promise<KycDocumentRow | undefined> {
  return db.selectFrom('kyc_documents').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Uploads of the player since `since`, replaced ones included (the daily upload cap). */
export async function countUploadsSince(db: Db, playerId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('kyc_documents')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('player_id', '=', playerId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The pending document of a kind, locked (an upload replaces it). */
export function findPendingForUpdate(
  db: Db,
  playerId: string,
  kind: KycDocumentKind,
): Promise<KycDocumentRow | undefined> {
  return db
    .selectFrom('kyc_documents')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('kind', '=', kind)
    .where('status', '=', 'pending')
    .forUpdate()
    .executeTakeFirst();
}

export function insertDocument(db: Db, row: NewDocument): Promise<KycDocumentRow> {
  return db.insertInto('kyc_documents').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function setStatus(
  db: Db,
  id: string,
  change: {
    status: KycRowStatus;
    reason?: string | null;
    documentName?: string | null;
    documentPersonalNo?: string | null;
    reviewedBy?: string | null;
    reviewedAt?: Date | null;
    now: Date;
  },
): Promise<KycDocumentRow> {
  return db
    .updateTable('kyc_documents')
    .set({
      status: change.status,
      updated_at: change.now,
      ...(change.reason !== undefined ? { reason: change.reason } : {}),
      ...(change.documentName !== undefined ? { document_name: change.documentName } : {}),
      ...(change.documentPersonalNo !== undefined ? { document_personal_no: change.documentPersonalNo } : {}),
      ...(change.reviewedBy !== undefined ? { reviewed_by: change.reviewedBy } : {}),
      ...(change.reviewedAt !== undefined ? { reviewed_at: change.reviewedAt } : {}),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertAudit(
  db: Db,
  entry: {
    playerId: string | null;
    documentId: string | null;
    actor: string;
    action: string;
    before: unknown;
    after: unknown;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('kyc_audit')
    .values({
      player_id: entry.playerId,
      document_id: entry.documentId,
      actor: entry.actor,
      action: entry.action,
      before: entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after),
      created_at: entry.now,
    })
    .execute();
}

export function listAudit(db: Db, playerId: string): Promise<KycAuditRow[]> {
  return db.selectFrom('kyc_audit').selectAll().where('player_id', '=', playerId).orderBy('id').execute();
}

/** Settings changes are audited without a player. */
export function listSettingsAudit(db: Db): Promise<KycAuditRow[]> {
  return db.selectFrom('kyc_audit').selectAll().where('player_id', 'is', null).orderBy('id').execute();
}

export function listPending(db: Db, limit: number): Promise<KycDocumentRow[]> {
  return db
    .selectFrom('kyc_documents')
    .selectAll()
    .where('status', '=', 'pending')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function readSetting(db: Db, key: string): Promise<unknown> {
  const row = await db.selectFrom('kyc_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function writeSetting(
  db: Db,
  key: string,
  value: unknown,
  actor: string,
  now: Date,
): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('kyc_settings')
    .values({ key, value: json, updated_by: actor, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_by: actor, updated_at: now }))
    .execute();
}

/** Locks the settings row, so two operators' changes are audited in the order they apply. */
export async function lockSetting(db: Db, key: string): Promise<unknown> {
  const row = await db
    .selectFrom('kyc_settings')
    .select('value')
    .where('key', '=', key)
    .forUpdate()
    .executeTakeFirst();
  return row?.value;
}
