import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** The database's name: `<admin database>_<purpose>_<random>`. */
  name: string;
  /** The connection string of the new database. */
  url: string;
  /** Drops it (forcing out sessions that are still there). */
  drop(): Promise<void>;
}

/**
 * A new, empty PostgreSQL database on the server of `adminUrl`, named after the admin URL's own database (so a run
 * against `…/test` makes `test_e2e_1a2b3c…`): the browser journeys and the upgrade test each use one per run.
 */
export async function createScratchDatabase(adminUrl: string, purpose: string): Promise<ScratchDatabase> {
  const admin = new URL(adminUrl);
  const base = decodeURIComponent(admin.pathname.replace(/^\//, '')) || 'postgres';
  const name = `${base}_${purpose}_${randomBytes(5).toString('hex')}`.slice(0, 63);
  const quoted = `"${name.replaceAll('"', '""')}"`;
  await withClient(adminUrl, (client) => client.query(`create database ${quoted}`));
  const url = new URL(adminUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withClient(adminUrl, async (client) => {
        // A pool's sessions may take a moment to leave after it ended; a forced drop meanwhile makes their clients throw.
        for (let i = 0; i < 50; i++) {
          const { rows } = await client.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`drop database if exists ${quoted} with (force)`);
      }),
  };
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
