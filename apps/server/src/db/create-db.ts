import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

// Both drivers return the same JavaScript types: BIGINT (ids, later money in kuruş) as strings, never a lossy number,
// and DATE as 'YYYY-MM-DD' text, never a Date shifted by the server's time zone.
const INT8 = 20;
const DATE = 1082;
const keepText = (value: string) => value;

export interface DbTarget {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; absent → in memory (tests). */
  dataDir?: string | undefined;
}

export function createDb(target: DbTarget): Db {
  if (target.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: target.databaseUrl,
      max: 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8 || oid === DATE
            ? keepText
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const pglite = new PGlite(target.dataDir);
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite, { [INT8]: keepText, [DATE]: keepText }) });
}
