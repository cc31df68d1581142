import { randomUUID } from 'node:crypto';
import { FAIR_GAME_CODE, type FairSeedState } from '@kasa/contract/fair';
import {
  computeHiloCards,
  computeKenoDraw,
  computeLimbo,
  computePlinko,
  HILO_MAX_CARDS,
  type HiloData,
  type HiloGuess,
  type HiloRound,
  hiloGuessAllowed,
  hiloGuessWins,
  hiloMultiplier,
  hiloPayout,
  hiloRank,
  hiloWinningRanks,
  type InstantGame,
  type InstantRisk,
  type InstantRound,
  KENO_TABLES,
  type KenoBet,
  kenoHits,
  type LimboBet,
  payoutOf,
  PLINKO_TABLES,
  type PlinkoBet,
} from '@kasa/contract/instant';
import { kurusToLira } from '@kasa/contract/wallet';
import type { Db } from '../../../db/create-db.ts';
import { AppError, badRequest, conflict } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { kurusFromDb } from '../../../lib/money.ts';
import type { GameRoundRecord, GameWallet, GameWalletResult } from '../../providers/game-wallet.service.ts';
import { type OneCallDeps, type OneCallSession, settleInOneCall } from './fair.one-call.ts';
import * as repo from './fair.repository.ts';
import type { FairRoundRow, FairSeedRow, InstantDetail } from './fair.table.ts';

// Plinko, Limbo, Keno (settled in their bet's transaction, like Dice) and Hi-Lo (open until a wrong guess, a cash-out
// or the abandon sweep, like Mines) on the player's fair seed pair. The outcome algorithms and paytables are
// @kasa/contract/instant's. docs/decisions/0300-instant-games.md.

type Detail<G extends InstantDetail['game']> = Extract<InstantDetail, { game: G }>;
type HiloDetail = Detail<'hilo'>;
type HiloMove = Exclude<HiloGuess, 'skip'>;

const lira = (kurus: number) => kurusToLira(kurus);
/** Multipliers in answers: four decimals, cut (the money itself is computed exactly). */
const shown = (multiplier: number) => Math.floor(multiplier * 10_000 + 1e-9) / 10_000;

export interface InstantDeps {
  db: Db;
  clock: Clock;
  gameWallet: GameWallet;
  hmac: (key: string, message: string) => Promise<Uint8Array>;
  provider: string;
  takeNonce: (trx: Db, playerId: string) => Promise<{ seed: FairSeedRow; nonce: number }>;
  seedState: (seed: FairSeedRow) => FairSeedState;
  /** The one-call path of settled rounds (fair.one-call.ts). */
  oneCall: OneCallDeps;
}

/** The right guesses' winning ranks (skips and a final wrong guess left out): what the multiplier is made of. */
function hiloChances(detail: HiloDetail): number[] {
  const chances: number[] = [];
  detail.guesses.forEach((guess, i) => {
    if (guess === 'skip') return;
    const from = detail.cards[i]!;
    const to = detail.cards[i + 1]!;
    if (hiloGuessWins(from, to, guess)) chances.push(hiloWinningRanks(hiloRank(from), guess));
  });
  return chances;
}

function hiloNext(detail: HiloDetail) {
  const chances = hiloChances(detail);
  const rank = hiloRank(detail.cards[detail.cards.length - 1]!);
  const after = (guess: HiloMove) => {
    const winning = hiloWinningRanks(rank, guess);
    return hiloGuessAllowed(chances, winning) ? shown(hiloMultiplier([...chances, winning])) : null;
  };
  return { higher: after('higher'), lower: after('lower'), same: after('same') };
}

