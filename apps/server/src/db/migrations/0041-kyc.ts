import { sql, type Kysely } from 'kysely';

// Identity checks (modules/kyc, docs/decisions/0410): the documents a player uploads (the bytes live in the file
// storage under a random key, never in the database), their review state, what the operator read from an identity
// card, the audit of every change with its before and after, and the operator's settings (the daily withdrawal amount
// above which an approved identity is needed).
const statements = [
  `create table kyc_documents (
     id bigint generated always as identity primary key,
     player_id bigint not null references players (id),
     kind text not null check (kind in ('id_front', 'id_back', 'address', 'payment_method')),
     -- 'replaced': a pending document the player uploaded again; kept for the audit, no longer shown or reviewed.
     status text not null check (status in ('pending', 'approved', 'rejected', 'replaced')),
     storage_key text not null unique,
     media_type text not null check (media_type in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
     size_bytes integer not null check (size_bytes > 0),
     width integer,
     height integer,
     sha256 text not null,
     reason text,
     document_name text,
     document_personal_no text,
     reviewed_by text,
     reviewed_at timestamptz,
     created_at timestamptz not null,
     updated_at timestamptz not null,
     check (status <> 'rejected' or reason is not null)
   )`,
  `create index kyc_documents_player_idx on kyc_documents (player_id, kind, id desc)`,
  `create index kyc_documents_pending_idx on kyc_documents (id) where status = 'pending'`,
  // At most one document of a kind waits for review: a new upload replaces the pending one in the same transaction.
  `create unique index kyc_documents_one_pending_idx on kyc_documents (player_id, kind) where status = 'pending'`,

  `create table kyc_audit (
     id bigint generated always as identity primary key,
     player_id bigint references players (id),
     document_id bigint references kyc_documents (id),
     actor text not null,
     action text not null,
     before jsonb,
     after jsonb,
     created_at timestamptz not null
   )`,
  `create index kyc_audit_player_idx on kyc_audit (player_id, id)`,

  `create table kyc_settings (
     key text primary key,
     value jsonb not null,
     updated_by text not null,
     updated_at timestamptz not null
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table kyc_settings').execute(db);
  await sql.raw('drop table kyc_audit').execute(db);
  await sql.raw('drop table kyc_documents').execute(db);
}
