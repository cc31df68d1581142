import { sql, type Kysely } from 'kysely';

// The back office's Sportsbook screen (docs/decisions/0540): an operator's suspension of a market is a hold the feed
// cannot lift. `operator_hold_at` / `_by` say who holds it since when (null: no hold); while it holds, the feed's own
// wish for the market (active or suspended, from its odds changes, bet stops and rollbacks) is kept in `feed_status`,
// so lifting the hold gives the market the status the feed asks for now rather than reopening one the feed stopped.
const statements = [
  `alter table sports_markets add column operator_hold_at timestamptz`,
  `alter table sports_markets add column operator_hold_by text`,
  `alter table sports_markets add column feed_status text check (feed_status in ('active', 'suspended'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sports_markets drop column feed_status`.execute(db);
  await sql`alter table sports_markets drop column operator_hold_by`.execute(db);
  await sql`alter table sports_markets drop column operator_hold_at`.execute(db);
}
