// What every benchmark shares: its settings from the environment, the databases it runs on (PGlite always, a scratch
// PostgreSQL database when TEST_DATABASE_URL is set), the timed loop of concurrent clients and funded players.
import { execFileSync } from 'node:child_process';
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

/** A throw-away database `<prefix>_<random>` on the server at `adminUrl`: its URL, and `drop` (forced). */
export async function scratchDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A throw-away database `<prefix>_<random>` on the server, with a pool as large as the largest client count (the app's
 * pool is 10).
 */
async function postgresTarget(adminUrl: string, prefix: string): Promise<Target> {
  const scratch = await scratchDatabase(adminUrl, prefix);
  const pool = new pg.Pool({
    connectionString: scratch.url,
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
    url: scratch.url,
    drop: async () => {
      await db.destroy();
      await new Promise((resolve) => setTimeout(resolve, 200)); // let the pool's sessions end before the drop
      await scratch.drop();
    },
  };
}

/** True when pgbench is on the PATH. */
export function hasPgbench(): boolean {
  try {
    execFileSync('pgbench', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Fills `url` with pgbench's tables at scale `scale` (`pgbench -i -q -s`). */
export function pgbenchInit(url: string, scale: number): void {
  execFileSync('pgbench', ['-i', '-q', '-s', String(scale), url], { stdio: 'ignore' });
}

/** pgbench's built-in TPC-B-like script at `clients` clients (`-j 2`) for `seconds`: transactions per second. */
export function pgbenchTps(url: string, clients: number, seconds = SECONDS): number | null {
  try {
    const out = execFileSync(
      'pgbench',
      [
        '-n',
        '-b',
        'tpcb-like',
        '-c',
        String(clients),
        '-j',
        '2',
        '-T',
        String(Math.max(1, Math.round(seconds))),
        url,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const match = /tps = ([\d.]+)/.exec(out);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
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
  /** Latency of one operation, milliseconds. */
  p50: number;
  p99: number;
}

/** The value at fraction `q` (0…1) of an ascending list (nearest rank); NaN for an empty one. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
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
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let n = 0; performance.now() < deadline && done + failed < MAX_OPS; n++) {
        const began = performance.now();
        try {
          await op(client, n);
          latencies.push(performance.now() - began);
          done++;
        } catch (error) {
          failed++;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    opsPerSecond: done / elapsed,
    failed,
    firstError,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
  };
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
