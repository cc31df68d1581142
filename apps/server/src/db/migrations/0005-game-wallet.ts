import type { Kysely } from 'kysely';

// Game wallet: provider transactions, game sessions, game rounds (modules/providers) — filled in by its module's owner.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
