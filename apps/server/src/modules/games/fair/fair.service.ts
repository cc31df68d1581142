import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import {
  computeDiceRoll,
  computeMinesLayout,
  type DiceBet,
  type DiceDirection,
  diceIsWin,
  diceMultiplier,
  dicePayout,
  diceWinOutcomes,
  FAIR_GAME_CODE,
  FAIR_HOUSE_EDGE_PERCENT,
  FAIR_MAX_STAKE,
  FAIR_MIN_STAKE,
  type FairClientSeedData,
  type FairRotateData,
  type FairSeedState,
  type FairStateData,
  type HmacSha256,
  MINES_ABANDON_AFTER_MS,
  MINES_TILES,
  type MinesData,
  minesMultiplier,
  minesPayout,
  type MinesRound,
  type RevealedSeed,
} from '@kasa/contract/fair';
import type { InstantGame, InstantStateData } from '@kasa/contract/instant';
import { kurusToLira } from '@kasa/contract/wallet';
import type { Db } from '../../../db/create-db.ts';
import { AppError, conflict } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { kurusFromDb } from '../../../lib/money.ts';
import type { GameRoundRecord, GameWallet, GameWalletResult } from '../../providers/game-wallet.service.ts';
import { createInstantGames, instantRecord } from './fair.instant.ts';
import { createSeedHints, type OneCallSession, settleInOneCall } from './fair.one-call.ts';
import * as repo from './fair.repository.ts';
import type { FairRoundRow, FairSeedRow } from './fair.table.ts';

// Dice and Mines: the server seed is committed (its hash shown) before the bets it decides, the player's client seed and
// the nonce make every bet's stream unique, and the outcome is fixed in the bet's own transaction. Money moves only
// through the game wallet (provider 'kasa'). docs/decisions/0094-provably-fair-instant-games.md.

export const FAIR_PROVIDER = 'kasa';
const RECENT_ROUNDS = 20;
const REVEALED_SEEDS = 10;
const SWEEP_BATCH = 100;

export const nodeHmac: HmacSha256 = async (key, message) =>
  createHmac('sha256', key).update(message).digest();
export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const newServerSeed = () => randomBytes(32).toString('hex');
const newClientSeed = () => randomBytes(8).toString('hex');

/** Multipliers in answers: four decimals, cut (the money itself is computed exactly). */
const shown = (multiplier: number) => Math.floor(multiplier * 10_000 + 1e-9) / 10_000;
const lira = (kurus: number) => kurusToLira(kurus);

export interface FairServiceDeps {
  db: Db;
  clock: Clock;
  gameWallet: GameWallet;
}

export interface DiceRollInput {
  stake: number;
  /** Hundredths. */
  target: number;
  direction: DiceDirection;
}

function seedState(seed: FairSeedRow): FairSeedState {
  return { serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nonce: seed.nonce };
}

function revealedSeed(seed: FairSeedRow): RevealedSeed {
  if (!seed.revealed_at) throw new Error('seed not revealed');
  return {
    serverSeed: seed.server_seed,
    serverSeedHash: seed.server_seed_hash,
    clientSeed: seed.client_seed,
    bets: seed.nonce,
    createdAt: seed.created_at.toISOString(),
    revealedAt: seed.revealed_at.toISOString(),
  };
}

function diceBet(row: FairRoundRow, seed: FairSeedRow): DiceBet {
  const outcomes = diceWinOutcomes(row.dice_target!, row.dice_direction!);
  return {
    roundId: row.round_id,
    amount: lira(kurusFromDb(row.stake)),
    target: row.dice_target! / 100,
    direction: row.dice_direction!,
    roll: row.dice_roll! / 100,
    win: row.status === 'won',
    multiplier: shown(diceMultiplier(outcomes)),
    payout: lira(kurusFromDb(row.payout)),
    serverSeedHash: seed.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    createdAt: row.created_at.toISOString(),
  };
}

function minesRound(row: FairRoundRow, seed: FairSeedRow): MinesRound {
  const mines = row.mines_count!;
  const revealed = row.mines_revealed;
  const open = row.status === 'open';
  const stake = kurusFromDb(row.stake);
  let multiplier: number;
  let payout: number;
  if (open) {
    multiplier = revealed.length > 0 ? minesMultiplier(mines, revealed.length) : 1;
    payout = revealed.length > 0 ? minesPayout(stake, mines, revealed.length) : 0;
  } else {
    payout = kurusFromDb(row.payout);
    multiplier = row.status === 'won' ? minesMultiplier(mines, revealed.length) : 0;
  }
  return {
    roundId: row.round_id,
    status: row.status,
    amount: lira(stake),
    mines,
    revealed,
    hit: row.mines_hit,
    layout: open ? null : row.mines_layout,
    multiplier: shown(multiplier),
    payout: lira(payout),
    nextMultiplier:
      open && revealed.length < MINES_TILES - mines
        ? shown(minesMultiplier(mines, revealed.length + 1))
        : null,
    autoSettled: row.auto_settled,
    serverSeedHash: seed.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
  };
}

