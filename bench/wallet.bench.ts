/**
 * Ledger benchmark (issue 3 §10, service level): operations per second of the wallet's money paths against a bare
 * conditional debit on the same database, at 8 and 16 concurrent clients, on PGlite and — when TEST_DATABASE_URL
 * names a PostgreSQL server — on a fresh PostgreSQL database (pgbench's TPC-B-like script too, when installed).
 * Also runs the bet path with every client on ONE house row against the sharded house accounts.
 *
 *   npx tsx bench/wallet.bench.ts                      # PGlite only
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/wallet.bench.ts
 *   BENCH_SECONDS=3 BENCH_CLIENTS=8,16 …               # shorter or other client counts
 *
 * Prints figures; asserts nothing (ARCHITECTURE.md: benchmarks are not timed tests).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../apps/server/src/db/create-db.ts';
import { PGliteDialect } from '../apps/server/src/db/pglite-dialect.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import type { Database } from '../apps/server/src/db/schema.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { createPlayersService } from '../apps/server/src/modules/players/players.service.ts';
import {
  HOUSE_SHARDS,
  createWalletService,
  houseShardOf,
  type WalletService,
} from '../apps/server/src/modules/wallet/wallet.service.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CLIENTS = (process.env.BENCH_CLIENTS ?? '8,16').split(',').map(Number);
const MAX_CLIENTS = Math.max(...CLIENTS);
const INT8 = 20;
const DATE = 1082;
const keepText = (value: string) => value;

interface Target {
  name: string;
  db: Db;
  /** A libpq URL for pgbench (PostgreSQL only). */
  url?: string;
  drop: () => Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const pglite = new PGlite();
  const db = new Kysely<Database>({
    dialect: new PGliteDialect(pglite, { [INT8]: keepText, [DATE]: keepText }),
  });
  return { name: 'PGlite (in memory)', db, drop: () => db.destroy() };
}

