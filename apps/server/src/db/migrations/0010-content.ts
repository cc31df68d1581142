import type { Kysely } from 'kysely';

// Content: banners, promotions, pages, popup, footer (modules/content) — filled in by its module's owner.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
