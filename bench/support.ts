// What every benchmark shares: its settings from the environment, the databases it runs on (PGlite always, a scratch
// PostgreSQL database when TEST_DATABASE_URL is set), the timed loop of concurrent clients and funded players.
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../apps/server/src/db/create-db.ts';
import { PGliteDialect } from '../apps/server/src/db/pglite-dialect.ts';
import type { Database } from '../apps/server/src/db/schema.ts';
import type { PlayersService } from '../apps/server/src/modules/players/players.service.ts';
import type { WalletService } from '../apps/server/src/modules/wallet/wallet.service.ts';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const CLIENTS = (process.env.BENCH_CLIENTS ?? '8,16').split(',').map(Number);
export const MAX_CLIENTS = Math.max(...CLIENTS);
/** Upper bound on the operations of one cell (all clients together), so a cell stops by count as well as by time. */
export const MAX_OPS = Number(process.env.BENCH_MAX_OPS ?? 50_000);

const INT8 = 20;
const DATE = 1082;
const keepText = (value: string) => value;

export interface Target {
  name: string;
  db: Db;
  /** A libpq URL for pgbench (PostgreSQL only). */
  url?: string;
  drop: () => Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const db = new Kysely<Database>({
    dialect: new PGliteDialect(new PGlite(), { [INT8]: keepText, [DATE]: keepText }),
  });
  return { name: 'PGlite (in memory)', db, drop: () => db.destroy() };
}

/**
 * A throw-away database `<prefix>_<random>` on the server, with a pool as large as the largest client count (the app's
 * pool is 10).
 */
async function postgresTarget(adminUrl: string, prefix: string): Promise<Target> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({
    connectionString: url.toString(),
    max: MAX_CLIENTS,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8 || oid === DATE
          ? keepText
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const server = await sql<{ v: string }>`select current_setting('server_version') as v`.execute(db);
  return {
    name: `PostgreSQL ${server.rows[0]?.v ?? ''} (pool ${MAX_CLIENTS})`,
    db,
    url: url.toString(),
    drop: async () => {
      await db.destroy();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await new Promise((resolve) => setTimeout(resolve, 200)); // let the pool's sessions end before the drop
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Runs `bench` on PGlite, then (TEST_DATABASE_URL set) on a scratch PostgreSQL database named `<prefix>_<random>`,
 * dropping each target afterwards; returns what each run returned.
 */
export async function forEachTarget<T>(prefix: string, bench: (target: Target) => Promise<T>): Promise<T[]> {
  const targets: Array<() => Promise<Target>> = [pgliteTarget];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) targets.push(() => postgresTarget(adminUrl, prefix));
  const results: T[] = [];
  for (const make of targets) {
    const target = await make();
    try {
      results.push(await bench(target));
    } finally {
      await target.drop();
    }
  }
  return results;
}

export interface Measured {
  opsPerSecond: number;
  failed: number;
  firstError: string | null;
}

/** Runs `clients` loops of `op` for `seconds` or MAX_OPS operations, whichever ends first; returns operations per
 * second (refusals and errors are counted, not timed, and the first one is kept for the report). */
export async function measure(
  clients: number,
  op: (client: number, n: number) => Promise<unknown>,
  seconds = SECONDS,
): Promise<Measured> {
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  let done = 0;
  let failed = 0;
  let firstError: string | null = null;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let n = 0; performance.now() < deadline && done + failed < MAX_OPS; n++) {
        try {
          await op(client, n);
          done++;
        } catch (error) {
          failed++;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { opsPerSecond: done / elapsed, failed, firstError };
}

/** Plenty of cash: bets never run out within a run. */
const BENCH_FUNDS = 1_000_000_000_00;

/** A new player (fast registration: no national number nor birth date) with open wallet accounts and plenty of cash. */
export async function fundedBenchPlayer(
  services: { db: Db; players: PlayersService; wallet: WalletService },
  name: string,
  phone: string,
): Promise<string> {
  const { db, players, wallet } = services;
  const id = await db.transaction().execute(async (tx) => {
    const player = await players.create(
      {
        username: name,
        email: `${name}@example.com`,
        passwordHash: 'bench',
        name: 'Bench',
        surname: 'Player',
        phone,
        personalNo: null,
        birthDate: null,
        countryId: 235,
        currencyId: 1,
        trialBonus: false,
        isFast: true,
        referrerId: null,
      },
      tx,
    );
    await wallet.openAccounts(player.id, tx);
    return player.id;
  });
  await wallet.creditDeposit({ key: `bench-fund:${id}`, playerId: id, amount: BENCH_FUNDS });
  return id;
}
