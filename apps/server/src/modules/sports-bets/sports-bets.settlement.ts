import { NotificationType } from '@kasa/contract/enums';
import type { MessageKey } from '@kasa/contract/messages';
import {
  type BetPayout,
  betStakeKurus,
  type LegResult,
  type SettledLeg,
  settleBetPayout,
} from '@kasa/contract/sports-bets';
import type { Db } from '../../db/create-db.ts';
import type { Clock } from '../../lib/clock.ts';
import { formatKurus, kurusFromDb } from '../../lib/money.ts';
import type { Notification } from '@kasa/contract/notification';
import type { NotificationService } from '../notification/notification.service.ts';
import type { GameWalletService } from '../providers/game-wallet.service.ts';
import {
  type MarketResult,
  resettleMovements,
  type SettlementMovement,
  type SportsService,
} from '../sports/sports.service.ts';
import * as repo from './sports-bets.repository.ts';
import type { BetRowResult, SportsBetLegRow, SportsBetRow } from './sports-bets.table.ts';
import { shapeOf } from './sports-bets.view.ts';

// Settling bets from the feed's results (docs/decisions/0210 §Settlement). State-based and idempotent: for each bet
// on the given markets, its legs take the results the markets hold now (settled → the outcome's result, cancelled or
// a void window covering the bet → void, reopened by a rollback → open again); a bet whose legs are all settled is
// paid by the core's arithmetic; a bet whose payout changes (a rollback, a corrected result) gets the core's
// movements: the reversal of what it was paid, then the new payment. One transaction per bet under its row lock;
// a job that dies half-way is simply run again.

const PROVIDER = 'sports';
const GAME_CODE = 'sports';
const PAGE = 200;

export interface SettlementDeps {
  db: Db;
  clock: Clock;
  sports: SportsService;
  gameWallet: GameWalletService;
  notification: NotificationService;
  log: { warn: (obj: unknown, msg: string) => void };
}

interface LegState {
  result: LegResult | null;
  deadHeatFactor: number | null;
}

/** The result a leg has now, by its market's state; undefined: the market says nothing new (leave the leg). */
function legStateFrom(market: MarketResult, leg: SportsBetLegRow, placedAt: Date): LegState | undefined {
  const t = placedAt.getTime();
  const inWindow = market.voidWindows.some(
    (w) =>
      (w.startsAt === null || w.startsAt.getTime() <= t) && (w.endsAt === null || t <= w.endsAt.getTime()),
  );
  if (inWindow || market.status === 'cancelled') return { result: 'void', deadHeatFactor: null };
  if (market.status === 'settled') {
    const outcome = market.outcomes.find((o) => o.outcomeId === leg.outcome_id);
    if (!outcome || outcome.result === null) return undefined;
    return {
      result: outcome.result,
      deadHeatFactor: outcome.result === 'won' ? outcome.deadHeatFactor : null,
    };
  }
  // Active or suspended again: a rollback withdrew the result.
  return { result: null, deadHeatFactor: null };
}

function resultOf(payout: BetPayout, stake: number, legs: readonly SettledLeg[]): BetRowResult {
  if (payout.payoutKurus === 0) return 'lost';
  if (legs.every((l) => l.result === 'void') && payout.payoutKurus === stake) return 'void';
  return 'won';
}