/** A round as the API answers it. An open Hi-Lo round shows only the cards dealt so far (never the next). */
export function instantRound(row: FairRoundRow, seed: FairSeedRow): InstantRound {
  const detail = row.instant!;
  const stake = kurusFromDb(row.stake);
  const payout = kurusFromDb(row.payout);
  const base = {
    roundId: row.round_id,
    amount: lira(stake),
    payout: lira(payout),
    serverSeedHash: seed.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    createdAt: row.created_at.toISOString(),
  };
  switch (detail.game) {
    case 'plinko':
      return {
        ...base,
        game: 'plinko',
        multiplier: detail.multiplier / 100,
        win: detail.multiplier >= 100,
        rows: detail.rows,
        risk: detail.risk,
        path: detail.path,
        slot: detail.slot,
      } satisfies PlinkoBet;
    case 'limbo':
      return {
        ...base,
        game: 'limbo',
        multiplier: detail.target / 100,
        win: row.status === 'won',
        target: detail.target / 100,
        result: detail.result / 100,
      } satisfies LimboBet;
    case 'keno':
      return {
        ...base,
        game: 'keno',
        multiplier: detail.multiplier / 100,
        win: detail.multiplier >= 100,
        risk: detail.risk,
        picks: detail.picks,
        drawn: detail.drawn,
        hits: detail.hits,
      } satisfies KenoBet;
    case 'hilo': {
      const open = row.status === 'open';
      const chances = hiloChances(detail);
      let multiplier = 0;
      if (row.status === 'won' || open) multiplier = shown(hiloMultiplier(chances));
      if (open && chances.length === 0) multiplier = 1;
      let running: number[] = [];
      const steps = detail.guesses.map((guess, i) => {
        const from = detail.cards[i]!;
        const to = detail.cards[i + 1]!;
        const correct = guess === 'skip' || hiloGuessWins(from, to, guess);
        if (guess !== 'skip' && correct) running = [...running, hiloWinningRanks(hiloRank(from), guess)];
        return {
          guess,
          card: to,
          correct,
          multiplier: !correct ? 0 : running.length === 0 ? 1 : shown(hiloMultiplier(running)),
        };
      });
      return {
        ...base,
        game: 'hilo',
        status: row.status,
        multiplier,
        payout: open ? lira(chances.length > 0 ? hiloPayout(stake, chances) : 0) : lira(payout),
        win: row.status === 'won',
        startCard: detail.cards[0]!,
        steps,
        next: open ? hiloNext(detail) : null,
        autoSettled: row.auto_settled,
        settledAt: row.settled_at?.toISOString() ?? null,
      } satisfies HiloRound;
    }
  }
}

/** The round's recall for game history (the server seed once rotation has revealed it). */
export function instantRecord(row: FairRoundRow, seed: FairSeedRow, provider: string): GameRoundRecord {
  const round = instantRound(row, seed);
  const settled = row.status !== 'open';
  const common = {
    game: row.game,
    stake: round.amount,
    payout: round.payout,
    result: row.status,
    multiplier: round.multiplier,
    serverSeedHash: seed.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    ...(seed.revealed_at ? { serverSeed: seed.server_seed } : {}),
  };
  let own: Record<string, unknown>;
  switch (round.game) {
    case 'plinko':
      own = { rows: round.rows, risk: round.risk, slot: round.slot, path: round.path };
      break;
    case 'limbo':
      own = { target: round.target, outcome: round.result };
      break;
    case 'keno':
      own = { risk: round.risk, picks: round.picks, drawn: round.drawn, hits: round.hits };
      break;
    case 'hilo':
      own = {
        cards: [round.startCard, ...round.steps.map((s) => s.card)],
        guesses: round.steps.map((s) => s.guess),
        ...(settled ? { autoSettled: round.autoSettled } : {}),
      };
      break;
  }
  return {
    provider,
    roundId: row.round_id,
    playerId: row.player_id,
    gameCode: row.game_code,
    stake: kurusFromDb(row.stake),
    payout: kurusFromDb(row.payout),
    status: settled ? 'settled' : 'open',
    detail: { ...common, ...own },
    createdAt: row.created_at,
    settledAt: row.settled_at,
  };
}

