import { sql, type Kysely } from 'kysely';

// Plinko, Limbo, Keno and Hi-Lo on the fair seeds (modules/games/fair, docs/decisions/0300-instant-games.md): their
// rounds go into fair_rounds beside Dice and Mines, with the game's own choices and outcome in `instant` (jsonb). A
// player may have one open round per game (Mines and Hi-Lo), no longer one in all.
const statements = [
  `alter table fair_rounds drop constraint fair_rounds_game_check`,
  `alter table fair_rounds add constraint fair_rounds_game_check
     check (game in ('dice', 'mines', 'plinko', 'limbo', 'keno', 'hilo'))`,
  `alter table fair_rounds add column instant jsonb`,
  `drop index fair_rounds_open_idx`,
  `create unique index fair_rounds_open_idx on fair_rounds (player_id, game) where status = 'open'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`delete from fair_rounds where game in ('plinko', 'limbo', 'keno', 'hilo')`).execute(db);
  await sql.raw(`drop index fair_rounds_open_idx`).execute(db);
  await sql
    .raw(`create unique index fair_rounds_open_idx on fair_rounds (player_id) where status = 'open'`)
    .execute(db);
  await sql.raw(`alter table fair_rounds drop column instant`).execute(db);
  await sql.raw(`alter table fair_rounds drop constraint fair_rounds_game_check`).execute(db);
  await sql
    .raw(`alter table fair_rounds add constraint fair_rounds_game_check check (game in ('dice', 'mines'))`)
    .execute(db);
}
