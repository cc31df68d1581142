import type { Kysely } from 'kysely';

// Slots and the progressive jackpot (modules/games/slots) — filled in by its module's owner.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