export function createBetSettlement(deps: SettlementDeps) {
  const { db, clock, sports, gameWallet, notification } = deps;

  async function move(tx: Db, bet: SportsBetRow, m: SettlementMovement, seq: number, nextSeq: number) {
    const ref = { provider: PROVIDER, playerId: bet.player_id, gameCode: GAME_CODE, roundId: bet.id };
    switch (m.kind) {
      case 'win':
      case 'boost':
        await gameWallet.win(
          { ...ref, transactionId: `${m.kind}:${bet.id}:${nextSeq}`, amount: m.amountKurus },
          tx,
        );
        return;
      case 'win_reversal':
      case 'boost_reversal': {
        const kind = m.kind === 'win_reversal' ? 'win' : 'boost';
        await gameWallet.rollback(
          {
            ...ref,
            transactionId: `rb${kind}:${bet.id}:${seq}`,
            originalTransactionId: `${kind}:${bet.id}:${seq}`,
          },
          tx,
        );
        return;
      }
    }
  }

  /**
   * (Re)settles one bet from its markets' states, read under the bet's lock (a rollback committed meanwhile is seen,
   * or its own job comes after this one); returns whether anything changed.
   */
  async function settleBet(betId: string): Promise<boolean> {
    const now = clock.now();
    const out = await db.transaction().execute(async (tx) => {
      const bet = await repo.findBet(tx, betId, true);
      if (!bet || (bet.status !== 'open' && bet.status !== 'settled' && bet.status !== 'cashed_out'))
        return null;
      const legs = await repo.legsOf(tx, [betId]);
      const markets = new Map(
        (
          await sports.marketResults(
            legs.map((l) => l.market_id),
            tx,
          )
        ).map((m) => [m.marketId, m]),
      );
      const states = legs.map((leg) => {
        const market = markets.get(leg.market_id);
        const next = market ? legStateFrom(market, leg, bet.created_at) : undefined;
        return { leg, next: next ?? { result: leg.result, deadHeatFactor: leg.dead_heat_factor } };
      });
      const changed = states.some(
        ({ leg, next }) => next.result !== leg.result || next.deadHeatFactor !== leg.dead_heat_factor,
      );
      for (const { leg, next } of states)
        if (next.result !== leg.result || next.deadHeatFactor !== leg.dead_heat_factor)
          await repo.setLegResult(tx, betId, leg.idx, next.result, next.deadHeatFactor);
      // A cashed-out bet keeps its legs' results for the history; its money was settled by the cash-out.
      if (bet.status === 'cashed_out') return null;

      const settledLegs: SettledLeg[] | null = states.every((s) => s.next.result !== null)
        ? states.map(({ leg, next }) => ({
            odds: leg.odds / 100,
            result: next.result!,
            ...(next.deadHeatFactor === null ? {} : { deadHeatFactor: next.deadHeatFactor }),
          }))
        : null;
      const next = settledLegs
        ? settleBetPayout(shapeOf(bet), settledLegs, kurusFromDb(bet.max_payout))
        : null;
      const previous: BetPayout | null =
        bet.status === 'settled'
          ? {
              payoutKurus: kurusFromDb(bet.payout ?? '0'),
              boostKurus: kurusFromDb(bet.boost_paid ?? '0'),
              capped: false,
            }
          : null;
      const same =
        (previous === null && next === null) ||
        (previous !== null &&
          next !== null &&
          previous.payoutKurus === next.payoutKurus &&
          previous.boostKurus === next.boostKurus);
      if (same) {
        if (changed && next && settledLegs) {
          // Leg results changed without changing the payout (a lost leg became another lost kind): keep the status.
          await repo.updateBet(tx, betId, {
            result: resultOf(next, betStakeKurus(shapeOf(bet)), settledLegs),
            updated_at: now,
          });
        }
        return null;
      }
      const seq = bet.settle_seq;
      const nextSeq = next ? seq + 1 : seq;
      for (const m of resettleMovements(previous, next)) await move(tx, bet, m, seq, nextSeq);
      const stake = betStakeKurus(shapeOf(bet));
      const result = next && settledLegs ? resultOf(next, stake, settledLegs) : null;
      await repo.updateBet(tx, betId, {
        status: next ? 'settled' : 'open',
        result,
        payout: next?.payoutKurus ?? null,
        boost_paid: next ? next.boostKurus : null,
        settle_seq: nextSeq,
        settled_at: next ? now : null,
        updated_at: now,
      });
      if (!next || !result) return null;
      const [title, note, amount]: [MessageKey, MessageKey, number] = previous
        ? ['n.sportsBetResettled.title', 'n.sportsBetResettled.note', next.payoutKurus]
        : result === 'won'
          ? ['n.sportsBetWon.title', 'n.sportsBetWon.note', next.payoutKurus]
          : result === 'void'
            ? ['n.sportsBetVoid.title', 'n.sportsBetVoid.note', next.payoutKurus]
            : ['n.sportsBetLost.title', 'n.sportsBetLost.note', stake];
      const created: Notification = await notification.create(
        {
          playerId: bet.player_id,
          type: NotificationType.System,
          title,
          note,
          args: [formatKurus(amount), betId],
        },
        tx,
      );
      return { playerId: bet.player_id, created };
    });
    if (out) notification.publish(out.playerId, out.created);
    return out !== null;
  }

  /**
   * Every bet on these markets, page by page in id order, each in its own transaction: an event with 10 000 bets is
   * one job that can stop anywhere and be run again (bets already done do not change again).
   */
  async function settleMarkets(marketIds: readonly string[]): Promise<number> {
    let after: string | null = null;
    let changed = 0;
    for (;;) {
      const ids = await repo.betsOnMarkets(db, marketIds, after, PAGE);
      for (const id of ids) if (await settleBet(id)) changed++;
      if (ids.length < PAGE) break;
      after = ids[ids.length - 1]!;
    }
    return changed;
  }

  return { settleBet, settleMarkets };
}
