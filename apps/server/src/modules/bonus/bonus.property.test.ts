import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BonusStatus } from '@kasa/contract/bonus';
import { AppError } from '../../lib/app-error.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPlayer } from '../wallet/wallet.test-support.ts';
import { BONUS_DEFINITION_ID } from './bonus.definitions.ts';
import type { BonusService } from './bonus.service.ts';

// Random programs of bonus operations against one player, in batches sent at once (Promise.all: on PostgreSQL they
// really race): grants (once per reference, references re-used), wagers (once per bet key, keys re-used), bonus-funded
// losses, clock moves with expiry sweeps (run twice), repeated wagers with no key. After each program: the books
// hold, no balance is negative, and the player's cash is exactly what Completed bonuses converted — bonus money never
// reaches withdrawable cash before its wagering is done, and nothing is converted or forfeited twice.

let t: TestApp;
let bonus: BonusService;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  bonus = t.app.services.bonus;
});
afterAll(async () => t.close());

type Op =
  | { type: 'grant'; ref: number; amount: number; definition: number }
  | { type: 'wager'; key: number | null; amount: number }
  | { type: 'lose'; amount: number }
  | { type: 'expire'; days: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('grant' as const),
      ref: fc.nat({ max: 5 }),
      amount: fc.integer({ min: 1, max: 20_000 }),
      definition: fc.constantFrom(
        BONUS_DEFINITION_ID.trial,
        BONUS_DEFINITION_ID.firstDeposit,
        BONUS_DEFINITION_ID.cashback,
      ),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('wager' as const),
      key: fc.option(fc.nat({ max: 8 }), { nil: null }),
      amount: fc.integer({ min: 1, max: 150_000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('lose' as const), amount: fc.integer({ min: 1, max: 8_000 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('expire' as const), days: fc.integer({ min: 0, max: 15 }) }),
  },
);
const program = fc.array(fc.array(op, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 6 });

let run = 0;

async function perform(playerId: string, prefix: string, o: Op): Promise<void> {
  const { wallet } = t.app.services;
  switch (o.type) {
    case 'grant':
      await bonus.grant({
        playerId,
        definitionId: o.definition,
        amount: o.amount,
        reference: `${prefix}-g${o.ref}`,
      });
      return;
    case 'wager':
      await bonus.recordWager(playerId, o.amount, t.db, o.key === null ? {} : { key: `${prefix}-w${o.key}` });
      return;
    case 'lose':
      try {
        await wallet.post({
          kind: 'bet',
          playerId,
          entries: [
            { account: 'bonus', amount: -o.amount },
            { account: 'game', amount: o.amount },
          ],
        });
      } catch (error) {
        if (!(error instanceof AppError) || error.messageRef !== 'e.insufficientFunds') throw error;
      }
      return;
    case 'expire':
      t.clock.advance(o.days * DAY);
      await bonus.expireBonuses(t.clock.now());
      await bonus.expireBonuses(t.clock.now());
      return;
  }
}

describe('bonus property', () => {
  it('random grants, wagers, losses and expiries (with duplicates) keep the books and never pay unwagered bonus money', async () => {
    await fc.assert(
      fc.asyncProperty(program, async (batches) => {
        const playerId = await createPlayer(t);
        const prefix = `p${run++}`;
        for (const batch of batches) {
          await Promise.all(batch.map((o) => perform(playerId, prefix, o)));
        }
        const books = await t.app.services.wallet.checkBooks();
        expect(books.problems).toEqual([]);
        const { cash, bonus: bonusBalance } = await t.app.services.wallet.getBalances(playerId);
        expect(cash).toBeGreaterThanOrEqual(0);
        expect(bonusBalance).toBeGreaterThanOrEqual(0);
        const rows = await bonus.list(playerId, 'en');
        const converted = rows
          .filter((r) => r.status === BonusStatus.Completed)
          .reduce((sum, r) => sum + Math.round(r.settledAmount! * 100), 0);
        expect(cash).toBe(converted);
        for (const r of rows) {
          expect(r.wageringProgress).toBeLessThanOrEqual(r.wageringRequired);
          if (r.settledAmount !== null) expect(r.settledAmount).toBeLessThanOrEqual(r.amount);
          if (r.status === BonusStatus.Completed) expect(r.wageringProgress).toBe(r.wageringRequired);
          if (r.status === BonusStatus.Active) expect(r.settledAmount).toBeNull();
        }
        // Money still held by active bonuses is never more than the bonus account.
        const held = rows
          .filter((r) => r.status === BonusStatus.Active)
          .reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
        expect(bonusBalance).toBeLessThanOrEqual(held);
      }),
      { numRuns: 40 },
    );
  });
});
