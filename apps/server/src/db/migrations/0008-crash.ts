import type { Kysely } from 'kysely';

// Crash game: hash chain, rounds, bets (modules/games/crash) — filled in by its module's owner.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
