import { sql, type Kysely } from 'kysely';

// Operators switch games off and on and choose which are featured (issue 13 §2 casino, the back office's casino
// screen). Their choice lives in columns the catalog seed never writes, so a restart or a new release keeps it: the
// seed owns `is_active` (in the catalog or not) and `is_featured` (the catalog's default), the operator these two.
const statements = [
  `alter table casino_games add column operator_disabled boolean not null default false`,
  `alter table casino_games add column operator_featured boolean`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table casino_games drop column operator_featured`.execute(db);
  await sql`alter table casino_games drop column operator_disabled`.execute(db);
}
