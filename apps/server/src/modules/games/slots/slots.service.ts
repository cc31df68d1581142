import { randomUUID } from 'node:crypto';
import type { Locale } from '@kasa/contract/constants';
import type { JackpotHit } from '@kasa/contract/jackpot';
import {
  SLOT_BET_LEVELS,
  SLOT_MAX_BET,
  SLOT_MIN_BET,
  type FreeSpinFeature,
  type SlotsFreeSpinData,
  type SlotsInitData,
  type SlotsSpinData,
  type CoinCell as CoinView,
  type SpinView,
} from '@kasa/contract/slots';
import { kurusToLira, liraToKurus } from '@kasa/contract/wallet';
import type { Db } from '../../../db/create-db.ts';
import { AppError, conflict } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { kurusFromDb } from '../../../lib/money.ts';
import type { GameWallet } from '../../providers/game-wallet.service.ts';
import type { WalletService } from '../../wallet/wallet.service.ts';
import { cryptoRng, type Rng } from '../../../lib/rng.ts';
import { JACKPOT_SHARE_BP, type JackpotService, type JackpotWin } from '../jackpot/jackpot.service.ts';
import {
  compileTitle,
  playBoughtRound,
  playRound,
  type CoinCell,
  type RoundOutcome,
  type SlotTitleDef,
  type SpinOutcome,
} from './slots.engine.ts';
import { exactMath } from './slots.math.ts';
import * as repo from './slots.repository.ts';
import { findTitle } from './slots.titles.ts';

// Kasa slots rounds (issue 4 §4, docs/decisions/0092-slots-and-jackpot.md). A spin is decided in full when the bet
// arrives — the base spin, every free spin it triggers, the jackpot draw — with the CSPRNG, and paid in the same
// database transaction as the bet. The client is then shown the free spins one by one; a dropped connection only
// delays that showing (init returns the unfinished feature).

export const PROVIDER = 'kasa';

/** Who is playing: from the game session (x-game-session). */
export interface SlotsPlayer {
  playerId: string;
  gameCode: string;
  locale: Locale;
}

export interface SlotsDeps {
  db: Db;
  clock: Clock;
  gameWallet: GameWallet;
  wallet: WalletService;
  jackpots: JackpotService;
  /** The random source of outcomes and jackpot draws: the CSPRNG unless a test injects a seeded one. */
  rng?: Rng;
  newRoundId?: () => string;
}

const coinView = (c: CoinCell): CoinView => ({ ...c, value: kurusToLira(c.value) });

function view(spin: SpinOutcome): SpinView {
  const out: SpinView = {
    stops: spin.stops,
    grid: spin.grid,
    lineWins: spin.lineWins.map((w) => ({ ...w, win: kurusToLira(w.win) })),
    scatter: { ...spin.scatter, win: kurusToLira(spin.scatter.win) },
    multiplier: spin.multiplier,
    win: kurusToLira(spin.win),
  };
  if (spin.ways) out.ways = spin.ways.map((w) => ({ ...w, win: kurusToLira(w.win) }));
  if (spin.cascades) {
    out.cascades = spin.cascades.map((step) => ({
      ...step,
      clusters: step.clusters.map((c) => ({ ...c, win: kurusToLira(c.win) })),
      win: kurusToLira(step.win),
    }));
  }
  if (spin.coins) out.coins = spin.coins.map(coinView);
  if (spin.holdAndWin) {
    const hw = spin.holdAndWin;
    out.holdAndWin = {
      respins: hw.respins.map((r) => ({ landed: r.landed.map(coinView), left: r.left })),
      coins: hw.coins.map(coinView),
      full: hw.full,
      grand: kurusToLira(hw.grand),
      win: kurusToLira(hw.win),
    };
  }
  return out;
}

/** The title's buy-feature RTP in percent (exact, computed once per title). */
const buyRtpCache = new Map<string, number>();
function buyRtpPercent(def: SlotTitleDef): number {
  let rtp = buyRtpCache.get(def.code);
  if (rtp === undefined) {
    rtp = Math.round((exactMath(def).buyRtp ?? 0) * 10000) / 100;
    buyRtpCache.set(def.code, rtp);
  }
  return rtp;
}

type RoundRow = NonNullable<Awaited<ReturnType<typeof repo.latestRound>>>;