/**
 * The round's recall for game history. An open Mines round never carries its layout; the server seed appears once
 * rotation has revealed it (rotation re-records every round of that seed).
 */
function roundRecord(row: FairRoundRow, seed: FairSeedRow): GameRoundRecord {
  if (row.instant) return instantRecord(row, seed, FAIR_PROVIDER);
  const settled = row.status !== 'open';
  const common = {
    game: row.game,
    stake: lira(kurusFromDb(row.stake)),
    payout: lira(kurusFromDb(row.payout)),
    result: row.status,
    serverSeedHash: seed.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    ...(seed.revealed_at ? { serverSeed: seed.server_seed } : {}),
  };
  let detail: Record<string, unknown>;
  if (row.game === 'dice') {
    const bet = diceBet(row, seed);
    detail = {
      ...common,
      target: bet.target,
      direction: bet.direction,
      chance: diceWinOutcomes(row.dice_target!, row.dice_direction!) / 100,
      multiplier: bet.multiplier,
      roll: bet.roll,
    };
  } else {
    const round = minesRound(row, seed);
    detail = {
      ...common,
      mines: round.mines,
      revealed: round.revealed,
      multiplier: round.multiplier,
      ...(settled ? { hit: round.hit, layout: round.layout, autoSettled: round.autoSettled } : {}),
    };
  }
  return {
    provider: FAIR_PROVIDER,
    roundId: row.round_id,
    playerId: row.player_id,
    gameCode: row.game_code,
    stake: kurusFromDb(row.stake),
    payout: kurusFromDb(row.payout),
    status: settled ? 'settled' : 'open',
    detail,
    createdAt: row.created_at,
    settledAt: row.settled_at,
  };
}

