/**
 * Ledger and payment benchmark (issue 3 §10): in one run, per database and at 8 and 16 concurrent clients, first the
 * baselines — a bare conditional debit on a plain table and, when `pgbench` is installed and the target is PostgreSQL,
 * pgbench's TPC-B-like script at the same client count — then the wallet's paths through the wallet service (bet, bet on
 * ONE hot house row, bet-like round debitBet + creditWin, deposit, withdrawal reserve), the deposit-confirm and withdraw
 * paths through the payment service, and the same two over HTTP on the real app (`buildApp`, 127.0.0.1:0, keep-alive
 * fetch; see payment-paths.ts). The bet-like path has no player HTTP endpoint yet (games come later): service only.
 * PGlite always; PostgreSQL on a scratch database (created and dropped) when TEST_DATABASE_URL is set.
 *
 *   npm run bench -- --only wallet                     # PGlite only
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -- --only wallet
 *   BENCH_SECONDS=3 BENCH_CLIENTS=8,16 BENCH_MAX_OPS=50000 …   # shorter cells, other client counts, count bound
 *
 * Prints figures and checks the books after each client count; asserts nothing on timing (ARCHITECTURE.md:
 * benchmarks are not timed tests). See bench/README.md.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/create-db.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { createPlayersService } from '../apps/server/src/modules/players/players.service.ts';
import {
  HOUSE_SHARDS,
  createWalletService,
  houseShardOf,
  type WalletService,
} from '../apps/server/src/modules/wallet/wallet.service.ts';
import { startPaymentBench } from './payment-paths.ts';
import {
  CLIENTS,
  MAX_CLIENTS,
  MAX_OPS,
  SECONDS,
  forEachTarget,
  fundedBenchPlayer,
  hasPgbench,
  measure,
  pgbenchInit,
  pgbenchTps,
  type Target,
} from './support.ts';

const WARM_UP_SECONDS = Math.min(0.5, SECONDS / 5);

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
    const id = await fundedBenchPlayer(
      { db, players, wallet },
      `bench${tag}${i}`,
      `90555${String(i).padStart(7, '0')}`,
    );
    const list = byShard.get(houseShardOf(id)) ?? [];
    list.push(id);
    byShard.set(houseShardOf(id), list);
  }
  return byShard;
}

interface Row {
  label: string;
  opsPerSecond: number;
  failed: number;
  firstError: string | null;
}

/** Per target and client count: the rows, and the baselines they are divided by. */
interface Block {
  target: string;
  clients: number;
  rows: Row[];
  bare: number;
  tpcb: number | null;
  books: string;
}

const ratio = (ops: number, base: number | null) => (base ? `${(ops / base).toFixed(2)}×` : '—');

function printBlock(block: Block) {
  console.log(`### ${block.clients} concurrent clients\n`);
  console.log('| path | ops/s | × bare debit | × pgbench TPC-B |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const row of block.rows) {
    const note = row.failed > 0 ? ` (${row.failed} refused)` : '';
    console.log(
      `| ${row.label}${note} | ${row.opsPerSecond.toFixed(0)} | ${ratio(row.opsPerSecond, block.bare)} | ${ratio(row.opsPerSecond, block.tpcb)} |`,
    );
  }
  const errors = block.rows.filter((row) => row.firstError);
  for (const row of errors) console.log(`\n- first refusal of "${row.label}": ${row.firstError}`);
  console.log(`\nbooks after ${block.clients} clients: ${block.books}\n`);
}

