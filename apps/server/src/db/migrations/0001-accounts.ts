import { sql, type Kysely } from 'kysely';

// Foundation: reference data (cms), players, sessions and account security (auth), phone codes (customer),
// rate limits (throttle) and the outbox (notify). Plain SQL so it reads the same on PGlite and PostgreSQL.
const statements = [
  // cms
  `create table countries (
     id integer primary key,
     code char(2) not null unique,
     name_tr text not null,
     name_en text not null
   )`,
  `create table site_options (
     key text primary key,
     value text not null,
     is_active boolean not null default true
   )`,
  `create table translations (
     locale text not null,
     key text not null,
     value text not null,
     primary key (locale, key)
   )`,

  // players. Ids start at 100001: the id is also the player's public usercode and referral number.
  `create table players (
     id bigint generated always as identity (start with 100001) primary key,
     username text not null,
     email text not null,
     password_hash text not null,
     name text not null,
     surname text not null,
     phone text,
     sms_verified boolean not null default false,
     personal_no text,
     birth_date date,
     country_id integer references countries (id),
     currency_id integer not null default 1,
     trial_bonus boolean not null default false,
     is_fast boolean not null default false,
     referrer_id bigint references players (id),
     failed_logins integer not null default 0,
     locked_until timestamptz,
     created_at timestamptz not null,
     updated_at timestamptz not null
   )`,
  // Uniqueness lives in the database so concurrent registrations cannot both win.
  `create unique index players_username_key on players (lower(username))`,
  `create unique index players_email_key on players (lower(email))`,
  `create unique index players_personal_no_key on players (personal_no) where personal_no is not null`,
  // A phone number can be verified by one player only.
  `create unique index players_verified_phone_key on players (phone) where sms_verified`,

  // auth
  `create table sessions (
     id bigint generated always as identity primary key,
     player_id bigint not null references players (id),
     token_hash text not null unique,
     fingerprint text,
     ip text,
     user_agent text,
     created_at timestamptz not null,
     last_seen_at timestamptz not null,
     revoked_at timestamptz,
     revoke_reason text
   )`,
  `create index sessions_player_idx on sessions (player_id) where revoked_at is null`,
  `create table account_activity (
     id bigint generated always as identity primary key,
     player_id bigint not null references players (id),
     type smallint not null,
     session_id bigint references sessions (id),
     ip text,
     user_agent text,
     fingerprint text,
     created_at timestamptz not null
   )`,
  `create index account_activity_player_idx on account_activity (player_id, created_at desc, id desc)`,
  `create table password_reset_codes (
     player_id bigint primary key references players (id),
     code_hash text not null,
     created_at timestamptz not null,
     expires_at timestamptz not null,
     attempts integer not null default 0,
     used_at timestamptz
   )`,

  // customer
  `create table phone_codes (
     player_id bigint primary key references players (id),
     phone text not null,
     code_hash text not null,
     sent_at timestamptz not null,
     expires_at timestamptz not null,
     attempts integer not null default 0
   )`,

  // throttle: fixed-window counters shared by every node
  `create table rate_limits (
     key text primary key,
     window_started_at timestamptz not null,
     hits integer not null
   )`,

  // notify
  `create table outbox (
     id bigint generated always as identity primary key,
     channel text not null check (channel in ('email', 'sms')),
     recipient text not null,
     subject text,
     body text not null,
     created_at timestamptz not null
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'outbox',
    'rate_limits',
    'phone_codes',
    'password_reset_codes',
    'account_activity',
    'sessions',
    'players',
    'translations',
    'site_options',
    'countries',
  ]) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
}
