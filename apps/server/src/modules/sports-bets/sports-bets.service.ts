import { createHash } from 'node:crypto';
import type { Locale } from '@kasa/contract/constants';
import { NotificationType } from '@kasa/contract/enums';
import type { MessageKey } from '@kasa/contract/messages';
import type { Notification } from '@kasa/contract/notification';
import { formatOdds, sportById } from '@kasa/contract/sports';
import {
  checkSlipShape,
  countSystemLines,
  isComboBoostEligible,
  oddsToHundredths,
  potentialPayoutKurus,
  type SlipProblem,
  systemMaxPayoutKurus,
} from '@kasa/contract/sports-bets';
import {
  type AcceptOdds,
  CASHOUT_TOLERANCE,
  type CashoutData,
  type CashoutQuoteData,
  LIVE_BET_DELAY_SECONDS,
  type MyBetsData,
  type MyBetsStatus,
  type PlaceBetData,
  type PlaceBetRequest,
  SPORTS_BET_LIMITS,
} from '@kasa/contract/sports-bets-api';
import { kurusToLira, liraToKurus } from '@kasa/contract/wallet';
import type { z } from 'zod';
import type { Db } from '../../db/create-db.ts';
import type { AppJobs } from '../../lib/app-jobs.ts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { formatKurus, kurusFromDb } from '../../lib/money.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { NotificationService } from '../notification/notification.service.ts';
import type { GameWalletService } from '../providers/game-wallet.service.ts';
import {
  type CashoutLeg,
  type CashoutQuote,
  partialCashout,
  quoteCashout,
  type SelectionQuote,
  type SportsService,
} from '../sports/sports.service.ts';
import * as repo from './sports-bets.repository.ts';
import { createBetSettlement, type SportsWagering } from './sports-bets.settlement.ts';
import type { SportsBetLegRow, SportsBetRow, StoredRefusal } from './sports-bets.table.ts';
import { legLabel, safeArg, shapeOf, toBet } from './sports-bets.view.ts';

// Sports bets (issue 10 §2, docs/decisions/0210): placement with limits and the odds-change policy in one
// transaction with the stake's debit, the live delay (a timer here, a job on the queue as the fallback), settlement
// from the feed's results (sports-bets.settlement.ts) and cash-out. Money moves through the game wallet as provider
// `sports`: the stake is transaction `bet:<id>`, wins `win:<id>:<n>` and `boost:<id>:<n>` (n counts settlements, so a
// corrected result pays under new keys after reversing the old ones), a refused live bet's refund `refund:<id>`, a
// cash-out `cashout:<id>`.

export const SPORTS_PROVIDER = 'sports';
const GAME_CODE = 'sports';
/** The cash-out's fee on the bet's expected value (docs/decisions/0210). */
export const CASHOUT_MARGIN = 0.05;

type PlaceInput = z.output<typeof PlaceBetRequest>;

const SHAPE_KEYS: Record<SlipProblem, MessageKey> = {
  legs_count: 'e.sportsBetLegsCount',
  same_event: 'e.sportsBetSameEvent',
  system_code: 'e.sportsBetSystemCode',
  system_legs: 'e.sportsBetSystemLegs',
};

export interface SportsBetsDeps {
  db: Db;
  clock: Clock;
  sports: SportsService;
  gameWallet: GameWalletService;
  notification: NotificationService;
  /** Bonus wagering: a bet counts when it is settled, by each bonus's sports rule (docs/decisions/0240). */
  bonus: SportsWagering;
  jobs: Pick<JobsService<AppJobs>, 'send'>;
  log: { warn: (obj: unknown, msg: string) => void; error: (obj: unknown, msg: string) => void };
  /** Decide live bets with an in-process timer at the end of their delay (off in tests: they call `decide`). */
  timers: boolean;
}

/** The price a leg is taken at under the player's policy, or null: refused (hundredths). */
export function acceptPrice(policy: AcceptOdds, seen: number, now: number): number | null {
  if (now === seen) return now;
  if (policy === 'any') return now;
  if (policy === 'higher' && now > seen) return now;
  return null;
}