export function createInstantGames(deps: InstantDeps) {
  const { db, clock, gameWallet, hmac, provider, takeNonce, seedState, oneCall } = deps;

  const balances = (result: { balance: number; bonusBalance: number }) => ({
    balance: lira(result.balance),
    bonusBalance: lira(result.bonusBalance),
  });

  /**
   * One settled round (Plinko, Limbo, Keno): in one database call when `session` is given and that path applies
   * (fair.one-call.ts), else in one transaction: the nonce, the outcome, the round row, then bet, win and recall
   * through the game wallet.
   */
  async function playSettled<T extends InstantRound>(
    playerId: string,
    game: 'plinko' | 'limbo' | 'keno',
    stake: number,
    decide: (seeds: { serverSeed: string; clientSeed: string; nonce: number }) => Promise<{
      detail: InstantDetail;
      payout: number;
      won: boolean;
    }>,
    session?: OneCallSession,
  ): Promise<{ bet: T; balance: number; bonusBalance: number; seed: FairSeedState }> {
    const gameCode = FAIR_GAME_CODE[game];
    if (session) {
      const fast = await settleInOneCall(
        oneCall,
        session,
        game,
        stake,
        async (seeds) => {
          const outcome = await decide(seeds);
          return { instant: outcome.detail, payout: outcome.payout, won: outcome.won };
        },
        (row, seed) => instantRecord(row, seed, provider).detail,
      );
      if (fast) {
        return {
          bet: instantRound(fast.row, fast.seed) as T,
          ...balances(fast.result),
          seed: seedState(fast.seed),
        };
      }
      await session.confirm();
    }
    return db.transaction().execute(async (trx) => {
      const { seed, nonce } = await takeNonce(trx, playerId);
      const outcome = await decide({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce });
      const roundId = randomUUID();
      const now = clock.now();
      const row = await repo.insertRound(trx, {
        ...emptyColumns,
        round_id: roundId,
        player_id: playerId,
        seed_id: seed.id,
        game,
        game_code: gameCode,
        nonce,
        client_seed: seed.client_seed,
        stake,
        payout: outcome.payout,
        status: outcome.won ? 'won' : 'lost',
        instant: JSON.stringify(outcome.detail),
        created_at: now,
        updated_at: now,
        settled_at: now,
      });
      const settled = await gameWallet.instantRound(
        {
          provider,
          playerId,
          gameCode,
          roundId,
          betTransactionId: `${roundId}:bet`,
          winTransactionId: `${roundId}:win`,
          stake,
          payout: outcome.payout,
          detail: instantRecord(row, seed, provider).detail,
        },
        trx,
      );
      return { bet: instantRound(row, seed) as T, ...balances(settled), seed: seedState(seed) };
    });
  }

  const plinko = (
    playerId: string,
    stake: number,
    rows: number,
    risk: InstantRisk,
    session?: OneCallSession,
  ) =>
    playSettled<PlinkoBet>(
      playerId,
      'plinko',
      stake,
      async (seeds) => {
        const { path, slot } = await computePlinko(hmac, seeds, rows);
        const multiplier = PLINKO_TABLES[rows]![risk][slot]!;
        return {
          detail: { game: 'plinko', rows, risk, path, slot, multiplier },
          payout: payoutOf(stake, multiplier),
          won: multiplier >= 100,
        };
      },
      session,
    );

  /** `target` in hundredths. */
  const limbo = (playerId: string, stake: number, target: number, session?: OneCallSession) =>
    playSettled<LimboBet>(
      playerId,
      'limbo',
      stake,
      async (seeds) => {
        const result = await computeLimbo(hmac, seeds);
        const won = result >= target;
        return { detail: { game: 'limbo', target, result }, payout: won ? payoutOf(stake, target) : 0, won };
      },
      session,
    );

  const keno = (
    playerId: string,
    stake: number,
    picks: number[],
    risk: InstantRisk,
    session?: OneCallSession,
  ) =>
    playSettled<KenoBet>(
      playerId,
      'keno',
      stake,
      async (seeds) => {
        const drawn = await computeKenoDraw(hmac, seeds);
        const hits = kenoHits(picks, drawn);
        const multiplier = KENO_TABLES[picks.length]![risk][hits]!;
        return {
          detail: { game: 'keno', risk, picks, drawn, hits, multiplier },
          payout: payoutOf(stake, multiplier),
          won: multiplier >= 100,
        };
      },
      session,
    );

  // ---- Hi-Lo ----

  const hiloData = async (trx: Db, row: FairRoundRow, seed: FairSeedRow, money: GameWalletResult | null) => {
    let cash: number;
    let bonus: number;
    if (money) {
      cash = money.balance;
      bonus = money.bonusBalance;
    } else {
      const now = await gameWallet.balance(row.player_id, trx);
      cash = now.cash;
      bonus = now.bonus;
    }
    const active = await repo.findActiveSeed(trx, row.player_id);
    return {
      round: instantRound(row, seed) as HiloRound,
      balance: lira(cash),
      bonusBalance: lira(bonus),
      seed: seedState(active!),
    } satisfies HiloData;
  };

  async function hiloStart(playerId: string, stake: number): Promise<HiloData> {
    const gameCode = FAIR_GAME_CODE.hilo;
    return db.transaction().execute(async (trx) => {
      const { seed, nonce } = await takeNonce(trx, playerId);
      // Under the seed lock: a start, a rotation and another start of the same player cannot interleave.
      if (await repo.findOpenRound(trx, playerId, 'hilo')) throw conflict('e.hiloRoundOpen');
      const [first] = await computeHiloCards(
        hmac,
        { serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce },
        1,
      );
      const roundId = randomUUID();
      const now = clock.now();
      const placed = await gameWallet.bet(
        { provider, transactionId: `${roundId}:bet`, playerId, gameCode, roundId, amount: stake },
        trx,
      );
      const detail: HiloDetail = { game: 'hilo', cards: [first!], guesses: [] };
      const row = await repo.insertRound(trx, {
        ...emptyColumns,
        round_id: roundId,
        player_id: playerId,
        seed_id: seed.id,
        game: 'hilo',
        game_code: gameCode,
        nonce,
        client_seed: seed.client_seed,
        stake,
        status: 'open',
        instant: JSON.stringify(detail),
        created_at: now,
        updated_at: now,
        settled_at: null,
      });
      await gameWallet.recordRound(instantRecord(row, seed, provider), trx);
      return {
        round: instantRound(row, seed) as HiloRound,
        ...balances(placed),
        seed: seedState(seed),
      };
    });
  }

  /** Ends an open Hi-Lo round (in `trx`, round locked): pays `payout` (0 when lost) and records the recall. */
  async function settleHilo(
    trx: Db,
    row: FairRoundRow,
    outcome: { status: 'won' | 'lost'; payout: number; detail: HiloDetail; auto: boolean },
  ) {
    const result = await gameWallet.win(
      {
        provider,
        transactionId: `${row.round_id}:win`,
        playerId: row.player_id,
        gameCode: row.game_code,
        roundId: row.round_id,
        amount: outcome.payout,
      },
      trx,
    );
    const now = clock.now();
    const updated = await repo.updateRound(trx, row.id, {
      status: outcome.status,
      payout: outcome.payout,
      instant: JSON.stringify(outcome.detail),
      auto_settled: outcome.auto,
      updated_at: now,
      settled_at: now,
    });
    const seed = (await repo.findSeed(trx, row.seed_id))!;
    await gameWallet.recordRound(instantRecord(updated, seed, provider), trx);
    return { row: updated, seed, result };
  }

  async function lockOpenHilo(trx: Db, playerId: string, roundId: string): Promise<FairRoundRow> {
    const row = await repo.lockRound(trx, playerId, roundId);
    if (!row || row.game !== 'hilo') throw new AppError(404, 'e.fairRoundUnknown');
    if (row.status !== 'open') throw conflict('e.fairRoundClosed');
    return row;
  }

  async function hiloGuess(playerId: string, roundId: string, guess: HiloGuess): Promise<HiloData> {
    return db.transaction().execute(async (trx) => {
      const row = await lockOpenHilo(trx, playerId, roundId);
      const detail = row.instant as HiloDetail;
      if (detail.cards.length >= HILO_MAX_CARDS) throw badRequest('e.hiloMaxCards');
      const current = detail.cards[detail.cards.length - 1]!;
      if (guess !== 'skip') {
        const winning = hiloWinningRanks(hiloRank(current), guess);
        if (!hiloGuessAllowed(hiloChances(detail), winning)) throw badRequest('e.hiloGuessNotAllowed');
      }
      const seed = (await repo.findSeed(trx, row.seed_id))!;
      const cards = await computeHiloCards(
        hmac,
        { serverSeed: seed.server_seed, clientSeed: row.client_seed, nonce: row.nonce },
        detail.cards.length + 1,
      );
      const next: HiloDetail = {
        game: 'hilo',
        cards: [...detail.cards, cards[cards.length - 1]!],
        guesses: [...detail.guesses, guess],
      };
      if (guess !== 'skip' && !hiloGuessWins(current, next.cards[next.cards.length - 1]!, guess)) {
        const done = await settleHilo(trx, row, { status: 'lost', payout: 0, detail: next, auto: false });
        return hiloData(trx, done.row, done.seed, done.result);
      }
      const updated = await repo.updateRound(trx, row.id, {
        instant: JSON.stringify(next),
        updated_at: clock.now(),
      });
      await gameWallet.recordRound(instantRecord(updated, seed, provider), trx);
      return hiloData(trx, updated, seed, null);
    });
  }

  async function hiloCashOut(playerId: string, roundId: string): Promise<HiloData> {
    return db.transaction().execute(async (trx) => {
      const row = await lockOpenHilo(trx, playerId, roundId);
      const detail = row.instant as HiloDetail;
      const chances = hiloChances(detail);
      if (chances.length === 0) throw conflict('e.hiloCashoutEarly');
      const done = await settleHilo(trx, row, {
        status: 'won',
        payout: hiloPayout(kurusFromDb(row.stake), chances),
        detail,
        auto: false,
      });
      return hiloData(trx, done.row, done.seed, done.result);
    });
  }

  /**
   * An abandoned Hi-Lo round (locked, stale; the caller checked): cashed out at its current multiplier — with no right
   * guess that is the formula's value at zero steps, floor(stake × 0.99), as Mines.
   */
  async function settleAbandonedHilo(trx: Db, row: FairRoundRow): Promise<void> {
    const detail = row.instant as HiloDetail;
    await settleHilo(trx, row, {
      status: 'won',
      payout: hiloPayout(kurusFromDb(row.stake), hiloChances(detail)),
      detail,
      auto: true,
    });
  }

  /** This game's recent rounds and (Hi-Lo) the open round, for originals/instant/state. */
  async function recent(playerId: string, game: InstantGame, limit: number) {
    const [rows, open] = await Promise.all([
      repo.listRounds(db, playerId, game, limit),
      game === 'hilo' ? repo.findOpenRound(db, playerId, 'hilo') : Promise.resolve(undefined),
    ]);
    const seeds = new Map(
      (await repo.findSeeds(db, [...new Set([...rows, ...(open ? [open] : [])].map((r) => r.seed_id))])).map(
        (s) => [s.id, s],
      ),
    );
    return {
      rounds: rows.filter((r) => r.status !== 'open').map((r) => instantRound(r, seeds.get(r.seed_id)!)),
      openHilo: open ? (instantRound(open, seeds.get(open.seed_id)!) as HiloRound) : null,
    };
  }

  return { plinko, limbo, keno, hiloStart, hiloGuess, hiloCashOut, settleAbandonedHilo, recent };
}

/** The Dice and Mines columns an instant round leaves empty. */
const emptyColumns = {
  dice_target: null,
  dice_direction: null,
  dice_roll: null,
  mines_count: null,
  mines_layout: null,
  mines_hit: null,
} as const;

export type InstantGames = ReturnType<typeof createInstantGames>;
