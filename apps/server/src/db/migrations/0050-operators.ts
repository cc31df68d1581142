import { sql, type Kysely } from 'kysely';

// Operator accounts (modules/ops, docs/decisions/0500): username + scrypt password + TOTP second factor, roles, the
// lock-out count, sessions with idle and absolute expiry, the short-lived step between password and code, the first
// approval of a large withdrawal (four-eyes), and the append-only audit of every operator action.
const ROLES = `array['admin', 'payments', 'risk', 'support', 'content', 'trader', 'read-only']::text[]`;

const statements = [
  `create table operators (
     id bigint generated always as identity primary key,
     username text not null,
     password_hash text not null,
     totp_secret text not null,
     -- The last 30-second TOTP step a code was accepted for: a code of that step or an earlier one is a replay.
     totp_last_step bigint,
     roles text[] not null check (cardinality(roles) > 0 and roles <@ ${ROLES}),
     failed_logins integer not null default 0,
     locked_until timestamptz,
     disabled_at timestamptz,
     created_at timestamptz not null,
     updated_at timestamptz not null
   )`,
  `create unique index operators_username_idx on operators (lower(username))`,

  `create table operator_login_challenges (
     token_hash text primary key,
     operator_id bigint not null references operators (id),
     ip text,
     created_at timestamptz not null,
     expires_at timestamptz not null,
     used_at timestamptz
   )`,
  `create index operator_login_challenges_expiry_idx on operator_login_challenges (expires_at)`,

  `create table operator_sessions (
     id bigint generated always as identity primary key,
     operator_id bigint not null references operators (id),
     token_hash text not null unique,
     ip text,
     user_agent text,
     created_at timestamptz not null,
     last_seen_at timestamptz not null,
     revoked_at timestamptz,
     revoke_reason text
   )`,
  `create index operator_sessions_operator_idx on operator_sessions (operator_id) where revoked_at is null`,

  // Four-eyes: the first operator's approval of a withdrawal above the threshold; a different operator releases it.
  `create table withdrawal_approvals (
     reference text primary key,
     operator_id bigint not null references operators (id),
     note text,
     approved_at timestamptz not null
   )`,

  `create table operator_audit (
     id bigint generated always as identity primary key,
     -- Null for actions with no signed-in operator: a failed login, the command line on the server's host.
     operator_id bigint references operators (id),
     actor text not null,
     action text not null,
     route text,
     target_type text,
     target_id text,
     before jsonb,
     after jsonb,
     status smallint,
     ip text,
     request_id text,
     created_at timestamptz not null
   )`,
  `create index operator_audit_time_idx on operator_audit (created_at desc, id desc)`,
  `create index operator_audit_operator_idx on operator_audit (operator_id, id desc)`,
  `create index operator_audit_target_idx on operator_audit (target_type, target_id, id desc)`,
  `create index operator_audit_action_idx on operator_audit (action, id desc)`,

  // Append-only, enforced by the database for every role, the owner included: rows are never changed or removed.
  `create function kasa_operator_audit_append_only() returns trigger language plpgsql as $fn$
   begin
     raise exception 'operator_audit is append-only: % refused', tg_op using errcode = 'KS050';
   end
   $fn$`,
  `create trigger operator_audit_no_update_delete before update or delete on operator_audit
     for each row execute function kasa_operator_audit_append_only()`,
  `create trigger operator_audit_no_truncate before truncate on operator_audit
     for each statement execute function kasa_operator_audit_append_only()`,
  // Privileges: no role but the owner may change or remove rows (the trigger stops the owner as well). Meaningful when
  // the application connects as a role other than the tables' owner (deploy/README.md).
  `revoke update, delete, truncate on operator_audit from public`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table operator_audit').execute(db);
  await sql.raw('drop function kasa_operator_audit_append_only').execute(db);
  await sql.raw('drop table withdrawal_approvals').execute(db);
  await sql.raw('drop table operator_sessions').execute(db);
  await sql.raw('drop table operator_login_challenges').execute(db);
  await sql.raw('drop table operators').execute(db);
}
