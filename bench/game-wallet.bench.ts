/**
 * Game wallet benchmark (issue 4 §3): a round through the game wallet (bet with bonus wagering + win, each applied once
 * by its provider transaction id) against the same round through the bare wallet (debitBet + creditWin), and a
 * replayed bet (a provider's retry), at 8 and 16 concurrent clients, each client on its own player. PGlite always;
 * PostgreSQL on a scratch database (created and dropped) when TEST_DATABASE_URL is set.
 *
 *   npx tsx bench/game-wallet.bench.ts
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_SECONDS=3 npx tsx bench/game-wallet.bench.ts
 *
 * Prints figures and checks the books after each target; asserts nothing on timing.
 */
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Db } from '../apps/server/src/db/create-db.ts';
import { PGliteDialect } from '../apps/server/src/db/pglite-dialect.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import type { Database } from '../apps/server/src/db/schema.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { createBonusService } from '../apps/server/src/modules/bonus/bonus.service.ts';
import { createCmsService } from '../apps/server/src/modules/cms/cms.service.ts';
import { createInProcessNotificationEvents } from '../apps/server/src/modules/notification/notification.events.ts';
import { createNotificationService } from '../apps/server/src/modules/notification/notification.service.ts';
import { createPlayersService } from '../apps/server/src/modules/players/players.service.ts';
import { createGameWallet } from '../apps/server/src/modules/providers/game-wallet.ts';
import { createWalletService } from '../apps/server/src/modules/wallet/wallet.service.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CLIENTS = (process.env.BENCH_CLIENTS ?? '8,16').split(',').map(Number);
const MAX_CLIENTS = Math.max(...CLIENTS);
const MAX_OPS = Number(process.env.BENCH_MAX_OPS ?? 50_000);
const INT8 = 20;
const DATE = 1082;
const keepText = (value: string) => value;

interface Target {
  name: string;
  db: Db;
  drop: () => Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const db = new Kysely<Database>({
    dialect: new PGliteDialect(new PGlite(), { [INT8]: keepText, [DATE]: keepText }),
  });
  return { name: 'PGlite (in memory)', db, drop: () => db.destroy() };
}

async function postgresTarget(adminUrl: string): Promise<Target> {
  const name = `kasa_gwbench_${randomBytes(5).toString('hex')}`;
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
  return {
    name: 'PostgreSQL',
    db,
    drop: async () => {
      await db.destroy();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function measure(clients: number, op: (client: number, n: number) => Promise<unknown>) {
  const deadline = performance.now() + SECONDS * 1000;
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
  return { opsPerSecond: done / ((performance.now() - started) / 1000), failed, firstError };
}

async function run(target: Target) {
  const { db } = target;
  await prepareDatabase(db, systemClock, 10);
  const clock = systemClock;
  const players = createPlayersService(db, clock, { passwordHashCost: 10 });
  const wallet = createWalletService(db, clock);
  const notification = createNotificationService({
    db,
    clock,
    players,
    events: createInProcessNotificationEvents(),
  });
  const bonus = createBonusService({
    db,
    clock,
    wallet,
    players,
    cms: createCmsService(db),
    notification,
    deposits: { hasConfirmedDeposit: async () => true },
  });
  const gw = createGameWallet({ db, clock, wallet, bonus });

  const tag = randomBytes(3).toString('hex');
  const ids: string[] = [];
  for (let i = 0; i < MAX_CLIENTS; i++) {
    const id = await db.transaction().execute(async (tx) => {
      const p = await players.create(
        {
          username: `gwb${tag}${i}`,
          email: `gwb${tag}${i}@example.com`,
          passwordHash: 'bench',
          name: 'Bench',
          surname: 'Player',
          phone: `90554${String(i).padStart(7, '0')}`,
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
      await wallet.openAccounts(p.id, tx);
      return p.id;
    });
    await wallet.creditDeposit({ key: `gwb-fund:${id}`, playerId: id, amount: 1_000_000_000_00 });
    ids.push(id);
  }

  console.log(`\n${target.name}: ${SECONDS} s per cell, ops/s (a round = bet + win)`);
  for (const clients of CLIENTS) {
    const run = randomBytes(3).toString('hex');
    const bare = await measure(clients, async (c, n) => {
      const playerId = ids[c]!;
      await db.transaction().execute(async (trx) => {
        await wallet.debitBet({ key: `bare:${run}:${c}:${n}:b`, playerId, amount: 100 }, trx);
        await wallet.creditWin({ key: `bare:${run}:${c}:${n}:w`, playerId, amount: 150 }, trx);
      });
    });
    const round = await measure(clients, async (c, n) => {
      const ref = { provider: 'kasa', playerId: ids[c]!, gameCode: 'bench', roundId: `${run}:${c}:${n}` };
      await db.transaction().execute(async (trx) => {
        await gw.bet({ ...ref, transactionId: `${run}:${c}:${n}:b`, amount: 100 }, trx);
        await gw.win({ ...ref, transactionId: `${run}:${c}:${n}:w`, amount: 150 }, trx);
      });
    });
    const replayed = { provider: 'kasa', gameCode: 'bench', roundId: `${run}:replay`, amount: 100 };
    for (let c = 0; c < clients; c++) {
      await gw.bet({ ...replayed, playerId: ids[c]!, transactionId: `${run}:replay:${c}` });
    }
    const replay = await measure(clients, (c) =>
      gw.bet({ ...replayed, playerId: ids[c]!, transactionId: `${run}:replay:${c}` }),
    );
    const row = (label: string, r: Awaited<ReturnType<typeof measure>>) =>
      `  ${String(clients).padStart(2)} clients  ${label.padEnd(34)} ${r.opsPerSecond.toFixed(0).padStart(7)}` +
      (r.failed ? `  (${r.failed} failed: ${r.firstError})` : '');
    console.log(row('bare wallet round (debit + credit)', bare));
    console.log(row('game wallet round (bet + win)', round));
    console.log(row('game wallet replayed bet', replay));
    const books = await wallet.checkBooks();
    console.log(`  books: ${books.ok ? 'ok' : books.problems.join('; ')}`);
  }
}

const targets: Array<() => Promise<Target>> = [pgliteTarget];
if (process.env.TEST_DATABASE_URL) targets.push(() => postgresTarget(process.env.TEST_DATABASE_URL!));
for (const make of targets) {
  const target = await make();
  try {
    await run(target);
  } finally {
    await target.drop();
  }
}
