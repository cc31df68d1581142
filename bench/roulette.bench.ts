/**
 * Roulette table benchmark (issue 11 §7): one table, N players (1 000 by default) each placing a ticket in the same
 * betting window (8 at a time), then the close that settles them all in one transaction — against a bare ledger loop
 * in the same run: N rounds of debitBet + creditWin through the wallet alone, 8 at a time. The app is the test app on
 * an in-memory PGlite (the dealer stepped by hand with its clock).
 *
 *   npm run bench:roulette                # BENCH_TABLE_PLAYERS=1000
 *
 * Prints figures and checks the books; asserts nothing on timing.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createTestApp } from '../apps/server/src/test/test-app.ts';
import { fundedBenchPlayer } from './support.ts';

const PLAYERS = Number(process.env.BENCH_TABLE_PLAYERS ?? 1_000);
const CONCURRENCY = 8;

async function inBatches(count: number, op: (i: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const i = next++;
        await op(i);
      }
    }),
  );
}

const t = await createTestApp({ env: { TABLE_BETTING_MS: '120000' } });
const { db } = t;
const { players, wallet } = t.app.services;
const tag = randomBytes(3).toString('hex');
const ids: string[] = [];
for (let i = 0; i < PLAYERS; i++) {
  const id = await fundedBenchPlayer(
    { db, players, wallet },
    `rb${tag}${i}`,
    `90556${String(i).padStart(7, '0')}`,
  );
  ids.push(id);
}

// Baseline: the ledger alone, a bet and a win per player.
let started = performance.now();
await inBatches(PLAYERS, (i) =>
  db.transaction().execute(async (trx) => {
    await wallet.debitBet({ key: `rbare:${tag}:${i}:b`, playerId: ids[i]!, amount: 100 }, trx);
    await wallet.creditWin({ key: `rbare:${tag}:${i}:w`, playerId: ids[i]!, amount: 200 }, trx);
  }),
);
const bareMs = performance.now() - started;

// The table: open a round, every player bets red and 17 in the window, then the close settles the round.
const roulette = t.app.roulette;
await roulette.tick();
const round = await db
  .selectFrom('table_rounds')
  .selectAll()
  .orderBy('id', 'desc')
  .limit(1)
  .executeTakeFirstOrThrow();
started = performance.now();
await inBatches(PLAYERS, (i) =>
  roulette.placeBet(ids[i]!, {
    roundId: Number(round.id),
    requestId: randomUUID(),
    stakes: [
      { spot: 'red', amount: 1 },
      { spot: 'straight:17', amount: 1 },
    ],
  }),
);
const betsMs = performance.now() - started;
t.clock.set(round.closes_at);
started = performance.now();
const steps = await roulette.tick();
const settleMs = performance.now() - started;
const tableMs = betsMs + settleMs;

const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padStart(9);
console.log(`\nRoulette table, ${PLAYERS} players, ${CONCURRENCY} at a time (PGlite)`);
console.log(
  `  bare ledger rounds (debit + credit)   ${fmt(bareMs)}  ${(PLAYERS / (bareMs / 1000)).toFixed(0)} rounds/s`,
);
console.log(
  `  table: ${PLAYERS} tickets in the window   ${fmt(betsMs)}  ${(PLAYERS / (betsMs / 1000)).toFixed(0)} tickets/s`,
);
console.log(`  table: the close, one transaction    ${fmt(settleMs)}  (${steps.join(', ')})`);
console.log(
  `  table round vs bare ledger           ×${(bareMs / tableMs).toFixed(2)} (throughput ratio; target ≥ 0.5)`,
);
const books = await wallet.checkBooks();
console.log(`  books: ${books.ok ? 'ok' : books.problems.join('; ')}`);
await t.close();
