import { sql, type Kysely } from 'kysely';

// Payment methods set by operators (the back office, docs/decisions/0513): on/off, limits and order. The seed keeps
// writing the method's own definition (title, fields, the provider's limits) at every start; the operator's choices
// live in their own columns, so a restart never undoes them. Null: the seed's value.
const statements = [
  `alter table payment_methods add column operator_disabled boolean not null default false`,
  `alter table payment_methods add column operator_min_amount bigint check (operator_min_amount > 0)`,
  `alter table payment_methods add column operator_max_amount bigint check (operator_max_amount > 0)`,
  `alter table payment_methods add column operator_sort_order integer`,
  `alter table payment_methods add constraint payment_methods_operator_limits_check check (
     operator_min_amount is null or operator_max_amount is null or operator_min_amount <= operator_max_amount
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw('alter table payment_methods drop constraint payment_methods_operator_limits_check')
    .execute(db);
  for (const column of [
    'operator_sort_order',
    'operator_max_amount',
    'operator_min_amount',
    'operator_disabled',
  ]) {
    await sql.raw(`alter table payment_methods drop column ${column}`).execute(db);
  }
}
