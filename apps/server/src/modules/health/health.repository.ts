import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';

/** The migrations the database has applied (Kysely's own table). Also the readiness probe's one round trip. */
export async function appliedMigrationNames(db: Db): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  return rows.map((row) => row.name);
}
