import { sql, type Kysely } from 'kysely';

// TV games on the shared-round engine (docs/decisions/0320): the table rounds take Lucky 6, Keno and the wheel (beside
// blackjack, 0044). Their
// draws are opened several at a time (bets on the next draws), so the dealer finds a table's open draws by an index.
// Tickets and leases need nothing new (a multi-draw ticket is one table ticket per draw).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table table_rounds drop constraint table_rounds_game_check`.execute(db);
  await sql`alter table table_rounds add constraint table_rounds_game_check check (game in ('roulette', 'baccarat', 'blackjack', 'lucky6', 'keno', 'wheel'))`.execute(
    db,
  );
  await sql`create index table_rounds_open_idx on table_rounds (table_code, seq) where phase = 'betting'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index table_rounds_open_idx`.execute(db);
  await sql`delete from table_tickets where round_id in (select id from table_rounds where game in ('lucky6', 'keno', 'wheel'))`.execute(
    db,
  );
  await sql`delete from table_rounds where game in ('lucky6', 'keno', 'wheel')`.execute(db);
  await sql`alter table table_rounds drop constraint table_rounds_game_check`.execute(db);
  await sql`alter table table_rounds add constraint table_rounds_game_check check (game in ('roulette', 'baccarat', 'blackjack'))`.execute(
    db,
  );
}