/** Whether a selection can be bet now: an open event, an active market, a price. */
function isOpen(q: SelectionQuote, now: Date): boolean {
  if (q.marketStatus !== 'active' || q.oddsHundredths === null) return false;
  if (q.eventStatus === 'live') return true;
  return q.eventStatus === 'not_started' && q.startTime.getTime() > now.getTime();
}

function requestHash(input: PlaceInput): string {
  const canonical = JSON.stringify([
    input.type,
    input.system ?? null,
    input.legs.map((l) => [l.selectionId, oddsToHundredths(l.odds)]),
    liraToKurus(input.stake),
    input.acceptOdds,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

export function createSportsBetsService(deps: SportsBetsDeps) {
  const { db, clock, sports, gameWallet, notification } = deps;
  const timers = new Set<NodeJS.Timeout>();
  const settlement = createBetSettlement({
    db,
    clock,
    sports,
    gameWallet,
    notification,
    bonus: deps.bonus,
    log: deps.log,
  });

  const refusal = (
    key: MessageKey,
    q: SelectionQuote | null,
    ref: string | null,
    locale: Locale,
  ): AppError => {
    const odds = q?.oddsHundredths ?? null;
    const label = q ? legLabel(q, locale) : safeArg(ref ?? '');
    return new AppError(409, key, [label, odds === null ? '-' : formatOdds(odds / 100, locale)], {
      code: key,
      selectionId: ref,
      odds: odds === null ? null : odds / 100,
    });
  };

  async function view(row: SportsBetRow, locale: Locale, tx: Db = db) {
    return toBet(row, await repo.legsOf(tx, [row.id]), locale);
  }

  async function replay(row: SportsBetRow, hash: string, locale: Locale): Promise<PlaceBetData> {
    if (row.request_hash !== hash) throw conflict('e.idempotencyConflict');
    const balances = await gameWallet.balance(row.player_id);
    return { bet: await view(row, locale), balance: kurusToLira(balances.cash), replayed: true };
  }

  async function placeBet(playerId: string, input: PlaceInput, locale: Locale): Promise<PlaceBetData> {
    const hash = requestHash(input);
    const existing = await repo.findByRequest(db, playerId, input.requestId);
    if (existing) return replay(existing, hash, locale);
    // Read before the transaction (on PGlite a read outside it would wait for it).
    const feedUp = { prematch: await sports.isFeedUp('prematch'), live: await sports.isFeedUp('live') };
    const now = clock.now();

    const placed = await db.transaction().execute(async (tx) => {
      const factor = await repo.lockPlayer(tx, playerId, now);
      // Under the player's lock: a concurrent request with the same id has committed its bet by now.
      const again = await repo.findByRequest(tx, playerId, input.requestId);
      if (again) return { row: again, replayed: true, balance: null, delayMs: 0 };

      const quotes = await sports.quoteSelections(
        input.legs.map((l) => l.selectionId),
        tx,
      );
      const byRef = new Map(quotes.map((q) => [q.ref, q]));
      const legs = input.legs.map((l) => {
        const q = byRef.get(l.selectionId);
        if (!q) throw badRequest('e.sportsBetSelectionUnknown', l.selectionId);
        return { seen: oddsToHundredths(l.odds), q };
      });
      const shape = checkSlipShape(
        input.type,
        legs.map((l) => l.q.eventId),
        input.system,
      );
      if (!shape.ok) throw badRequest(SHAPE_KEYS[shape.problem]);

      const taken = legs.map(({ seen, q }) => {
        if (!feedUp[q.live ? 'live' : 'prematch']) throw new AppError(409, 'e.sportsBetFeedDown');
        if (!isOpen(q, now)) throw refusal('e.sportsBetMarketClosed', q, q.ref, locale);
        const price = acceptPrice(input.acceptOdds, seen, q.oddsHundredths!);
        if (price === null) throw refusal('e.sportsBetOddsChanged', q, q.ref, locale);
        return price;
      });

      // Limits: the High Rate book's if any leg is from it; the player's factor scales the max stakes.
      const book = legs.some((l) => l.q.book === 'fcg') ? 'fcg' : 'betco';
      const limits = SPORTS_BET_LIMITS[book];
      const stakePerLine = liraToKurus(input.stake);
      const lines = shape.system ? countSystemLines(shape.system) : 1;
      const stake = stakePerLine * lines;
      const odds = taken.map((h) => h / 100);
      if (stakePerLine < liraToKurus(limits.minStake))
        throw badRequest('e.sportsBetMinStake', formatKurus(liraToKurus(limits.minStake)));
      const maxStake = Math.floor(liraToKurus(limits.maxStake) * factor);
      if (stake > maxStake) throw badRequest('e.sportsBetMaxStake', formatKurus(maxStake));
      const maxPayout = liraToKurus(limits.maxPayout);
      const potential = shape.system
        ? systemMaxPayoutKurus(shape.system, stakePerLine, odds)
        : potentialPayoutKurus(stake, odds);
      if (potential > maxPayout) throw badRequest('e.sportsBetMaxPayout', formatKurus(maxPayout));
      const perEvent = Math.floor(liraToKurus(limits.maxStakePerEvent) * factor);
      const open = await repo.openStakeByEvent(
        tx,
        playerId,
        legs.map((l) => l.q.eventId),
      );
      for (const { q } of legs) {
        const already = open.get(q.eventId) ?? 0;
        if (already + stake > perEvent)
          throw badRequest(
            'e.sportsBetMaxStakeEvent',
            safeArg(`${q.home} - ${q.away}`),
            formatKurus(Math.max(0, perEvent - already)),
          );
      }

      const liveDelays = legs
        .filter((l) => l.q.live)
        .map((l) => LIVE_BET_DELAY_SECONDS[sportById(l.q.sportId)?.key ?? 'football']);
      const delayMs = liveDelays.length > 0 ? Math.max(...liveDelays) * 1000 : 0;
      const row = await repo.insertBet(tx, {
        player_id: playerId,
        request_id: input.requestId,
        request_hash: hash,
        type: input.type,
        system: input.type === 'system' ? (input.system ?? null) : null,
        lines,
        stake_per_line: stakePerLine,
        open_per_line: stakePerLine,
        stake,
        book,
        boost:
          input.type === 'combo' &&
          isComboBoostEligible(legs.map((l, i) => ({ odds: odds[i]!, book: l.q.book }))),
        max_payout: maxPayout,
        accept_odds: input.acceptOdds,
        live: delayMs > 0,
        status: delayMs > 0 ? 'pending' : 'open',
        result: null,
        accept_at: delayMs > 0 ? new Date(now.getTime() + delayMs) : null,
        refusal: null,
        payout: null,
        boost_paid: null,
        cashed_out: null,
        created_at: now,
        settled_at: null,
        updated_at: now,
      });
      await repo.insertLegs(
        tx,
        legs.map(({ q }, idx) => ({
          bet_id: row.id,
          idx,
          outcome_id: q.outcomeId,
          market_id: q.marketRowId,
          event_id: q.eventId,
          sport_id: q.sportId,
          book: q.book,
          home: q.home,
          away: q.away,
          start_time: q.startTime,
          market: q.market,
          key: q.key,
          param: q.param,
          outcome: q.outcome,
          odds: taken[idx]!,
          live: q.live,
          result: null,
          dead_heat_factor: null,
        })),
      );
      const debited = await gameWallet.bet(
        {
          provider: SPORTS_PROVIDER,
          transactionId: `bet:${row.id}`,
          playerId,
          gameCode: GAME_CODE,
          roundId: row.id,
          amount: stake,
          // Counted towards bonus wagering when settled, by the bonus's sports rule (a cash-out or a refusal does
          // not count; the settlement knows).
          wagering: false,
        },
        tx,
      );
      // The fallback of the timer: a job the queue runs if this node dies before the delay ends.
      if (delayMs > 0)
        await deps.jobs.send(
          'sports-bet-decide',
          { betId: row.id },
          { startAfterSeconds: Math.ceil(delayMs / 1000) + 2, tx },
        );
      return { row, replayed: false, balance: debited.balance, delayMs };
    });

    if (placed.replayed) return replay(placed.row, hash, locale);
    if (placed.delayMs > 0 && deps.timers) decideLater(placed.row.id, placed.delayMs);
    return {
      bet: await view(placed.row, locale),
      balance: kurusToLira(placed.balance ?? 0),
      replayed: false,
    };
  }

  function decideLater(betId: string, delayMs: number, attempt = 0): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      decide(betId)
        .then((outcome) => {
          // The clock of this node is behind the delay's end: look again shortly (the job also will).
          if (outcome === 'early' && attempt < 5) decideLater(betId, 1000, attempt + 1);
        })
        .catch((error: unknown) => deps.log.error({ err: error, betId }, 'live bet decision failed'));
    }, delayMs + 50);
    timer.unref();
    timers.add(timer);
  }

  /**
   * The end of a live bet's delay: accepted if every leg's market is still active and its price acceptable under
   * the bet's policy (then taken at that price), else refused and the stake returned. Idempotent: only a pending bet
   * is decided, under its row lock; the timer, the job and the sweep may all call it.
   */
  async function decide(betId: string): Promise<'accepted' | 'refused' | 'skipped' | 'early'> {
    const liveUp = await sports.isFeedUp('live');
    const prematchUp = await sports.isFeedUp('prematch');
    const now = clock.now();
    type Decided = {
      outcome: 'accepted' | 'refused' | 'skipped' | 'early';
      told?: { playerId: string; note: Notification };
    };
    const out = await db.transaction().execute(async (tx): Promise<Decided> => {
      const bet = await repo.findBet(tx, betId, true);
      if (!bet || bet.status !== 'pending') return { outcome: 'skipped' as const };
      if (bet.accept_at && bet.accept_at.getTime() > now.getTime()) return { outcome: 'early' as const };
      const legs = await repo.legsOf(tx, [betId]);
      const quotes = await sports.quoteSelections(
        legs.map((l) => `${l.book}:${l.outcome_id}`),
        tx,
      );
      let refused: StoredRefusal | null = null;
      const prices: number[] = [];
      for (const leg of legs) {
        const q = quotes.find((x) => x.outcomeId === leg.outcome_id && x.book === leg.book);
        if (!(leg.live ? liveUp : prematchUp)) {
          refused = { code: 'e.sportsBetFeedDown', idx: null, odds: null };
          break;
        }
        if (!q || !isOpen(q, now)) {
          refused = { code: 'e.sportsBetMarketClosed', idx: leg.idx, odds: q?.oddsHundredths ?? null };
          break;
        }
        const price = acceptPrice(bet.accept_odds, leg.odds, q.oddsHundredths!);
        if (price === null) {
          refused = { code: 'e.sportsBetOddsChanged', idx: leg.idx, odds: q.oddsHundredths };
          break;
        }
        prices.push(price);
      }
      const stake = kurusFromDb(bet.stake);
      if (refused) {
        await gameWallet.rollback(
          {
            provider: SPORTS_PROVIDER,
            transactionId: `refund:${betId}`,
            originalTransactionId: `bet:${betId}`,
            playerId: bet.player_id,
            gameCode: GAME_CODE,
            roundId: betId,
          },
          tx,
        );
        await repo.updateBet(tx, betId, {
          status: 'refused',
          refusal: JSON.stringify(refused),
          settled_at: now,
          updated_at: now,
        });
      } else {
        for (const leg of legs)
          if (prices[leg.idx] !== leg.odds) await repo.setLegOdds(tx, betId, leg.idx, prices[leg.idx]!);
        await repo.updateBet(tx, betId, { status: 'open', updated_at: now });
      }
      const note = await notification.create(
        {
          playerId: bet.player_id,
          type: NotificationType.System,
          title: refused ? 'n.sportsBetRefused.title' : 'n.sportsBetAccepted.title',
          note: refused ? 'n.sportsBetRefused.note' : 'n.sportsBetAccepted.note',
          args: [formatKurus(stake), betId],
        },
        tx,
      );
      return { outcome: refused ? 'refused' : 'accepted', told: { playerId: bet.player_id, note } };
    });
    if (out.told) notification.publish(out.told.playerId, out.told.note);
    return out.outcome;
  }

  // ---- cash-out ----

  async function quoteFor(
    tx: Db,
    bet: SportsBetRow,
    legs: readonly SportsBetLegRow[],
    liveUp: boolean,
  ): Promise<CashoutQuote | { ok: false; reason: 'not_open' }> {
    if (bet.status !== 'open') return { ok: false, reason: 'not_open' };
    const open = legs.filter((l) => l.result === null);
    const quotes = await sports.quoteSelections(
      open.map((l) => `${l.book}:${l.outcome_id}`),
      tx,
    );
    const cashoutLegs: CashoutLeg[] = legs.map((l) => {
      if (l.result !== null)
        return {
          state: 'settled',
          odds: l.odds / 100,
          result: l.result,
          ...(l.dead_heat_factor === null ? {} : { deadHeatFactor: l.dead_heat_factor }),
        };
      const q = quotes.find((x) => x.outcomeId === l.outcome_id);
      // Not priced now, or live on a feed that is down: as good as suspended.
      const usable = q && q.probability !== null && q.oddsHundredths !== null && (!q.live || liveUp);
      return {
        state: 'open',
        odds: l.odds / 100,
        market: usable ? q.marketStatus : 'suspended',
        current: { id: l.outcome, p: q?.probability ?? 0 },
      };
    });
    return quoteCashout({
      bet: shapeOf(bet),
      legs: cashoutLegs,
      margin: CASHOUT_MARGIN,
      maxPayoutKurus: kurusFromDb(bet.max_payout),
    });
  }

  async function ownBet(tx: Db, playerId: string, betId: string, lock: boolean) {
    const bet = await repo.findBet(tx, betId, lock);
    if (!bet || bet.player_id !== playerId) throw new AppError(404, 'e.sportsBetNotFound');
    return bet;
  }

  function toQuote(betId: string, quote: Awaited<ReturnType<typeof quoteFor>>): CashoutQuoteData {
    return quote.ok
      ? { betId, available: true, reason: null, amount: kurusToLira(quote.valueKurus) }
      : { betId, available: false, reason: quote.reason, amount: null };
  }

  async function cashoutQuote(playerId: string, betId: string): Promise<CashoutQuoteData> {
    const liveUp = await sports.isFeedUp('live');
    const bet = await ownBet(db, playerId, betId, false);
    return toQuote(betId, await quoteFor(db, bet, await repo.legsOf(db, [betId]), liveUp));
  }

  /**
   * Cash-out at the value now, if it is not lower than the amount the player accepted by more than the tolerance;
   * under the bet's row lock, so it cannot cross a settlement of the same bet. With `partialLira` below the value,
   * that much is paid and the bet runs on with the rest of its stake (the core's `partialCashout`: the stake taken
   * off is rounded up, so the part paid plus what remains is never worth more than the quote); the combo boost is
   * lost either way. Ledger keys: `cashout:<id>:<stake per line left>` — it only ever falls, so each is new.
   */
  async function cashout(
    playerId: string,
    betId: string,
    amountLira: number,
    locale: Locale,
    partialLira?: number,
  ): Promise<CashoutData> {
    const liveUp = await sports.isFeedUp('live');
    const now = clock.now();
    const out = await db.transaction().execute(async (tx) => {
      const bet = await ownBet(tx, playerId, betId, true);
      const legs = await repo.legsOf(tx, [betId]);
      const quote = await quoteFor(tx, bet, legs, liveUp);
      if (!quote.ok)
        throw conflict(
          quote.reason === 'suspended' ? 'e.sportsCashoutSuspended' : 'e.sportsCashoutUnavailable',
        );
      const asked = liraToKurus(amountLira);
      if (quote.valueKurus < Math.floor(asked * (1 - CASHOUT_TOLERANCE)))
        throw new AppError(409, 'e.sportsCashoutChanged', [formatKurus(quote.valueKurus)], {
          amount: kurusToLira(quote.valueKurus),
        });
      let take = quote.valueKurus;
      let leftPerLine = 0;
      if (partialLira !== undefined && liraToKurus(partialLira) < quote.valueKurus) {
        const part = partialCashout(shapeOf(bet), quote.valueKurus, liraToKurus(partialLira));
        if (!part.ok) throw badRequest('e.sportsCashoutAmount', formatKurus(quote.valueKurus));
        take = part.amountKurus;
        leftPerLine = part.full ? 0 : part.remainingStakeKurus / bet.lines;
      }
      const paid = await gameWallet.win(
        {
          provider: SPORTS_PROVIDER,
          transactionId: `cashout:${betId}:${leftPerLine}`,
          playerId,
          gameCode: GAME_CODE,
          roundId: betId,
          amount: take,
        },
        tx,
      );
      const cashedOut = kurusFromDb(bet.cashed_out ?? '0') + take;
      await repo.updateBet(
        tx,
        betId,
        leftPerLine > 0
          ? { open_per_line: leftPerLine, cashed_out: cashedOut, boost: false, updated_at: now }
          : { status: 'cashed_out', cashed_out: cashedOut, settled_at: now, updated_at: now },
      );
      const note = await notification.create(
        {
          playerId,
          type: NotificationType.System,
          title: 'n.sportsCashout.title',
          note: 'n.sportsCashout.note',
          args: [formatKurus(take), betId],
        },
        tx,
      );
      const row = (await repo.findBet(tx, betId))!;
      return { bet: toBet(row, legs, locale), paid: take, balance: paid.balance, note };
    });
    notification.publish(playerId, out.note);
    return { bet: out.bet, paid: kurusToLira(out.paid), balance: kurusToLira(out.balance) };
  }

  return {
    placeBet,
    decide,
    settleMarkets: settlement.settleMarkets,
    settleBet: settlement.settleBet,

    async myBets(
      playerId: string,
      input: {
        status?: MyBetsStatus | undefined;
        from?: string | undefined;
        to?: string | undefined;
        skip: number;
        take: number;
      },
      locale: Locale,
    ): Promise<MyBetsData> {
      const statuses =
        input.status === 'open'
          ? (['pending', 'open'] as const)
          : input.status === 'cashout'
            ? (['open'] as const)
            : input.status === 'settled'
              ? (['settled', 'cashed_out', 'refused'] as const)
              : null;
      const { total, rows } = await repo.listBets(
        db,
        playerId,
        {
          statuses,
          cashoutable: input.status === 'cashout',
          from: input.from ? new Date(input.from) : undefined,
          to: input.to ? new Date(input.to) : undefined,
        },
        input.skip,
        input.take,
      );
      const legs = await repo.legsOf(
        db,
        rows.map((r) => r.id),
      );
      const legsOf = (id: string) => legs.filter((l) => l.bet_id === id);
      const open = rows.filter((r) => r.status === 'open');
      const liveUp = open.length > 0 ? await sports.isFeedUp('live') : true;
      const quotes: CashoutQuoteData[] = [];
      for (const bet of open) quotes.push(toQuote(bet.id, await quoteFor(db, bet, legsOf(bet.id), liveUp)));
      const running = new Set(['open', 'pending']);
      const events = await sports.eventStates(
        legs
          .filter((l) => l.result === null && running.has(rows.find((r) => r.id === l.bet_id)!.status))
          .map((l) => l.event_id),
      );
      return { total, bets: rows.map((r) => toBet(r, legsOf(r.id), locale)), quotes, events };
    },

    cashoutQuote,
    cashout,

    /** The operator's per-player factor on the max stakes (1 = the book's limits). */
    stakeFactorOf: (playerId: string) => repo.findStakeFactor(db, playerId),

    setStakeFactor: (playerId: string, factor: number) =>
      repo.setStakeFactor(db, playerId, factor, clock.now()),

    /**
     * The sweep (every minute; tests call it): live bets past their delay that no timer or job decided, and closed
     * markets that still have open legs (a settle job lost between the feed's commit and its send).
     */
    async sweep(): Promise<{ decided: number; markets: number }> {
      let decided = 0;
      for (const id of await repo.duePending(db, clock.now(), 500))
        if ((await decide(id)) !== 'skipped') decided++;
      const candidates = await repo.marketsWithOpenLegs(db);
      const closed = (await sports.marketResults(candidates)).filter(
        (m) => m.status === 'settled' || m.status === 'cancelled' || m.voidWindows.length > 0,
      );
      if (closed.length > 0) await settlement.settleMarkets(closed.map((m) => m.marketId));
      return { decided, markets: closed.length };
    },

    /** Stops the live-delay timers (shutdown): the queue's job or another node's sweep decides those bets. */
    stop(): void {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type SportsBetsService = ReturnType<typeof createSportsBetsService>;
