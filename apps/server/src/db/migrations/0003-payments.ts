import { sql, type Kysely } from 'kysely';

// Payments, the sandbox PSP's own sessions, the operators' audit log and notifications (issue 3 §3–§6, §8), plus the
// player's language (notifications are written in it). Amounts are kuruş in BIGINT; statuses are the spec's
// TransactionStatus numbers, types TransactionType (1 deposit, 2 withdraw). Plain SQL for PGlite and PostgreSQL.
const statements = [
  `alter table players add column locale text not null default 'tr' check (locale in ('tr', 'en'))`,

  // Seeded from modules/payment/payment.methods.ts (upsert by code). Fixed ids: the client opens a dialog by id.
  `create table payment_methods (
     id integer primary key,
     code text not null unique,
     type smallint not null check (type in (1, 2)),
     provider text not null,
     logo text not null,
     title_tr text not null,
     title_en text not null,
     min_amount bigint not null check (min_amount > 0),
     max_amount bigint not null,
     is_redirect boolean not null,
     is_active boolean not null default true,
     sort_order integer not null,
     fields jsonb not null,
     constraint payment_methods_limits_check check (max_amount >= min_amount)
   )`,

  `create table payments (
     id bigint generated always as identity primary key,
     player_id bigint not null references players (id),
     method_id integer not null references payment_methods (id),
     type smallint not null check (type in (1, 2)),
     amount bigint not null check (amount > 0),
     status smallint not null check (status between 0 and 6),
     reference text not null,
     provider_reference text,
     detail jsonb not null default '{}',
     note text,
     decided_by text,
     decided_at timestamptz,
     created_at timestamptz not null,
     updated_at timestamptz not null,
     constraint payments_reference_key unique (reference),
     constraint payments_provider_reference_key unique (provider_reference)
   )`,
  `create index payments_player_idx on payments (player_id, id desc)`,
  `create index payments_pending_idx on payments (status, id) where status = 2`,

  // Who decided what about a payment and when (operators, the PSP's webhook, the player's own request).
  `create table payment_audit (
     id bigint generated always as identity primary key,
     payment_id bigint not null references payments (id),
     actor text not null,
     action text not null,
     note text,
     created_at timestamptz not null
   )`,
  `create index payment_audit_payment_idx on payment_audit (payment_id, id)`,

  // The sandbox PSP's own records: what its hosted page shows and what it reports in its webhook.
  `create table sandbox_sessions (
     token text primary key,
     provider_reference text not null unique,
     merchant_reference text not null unique,
     amount bigint not null check (amount > 0),
     currency text not null,
     method text not null,
     status text not null check (status in ('open', 'paid', 'declined')),
     card_last4 text,
     locale text not null default 'tr',
     created_at timestamptz not null,
     decided_at timestamptz
   )`,

  `create table notifications (
     id bigint generated always as identity primary key,
     player_id bigint not null references players (id),
     type smallint not null check (type between 1 and 5),
     title text not null,
     note text not null,
     created_at timestamptz not null,
     read_at timestamptz
   )`,
  `create index notifications_player_idx on notifications (player_id, id desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['notifications', 'sandbox_sessions', 'payment_audit', 'payments', 'payment_methods']) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
  await sql.raw('alter table players drop column if exists locale').execute(db);
}
