import type { ColumnType, Selectable } from 'kysely';
import type { KycDocumentKind, KycMediaType } from '@kasa/contract/kyc';

type Json<T> = ColumnType<T, string | null, string | null>;

export type KycRowStatus = 'pending' | 'approved' | 'rejected' | 'replaced';

export interface KycDocumentsTable {
  /** BIGINT, read as a string. */
  id: ColumnType<string, never, never>;
  player_id: string;
  kind: KycDocumentKind;
  status: KycRowStatus;
  /** Random; the only link to the bytes in the file storage. */
  storage_key: string;
  media_type: KycMediaType;
  size_bytes: number;
  width: number | null;
  height: number | null;
  sha256: string;
  /** The rejection reason the player sees. */
  reason: string | null;
  /** What the operator read from an identity card's front when approving it. */
  document_name: string | null;
  document_personal_no: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface KycAuditTable {
  id: ColumnType<string, never, never>;
  player_id: string | null;
  document_id: string | null;
  actor: string;
  action: string;
  before: Json<unknown>;
  after: Json<unknown>;
  created_at: Date;
}

export interface KycSettingsTable {
  key: string;
  value: Json<unknown>;
  updated_by: string;
  updated_at: Date;
}

export type KycDocumentRow = Selectable<KycDocumentsTable>;
export type KycAuditRow = Selectable<KycAuditTable>;

export interface KycTables {
  kyc_documents: KycDocumentsTable;
  kyc_audit: KycAuditTable;
  kyc_settings: KycSettingsTable;
}
