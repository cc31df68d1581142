import { sql, type Kysely } from 'kysely';

// Live blackjack on the shared-round engine (docs/decisions/0312): the table rounds take a third game and an in-round
// phase ('playing': the players' turns and the dealer, between the betting window and the settlement); the round's
// play (hands, turn, deadline) lives in `outcome` while it is played. A shoe lasts many rounds, so its seed has its own
// row: committed (sha256) before its first round, revealed once the cut card ends it.
const statements = [
  `alter table table_rounds drop constraint table_rounds_game_check`,
  `alter table table_rounds add constraint table_rounds_game_check check (game in ('roulette', 'baccarat', 'blackjack'))`,
  `alter table table_rounds drop constraint table_rounds_phase_check`,
  `alter table table_rounds add constraint table_rounds_phase_check check (phase in ('betting', 'playing', 'settled'))`,
  `create table blackjack_shoes (
     id bigint generated always as identity primary key,
     table_code text not null,
     shoe_no integer not null check (shoe_no > 0),
     server_seed text not null,
     seed_hash text not null,
     cut_card integer not null,
     dealt integer not null default 0 check (dealt >= 0),
     opened_at timestamptz not null,
     ended_at timestamptz,
     unique (table_code, shoe_no)
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table blackjack_shoes`.execute(db);
  await sql`delete from table_tickets where round_id in (select id from table_rounds where game = 'blackjack')`.execute(
    db,
  );
  await sql`delete from table_rounds where game = 'blackjack'`.execute(db);
  await sql`alter table table_rounds drop constraint table_rounds_phase_check`.execute(db);
  await sql`alter table table_rounds add constraint table_rounds_phase_check check (phase in ('betting', 'settled'))`.execute(
    db,
  );
  await sql`alter table table_rounds drop constraint table_rounds_game_check`.execute(db);
  await sql`alter table table_rounds add constraint table_rounds_game_check check (game in ('roulette', 'baccarat'))`.execute(
    db,
  );
}
