import type { Kysely } from 'kysely';

// Casino catalog: providers, games, categories, favourites, recently played (modules/casino) — filled in by its module's owner.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
