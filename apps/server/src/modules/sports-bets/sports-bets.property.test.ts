import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LegResult, parseSystem, settleBetPayout } from '@kasa/contract/sports-bets';
import { liraToKurus } from '@kasa/contract/wallet';
import { AppError } from '../../lib/app-error.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cashOf, expectBooksOk, fundedPlayer } from '../providers/game-wallet.test-support.ts';
import { testFeed, type TestFeed } from '../sports/sports.test-support.ts';

// Random programs of bets (single, combo, system), settlements, rollbacks with corrected results and cash-outs
// against a model: at the end every bet was paid what the core's arithmetic gives on its events' final results (or
// its cash-out), the player's cash is the deposit − stakes + payouts, and the books hold.

let t: TestApp;
let feed: TestFeed;
const EVENTS = 3;
const OUTCOMES = ['1', 'x', '2'] as const;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-28T10:00:00Z'));
  feed = testFeed(t);
}, 60_000);
afterAll(async () => t.close());

type Op =
  | { type: 'single'; event: number; pick: number; stake: number }
  | { type: 'combo' | 'system'; picks: number[]; stake: number }
  | { type: 'settle'; event: number; winner: number }
  | { type: 'rollback'; event: number }
  | { type: 'cashout'; bet: number; half: boolean };

const stake = fc.integer({ min: 1, max: 40 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('single' as const),
      event: fc.nat({ max: EVENTS - 1 }),
      pick: fc.nat({ max: 2 }),
      stake,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constantFrom('combo' as const, 'system' as const),
      picks: fc.array(fc.nat({ max: 2 }), { minLength: EVENTS, maxLength: EVENTS }),
      stake,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('settle' as const),
      event: fc.nat({ max: EVENTS - 1 }),
      winner: fc.nat({ max: 2 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('rollback' as const), event: fc.nat({ max: EVENTS - 1 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('cashout' as const),
      bet: fc.nat({ max: 10 }),
      half: fc.boolean(),
    }),
  },
);

interface PlacedBet {
  id: string;
  type: 'single' | 'combo' | 'system';
  stakeKurus: number;
  stakePerLine: number;
  legs: { event: number; outcome: string; odds: number }[];
  boost: boolean;
  /** Paid by cash-outs so far (partial ones included). */
  cashedOut: number;
  full: boolean;
}

async function refusedOrDone<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

describe('sports bets property', () => {
  it('random bets, settlements, corrections and cash-outs pay what the core says and keep the books', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 6, maxLength: 20 }), async (program) => {
        t.clock.advance(60_000);
        await feed.alive();
        const start = 1_000_000;
        const player = await fundedPlayer(t, start);
        const events: string[] = [];
        for (let i = 0; i < EVENTS; i++) events.push(await feed.event({ top: false }));
        const winners: (string | null)[] = events.map(() => null);
        const bets: PlacedBet[] = [];
        const marketIds = async (i: number) =>
          (
            await t.db.selectFrom('sports_markets').select('id').where('event_id', '=', events[i]!).execute()
          ).map((r) => r.id);

        for (const o of program) {
          if (o.type === 'single' || o.type === 'combo' || o.type === 'system') {
            const picks =
              o.type === 'single'
                ? [{ event: o.event, pick: o.pick }]
                : o.picks.map((pick, event) => ({ event, pick }));
            const legs = [];
            for (const p of picks) {
              const s = await feed.selection(events[p.event]!, '1x2', OUTCOMES[p.pick]!);
              legs.push({ event: p.event, outcome: OUTCOMES[p.pick]!, ...s });
            }
            const placed = await refusedOrDone(
              t.app.sportsBets.placeBet(
                player,
                {
                  type: o.type,
                  ...(o.type === 'system' ? { system: 'trixie' } : {}),
                  legs: legs.map((l) => ({ selectionId: l.selectionId, odds: l.odds })),
                  stake: o.stake,
                  acceptOdds: 'none',
                  requestId: randomUUID(),
                },
                'en',
              ),
            );
            if (placed)
              bets.push({
                id: placed.bet.id,
                type: o.type,
                stakeKurus: liraToKurus(placed.bet.stake),
                stakePerLine: liraToKurus(placed.bet.stakePerLine),
                legs: legs.map((l) => ({ event: l.event, outcome: l.outcome, odds: l.odds })),
                boost: placed.bet.boostPercent > 0,
                cashedOut: 0,
                full: false,
              });
          } else if (o.type === 'settle') {
            if (winners[o.event] !== null) continue;
            const winner = OUTCOMES[o.winner]!;
            await feed.settle(events[o.event]!, [
              {
                key: '1x2',
                results: Object.fromEntries(
                  OUTCOMES.map((x) => [x, x === winner ? 'won' : 'lost']),
                ) as Record<string, LegResult>,
              },
            ]);
            winners[o.event] = winner;
            await t.app.sportsBets.settleMarkets(await marketIds(o.event));
          } else if (o.type === 'rollback') {
            if (winners[o.event] === null) continue;
            await feed.rollback(events[o.event]!, [{ key: '1x2' }]);
            winners[o.event] = null;
            await t.app.sportsBets.settleMarkets(await marketIds(o.event));
          } else if (o.type === 'cashout') {
            const bet = bets[o.bet];
            if (!bet) continue;
            const quote = await t.app.sportsBets.cashoutQuote(player, bet.id);
            if (!quote.available) continue;
            const part = o.half ? Math.floor(liraToKurus(quote.amount!) / 2) / 100 : undefined;
            const done = await refusedOrDone(
              t.app.sportsBets.cashout(
                player,
                bet.id,
                quote.amount!,
                'en',
                part && part > 0 ? part : undefined,
              ),
            );
            if (done) {
              bet.cashedOut += liraToKurus(done.paid);
              bet.full = done.bet.status === 'cashed_out';
            }
          }
        }

        // The model: each bet's payout from its events' final results (or its cash-out).
        const { bets: shown } = await t.app.sportsBets.myBets(player, { skip: 0, take: 100 }, 'en');
        let paid = 0;
        for (const bet of bets) {
          const row = shown.find((b) => b.id === bet.id)!;
          paid += bet.cashedOut;
          if (bet.full) {
            expect(row.status).toBe('cashed_out');
            continue;
          }
          // What still runs after partial cash-outs.
          const open = liraToKurus(row.openStake);
          const settled = bet.legs.every((l) => winners[l.event] !== null);
          if (!settled) {
            expect(row.payout).toBeNull();
            continue;
          }
          const legs = bet.legs.map((l) => ({
            odds: l.odds,
            result: (winners[l.event] === l.outcome ? 'won' : 'lost') as LegResult,
          }));
          const shape =
            bet.type === 'system'
              ? {
                  type: 'system' as const,
                  system: parseSystem('trixie')!,
                  stakePerLineKurus: open / 4,
                }
              : bet.type === 'combo'
                ? { type: 'combo' as const, stakeKurus: open, boost: bet.boost && bet.cashedOut === 0 }
                : { type: 'single' as const, stakeKurus: open };
          const expected = settleBetPayout(shape, legs, 100_000_000).payoutKurus;
          expect(liraToKurus(row.payout ?? -1)).toBe(expected);
          paid += expected;
        }
        const staked = bets.reduce((s, b) => s + b.stakeKurus, 0);
        expect(await cashOf(t, player)).toBe(start - staked + paid);
        await expectBooksOk(t);
      }),
      { numRuns: 15 },
    );
  }, 300_000);
});
