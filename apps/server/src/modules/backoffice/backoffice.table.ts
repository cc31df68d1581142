import type { ColumnType, Selectable } from 'kysely';

/** An operator's note on a player (migration 0051): append-only, the database refuses changes and removals. */
export interface OperatorPlayerNotesTable {
  id: ColumnType<string, never, never>;
  player_id: string;
  operator_id: string;
  actor: string;
  text: string;
  created_at: Date;
}

export type OperatorPlayerNoteRow = Selectable<OperatorPlayerNotesTable>;

export interface BackofficeTables {
  operator_player_notes: OperatorPlayerNotesTable;
}
