import { sql, type Kysely } from 'kysely';

// Operators order the casino's categories, order the games within one and hide one (issue 13 §2, the back office's
// casino screen; docs/decisions/0560). The catalog in code stays the definition (the seed rewrites casino_categories
// and casino_category_games at every start); the operator's choice lives beside it here, which the seed never writes,
// so a restart or a new release keeps it. `position` null: the catalog's place; `game_order` null: the catalog's order
// (comma-separated game codes otherwise; codes never hold a comma).
const statements = [
  `create table casino_category_overrides (
    category_id integer primary key,
    position integer,
    hidden boolean not null default false,
    game_order text,
    updated_at timestamptz not null
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table casino_category_overrides`.execute(db);
}
