import { sql, type Kysely } from 'kysely';

// Durable webhooks and reconciliation (docs/decisions/0430, issue 12 §3 fault 3).
// - The sandbox PSP's outbox: one row per decided session, written in the transaction that decides it, so a crash
//   after "paid" can no longer lose the report. A worker on the job queue delivers due rows with exponential backoff.
// - payments.psp_checked_at: when reconciliation last asked the provider about a Pending PSP deposit (its checks
//   space out as the deposit ages).
const statements = [
  `create table sandbox_webhook_outbox (
     id bigint generated always as identity primary key,
     session_token text not null references sandbox_sessions (token),
     attempts integer not null default 0 check (attempts >= 0),
     next_attempt_at timestamptz not null,
     last_attempt_at timestamptz,
     last_status integer,
     last_error text,
     delivered_at timestamptz,
     gave_up_at timestamptz,
     created_at timestamptz not null,
     constraint sandbox_webhook_outbox_session_key unique (session_token)
   )`,
  `create index sandbox_webhook_outbox_due_idx on sandbox_webhook_outbox (next_attempt_at)
     where delivered_at is null and gave_up_at is null`,
  `alter table payments add column psp_checked_at timestamptz`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payments drop column psp_checked_at`.execute(db);
  await sql`drop table sandbox_webhook_outbox`.execute(db);
}
