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
import type { BonusService, Created } from '../bonus/bonus.service.ts';
import { type GameWalletService, ledgerKey } from '../providers/game-wallet.service.ts';
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
// movements: the reversal of what it was paid, then the new payment. One transaction per chunk of bets under their
// row locks (docs/decisions/0250); a job that dies half-way is simply run again.

const PROVIDER = 'sports';
const GAME_CODE = 'sports';
/** Bets settled per transaction (docs/decisions/0250). */
export const SETTLE_CHUNK = 250;
const CHUNK = SETTLE_CHUNK;

export interface SettlementDeps {
  db: Db;
  clock: Clock;
  sports: SportsService;
  gameWallet: GameWalletService;
  notification: NotificationService;
  bonus: SportsWagering;
  log: { warn: (obj: unknown, msg: string) => void };
}

/** What settlement asks of the bonus module: whether a player has wagering to count, counting it, publishing. */
export type SportsWagering = Pick<BonusService, 'hasActiveBonus' | 'recordWager' | 'publish'>;

/**
 * The prices (hundredths) of the legs a settled bet counts towards bonus wagering with, or null: it counts for no
 * bonus. A bet counts once, when first settled won or lost; a cash-out (whole or partial) or an all-void bet does
 * not count (docs/decisions/0240). Void legs are left out; each bonus checks the rest against its own rule.
 */
export function wageringLegs(
  bet: Pick<SportsBetRow, 'cashed_out' | 'status'>,
  result: BetRowResult | null,
  legs: readonly { odds: number; result: LegResult | null }[],
): number[] | null {
  if (bet.cashed_out !== null || bet.status === 'cashed_out') return null;
  if (result !== 'won' && result !== 'lost') return null;
  const counting = legs.filter((l) => l.result !== 'void').map((l) => l.odds);
  return counting.length > 0 ? counting : null;
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

/** Bigint ids (text) in numeric order. */
const compareIds = (a: string, b: string) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0);

function resultOf(payout: BetPayout, stake: number, legs: readonly SettledLeg[]): BetRowResult {
  if (payout.payoutKurus === 0) return 'lost';
  if (legs.every((l) => l.result === 'void') && payout.payoutKurus === stake) return 'void';
  return 'won';
}

