import { sql, type Kysely } from 'kysely';

// Punto banco baccarat on the shared-round engine (docs/decisions/0311): the table rounds take a second game. The
// outcome (jsonb) holds the dealt hands; tickets and leases need nothing new.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table table_rounds drop constraint table_rounds_game_check`.execute(db);
  await sql`alter table table_rounds add constraint table_rounds_game_check check (game in ('roulette', 'baccarat'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from table_tickets where round_id in (select id from table_rounds where game = 'baccarat')`.execute(
    db,
  );
  await sql`delete from table_rounds where game = 'baccarat'`.execute(db);
  await sql`alter table table_rounds drop constraint table_rounds_game_check`.execute(db);
  await sql`alter table table_rounds add constraint table_rounds_game_check check (game in ('roulette'))`.execute(
    db,
  );
}