/** A throw-away database on the server, with a pool as large as the largest client count (the app's pool is 10). */
async function postgresTarget(adminUrl: string): Promise<Target> {
  const name = `kasa_bench_${randomBytes(5).toString('hex')}`;
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

/** Runs `clients` loops of `op` for SECONDS; returns operations per second (refusals are counted and reported). */
async function measure(
  clients: number,
  op: (client: number, n: number) => Promise<unknown>,
  seconds = SECONDS,
) {
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  let done = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let n = 0; performance.now() < deadline; n++) {
        try {
          await op(client, n);
          done++;
        } catch {
          failed++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { opsPerSecond: done / elapsed, failed };
}

/** Players grouped by house shard, each with plenty of cash, so bets never run out. */
async function makePlayers(db: Db, wallet: WalletService, perShard: number) {
  const players = createPlayersService(db, systemClock, { passwordHashCost: 10 });
  const byShard = new Map<number, string[]>();
  const tag = randomBytes(3).toString('hex');
  for (
    let i = 0;
    byShard.size < HOUSE_SHARDS || [...byShard.values()].some((p) => p.length < perShard);
    i++
  ) {
    const id = await db.transaction().execute(async (tx) => {
      const player = await players.create(
        {
          username: `bench${tag}${i}`,
          email: `bench${tag}${i}@example.com`,
          passwordHash: 'bench',
          name: 'Bench',
          surname: 'Player',
          phone: `90555${String(i).padStart(7, '0')}`,
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
    await wallet.creditDeposit({ key: `bench-fund:${id}`, playerId: id, amount: 1_000_000_000_00 });
    const list = byShard.get(houseShardOf(id)) ?? [];
    list.push(id);
    byShard.set(houseShardOf(id), list);
  }
  return byShard;
}

function pgbenchTps(url: string, clients: number): number | null {
  try {
    const out = execFileSync(
      'pgbench',
      ['-n', '-b', 'tpcb-like', '-c', String(clients), '-j', '2', '-T', String(SECONDS), url],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const match = /tps = ([\d.]+)/.exec(out);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

function hasPgbench(): boolean {
  try {
    execFileSync('pgbench', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function runTarget(target: Target) {
  const { db } = target;
  console.log(`\n## ${target.name}: ${SECONDS} s per row\n`);
  await prepareDatabase(db, systemClock, 10);
  const wallet = createWalletService(db, systemClock);
  // Baseline: the bare conditional debit a ledger cannot beat, one row per client on a plain table.
  await sql`create table bench_accounts (id integer primary key, balance bigint not null check (balance >= 0))`.execute(
    db,
  );
  await sql`insert into bench_accounts select g, 1000000000000 from generate_series(0, ${MAX_CLIENTS - 1}) g`.execute(
    db,
  );
  const byShard = await makePlayers(db, wallet, MAX_CLIENTS);
  // Sharded: every client a player on a different house shard. Hot: every client's player on the same house row.
  const spread = (client: number) => byShard.get(client % HOUSE_SHARDS)![Math.floor(client / HOUSE_SHARDS)]!;
  const sameRow = (client: number) => byShard.get(0)![client]!;

  const pgbench = target.url && hasPgbench();
  if (pgbench)
    execFileSync('pgbench', ['-i', '-q', '-s', String(MAX_CLIENTS), target.url!], { stdio: 'ignore' });

  const run = Date.now().toString(36);
  for (const clients of CLIENTS) {
    const rows: Array<[string, number, number]> = [];
    const add = async (label: string, op: (client: number, n: number) => Promise<unknown>) => {
      await measure(clients, (client, n) => op(client, -1 - n), Math.min(1, SECONDS / 5)); // warm-up, not counted
      const { opsPerSecond, failed } = await measure(clients, op);
      rows.push([label, opsPerSecond, failed]);
    };
    await add('baseline: bare conditional debit (BEGIN; UPDATE … WHERE balance >= a; COMMIT)', (client) =>
      db
        .transaction()
        .execute((tx) =>
          sql`update bench_accounts set balance = balance - 1 where id = ${client} and balance >= 1`.execute(
            tx,
          ),
        ),
    );
    await add('wallet bet: debitBet cash → game, house sharded', (client, n) =>
      wallet.debitBet({ key: `b:${run}:${clients}:s:${client}:${n}`, playerId: spread(client), amount: 100 }),
    );
    await add('wallet bet: debitBet cash → game, ONE hot house row', (client, n) =>
      wallet.debitBet({
        key: `b:${run}:${clients}:h:${client}:${n}`,
        playerId: sameRow(client),
        amount: 100,
      }),
    );
    await add('wallet deposit: creditDeposit clearing → cash', (client, n) =>
      wallet.creditDeposit({
        key: `d:${run}:${clients}:${client}:${n}`,
        playerId: spread(client),
        amount: 100,
      }),
    );
    await add('wallet withdraw: reserveWithdrawal cash → pending', (client, n) =>
      wallet.reserveWithdrawal({
        key: `w:${run}:${clients}:${client}:${n}`,
        playerId: spread(client),
        amount: 100,
      }),
    );
    const tpcb = pgbench ? pgbenchTps(target.url!, clients) : null;

    const baseline = rows[0]![1];
    console.log(`### ${clients} concurrent clients\n`);
    console.log(`| path | ops/s | × baseline |${tpcb ? ' × pgbench TPC-B |' : ''}`);
    console.log(`| --- | ---: | ---: |${tpcb ? ' ---: |' : ''}`);
    for (const [label, ops, failed] of rows) {
      const note = failed > 0 ? ` (${failed} refused)` : '';
      console.log(
        `| ${label}${note} | ${ops.toFixed(0)} | ${(ops / baseline).toFixed(2)} |${tpcb ? ` ${(ops / tpcb).toFixed(2)} |` : ''}`,
      );
    }
    if (tpcb)
      console.log(
        `| pgbench tpcb-like (-s ${MAX_CLIENTS}) | ${tpcb.toFixed(0)} | ${(tpcb / baseline).toFixed(2)} | 1.00 |`,
      );
    const bet = rows[1]![1];
    const hot = rows[2]![1];
    console.log(`\nsharded house vs one hot row (bet path): ${(bet / hot).toFixed(2)}×\n`);
  }
  const books = await wallet.checkBooks();
  console.log(`books after the run: ${books.ok ? 'ok' : books.problems.join('; ')}`);
}

const targets: Array<() => Promise<Target>> = [pgliteTarget];
if (process.env.TEST_DATABASE_URL) targets.push(() => postgresTarget(process.env.TEST_DATABASE_URL!));
console.log(`# wallet ledger benchmark — ${new Date().toISOString()}, node ${process.version}`);
for (const make of targets) {
  const target = await make();
  try {
    await runTarget(target);
  } finally {
    await target.drop();
  }
}
