import type { Kysely } from 'kysely';

// Provably fair instant games: seeds, rounds (modules/games/fair) — filled in by its module's owner.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