async function runTarget(target: Target): Promise<Block[]> {
  const { db } = target;
  console.log(`\n## ${target.name}: ${SECONDS} s per row (at most ${MAX_OPS} operations)\n`);
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
  // The real app on the same database (and pool), listening on loopback, with one registered player per client.
  const payments = await startPaymentBench(db, MAX_CLIENTS);
  const player = (client: number) => payments.players[client]!;

  const pgbench = target.url && hasPgbench();
  if (pgbench) pgbenchInit(target.url!, MAX_CLIENTS);

  const blocks: Block[] = [];
  try {
    const run = Date.now().toString(36);
    for (const clients of CLIENTS) {
      const rows: Row[] = [];
      const add = async (label: string, op: (client: number, n: number) => Promise<unknown>) => {
        await measure(clients, (client, n) => op(client, -1 - n), WARM_UP_SECONDS); // warm-up, not counted
        rows.push({ label, ...(await measure(clients, op)) });
      };
      // 1. Baselines.
      await add(BARE, (client) =>
        db
          .transaction()
          .execute((tx) =>
            sql`update bench_accounts set balance = balance - 1 where id = ${client} and balance >= 1`.execute(
              tx,
            ),
          ),
      );
      const tpcb = pgbench ? pgbenchTps(target.url!, clients) : null;

      // 2. The wallet service (ledger movements only).
      await add('service · bet: debitBet cash → game, house sharded', (client, n) =>
        wallet.debitBet({
          key: `b:${run}:${clients}:s:${client}:${n}`,
          playerId: spread(client),
          amount: 100,
        }),
      );
      await add('service · bet: debitBet cash → game, ONE hot house row', (client, n) =>
        wallet.debitBet({
          key: `b:${run}:${clients}:h:${client}:${n}`,
          playerId: sameRow(client),
          amount: 100,
        }),
      );
      await add(BET_WIN, async (client, n) => {
        const playerId = spread(client);
        await wallet.debitBet({ key: `r:${run}:${clients}:${client}:${n}:bet`, playerId, amount: 100 });
        await wallet.creditWin({ key: `r:${run}:${clients}:${client}:${n}:win`, playerId, amount: 90 });
      });
      await add('service · deposit: creditDeposit clearing → cash', (client, n) =>
        wallet.creditDeposit({
          key: `d:${run}:${clients}:${client}:${n}`,
          playerId: spread(client),
          amount: 100,
        }),
      );
      await add('service · withdraw: reserveWithdrawal cash → pending', (client, n) =>
        wallet.reserveWithdrawal({
          key: `w:${run}:${clients}:${client}:${n}`,
          playerId: spread(client),
          amount: 100,
        }),
      );
      // 3. The payment service: the whole deposit-confirm and withdraw paths, without HTTP.
      await add(SVC_DEPOSIT, (client) => payments.serviceDepositConfirm(player(client)));
      await add(SVC_WITHDRAW, (client) => payments.serviceWithdraw(player(client)));
      // 4. The same over HTTP (keep-alive fetch on loopback). No player bet endpoint exists yet (games come later).
      await add(HTTP_DEPOSIT, (client) => payments.httpDepositConfirm(player(client)));
      await add(HTTP_WITHDRAW, (client) => payments.httpWithdraw(player(client)));

      if (tpcb !== null)
        rows.splice(1, 0, {
          label: `pgbench tpcb-like (-s ${MAX_CLIENTS})`,
          opsPerSecond: tpcb,
          failed: 0,
          firstError: null,
        });
      const books = await wallet.checkBooks();
      const block: Block = {
        target: target.name,
        clients,
        rows,
        bare: rows[0]!.opsPerSecond,
        tpcb,
        books: books.ok ? 'ok' : `NOT OK — ${books.problems.join('; ')}`,
      };
      printBlock(block);
      const bet = rows.find((r) => r.label.includes('house sharded'))!.opsPerSecond;
      const hot = rows.find((r) => r.label.includes('ONE hot'))!.opsPerSecond;
      console.log(`sharded house vs one hot row (bet path): ${(bet / hot).toFixed(2)}×\n`);
      blocks.push(block);
    }
  } finally {
    await payments.close();
  }
  return blocks;
}

const BARE = 'baseline: bare conditional debit (BEGIN; UPDATE … WHERE balance >= a; COMMIT)';
const BET_WIN = 'service · bet-like round: debitBet + creditWin (2 movements), house sharded';
const SVC_DEPOSIT = 'payment service · deposit-confirm: deposit (Papara) + signed sandbox webhook';
const SVC_WITHDRAW = 'payment service · withdraw: Havale/EFT request, reserves at once';
const HTTP_DEPOSIT = 'HTTP · deposit-confirm: POST payment/deposit + POST payment/webhook/sandbox';
const HTTP_WITHDRAW = 'HTTP · withdraw: POST payment/withdraw (Havale/EFT)';

/** One table over every target and client count: the three §10 paths at each level, against both baselines. */
function printSummary(blocks: Block[]) {
  const paths: Array<[string, string]> = [
    ['bet-like debit+credit · service (no HTTP endpoint yet)', BET_WIN],
    ['deposit-confirm · payment service', SVC_DEPOSIT],
    ['deposit-confirm · HTTP', HTTP_DEPOSIT],
    ['withdraw · payment service', SVC_WITHDRAW],
    ['withdraw · HTTP', HTTP_WITHDRAW],
  ];
  console.log('\n## Summary: ops/s (× bare debit, × pgbench TPC-B at the same client count)\n');
  const heads = blocks.map((b) => `${b.target.split(' (')[0]} ${b.clients} cl.`);
  console.log(`| path | ${heads.join(' | ')} |`);
  console.log(`| --- |${blocks.map(() => ' ---: |').join('')}`);
  const cell = (ops: number, b: Block) =>
    `${ops.toFixed(0)} (${ratio(ops, b.bare)}${b.tpcb ? `, ${ratio(ops, b.tpcb)}` : ''})`;
  console.log(`| bare conditional debit | ${blocks.map((b) => b.bare.toFixed(0)).join(' | ')} |`);
  console.log(`| pgbench tpcb-like | ${blocks.map((b) => (b.tpcb ? b.tpcb.toFixed(0) : '—')).join(' | ')} |`);
  for (const [name, label] of paths) {
    const cells = blocks.map((b) => {
      const row = b.rows.find((r) => r.label === label);
      return row ? cell(row.opsPerSecond, b) : '—';
    });
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  }
  console.log(
    `| books (checkBooks) | ${blocks.map((b) => (b.books === 'ok' ? 'ok' : 'NOT OK')).join(' | ')} |`,
  );
}

/** The wallet rows of issue 3 §10 on every target, then their summary table (`npm run bench -- --only wallet`). */
export async function runWalletBench(): Promise<void> {
  console.log(`\n# wallet ledger and payment paths (in-process) — ${new Date().toISOString()}`);
  const blocks = (await forEachTarget('kasa_bench', runTarget)).flat();
  printSummary(blocks);
}
