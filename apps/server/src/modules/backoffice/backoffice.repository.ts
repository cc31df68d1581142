import type { Db } from '../../db/create-db.ts';
import type { OperatorPlayerNoteRow } from './backoffice.table.ts';

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