export function createBetSettlement(deps: SettlementDeps) {
  const { db, clock, sports, gameWallet, notification, bonus } = deps;

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

  /** One bet's settlement as planned from its legs and markets (no I/O): what the chunk writes, moves and announces. */
  interface Plan {
    bet: SportsBetRow;
    legs: repo.LegResultWrite[];
    write: repo.BetSettlementWrite | null;
    /** Counted towards bonus wagering: the stake and the counting legs' prices. */
    wager: { stake: number; legOdds: number[] } | null;
    /** The ledger movements (the core's), with the settlement numbers their keys carry. */
    money: { movements: SettlementMovement[]; seq: number; nextSeq: number } | null;
    notice: { title: MessageKey; note: MessageKey; amount: number } | null;
  }

  function planOne(
    bet: SportsBetRow,
    legs: readonly SportsBetLegRow[],
    markets: ReadonlyMap<string, MarketResult>,
    now: Date,
  ): Plan {
    const plan: Plan = { bet, legs: [], write: null, wager: null, money: null, notice: null };
    const states = legs.map((leg) => {
      const market = markets.get(leg.market_id);
      const next = market ? legStateFrom(market, leg, bet.created_at) : undefined;
      return { leg, next: next ?? { result: leg.result, deadHeatFactor: leg.dead_heat_factor } };
    });
    for (const { leg, next } of states)
      if (next.result !== leg.result || next.deadHeatFactor !== leg.dead_heat_factor)
        plan.legs.push({ betId: bet.id, idx: leg.idx, ...next });
    const changed = plan.legs.length > 0;
    // A cashed-out bet keeps its legs' results for the history; its money was settled by the cash-out.
    if (bet.status === 'cashed_out') return plan;

    const settledLegs: SettledLeg[] | null = states.every((s) => s.next.result !== null)
      ? states.map(({ leg, next }) => ({
          odds: leg.odds / 100,
          result: next.result!,
          ...(next.deadHeatFactor === null ? {} : { deadHeatFactor: next.deadHeatFactor }),
        }))
      : null;
    const next = settledLegs ? settleBetPayout(shapeOf(bet), settledLegs, kurusFromDb(bet.max_payout)) : null;
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
        plan.write = {
          id: bet.id,
          status: bet.status,
          result: resultOf(next, betStakeKurus(shapeOf(bet)), settledLegs),
          payout: bet.payout,
          boostPaid: bet.boost_paid,
          settleSeq: bet.settle_seq,
          settledAt: bet.settled_at,
        };
      }
      return plan;
    }
    const seq = bet.settle_seq;
    const nextSeq = next ? seq + 1 : seq;
    const stake = betStakeKurus(shapeOf(bet));
    const result = next && settledLegs ? resultOf(next, stake, settledLegs) : null;
    // Counted once, at the first settlement, under the stake's own key (0240).
    const counting =
      previous === null
        ? wageringLegs(
            bet,
            result,
            states.map((st) => ({ odds: st.leg.odds, result: st.next.result })),
          )
        : null;
    if (counting) plan.wager = { stake, legOdds: counting };
    plan.money = { movements: resettleMovements(previous, next), seq, nextSeq };
    plan.write = {
      id: bet.id,
      status: next ? 'settled' : 'open',
      result,
      payout: next?.payoutKurus ?? null,
      boostPaid: next ? next.boostKurus : null,
      settleSeq: nextSeq,
      settledAt: next ? now : null,
    };
    if (!next || !result) return plan;
    const [title, note, amount]: [MessageKey, MessageKey, number] = previous
      ? ['n.sportsBetResettled.title', 'n.sportsBetResettled.note', next.payoutKurus]
      : result === 'won'
        ? ['n.sportsBetWon.title', 'n.sportsBetWon.note', next.payoutKurus]
        : result === 'void'
          ? ['n.sportsBetVoid.title', 'n.sportsBetVoid.note', next.payoutKurus]
          : ['n.sportsBetLost.title', 'n.sportsBetLost.note', stake];
    plan.notice = { title, note, amount };
    return plan;
  }

  /**
   * (Re)settles a chunk of bets in ONE transaction (docs/decisions/0250): the bets locked in id order, their legs and
   * their markets' results read once, each bet's wagering, movements and notification written, then every changed
   * leg and bet in a few set-based updates. All of the chunk commits or none of it; its notifications go out after
   * the commit. Returns how many bets got a new settlement (a notification).
   */
  async function settleChunk(betIds: readonly string[]): Promise<number> {
    const now = clock.now();
    const done = await db.transaction().execute(async (tx) => {
      const bets = (await repo.lockBets(tx, betIds)).filter(
        (b) => b.status === 'open' || b.status === 'settled' || b.status === 'cashed_out',
      );
      if (bets.length === 0) return { notices: [], wagered: [] };
      const legsByBet = new Map<string, SportsBetLegRow[]>();
      for (const leg of await repo.legsOf(
        tx,
        bets.map((b) => b.id),
      )) {
        const list = legsByBet.get(leg.bet_id);
        if (list) list.push(leg);
        else legsByBet.set(leg.bet_id, [leg]);
      }
      const marketIds = new Set<string>();
      for (const list of legsByBet.values()) for (const leg of list) marketIds.add(leg.market_id);
      const markets = new Map((await sports.marketResults([...marketIds], tx)).map((m) => [m.marketId, m]));
      const plans = bets.map((bet) => planOne(bet, legsByBet.get(bet.id) ?? [], markets, now));

      // Bonus wagering first, for the whole chunk (lock order: the bonus lock, then wallet rows — the chunk holds no
      // wallet row while it waits for a player's bonus lock), players in id order. Under the stake's own key, so a
      // bet settled again after a rollback, or one counted when placed (before 0240), counts once.
      const wagered: Created[] = [];
      const noBonus = new Set<string>();
      const counting = plans
        .filter((p) => p.wager !== null)
        .sort((x, y) => compareIds(x.bet.player_id, y.bet.player_id) || compareIds(x.bet.id, y.bet.id));
      for (const { bet, wager } of counting) {
        if (noBonus.has(bet.player_id)) continue;
        if (!(await bonus.hasActiveBonus(bet.player_id, tx))) {
          // Settlement grants no bonus: a player without one has none for the rest of the chunk.
          noBonus.add(bet.player_id);
          continue;
        }
        const { created } = await bonus.recordWager(bet.player_id, wager!.stake, tx, {
          key: ledgerKey(PROVIDER, `bet:${bet.id}`),
          sports: { legOdds: wager!.legOdds },
        });
        wagered.push(...created);
      }

      // The notifications and the bets' and legs' rows first, the money last: the wallet rows a win locks (the
      // player's, the house shard's) are held only from there to the commit.
      const notices: { playerId: string; created: Notification }[] = [];
      for (const { bet, notice } of plans)
        if (notice)
          notices.push({
            playerId: bet.player_id,
            created: await notification.create(
              {
                playerId: bet.player_id,
                type: NotificationType.System,
                title: notice.title,
                note: notice.note,
                args: [formatKurus(notice.amount), bet.id],
              },
              tx,
            ),
          });
      // Every changed leg and bet of the chunk in a few set-based updates.
      await repo.setLegResults(
        tx,
        plans.flatMap((p) => p.legs),
      );
      await repo.updateBetsSettled(
        tx,
        plans.flatMap((p) => (p.write ? [p.write] : [])),
        now,
      );
      // Last, the money, bet by bet in id order.
      for (const { bet, money } of plans)
        if (money) for (const m of money.movements) await move(tx, bet, m, money.seq, money.nextSeq);
      return { notices, wagered };
    });
    // After the commit: no one hears of a settlement that was rolled back.
    for (const n of done.notices) notification.publish(n.playerId, n.created);
    bonus.publish(done.wagered);
    return done.notices.length;
  }

  /** One bet on its own (a chunk of one): whether it got a new settlement. */
  async function settleBet(betId: string): Promise<boolean> {
    return (await settleChunk([betId])) > 0;
  }

  /**
   * A chunk that fails as a whole (a deadlock with another job, one bet whose correction cannot be taken back) is
   * settled again bet by bet, so the others are not held up by one; an error of a single bet is the job's (retried).
   */
  async function settleChunkOrEach(betIds: readonly string[]): Promise<number> {
    try {
      return await settleChunk(betIds);
    } catch (error) {
      if (betIds.length === 1) throw error;
      deps.log.warn({ err: error, bets: betIds.length }, 'sports bets chunk failed; settling it bet by bet');
      let changed = 0;
      for (const id of betIds) if (await settleBet(id)) changed++;
      return changed;
    }
  }

  /**
   * Every bet on these markets, page by page in id order, each page one chunk in its own transaction: an event with
   * 10 000 bets is one job that can stop anywhere and be run again (chunks already done do not change again).
   */
  async function settleMarkets(marketIds: readonly string[]): Promise<number> {
    let after: string | null = null;
    let changed = 0;
    for (;;) {
      const ids = await repo.betsOnMarkets(db, marketIds, after, CHUNK);
      if (ids.length > 0) changed += await settleChunkOrEach(ids);
      if (ids.length < CHUNK) break;
      after = ids[ids.length - 1]!;
    }
    return changed;
  }

  return { settleBet, settleMarkets };
}