function featureOf(row: RoundRow, def: SlotTitleDef): FreeSpinFeature | null {
  if (row.fs_total === 0) return null;
  const spins = row.free_spins as SpinView[];
  const wonSoFar = spins.slice(0, row.fs_shown).reduce((sum, s) => sum + liraToKurus(s.win), 0);
  return {
    roundId: row.round_id,
    bet: kurusToLira(kurusFromDb(row.bet)),
    total: row.fs_total,
    shown: row.fs_shown,
    multiplier: def.freeSpins?.multiplier ?? 1,
    wonSoFar: kurusToLira(wonSoFar),
  };
}

export function createSlotsService({
  db,
  clock,
  gameWallet,
  wallet,
  jackpots,
  rng = cryptoRng,
  newRoundId = () => `slots-${randomUUID()}`,
}: SlotsDeps) {
  function titleOf(player: SlotsPlayer): SlotTitleDef {
    const def = findTitle(player.gameCode);
    if (!def) throw new AppError(404, 'e.slotsUnknownGame');
    return def;
  }

  async function init(player: SlotsPlayer): Promise<SlotsInitData> {
    const def = titleOf(player);
    const [balances, last, tickers] = await Promise.all([
      wallet.getBalances(player.playerId),
      repo.latestRound(db, player.playerId, def.code),
      jackpots.tickers(),
    ]);
    const feature = last ? featureOf(last, def) : null;
    let lastSpin: SpinView | null = null;
    if (last) {
      lastSpin =
        last.fs_shown > 0 ? (last.free_spins as SpinView[])[last.fs_shown - 1]! : (last.base as SpinView);
    }
    return {
      code: def.code,
      name: def.name,
      rtp: Math.round(def.declaredRtp * 10000) / 100,
      volatility: def.volatility,
      reels: def.strips.length,
      rows: def.rows,
      symbols: def.symbols.map((s) => ({
        id: s.id,
        kind: s.kind,
        pays: Object.fromEntries(Object.entries(s.pays).map(([k, v]) => [k, v])),
      })),
      strips: def.strips.map((s) => [...s]),
      lines: def.lines.map((l) => [...l]),
      mechanic: compileTitle(def).mechanic,
      payUnit: compileTitle(def).payUnit,
      ways: compileTitle(def).mechanic === 'ways' ? def.rows ** def.strips.length : 0,
      cluster: def.cluster ? { min: def.cluster.min, multipliers: [...def.cluster.multipliers] } : null,
      holdAndWin: def.holdAndWin
        ? {
            trigger: def.holdAndWin.trigger,
            respins: def.holdAndWin.respins,
            values: def.holdAndWin.values.map(([v]) => v / compileTitle(def).payUnit).sort((a, b) => a - b),
            grand: def.holdAndWin.grand / compileTitle(def).payUnit,
          }
        : null,
      buy: def.buy ? { cost: def.buy.cost, spins: def.buy.spins, rtp: buyRtpPercent(def) } : null,
      freeSpins: def.freeSpins
        ? {
            awards: Object.fromEntries(Object.entries(def.freeSpins.awards)),
            multiplier: def.freeSpins.multiplier,
            maxTotal: def.freeSpins.maxTotal,
          }
        : null,
      betLevels: [...SLOT_BET_LEVELS],
      minBet: SLOT_MIN_BET,
      maxBet: SLOT_MAX_BET,
      jackpotShare: JACKPOT_SHARE_BP / 100,
      balance: kurusToLira(balances.cash),
      bonusBalance: kurusToLira(balances.bonus),
      locale: player.locale,
      feature: feature && feature.shown < feature.total ? feature : null,
      lastSpin,
      jackpots: tickers,
    };
  }

  /** A paid spin of `betLira` (one of the bet levels, checked by the contract schema). */
  async function spin(player: SlotsPlayer, betLira: number): Promise<SlotsSpinData> {
    return play(player, betLira, false);
  }

  /**
   * Buys the free spins: charges the title's buy cost × `betLira` and plays the bought feature at `betLira` — the same
   * transaction, ledger entries, jackpot share (1% of the charge) and feature showing as a spin that triggers it.
   */
  async function buy(player: SlotsPlayer, betLira: number): Promise<SlotsSpinData> {
    if (!titleOf(player).buy) throw new AppError(400, 'e.slotsNoBuy');
    return play(player, betLira, true);
  }

  async function play(player: SlotsPlayer, betLira: number, bought: boolean): Promise<SlotsSpinData> {
    const def = titleOf(player);
    const bet = liraToKurus(betLira);
    const stake = bought ? bet * def.buy!.cost : bet;
    const roundId = newRoundId();
    // Decided before anything is read: the outcome never depends on a balance.
    const round: RoundOutcome = bought ? playBoughtRound(def, bet, rng) : playRound(def, bet, rng);
    const hit = jackpots.draw(stake, rng);
    const ref = { provider: PROVIDER, playerId: player.playerId, gameCode: def.code, roundId };

    let won: JackpotWin | null = null;
    const data = await db.transaction().execute(async (trx): Promise<SlotsSpinData> => {
      if (await repo.pendingFeature(trx, player.playerId, def.code)) throw conflict('e.slotsFeaturePending');
      await gameWallet.bet({ ...ref, transactionId: `${roundId}:bet`, amount: stake }, trx);
      won = await jackpots.settleBet(trx, {
        playerId: player.playerId,
        gameCode: def.code,
        roundId,
        bet: stake,
        hit,
      });
      await gameWallet.win({ ...ref, transactionId: `${roundId}:win`, amount: round.totalWin }, trx);

      const now = clock.now();
      const base = view(round.base);
      const freeSpins = round.freeSpins.map(view);
      const jackpot: JackpotHit | null = won
        ? {
            instanceName: won.instance.name,
            level: won.level.level,
            levelName: won.level.name,
            amount: kurusToLira(won.amount),
          }
        : null;
      await repo.insertRound(trx, {
        roundId,
        playerId: player.playerId,
        gameCode: def.code,
        bet,
        base,
        freeSpins,
        jackpot,
        totalWin: round.totalWin,
        now,
      });
      await gameWallet.recordRound(
        {
          ...ref,
          stake,
          payout: round.totalWin,
          status: 'settled',
          detail: {
            game: 'slots',
            title: def.name,
            bet: kurusToLira(bet),
            ...(bought ? { bought: true, cost: kurusToLira(stake) } : {}),
            lines: def.lines.length,
            base,
            freeSpins,
            jackpot,
            win: kurusToLira(round.totalWin),
          },
          createdAt: now,
          settledAt: now,
        },
        trx,
      );
      const balances = await wallet.getBalances(player.playerId, trx);
      const feature: FreeSpinFeature | null =
        freeSpins.length > 0
          ? {
              roundId,
              bet: kurusToLira(bet),
              total: freeSpins.length,
              shown: 0,
              multiplier: def.freeSpins?.multiplier ?? 1,
              wonSoFar: 0,
            }
          : null;
      return {
        roundId,
        bet: kurusToLira(bet),
        spin: base,
        feature,
        cost: kurusToLira(stake),
        bought,
        jackpot,
        roundWin: kurusToLira(round.totalWin + (won?.amount ?? 0)),
        balance: kurusToLira(balances.cash),
        bonusBalance: kurusToLira(balances.bonus),
        jackpots: await jackpots.tickers(trx),
      };
    });
    if (won) jackpots.publish(won, player.playerId);
    return data;
  }

  /** Shows the next free spin of a feature (decided and paid with its paid spin). */
  async function freeSpin(player: SlotsPlayer, roundId: string): Promise<SlotsFreeSpinData> {
    const def = titleOf(player);
    return db.transaction().execute(async (trx) => {
      const row = await repo.lockRound(trx, player.playerId, roundId);
      if (!row || row.game_code !== def.code || row.fs_shown >= row.fs_total) {
        throw new AppError(404, 'e.slotsFeatureUnknown');
      }
      const index = row.fs_shown;
      await repo.markShown(trx, row.id, index + 1);
      const feature = featureOf({ ...row, fs_shown: index + 1 }, def)!;
      const balances = await wallet.getBalances(player.playerId, trx);
      return {
        roundId,
        index: index + 1,
        spin: (row.free_spins as SpinView[])[index]!,
        feature,
        finished: index + 1 === row.fs_total,
        balance: kurusToLira(balances.cash),
        bonusBalance: kurusToLira(balances.bonus),
      };
    });
  }

  return { init, spin, buy, freeSpin };
}

export type SlotsService = ReturnType<typeof createSlotsService>;
