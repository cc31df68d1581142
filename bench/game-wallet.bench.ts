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
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import type { AppEvents } from '../apps/server/src/lib/app-events.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { createEventBus } from '../apps/server/src/lib/event-bus.ts';
import { createBonusService } from '../apps/server/src/modules/bonus/bonus.service.ts';
import { createSettingsService } from '../apps/server/src/modules/settings/settings.service.ts';
import { createNotificationService } from '../apps/server/src/modules/notification/notification.service.ts';
import { createPlayersService } from '../apps/server/src/modules/players/players.service.ts';
import { createGameWallet } from '../apps/server/src/modules/providers/game-wallet.service.ts';
import { createWalletService } from '../apps/server/src/modules/wallet/wallet.service.ts';
import {
  CLIENTS,
  MAX_CLIENTS,
  SECONDS,
  forEachTarget,
  fundedBenchPlayer,
  measure,
  type Measured,
  type Target,
} from './support.ts';

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
    events: createEventBus<AppEvents>({ log: console }),
  });
  const bonus = createBonusService({
    db,
    clock,
    wallet,
    players,
    settings: createSettingsService(db),
    notification,
    deposits: { hasConfirmedDeposit: async () => true },
  });
  const gw = createGameWallet({ db, clock, wallet, bonus });

  const tag = randomBytes(3).toString('hex');
  const ids: string[] = [];
  for (let i = 0; i < MAX_CLIENTS; i++) {
    ids.push(
      await fundedBenchPlayer({ db, players, wallet }, `gwb${tag}${i}`, `90554${String(i).padStart(7, '0')}`),
    );
  }

  console.log(
    `\n${target.name}: ${SECONDS} s per cell, ops/s (a round = bet + win) and ratio to the bare wallet round`,
  );
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
    const row = (label: string, r: Measured) =>
      `  ${String(clients).padStart(2)} clients  ${label.padEnd(34)} ${r.opsPerSecond.toFixed(0).padStart(7)}` +
      `  ×${(r.opsPerSecond / bare.opsPerSecond).toFixed(2)}` +
      (r.failed ? `  (${r.failed} failed: ${r.firstError})` : '');
    console.log(row('bare wallet round (debit + credit)', bare));
    console.log(row('game wallet round (bet + win)', round));
    console.log(row('game wallet replayed bet', replay));
    const books = await wallet.checkBooks();
    console.log(`  books: ${books.ok ? 'ok' : books.problems.join('; ')}`);
  }
}

await forEachTarget('kasa_gwbench', run);
