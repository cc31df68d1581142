import type { Insertable } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type {
  BalanceAdjustmentRow,
  BalanceAdjustmentsTable,
  OperatorPlayerNoteRow,
} from './backoffice.table.ts';

export function insertNote(
  db: Db,
  note: { playerId: string; operatorId: string; actor: string; text: string; now: Date },
): Promise<OperatorPlayerNoteRow> {
  return db
    .insertInto('operator_player_notes')
    .values({
      player_id: note.playerId,
      operator_id: note.operatorId,
      actor: note.actor,
      text: note.text,
      created_at: note.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function listNotes(db: Db, playerId: string, take: number): Promise<OperatorPlayerNoteRow[]> {
  return db
    .selectFrom('operator_player_notes')
    .selectAll()
    .where('player_id', '=', playerId)
    .orderBy('id', 'desc')
    .limit(take)
    .execute();
}

// ---- balance adjustments (docs/decisions/0512) ----

export function insertAdjustment(
  db: Db,
  row: Omit<Insertable<BalanceAdjustmentsTable>, 'id'>,
): Promise<BalanceAdjustmentRow | undefined> {
  return db
    .insertInto('balance_adjustments')
    .values(row)
    .onConflict((oc) => oc.column('request_id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findAdjustmentByRequest(
  db: Db,
  requestId: string,
): Promise<BalanceAdjustmentRow | undefined> {
  return db
    .selectFrom('balance_adjustments')
    .selectAll()
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** The adjustment, its row locked for the decision (`for update`) when `lock`. */
export function findAdjustment(db: Db, id: string, lock = false): Promise<BalanceAdjustmentRow | undefined> {
  const query = db.selectFrom('balance_adjustments').selectAll().where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export function decideAdjustment(
  db: Db,
  id: string,
  change: {
    status: 'applied' | 'rejected';
    decidedBy: string;
    decidedActor: string;
    note: string | null;
    transactionId: string | null;
    now: Date;
  },
): Promise<BalanceAdjustmentRow> {
  return db
    .updateTable('balance_adjustments')
    .set({
      status: change.status,
      decided_by: change.decidedBy,
      decided_actor: change.decidedActor,
      decision_note: change.note,
      ledger_transaction_id: change.transactionId,
      decided_at: change.now,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface AdjustmentListRow extends BalanceAdjustmentRow {
  username: string;
}

export async function listAdjustments(
  db: Db,
  filter: { playerId?: string | undefined; status?: BalanceAdjustmentRow['status'] | undefined },
  skip: number,
  take: number,
): Promise<{ total: number; rows: AdjustmentListRow[] }> {
  let query = db.selectFrom('balance_adjustments as a');
  if (filter.playerId) query = query.where('a.player_id', '=', filter.playerId);
  if (filter.status) query = query.where('a.status', '=', filter.status);
  const [rows, count] = await Promise.all([
    query
      .innerJoin('players as p', 'p.id', 'a.player_id')
      .selectAll('a')
      .select('p.username')
      .orderBy('a.id', 'desc')
      .offset(skip)
      .limit(take)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.n), rows };
}

export async function countPendingAdjustments(db: Db): Promise<number> {
  const row = await db
    .selectFrom('balance_adjustments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
