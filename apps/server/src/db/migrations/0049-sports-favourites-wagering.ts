import { sql, type Kysely } from 'kysely';

// Issue 10's remaining parts (docs/decisions/0240): a player's favourite leagues (starred on the sports pages, shown
// first), each bonus's rule for sports bets (the smallest price of a counting leg, in hundredths; null: sports bets
// do not count towards that bonus), and the left menu's Live TV pointed at the site's own live centre where the
// option still holds the dead address an earlier release seeded (an operator's own value is left alone).
const statements = [
  `create table sports_favourite_leagues (
     player_id bigint not null references players (id),
     tournament_id text not null references sports_tournaments (id),
     created_at timestamptz not null,
     primary key (player_id, tournament_id)
   )`,
  `alter table bonus_definitions add column sports_min_odds integer check (sports_min_odds is null or sports_min_odds >= 100)`,
  `update site_options set value = '/canli-tv' where key = 'liveTv' and value = 'https://tv.kasa.bet'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update site_options set value = 'https://tv.kasa.bet' where key = 'liveTv' and value = '/canli-tv'`.execute(
    db,
  );
  await sql`alter table bonus_definitions drop column sports_min_odds`.execute(db);
  await sql`drop table sports_favourite_leagues`.execute(db);
}