export function createFairService({ db, clock, gameWallet }: FairServiceDeps) {
  /** Each player's active pair as this node last saw it: what a one-call round computes with (fair.one-call.ts). */
  const hints = createSeedHints();
  const oneCall = { db, clock, gameWallet, hints, provider: FAIR_PROVIDER };

  const ref = (playerId: string, gameCode: string, roundId: string, kind: 'bet' | 'win') => ({
    provider: FAIR_PROVIDER,
    transactionId: `${roundId}:${kind}`,
    playerId,
    gameCode,
    roundId,
  });

  /** The player's active pair, made on first use: a fresh secret server seed and a random client seed. */
  async function ensureSeed(playerId: string): Promise<FairSeedRow> {
    const existing = await repo.findActiveSeed(db, playerId);
    if (existing) {
      hints.set(playerId, existing);
      return existing;
    }
    const serverSeed = newServerSeed();
    await repo.insertSeedIfNone(db, {
      playerId,
      serverSeed,
      serverSeedHash: sha256Hex(serverSeed),
      clientSeed: newClientSeed(),
      now: clock.now(),
    });
    const seed = await repo.findActiveSeed(db, playerId);
    if (!seed) throw new Error('active seed missing after insert');
    hints.set(playerId, seed);
    return seed;
  }

  /**
   * Hands out the active pair's nonce in `trx` (one statement, the pair locked until commit: the player's cash row is
   * locked by the bet for the same span anyway). A player's first bet makes the pair first.
   */
  async function takeNonce(trx: Db, playerId: string): Promise<{ seed: FairSeedRow; nonce: number }> {
    let seed = await repo.incrementNonce(trx, playerId);
    if (!seed) {
      const serverSeed = newServerSeed();
      await repo.insertSeedIfNone(trx, {
        playerId,
        serverSeed,
        serverSeedHash: sha256Hex(serverSeed),
        clientSeed: newClientSeed(),
        now: clock.now(),
      });
      seed = await repo.incrementNonce(trx, playerId);
      if (!seed) throw new Error('active seed missing after insert');
    }
    // A hint only (this transaction may still roll back): a wrong one makes the next one-call round 'stale'.
    hints.set(playerId, seed);
    return { seed, nonce: seed.nonce - 1 };
  }

  async function withSeedOf<T>(rows: FairRoundRow[], map: (row: FairRoundRow, seed: FairSeedRow) => T) {
    const seeds = new Map(
      (await repo.findSeeds(db, [...new Set(rows.map((r) => r.seed_id))])).map((s) => [s.id, s]),
    );
    return rows.map((row) => map(row, seeds.get(row.seed_id)!));
  }

  const balances = (result: { balance: number; bonusBalance: number }) => ({
    balance: lira(result.balance),
    bonusBalance: lira(result.bonusBalance),
  });

  async function state(playerId: string): Promise<FairStateData> {
    const seed = await ensureSeed(playerId);
    const [previous, dice, mines, open, balance] = await Promise.all([
      repo.listRevealedSeeds(db, playerId, REVEALED_SEEDS),
      repo.listRounds(db, playerId, 'dice', RECENT_ROUNDS),
      repo.listRounds(db, playerId, 'mines', RECENT_ROUNDS),
      repo.findOpenRound(db, playerId, 'mines'),
      gameWallet.balance(playerId),
    ]);
    return {
      balance: lira(balance.cash),
      bonusBalance: lira(balance.bonus),
      seed: seedState(seed),
      previousSeeds: previous.map(revealedSeed),
      dice: await withSeedOf(dice, diceBet),
      mines: await withSeedOf(mines, minesRound),
      openMines: open ? minesRound(open, seed) : null,
      limits: {
        minStake: lira(FAIR_MIN_STAKE),
        maxStake: lira(FAIR_MAX_STAKE),
        houseEdge: FAIR_HOUSE_EDGE_PERCENT,
      },
    };
  }

  async function rollDice(
    playerId: string,
    input: DiceRollInput,
    session?: OneCallSession,
  ): Promise<{ bet: DiceBet; balance: number; bonusBalance: number; seed: FairSeedState }> {
    const gameCode = FAIR_GAME_CODE.dice;
    if (session) {
      const fast = await settleInOneCall(
        oneCall,
        session,
        'dice',
        input.stake,
        async (seeds) => {
          const roll = await computeDiceRoll(nodeHmac, seeds);
          const won = diceIsWin(roll, input.target, input.direction);
          return {
            dice: { target: input.target, direction: input.direction, roll },
            payout: won ? dicePayout(input.stake, diceWinOutcomes(input.target, input.direction)) : 0,
            won,
          };
        },
        (row, seed) => roundRecord(row, seed).detail,
      );
      if (fast)
        return { bet: diceBet(fast.row, fast.seed), ...balances(fast.result), seed: seedState(fast.seed) };
      await session.confirm();
    }
    // One transaction: the nonce, the round row, then the bet, the win and the recall through the game wallet.
    return db.transaction().execute(async (trx) => {
      const { seed, nonce } = await takeNonce(trx, playerId);
      const roll = await computeDiceRoll(nodeHmac, {
        serverSeed: seed.server_seed,
        clientSeed: seed.client_seed,
        nonce,
      });
      const won = diceIsWin(roll, input.target, input.direction);
      const payout = won ? dicePayout(input.stake, diceWinOutcomes(input.target, input.direction)) : 0;
      const roundId = randomUUID();
      const now = clock.now();
      const row = await repo.insertRound(trx, {
        round_id: roundId,
        player_id: playerId,
        seed_id: seed.id,
        game: 'dice',
        game_code: gameCode,
        nonce,
        client_seed: seed.client_seed,
        stake: input.stake,
        payout,
        status: won ? 'won' : 'lost',
        dice_target: input.target,
        dice_direction: input.direction,
        dice_roll: roll,
        mines_count: null,
        mines_layout: null,
        mines_hit: null,
        created_at: now,
        updated_at: now,
        settled_at: now,
      });
      const settled = await gameWallet.instantRound(
        {
          provider: FAIR_PROVIDER,
          playerId,
          gameCode,
          roundId,
          betTransactionId: `${roundId}:bet`,
          winTransactionId: `${roundId}:win`,
          stake: input.stake,
          payout,
          detail: roundRecord(row, seed).detail,
        },
        trx,
      );
      return { bet: diceBet(row, seed), ...balances(settled), seed: seedState(seed) };
    });
  }

  async function startMines(playerId: string, stake: number, mines: number): Promise<MinesData> {
    const gameCode = FAIR_GAME_CODE.mines;
    return db.transaction().execute(async (trx) => {
      const { seed, nonce } = await takeNonce(trx, playerId);
      // Under the seed lock: a start, a rotation and another start of the same player cannot interleave.
      if (await repo.findOpenRound(trx, playerId, 'mines')) throw conflict('e.fairRoundOpen');
      const layout = await computeMinesLayout(
        nodeHmac,
        { serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce },
        mines,
      );
      const roundId = randomUUID();
      const now = clock.now();
      const placed = await gameWallet.bet({ ...ref(playerId, gameCode, roundId, 'bet'), amount: stake }, trx);
      const row = await repo.insertRound(trx, {
        round_id: roundId,
        player_id: playerId,
        seed_id: seed.id,
        game: 'mines',
        game_code: gameCode,
        nonce,
        client_seed: seed.client_seed,
        stake,
        status: 'open',
        dice_target: null,
        dice_direction: null,
        dice_roll: null,
        mines_count: mines,
        mines_layout: JSON.stringify(layout),
        mines_revealed: '[]',
        mines_hit: null,
        created_at: now,
        updated_at: now,
        settled_at: null,
      });
      await gameWallet.recordRound(roundRecord(row, seed), trx);
      return { round: minesRound(row, seed), ...balances(placed), seed: seedState(seed) };
    });
  }

  /** Ends an open round (in `trx`, round locked): pays `payout` (0 on a mine) and records the recall with the layout. */
  async function settleMines(
    trx: Db,
    row: FairRoundRow,
    outcome: {
      status: 'won' | 'lost';
      payout: number;
      revealed: number[];
      hit: number | null;
      auto: boolean;
    },
  ): Promise<{ row: FairRoundRow; seed: FairSeedRow; result: GameWalletResult }> {
    const result = await gameWallet.win(
      { ...ref(row.player_id, row.game_code, row.round_id, 'win'), amount: outcome.payout },
      trx,
    );
    const now = clock.now();
    const updated = await repo.updateRound(trx, row.id, {
      status: outcome.status,
      payout: outcome.payout,
      mines_revealed: JSON.stringify(outcome.revealed),
      mines_hit: outcome.hit,
      auto_settled: outcome.auto,
      updated_at: now,
      settled_at: now,
    });
    const seed = await repo.findSeed(trx, row.seed_id);
    await gameWallet.recordRound(roundRecord(updated, seed!), trx);
    return { row: updated, seed: seed!, result };
  }

  async function lockOpenRound(trx: Db, playerId: string, roundId: string): Promise<FairRoundRow> {
    const row = await repo.lockRound(trx, playerId, roundId);
    if (!row || row.game !== 'mines') throw new AppError(404, 'e.fairRoundUnknown');
    if (row.status !== 'open') throw conflict('e.fairRoundClosed');
    return row;
  }

  async function currentSeedState(trx: Db, playerId: string): Promise<FairSeedState> {
    const seed = await repo.findActiveSeed(trx, playerId);
    return seedState(seed!);
  }

  async function revealTile(playerId: string, roundId: string, tile: number): Promise<MinesData> {
    return db.transaction().execute(async (trx) => {
      const row = await lockOpenRound(trx, playerId, roundId);
      if (row.mines_revealed.includes(tile)) throw conflict('e.fairTileRevealed');
      const mines = row.mines_count!;
      const revealed = [...row.mines_revealed, tile];
      if (row.mines_layout!.includes(tile)) {
        const done = await settleMines(trx, row, {
          status: 'lost',
          payout: 0,
          revealed: row.mines_revealed,
          hit: tile,
          auto: false,
        });
        return finish(trx, done);
      }
      if (revealed.length === MINES_TILES - mines) {
        // Every safe tile is open: nothing left to risk, the round cashes out by itself.
        const done = await settleMines(trx, row, {
          status: 'won',
          payout: minesPayout(kurusFromDb(row.stake), mines, revealed.length),
          revealed,
          hit: null,
          auto: false,
        });
        return finish(trx, done);
      }
      const updated = await repo.updateRound(trx, row.id, {
        mines_revealed: JSON.stringify(revealed),
        updated_at: clock.now(),
      });
      const seed = (await repo.findSeed(trx, row.seed_id))!;
      await gameWallet.recordRound(roundRecord(updated, seed), trx);
      const balance = await gameWallet.balance(playerId, trx);
      return {
        round: minesRound(updated, seed),
        balance: lira(balance.cash),
        bonusBalance: lira(balance.bonus),
        seed: await currentSeedState(trx, playerId),
      };
    });
  }

  async function finish(
    trx: Db,
    done: { row: FairRoundRow; seed: FairSeedRow; result: GameWalletResult },
  ): Promise<MinesData> {
    return {
      round: minesRound(done.row, done.seed),
      ...balances(done.result),
      seed: await currentSeedState(trx, done.row.player_id),
    };
  }

  async function cashOut(playerId: string, roundId: string): Promise<MinesData> {
    return db.transaction().execute(async (trx) => {
      const row = await lockOpenRound(trx, playerId, roundId);
      const safe = row.mines_revealed.length;
      if (safe === 0) throw conflict('e.fairCashoutEarly');
      const done = await settleMines(trx, row, {
        status: 'won',
        payout: minesPayout(kurusFromDb(row.stake), row.mines_count!, safe),
        revealed: row.mines_revealed,
        hit: null,
        auto: false,
      });
      return finish(trx, done);
    });
  }

  /**
   * Rounds left open MINES_ABANDON_AFTER_MS without a move — Mines and Hi-Lo alike — are cashed out at their current
   * multiplier (with no tile opened or no right guess: the stake × 0.99, the formula's value at zero steps). Returns
   * how many were settled. The one entry point of the abandon sweep.
   */
  async function settleAbandoned(now: Date): Promise<number> {
    const stale = await repo.listStaleOpenRounds(
      db,
      new Date(now.getTime() - MINES_ABANDON_AFTER_MS),
      SWEEP_BATCH,
    );
    let settled = 0;
    for (const { id } of stale) {
      const done = await db.transaction().execute(async (trx) => {
        const row = await repo.lockRoundById(trx, id);
        if (
          !row ||
          row.status !== 'open' ||
          row.updated_at.getTime() > now.getTime() - MINES_ABANDON_AFTER_MS
        ) {
          return false;
        }
        if (row.game === 'hilo') {
          await instant.settleAbandonedHilo(trx, row);
          return true;
        }
        await settleMines(trx, row, {
          status: 'won',
          payout: minesPayout(kurusFromDb(row.stake), row.mines_count!, row.mines_revealed.length),
          revealed: row.mines_revealed,
          hit: null,
          auto: true,
        });
        return true;
      });
      if (done) settled++;
    }
    return settled;
  }

  async function rotate(playerId: string, clientSeed?: string): Promise<FairRotateData> {
    await ensureSeed(playerId);
    const rotated = await db.transaction().execute(async (trx) => {
      const seed = await repo.lockActiveSeed(trx, playerId);
      if (!seed) throw new Error('active seed missing');
      // Revealing the seed of an open Mines or Hi-Lo round would reveal its mines or its next cards.
      const open = await repo.findOpenRound(trx, playerId);
      if (open) throw conflict(open.game === 'hilo' ? 'e.hiloRoundOpen' : 'e.fairRoundOpen');
      const now = clock.now();
      const revealed = await repo.revealSeed(trx, seed.id, now);
      const serverSeed = newServerSeed();
      const next = await repo.insertSeed(trx, {
        playerId,
        serverSeed,
        serverSeedHash: sha256Hex(serverSeed),
        clientSeed: clientSeed ?? seed.client_seed,
        now,
      });
      for (const row of await repo.listRoundsOfSeed(trx, seed.id)) {
        await gameWallet.recordRound(roundRecord(row, revealed), trx);
      }
      return { revealed: revealedSeed(revealed), seed: seedState(next) };
    });
    hints.drop(playerId);
    return rotated;
  }

  async function setClientSeed(playerId: string, clientSeed: string): Promise<FairClientSeedData> {
    await ensureSeed(playerId);
    return db.transaction().execute(async (trx) => {
      const seed = await repo.lockActiveSeed(trx, playerId);
      if (!seed) throw new Error('active seed missing');
      const changed = await repo.setClientSeed(trx, seed.id, clientSeed);
      hints.drop(playerId);
      return { seed: seedState(changed) };
    });
  }

  const instant = createInstantGames({
    db,
    clock,
    gameWallet,
    hmac: nodeHmac,
    provider: FAIR_PROVIDER,
    takeNonce,
    seedState,
    oneCall,
  });

  /** originals/instant/state: fair/state plus the game's recent rounds and the open Hi-Lo round. */
  async function instantState(playerId: string, game: InstantGame): Promise<InstantStateData> {
    const [base, own] = await Promise.all([state(playerId), instant.recent(playerId, game, RECENT_ROUNDS)]);
    return { ...base, ...own };
  }

  return {
    state,
    rollDice,
    startMines,
    revealTile,
    cashOut,
    settleAbandoned,
    rotate,
    setClientSeed,
    instantState,
    plinko: instant.plinko,
    limbo: instant.limbo,
    keno: instant.keno,
    hiloStart: instant.hiloStart,
    hiloGuess: instant.hiloGuess,
    hiloCashOut: instant.hiloCashOut,
  };
}

export type FairService = ReturnType<typeof createFairService>;
